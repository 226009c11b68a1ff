"""The old home of costs, now in :mod:`mtgrules.model.costs`: re-exported from here for one release."""

from __future__ import annotations

from mtgrules.model.costs import (
    _DISCARD,
    _LIFE,
    _SACRIFICE,
    NUMBER_WORDS,
    Cost,
    SpellCost,
    UnsupportedCost,
    _spell_cost_part,
    parse_cost,
    parse_spell_cost,
)

__all__ = [
    "NUMBER_WORDS",
    "_DISCARD",
    "_LIFE",
    "_SACRIFICE",
    "Cost",
    "SpellCost",
    "UnsupportedCost",
    "_spell_cost_part",
    "parse_cost",
    "parse_spell_cost",
]
