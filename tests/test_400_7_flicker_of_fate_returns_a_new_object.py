"""CR 400.7, 110.2 with real cards compiled from their Oracle text: Flicker of Fate ("Exile
target creature or enchantment, then return it to the battlefield under its owner's
control.") — the card comes back as a new object (its counters are gone), under its owner's
control, and its enters-the-battlefield ability triggers again (603.6a)."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, ChooseTargets
from mtgrules.game.objects import Zone
from zones_helpers import zones_game

FLICKER = "Flicker of Fate"


@needs_full_database
def test_400_7_a_flickered_creature_loses_its_counters_and_triggers_again() -> None:
    game = zones_game(
        [FLICKER, "Man-o'-War"],
        hand={"fof": FLICKER},
        mana="WW",
        cards={"mow": "Man-o'-War"},
        theirs={"bears": "Grizzly Bears"},
    )
    game.add_counters("mow", "+1/+1", 2)
    take(game, CastSpell("A", "fof", ("mow",)))
    resolve_stack(game)
    assert game.objects["mow"].zone is Zone.BATTLEFIELD
    assert game.objects["mow"].counters.get("+1/+1", 0) == 0
    take(game, ChooseTargets("A", ("bears",)))
    resolve_stack(game)
    assert game.objects["bears"].zone is Zone.HAND


@needs_full_database
def test_110_2_an_opponents_creature_returns_under_its_owners_control() -> None:
    game = zones_game(
        [FLICKER], hand={"fof": FLICKER}, mana="WW", theirs={"bears": "Grizzly Bears"}
    )
    game.objects["bears"].controller = "A"  # stolen
    game.changed()
    take(game, CastSpell("A", "fof", ("bears",)))
    resolve_stack(game)
    assert game.objects["bears"].zone is Zone.BATTLEFIELD
    assert game.controller_of("bears") == "B"
