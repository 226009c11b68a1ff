"""Searing Blaze, compiled from its Oracle text: "{this} deals 1 damage to target player or
planeswalker and 1 damage to target creature that player or that planeswalker's controller
controls." — the second target is chosen among the first one's creatures (CR 115.1, 601.2c) and
must still be one as it resolves (608.2b); Landfall: "If you had a land enter the battlefield
under your control this turn, … 3 damage … instead." (a land entered under its caster's control
this turn, CR 305.1, 608.2c)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, rejected, start

pytestmark = needs_full_database


def _blaze() -> Game:
    game = game_with("Searing Blaze", "Hill Giant", "Grizzly Bears")
    put(game, "Searing Blaze", "A", Zone.HAND, "blaze")
    put(game, "Mountain", "A", Zone.HAND, "new-land")
    put(game, "Grizzly Bears", "A", object_id="mine")
    put(game, "Hill Giant", "B", object_id="giant")
    lands(game, "Mountain", 2, "A")
    return start(game)


def _blaze_targets(game: Game) -> set[tuple[str, ...]]:
    return {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)}


def test_601_2c_the_creature_is_one_the_targeted_player_controls() -> None:
    game = _blaze()
    assert _blaze_targets(game) == {("B", "giant"), ("A", "mine")}
    assert rejected(game, CastSpell("A", "blaze", ("B", "mine"))).rule == "115.1"


def test_608_2c_without_landfall_1_damage_to_each() -> None:
    game = _blaze()
    take(game, CastSpell("A", "blaze", ("B", "giant")))
    resolve_stack(game)
    assert game.players["B"].life == 19
    assert game.objects["giant"].damage == 1


def test_608_2c_with_a_land_entered_this_turn_3_damage_to_each_instead() -> None:
    game = _blaze()
    take(game, PlayLand("A", "new-land"))
    take(game, CastSpell("A", "blaze", ("B", "giant")))
    resolve_stack(game)
    assert game.players["B"].life == 17
    assert game.objects["giant"].zone is Zone.GRAVEYARD


def test_608_2b_a_creature_that_changed_control_is_no_longer_a_legal_target() -> None:
    game = _blaze()
    take(game, CastSpell("A", "blaze", ("B", "giant")))
    game.objects["giant"].controller = "A"  # as a control-changing effect would (CR 613.1b)
    game.changed()
    resolve_stack(game)
    assert game.players["B"].life == 19
    assert game.objects["giant"].damage == 0
