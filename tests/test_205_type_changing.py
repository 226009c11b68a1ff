"""CR 205.1a, 205.1b, 205.3e, 205.4b: the type-changing operations the layer system uses, and
choosing a subtype. Each example of the rules (and of the Japanese rules text) is a test."""

from __future__ import annotations

import pytest

from mtgrules.vocab.typeline import TypeLine, choose_subtype
from mtgrules.vocab.types import (
    ARTIFACT,
    CORE,
    CREATURE,
    ENCHANTMENT,
    INSTANT,
    LAND,
    LEGENDARY,
    SNOW,
    SubtypeKind,
    UnknownTerm,
)

P = TypeLine.parse


def test_205_1a_setting_card_types_replaces_them_and_drops_their_subtypes() -> None:
    # "Target land becomes a creature" (no "still a land"): the land type is lost with Land.
    line = P("Land — Forest").set_card_types([CREATURE])
    assert line == TypeLine((), (CREATURE,), ())


def test_205_1a_an_instant_keeps_its_card_type() -> None:
    line = P("Instant — Arcane").set_card_types([CREATURE])
    assert line.card_types == (INSTANT, CREATURE)
    assert line.english() == "Instant Creature — Arcane"


def test_205_1a_setting_subtypes_replaces_only_that_kind() -> None:
    # Blood Moon on Dryad Arbor: the land type becomes Mountain, Dryad stays.
    mountain = CORE.require_subtype(SubtypeKind.LAND, "Mountain")
    line = P("Land Creature — Forest Dryad").set_subtypes(SubtypeKind.LAND, [mountain])
    assert line.english() == "Land Creature — Dryad Mountain"
    assert line == P("Land Creature — Mountain Dryad")


def test_205_1a_losing_a_card_type_loses_only_its_own_subtypes() -> None:
    line = P("Kindred Enchantment — Treefolk Aura").remove_card_types([ENCHANTMENT])
    assert line == P("Kindred — Treefolk")
    # Creature types are shared by creature and kindred: losing Creature keeps them on a kindred.
    both = TypeLine(
        (),
        (CORE.require_card_type("Kindred"), ARTIFACT, CREATURE),
        (CORE.require_subtype(SubtypeKind.CREATURE, "Golem"),),
    ).remove_card_types([CREATURE])
    assert [str(s) for s in both.subtypes] == ["Golem"]


def test_205_1a_losing_a_subtype_does_not_change_card_types() -> None:
    forest = CORE.require_subtype(SubtypeKind.LAND, "Forest")
    line = P("Basic Land — Forest").remove_subtypes([forest])
    assert line == P("Basic Land")


def test_205_1b_example_lands_that_are_still_lands() -> None:
    """“All lands are 1/1 creatures that are still lands.” An artifact land becomes an
    artifact land creature, keeping its land types and supertypes."""
    line = P("Legendary Artifact Land — Urza's Mine").add_types([CREATURE])
    assert line.card_types == (ARTIFACT, LAND, CREATURE)
    assert line.english() == "Legendary Artifact Land Creature — Urza's Mine"
    assert line.japanese() == "伝説のアーティファクト・土地・クリーチャー ─ ウルザの・鉱山"


def test_205_1b_example_artifact_creature_keeps_enchantment() -> None:
    """“All artifacts are 1/1 artifact creatures.” An artifact enchantment becomes an artifact
    enchantment creature."""
    line = P("Enchantment Artifact").become_artifact_creature()
    assert line == P("Enchantment Artifact Creature")


def test_205_1b_named_artifact_creature_replaces_only_creature_types() -> None:
    golem = CORE.require_subtype(SubtypeKind.CREATURE, "Golem")
    line = P("Artifact Creature — Equipment Myr").become_artifact_creature([golem])
    assert line.english() == "Artifact Creature — Equipment Golem"
    # Without creature types named, all old subtypes stay.
    assert P("Artifact — Equipment").become_artifact_creature() == P(
        "Artifact Creature — Equipment"
    )


def test_205_1b_in_addition_to_its_other_types() -> None:
    line = P("Enchantment — Aura").add_types([CREATURE])
    assert line == P("Enchantment Creature — Aura")


def test_205_4b_example_supertypes_are_independent() -> None:
    """A legendary land made a creature that's still a land is still legendary."""
    line = P("Legendary Land").add_types([CREATURE])
    assert line.supertypes == (LEGENDARY,)
    assert P("Legendary Snow Land").remove_supertypes([SNOW]).supertypes == (LEGENDARY,)
    assert P("Legendary Creature — Elf").set_card_types([ARTIFACT]).supertypes == (LEGENDARY,)
    assert P("Creature — Elf").set_supertypes([LEGENDARY]).card_types == (CREATURE,)


def test_205_3d_operations_never_add_a_subtype_without_its_type() -> None:
    forest = CORE.require_subtype(SubtypeKind.LAND, "Forest")
    line = P("Creature — Elf").set_subtypes(SubtypeKind.LAND, [forest])
    assert line == P("Creature — Elf")
    assert line.violations() == []


@pytest.mark.parametrize("word", ["Merfolk", "Wizard", "マーフォーク", "time lord", "Time Lord"])
def test_205_3e_example_one_existing_creature_type_can_be_chosen(word: str) -> None:
    assert choose_subtype(SubtypeKind.CREATURE, word).kind is SubtypeKind.CREATURE


@pytest.mark.parametrize(
    ("word", "why"),
    [
        ("Merfolk Wizard", "exactly one must be chosen, and 'Merfolk Wizard' is 2"),
        ("マーフォーク・ウィザード", "exactly one must be chosen"),
        ("Artifact", "'Artifact' is a card type, not a creature type"),
        ("opponent", "no creature type is called 'opponent'"),
        ("Swamp", "'Swamp' is a land type, not a creature type"),
        ("沼", "'沼' is a land type, not a creature type"),
        ("truck", "no creature type is called 'truck'"),
        ("Legendary", "'Legendary' is a supertype"),
    ],
)
def test_205_3e_example_anything_else_is_refused_with_the_reason(word: str, why: str) -> None:
    with pytest.raises(UnknownTerm) as error:
        choose_subtype(SubtypeKind.CREATURE, word)
    assert why in str(error.value)
    assert "CR 205.3e" in str(error.value)


def test_205_3e_a_retired_creature_type_can_not_be_chosen() -> None:
    with pytest.raises(UnknownTerm, match="Oracle text now says 'Lizard'"):
        choose_subtype(SubtypeKind.CREATURE, "Viashino")
