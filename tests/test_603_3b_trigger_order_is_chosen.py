"""CR 603.3b: a player puts their own simultaneous triggered abilities on the stack in the order
they choose (ChooseTrigger), after the active player's and before the next player's."""

from __future__ import annotations

from mtgrules.game.actions import ChooseTrigger, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.play import begin_from_board
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import board, put


def upkeep() -> Game:
    game = board()
    put(game, "Grinning Demon", "A", object_id="grinning")  # you lose 2 life
    put(game, "Master of the Feast", "A", object_id="master")  # each opponent draws a card
    for player in ("A", "B"):
        for i in range(3):
            put(game, "Island", player, zone=Zone.LIBRARY, object_id=f"{player}-island-{i}")
    game.turn = 2
    begin_from_board(game, step=Step.UNTAP)
    return game


def test_603_3b_the_controller_chooses_which_trigger_goes_on_the_stack_first() -> None:
    game = upkeep()
    assert game.pending.kind is DecisionKind.ORDER
    assert game.pending.player == "A"
    assert len(game.legal_actions()) == 2
    game.apply(ChooseTrigger("A", 1))  # Master of the Feast's first: it resolves last
    assert game.pending.kind is DecisionKind.PRIORITY
    assert [item.source for item in game.stack] == ["master", "grinning"]
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))
    assert game.players["A"].life == 18  # the Demon's trigger, on top, resolved first
