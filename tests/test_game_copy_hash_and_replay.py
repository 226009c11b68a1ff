"""The game as a value (STYLE: phase.rs): :meth:`Game.copy` is independent of the original,
:meth:`Game.state_hash` is equal for equal states and differs when something that decides
what can happen next differs, and :meth:`Game.replay` of a game's record reproduces it."""

from __future__ import annotations

import json
import random

from mtgrules.game.actions import CastSpell, Keep, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.play import hand
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import all_pass, board, put, start

DECK = (
    ["Grizzly Bears"] * 8 + ["Forest"] * 10 + ["Mountain"] * 6
    + ["Lightning Bolt"] * 4 + ["Giant Growth"] * 2
)  # fmt: skip


def random_game(seed: int, steps: int | None = None) -> Game:
    """A game between two copies of DECK, every decision taken at random."""
    game = Game.from_decks([DECK, DECK], minimum_deck_size=20, seed=seed)
    chooser = random.Random(seed)
    taken = 0
    while not game.over and (steps is None or taken < steps):
        game.apply(chooser.choice(game.legal_actions()))
        taken += 1
    return game


def test_a_random_game_ends_with_a_winner() -> None:
    game = random_game(1)
    assert game.over is True and game.winner in ("A", "B")
    loser = "A" if game.winner == "B" else "B"
    assert (game.players[loser].lost, game.legal_actions()) == (True, [])


def test_replay_of_the_record_reproduces_the_state_hash() -> None:
    for seed in (1, 2):
        game = random_game(seed)
        again = Game.replay(game.record())
        assert again.state_hash() == game.state_hash()
        assert (again.winner, again.turn) == (game.winner, game.turn)


def test_the_record_survives_json() -> None:
    game = random_game(3, steps=300)
    record = json.loads(json.dumps(game.record()))
    assert Game.replay(record).state_hash() == game.state_hash()


def test_replay_of_a_game_in_progress() -> None:
    game = random_game(4, steps=150)
    assert Game.replay(game).state_hash() == game.state_hash()


def test_the_same_seed_and_actions_give_the_same_hash_different_seeds_don_t() -> None:
    assert random_game(5, steps=100).state_hash() == random_game(5, steps=100).state_hash()
    assert random_game(5, steps=100).state_hash() != random_game(6, steps=100).state_hash()


def test_a_copy_has_the_same_hash() -> None:
    game = random_game(7, steps=120)
    assert game.copy().state_hash() == game.state_hash()


def test_a_copy_evolves_independently() -> None:
    game = random_game(7, steps=120)
    before = game.state_hash()
    hands = {p: hand(game, p) for p in game.players}
    life = {p: game.players[p].life for p in game.players}
    libraries = {p: list(c) for p, c in game.libraries.items()}
    twin = game.copy()
    chooser = random.Random(0)
    while not twin.over:
        twin.apply(chooser.choice(twin.legal_actions()))
    assert game.state_hash() == before
    assert {p: hand(game, p) for p in game.players} == hands
    assert {p: game.players[p].life for p in game.players} == life
    assert game.libraries == libraries
    assert game.over is False
    assert len(game.log) == 120


def test_the_original_evolves_independently_of_its_copy() -> None:
    game = board()
    put(game, "Mountain", object_id="mountain")
    put(game, "Lightning Bolt", zone=Zone.HAND, object_id="bolt")
    start(game)
    twin = game.copy()
    game.apply(CastSpell("A", "bolt", ("B",)))
    all_pass(game)
    assert game.players["B"].life == 17
    assert (twin.players["B"].life, twin.objects["bolt"].zone) == (20, Zone.HAND)
    assert twin.objects["mountain"].tapped is False
    assert twin.stack == [] and str(twin.pools["A"]) == ""
    twin.apply(PassPriority("A"))
    assert (twin.step, game.step) == (Step.PRECOMBAT_MAIN, Step.PRECOMBAT_MAIN)
    assert twin.pending is not None and twin.pending.player == "B"
    assert game.pending is not None and game.pending.player == "A"


def test_copy_then_the_same_action_gives_the_same_hash() -> None:
    game = random_game(8, steps=60)
    twin = game.copy()
    action = game.legal_actions()[-1]
    game.apply(action)
    twin.apply(action)
    assert twin.state_hash() == game.state_hash()


def test_the_hash_changes_with_every_action() -> None:
    game = Game.from_decks([DECK, DECK], minimum_deck_size=20, seed=0)
    before = game.state_hash()
    game.apply(Keep("A"))
    assert game.state_hash() != before


def test_302_6_summoning_sickness_is_part_of_the_state() -> None:
    game = board()
    put(game, "Grizzly Bears", object_id="bears")
    start(game)
    twin = game.copy()
    twin.objects["bears"].settled_under = None
    assert twin.state_hash() != game.state_hash()


def test_103_5_mulligans_taken_are_part_of_the_state() -> None:
    """Two games with the same hand, one after a mulligan: keeping puts a card on the bottom
    in one of them only."""
    game = Game.from_decks([DECK, DECK], minimum_deck_size=20, seed=0)
    twin = game.copy()
    twin.mulligans["A"] = 1
    assert twin.state_hash() != game.state_hash()
