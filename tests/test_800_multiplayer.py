"""CR 800-806: free-for-all with more than two players: turn order, attacking any opponent,
players leaving the game and taking their cards with them (800.4a), the last player wins."""

from __future__ import annotations

import random
from pathlib import Path

from mtgrules.game.decks import read_decklist
from mtgrules.game.state import Game

DECKS = Path(__file__).resolve().parents[1] / "examples" / "decks"


def three_player_game(seed: int) -> Game:
    decks = [
        list(read_decklist(DECKS / f"{n}.txt"))
        for n in ("red-green-aggro", "white-blue-fliers", "mono-black-removal")
    ]
    return Game.from_decks(decks, seed=seed)


def test_800_three_players_take_turns_in_order() -> None:
    game = three_player_game(1)
    assert len(game.turn_order) == 3
    assert set(game.turn_order) == {"A", "B", "C"}


def test_800_4a_a_player_who_loses_leaves_with_their_cards_and_the_last_one_wins() -> None:
    game = three_player_game(2)
    rng = random.Random(2)
    while not game.over:
        actions = game.legal_actions()
        game.apply(rng.choice([a for a in actions if a.kind != "mana"] or actions))
    leavers = [e.detail for e in game.events if e.rule == "800.4a"]
    assert len(leavers) == 1
    first_out = leavers[0].split()[0]
    assert all(o.owner != first_out for o in game.objects.values())
    assert game.winner is not None and not game.players[game.winner].lost
    assert Game.replay(game).state_hash() == game.state_hash()
