"""CR 613.1f, 611.2c: Shadowspear, compiled from its Oracle text: "{1}: Permanents your opponents
control lose hexproof and indestructible until end of turn." — an opponent's hexproof creature
can be targeted and an indestructible one dies to lethal damage; its controller's own keep
theirs, and the abilities come back as the turn ends."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import activate, cast, cast_targets
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_until, put, start

pytestmark = needs_full_database


def _board() -> Game:
    game = game_with("Shadowspear", "Gladecover Scout")
    put(game, "Shadowspear", "A", object_id="spear")
    put(game, "Gladecover Scout", "B", object_id="scout")
    put(game, "Darksteel Myr", "B", object_id="their-myr")
    put(game, "Darksteel Myr", "A", object_id="my-myr")
    put(game, "Shock", "A", Zone.HAND, "shock")
    lands(game, "Mountain", 2, "A")
    return start(game)


def test_613_1f_before_activation_hexproof_and_indestructible_hold() -> None:
    game = _board()
    assert ("scout",) not in cast_targets(game, "shock")
    assert game.characteristics("their-myr").has_keyword("Indestructible")


def test_613_1f_shadowspear_strips_an_opponents_permanents_until_end_of_turn() -> None:
    game = _board()
    activate(game, "spear", 1)
    assert not game.characteristics("scout").has_keyword("Hexproof")
    assert not game.characteristics("their-myr").has_keyword("Indestructible")
    assert game.characteristics("my-myr").has_keyword("Indestructible")
    assert ("scout",) in cast_targets(game, "shock")
    cast(game, "shock", "their-myr")
    assert game.objects["their-myr"].zone is Zone.GRAVEYARD
    pass_until(game, Step.UPKEEP, turn=3)
    assert game.characteristics("scout").has_keyword("Hexproof")
