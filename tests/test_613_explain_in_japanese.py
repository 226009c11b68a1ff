"""``explain``/``ask --lang ja`` in Japanese all through: labels, colours, the abilities as the
Japanese printing words them, and the layer trace's phrases (CR 613: the effect, the order it
applied in, the values before and after) from the phrase table — Blood Moon and Urborg
(613.8 example), Humility and Opalescence (613 layers 4, 6 and 7b)."""

from __future__ import annotations

import json

from typer.testing import CliRunner

from card_data import needs_full_database
from mtgrules.cli import app
from mtgrules.present.japanese import label, labels, trace_phrase

runner = CliRunner()


def _ask(*args: str) -> list[str]:
    result = runner.invoke(app, ["ask", *args])
    assert result.exit_code == 0, result.output
    return [line.rstrip() for line in result.output.splitlines()]


def _objects(*cards: str) -> dict[str, dict[str, object]]:
    result = runner.invoke(app, ["ask", *cards, "--json"])
    assert result.exit_code == 0, result.output
    return {o["id"]: o for o in json.loads(result.output)["objects"]}


def test_613_7_trace_phrases_read_in_japanese_from_the_table() -> None:
    assert trace_phrase("timestamp (CR 613.7)") == "タイムスタンプ順（CR 613.7）"
    assert trace_phrase("after the effects it depends on (CR 613.8b)") == (
        "依存している効果の後（CR 613.8b）"
    )
    assert trace_phrase(
        "before older effects that depend on it: urborg (existence) (CR 613.8b)"
    ) == ("それに依存しているより古い効果（urborg（存在））より先（CR 613.8b）")
    assert trace_phrase("is Mountain") == "山である"
    assert trace_phrase("is also Swamp") == "沼でもある"
    assert trace_phrase("is red and green") == "赤・緑である"
    assert trace_phrase("loses all abilities") == "すべての能力を失う"
    assert trace_phrase("spells cost {2} more") == "呪文のコストが{2}多くなる"
    assert trace_phrase("{T}: Add {R}.") == "{T}：{R}を加える。"


def test_a_phrase_the_table_cant_word_is_none_not_a_guess() -> None:
    assert trace_phrase("is Flibbertigibbet") is None  # no such type word
    assert trace_phrase("has Flying") is None  # an ability, with nothing to word it by
    assert trace_phrase("something the engine never says") is None


def test_every_label_has_english_and_japanese_words() -> None:
    for key, (english, japanese) in labels().items():
        assert english and japanese, key
    assert label("layers", "ja") == "種類別"
    assert label("layers", "en") == "layers"


def test_613_8_blood_moon_urborg_trace_in_japanese_in_the_json() -> None:
    urborg = _objects("Blood Moon", "Urborg, Tomb of Yawgmoth")["urborg"]
    applied, not_applied = urborg["trace_ja"]
    assert applied == {
        "effect": "山である",
        "order": "タイムスタンプ順（CR 613.7）",
        "before": "伝説の土地",
        "after": "伝説の土地 ─ 山",
        "depends_on": "",
    }
    assert not_applied["order"] == (
        "適用されない：その順番が来たときにはもう存在しなかった（発生源がその能力を失ったか、"
        "条件が満たされなくなった）"
    )
    assert urborg["abilities_ja"] == ["{T}：{R}を加える。"]  # the Mountain's intrinsic ability


def test_ask_in_japanese_says_its_labels_order_colours_and_life_in_japanese() -> None:
    printed = _ask("Blood Moon", "Urborg, Tomb of Yawgmoth", "--lang", "ja")
    text = "\n".join(printed)
    assert (
        "Aのコントロール下で戦場に出た順：血染めの月（blood-moon、タイムスタンプ1）、次に" in text
    )
    assert "│  色        赤" in text
    assert "│  色        無色" in text
    assert "╰─ 戦場 · オーナー A · コントローラー A" in text
    assert "A：ライフ20  B：ライフ20" in printed
    assert "起きたこと：準備のあとは何もない" in printed
    assert "type line" not in text and "timestamp (CR" not in text


@needs_full_database
def test_613_ask_in_japanese_words_abilities_as_the_japanese_printing_does() -> None:
    printed = "\n".join(_ask("Blood Moon", "Urborg, Tomb of Yawgmoth", "--lang", "ja"))
    assert "│  能力      基本でない土地は山である。" in printed
    objects = _objects("Humility", "Opalescence")
    assert objects["opalescence"]["abilities_ja"] == [
        "他のすべてのオーラでないエンチャントは、それの他のタイプに加えて、基本のパワーと"
        "タフネスがそれぞれそのマナ総量に等しいクリーチャーである。"
    ]
    humility = [(e["effect"], e["before"], e["after"]) for e in objects["humility"]["trace_ja"]]
    assert humility == [
        ("クリーチャーでもある", "エンチャント", "エンチャント・クリーチャー"),
        (
            "すべての能力を失う",
            "すべてのクリーチャーはすべての能力を失うとともに、基本のパワーとタフネスが1/1である。",
            "（能力なし）",
        ),
        ("基本のパワーとタフネスが定まる", "—/—", "1/1"),
        ("基本のパワーとタフネスが定まる", "1/1", "4/4"),
    ]
