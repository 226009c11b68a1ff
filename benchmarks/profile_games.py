"""A profile of whole random games (``make profile``): a fixed set of games on the core example
decks (the decks of ``bench_game``), played by random agents under cProfile. The profile is
written to ``.cache/games.prof`` (read it with ``python -m pstats`` or snakeviz) and its top 25
functions by cumulative time are printed, then the top 25 by own time.

``python benchmarks/profile_games.py [GAMES] [OUT]`` (20 games, seeds 0-19, by default)."""

from __future__ import annotations

import cProfile
import pstats
import sys
from pathlib import Path

from bench_game import example_decks

from mtgrules.game.agents import RandomAgent, play_game
from mtgrules.game.state import Game

ROOT = Path(__file__).resolve().parent.parent
GAMES = 20
TOP = 25


def play(games: int, a: list[str], b: list[str]) -> int:
    """The fixed set of games, seeds 0 to ``games - 1``: how many actions they took."""
    actions = 0
    for seed in range(games):
        game = Game.from_decks([a, b], seed=seed)
        actions += play_game(game, [RandomAgent(seed), RandomAgent(seed + 10_000)]).actions
    return actions


def main(games: int = GAMES, out: Path = ROOT / ".cache" / "games.prof") -> None:
    a, b = example_decks()
    Game.from_decks([a, b], seed=0)  # load the card data outside the profile
    profile = cProfile.Profile()
    actions = profile.runcall(play, games, a, b)
    out.parent.mkdir(parents=True, exist_ok=True)
    profile.dump_stats(out)
    print(f"{games} random games, {actions:,} actions; profile written to {out}")
    stats = pstats.Stats(profile).strip_dirs()
    stats.sort_stats("cumulative").print_stats(TOP)
    stats.sort_stats("tottime").print_stats(TOP)


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else GAMES
    main(count, Path(sys.argv[2]) if len(sys.argv) > 2 else ROOT / ".cache" / "games.prof")
