"""Simulations past one process: ``simulate --workers N`` and ``--ray`` give the same records, in
the same order, as one process (only a record's ``seconds`` differ); the summary's win rates
carry Wilson 95% intervals, and ``--plot`` draws them with the game lengths."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from mtgrules.cli import app
from mtgrules.sim.simulate import Summary, simulate
from mtgrules.sim.stats import wilson

RED = ["Mountain"] * 16 + ["Grizzly Bears"] * 16 + ["Lightning Bolt"] * 8
GREEN = ["Forest"] * 16 + ["Grizzly Bears"] * 16 + ["Giant Growth"] * 8
RUNNER = CliRunner()


def _records(**options: object) -> list[dict[str, object]]:
    records = [r.as_dict() for r in simulate([RED, GREEN], 6, seed=11, **options)]  # type: ignore[arg-type]
    for record in records:
        assert isinstance(record.pop("seconds"), float)
    return records


def test_wilson_interval_of_1000_games_at_52_3_percent_is_3_1_points_either_side() -> None:
    interval = wilson(523, 1000)
    assert interval.rate == 0.523
    assert round(interval.low, 4) == 0.4920
    assert round(interval.high, 4) == 0.5538
    assert round(100 * interval.margin, 1) == 3.1


def test_wilson_interval_stays_in_0_1_at_the_ends_and_is_everything_with_no_games() -> None:
    none_won = wilson(0, 10)
    assert (none_won.rate, none_won.low, round(none_won.high, 4)) == (0.0, 0.0, 0.2775)
    all_won = wilson(10, 10)
    assert (round(all_won.low, 4), all_won.high) == (0.7225, 1.0)
    assert wilson(0, 0).as_dict() == {"rate": 0.0, "low": 0.0, "high": 1.0}
    with pytest.raises(ValueError, match="11 successes in 10 trials"):
        wilson(11, 10)


def test_two_processes_play_the_same_games_in_the_same_order_as_one() -> None:
    serial = _records()
    assert [r["game"] for r in serial] == list(range(6))
    assert _records(workers=2) == serial


def test_a_local_ray_instance_plays_the_same_games_in_the_same_order_as_one() -> None:
    pytest.importorskip(
        "ray", reason="Ray is installed by the dev extra; without it --ray is refused"
    )
    assert _records(use_ray=True) == _records()


def test_workers_below_one_are_refused() -> None:
    with pytest.raises(ValueError, match="workers must be at least 1"):
        list(simulate([RED, GREEN], 1, workers=0))


def test_summary_gives_each_players_win_rate_with_its_interval() -> None:
    summary = Summary()
    for record in simulate([RED, GREEN], 4, seed=2):
        summary.add(record)
    players = summary.as_dict()["players"]
    for player in ("A", "B"):
        interval = wilson(summary.wins[player], 4)
        assert players[player]["win_rate_95"] == [round(interval.low, 4), round(interval.high, 4)]
    assert summary.lengths == [r["turns"] for r in _records_of(2, 4)]


def _records_of(seed: int, games: int) -> list[dict[str, object]]:
    return [r.as_dict() for r in simulate([RED, GREEN], games, seed=seed)]


def _decks(tmp_path: Path) -> list[str]:
    red, green = tmp_path / "red.txt", tmp_path / "green.txt"
    red.write_text("16 Mountain\n16 Grizzly Bears\n8 Lightning Bolt\n", encoding="utf-8")
    green.write_text("16 Forest\n16 Grizzly Bears\n8 Giant Growth\n", encoding="utf-8")
    return [str(red), str(green)]


def test_simulate_with_two_workers_writes_the_lines_one_process_writes(tmp_path: Path) -> None:
    decks = _decks(tmp_path)
    lines = {}
    for workers in ("1", "2"):
        out = tmp_path / f"out-{workers}.jsonl"
        result = RUNNER.invoke(
            app,
            ["simulate", *decks, "-n", "5", "--seed", "4", "--workers", workers, "--out", str(out)],
        )
        assert result.exit_code == 0, result.output
        lines[workers] = [json.loads(line) for line in out.read_text(encoding="utf-8").splitlines()]
        for line in lines[workers]:
            line.pop("seconds")
    assert lines["1"] == lines["2"]
    assert len(lines["1"]) == 5


def test_simulate_prints_the_95_percent_interval_and_draws_the_plot(tmp_path: Path) -> None:
    decks = _decks(tmp_path)
    plot = tmp_path / "summary.png"
    result = RUNNER.invoke(app, ["simulate", *decks, "-n", "3", "--seed", "1", "--plot", str(plot)])
    assert result.exit_code == 0, result.output
    assert "win % with its 95% interval (Wilson): A 0.0 (0.0–56.1, ±56.1), B 100.0" in result.output
    assert f"plot: {plot}" in result.output
    assert plot.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    assert not list(tmp_path.glob("*.partial"))


def test_simulate_refuses_a_plot_path_it_cant_write_before_playing(tmp_path: Path) -> None:
    decks = _decks(tmp_path)
    for bad in (tmp_path, tmp_path / "no-such-folder" / "p.png"):
        result = RUNNER.invoke(app, ["simulate", *decks, "-n", "1", "--plot", str(bad)])
        assert result.exit_code == 2
        assert f"--plot {bad}: give a PNG file name in a folder that exists" in result.output
