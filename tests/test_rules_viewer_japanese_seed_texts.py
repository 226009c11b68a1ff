"""The rules viewer shows a rule's Japanese text beside the English one where the Japanese seed
texts have it (201, 205, and the older edition's 418, which is today's 611-613), says from
which edition's rule it comes, and says so where there is none."""

from __future__ import annotations

from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from card_data import SHARED, needs_shared_rules
from mtgrules.cli import app
from mtgrules.web.app import create_app
from mtgrules.web.rules import ComprehensiveRules
from mtgrules.web.rules_ja import correspondence, read_seed_texts

needs_seeds = pytest.mark.skipif(
    SHARED is None or not (SHARED / "seeds").is_dir(),
    reason="needs the Japanese seed texts of the shared data (../shared/seeds)",
)


def _seed(folder: Path, name: str, text: str) -> None:
    folder.mkdir(exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")


def test_seed_lines_stand_beside_the_current_rules(tmp_path: Path) -> None:
    """Lines starting with a rule number are read; an older edition's rule stands beside the
    current rule the correspondence table names; rules of that edition with no counterpart
    today, and other chapters' lines, are left out."""
    _seed(tmp_path, "201-x.ja.txt", "見出し\n- 201.2 名前の条文。\n- 202.1 別の章の行。\n")
    _seed(tmp_path, "418-x.ja.txt", "- 418.5a 種類別の条文。\n- 418.9 今はない条文。\n")
    rules = read_seed_texts(tmp_path)
    assert rules.rule("201.2") is not None and rules.rule("201.2").text == "名前の条文。"
    layers = rules.rule("613.1")
    assert layers is not None
    assert (layers.text, layers.seed_number, layers.source) == (
        "種類別の条文。",
        "418.5a",
        "418-x.ja.txt",
    )
    assert rules.rule("202.1") is None
    assert all(r.seed_number != "418.9" for r in rules.rules.values())
    assert rules.chapters == ("201", "613")
    assert "no Japanese text" in rules.missing("613.2")


def test_without_seed_texts_the_viewer_says_how_to_add_them(tmp_path: Path) -> None:
    rules = read_seed_texts(tmp_path / "none")
    assert rules.rule("201.2") is None
    assert "MTGRULES_RULES_JA_DATA" in rules.missing("201.2")


@needs_shared_rules
@needs_seeds
def test_every_paired_rule_exists_in_both_editions() -> None:
    current = ComprehensiveRules.bundled()
    assert SHARED is not None
    seeds = (SHARED / "seeds" / "418-continuous-effects.ja.txt").read_text("utf-8")
    for seed, today in correspondence().items():
        assert current.rule(today).number == today
        assert f"- {seed} " in seeds


@needs_shared_rules
@needs_seeds
def test_the_api_gives_the_japanese_text_beside_the_rule() -> None:
    client = TestClient(create_app())
    same = client.get("/api/rules/201.2").json()["ja"]
    assert same["seed_number"] == "201.2" and same["other_edition"] is False
    assert same["text"].startswith("カードの名前は")
    older = client.get("/api/rules/613.1").json()["ja"]
    assert older["seed_number"] == "418.5a" and older["other_edition"] is True
    none = client.get("/api/rules/613.2").json()
    assert none["ja"] is None
    assert "rule 613.2 has no Japanese text" in none["ja_missing"]


@needs_shared_rules
@needs_seeds
def test_rules_show_prints_both_texts() -> None:
    result = CliRunner().invoke(app, ["rules", "show", "613.8a"])
    assert result.exit_code == 0
    assert "613.8a An effect is said to “depend on” another" in result.output
    assert "older edition: rule 418.5c" in result.output


def test_rules_show_refuses_an_unknown_rule() -> None:
    result = CliRunner().invoke(app, ["rules", "show", "999.9"])
    assert result.exit_code == 2
