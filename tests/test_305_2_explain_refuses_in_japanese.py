"""`mtgrules explain --lang ja` of a scenario whose action the rules refuse prints the refusal in
Japanese (present/data/refusals_ja.tsv) with the file, the line of the action and the same rule:
a second land in a turn (CR 305.2), an attack when no creature can attack (508.1a). In
English, and for a refusal no pattern words, the message is the English one."""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from mtgrules.cli import app
from mtgrules.scenario.run import RefusedAction, load_scenario
from web_server import client

runner = CliRunner()

TWO_LANDS = """\
players: [A, B]
hand: {A: [{card: Forest, id: forest}, {card: Forest, id: forest-2}]}
actions:
  - {play_land: forest}
  - {play_land: forest-2}
"""

TAPPED_ATTACKER = """\
players: [A, B]
battlefield:
  - {card: Grizzly Bears, id: bears, controller: A, tapped: true}
actions:
  - {attack: [bears], defender: B}
"""


THIRD_ABILITY_OF_A_MOUNTAIN = """\
players: [A, B]
battlefield:
  - {card: Mountain, id: mountain, controller: A}
actions:
  - {activate: mountain, ability: 3}
"""


def _scenario(tmp_path: Path, text: str) -> str:
    path = tmp_path / "refused.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def _error(path: str, *flags: str) -> str:
    result = runner.invoke(app, ["explain", path, *flags])
    assert result.exit_code == 2, result.output
    return " ".join(result.stderr.split())


def test_305_2_a_second_land_is_refused_in_japanese_at_its_line(tmp_path: Path) -> None:
    path = _scenario(tmp_path, TWO_LANDS)
    assert _error(path, "--lang", "ja") == (
        f"error: {path}:5: このターンすでに土地をプレイしている (CR 305.2)"
    )


def test_305_2_the_same_refusal_in_english(tmp_path: Path) -> None:
    path = _scenario(tmp_path, TWO_LANDS)
    assert _error(path) == f"error: {path}:5: a land was already played this turn (CR 305.2)"


def test_305_2_the_refusal_carries_the_game_it_was_refused_in(tmp_path: Path) -> None:
    with pytest.raises(RefusedAction) as caught:
        load_scenario(_scenario(tmp_path, TWO_LANDS))
    error = caught.value
    assert (error.line, error.refusal.message, error.refusal.rule) == (
        5, "a land was already played this turn", "305.2",
    )  # fmt: skip
    assert error.game.objects["forest"].zone.name == "BATTLEFIELD"
    assert error.game.objects["forest-2"].zone.name == "HAND"


def test_508_1a_no_creature_able_to_attack_is_refused_in_japanese(tmp_path: Path) -> None:
    path = _scenario(tmp_path, TAPPED_ATTACKER)
    assert _error(path, "--lang", "ja") == (
        f"error: {path}:5: 今攻撃できるクリーチャーはいない (CR 508.1a)"
    )
    assert _error(path) == f"error: {path}:5: no creature can attack now (CR 508.1a)"


def test_a_refusal_no_pattern_words_stays_in_english_whole(tmp_path: Path) -> None:
    path = _scenario(tmp_path, THIRD_ABILITY_OF_A_MOUNTAIN)
    assert (
        _error(path, "--lang", "ja")
        == _error(path)
        == (f"error: {path}:5: 'mountain' has 1 activated ability, not 3 (CR 602.1)")
    )


def test_305_2_the_workbench_answers_a_refused_scenario_action_in_both_languages() -> None:
    with client() as api:
        answer = api.post(
            "/api/explain", content=TWO_LANDS, headers={"content-type": "application/yaml"}
        )
    assert answer.status_code == 422
    assert answer.json() == {
        "detail": "<request>:5: a land was already played this turn (CR 305.2)",
        "detail_ja": "<request>:5: このターンすでに土地をプレイしている (CR 305.2)",
        "rule": "305.2",
        "line": 5,
    }


def test_305_2_check_says_the_refusal_in_japanese_too(tmp_path: Path) -> None:
    path = _scenario(tmp_path, TWO_LANDS)
    result = runner.invoke(app, ["check", path, "--lang", "ja"])
    assert result.exit_code == 1
    assert " ".join(result.stderr.split()) == (
        f"✗ {path}:5: このターンすでに土地をプレイしている (CR 305.2)"
    )
