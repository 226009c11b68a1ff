"""``simulate --plot``: a picture of a run's summary — each deck's win rate with its 95%
confidence interval, overall, on the play and on the draw, and how many turns the games took."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from mtgrules.sim.games import PLAYERS
from mtgrules.sim.simulate import Summary
from mtgrules.sim.stats import Interval, wilson


def _rates(summary: Summary, player: str) -> list[tuple[str, Interval]]:
    play_won, play_games = summary.on_the_play(player)
    draw_won, draw_games = summary.on_the_draw(player)
    return [
        ("overall", summary.win_interval(player)),
        ("on the play", wilson(play_won, play_games)),
        ("on the draw", wilson(draw_won, draw_games)),
    ]


def plot_summary(summary: Summary, labels: dict[str, str], path: Path, *, title: str = "") -> Path:
    """Draw ``summary`` into the PNG file ``path`` (written whole or not at all) and return it."""
    import matplotlib

    matplotlib.use("Agg")  # no screen: draw to a file
    import matplotlib.pyplot as plt

    figure, (rates, lengths) = plt.subplots(1, 2, figsize=(11, 4.2), layout="constrained")
    width = 0.38
    for offset, player in zip((-width / 2, width / 2), PLAYERS, strict=True):
        found = _rates(summary, player)
        xs = [i + offset for i in range(len(found))]
        heights = [100 * interval.rate for _, interval in found]
        below = [max(0.0, 100 * (interval.rate - interval.low)) for _, interval in found]
        above = [max(0.0, 100 * (interval.high - interval.rate)) for _, interval in found]
        rates.bar(xs, heights, width, yerr=[below, above], capsize=4, label=labels[player])
    rates.set_xticks(range(3), ["overall", "on the play", "on the draw"])
    rates.set_ylim(0, 100)
    rates.set_ylabel("win rate, % (with its 95% interval)")
    rates.axhline(50, color="grey", linewidth=0.8, linestyle=":")
    rates.legend(loc="upper right", fontsize="small")
    rates.set_title(f"{summary.games} games, {summary.draws} drawn")
    counts = Counter(summary.lengths)
    turns = sorted(counts)
    lengths.bar(turns, [counts[t] for t in turns], width=0.8, color="tab:green")
    lengths.set_xlabel("turns")
    lengths.set_ylabel("games")
    lengths.set_title(f"game length (mean {summary.mean_turns:.1f} turns)")
    if title:
        figure.suptitle(title)
    partial = path.with_name(path.name + ".partial")
    try:
        figure.savefig(partial, format="png", dpi=100)
        partial.replace(path)
    finally:
        plt.close(figure)
        partial.unlink(missing_ok=True)
    return path
