"""How fast the card database builds into its cache, loads from it, and answers name lookups.

The source is the card data in use (``MTGRULES_CARD_DATA``, an import, or ``../shared/cards``);
the build writes to a temporary cache, so the real one is left alone. Without card data the
embedded default (the hand-defined cards) is timed instead.

Usage: python benchmarks/bench_cards.py
"""

from __future__ import annotations

import contextlib
import tempfile
import time
from pathlib import Path

from mtgrules.cards.build import build_cache, card_source, embedded_database, read_cache
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.errors import UnknownCard

MISSPELLED = 200


def per_second(count: int, seconds: float) -> float:
    return count / seconds if seconds > 0 else float("inf")


def build_and_load() -> tuple[CardDatabase, float, float]:
    """A fresh database: the seconds to build its cache from the source, and to load it."""
    found = card_source()
    if found is None or found[0] == "imported":
        start = time.perf_counter()
        database = embedded_database() if found is None else read_cache(found[1])
        assert database is not None
        return database, 0.0, time.perf_counter() - start
    with tempfile.TemporaryDirectory() as folder:
        cache = Path(folder) / "cards.marshal"
        start = time.perf_counter()
        build_cache(found[1], found[0], cache)
        built = time.perf_counter()
        database = read_cache(cache)
        loaded = time.perf_counter()
    assert database is not None
    return database, built - start, loaded - built


def run() -> dict[str, float]:
    """Time a build, a cached load, the first lookup and lookup rates."""
    database, build_seconds, load_seconds = build_and_load()
    start = time.perf_counter()
    database.card("Lightning Bolt")
    first = time.perf_counter() - start

    english = [card.name for card in database]
    start_english = time.perf_counter()
    for name in english:
        database.card(name)
    english_seconds = time.perf_counter() - start_english

    japanese_names = [
        card.name_ja for card in database if card.name_ja and not database.ambiguous(card.name_ja)
    ]
    japanese = (japanese_names * (len(english) // max(1, len(japanese_names)) + 1))[: len(english)]
    start_japanese = time.perf_counter()
    for name in japanese:
        database.card(name)
    japanese_seconds = time.perf_counter() - start_japanese

    step = max(1, len(english) // MISSPELLED)
    misspelled = [name[:2] + name[3:] + "q" for name in english[::step][:MISSPELLED]]
    start_unknown = time.perf_counter()
    for name in misspelled:
        with contextlib.suppress(UnknownCard):
            database.card(name)
    unknown_seconds = time.perf_counter() - start_unknown

    return {
        "cards": float(len(database)),
        "build_cache_ms": build_seconds * 1000,
        "cached_load_ms": load_seconds * 1000,
        "first_lookup_ms": first * 1000,
        "english_lookups_per_s": per_second(len(english), english_seconds),
        "japanese_lookups_per_s": per_second(len(japanese), japanese_seconds),
        "unknown_lookups_per_s": per_second(len(misspelled), unknown_seconds),
    }


def main() -> None:
    results = run()
    print(f"card database: {results['cards']:,.0f} cards")
    print(f"  build the cache               {results['build_cache_ms']:10.1f} ms")
    print(f"  load from the cache           {results['cached_load_ms']:10.1f} ms")
    print(f"  first lookup                  {results['first_lookup_ms']:10.1f} ms")
    print(f"  English exact lookups         {results['english_lookups_per_s']:10,.0f} /s")
    print(f"  Japanese lookups              {results['japanese_lookups_per_s']:10,.0f} /s")
    print(f"  unknown names, with suggestions {results['unknown_lookups_per_s']:8,.0f} /s")


if __name__ == "__main__":
    main()
