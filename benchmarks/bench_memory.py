"""Memory over many games: the process's resident set size (RSS, MiB) after 100 random games on
the core example decks and after more of them (500 by default, so that ``make bench`` stays
short; ``MTGRULES_BENCH_MEMORY_GAMES=10000`` for the long run), and the growth between the two.
The engine's memos are bounded, so the growth should stay within 20 MiB however many games are
played. ``python benchmarks/bench_memory.py [GAMES]``."""

from __future__ import annotations

import gc
import os
import resource
import sys
from pathlib import Path

from bench_game import example_decks

from mtgrules.game.agents import RandomAgent, play_game
from mtgrules.game.state import Game

FIRST = 100
GAMES = int(os.environ.get("MTGRULES_BENCH_MEMORY_GAMES", "500"))


def rss_mib() -> float:
    """The resident set size now (Linux ``/proc``), else the peak one (``getrusage``)."""
    status = Path("/proc/self/status")
    if status.exists():
        for line in status.read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def play(first: int, last: int, a: list[str], b: list[str]) -> None:
    """Random games with seeds ``first`` to ``last - 1``, each dropped when over."""
    for seed in range(first, last):
        game = Game.from_decks([a, b], seed=seed)
        play_game(game, [RandomAgent(seed), RandomAgent(seed + 10_000)])


def run(games: int = GAMES) -> dict[str, float]:
    a, b = example_decks()
    play(0, FIRST, a, b)
    gc.collect()
    after_first = rss_mib()
    play(FIRST, max(games, FIRST), a, b)
    gc.collect()
    after_all = rss_mib()
    return {
        f"rss_mib_after_{FIRST}_games": after_first,
        f"rss_mib_after_{max(games, FIRST)}_games": after_all,
        "rss_growth_mib": after_all - after_first,
    }


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else GAMES
    for name, value in run(count).items():
        print(f"{name:<40} {value:>12,.2f}")
