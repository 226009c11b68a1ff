"""The game's log and the labels of actions in Japanese, from data tables (one per kind of words:
present/data/actions.tsv, action_parts.tsv, log_events.tsv, log_ja.tsv): Lightning Bolt answered
by Giant Growth (CR 117.3d, 608.1), Bond Rampage's trigger (603.3), a state-based action (704.5g)
and the actions a player is offered (601.2, 305.1, 116.2k). A sentence no table words stays in
English, never half translated; no Python module of the front ends writes a Japanese word."""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

from typer.testing import CliRunner

from mtgrules.cli import app
from mtgrules.game.actions import CastSpell, PassPriority, PlayLand, SpecialAction
from mtgrules.game.state import Event
from mtgrules.present.japanese import action_labels, part
from mtgrules.present.log import entry_ja, event_kinds, sentence
from mtgrules.present.views import action_label
from mtgrules.scenario.run import load_scenario_text

runner = CliRunner()
SRC = Path(__file__).resolve().parents[1] / "src" / "mtgrules"
BOLT = "examples/scenarios/lightning-bolt-answered-by-giant-growth.yaml"
RAMPAGE = "examples/scenarios/bond-rampage-bonded-blockers.yaml"

BOARD = """\
players: [A, B]
battlefield:
  - {card: Mountain, id: mountain, controller: A}
  - {card: Grizzly Bears, id: bears, controller: B}
hand: {A: [{card: Lightning Bolt, id: bolt}, {card: Mountain, id: mountain-2}]}
"""


def _explain(path: str, *flags: str) -> str:
    result = runner.invoke(app, ["explain", path, *flags])
    assert result.exit_code == 0, result.output
    return result.output


def test_117_3d_explain_s_log_reads_in_japanese() -> None:
    printed = [line.rstrip() for line in _explain(BOLT, "--lang", "ja").splitlines()]
    start = printed.index("起きたこと")
    assert printed[start + 1 :] == [
        " #  出来事          内容                                         ルール",
        " 1  唱える          Aは灰色熊を対象として稲妻を唱えた            601.2",
        " 2  シナリオの行動  cast: bolt",
        " 3  唱える          Bは灰色熊を対象として巨大化を唱えた          601.2",
        " 4  シナリオの行動  cast: growth",
        " 5  解決            巨大化が解決した                             608.2",
        " 6  シナリオの行動  pass：各プレイヤーが優先権を1回ずつパスする",
        " 7  ダメージ        稲妻が灰色熊に3点のダメージを与えた          120.3",
        " 8  解決            稲妻が解決した                               608.2",
        " 9  シナリオの行動  pass：各プレイヤーが優先権を1回ずつパスする",
    ]


def test_117_3d_the_json_log_has_each_entry_in_both_languages() -> None:
    log = json.loads(_explain(BOLT, "--json"))["log"]
    assert log[0] == {
        "event": "cast",
        "detail": "A casts Lightning Bolt targeting bears",
        "rule": "601.2",
        "kind": "cast",
        "player": "A",
        "source": "bolt",
        "targets": ["bears"],
        "amount": None,
        "turn": 1,
        "step": "precombat_main",
        "event_ja": "唱える",
        "detail_ja": "Aは灰色熊を対象として稲妻を唱えた",
    }
    assert (log[6]["detail"], log[6]["detail_ja"]) == (
        "bolt deals 3 damage to bears",
        "稲妻が灰色熊に3点のダメージを与えた",
    )


def test_603_3_a_trigger_is_its_source_s_japanese_name_and_ability() -> None:
    log = json.loads(_explain(RAMPAGE, "--json"))["log"]
    trigger = next(entry for entry in log if entry["event"] == "trigger")
    assert trigger["detail"] == "Rampaging Tusker: Bond Rampage 2"
    assert (trigger["event_ja"], trigger["detail_ja"]) == ("誘発", "暴走する牙獣の「結束暴走2」")
    resolved = next(entry for entry in log if entry["detail"].startswith("Rampaging Tusker: "))
    assert resolved is trigger
    assert log[7]["detail_ja"] == "暴走する牙獣の「結束暴走2」が解決した"


def test_704_5g_a_state_based_action_reads_in_japanese() -> None:
    game = load_scenario_text(BOARD, "board.yaml").game
    entry = Event("state-based action", "bears has 3 damage and toughness 2", "704.5g")
    assert entry_ja(game, entry) == {
        "event": "状況起因処理",
        "detail": "灰色熊は3点のダメージを負っていて、タフネスは2",
    }
    assert sentence(game, "B has -1 life") == "Bのライフは-1"


def test_a_sentence_naming_no_object_card_or_player_stays_in_english() -> None:
    game = load_scenario_text(BOARD, "board.yaml").game
    assert sentence(game, "C draws a card") is None  # no player C
    assert sentence(game, "A reveals the top of their library: a Forest") is None
    entry = Event("no such event", "something the engine never says", None)
    assert entry_ja(game, entry) == {
        "event": "no such event",
        "detail": "something the engine never says",
    }


def test_601_2_action_labels_in_both_languages_from_the_tables() -> None:
    game = load_scenario_text(BOARD, "board.yaml").game
    cast = CastSpell("A", "bolt", ("bears",))
    assert action_label(game, cast) == "Cast Lightning Bolt → Grizzly Bears"
    assert action_label(game, cast, "ja") == "稲妻を唱える（対象：灰色熊）"
    assert action_label(game, PlayLand("A", "mountain-2"), "ja") == "山をプレイする"
    assert action_label(game, PassPriority("A"), "ja") == "優先権をパスする"


def test_116_2k_a_special_action_has_its_own_label() -> None:
    game = load_scenario_text(BOARD, "board.yaml").game
    assert action_label(game, SpecialAction("A", "bolt", "plot")) == "Plot Lightning Bolt"
    assert action_label(game, SpecialAction("A", "bolt", "plot"), "ja") == "稲妻を計画する"
    assert action_label(game, SpecialAction("A", "bolt", "suspend"), "ja") == "稲妻を待機する"


def test_every_table_row_has_both_languages_and_every_placeholder_in_both() -> None:
    for kind, (english, japanese) in action_labels().items():
        fields = set(re.findall(r"\{(\w+)\}", english))
        assert fields == set(re.findall(r"\{(\w+)\}", japanese)), kind
    for key in ("assigned", "list", "face_down", "colorless", "part.targets"):
        assert part(key, "en") and part(key, "ja"), key
    for event, kind in event_kinds().items():
        assert kind.japanese and kind.detail in ("phrase", "item"), event


_KANA_OR_KANJI = re.compile(r"[\u3041-\u30fa\u30fc-\u30ff\u4e00-\u9fff]")
"""Kana and kanji (the Japanese punctuation ・、（） is not a word)."""


def _docstrings(tree: ast.AST) -> set[int]:
    """The ids of the docstring nodes of a module, its classes and functions."""
    found = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr):
            found.add(id(body[0].value))
    return found


def test_no_front_end_module_writes_a_japanese_word_of_its_own() -> None:
    """Every Japanese word lives in a data table: the Python of the command line, the workbench,
    the scenario runner and the presentation says none (docstrings' examples aside)."""
    modules = sorted((SRC / "cli").glob("*.py")) + sorted((SRC / "present").glob("*.py"))
    modules += sorted((SRC / "scenario").glob("*.py")) + sorted((SRC / "web").glob("*.py"))
    found = []
    for path in modules:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = _docstrings(tree)
        for node in ast.walk(tree):
            text = node.value if isinstance(node, ast.Constant) else None
            if isinstance(text, str) and id(node) not in docs and _KANA_OR_KANJI.search(text):
                found.append(f"{path.name}:{node.lineno}: {text!r}")
    assert found == []


def test_405_1_the_stack_reads_in_japanese_too() -> None:
    from mtgrules.present.summary import summarize

    text = BOARD + "actions:\n  - {cast: bolt, pay: true, targets: [bears]}\n"
    game = load_scenario_text(text, "board.yaml").game
    state = summarize(game)
    assert (state["stack"], state["stack_ja"]) == (["Lightning Bolt"], ["稲妻"])


def test_401_701_20_looking_revealing_and_targeting_an_ability_read_in_japanese() -> None:
    game = load_scenario_text(BOARD, "board.yaml").game
    assert sentence(game, "A looks at the top card of their library: Lightning Bolt") == (
        "Aはライブラリーの一番上のカードを見た：稲妻"
    )
    assert sentence(game, "B reveals their hand: Lightning Bolt, Grizzly Bears") == (
        "Bは手札を公開した：稲妻、灰色熊"
    )
    assert sentence(game, "A casts Lightning Bolt targeting ability-7") == (
        "Aはability-7を対象として稲妻を唱えた"  # an ability that left the stack: its id
    )


def test_701_22_704_5d_a_scry_and_a_token_gone_read_in_japanese() -> None:
    game = load_scenario_text(BOARD, "board.yaml").game
    scry = Event("scry", "A looks at the top 2 of their library", "701.22a")
    assert entry_ja(game, scry) == {"event": "占術", "detail": "Aはライブラリーの上から2枚を見た"}
    assert sentence(game, "A creates blood-token-2") == "Aはblood-token-2を生成した"
    assert sentence(game, "A creates blood-tokens") is None  # no object, card or token id
