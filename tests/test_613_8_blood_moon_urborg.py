"""CR 613.8a: Urborg's and Yavimaya's effects depend on Blood Moon's (its existence: Blood Moon
takes away the ability that creates it, CR 305.7), so the moon applies first whatever the
timestamps, and the other land's effect no longer exists."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(*battlefield: str) -> Game:
    return load_scenario_text("battlefield:\n" + "".join(f"  - {e}\n" for e in battlefield)).game


URBORG = '{card: "Urborg, Tomb of Yawgmoth", id: urborg}'
YAVIMAYA = '{card: "Yavimaya, Cradle of Growth", id: yavimaya}'
LANDS = ("{card: Forest, id: forest}", "{card: Steam Vents, id: vents}")


@pytest.mark.parametrize("moon", ["Blood Moon", "Magus of the Moon"])
@pytest.mark.parametrize("moon_first", [True, False], ids=["moon-older", "moon-newer"])
def test_613_8a_blood_moon_urborg(moon: str, moon_first: bool) -> None:
    moon_entry = f"{{card: {moon}, id: moon, controller: B}}"
    order = (moon_entry, URBORG) if moon_first else (URBORG, moon_entry)
    game = scenario(*order, *LANDS)
    urborg = game.characteristics("urborg")
    assert urborg.type_line.english() == "Legendary Land — Mountain"
    assert urborg.ability_texts == ("{T}: Add {R}.",)
    assert game.characteristics("forest").type_line.english() == "Basic Land — Forest"
    assert game.characteristics("forest").ability_texts == ("{T}: Add {G}.",)
    assert game.characteristics("vents").type_line.english() == "Land — Mountain"
    urborg_entries = [t for t in game.trace("urborg") if t.source == "urborg"]
    assert [t.order for t in urborg_entries] == [
        "not applied: by its turn it no longer existed (its source lost the ability, or its "
        "condition stopped holding)"
    ]


@pytest.mark.parametrize("moon_first", [True, False], ids=["moon-older", "moon-newer"])
def test_613_8a_blood_moon_yavimaya(moon_first: bool) -> None:
    moon_entry = "{card: Blood Moon, id: moon, controller: B}"
    order = (moon_entry, YAVIMAYA) if moon_first else (YAVIMAYA, moon_entry)
    game = scenario(*order, "{card: Island, id: island}")
    assert game.characteristics("yavimaya").type_line.english() == "Legendary Land — Mountain"
    assert game.characteristics("island").type_line.english() == "Basic Land — Island"
    assert game.characteristics("island").ability_texts == ("{T}: Add {U}.",)


def test_613_8a_urborg_without_a_moon_makes_every_land_a_swamp() -> None:
    game = scenario(URBORG, *LANDS)
    assert game.characteristics("vents").type_line.english() == "Land — Island Mountain Swamp"
    assert game.characteristics("forest").type_line.english() == "Basic Land — Forest Swamp"


@pytest.mark.parametrize("moon_first", [True, False], ids=["moon-older", "moon-newer"])
def test_613_7_blood_moon_and_dryad_of_the_ilysian_grove_apply_in_timestamp_order(
    moon_first: bool,
) -> None:
    """Neither changes the other's existence or what it applies to (Dryad of the Ilysian Grove is
    a creature, not a land): timestamp order. With the Dryad newer, Steam Vents is a Mountain
    and every other basic land type; with the moon newer it is only a Mountain."""
    moon_entry = "{card: Blood Moon, id: moon, controller: B}"
    dryad = "{card: Dryad of the Ilysian Grove, id: dryad}"
    order = (moon_entry, dryad) if moon_first else (dryad, moon_entry)
    game = scenario(*order, "{card: Steam Vents, id: vents}")
    vents = game.characteristics("vents")
    if moon_first:
        assert {s.english for s in vents.type_line.subtypes} == {
            "Plains",
            "Island",
            "Swamp",
            "Mountain",
            "Forest",
        }
        assert len(vents.ability_texts) == 5
    else:
        assert vents.type_line.english() == "Land — Mountain"
        assert vents.ability_texts == ("{T}: Add {R}.",)


@pytest.mark.parametrize("moon_first", [True, False], ids=["moon-older", "moon-newer"])
def test_613_8a_life_and_limb_waits_for_blood_moon(moon_first: bool) -> None:
    """Blood Moon makes Dryad Arbor a Mountain, so Life and Limb (which applies to Forests)
    depends on it (what it applies to) and no longer applies to the Arbor."""
    moon_entry = "{card: Blood Moon, id: moon, controller: B}"
    limb = "{card: Life and Limb, id: limb}"
    order = (moon_entry, limb) if moon_first else (limb, moon_entry)
    game = scenario(*order, "{card: Dryad Arbor, id: arbor}", "{card: Forest, id: forest}")
    arbor = game.characteristics("arbor")
    assert arbor.type_line.english() == "Land Creature — Dryad Mountain"
    forest = game.characteristics("forest")
    assert forest.type_line.english() == "Basic Land Creature — Forest Saproling"
    assert (forest.power, forest.toughness) == (1, 1)
