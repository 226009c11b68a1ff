"""CR 205.1b: "in addition to its other types", "still a land" and "becomes an artifact
creature" keep every prior card type, supertype and subtype; "becomes a [creature type] artifact
creature" replaces only creature types. CR 205.1a: "becomes an enchantment" replaces."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


@pytest.mark.parametrize("bell_first", [True, False], ids=["bell-older", "lattice-older"])
def test_205_1b_example_lands_that_are_still_lands(bell_first: bool) -> None:
    """Kormus Bell: "All Swamps are 1/1 black creatures that are still lands." A Swamp that is
    also an artifact (Mycosynth Lattice) becomes an artifact land creature, keeping Basic and
    Swamp. Its color is the newer effect's: black if the Bell is newer, colorless if the Lattice
    is (layer 5, timestamp order)."""
    bell = "{card: Kormus Bell, id: bell}"
    lattice = "{card: Mycosynth Lattice, id: lattice}"
    first, second = (bell, lattice) if bell_first else (lattice, bell)
    game = scenario(
        f"""
        battlefield:
          - {first}
          - {second}
          - {{card: Swamp, id: swamp}}
        """
    )
    swamp = game.characteristics("swamp")
    assert swamp.type_line.english() == "Basic Artifact Land Creature — Swamp"
    assert (swamp.power, swamp.toughness) == (1, 1)
    assert swamp.ability_texts == ("{T}: Add {B}.",)
    assert swamp.color_letters == ([] if bell_first else ["B"])


def test_205_1b_example_artifacts_that_become_artifact_creatures() -> None:
    """An artifact enchantment that becomes an artifact creature is an artifact enchantment
    creature (March of the Machines on an Enchanted Evening-made artifact enchantment)."""
    game = scenario(
        """
        battlefield:
          - {card: Enchanted Evening, id: evening}
          - {card: March of the Machines, id: march}
          - {card: Chimeric Staff, id: staff}
        """
    )
    staff = game.characteristics("staff")
    assert staff.type_line.english() == "Enchantment Artifact Creature"
    assert (staff.power, staff.toughness) == (4, 4)


@pytest.mark.parametrize("urborg_first", [True, False], ids=["urborg-older", "bell-older"])
def test_613_8a_kormus_bell_depends_on_urborg(urborg_first: bool) -> None:
    """Urborg makes every land a Swamp, so the Bell (which applies to Swamps) applies after it:
    every land is a 1/1 black creature."""
    bell = "{card: Kormus Bell, id: bell}"
    urborg = '{card: "Urborg, Tomb of Yawgmoth", id: urborg}'
    first, second = (urborg, bell) if urborg_first else (bell, urborg)
    game = scenario(
        f"""
        battlefield:
          - {first}
          - {second}
          - {{card: Academy Ruins, id: ruins}}
        """
    )
    for land in ("urborg", "ruins"):
        chars = game.characteristics(land)
        assert chars.type_line.english() == "Legendary Land Creature — Swamp", land
        assert chars.color_letters == ["B"], land
        assert (chars.power, chars.toughness) == (1, 1), land


def test_205_1b_animate_land_still_a_land() -> None:
    game = scenario(
        """
        battlefield: [{card: Steam Vents, id: vents}]
        actions: [{cast: Animate Land, targets: [vents]}]
        """
    )
    vents = game.characteristics("vents")
    assert vents.type_line.english() == "Land Creature — Island Mountain"
    assert (vents.power, vents.toughness) == (3, 3)
    assert "{T}: Add {U}." in vents.ability_texts


def test_514_2_animate_land_ends_at_end_of_turn() -> None:
    game = scenario(
        """
        battlefield: [{card: Forest, id: forest}]
        actions: [{cast: Animate Land, targets: [forest]}, end_turn]
        """
    )
    forest = game.characteristics("forest")
    assert forest.type_line.english() == "Basic Land — Forest"
    assert forest.power is None


def test_205_1b_mutavault_is_every_creature_type_and_still_a_land() -> None:
    game = scenario(
        """
        battlefield: [{card: Mutavault, id: vault}]
        actions: [{activate: vault, ability: 2}]
        """
    )
    vault = game.characteristics("vault")
    line = vault.type_line
    assert line.has_card_type("Land") and line.has_card_type("Creature")
    assert line.has_subtype("Goblin") and line.has_subtype("Shapeshifter")
    assert (vault.power, vault.toughness) == (2, 2)
    assert vault.ability_texts[0] == "{T}: Add {C}."


def test_205_1b_chimeric_staff_is_a_construct_artifact_creature() -> None:
    """X is fixed as the ability resolves (CR 611.2d)."""
    game = scenario(
        """
        battlefield: [{card: Chimeric Staff, id: staff}]
        actions: [{activate: staff, ability: 1, x: 5}]
        """
    )
    staff = game.characteristics("staff")
    assert staff.type_line.english() == "Artifact Creature — Construct"
    assert (staff.power, staff.toughness) == (5, 5)


def test_205_1b_ensoul_artifact_keeps_the_artifact_type() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Mycosynth Lattice, id: lattice}
          - {card: Forest, id: forest}
          - {card: Ensoul Artifact, id: ensoul, attached_to: forest}
        """
    )
    forest = game.characteristics("forest")
    assert forest.type_line.english() == "Basic Artifact Land Creature — Forest"
    assert (forest.power, forest.toughness) == (5, 5)


def test_205_1a_soul_sculptor_makes_a_creature_an_enchantment_only() -> None:
    """ "Becomes an enchantment" replaces its card types; its creature types go with the creature
    type (CR 205.1a), it loses all abilities, and a noncreature permanent has no power or
    toughness (CR 208.3)."""
    game = scenario(
        """
        battlefield:
          - {card: Soul Sculptor, id: sculptor}
          - {card: Serra Angel, id: angel, controller: B}
        actions: [{activate: sculptor, targets: [angel]}]
        """
    )
    angel = game.characteristics("angel")
    assert angel.type_line.english() == "Enchantment"
    assert angel.ability_texts == ()
    assert (angel.power, angel.toughness) == (None, None)
