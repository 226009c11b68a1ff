"""CR 110.2, 400.7 with real cards compiled from their Oracle text: Unearth ("Return target
creature card with mana value 3 or less from your graveyard to the battlefield.") and Dread
Return ("Return target creature card from your graveyard to the battlefield." with
"Flashback—Sacrifice three creatures.", 702.34a) put the card onto the battlefield under its
owner's control; its enters-the-battlefield ability triggers (603.6a)."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import cast_targets, resolve_stack, take
from mtgrules.game.actions import CastSpell, ChooseTargets
from mtgrules.game.objects import Zone
from zones_helpers import zones_game


@needs_full_database
def test_110_2_unearth_returns_a_creature_card_of_mana_value_3_or_less() -> None:
    game = zones_game(
        ["Unearth", "Dark Confidant"],
        hand={"unearth": "Unearth"},
        mana="B",
        graveyard={"bob": "Dark Confidant", "giant": "Hill Giant"},
    )
    assert cast_targets(game, "unearth") == {("bob",)}  # Hill Giant's mana value is 4
    take(game, CastSpell("A", "unearth", ("bob",)))
    resolve_stack(game)
    assert game.objects["bob"].zone is Zone.BATTLEFIELD
    assert game.controller_of("bob") == "A"
    assert game.objects["unearth"].zone is Zone.GRAVEYARD


@needs_full_database
def test_702_34a_dread_return_flashback_sacrifices_three_creatures_and_returns_one() -> None:
    game = zones_game(
        ["Dread Return"],
        cards={"b1": "Grizzly Bears", "b2": "Grizzly Bears", "b3": "Grizzly Bears"},
        graveyard={"dr": "Dread Return", "giant": "Hill Giant"},
    )
    action = CastSpell("A", "dr", ("giant",), cost="flashback", sacrifice=("b1", "b2", "b3"))
    take(game, action)
    assert all(game.objects[b].zone is Zone.GRAVEYARD for b in ("b1", "b2", "b3"))
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    assert game.objects["dr"].zone is Zone.EXILE


@needs_full_database
def test_603_6a_a_creature_returned_by_dread_return_has_its_enters_ability_trigger() -> None:
    game = zones_game(
        ["Dread Return", "Man-o'-War"],
        hand={"dr": "Dread Return"},
        mana="BBBB",
        graveyard={"mow": "Man-o'-War"},
        theirs={"bears": "Grizzly Bears"},
    )
    take(game, CastSpell("A", "dr", ("mow",)))
    resolve_stack(game)
    assert game.objects["mow"].zone is Zone.BATTLEFIELD
    take(game, ChooseTargets("A", ("bears",)))
    resolve_stack(game)
    assert game.objects["bears"].zone is Zone.HAND
