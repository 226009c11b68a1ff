"""The old home of costs, now in :mod:`mtgrules.model.costs`: re-exported from here for one release."""

from __future__ import annotations

from mtgrules.model.costs import (
    NUMBER_WORDS,
    Cost,
    SpellCost,
    UnsupportedCost,
    parse_cost,
    parse_spell_cost,
)

__all__ = ["NUMBER_WORDS", "Cost", "SpellCost", "UnsupportedCost", "parse_cost", "parse_spell_cost"]
