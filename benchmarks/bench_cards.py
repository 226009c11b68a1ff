"""How fast the bundled card database loads and answers name lookups.

Usage: python benchmarks/bench_cards.py
"""

from __future__ import annotations

import contextlib
import time
from importlib.resources import files

from mtgrules.cards.database import CardDatabase, read_translations
from mtgrules.cards.errors import UnknownCard

DATA = files("mtgrules.cards").joinpath("data")
MISSPELLED = 200


def load() -> CardDatabase:
    """A fresh database from the package data (not the shared one ``bundled()`` keeps)."""
    return CardDatabase.from_bundle(
        DATA.joinpath("cards.json.gz"), read_translations(DATA.joinpath("ja"))
    )


def per_second(count: int, seconds: float) -> float:
    return count / seconds if seconds > 0 else float("inf")


def run() -> dict[str, float]:
    """Time a cold load, the first lookup (which builds the name index) and lookup rates."""
    start = time.perf_counter()
    database = load()
    loaded = time.perf_counter()
    database.card("Lightning Bolt")
    indexed = time.perf_counter()

    english = [card.name for card in database]
    start_english = time.perf_counter()
    for name in english:
        database.card(name)
    english_seconds = time.perf_counter() - start_english

    japanese_names = [card.name_ja for card in database if card.name_ja]
    japanese = (japanese_names * (len(english) // len(japanese_names) + 1))[: len(english)]
    start_japanese = time.perf_counter()
    for name in japanese:
        database.card(name)
    japanese_seconds = time.perf_counter() - start_japanese

    step = len(english) // MISSPELLED
    misspelled = [name[:2] + name[3:] + "q" for name in english[::step][:MISSPELLED]]
    start_unknown = time.perf_counter()
    for name in misspelled:
        with contextlib.suppress(UnknownCard):
            database.card(name)
    unknown_seconds = time.perf_counter() - start_unknown

    return {
        "cards": float(len(database)),
        "cold_load_ms": (loaded - start) * 1000,
        "first_lookup_ms": (indexed - loaded) * 1000,
        "english_lookups_per_s": per_second(len(english), english_seconds),
        "japanese_lookups_per_s": per_second(len(japanese), japanese_seconds),
        "unknown_lookups_per_s": per_second(len(misspelled), unknown_seconds),
    }


def main() -> None:
    results = run()
    print(f"card database: {results['cards']:,.0f} cards")
    print(f"  cold load                     {results['cold_load_ms']:10.1f} ms")
    print(f"  first lookup (builds index)   {results['first_lookup_ms']:10.1f} ms")
    print(f"  English exact lookups         {results['english_lookups_per_s']:10,.0f} /s")
    print(f"  Japanese lookups              {results['japanese_lookups_per_s']:10,.0f} /s")
    print(f"  unknown names, with suggestions {results['unknown_lookups_per_s']:8,.0f} /s")


if __name__ == "__main__":
    main()
