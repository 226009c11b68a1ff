"""A simulation's speed in one process and in several (``simulate --workers``): the same games
on the example decks, serial and on two processes (and on a local Ray instance with
``MTGRULES_BENCH_RAY=1``), with the speed-up. The records must be equal but for their seconds."""

from __future__ import annotations

import os
import time

from bench_game import example_decks

from mtgrules.game.state import Game
from mtgrules.sim.simulate import simulate

GAMES = 40
SEED = 1


def _timed(**options: object) -> tuple[float, list[dict[str, object]]]:
    start = time.perf_counter()
    records = [r.as_dict() for r in simulate(list(example_decks()), GAMES, seed=SEED, **options)]  # type: ignore[arg-type]
    seconds = time.perf_counter() - start
    for record in records:
        record.pop("seconds")
    return seconds, records


def run() -> dict[str, float]:
    Game.from_decks(list(example_decks()), seed=0)  # load the card data outside the timing
    serial, expected = _timed()
    figures = {f"serial: games/s ({GAMES} games)": GAMES / serial}
    parallel, records = _timed(workers=2)
    assert records == expected, "two processes played other games than one"
    figures["2 workers: games/s"] = GAMES / parallel
    figures["2 workers: speed-up over serial (x)"] = serial / parallel
    if os.environ.get("MTGRULES_BENCH_RAY"):
        on_ray, records = _timed(use_ray=True)
        assert records == expected, "Ray played other games than one process"
        figures["local Ray: games/s (its start included)"] = GAMES / on_ray
    return figures
