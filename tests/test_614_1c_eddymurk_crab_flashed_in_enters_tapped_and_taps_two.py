"""CR 614.1c, 115.1: Eddymurk Crab compiled from its Oracle text: flashed in on an opponent's
turn it enters tapped ("if it's not your turn"), on its controller's turn untapped; as it
enters it taps up to two target creatures (one word "target", two different creatures)."""

from __future__ import annotations

import pytest

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, ChooseTargets
from mtgrules.game.objects import Zone
from mtgrules.game.state import IllegalAction
from mtgrules.game.turns import DecisionKind
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def _crab_game(active: str) -> tuple[object, list[str]]:
    game = game_with("Eddymurk Crab")
    put(game, "Eddymurk Crab", "A", Zone.HAND, "crab")
    for index in range(5):  # it costs {1} less for each: {U}{U}
        put(game, "Shock", "A", Zone.GRAVEYARD, f"shock-{index}")
    giants = [put(game, "Hill Giant", "B", object_id=f"giant-{i}") for i in range(3)]
    lands(game, "Island", 2, "A")
    start(game, active=active)
    return game, giants


def test_614_1c_eddymurk_crab_enters_tapped_on_an_opponents_turn_and_taps_two() -> None:
    game, giants = _crab_game("B")
    pass_priority(game)  # B passes: A may cast it (flash)
    take(game, CastSpell("A", "crab", ()))
    pass_priority(game)
    pass_priority(game)
    assert game.objects["crab"].zone is Zone.BATTLEFIELD
    assert game.objects["crab"].tapped
    assert game.pending is not None and game.pending.kind is DecisionKind.TARGETS
    with pytest.raises(IllegalAction):
        game.apply(ChooseTargets("A", (giants[0], giants[0])))  # the same creature twice
    take(game, ChooseTargets("A", (giants[0], giants[2])))
    resolve_stack(game)
    assert [game.objects[g].tapped for g in giants] == [True, False, True]


def test_614_1c_eddymurk_crab_enters_untapped_on_its_controllers_turn() -> None:
    game, giants = _crab_game("A")
    take(game, CastSpell("A", "crab", ()))
    pass_priority(game)
    pass_priority(game)
    assert not game.objects["crab"].tapped
    options = {a.targets for a in game.legal_actions() if isinstance(a, ChooseTargets)}
    assert () in options and (giants[1], "crab") in options and len(options) == 11  # of 4
    take(game, ChooseTargets("A", ()))
    resolve_stack(game)
    assert not any(game.objects[g].tapped for g in giants)
