"""CR 205: type lines — parsing and printing in English and Japanese, subtype kinds, validity."""

from __future__ import annotations

import pytest

from mtgrules.vocab.typeline import TypeLine, TypeLineError
from mtgrules.vocab.types import (
    ARTIFACT,
    CORE,
    CREATURE,
    KINDRED,
    LAND,
    LEGENDARY,
    SubtypeKind,
)


def sub(kind: SubtypeKind, word: str):  # type: ignore[no-untyped-def]
    return CORE.require_subtype(kind, word)


def test_205_1_goblin_wizard_parses_in_both_languages() -> None:
    english = TypeLine.parse("Legendary Artifact Creature — Goblin Wizard")
    japanese = TypeLine.parse("伝説のアーティファクト・クリーチャー ─ ゴブリン・ウィザード")
    assert english == japanese
    assert english.supertypes == (LEGENDARY,)
    assert english.card_types == (ARTIFACT, CREATURE)
    assert [str(s) for s in english.subtypes] == ["Goblin", "Wizard"]
    assert english.english() == "Legendary Artifact Creature — Goblin Wizard"
    assert english.japanese() == "伝説のアーティファクト・クリーチャー ─ ゴブリン・ウィザード"


@pytest.mark.parametrize(
    ("text", "english"),
    [
        ("Basic Land - Mountain", "Basic Land — Mountain"),
        ("Creature -- Goblin Wizard", "Creature — Goblin Wizard"),
        ("Artifact — Equipment", "Artifact — Equipment"),
        ("基本土地 ─ 山", "Basic Land — Mountain"),
        ("基本 土地 ─ 山", "Basic Land — Mountain"),
        ("クリーチャー — ゴブリン・ウィザード", "Creature — Goblin Wizard"),
        ("アーティファクト ― 装備品", "Artifact — Equipment"),
    ],
)
def test_205_3a_example_subtypes_after_the_dash(text: str, english: str) -> None:
    assert TypeLine.parse(text).english() == english


def test_205_3b_time_lord_is_one_creature_type() -> None:
    line = TypeLine.parse("Legendary Creature — Time Lord Doctor")
    assert [str(s) for s in line.subtypes] == ["Time Lord", "Doctor"]
    assert all(s.kind is SubtypeKind.CREATURE for s in line.subtypes)


def test_205_3b_a_planar_type_is_everything_after_the_dash() -> None:
    line = TypeLine.parse("Plane — Bolas's Meditation Realm")
    assert len(line.subtypes) == 1
    assert line.subtypes[0].kind is SubtypeKind.PLANAR
    assert TypeLine.parse("Plane — Bolas’s Meditation Realm") == line
    assert TypeLine.parse(line.japanese()) == line


def test_205_3c_dryad_arbor_each_subtype_belongs_to_its_type() -> None:
    line = TypeLine.parse("Land Creature — Forest Dryad")
    forest, dryad = line.subtypes
    assert forest.kind is SubtypeKind.LAND
    assert dryad.kind is SubtypeKind.CREATURE
    assert line.japanese() == "土地・クリーチャー ─ 森・ドライアド"
    assert TypeLine.parse("〔緑〕 土地・クリーチャー — 森・ドライアド") == line


def test_205_3d_a_subtype_must_match_a_card_type() -> None:
    with pytest.raises(TypeLineError) as error:
        TypeLine.parse("Creature — Swamp")
    assert error.value.rule == "205.3d"
    assert error.value.column == 12
    assert "'Swamp' is a land type" in str(error.value)


def test_205_3d_violations_are_listed_for_hand_built_lines() -> None:
    line = TypeLine((), (CREATURE,), (sub(SubtypeKind.LAND, "Swamp"),))
    assert line.violations() == ["'Swamp' is a land type, but the object has no land card type"]
    with pytest.raises(TypeLineError):
        line.validate()


def test_205_3m_kindred_uses_creature_types() -> None:
    line = TypeLine.parse("Kindred Enchantment — Treefolk Aura")
    assert line.card_types == (KINDRED, CORE.require_card_type("Enchantment"))
    treefolk, aura = line.subtypes
    assert treefolk.kind is SubtypeKind.CREATURE
    assert aura.kind is SubtypeKind.ENCHANTMENT


def test_205_2a_tribal_is_an_old_name_for_kindred() -> None:
    assert TypeLine.parse("Tribal Instant — Goblin") == TypeLine.parse("Kindred Instant — Goblin")
    assert TypeLine.parse("部族・エンチャント — ツリーフォーク・オーラ").japanese() == (
        "同族・エンチャント ─ ツリーフォーク・オーラ"
    )


def test_printed_japanese_order_is_accepted_and_current_order_printed() -> None:
    old = TypeLine.parse("クリーチャー・エンチャント — 人間・ウィザード")
    assert old == TypeLine.parse("Enchantment Creature — Human Wizard")
    assert old.japanese() == "エンチャント・クリーチャー ─ 人間・ウィザード"


def test_japanese_supertypes_run_into_the_next_word_except_world() -> None:
    assert TypeLine.parse("Basic Snow Land — Forest").japanese() == "基本氷雪土地 ─ 森"
    assert TypeLine.parse("World Enchantment").japanese() == "ワールド・エンチャント"
    assert TypeLine.parse("ワールド・エンチャント") == TypeLine.parse("World Enchantment")


@pytest.mark.parametrize(
    ("text", "column", "reason"),
    [
        ("Foo Creature", 1, "unknown card type or supertype 'Foo'"),
        ("Creature Legendary", 10, "supertype 'Legendary' after the card types"),
        ("Creature — Goblin Foo", 19, "unknown subtype 'Foo'"),
        ("Legendary", 0, "no card type"),
        ("クリーチャー ─ ゴブリン・ふう", 15, "unknown subtype 'ふう'"),
    ],
)
def test_bad_type_lines_say_what_and_where(text: str, column: int, reason: str) -> None:
    with pytest.raises(TypeLineError) as error:
        TypeLine.parse(text)
    assert error.value.column == column
    assert error.value.reason == reason


def test_equality_ignores_printed_order() -> None:
    assert TypeLine.parse("Artifact Creature — Golem") == TypeLine.parse(
        "Creature Artifact — Golem"
    )
    assert hash(TypeLine.parse("Artifact Land")) == hash(TypeLine.parse("Land Artifact"))
    assert TypeLine.parse("Artifact Land") != TypeLine.parse("Artifact")


def test_round_trip_english_japanese_english() -> None:
    for text in [
        "Legendary Planeswalker — Jace",
        "Artifact — Equipment",
        "Legendary Enchantment Artifact",
        "Instant — Arcane",
        "Battle — Siege",
        "Dungeon — Undercity",
        "Land — Urza's Power-Plant",
        "Snow Creature — Elemental",
    ]:
        line = TypeLine.parse(text)
        assert TypeLine.parse(line.japanese()) == line
        assert TypeLine.parse(line.english()) == line
    assert TypeLine.parse("Land — Urza's Power-Plant").japanese() == "土地 ─ ウルザの・魔力炉"
    assert LAND in TypeLine.parse("土地 ─ ウルザの・魔力炉").card_types


def test_205_3f_retired_creature_types_read_as_their_oracle_replacement() -> None:
    assert TypeLine.parse("Creature — Viashino Warrior") == TypeLine.parse(
        "Creature — Lizard Warrior"
    )
    assert (
        TypeLine.parse("クリーチャー — ナーガ・ウィザード").english() == "Creature — Snake Wizard"
    )
    assert TypeLine.parse("Legendary Creature — Cephalid Noble").english() == (
        "Legendary Creature — Octopus Noble"
    )


def test_205_4c_basic_lands() -> None:
    from mtgrules.vocab.typeline import is_basic_land

    assert is_basic_land(TypeLine.parse("Basic Land — Forest"))
    assert is_basic_land(TypeLine.parse("Basic Snow Land — Island"))
    # A land with a basic land type but not the supertype is nonbasic (Steam Vents).
    assert not is_basic_land(TypeLine.parse("Land — Island Mountain"), "Steam Vents")
    # Before Eighth Edition the card printed just "Land": the name makes it basic.
    assert is_basic_land(TypeLine.parse("Land"), "Snow-Covered Forest")
    assert is_basic_land(TypeLine.parse("土地"), "冠雪の沼")
    assert is_basic_land(TypeLine.parse("Land"), "Swamp")
    assert not is_basic_land(TypeLine.parse("Land"), "Wastes")
    assert not is_basic_land(TypeLine.parse("Creature — Elf"), "Forest")
