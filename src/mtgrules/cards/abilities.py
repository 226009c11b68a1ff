"""The old home of abilities, now in :mod:`mtgrules.model.abilities`: re-exported from here for one release."""

from __future__ import annotations

from mtgrules.model.abilities import (
    ACTIVATION_TIMINGS,
    Ability,
    AbilityKind,
    AlternativeCost,
    RevealedText,
)

__all__ = ["ACTIVATION_TIMINGS", "Ability", "AbilityKind", "AlternativeCost", "RevealedText"]
