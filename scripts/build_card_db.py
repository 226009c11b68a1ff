"""Build the card database cache (git-ignored, under ``.cache/``) from the card data found.

The sources, in order (see ``mtgrules.cards.sources``): ``MTGRULES_CARD_DATA``, an imported
file, the shared data's ``cards/`` (``cards.jsonl`` with ``ja/cards_ja.tsv`` and the
hand-verified ``ja/part*.txt``). With none of them the engine uses its embedded default, the
hand-defined cards, and there is nothing to build. ``make db`` runs this; ``make demo`` and
``make test`` run it first. It also compiles the cards of the data in use from their Oracle
text (:mod:`mtgrules.cards.oracle`) into a cache beside it.

Usage: python scripts/build_card_db.py [CARD_DATA]   (a directory or a card file)
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from mtgrules.cards.build import build_cache, database_counts, load_database
from mtgrules.cards.oracle.cache import compiled_for_database


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("source", nargs="?", type=Path, help="build from this instead")
    arguments = parser.parse_args(argv)
    if arguments.source is not None:
        report = build_cache(arguments.source, "env")
        print(f"built {report.cache} from {arguments.source} in {report.seconds:.2f}s")
        print(", ".join(f"{key} {value:,}" for key, value in report.counts.items()))
        for rejected in report.rejected:
            print(f"rejected: {rejected}", file=sys.stderr)
        print(f"(use it with MTGRULES_CARD_DATA={arguments.source})")
        return 0
    start = time.perf_counter()
    database = load_database()
    seconds = time.perf_counter() - start
    print(f"cards: {database.origin.describe()} ({seconds:.2f}s)")
    if database.origin.cache:
        print(f"cache: {database.origin.cache}")
    counts = database_counts(database)
    print(", ".join(f"{key} {value:,}" for key, value in counts.items()))
    start = time.perf_counter()
    compiled = compiled_for_database(database)
    seconds = time.perf_counter() - start
    print(
        f"compiled from Oracle text: {len(compiled):,} cards proven by render-back ({seconds:.2f}s)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
