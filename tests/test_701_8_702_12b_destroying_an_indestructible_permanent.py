"""CR 702.12b: a permanent with indestructible can't be destroyed — not by an effect that says
"destroy" (701.8a: Murder, Day of Judgment), not by lethal damage (704.5g), not by deathtouch
damage (704.5h). CR 701.19a: a regeneration shield replaces the next destruction: damage is
removed, the permanent is tapped and removed from combat. One rule of destruction serves the
spells and the state-based actions alike."""

from __future__ import annotations

from in_play import activate, cast, declare_attackers, declare_blocks, main_phase, zone
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from play_helpers import pass_priority, pass_until


def test_702_12b_murder_doesn_t_destroy_darksteel_myr() -> None:
    game = main_phase(hand={"murder": "Murder"}, mana="BBB", theirs={"myr": "Darksteel Myr"})
    cast(game, "murder", "myr")
    assert (zone(game, "myr"), zone(game, "murder")) == (Zone.BATTLEFIELD, Zone.GRAVEYARD)
    assert [(e.event, e.rule) for e in game.events if e.event == "indestructible"] == [
        ("indestructible", "702.12b")
    ]


def test_702_12b_day_of_judgment_destroys_all_creatures_but_darksteel_myr() -> None:
    game = main_phase(
        {"bears": "Grizzly Bears", "myr": "Darksteel Myr"},
        hand={"judgment": "Day of Judgment"},
        mana="WWWW",
        theirs={"angel": "Serra Angel", "their-myr": "Darksteel Myr"},
    )
    cast(game, "judgment")
    assert [zone(game, i) for i in ("bears", "myr", "angel", "their-myr")] == [
        Zone.GRAVEYARD, Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.BATTLEFIELD,
    ]  # fmt: skip


def test_702_12b_an_indestructible_permanent_keeps_its_regeneration_shield() -> None:
    """Indestructible: it would not be destroyed, so there is no destruction to replace
    (701.19a, 614.1)."""
    game = main_phase(hand={"murder": "Murder"}, mana="BBB", theirs={"myr": "Darksteel Myr"})
    game.get("myr").regeneration_shields = 1  # as if regenerated earlier this turn
    cast(game, "murder", "myr")
    myr = game.get("myr")
    assert (myr.zone, myr.tapped, myr.regeneration_shields) == (Zone.BATTLEFIELD, False, 1)


def test_701_19a_a_regenerated_attacker_is_removed_from_combat() -> None:
    """Cudgel Troll attacks, B Murders it; it regenerates: tapped, no damage, and no longer
    attacking, so it deals no combat damage."""
    game = main_phase({"troll": "Cudgel Troll"}, mana="G", their_hand={"murder": "Murder"},
                      their_mana="BBB")  # fmt: skip
    activate(game, "troll")
    declare_attackers(game, "troll")
    pass_priority(game)  # A passes in the declare attackers step; B has priority
    cast(game, "murder", "troll")
    troll = game.get("troll")
    assert (troll.zone, troll.tapped, "troll" in game.combat.attackers) == (
        Zone.BATTLEFIELD, True, False,
    )  # fmt: skip
    pass_until(game, Step.END_OF_COMBAT)
    assert game.players["B"].life == 20


def test_701_19a_deathtouch_damage_uses_the_regeneration_shield() -> None:
    """704.5h destroys; the shield replaces it as it replaces Murder's destruction."""
    game = main_phase({"troll": "Cudgel Troll"}, mana="G", theirs={"rats": "Typhoid Rats"})
    activate(game, "troll")
    declare_attackers(game, "troll")
    declare_blocks(game, {"rats": "troll"})
    pass_until(game, Step.END_OF_COMBAT)
    troll = game.get("troll")
    assert (troll.zone, troll.tapped, troll.damage, zone(game, "rats")) == (
        Zone.BATTLEFIELD, True, 0, Zone.GRAVEYARD,
    )  # fmt: skip


def test_702_12b_deathtouch_damage_doesn_t_destroy_darksteel_myr() -> None:
    game = main_phase({"rats": "Typhoid Rats"}, theirs={"myr": "Darksteel Myr"})
    declare_attackers(game, "rats")
    declare_blocks(game, {"myr": "rats"})
    pass_until(game, Step.END_OF_COMBAT)
    assert (zone(game, "myr"), game.get("myr").damage) == (Zone.BATTLEFIELD, 1)
