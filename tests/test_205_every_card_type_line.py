"""CR 205 over the whole card database: every card face's type line reads with the vocabulary, or
is a listed exception; the hand-verified Japanese type lines read to the same value as the English
ones, and nearly all printed ones do."""

from __future__ import annotations

import csv
from collections import Counter
from pathlib import Path

from card_data import SHARED, needs_full_database
from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import read_translations
from mtgrules.vocab.typeline import TypeLine, TypeLineError
from mtgrules.vocab.types import CORE, PLANE

pytestmark = needs_full_database
DB = bundled_database()
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


def test_every_hand_verified_japanese_type_line_reads_as_its_english_one() -> None:
    verified = read_translations(SHARED / "cards" / "ja") if SHARED else []
    assert len(verified) == 95
    for line in verified:
        face = DB.face(line.name)[1]
        assert face.type_line_ja == line.type_line_ja
        assert face.parsed_type_line_ja() == face.parsed_type_line(), (face.name, line.type_line_ja)


def test_nearly_every_printed_japanese_type_line_reads_as_its_english_one() -> None:
    """The TSV's type lines are printed text of all ages (old words, stray dashes): measured,
    17,337 of 17,949 read as their English ones; the rest are listed when this fails."""
    same, other = 0, []
    for card in DB:
        for face in card.faces:
            if face.type_line_ja is None:
                continue
            try:
                read = face.parsed_type_line_ja() == face.parsed_type_line()
            except TypeLineError:
                read = False
            if read:
                same += 1
            else:
                other.append((face.name, face.type_line_ja))
    assert same + len(other) == 17_949
    assert same >= 17_300, other[:20]
