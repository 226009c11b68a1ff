"""CR 601.2f, 305.6: "Domain — Leyline Binding costs {1} less to cast for each basic land type
among lands you control." (its first two lines, compiled from its Oracle text: its enters
trigger is another family's)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from play_helpers import lands, put, rejected, start


@needs_full_database
def test_601_2f_four_basic_land_types_make_it_cost_1_w() -> None:
    game = game_with("Leyline Binding", lines=2)
    put(game, "Leyline Binding", "A", Zone.HAND, "binding")
    lands(game, "Plains", 1, "A")
    lands(game, "Island", 1, "A")
    lands(game, "Swamp", 1, "A")
    lands(game, "Forest", 1, "A")
    start(game)
    take(game, CastSpell("A", "binding"))
    assert game.objects["binding"].zone is Zone.STACK
    assert sum(1 for o in game.objects.values() if o.tapped) == 2  # {1}{W}


@needs_full_database
def test_601_2f_two_basic_land_types_leave_it_costing_3_w() -> None:
    game = game_with("Leyline Binding", lines=2)
    put(game, "Leyline Binding", "A", Zone.HAND, "binding")
    lands(game, "Plains", 2, "A")
    lands(game, "Island", 1, "A")
    start(game)
    rejected(game, CastSpell("A", "binding"))  # {3}{W}: three lands aren't enough
    lands(game, "Plains", 1, "A", "more-plains")
    game.changed()
    take(game, CastSpell("A", "binding"))
    assert sum(1 for o in game.objects.values() if o.tapped) == 4
