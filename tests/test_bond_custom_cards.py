"""A designer tries a Bond card in a scenario: keywords written as on a card (`Back Attack`,
`Bond Rampage 2`, `Progress 2 {1}{R}`, `Shake Off {2}`), Joint in the data format, and mistakes
reported with the file and line."""

from __future__ import annotations

import pytest

from mtgrules.scenario.run import load_scenario_text
from mtgrules.sourcefile import SourceError

CARD = """variants: [bond]
cards:
  - card: Ember Twin
    name_ja: 残り火の双子
    mana_cost: "{2}{R}{*}"
    type_line: 結束のクリーチャー ─ 人間・戦士
    power: 3
    toughness: 3
    abilities:
      - Back Attack
      - Shake Off {2}
      - Bond Rampage 2
      - Progress 2 {1}{R}
battlefield:
  - {card: 残り火の双子, id: twin}
"""


def test_a_bond_card_in_a_scenario_reads_as_written() -> None:
    game = load_scenario_text(CARD).game
    chars = game.characteristics("twin")
    assert chars.type_line.english() == "Bonded Creature — Human Warrior"
    assert str(chars.mana_cost) == "{2}{R}{*}"
    assert chars.ability_texts == (
        "Back Attack", "Shake Off {2}", "Bond Rampage 2", "Progress 2 {1}{R}",
    )  # fmt: skip


@pytest.mark.parametrize(
    ("old", "new", "line", "message"),
    [
        ("      - Progress 2 {1}{R}", "      - Progress two {R}", 13, "write Progress as"),
        ("      - Bond Rampage 2", "      - Bond Rampage x", 12, "write Bond Rampage as"),
        ("      - Shake Off {2}", "      - Shake Off {Q}", 11, "Shake Off needs a mana cost"),
        ("variants: [bond]\n", "", 6, "unknown card type or supertype '結束のクリーチャー'"),
    ],
)
def test_bond_card_mistakes_name_the_line(old: str, new: str, line: int, message: str) -> None:
    with pytest.raises(SourceError) as error:
        load_scenario_text(CARD.replace(old, new), "try.yaml")
    assert (error.value.path, error.value.line) == ("try.yaml", line - (old.startswith("var")))
    assert message in str(error.value)


def test_a_joint_without_its_text_is_an_error_with_the_line() -> None:
    text = CARD.replace(
        "      - Back Attack\n",
        "      - keyword: Joint\n        reveal: {types: Creature}\n        do: [{draw: 1}]\n",
    )
    with pytest.raises(SourceError) as error:
        load_scenario_text(text, "try.yaml")
    assert error.value.line == 10
    assert "Joint needs 'gives'" in str(error.value)


def test_keywords_may_be_written_in_japanese() -> None:
    """Japanese keyword text runs the parameter on (結束暴走2, 振り払い{2}, 進撃2{1}{R})."""
    japanese = CARD.replace("      - Back Attack\n", "      - 背撃\n")
    japanese = japanese.replace("      - Shake Off {2}\n", "      - 振り払い{2}\n")
    japanese = japanese.replace("      - Bond Rampage 2\n", "      - 結束暴走２\n")
    japanese = japanese.replace("      - Progress 2 {1}{R}\n", "      - 進撃2{1}{R}\n")
    assert japanese != CARD
    game = load_scenario_text(japanese).game
    assert game.characteristics("twin").ability_texts == (
        "Back Attack", "Shake Off {2}", "Bond Rampage 2", "Progress 2 {1}{R}",
    )  # fmt: skip


def test_keyword_abilities_read_in_japanese_in_the_explanation() -> None:
    from mtgrules.scenario.explain import explain_data

    data = explain_data(load_scenario_text(CARD).game)
    twin = next(o for o in data["objects"] if o["id"] == "twin")
    assert twin["abilities_ja"] == ["背撃", "振り払い{2}", "結束暴走2", "進撃2{1}{R}"]
    assert twin["abilities"] == [
        "Back Attack",
        "Shake Off {2}",
        "Bond Rampage 2",
        "Progress 2 {1}{R}",
    ]
