"""The command line's own words: ``mtgrules --version``, and help that reads as sentences with
an example for every command."""

from __future__ import annotations

import re
from importlib.metadata import version

import pytest
from typer.testing import CliRunner

import mtgrules
from mtgrules.cli import app

runner = CliRunner()
COMMANDS = [
    "typeline",
    "card",
    "explain",
    "ask",
    "check",
    "coverage",
    "serve",
    "simulate",
    "db",
    "rules",
]


def test_version_prints_the_installed_version() -> None:
    result = runner.invoke(app, ["--version"])
    assert (result.exit_code, result.output) == (0, f"mtgrules {version('mtgrules')}\n")
    assert version("mtgrules") == mtgrules.__version__


def paragraphs(output: str) -> list[str]:
    """The help's paragraphs before its panels, each joined into one line."""
    found: list[list[str]] = [[]]
    for line in output.splitlines():
        if line.startswith("╭"):
            break
        if line.strip():
            found[-1].append(line.strip())
        elif found[-1]:
            found.append([])
    return [" ".join(p) for p in found if p]


def test_the_command_list_gives_one_sentence_per_command() -> None:
    result = runner.invoke(app, ["--help"])
    assert result.exit_code == 0
    panel = result.output[result.output.index("╭─ Commands") :]
    assert re.findall(r"^│ (\w+) ", panel, re.M) == COMMANDS
    assert paragraphs(result.output)[1:] == [
        "mtgrules: a Magic: The Gathering rules engine that explains its answers.",
        'Ask about a few cards with mtgrules ask "Blood Moon" "Urborg, Tomb of Yawgmoth", explain '
        "a whole board with mtgrules explain board.yaml, or open the workbench with mtgrules "
        "serve. Each command's --help has an example. A pack file read with --pack is known by "
        "its name to the command that follows, the workbench included: mtgrules --pack "
        "fortress.yaml serve.",
    ]


@pytest.mark.parametrize("command", COMMANDS)
def test_each_command_s_help_is_sentences_with_an_example(command: str) -> None:
    result = runner.invoke(app, [command, "--help"], prog_name="mtgrules")
    assert result.exit_code == 0
    usage, summary, *rest = paragraphs(result.output)
    assert usage.startswith(f"Usage: mtgrules {command} ")
    assert re.fullmatch(r"[A-Z].*[^ ]\.", summary) and "\n" not in summary, summary
    *prose, example = rest
    assert example.startswith(f"Example: mtgrules {command} "), example
    for sentence in prose:
        assert re.fullmatch(r"[A-Z`(].*\.", sentence), sentence
