"""The search agent (ISMCTS, ``mtgrules.sim.search``) against the random agent on the example
decks: its win rate with the Wilson 95% interval, and the time per game. 200 games by default
(``MTGRULES_BENCH_SEARCH_GAMES``), played in two processes (``simulate --workers 2``;
``MTGRULES_BENCH_SEARCH_WORKERS`` for another number: the games are the same); the
search agent is player A, and who starts is drawn per game (CR 103.1)."""

from __future__ import annotations

import os
import time

from bench_game import example_decks

from mtgrules.sim.simulate import Summary, simulate

GAMES = int(os.environ.get("MTGRULES_BENCH_SEARCH_GAMES", "200"))
WORKERS = int(os.environ.get("MTGRULES_BENCH_SEARCH_WORKERS", "2"))


def run() -> dict[str, float]:
    summary = Summary()
    start = time.perf_counter()
    for record in simulate(
        list(example_decks()), GAMES, seed=1, agents=("search", "random"), workers=WORKERS
    ):
        summary.add(record)
    seconds = time.perf_counter() - start
    interval = summary.win_interval("A")
    return {
        "search vs random: games": float(summary.games),
        "search vs random: search's win % (target >= 80)": 100 * interval.rate,
        "search vs random: 95% interval low %": 100 * interval.low,
        "search vs random: 95% interval high %": 100 * interval.high,
        "search vs random: draws": float(summary.draws),
        f"search vs random: seconds per game ({WORKERS} processes)": seconds
        / max(summary.games, 1),
    }
