"""``mtgrules explain`` shows what happened as well as the board: the game's log, in order, with
the rule of each entry, after the objects."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from mtgrules.cli import app

runner = CliRunner()
SCENARIOS = Path(__file__).resolve().parents[1] / "examples" / "scenarios"


def tail(output: str, count: int) -> list[str]:
    return [line.rstrip() for line in output.splitlines()][-count:]


def test_509_1_603_3_explain_logs_the_blocks_and_bond_rampage_s_trigger() -> None:
    result = runner.invoke(app, ["explain", str(SCENARIOS / "bond-rampage-bonded-blockers.yaml")])
    assert result.exit_code == 0, result.output
    assert tail(result.output, 13) == [
        "A: 20 life  B: 20 life",
        "what happened",
        " #  event    what                                                         rule",
        " 1  attack   tusker attacks B                                             508.1",
        " 2  action   attack: ['tusker']",
        " 3  block    sentinel blocks tusker                                       509.1",
        " 4  block    captain blocks tusker                                        509.1",
        " 5  block    bears blocks tusker                                          509.1",
        " 6  trigger  Rampaging Tusker: Bond Rampage 2                             603.3",
        " 7  action   block: {'sentinel': 'tusker', 'captain': 'tusker', 'bears':",
        "             'tusker'}",
        " 8  resolve  Rampaging Tusker: Bond Rampage 2 resolves                    608.2",
        " 9  action   pass: each player passes priority once",
    ]


def test_explain_says_when_nothing_happened_after_the_set_up() -> None:
    result = runner.invoke(app, ["explain", str(SCENARIOS / "blood-moon-urborg.yaml")])
    assert result.exit_code == 0, result.output
    assert tail(result.output, 2) == [
        "A: 20 life  B: 20 life",
        "what happened: nothing after the set-up",
    ]
