"""The old home of effects as values, now in :mod:`mtgrules.model.abilities`: re-exported from here for one release."""

from __future__ import annotations

from mtgrules.model.abilities import (
    ALL_FIELDS,
    Condition,
    Context,
    Count,
    EffectSpec,
    Field,
    Filter,
    Instruction,
    Op,
    TargetSpec,
    View,
    Word,
    word_kind_of,
)

__all__ = [
    "ALL_FIELDS",
    "Condition",
    "Context",
    "Count",
    "EffectSpec",
    "Field",
    "Filter",
    "Instruction",
    "Op",
    "TargetSpec",
    "View",
    "Word",
    "word_kind_of",
]
