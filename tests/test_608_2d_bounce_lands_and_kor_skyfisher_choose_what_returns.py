"""CR 608.2d, 400.7: a permanent chosen as the ability resolves, not targeted — Rakdos
Carnarium ("return a land you control to its owner's hand") and Kor Skyfisher ("return a
permanent you control …"), compiled from their Oracle text: the controller chooses among their
own, itself included."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import take
from mtgrules.game.actions import CastSpell, Choose, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.turns import DecisionKind
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def test_608_2d_rakdos_carnarium_returns_a_land_its_controller_chooses() -> None:
    game = game_with("Rakdos Carnarium")
    put(game, "Rakdos Carnarium", "A", Zone.HAND, "carnarium")
    lands(game, "Mountain", 1, "A")
    put(game, "Hill Giant", "A", object_id="giant")
    put(game, "Swamp", "B", object_id="their-swamp")
    start(game)
    take(game, PlayLand("A", "carnarium"))
    assert game.objects["carnarium"].tapped
    pass_priority(game)
    pass_priority(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.player == "A"
    assert set(game.pending.options) == {"Mountain (mountain-1)", "Rakdos Carnarium (carnarium)"}
    take(game, Choose("A", "Mountain (mountain-1)"))
    assert game.objects["mountain-1"].zone is Zone.HAND
    assert game.objects["carnarium"].zone is Zone.BATTLEFIELD


def test_608_2d_kor_skyfisher_may_return_itself() -> None:
    game = game_with("Kor Skyfisher")
    put(game, "Kor Skyfisher", "A", Zone.HAND, "skyfisher")
    lands(game, "Plains", 2, "A")
    start(game)
    take(game, CastSpell("A", "skyfisher", ()))
    pass_priority(game)
    pass_priority(game)  # it resolves and enters: its trigger
    pass_priority(game)
    pass_priority(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert "Kor Skyfisher (skyfisher)" in game.pending.options
    assert "Plains (plains-1)" in game.pending.options
    take(game, Choose("A", "Kor Skyfisher (skyfisher)"))
    assert game.objects["skyfisher"].zone is Zone.HAND
