"""The rule changes a card's static ability may say (CR 613.11), from ``data/rule_changes.tsv``:
each with the rule it changes and where the game reads it. A definition whose effect sets a rule
change that isn't listed, or that the game doesn't read yet, is reported as not carried out
(:func:`mtgrules.cards.support.ability_gap`): a rule nothing reads must never look as if it
worked."""

from __future__ import annotations

import functools
from dataclasses import dataclass
from importlib import resources


@dataclass(frozen=True)
class RuleChange:
    """A rule change (``rules: NAME`` in a definition's effect)."""

    name: str
    rule: str
    """The CR rule it changes."""
    read_by: str
    """Where the game reads it (``module:function``), or "" when it doesn't yet."""


@functools.cache
def rule_changes() -> dict[str, RuleChange]:
    """Every rule change the definitions may say, by name."""
    text = resources.files("mtgrules.model").joinpath("data", "rule_changes.tsv")
    found: dict[str, RuleChange] = {}
    lines = [line for line in text.read_text("utf-8").splitlines() if not line.startswith("#")]
    for line in lines[1:]:
        name, rule, read_by = [*line.split("\t"), ""][:3]
        if name in found:
            raise ValueError(f"rule_changes.tsv: '{name}' is listed twice")
        found[name] = RuleChange(name, rule, read_by)
    return found


def rule_change_gap(rule: str) -> str | None:
    """Why the rule change ``rule`` (``name`` or ``name:parameter``) isn't carried out, or None
    when the game reads it."""
    name = rule.partition(":")[0]
    change = rule_changes().get(name)
    if change is None:
        return f"the rule change '{name}' is not one the game knows"
    if not change.read_by:
        return f"the rule change '{name}' (CR {change.rule}) is not carried out by the game yet"
    return None
