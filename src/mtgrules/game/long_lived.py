"""What lives as long as the process: the card data in use and its compiled cards, taken out of
the cyclic garbage collector's walks once (a speed measure with no effect on any result)."""

from __future__ import annotations

import gc

from mtgrules.cards.database import CardDatabase
from mtgrules.cards.definitions import CardDefinition

_SETTLED: list[tuple[CardDatabase, dict[str, CardDefinition]]] = []
"""The card data in use (database and definitions) already settled by
:func:`settle_long_lived`."""


def settle_long_lived(database: CardDatabase, definitions: dict[str, CardDefinition]) -> None:
    """Take what lives as long as the process (the card data in use and its compiled cards:
    hundreds of thousands of objects) out of the cyclic garbage collector's walks, once per
    card data in use: every full collection walked them all again, about a tenth of a random
    game's time. What is unreachable is collected first, so no garbage is kept; objects alive
    now are never walked again by the collector (``gc.freeze``)."""
    if any(d is database and s is definitions for d, s in _SETTLED):
        return
    _SETTLED[:] = [(database, definitions)]  # the latest only: an older one may be let go
    gc.collect()
    gc.freeze()
