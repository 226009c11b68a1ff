"""How fast the Oracle compiler compiles the whole card database (one core), how fast the
compiled cache loads, and the coverage figures it reaches: faces parsed / supported /
partial / unparsed, decks of ``../shared/decks`` whose every main-deck card is supported (Pauper
apart), and the commonest unsupported sentences.

Usage: python benchmarks/bench_oracle.py   (needs ../shared beside the checkout)
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from mtgrules.cards.oracle import compiled_definitions
from mtgrules.cards.oracle.coverage import format_report, report
from mtgrules.cards.oracle.source import read_records, shared_cards_path


def run() -> dict[str, float]:
    """Compile time (no cache), cached-load time and the coverage figures."""
    path = shared_cards_path(Path(__file__).resolve())
    if path is None:
        print("  (no ../shared/cards/cards.jsonl: nothing to measure)")
        return {}
    records = list(read_records(path))
    decks = sorted((path.parent.parent / "decks").glob("*.txt"))
    with tempfile.TemporaryDirectory() as folder:
        start, start_cpu = time.perf_counter(), time.process_time()
        definitions = compiled_definitions(path=path, cache=Path(folder))
        compiled, compiled_cpu = time.perf_counter(), time.process_time()
        compiled_definitions(path=path, cache=Path(folder))
        loaded = time.perf_counter()
    result = report(records, decks)
    print(format_report(result))
    faces = result.faces
    full = [d for d in result.decks if d.fully_supported]
    pauper = [d for d in result.decks if d.is_pauper]
    slots = sum(d.slots for d in result.decks)
    return {
        "whole database compile, one core, CPU (s)": compiled_cpu - start_cpu,
        "whole database compile, wall clock (s)": compiled - start,
        "cached load, wall clock (s)": loaded - compiled,
        "cards with a compiled definition": float(len(definitions)),
        "faces with rules text": float(faces.faces),
        "faces parsed (%)": faces.percent(faces.parsed),
        "faces supported (%)": faces.percent(faces.supported),
        "faces partial (%)": faces.percent(faces.partial),
        "faces unparsed (%)": faces.percent(faces.unparsed),
        "decks fully supported": float(len(full)),
        "Pauper decks fully supported": float(sum(d.fully_supported for d in pauper)),
        "main-deck slots supported (%)": 100.0
        * sum(d.supported_slots for d in result.decks)
        / max(slots, 1),
    }


if __name__ == "__main__":
    for name, value in run().items():
        print(f"  {name:<48} {value:>14,.2f}")
