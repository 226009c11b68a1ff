"""The compiler's coverage of the real card database and decklists (``../shared``) doesn't fall
below the figures measured: faces supported (render-back proven and implemented) and parsed on
a fixed sample of the database, and the main-deck slots of the real decklists. Skips without
the shared data."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from mtgrules.cards.oracle.coverage import compile_all, deck_coverage, face_counts
from mtgrules.cards.oracle.source import read_records, shared_cards_path

CARDS = shared_cards_path(Path(__file__).resolve())
pytestmark = pytest.mark.skipif(CARDS is None, reason="no ../shared/cards/cards.jsonl here")

SAMPLE_EVERY = 10
"""Every tenth card of the database (in file order): a fixed sample, fast enough for a test."""

FLOORS = {"parsed": 33.5, "supported": 23.5, "deck_slots": 66.5}
"""Measured (percent): 33.9% parsed and 23.9% supported on the sample, 67.2% of the decklists'
main-deck slots; the floors sit a little below."""


@pytest.fixture(scope="module")
def records() -> list[dict[str, object]]:
    assert CARDS is not None
    return list(read_records(CARDS))


def test_the_sample_s_faces_stay_parsed_and_supported(records: list[dict[str, object]]) -> None:
    sample = list(itertools.islice(records, 0, None, SAMPLE_EVERY))
    counts = face_counts(compile_all(sample))
    assert counts.faces > 3000
    assert counts.parsed + counts.unparsed == counts.faces
    assert counts.percent(counts.parsed) >= FLOORS["parsed"]
    assert counts.percent(counts.supported) >= FLOORS["supported"]


def test_the_decklists_main_deck_slots_stay_supported(records: list[dict[str, object]]) -> None:
    assert CARDS is not None
    decks = sorted((CARDS.parent.parent / "decks").glob("*.txt"))
    assert len(decks) >= 100
    names: dict[str, str] = {}
    by_name = {}
    for record in records:
        name = str(record["name"])
        by_name[name] = record
        names[name.casefold()] = name
        for face in record["faces"]:  # type: ignore[attr-defined]
            names.setdefault(str(face["name"]).casefold(), name)
    wanted = {
        names[line.split(" ", 1)[1].strip().casefold()] for deck in decks for line in _main(deck)
    }
    compiled = compile_all(by_name[n] for n in sorted(wanted))
    supported = {n: c.definition is not None for n, c in compiled.items()}
    coverage = deck_coverage(decks, supported, names)
    slots = sum(d.slots for d in coverage)
    good = sum(d.supported_slots for d in coverage)
    assert slots > 6000
    assert 100.0 * good / slots >= FLOORS["deck_slots"]


def _main(deck: Path) -> list[str]:
    from mtgrules.cards.oracle.coverage import read_decklist

    return [f"{count} {name}" for count, name in read_decklist(deck)]
