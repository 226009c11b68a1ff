"""The Comprehensive Rules text bundled with the workbench, looked up by rule number.

The text is extracted from the shared rules file by ``scripts/extract_rules.py`` into
``web/data/comprehensive-rules.json.gz`` (committed), so an installed package needs nothing
outside itself.
"""

from __future__ import annotations

import gzip
import json
import re
from dataclasses import dataclass
from functools import cache
from importlib.resources import files
from typing import Any

RULE_NUMBER = r"^\d{1,3}(?:\.\d+[a-z]?)?\.?$"
"""What a rule number looks like: a section (``6``), a rule (``613``, ``613.8``, ``613.8.``) or
a subrule (``613.8a``)."""

_SUBRULE = re.compile(r"^(?P<rule>\d{3}\.\d+)[a-z]$")
_RULE = re.compile(r"^(?P<chapter>\d{3})\.\d+$")


class UnknownRule(LookupError):
    """A rule number the bundled Comprehensive Rules don't have."""


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

    @classmethod
    def bundled(cls) -> ComprehensiveRules:
        """The edition shipped in the package, loaded on first use."""
        return _bundled()

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
        return cls(document["effective"], rules)

    def rule(self, number: str) -> Rule:
        """The rule with this number (a trailing dot is allowed: ``613.8.``). Raises
        :class:`UnknownRule`."""
        key = number.strip().removesuffix(".").lower()
        found = self.rules.get(key)
        if found is None:
            raise UnknownRule(
                f"no rule {number.strip()} in the Comprehensive Rules (effective {self.effective})"
            )
        return found


@cache
def _bundled() -> ComprehensiveRules:
    data = files("mtgrules.web").joinpath("data", "comprehensive-rules.json.gz").read_bytes()
    return ComprehensiveRules.from_document(json.loads(gzip.decompress(data)))
