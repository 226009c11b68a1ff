"""How fast the Oracle compiler compiles the whole card database: the CPU seconds of one core
(compiled in one process), the CPU seconds and wall clock of the usual compile (in a worker
process per core, their CPU summed), how fast the compiled cache loads, and the coverage figures
it reaches: faces parsed / supported / partial / unparsed, decks of ``../shared/decks`` whose
every main-deck card is supported (Pauper apart), and the commonest unsupported sentences.
The machine's load average is printed with the figures: wall-clock times depend on it, CPU
times much less.

Usage: python benchmarks/bench_oracle.py   (needs ../shared beside the checkout)
"""

from __future__ import annotations

import os
import resource
import tempfile
import time
from pathlib import Path

from mtgrules.cards.oracle import compiled_definitions
from mtgrules.cards.oracle.cache import compile_definitions
from mtgrules.cards.oracle.compiler import compile_line
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
    load = os.getloadavg()[0]
    one_cpu = time.process_time()
    compile_definitions(records, workers=1)
    one_cpu = time.process_time() - one_cpu
    compile_line.cache_clear()  # the workers start from nothing remembered, as they do at first
    with tempfile.TemporaryDirectory() as folder:
        start, start_cpu = time.perf_counter(), _cpu()
        definitions = compiled_definitions(path=path, cache=Path(folder))
        compiled, compiled_cpu = time.perf_counter(), _cpu()
        compiled_definitions(path=path, cache=Path(folder))
        loaded = time.perf_counter()
    result = report(records, decks)
    print(format_report(result))
    faces = result.faces
    full = [d for d in result.decks if d.fully_supported]
    pauper = [d for d in result.decks if d.is_pauper]
    slots = sum(d.slots for d in result.decks)
    return {
        "load average (1 min) at the start": load,
        "whole database compile, one process, CPU (s)": one_cpu,
        "whole database compile, all workers, CPU (s)": compiled_cpu - start_cpu,
        "whole database compile, all workers, wall (s)": compiled - start,
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


def _cpu() -> float:
    """CPU seconds of this process and of its finished worker processes."""
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


if __name__ == "__main__":
    for name, value in run().items():
        print(f"  {name:<48} {value:>14,.2f}")
