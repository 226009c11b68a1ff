"""CR 702: every keyword of the table (vocab/data/keywords.tsv) is a constant of
:mod:`mtgrules.game.keywords` with exactly one :class:`KeywordRule`, in the table's order, and
each rule names modules and functions that exist; a misspelt keyword fails as it is declared."""

from __future__ import annotations

import importlib
from importlib import resources

import pytest

from mtgrules.game import keywords
from mtgrules.game.keywords import FLYING, KEYWORD_RULES, REACH, keyword_named


def _table() -> list[tuple[str, str]]:
    text = resources.files("mtgrules.vocab").joinpath("data", "keywords.tsv").read_text("utf-8")
    rows = [line.split("\t") for line in text.splitlines()[1:]]
    return [(row[0], row[3].strip()) for row in rows]


def test_702_one_constant_and_one_rule_per_keyword_in_the_table_order() -> None:
    table = _table()
    assert [(r.keyword, r.rule) for r in KEYWORD_RULES] == table
    for english, _ in table:
        assert getattr(keywords, english.upper().replace(" ", "_")) == english


def test_702_each_keyword_rule_names_code_that_exists() -> None:
    for rule in KEYWORD_RULES:
        for where in rule.where:
            module, _, function = where.partition(":")
            found = importlib.import_module(module)
            if function:
                assert hasattr(found, function), where


def test_702_9_702_17_flying_and_reach() -> None:
    assert (FLYING, REACH) == ("Flying", "Reach")


def test_702_a_misspelt_keyword_fails_as_it_is_declared() -> None:
    with pytest.raises(LookupError, match="'Flyng' is not a keyword"):
        keyword_named("Flyng")
