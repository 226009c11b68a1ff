"""Brineborn Cutthroat compiled from its Oracle text, in play: "Whenever you cast a spell during
an opponent's turn, put a +1/+1 counter on {this}." (CR 601.2i, 603.2; whose turn it is,
500.1)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import cast
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_priority, put, start


def _game() -> Game:
    game = game_with("Brineborn Cutthroat")
    put(game, "Brineborn Cutthroat", "A", object_id="cutthroat")
    put(game, "Searing Spear", "A", Zone.HAND, "spear")
    lands(game, "Mountain", 2, "A", "A-R")
    return game


@needs_full_database
def test_603_2_a_spell_cast_in_an_opponents_turn_grows_it() -> None:
    game = _game()
    start(game, Step.UPKEEP, active="B", turn=3)
    pass_priority(game)  # B passes in their upkeep: A has priority
    cast(game, "spear", "B")
    assert game.players["B"].life == 17
    assert game.objects["cutthroat"].counters == {"+1/+1": 1}
    assert game.characteristics("cutthroat").power == 3


@needs_full_database
def test_603_2_a_spell_cast_in_your_own_turn_doesnt() -> None:
    game = _game()
    start(game)
    cast(game, "spear", "B")
    assert game.objects["cutthroat"].counters == {}
