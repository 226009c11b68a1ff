"""The compiler's fast paths change no result. Each ability line (CR 113.2) is parsed with the
Earley predictions narrowed by the next word, and a line met on an earlier card is compiled once
and remembered; compiled the plain way instead (Lark's own predictions, every line compiled
afresh for every card), every card gives the same faces, lines, reasons, rendering and
definition. Checked on the embedded cards and on a fixed sample of the real card database
(skipped without ``../shared``)."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from mtgrules.cards.build import embedded_database, iter_records
from mtgrules.cards.oracle import compile_card
from mtgrules.cards.oracle.compiler import compile_line
from mtgrules.cards.oracle.parse import (
    Unparsed,
    _NarrowedPredictions,
    exhaustive_parsing,
    parse,
    parser,
)
from mtgrules.cards.oracle.source import read_records, shared_cards_path

CARDS = shared_cards_path(Path(__file__).resolve())

SAMPLE_EVERY = 200
"""Every 200th card of the database (in file order): a fixed sample of about 165 cards."""


def _fast(records: Iterable[Mapping[str, Any]]) -> list[str]:
    """Each card compiled as the cache compiles them: narrowed, lines remembered across cards."""
    compile_line.cache_clear()
    try:
        return [repr(compile_card(r)) for r in records]
    finally:
        compile_line.cache_clear()


def _plain(records: Iterable[Mapping[str, Any]]) -> list[str]:
    """Each card compiled with Lark's own predictions, no line remembered from another card."""
    out = []
    with exhaustive_parsing():
        for record in records:
            compile_line.cache_clear()
            out.append(repr(compile_card(record)))
    compile_line.cache_clear()
    return out


def _differing(records: Sequence[Mapping[str, Any]]) -> list[str]:
    fast, plain = _fast(records), _plain(records)
    assert len(fast) == len(plain) == len(records)
    return [str(r["name"]) for r, a, b in zip(records, fast, plain, strict=True) if a != b]


def test_the_grammar_s_predictions_are_narrowed() -> None:
    lark = parser()
    assert isinstance(lark.parser.parser.predictions, _NarrowedPredictions)


def test_a_line_parses_to_the_same_tree_narrowed_or_not() -> None:
    line = "When {this} enters, destroy target artifact or enchantment an opponent controls."
    narrowed = parse(line)
    with exhaustive_parsing():
        plain = parse(line)
    assert narrowed == plain
    assert narrowed.data == "triggered"


def test_a_line_fails_at_the_same_word_narrowed_or_not() -> None:
    line = "Destroy target creature an opponent controls unless that player pays {2}."
    with pytest.raises(Unparsed) as narrowed:
        parse(line, is_spell=True)
    with exhaustive_parsing(), pytest.raises(Unparsed) as plain:
        parse(line, is_spell=True)
    assert str(narrowed.value) == str(plain.value)
    assert str(plain.value) == "no spell line rule reads this text at 'unless'"


def test_the_embedded_cards_compile_alike_fast_or_plain() -> None:
    records = list(iter_records(embedded_database()))
    assert len(records) > 200
    assert _differing(records) == []


@pytest.mark.skipif(CARDS is None, reason="no ../shared/cards/cards.jsonl here")
def test_a_sample_of_the_database_compiles_alike_fast_or_plain() -> None:
    assert CARDS is not None
    records = list(itertools.islice(read_records(CARDS), 0, None, SAMPLE_EVERY))
    assert len(records) > 150
    assert _differing(records) == []
