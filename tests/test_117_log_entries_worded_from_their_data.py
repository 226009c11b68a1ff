"""The game log's structured entries read in Japanese from their data (kind, player, source,
targets, amount) by present/data/log_kinds_ja.tsv, for every kind the game writes: damage (CR
120.3), life (119.3-119.4), poison (122.1f), casting and activating (601.2, 602.2), triggers
(603.3), resolving (608.2), state-based actions by their rule (704.5), attacks and blocks (508.1,
509.1), sacrifice (701.21a), drawing (121.1), discarding (701.9a), returning (400.7) and tokens
(111.2). A kind whose data says all its detail does is worded from the data whatever the
detail's words; one whose detail says more is worded by its detail's sentence first."""

from __future__ import annotations

import re

import pytest

from mtgrules.game.log_entries import KINDS, entry
from mtgrules.game.state import Game
from mtgrules.present import japanese
from mtgrules.present.log import LOG_KINDS, entry_ja, kind_words, structured_ja
from mtgrules.scenario.run import load_scenario, load_scenario_text

BOARD = """\
players: [A, B]
battlefield:
  - {card: Mountain, id: mountain, controller: A}
  - {card: Grizzly Bears, id: bears, controller: B}
  - {card: Grizzly Bears, id: bears-2, controller: A}
hand: {A: [{card: Lightning Bolt, id: bolt}]}
"""

UNREAD = "words no table reads"
"""A detail no sentence of the tables matches: what is said comes from the data alone."""


@pytest.fixture(scope="module")
def game() -> Game:
    return load_scenario_text(BOARD).game


def test_every_kind_of_structured_entry_has_a_row_for_any_rule() -> None:
    rows = kind_words()
    assert set(rows) == set(KINDS)
    for kind, kind_rows in rows.items():
        assert any(row.rule == "*" for row in kind_rows), kind
        assert {row.first for row in kind_rows} in ({"data"}, {"detail"}), kind


def test_every_template_names_only_an_entry_s_fields() -> None:
    for _kind, _rule, first, template in japanese.table_rows(LOG_KINDS):
        assert first in ("data", "detail")
        assert set(re.findall(r"\{(\w+)\}", template)) <= {"player", "source", "targets", "amount"}


@pytest.mark.parametrize(
    ("kind", "fields", "japanese_words"),
    [
        ("damage", {"source": "bolt", "targets": ["bears"], "amount": 3},
         "稲妻が灰色熊に3点のダメージを与えた"),
        ("gain_life", {"player": "A", "targets": ["A"], "amount": 4}, "Aは4点のライフを得た"),
        ("pay life", {"player": "A", "amount": 2}, "Aは2点のライフを支払った"),
        ("poison", {"targets": ["B"], "amount": 1}, "Bは毒カウンターを1個得た"),
        ("attack", {"player": "A", "source": "bears-2", "targets": ["B"]}, "灰色熊がBを攻撃した"),
        ("block", {"player": "B", "source": "bears", "targets": ["bears-2"]},
         "灰色熊が灰色熊をブロックした"),
        ("sacrifice", {"player": "A", "targets": ["mountain"]}, "Aは山を生け贄に捧げた"),
        ("draw", {"player": "B", "amount": 1}, "Bはカードを1枚引いた"),
        ("discard", {"player": "A", "targets": ["bolt"]}, "Aは稲妻を捨てた"),
    ],
)  # fmt: skip
def test_a_kind_its_data_says_whole_is_worded_from_the_data(
    game: Game, kind: str, fields: dict[str, object], japanese_words: str
) -> None:
    logged = entry(kind, UNREAD, KINDS[kind], **fields)  # type: ignore[arg-type]
    assert entry_ja(game, logged)["detail"] == japanese_words


@pytest.mark.parametrize(
    ("kind", "fields", "japanese_words"),
    [
        ("lose_life", {"targets": ["B"], "amount": 2}, "Bは2点のライフを失った"),
        ("cast", {"player": "A", "source": "bolt", "targets": ["bears"]},
         "Aは灰色熊を対象として稲妻を唱えた"),
        ("cast", {"player": "A", "source": "bolt"}, "Aは稲妻を唱えた"),
        ("activate", {"player": "A", "source": "mountain"}, "Aは山の能力を起動した"),
        ("trigger", {"player": "A", "source": "bears-2"}, "灰色熊の能力が誘発した"),
        ("resolve", {"player": "A", "source": "bolt"}, "稲妻の呪文または能力が解決した"),
        ("return", {"player": "A", "targets": ["bears"]}, "灰色熊はオーナーの手札に戻った"),
        ("token", {"player": "A", "targets": ["bears-2"]}, "Aは灰色熊を生成した"),
        ("state-based action", {"targets": ["bears"]}, "状況起因処理：灰色熊"),
    ],
)  # fmt: skip
def test_a_kind_whose_detail_says_more_falls_back_on_its_data(
    game: Game, kind: str, fields: dict[str, object], japanese_words: str
) -> None:
    logged = entry(kind, UNREAD, KINDS[kind], **fields)  # type: ignore[arg-type]
    assert entry_ja(game, logged)["detail"] == japanese_words


def test_119_3_a_life_loss_s_own_sentence_says_why_before_the_data(game: Game) -> None:
    logged = entry("lose_life", "B loses 2 life", "119.3", targets=["B"], amount=2)
    assert entry_ja(game, logged)["detail"] == "Bは2点のライフを失った"
    cast = entry("cast", "A casts Lightning Bolt (kicked)", "702.33d", player="A", source="bolt")
    assert structured_ja(game, cast) == "Aは稲妻を唱えた"


@pytest.mark.parametrize(
    ("rule", "targets", "japanese_words"),
    [
        ("704.5a", ["B"], "Bのライフが0以下になった"),
        ("704.5b", ["B"], "Bは空のライブラリーから引こうとした"),
        ("704.5c", ["B"], "Bの毒カウンターが10個以上になった"),
        ("704.5f", ["bears"], "灰色熊のタフネスが0以下になった"),
        ("704.5g", ["bears"], "灰色熊は致死ダメージを負っている"),
        ("704.5h", ["bears"], "灰色熊は接死を持つ発生源からダメージを受けた"),
        ("704.5j", ["bears-2"], "レジェンド・ルール：灰色熊"),
        ("704.5q", ["bears"], "状況起因処理：灰色熊"),
    ],
)
def test_704_5_a_state_based_action_is_worded_by_its_rule(
    game: Game, rule: str, targets: list[str], japanese_words: str
) -> None:
    logged = entry("state-based action", UNREAD, rule, targets=targets)
    assert entry_ja(game, logged)["detail"] == japanese_words


def test_an_entry_naming_nothing_of_the_game_stays_in_english(game: Game) -> None:
    logged = entry("damage", UNREAD, "120.3", source="ghost", targets=["bears"], amount=3)
    assert structured_ja(game, logged) is None
    assert entry_ja(game, logged)["detail"] == UNREAD
    missing = entry("draw", UNREAD, "121.1", player="A")  # no amount: the data isn't whole
    assert entry_ja(game, missing)["detail"] == UNREAD


TWINCAST = "examples/scenarios/twincast-lightning-bolt-new-target.yaml"


def test_707_10_a_copy_of_a_spell_gone_is_named_as_a_copy_of_its_original() -> None:
    game = load_scenario(TWINCAST).game
    details = [entry_ja(game, entry)["detail"] for entry in game.events]
    assert "AはBを対象として稲妻（コピー）をスタックに置いた" in details  # CR 707.10
    assert "稲妻のコピーがBに3点のダメージを与えた" in details  # its id once it ceased to exist
    assert "呪文のコピーである稲妻のコピーは消滅した" in details  # CR 704.5e
