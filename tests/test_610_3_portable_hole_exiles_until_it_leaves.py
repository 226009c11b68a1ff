"""CR 610.3 with real cards compiled from their Oracle text: Portable Hole ("When Portable Hole
enters, exile target nonland permanent an opponent controls with mana value 2 or less until
Portable Hole leaves the battlefield.") and Banisher Priest hold the card in exile; right after
they leave the battlefield, it returns under its owner's control (610.3c), without using the
stack. If the Hole is gone before its ability resolves, nothing is exiled (610.3b)."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import cast_targets, resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import all_pass
from zones_helpers import zones_game


def _hole() -> Game:
    """Portable Hole resolves; its enters trigger is on the stack (its only legal target,
    Grizzly Bears, chosen: Hill Giant's mana value is 4, and A's own Island isn't an
    opponent's), and A has priority."""
    game = zones_game(
        ["Portable Hole"],
        hand={"hole": "Portable Hole", "nat": "Naturalize"},
        mana="WGG",
        theirs={"bears": "Grizzly Bears", "giant": "Hill Giant"},
    )
    take(game, CastSpell("A", "hole"))
    all_pass(game)
    assert [item.targets for item in game.stack] == [("bears",)]
    return game


@needs_full_database
def test_610_3_portable_hole_exiles_a_permanent_of_mana_value_2_or_less() -> None:
    game = _hole()
    resolve_stack(game)
    assert game.objects["bears"].zone is Zone.EXILE
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    assert game.exiled_until == [("hole", "bears", game.zone_changes("bears"))]


@needs_full_database
def test_610_3c_the_card_returns_under_its_owner_s_control_when_the_hole_leaves() -> None:
    game = _hole()
    resolve_stack(game)
    take(game, CastSpell("A", "nat", ("hole",)))
    assert game.objects["bears"].zone is Zone.EXILE  # Naturalize is on the stack
    resolve_stack(game)
    assert game.objects["hole"].zone is Zone.GRAVEYARD
    assert game.objects["bears"].zone is Zone.BATTLEFIELD
    assert game.controller_of("bears") == "B"
    assert game.exiled_until == []
    assert any(e.rule == "610.3c" for e in game.events)


@needs_full_database
def test_610_3b_a_hole_destroyed_before_its_ability_resolves_exiles_nothing() -> None:
    game = _hole()
    assert cast_targets(game, "nat") == {("hole",)}
    take(game, CastSpell("A", "nat", ("hole",)))  # in response to the enters trigger
    resolve_stack(game)
    assert game.objects["hole"].zone is Zone.GRAVEYARD
    assert game.objects["bears"].zone is Zone.BATTLEFIELD
    assert game.exiled_until == []
    assert any(e.rule == "610.3b" for e in game.events)


@needs_full_database
def test_610_3_banisher_priest_dies_and_the_creature_comes_back() -> None:
    game = zones_game(
        ["Banisher Priest"],
        hand={"priest": "Banisher Priest", "bolt": "Lightning Bolt"},
        mana="WWWRR",
        theirs={"giant": "Hill Giant"},
    )
    take(game, CastSpell("A", "priest"))
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.EXILE
    take(game, CastSpell("A", "bolt", ("priest",)))
    resolve_stack(game)
    assert game.objects["priest"].zone is Zone.GRAVEYARD
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    assert game.controller_of("giant") == "B"
