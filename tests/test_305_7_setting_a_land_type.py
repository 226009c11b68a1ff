"""CR 305.7: an effect that sets a land's subtype to a basic land type removes its old land
types and the abilities of its rules text; its card types and supertypes stay. Blood Moon and
Magus of the Moon (nonbasic lands), Spreading Seas (one land)."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


@pytest.mark.parametrize("moon", ["Blood Moon", "Magus of the Moon"])
def test_305_7_moon_makes_dryad_arbor_a_mountain_dryad(moon: str) -> None:
    """Dryad Arbor is nonbasic: its land type Forest becomes Mountain; it is still a green 1/1
    Dryad creature, and taps for {R} instead of {G}."""
    game = scenario(
        f"""
        battlefield:
          - {{card: {moon}, id: moon, controller: B}}
          - {{card: Dryad Arbor, id: arbor}}
        """
    )
    arbor = game.characteristics("arbor")
    assert arbor.type_line.english() == "Land Creature — Dryad Mountain"
    assert arbor.ability_texts == ("{T}: Add {R}.",)
    assert [c.value for c in arbor.colors] == ["G"]
    assert (arbor.power, arbor.toughness) == (1, 1)


@pytest.mark.parametrize("moon", ["Blood Moon", "Magus of the Moon"])
def test_305_7_moon_removes_rules_text_abilities_but_keeps_legendary(moon: str) -> None:
    game = scenario(
        f"""
        battlefield:
          - {{card: {moon}, id: moon, controller: B}}
          - {{card: Academy Ruins, id: ruins}}
          - {{card: Steam Vents, id: vents}}
        """
    )
    ruins = game.characteristics("ruins")
    assert ruins.type_line.english() == "Legendary Land — Mountain"
    assert ruins.ability_texts == ("{T}: Add {R}.",)
    vents = game.characteristics("vents")
    assert vents.type_line.english() == "Land — Mountain"
    assert vents.ability_texts == ("{T}: Add {R}.",)


def test_305_7_basic_lands_are_not_affected_by_blood_moon() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Magus of the Moon, id: magus}
          - {card: Snow-Covered Forest, id: forest}
        """
    )
    forest = game.characteristics("forest")
    assert forest.type_line.english() == "Basic Snow Land — Forest"
    assert forest.ability_texts == ("{T}: Add {G}.",)


def test_305_7_spreading_seas_keeps_supertypes() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Snow-Covered Forest, id: forest}
          - {card: Spreading Seas, id: seas, attached_to: forest}
        """
    )
    forest = game.characteristics("forest")
    assert forest.type_line.english() == "Basic Snow Land — Island"
    assert forest.ability_texts == ("{T}: Add {U}.",)


def test_305_7_spreading_seas_on_steam_vents_leaves_an_island() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Steam Vents, id: vents}
          - {card: Spreading Seas, id: seas, attached_to: vents}
        """
    )
    vents = game.characteristics("vents")
    assert vents.type_line.english() == "Land — Island"
    assert vents.ability_texts == ("{T}: Add {U}.",)


def test_305_7_spreading_seas_on_urborg_ends_urborgs_effect() -> None:
    """CR 613.8a: Urborg's effect depends on Spreading Seas's (its existence): Urborg is an
    Island with no other ability, and no other land is a Swamp."""
    game = scenario(
        """
        battlefield:
          - {card: "Urborg, Tomb of Yawgmoth", id: urborg}
          - {card: Forest, id: forest}
          - {card: Spreading Seas, id: seas, attached_to: urborg}
        """
    )
    urborg = game.characteristics("urborg")
    assert urborg.type_line.english() == "Legendary Land — Island"
    assert urborg.ability_texts == ("{T}: Add {U}.",)
    assert game.characteristics("forest").type_line.english() == "Basic Land — Forest"


def test_305_7_spreading_seas_on_dryad_arbor_keeps_it_a_creature() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Dryad Arbor, id: arbor}
          - {card: Spreading Seas, id: seas, attached_to: arbor}
        """
    )
    arbor = game.characteristics("arbor")
    assert arbor.type_line.english() == "Land Creature — Dryad Island"
    assert arbor.ability_texts == ("{T}: Add {U}.",)
    assert (arbor.power, arbor.toughness) == (1, 1)


def test_305_7_a_land_that_gains_a_type_keeps_its_text() -> None:
    """Last sentence of 305.7: Yavimaya adds Forest; Academy Ruins keeps its abilities."""
    game = scenario(
        """
        battlefield:
          - {card: "Yavimaya, Cradle of Growth", id: yavimaya}
          - {card: Academy Ruins, id: ruins}
        """
    )
    ruins = game.characteristics("ruins")
    assert ruins.type_line.english() == "Legendary Land — Forest"
    assert ruins.ability_texts == (
        "{T}: Add {C}.",
        "{1}{U}, {T}: Put target artifact card from your graveyard on top of your library.",
        "{T}: Add {G}.",
    )
