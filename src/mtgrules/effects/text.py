"""The old home of structured rules text, now in :mod:`mtgrules.model.text`: re-exported from here for one release."""

from __future__ import annotations

from mtgrules.model.text import (
    _IRREGULAR_PLURALS,
    _PLACEHOLDER,
    Segment,
    SelfReference,
    Slot,
    SourceReference,
    Text,
    TextError,
    WordKind,
    WordRef,
    _article,
    canonical_word,
    plural,
)

__all__ = [
    "_IRREGULAR_PLURALS",
    "_PLACEHOLDER",
    "Segment",
    "SelfReference",
    "Slot",
    "SourceReference",
    "Text",
    "TextError",
    "WordKind",
    "WordRef",
    "_article",
    "canonical_word",
    "plural",
]
