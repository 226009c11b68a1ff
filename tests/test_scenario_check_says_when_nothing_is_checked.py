"""``mtgrules check`` on a scenario with no ``expect:`` section runs it but checked nothing, and
says so instead of a green tick; with ``--strict`` that fails (exit 1)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from mtgrules.cli import app

SCENARIO = """\
battlefield:
  - {card: Grizzly Bears, id: bears, controller: A}
"""


def _write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_no_expect_says_nothing_was_checked(tmp_path: Path) -> None:
    path = _write(tmp_path, SCENARIO)
    result = CliRunner().invoke(app, ["check", path])
    assert result.exit_code == 0
    assert "no 'expect:' section, so nothing was checked" in result.output
    assert "✓" not in result.output


def test_no_expect_fails_with_strict(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["check", "--strict", _write(tmp_path, SCENARIO)])
    assert result.exit_code == 1
    assert "nothing was checked" in result.output


def test_an_expectation_met_is_a_tick_even_with_strict(tmp_path: Path) -> None:
    path = _write(tmp_path, SCENARIO + "expect:\n  bears: {power: 2}\n")
    result = CliRunner().invoke(app, ["check", "--strict", path])
    assert result.exit_code == 0
    assert "✓" in result.output


def test_a_problem_with_markup_in_it_is_printed_as_written(tmp_path: Path) -> None:
    path = _write(tmp_path, SCENARIO + "expect:\n  '[/bold]': {power: 2}\n")
    result = CliRunner().invoke(app, ["check", path])
    assert result.exit_code == 1
    assert "no object '[/bold]'" in result.output
