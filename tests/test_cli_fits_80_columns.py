"""Everything the command line prints fits an 80-column terminal: the explanations of every
example scenario in English and Japanese (Japanese characters take two columns), ask, the card
and type-line tables, coverage, a simulation's table, and every help page."""

from __future__ import annotations

from pathlib import Path

import pytest
from rich.cells import cell_len
from typer.testing import CliRunner

from mtgrules.cli import app

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = sorted((ROOT / "examples" / "scenarios").glob("*.yaml"))
DECKS = ROOT / "examples" / "decks"
COMMANDS = ["typeline", "card", "explain", "ask", "check", "coverage", "serve", "simulate"]

RUNS = [
    *(["explain", str(path)] for path in SCENARIOS),
    *(["explain", str(path), "--lang", "ja"] for path in SCENARIOS),
    ["ask", "Blood Moon", "Urborg, Tomb of Yawgmoth"],
    ["ask", "Humility", "Opalescence", "--lang", "ja"],
    ["typeline", "伝説のアーティファクト・クリーチャー ─ ゴブリン・ウィザード"],
    ["card", "《ヨーグモスの墳墓、アーボーグ》"],
    ["card", "Tok-Tok, Volcano Born"],
    ["card", "Grizzly Bears", "--why"],
    ["ask", "Conspiracy", "Grizzly Bears", "--choose", "Conspiracy=Elf", "--lang", "ja"],
    ["coverage", "--overrides"],
    ["db", "info"],
    ["db", "--help"],
    ["rules", "--help"],
    ["coverage"],
    [
        "simulate",
        str(DECKS / "red-green-aggro.txt"),
        str(DECKS / "white-blue-fliers.txt"),
        "-n",
        "2",
    ],
    ["--help"],
    *([command, "--help"] for command in COMMANDS),
]


@pytest.mark.parametrize("args", RUNS, ids=lambda args: " ".join(Path(a).name for a in args))
def test_the_output_fits_80_columns(args: list[str]) -> None:
    result = CliRunner().invoke(app, args, terminal_width=80)
    assert result.exit_code == 0, result.output
    wide = [line for line in result.output.splitlines() if cell_len(line) > 80]
    assert wide == []
