"""What card data the tests run with, and the marks for tests that need more than the embedded
default (the hand-defined cards): those skip, saying why, on a checkout without the shared data
(``MTGRULES_NO_SHARED=1`` runs the suite as on a fresh clone)."""

from __future__ import annotations

import pytest

from mtgrules.cards.build import bundled_database
from mtgrules.cards.sources import shared_dir

SHARED = shared_dir()
"""The shared data directory, or None (a fresh clone, or ``MTGRULES_NO_SHARED=1``)."""

FULL_DATABASE = bundled_database().origin.kind == "shared"
"""Whether the database in use is the shared card data (33,076 cards with Japanese)."""

WHY = (
    "needs the whole card database: the shared data (../shared/cards) beside the checkout; "
    "this run has only the embedded default (the hand-defined cards)"
)

needs_full_database = pytest.mark.skipif(not FULL_DATABASE, reason=WHY)
"""For a test that looks up cards without definitions, or counts the whole database."""

needs_shared_rules = pytest.mark.skipif(
    SHARED is None or not (SHARED / "rules" / "comprehensive-rules-en.txt").is_file(),
    reason="needs the Comprehensive Rules text of the shared data (../shared/rules)",
)

needs_shared_decks = pytest.mark.skipif(
    SHARED is None or not (SHARED / "decks").is_dir(),
    reason="needs the shared decklists (../shared/decks)",
)
