"""CR 205.1b, 608.2c, 611.2a, 113.10: Great Hall of the Biblioplex, compiled from its Oracle
text — "{5}: If {this} isn't a creature, it becomes a 2/4 Wizard creature with "Whenever you
cast an instant or sorcery spell, {this} gets +1/+0 until end of turn." It's still a land." It
stays a (colorless) land creature for as long as it is on the battlefield, its granted ability
triggers, and activating it again while it is a creature changes nothing."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_until, put, start

pytestmark = needs_full_database


def _activated() -> Game:
    game = game_with("Great Hall of the Biblioplex")
    put(game, "Great Hall of the Biblioplex", "A", object_id="hall")
    lands(game, "Mountain", 6)
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    start(game)
    take(game, ActivateAbility("A", "hall", 3))
    resolve_stack(game)
    return game


def test_205_1b_great_hall_becomes_a_2_4_wizard_land_creature() -> None:
    game = _activated()
    chars = game.characteristics("hall")
    assert chars.type_line.english() == "Land Creature — Wizard"
    assert (chars.colors, chars.power, chars.toughness) == (frozenset(), 2, 4)


def test_611_2a_great_hall_stays_a_creature_on_later_turns() -> None:
    game = _activated()
    pass_until(game, Step.UPKEEP, turn=3)
    chars = game.characteristics("hall")
    assert chars.type_line.english() == "Land Creature — Wizard"


def test_113_10_great_hall_gets_1_0_when_you_cast_an_instant() -> None:
    game = _activated()
    take(game, CastSpell("A", "bolt", ("B",)))
    resolve_stack(game)  # the trigger, then the Bolt
    assert game.players["B"].life == 17
    assert (game.characteristics("hall").power, game.characteristics("hall").toughness) == (3, 4)


def test_608_2c_great_hall_activated_again_as_a_creature_changes_nothing() -> None:
    game = _activated()
    for land in ("mountain-1", "mountain-2", "mountain-3", "mountain-4", "mountain-5"):
        game.get(land).tapped = False
    effects = len(game.effects)
    take(game, ActivateAbility("A", "hall", 3))
    resolve_stack(game)
    assert len(game.effects) == effects
    assert game.characteristics("hall").power == 2
