"""The workbench's undo history is bounded by memory: a position is kept as the number of actions
taken (and the agent's state), with a full copy of the game only every so often; undo takes the
actions again from the copy before it and arrives at exactly the position it left (same state
hash), the agent's next choices included."""

from __future__ import annotations

import random

import pytest

from mtgrules.game.decks import read_decklist
from mtgrules.game.state import Game
from mtgrules.web import games as games_module
from mtgrules.web.games import (
    CHECKPOINT_ACTIONS,
    CHECKPOINT_POSITIONS,
    GameStore,
    NothingToUndo,
    PlayedGame,
)
from web_server import EXAMPLES

DECKS = EXAMPLES / "decks"


def played_game(seed: int, agent: str | None = "random") -> PlayedGame:
    decks = {
        "A": read_decklist(DECKS / "red-green-aggro.txt"),
        "B": read_decklist(DECKS / "white-blue-fliers.txt"),
    }
    return GameStore().add(Game.from_decks(decks, seed=seed), agent, seed=seed)


def play(played: PlayedGame, moves: int, seed: int) -> list[str]:
    """Random legal actions (and the agent's answers); the state hash before each."""
    chooser = random.Random(seed)
    hashes = []
    for _ in range(moves):
        if played.game.over or not played.game.legal_actions():
            break
        hashes.append(played.game.state_hash())
        played.apply(chooser.choice(played.game.legal_actions()))
    return hashes


@pytest.mark.parametrize("agent", ["random", "greedy", None])
def test_undo_goes_back_through_every_position_exactly(agent: str | None) -> None:
    played = played_game(11, agent)
    hashes = play(played, 120, seed=5)
    assert len(played.history) == len(hashes) > 60
    while played.history:
        played.undo()
        assert played.game.state_hash() == hashes[len(played.history)]
    with pytest.raises(NothingToUndo):
        played.undo()


def test_after_undo_the_agent_makes_the_same_choices_again() -> None:
    played = played_game(3)
    play(played, 40, seed=8)
    action = played.game.legal_actions()[0]
    played.apply(action)
    after = played.game.state_hash()
    played.undo()
    played.apply(action)
    assert played.game.state_hash() == after


def test_the_history_keeps_a_full_copy_only_every_so_often() -> None:
    played = played_game(7)
    play(played, 150, seed=2)
    positions = len(played.history)
    actions = len(played.game.log)
    copies = sum(p.checkpoint is not None for p in played.history)
    assert positions > 100
    # at most one copy per CHECKPOINT_POSITIONS positions or CHECKPOINT_ACTIONS actions
    assert 1 <= copies <= positions // CHECKPOINT_POSITIONS + actions // CHECKPOINT_ACTIONS + 1
    assert copies < positions / 10


def test_the_oldest_positions_go_first_and_the_history_still_begins_at_a_copy(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(games_module, "HISTORY_LIMIT", 20)
    monkeypatch.setattr(games_module, "CHECKPOINT_POSITIONS", 6)
    played = played_game(9)
    hashes = play(played, 80, seed=4)
    assert len(played.history) <= 20
    assert played.history[0].checkpoint is not None
    kept = len(played.history)
    while played.history:
        played.undo()
    assert played.game.state_hash() == hashes[len(hashes) - kept]


def test_passing_stops_after_its_budget_of_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    played = played_game(5, agent=None)
    while played.game.pending is not None and played.game.pending.kind.value != "priority":
        played.apply(played.game.legal_actions()[0])  # keep hands
    turn, start = played.game.turn, len(played.game.log)
    monkeypatch.setattr(games_module, "PASS_ACTIONS", 2)
    played.pass_until("end_of_turn")
    assert played.game.turn == turn
    assert len(played.game.log) - start == 3  # the pass that passed the budget is the last
    monkeypatch.undo()
    played.pass_until("end_of_turn")
    assert played.game.turn == turn + 1
