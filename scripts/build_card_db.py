"""Rebuild the bundled card database ``src/mtgrules/cards/data/cards.json.gz`` from cards.jsonl.

The input is the shared offline card list (``SHARED_DIR/cards/cards.jsonl``, one card per line,
described in ``SHARED_DIR/cards/SOURCES.md``). The output is deterministic: the same input always
gives the same bytes (cards sorted, compact JSON, gzip without a timestamp), so the bundle can be
committed and checked. Japanese data is not part of the bundle; it is read from
``src/mtgrules/cards/data/ja`` when the database loads.

Usage: python scripts/build_card_db.py [SHARED_DIR] [--output PATH]   (default: ../shared)
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from mtgrules.cards.database import CardDatabase, encode_bundle

ROOT = Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "src" / "mtgrules" / "cards" / "data" / "cards.json.gz"
COLOR_ORDER = "WUBRG"
FACE_LIST_KEYS = ("supertypes", "types", "subtypes", "colors")


def read_records(path: Path) -> list[dict[str, Any]]:
    """The card records of a cards.jsonl file, checked so the bundle never holds a broken card."""
    records = []
    with path.open(encoding="utf-8") as lines:
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            record = json.loads(line)
            problem = record_problem(record)
            if problem:
                raise SystemExit(f"{path}:{number}: {problem}")
            records.append(record)
    names = Counter(record["name"] for record in records)
    duplicates = sorted(name for name, count in names.items() if count > 1)
    if duplicates:
        raise SystemExit(f"{path}: duplicate card names: {', '.join(duplicates)}")
    melded = {record["meld_result"] for record in records if record.get("meld_result")}
    missing = sorted(melded - names.keys())
    if missing:
        raise SystemExit(f"{path}: meld results with no card: {', '.join(missing)}")
    return records


def record_problem(record: dict[str, Any]) -> str | None:
    """What is wrong with one card record, or None."""
    if not isinstance(record.get("name"), str) or not record["name"]:
        return "card without a name"
    if not isinstance(record.get("layout"), str):
        return f"{record['name']!r}: no layout"
    faces = record.get("faces")
    if not isinstance(faces, list) or not faces:
        return f"{record['name']!r}: no faces"
    for face in faces:
        if not isinstance(face.get("name"), str) or not face["name"]:
            return f"{record['name']!r}: face without a name"
        for key in FACE_LIST_KEYS:
            value = face.get(key)
            if not isinstance(value, list) or not all(isinstance(word, str) for word in value):
                return f"{face['name']!r}: {key} is not a list of words"
        colors = "".join(face["colors"])
        if colors != "".join(color for color in COLOR_ORDER if color in colors):
            return f"{face['name']!r}: colors {face['colors']} not in WUBRG order"
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("shared", nargs="?", type=Path, default=ROOT.parent / "shared")
    parser.add_argument("--output", type=Path, default=OUTPUT)
    arguments = parser.parse_args(argv)

    source = arguments.shared / "cards" / "cards.jsonl"
    records = read_records(source)
    bundle = encode_bundle(records)
    arguments.output.parent.mkdir(parents=True, exist_ok=True)
    arguments.output.write_bytes(bundle)

    faces = sum(len(record["faces"]) for record in records)
    layouts = Counter(record["layout"] for record in records)
    check = CardDatabase.from_bundle(arguments.output)
    if len(check) != len(records):
        raise SystemExit(f"{arguments.output}: reads back {len(check)} cards, not {len(records)}")
    print(f"read {source}")
    print(f"wrote {arguments.output} ({len(bundle):,} bytes)")
    print(f"{len(records):,} cards, {faces:,} faces")
    print(", ".join(f"{layout} {count:,}" for layout, count in layouts.most_common()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
