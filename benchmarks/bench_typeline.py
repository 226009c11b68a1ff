"""Type-line reading speed (CR 205): every English type line of the card database, and the printed
Japanese ones."""

from __future__ import annotations

import contextlib
import time

from mtgrules.cards.build import bundled_database
from mtgrules.vocab.typeline import TypeLine, TypeLineError


def run() -> dict[str, float]:
    db = bundled_database()
    lines = [face.type_line for card in db for face in card.faces]
    japanese = [face.type_line_ja for card in db for face in card.faces if face.type_line_ja]
    start = time.perf_counter()
    for text in lines:
        with contextlib.suppress(TypeLineError):
            TypeLine.parse_english(text)
    english_s = time.perf_counter() - start
    repeat = max(1, 2000 // max(1, len(japanese)))
    start = time.perf_counter()
    for _ in range(repeat):
        for text in japanese:
            with contextlib.suppress(TypeLineError):  # printed text of all ages: some don't read
                TypeLine.parse_japanese(text)
    japanese_s = time.perf_counter() - start
    return {
        "english_type_lines": float(len(lines)),
        "english_parses_per_s": len(lines) / english_s,
        "japanese_type_lines": float(len(japanese)),
        "japanese_parses_per_s": repeat * len(japanese) / japanese_s if japanese_s else 0.0,
    }


if __name__ == "__main__":
    for name, value in run().items():
        print(f"{name:<32} {value:>14,.2f}")
