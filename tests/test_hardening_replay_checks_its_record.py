"""Replay checks the record it is given: the record carries the final state hash, and a record
cut short, with an action changed, a seed that isn't a whole number or a malformed part is
refused with :class:`RecordError` saying which action failed or what is wrong."""

from __future__ import annotations

import copy

import pytest

from mtgrules.game.positions import RecordError
from mtgrules.game.state import Game

DECK = ["Forest"] * 20 + ["Grizzly Bears"] * 20


def _played(actions: int = 60) -> Game:
    game = Game.from_decks([DECK, DECK], seed=3)
    for _ in range(actions):
        if game.over:
            break
        game.apply(game.legal_actions()[-1])
    return game


def test_a_record_replays_to_its_final_hash() -> None:
    game = _played()
    record = game.record()
    assert record["final_hash"] == game.state_hash()
    assert Game.replay(record).state_hash() == game.state_hash()


def test_a_record_cut_short_is_refused() -> None:
    record = _played().record()
    record["actions"] = record["actions"][:-5]
    with pytest.raises(RecordError, match="the record was cut short or changed"):
        Game.replay(record)


def test_a_changed_action_is_refused_naming_it() -> None:
    record = copy.deepcopy(_played().record())
    record["actions"][3] = {"kind": "cast", "player": "A", "card": "nothing-here"}
    with pytest.raises(RecordError, match=r"action 4 of \d+ .* can't be taken"):
        Game.replay(record)


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"seed": "3"}, "seed must be a whole number, not '3'"),
        ({"seed": True}, "seed must be a whole number"),
        ({"decks": ["Forest"]}, "'decks' must map each player"),
        ({"actions": "pass"}, "'actions' must be a list"),
        ({"final_hash": 5}, "'final_hash' must be text"),
        ({"checkpoints": [1]}, "'checkpoints' must be a list of state hashes"),
    ],
)
def test_a_malformed_record_is_refused(change: dict[str, object], words: str) -> None:
    record = {**_played().record(), **change}
    with pytest.raises(RecordError, match=words):
        Game.replay(record)


def test_an_action_that_is_not_an_action() -> None:
    record = _played().record()
    record["actions"][0] = {"kind": "teleport"}
    with pytest.raises(RecordError, match=r"action 1 of .* isn't an action"):
        Game.replay(record)


def test_a_long_record_keeps_checkpoints_and_a_change_is_found_near_it() -> None:
    """Every 100 actions the record keeps the state hash; a changed but still legal action is
    found at the next checkpoint, naming the hundred actions it is among."""
    game = _played(250)
    record = copy.deepcopy(game.record())
    assert len(record["checkpoints"]) == len(record["actions"]) // 100 >= 2
    assert Game.replay(record).state_hash() == game.state_hash()
    record["checkpoints"][0] = "0" * 32  # as if an action before it had been changed
    with pytest.raises(RecordError, match=r"after action 100 .* one of actions 1-100"):
        Game.replay(record)
