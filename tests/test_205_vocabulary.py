"""CR 205.2a, 205.3g-205.3q, 205.4a: the vocabulary tables match the current rules."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.vocab.types import CORE, CardType, Subtype, SubtypeKind, Supertype

RULES = Path(__file__).resolve().parents[2] / "shared" / "rules" / "comprehensive-rules-en.txt"


def test_205_2a_card_types() -> None:
    assert [c.english for c in CORE.card_types] == [
        "Kindred", "Enchantment", "Artifact", "Land", "Instant", "Sorcery", "Creature",
        "Planeswalker", "Battle", "Conspiracy", "Dungeon", "Phenomenon", "Plane", "Scheme",
        "Vanguard",
    ]  # fmt: skip
    assert CORE.card_type("クリーチャー") == CORE.card_type("creature")
    assert CORE.card_type("Tribal") == CORE.card_type("Kindred") == CORE.card_type("部族")


def test_205_4a_supertypes() -> None:
    assert [(s.english, s.japanese) for s in CORE.supertypes] == [
        ("Basic", "基本"), ("Legendary", "伝説の"), ("Ongoing", "持続"), ("Snow", "氷雪"),
        ("World", "ワールド"),
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("kind", "count", "examples"),
    [
        (SubtypeKind.ARTIFACT, 21, {"Equipment": "装備品", "Vehicle": "機体"}),
        (SubtypeKind.ENCHANTMENT, 12, {"Aura": "オーラ", "Saga": "英雄譚"}),
        (SubtypeKind.LAND, 17, {"Forest": "森", "Urza's": "ウルザの"}),
        (SubtypeKind.SPELL, 5, {"Arcane": "秘儀", "Adventure": "出来事"}),
        (SubtypeKind.DUNGEON, 1, {"Undercity": "地下街"}),
        (SubtypeKind.BATTLE, 1, {"Siege": "包囲戦"}),
    ],
)
def test_205_3_subtype_lists(kind: SubtypeKind, count: int, examples: dict[str, str]) -> None:
    assert len(CORE.subtypes_of(kind)) == count
    for english, japanese in examples.items():
        assert CORE.require_subtype(kind, english).japanese == japanese
        assert CORE.require_subtype(kind, japanese).english == english


def test_205_3m_creature_types_and_the_two_word_one() -> None:
    creature_types = CORE.subtypes_of(SubtypeKind.CREATURE)
    assert len(creature_types) > 300
    assert [s.english for s in creature_types if " " in s.english] == ["Time Lord"]
    assert CORE.require_subtype(SubtypeKind.CREATURE, "タイムロード").english == "Time Lord"


def test_a_subtype_knows_its_kind_even_when_a_word_is_in_two_lists() -> None:
    spacecraft = CORE.subtypes_named("Spacecraft")
    assert {s.kind for s in spacecraft} == {SubtypeKind.ARTIFACT, SubtypeKind.PLANAR}
    assert spacecraft[0] != spacecraft[1]


@pytest.mark.skipif(not RULES.exists(), reason="the rules text is not beside the repository")
def test_every_listed_subtype_appears_in_its_rule() -> None:
    rules = RULES.read_text(encoding="utf-8").replace("’", "'")
    rule_of = {
        SubtypeKind.ARTIFACT: "205.3g", SubtypeKind.ENCHANTMENT: "205.3h",
        SubtypeKind.LAND: "205.3i", SubtypeKind.PLANESWALKER: "205.3j",
        SubtypeKind.SPELL: "205.3k", SubtypeKind.CREATURE: "205.3m",
        SubtypeKind.PLANAR: "205.3n", SubtypeKind.DUNGEON: "205.3p", SubtypeKind.BATTLE: "205.3q",
    }  # fmt: skip
    lines = {
        n: next(line for line in rules.splitlines() if line.startswith(n + " "))
        for n in rule_of.values()
    }
    for s in CORE.subtypes:
        assert s.english in lines[rule_of[s.kind]], s


def test_extending_a_vocabulary_leaves_the_core_alone() -> None:
    bonded = Supertype("Bonded", "結束の")
    wider = CORE.extend(
        supertypes=[bonded],
        card_types=[CardType("Widget", "ウィジェット")],
        subtypes=[Subtype("Gizmo", SubtypeKind.ARTIFACT, "ギズモ")],
    )
    assert wider.supertype("結束の") == bonded
    assert wider.supertype("Bonded") is not None and wider.supertype("Bonded").rank == 6  # type: ignore[union-attr]
    assert CORE.supertype("Bonded") is None
    assert CORE.card_type("Widget") is None
    assert wider.subtype(SubtypeKind.ARTIFACT, "ギズモ") is not None
