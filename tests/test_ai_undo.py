"""Taking actions back (:meth:`Game.undo`): after any number of actions, undoing them one by one
gives back each earlier state exactly — its state hash, its legal actions, every part of it — and
play from an undone state goes on as play from a copy taken then."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from mtgrules.game.actions import CastSpell, PassPriority
from mtgrules.game.decks import read_decklist
from mtgrules.game.objects import Zone
from mtgrules.game.parts import PARTS
from mtgrules.game.state import Game
from mtgrules.game.undo import NothingToUndo
from mtgrules.sim.agents import RandomAgent
from play_helpers import board, put, start

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "decks"
COMPARED = [p.name for p in PARTS if p.copy is not None and p.name not in ("rng", "undo_history")]


def example_game(seed: int, variants: tuple[str, ...] = ()) -> Game:
    names = (
        ("bond-red-green.txt", "bond-white-black.txt")
        if variants
        else ("red-green-aggro.txt", "white-blue-fliers.txt")
    )
    decks = [read_decklist(EXAMPLES / n, variants=variants).cards for n in names]
    return Game.from_decks(decks, seed=seed, variants=variants)


def play(game: Game, actions: int, seed: int) -> None:
    agents = {p: RandomAgent(seed=seed + i) for i, p in enumerate(game.players)}
    for _ in range(actions):
        if game.over or game.pending is None:
            return
        game.apply(agents[game.pending.player].choose(game))


def assert_same_state(game: Game, other: Game) -> None:
    assert game.state_hash() == other.state_hash()
    for name in COMPARED:
        assert getattr(game, name) == getattr(other, name) or name == "pools", name
    assert {p: str(pool) for p, pool in game.pools.items()} == {
        p: str(pool) for p, pool in other.pools.items()
    }
    assert list(game.objects) == list(other.objects)
    assert game.rng.getstate() == other.rng.getstate()
    assert game.legal_actions() == other.legal_actions()


@pytest.mark.parametrize(("seed", "variants"), [(1, ()), (2, ()), (3, ("bond",))])
def test_undoing_every_action_of_a_random_game_gives_back_each_earlier_state(
    seed: int, variants: tuple[str, ...]
) -> None:
    game = example_game(seed, variants).enable_undo()
    agents = {p: RandomAgent(seed=seed + i) for i, p in enumerate(game.players)}
    earlier: list[Game] = []
    while not game.over and len(earlier) < 250:
        earlier.append(game.copy())
        assert game.pending is not None
        game.apply(agents[game.pending.player].choose(game))
    for i in range(len(earlier) - 1, -1, -1):
        game.undo()
        if i % 25 == 0:
            assert_same_state(game, earlier[i])
        else:
            assert game.state_hash() == earlier[i].state_hash()
    with pytest.raises(NothingToUndo, match="no action to take back"):
        game.undo()


@pytest.mark.parametrize("back", [1, 5, 40])
def test_play_from_an_undone_state_goes_on_as_from_a_copy(back: int) -> None:
    game = example_game(4).enable_undo()
    play(game, 120, seed=4)
    twin = game.copy()
    play(game, back, seed=99)
    for _ in range(back):
        game.undo()
    for step in range(60):
        if game.over:
            break
        assert game.state_hash() == twin.state_hash(), step
        action = random.Random(step).choice(twin.legal_actions())
        assert game.legal_actions() == twin.legal_actions()
        game.apply(action)
        twin.apply(action)
    assert_same_state(game, twin)


def test_a_copy_takes_back_its_own_actions_and_the_ones_before_it() -> None:
    game = example_game(5).enable_undo()
    play(game, 80, seed=5)
    before = game.copy()
    play(game, 10, seed=6)
    twin = game.copy()
    after = game.state_hash()
    play(twin, 10, seed=7)
    for _ in range(20):
        twin.undo()
    assert_same_state(twin, before)
    assert game.state_hash() == after
    for _ in range(10):
        game.undo()
    assert_same_state(game, before)


def test_608_2_undoing_a_resolved_lightning_bolt() -> None:
    game = board()
    put(game, "Mountain", object_id="mountain")
    put(game, "Lightning Bolt", zone=Zone.HAND, object_id="bolt")
    start(game)
    game.enable_undo()
    before = game.copy()
    game.apply(CastSpell("A", "bolt", ("B",)))
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))
    assert (game.players["B"].life, game.objects["bolt"].zone) == (17, Zone.GRAVEYARD)
    for _ in range(3):
        game.undo()
    assert (game.players["B"].life, game.objects["bolt"].zone) == (20, Zone.HAND)
    assert game.objects["mountain"].tapped is False
    assert_same_state(game, before)


def test_undo_without_history_says_how_to_keep_it() -> None:
    game = example_game(6)
    play(game, 3, seed=6)
    with pytest.raises(NothingToUndo, match=r"call game\.enable_undo\(\)"):
        game.undo()


def test_an_action_that_fails_half_way_is_taken_back(monkeypatch: pytest.MonkeyPatch) -> None:
    game = example_game(7).enable_undo()
    play(game, 30, seed=7)
    before = game.copy()

    def fails(game: Game, action: object) -> None:
        game.players["A"].life = 1
        raise RuntimeError("a failure inside the rules")

    monkeypatch.setattr("mtgrules.game.state.perform", fails)  # what Game.apply carries out
    assert game.pending is not None
    with pytest.raises(RuntimeError, match="a failure inside the rules"):
        game.apply(game.legal_actions()[0])
    monkeypatch.undo()
    assert game.players["A"].life == 1
    game.undo()
    assert_same_state(game, before)
