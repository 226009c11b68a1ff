"""The Comprehensive Rules text for the workbench's rules viewer, looked up by rule number.

The package carries no rules text. It is read from the plain-text Comprehensive Rules (the file
Wizards of the Coast publishes): the path in ``MTGRULES_RULES_DATA``, else the file
``mtgrules rules import FILE`` imported, else ``rules/comprehensive-rules-en.txt`` in the shared
data directory (:mod:`mtgrules.cards.sources`). It is parsed once into a JSON cache (git
ignored) and parsed again when its source changes. Without any, :meth:`ComprehensiveRules.bundled`
is an empty edition whose lookups say how to add the rules (:data:`HOW_TO_ADD`).
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from mtgrules.cards.sources import RULES_DATA_ENV, cache_dir, shared_dir, stamp_of

RULE_NUMBER = r"^\d{1,3}(?:\.\d+[a-z]?)?\.?$"
"""What a rule number looks like: a section (``6``), a rule (``613``, ``613.8``, ``613.8.``) or
a subrule (``613.8a``)."""

_SUBRULE = re.compile(r"^(?P<rule>\d{3}\.\d+)[a-z]$")
_RULE = re.compile(r"^(?P<chapter>\d{3})\.\d+$")


FORMAT = "mtgrules-comprehensive-rules-1"
"""The format tag of a parsed rules document."""

HOW_TO_ADD = (
    "the Comprehensive Rules text isn't installed: run 'mtgrules rules import FILE' with the "
    "plain-text Comprehensive Rules (comprehensive-rules-en.txt), set MTGRULES_RULES_DATA to "
    "that file, or put the shared data directory (shared/rules/) beside the checkout"
)
"""What the rules viewer says when there is no rules text."""

_NUMBERED = re.compile(r"^(?P<number>\d{1,3}(?:\.\d+)?[a-z]?)\.?\s+(?P<text>\S.*)$")
_EFFECTIVE = re.compile(r"^These rules are effective as of (?P<date>.+?)\.$")


class UnknownRule(LookupError):
    """A rule number the Comprehensive Rules in use don't have (or no rules text at all)."""


class RulesTextError(ValueError):
    """A file that isn't the plain-text Comprehensive Rules, with where it went wrong."""


@dataclass(frozen=True)
class Rule:
    """One numbered rule: its text, examples, and its place among the others."""

    number: str
    text: str
    examples: tuple[str, ...]
    parent: str | None
    children: tuple[str, ...]

    def as_dict(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "text": self.text,
            "examples": list(self.examples),
            "parent": self.parent,
            "children": list(self.children),
        }


def parent_of(number: str) -> str | None:
    """The rule a rule belongs to: ``613.8a`` → ``613.8`` → ``613`` → ``6`` → None."""
    if (match := _SUBRULE.match(number)) is not None:
        return match["rule"]
    if (match := _RULE.match(number)) is not None:
        return match["chapter"]
    if len(number) == 3:
        return number[0]
    return None


@dataclass(frozen=True)
class ComprehensiveRules:
    """The rules of one edition, by number."""

    effective: str
    rules: dict[str, Rule]
    source: str = ""
    """The file the rules were read from; empty when there are none (:data:`HOW_TO_ADD`)."""

    @classmethod
    def bundled(cls) -> ComprehensiveRules:
        """The edition in use (see the module docstring), loaded on first use."""
        return _bundled()

    @property
    def available(self) -> bool:
        return bool(self.rules)

    @classmethod
    def from_document(cls, document: dict[str, Any]) -> ComprehensiveRules:
        """The rules of a document written by ``scripts/extract_rules.py``."""
        entries = document["rules"]
        children: dict[str, list[str]] = {}
        for entry in entries:
            parent = parent_of(entry["number"])
            if parent is not None:
                children.setdefault(parent, []).append(entry["number"])
        rules = {
            entry["number"]: Rule(
                entry["number"],
                entry["text"],
                tuple(entry["examples"]),
                parent_of(entry["number"]),
                tuple(children.get(entry["number"], ())),
            )
            for entry in entries
        }
        return cls(document["effective"], rules, str(document.get("source", "")))

    def rule(self, number: str) -> Rule:
        """The rule with this number (a trailing dot is allowed: ``613.8.``). Raises
        :class:`UnknownRule`."""
        if not self.rules:
            raise UnknownRule(HOW_TO_ADD)
        key = number.strip().removesuffix(".").lower()
        found = self.rules.get(key)
        if found is None:
            raise UnknownRule(
                f"no rule {number.strip()} in the Comprehensive Rules (effective {self.effective})"
            )
        return found


def body_lines(lines: list[str]) -> list[str]:
    """The rules proper: from the second "1. Game Concepts" (the first is in the contents) up
    to the glossary."""
    starts = [i for i, line in enumerate(lines) if line.strip() == "1. Game Concepts"]
    if len(starts) < 2:
        raise RulesTextError("no '1. Game Concepts' after the contents: not the rules text")
    end = next(
        (i for i in range(starts[1], len(lines)) if lines[i].strip() == "Glossary"), len(lines)
    )
    return lines[starts[1] : end]


def parse_rules(lines: list[str]) -> list[dict[str, Any]]:
    """Rules in document order: ``number``, ``text`` (paragraphs joined by a blank line) and
    ``examples``. A line that isn't numbered continues the rule above it."""
    rules: list[dict[str, Any]] = []
    for raw in lines:
        line = raw.strip()
        if not line:
            continue
        match = _NUMBERED.match(line)
        if match is not None:
            rules.append({"number": match["number"], "text": match["text"], "examples": []})
        elif not rules:
            raise RulesTextError(f"text before the first rule: {line!r}")
        elif line.startswith("Example:"):
            rules[-1]["examples"].append(line.removeprefix("Example:").strip())
        elif rules[-1]["examples"]:
            rules[-1]["examples"][-1] += "\n\n" + line
        else:
            rules[-1]["text"] += "\n\n" + line
    return rules


def effective_date(lines: list[str]) -> str:
    """The date of the edition ("April 17, 2026")."""
    for line in lines[:20]:
        match = _EFFECTIVE.match(line.strip())
        if match is not None:
            return match["date"]
    raise RulesTextError("no 'These rules are effective as of …' line near the top")


def read_rules_text(path: Path) -> dict[str, Any]:
    """The rules document of a plain-text Comprehensive Rules file: every numbered rule of the
    rules proper (sections ``1.``-``9.``, rules ``100.``, ``100.1.``, subrules ``100.1a``), in
    document order, with its text and examples; the contents, glossary and credits are left
    out. Raises :class:`RulesTextError` naming the file."""
    try:
        lines = path.read_text(encoding="utf-8").lstrip("\ufeff").splitlines()
        rules = parse_rules(body_lines(lines))
        effective = effective_date(lines)
    except (RulesTextError, UnicodeDecodeError) as error:
        raise RulesTextError(f"{path}: {error}") from error
    numbers = [rule["number"] for rule in rules]
    if len(set(numbers)) != len(numbers):
        raise RulesTextError(f"{path}: a rule number is given twice")
    return {"format": FORMAT, "effective": effective, "source": str(path), "rules": rules}


def rules_source() -> tuple[str, Path] | None:
    """Where the rules text comes from: ``("env", file)``, ``("imported", cache file)``,
    ``("shared", file)``, or None."""
    chosen = os.environ.get(RULES_DATA_ENV)
    if chosen:
        return "env", Path(chosen)
    imported = cache_dir() / "rules-imported.json"
    if imported.is_file():
        return "imported", imported
    shared = shared_dir()
    if shared is not None and (shared / "rules" / "comprehensive-rules-en.txt").is_file():
        return "shared", shared / "rules" / "comprehensive-rules-en.txt"
    return None


def import_rules(path: Path) -> ComprehensiveRules:
    """``mtgrules rules import FILE``: parse a Comprehensive Rules text file and keep it in the
    cache as the rules in use."""
    document = read_rules_text(path)
    _write(cache_dir() / "rules-imported.json", document)
    _bundled.cache_clear()
    return ComprehensiveRules.from_document(document)


def load_rules() -> ComprehensiveRules:
    """The rules in use, parsed into the cache when it is missing or its source changed; an
    empty edition when there is no rules text."""
    found = rules_source()
    if found is None:
        return ComprehensiveRules("", {})
    kind, source = found
    if kind == "imported":
        return ComprehensiveRules.from_document(json.loads(source.read_text(encoding="utf-8")))
    cached = cache_dir() / f"rules-{kind}.json"
    stamp = stamp_of([source]).as_list()
    try:
        document = json.loads(cached.read_text(encoding="utf-8"))
        if document.get("format") == FORMAT and document.get("stamp") == stamp:
            return ComprehensiveRules.from_document(document)
    except (OSError, ValueError):
        pass
    document = {**read_rules_text(source), "stamp": stamp}
    _write(cached, document)
    return ComprehensiveRules.from_document(document)


def _write(path: Path, document: dict[str, Any]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    temporary.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    os.replace(temporary, path)


@cache
def _bundled() -> ComprehensiveRules:
    return load_rules()
