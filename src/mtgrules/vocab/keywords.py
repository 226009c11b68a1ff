"""Keyword abilities (CR 702) in English and Japanese, from ``data/keywords.tsv``: one place for
each keyword's name, kind and rule."""

from __future__ import annotations

import csv
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from importlib import resources

from mtgrules.vocab.text import fold


@dataclass(frozen=True)
class Keyword:
    """A keyword ability's word (CR 702): ``Flying``, ``Equip``, ``Protection``…"""

    english: str
    japanese: str
    kind: str
    rule: str

    def __str__(self) -> str:
        return self.english


def _load() -> dict[str, Keyword]:
    text = resources.files("mtgrules.vocab").joinpath("data", "keywords.tsv").read_text("utf-8")
    table: dict[str, Keyword] = {}
    for row in csv.DictReader(text.splitlines(), delimiter="\t"):
        keyword = Keyword(row["english"], row["japanese"], row["kind"], row["rule"])
        table[fold(keyword.english)] = keyword
        table[fold(keyword.japanese)] = keyword
    return table


KEYWORDS: dict[str, Keyword] = _load()


def keyword(word: str, table: Mapping[str, Keyword] = KEYWORDS) -> Keyword | None:
    """The keyword named ``word`` (English or Japanese, any case), if there is one."""
    return table.get(fold(word))


def keyword_table(
    extra: Iterable[Keyword], table: Mapping[str, Keyword] = KEYWORDS
) -> dict[str, Keyword]:
    """A keyword table with more keywords (a variant pack's), by English and Japanese word."""
    out = dict(table)
    for word in extra:
        out[fold(word.english)] = word
        out[fold(word.japanese)] = word
    return out


def split_keyword(text: str, table: Mapping[str, Keyword] = KEYWORDS) -> tuple[Keyword, str] | None:
    """Read keyword-ability text such as ``Protection from red``, ``Equip {1}``,
    ``Annihilator 6``: the keyword (the longest that starts the text) and its parameter."""
    words = text.strip().rstrip(".").split()
    for size in range(min(3, len(words)), 0, -1):
        found = keyword(" ".join(words[:size]), table)
        if found is not None:
            return found, " ".join(words[size:])
    return _split_japanese(text.strip().rstrip("。."), table)


def _split_japanese(text: str, table: Mapping[str, Keyword]) -> tuple[Keyword, str] | None:
    """Japanese keyword text runs the keyword and its parameter together (``結束暴走2``,
    ``振り払い{2}``, ``装備{1}``): the longest Japanese keyword the text starts with, and the rest
    (full-width digits and braces read as ASCII)."""
    best: tuple[str, Keyword] | None = None
    for word, found in table.items():
        if word.isascii() or len(word) > len(text) or fold(text[: len(word)]) != word:
            continue
        if best is None or len(word) > len(best[0]):
            best = (word, found)
    if best is None:
        return None
    return best[1], unicodedata.normalize("NFKC", text[len(best[0]) :]).strip()
