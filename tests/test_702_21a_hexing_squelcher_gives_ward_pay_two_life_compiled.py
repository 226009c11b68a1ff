"""CR 702.21a, 611.3: Hexing Squelcher compiled from its Oracle text: "Other creatures you
control have "Ward — Pay 2 life."" — an opponent's spell targeting another creature its
controller controls is countered unless that opponent pays 2 life; the Squelcher's own ward is
its own, and an opponent's creature gets none."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.turns import DecisionKind
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _shock(target: str) -> object:
    game = game_with("Hexing Squelcher")
    put(game, "Hexing Squelcher", "A", object_id="squelcher")
    put(game, "Hill Giant", "A", object_id="giant")
    put(game, "Hill Giant", "B", object_id="their-giant")
    put(game, "Shock", "B", Zone.HAND, "shock")
    lands(game, "Mountain", 1, "B", "b-mountain")
    start(game, active="B")
    take(game, CastSpell("B", "shock", (target,)))
    return game


def test_702_21a_another_creature_has_ward_pay_two_life() -> None:
    game = _shock("giant")
    assert game.characteristics("giant").has_keyword("Ward")
    assert [i.kind for i in game.stack] == ["spell", "ability"]
    resolve_stack(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == ("don't pay", "pay Pay 2 life")
    take(game, Choose("B", "pay Pay 2 life"))
    resolve_stack(game)
    assert game.players["B"].life == 18
    assert game.objects["giant"].damage == 2


def test_702_21a_not_paying_counters_the_spell() -> None:
    game = _shock("giant")
    resolve_stack(game)
    take(game, Choose("B", "don't pay"))
    assert game.objects["shock"].zone is Zone.GRAVEYARD
    assert game.objects["giant"].damage == 0
    assert game.players["B"].life == 20


def test_611_3_an_opponents_creature_gets_no_ward() -> None:
    game = _shock("their-giant")
    assert not game.characteristics("their-giant").has_keyword("Ward")
    assert [i.kind for i in game.stack] == ["spell"]
