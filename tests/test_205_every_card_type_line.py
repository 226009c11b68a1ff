"""CR 205 over the whole bundled database: every card face's type line reads with the
vocabulary, or is a listed exception; every Japanese type line reads to the same value as the
English one."""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

from mtgrules.cards.database import CardDatabase
from mtgrules.vocab.typeline import TypeLine, TypeLineError
from mtgrules.vocab.types import CORE, PLANE

DB = CardDatabase.bundled()
EXCEPTIONS = Path(__file__).parent / "data" / "type_line_exceptions.tsv"


def listed_exceptions() -> dict[str, str]:
    lines = [
        ln for ln in EXCEPTIONS.read_text(encoding="utf-8").splitlines() if not ln.startswith("#")
    ]
    return {row["face"]: row["reason"] for row in csv.DictReader(lines, delimiter="\t")}


def test_every_face_type_line_parses_or_is_a_listed_exception() -> None:
    failures: dict[str, str] = {}
    parsed = 0
    for card in DB:
        for face in card.faces:
            try:
                line = face.parsed_type_line()
            except TypeLineError as error:
                failures[face.name] = error.reason
                continue
            parsed += 1
            assert [c.english for c in line.card_types] == [
                CORE.require_card_type(t).english for t in face.types
            ], face.name
            assert [s.english for s in line.supertypes] == list(face.supertypes), face.name
            if PLANE in line.card_types:  # CR 205.3b: the whole planar type is one subtype
                assert [s.english for s in line.subtypes] == [" ".join(face.subtypes)]
            else:
                expected = [
                    CORE.subtypes_named(w)[0].english for w in _subtype_words(face.subtypes)
                ]
                assert [s.english for s in line.subtypes] == expected, face.name
            assert TypeLine.parse(line.english()) == line
            assert TypeLine.parse(line.japanese()) == line
    assert failures == listed_exceptions()
    total = parsed + len(failures)
    print(f"\n{parsed:,} of {total:,} faces parse; {len(failures)} listed exceptions:")
    for reason, count in Counter(failures.values()).most_common(10):
        print(f"  {count:4} {reason}")
    assert total == 33_912
    assert parsed == 33_912 - 375


def _subtype_words(words: tuple[str, ...]) -> list[str]:
    """Join the two words of Time Lord, the one two-word creature type (CR 205.3m)."""
    joined: list[str] = []
    for word in words:
        if joined and f"{joined[-1]} {word}" == "Time Lord":
            joined[-1] = "Time Lord"
        else:
            joined.append(word)
    return joined


def test_every_japanese_type_line_reads_as_its_english_one() -> None:
    checked = 0
    for card in DB:
        for face in card.faces:
            japanese = face.parsed_type_line_ja()
            if japanese is None:
                continue
            assert japanese == face.parsed_type_line(), (face.name, face.type_line_ja)
            checked += 1
    print(f"\n{checked} Japanese type lines read as their English ones")
    assert checked >= 95
