"""CR 702: the compiled keyword cards (prowess, cycling, landwalk, affinity, flashback, delve,
storm, madness, ward, channel) played in random games between two decks of them, with the
invariants of the random-game soak checked after every action (test_104_random_games_soak)."""

from __future__ import annotations

import random

from keyword_cards import COMPILED, VANILLA, compiled
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.definitions import bundled_definitions
from mtgrules.game.setup import start_game
from mtgrules.game.state import Game
from mtgrules.sim.agents import RandomAgent
from test_104_random_games_soak import check_invariants, check_layers

LANDS_WITH_TEXT = ("Raugrin Triome", "Otawara, Soaring City")
SPELLS = [r["name"] for r in COMPILED if r["name"] not in LANDS_WITH_TEXT]
DECKS = {
    "A": (SPELLS * 3)[:36]
    + ["Mountain"] * 8
    + ["Island"] * 8
    + ["Swamp"] * 6
    + ["Raugrin Triome"] * 2,
    "B": (SPELLS[::-1] * 3)[:34]
    + ["Mountain"] * 8
    + ["Island"] * 8
    + ["Otawara, Soaring City"] * 2
    + ["Ornithopter"] * 6
    + ["Isamaru, Hound of Konda"] * 2,
}


def _play(seed: int, limit: int = 1500) -> Game:
    game = Game(
        ("A", "B"),
        CardDatabase.from_records([*COMPILED, *VANILLA]),
        {**bundled_definitions(), **compiled()},
    )
    start_game(game, DECKS, seed)
    rng = random.Random(seed)
    agents = {p: RandomAgent(seed * 10 + i, mana=0.05) for i, p in enumerate(game.players)}
    for taken in range(1, limit + 1):
        if game.over:
            break
        legal = game.legal_actions()
        assert legal, "a decision with no legal action"
        decision = game.pending
        assert decision is not None
        choose = agents[decision.player].choose
        action = rng.choice(legal) if rng.random() < 0.1 else choose(game)
        assert action in legal
        game.apply(action)
        check_invariants(game)
        if taken % 25 == 0:
            check_layers(game)
    return game


def test_702_keyword_cards_keep_every_invariant_in_random_games() -> None:
    for seed in (1, 2):
        game = _play(seed)
        assert game.turn > 1
