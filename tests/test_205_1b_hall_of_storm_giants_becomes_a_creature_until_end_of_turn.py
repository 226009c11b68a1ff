"""CR 205.1b, 105.3, 613.1, 514.2: Hall of Storm Giants, compiled from its Oracle text — "{5}{U}:
Until end of turn, {this} becomes a 7/7 blue Giant creature with ward {3}. It's still a land."
Until the cleanup step it is a blue Land Creature — Giant 7/7 with ward (its land ability and
type kept); then it is a colorless land again."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_until, put, start

pytestmark = needs_full_database


def _activated() -> Game:
    game = game_with("Hall of Storm Giants")
    put(game, "Hall of Storm Giants", "A", object_id="hall")
    lands(game, "Island", 6)
    start(game)
    take(game, ActivateAbility("A", "hall", 2))
    resolve_stack(game)
    return game


def test_205_1b_hall_of_storm_giants_is_a_7_7_blue_giant_land_creature() -> None:
    game = _activated()
    chars = game.characteristics("hall")
    assert chars.type_line.english() == "Land Creature — Giant"
    assert "".join(chars.color_letters) == "U"
    assert (chars.power, chars.toughness) == (7, 7)
    assert [a.render(chars.name) for a in chars.abilities][-1:] == ["Ward {3}"]
    assert any(a.render(chars.name) == "{T}: Add {U}." for a in chars.abilities)


def test_514_2_hall_of_storm_giants_is_a_land_again_after_the_turn() -> None:
    game = _activated()
    pass_until(game, Step.UPKEEP, turn=3)
    chars = game.characteristics("hall")
    assert chars.type_line.english() == "Land"
    assert (chars.colors, chars.power, chars.toughness) == (frozenset(), None, None)
