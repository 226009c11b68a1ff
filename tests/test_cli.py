"""The command line: ``mtgrules card`` and ``mtgrules typeline``."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from mtgrules.cli import app

runner = CliRunner()


def test_card_in_japanese_prints_both_languages() -> None:
    result = runner.invoke(app, ["card", "《血染めの月》"])
    assert result.exit_code == 0
    assert "Blood Moon" in result.output
    assert "血染めの月" in result.output
    assert "Nonbasic lands are Mountains." in result.output


def test_card_json_has_every_face() -> None:
    result = runner.invoke(app, ["card", "Fire // Ice", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert [f["name"] for f in data["faces"]] == ["Fire", "Ice"]
    assert [f["name_ja"] for f in data["faces"]] == ["火", "氷"]
    assert data["faces"][0]["mana_cost"] == "{1}{R}"
    assert data["faces"][1]["type_line_ja"] == "インスタント"


def test_unknown_card_is_an_error_with_suggestions() -> None:
    result = runner.invoke(app, ["card", "Lightnig Bolt"])
    assert result.exit_code == 2
    assert "unknown card name 'Lightnig Bolt'; did you mean: Lightning Bolt" in result.output


def test_typeline_prints_both_languages_as_json() -> None:
    result = runner.invoke(app, ["typeline", "Land Creature — Forest Dryad", "--json"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    assert data["japanese"] == "土地・クリーチャー ─ 森・ドライアド"
    assert data["subtypes"] == [
        {"name": "Forest", "kind": "land"},
        {"name": "Dryad", "kind": "creature"},
    ]


def test_typeline_error_says_what_and_where() -> None:
    result = runner.invoke(app, ["typeline", "Creature — Goblin Foo"])
    assert result.exit_code == 2
    assert "unknown subtype 'Foo' at column 19" in result.output


def test_card_with_a_variant_finds_its_cards_in_both_languages() -> None:
    result = runner.invoke(app, ["card", "《肩乗りゴブリン》", "--variant", "bond", "--json"])
    assert result.exit_code == 0, result.output
    face = json.loads(result.output)["faces"][0]
    assert (face["name"], face["type_line"], face["text_ja"]) == (
        "Shoulder Goblin", "Creature — Goblin", "背撃\n背撃",
    )  # fmt: skip
    assert runner.invoke(app, ["card", "Shoulder Goblin"]).exit_code == 2  # not without it


def test_typeline_with_a_variant_knows_its_supertype() -> None:
    result = runner.invoke(
        app, ["typeline", "結束のクリーチャー ─ 人間", "--variant", "bond", "--json"]
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["english"] == "Bonded Creature — Human"
    plain = runner.invoke(app, ["typeline", "Bonded Creature — Human"])
    assert plain.exit_code == 2
    unknown = runner.invoke(app, ["typeline", "Creature", "--variant", "nonsense"])
    assert unknown.exit_code == 2 and "unknown variant 'nonsense'" in unknown.output
