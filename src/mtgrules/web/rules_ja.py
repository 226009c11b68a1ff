"""Japanese texts of the rules beside the English ones, for the rules viewer.

The package carries no rules text in any language. The Japanese texts are read from the seed
files of the shared data (``seeds/*.ja.txt`` in the shared data directory, or the folder in
``MTGRULES_RULES_JA_DATA``): lines that start with a rule number (``- 201.2 …`` or
``• 205.1a …``). Where a seed was written for another edition, the table
``tables/rules-ja-correspondence.tsv`` says which current rule each of its rules stands beside;
a rule with no Japanese text says so (:data:`NO_JAPANESE`), naming the rules that have one.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from pathlib import Path

from mtgrules.cards.sources import shared_dir

RULES_JA_ENV = "MTGRULES_RULES_JA_DATA"
"""A folder of Japanese seed texts to use instead of the shared data's ``seeds/``."""

_LINE = re.compile(r"^[-•]\s*(?P<number>\d{3}(?:\.\d+[a-z]?)?)\.?\s+(?P<text>\S.*)$")
_HEADING = re.compile(r"^(?P<number>\d{3})\.\s+(?P<text>\S.*)$")
_CHAPTER = re.compile(r"^(?P<chapter>\d{3})")


@dataclass(frozen=True)
class JapaneseRule:
    """A rule's Japanese text: the seed's own rule number (another edition's, when it
    differs from the current one) and the file it is from."""

    text: str
    seed_number: str
    source: str

    def as_dict(self, current: str) -> dict[str, str | bool]:
        return {
            "text": self.text,
            "seed_number": self.seed_number,
            "other_edition": self.seed_number != current,
            "source": self.source,
        }


@dataclass(frozen=True)
class JapaneseRules:
    """Every Japanese rule text found, by the current rule number it stands beside."""

    rules: dict[str, JapaneseRule]
    chapters: tuple[str, ...]
    """The current chapters some rule of which has a Japanese text (``201``, ``611``…)."""

    def rule(self, number: str) -> JapaneseRule | None:
        return self.rules.get(number.strip().removesuffix(".").lower())

    def missing(self, number: str) -> str:
        """What the viewer says of a rule with no Japanese text."""
        if not self.rules:
            return (
                "no Japanese rules texts are installed: put the shared data's seeds/ folder "
                f"beside the checkout, or set {RULES_JA_ENV} to a folder of them"
            )
        covered = ", ".join(self.chapters)
        return f"rule {number} has no Japanese text here (there are Japanese texts of rules in {covered})"


def correspondence() -> dict[str, str]:
    """The seed's rule number → the current rule it stands beside (data table)."""
    table = files("mtgrules.web").joinpath("tables/rules-ja-correspondence.tsv")
    out: dict[str, str] = {}
    for raw in table.read_text("utf-8").splitlines():
        if raw.strip() and not raw.startswith("#"):
            current, seed = raw.split("\t")
            out[seed.strip()] = current.strip()
    return out


def seed_folder() -> Path | None:
    explicit = os.environ.get(RULES_JA_ENV, "").strip()
    if explicit:
        return Path(explicit)
    shared = shared_dir()
    folder = shared / "seeds" if shared is not None else None
    return folder if folder is not None and folder.is_dir() else None


def read_seed_texts(folder: Path | None) -> JapaneseRules:
    """The Japanese rules of every ``*.ja.txt`` file in ``folder`` (none without one)."""
    if folder is None or not folder.is_dir():
        return JapaneseRules({}, ())
    moved = correspondence()
    rules: dict[str, JapaneseRule] = {}
    for path in sorted(folder.glob("*.ja.txt")):
        own = _CHAPTER.match(path.name)
        chapter = own["chapter"] if own else ""
        for raw in path.read_text("utf-8", errors="replace").splitlines():
            line = raw.strip()
            match = _LINE.match(line) or _HEADING.match(line)
            if match is None or not match["number"].startswith(chapter):
                continue  # the contents of other chapters, headings of the site, notes
            seed = match["number"]
            current = moved.get(seed, seed)
            if chapter in {s.split(".")[0] for s in moved} and seed not in moved:
                continue  # a rule of another edition that today's rules don't have as such
            rules.setdefault(current, JapaneseRule(match["text"], seed, path.name))
    chapters = tuple(sorted({n.split(".")[0] for n in rules}))
    return JapaneseRules(rules, chapters)


@cache
def japanese_rules() -> JapaneseRules:
    """The Japanese rules in use (read once)."""
    return read_seed_texts(seed_folder())
