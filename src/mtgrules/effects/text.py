"""The old home of structured rules text, now in :mod:`mtgrules.model.text`: re-exported from here for one release."""

from __future__ import annotations

from mtgrules.model.text import (
    Segment,
    SelfReference,
    Slot,
    SourceReference,
    Text,
    TextError,
    WordKind,
    WordRef,
    canonical_word,
    plural,
)

__all__ = [
    "Segment",
    "SelfReference",
    "Slot",
    "SourceReference",
    "Text",
    "TextError",
    "WordKind",
    "WordRef",
    "canonical_word",
    "plural",
]
