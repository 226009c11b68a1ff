"""``mtgrules card NAME --why`` says which definition plays a card and what the Oracle compiler
read of each line of its text; ``mtgrules coverage --overrides`` lists the hand-written
definitions with the compiler's status for the same cards."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from card_data import needs_full_database
from mtgrules.cards.definitions import bundled_definitions
from mtgrules.cli import app

runner = CliRunner()


def test_a_hand_defined_card_says_its_file_and_the_compiler_s_reading() -> None:
    result = runner.invoke(app, ["card", "Lightning Bolt", "--why"])
    assert result.exit_code == 0, result.output
    lines = [line.rstrip() for line in result.output.splitlines()]
    at = lines.index("Lightning Bolt: played by its hand-written definition")
    assert lines[at + 1] == "(cards/definitions/lightning-bolt.yaml)"  # wrapped at 80 columns
    assert lines[-2:] == [
        "Lightning Bolt: supported",
        "    [ok] {this} deals 3 damage to any target.",
    ]


def test_the_why_is_in_the_json_too() -> None:
    result = runner.invoke(app, ["card", "Lightning Bolt", "--why", "--json"])
    assert result.exit_code == 0, result.output
    why = json.loads(result.output)["why"]
    assert (
        why["compiler"]
        == "Lightning Bolt: supported\n    [ok] {this} deals 3 damage to any target."
    )


@needs_full_database
def test_a_card_without_a_definition_says_which_line_the_engine_can_t_play() -> None:
    result = runner.invoke(app, ["card", "Shahrazad", "--why"])  # a subgame (CR 717)
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-6:] == [
        "Shahrazad: no definition plays it",
        "Shahrazad: unsupported",
        "    [no] Players play a Magic subgame, using their libraries as their decks.",
        "         Each player who doesn't win the subgame loses half their life, rounded",
        "         up.",
        "         not parsed: unknown word 'Magic' at column 15",
    ]  # wrapped at 80 columns, under the text


@needs_full_database
def test_a_compiled_card_is_played_by_its_compiled_definition() -> None:
    result = runner.invoke(app, ["card", "Lava Spike", "--why"])
    assert result.exit_code == 0, result.output
    assert "Lava Spike: played by its definition compiled from its Oracle text" in result.output


def test_every_override_is_listed_with_the_compiler_s_status() -> None:
    result = runner.invoke(app, ["coverage", "--overrides", "--json"])
    assert result.exit_code == 0, result.output
    rows = {row["card"]: row for row in json.loads(result.output)["overrides"]}
    assert set(rows) == set(bundled_definitions())
    assert rows["Lightning Bolt"] == {
        "card": "Lightning Bolt",
        "path": "cards/definitions/lightning-bolt.yaml",
        "compiler": "supported",
    }
