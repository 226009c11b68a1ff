"""Custom cards defined inline in a scenario (``cards:``): used like database names, in English
or Japanese, with errors that name the file and line."""

from __future__ import annotations

import pytest

from mtgrules.scenario.run import load_scenario_text
from mtgrules.sourcefile import SourceError

CARD = """cards:
  - card: Ember Vanguard
    name_ja: 残り火の先兵
    mana_cost: "{1}{R}"
    type_line: Creature — Human Warrior
    power: 2
    toughness: 2
    abilities:
      - Haste
      - static: Other creatures you control get +1/+0.
        effects:
          - affects: {types: Creature, controller: you, other: true}
            modify_pt: {power: 1}
"""


def test_a_custom_card_plays_like_a_database_card() -> None:
    game = load_scenario_text(
        CARD
        + "battlefield:\n  - {card: 残り火の先兵, id: ev}\n  - {card: Grizzly Bears, id: bears}\n"
    ).game
    ev = game.characteristics("ev")
    assert (ev.name, ev.type_line.english(), ev.power, ev.toughness) == (
        "Ember Vanguard",
        "Creature — Human Warrior",
        2,
        2,
    )
    assert ev.ability_texts == ("Haste", "Other creatures you control get +1/+0.")
    assert [c.value for c in ev.colors] == ["R"]
    assert game.characteristics("bears").power == 3


@pytest.mark.parametrize(
    ("replace", "line", "message"),
    [
        ("type_line: Creature — Human Warrior", 5, "unknown subtype 'Wizzard'"),
        ('mana_cost: "{1}{R}"', 4, "unknown mana symbol '{Q}'"),
        ("      - Haste", 9, "'Hasty' is not a keyword ability"),
    ],
)
def test_custom_card_errors_name_the_line(replace: str, line: int, message: str) -> None:
    bad = {
        "type_line: Creature — Human Warrior": "type_line: Creature — Human Wizzard",
        'mana_cost: "{1}{R}"': 'mana_cost: "{1}{Q}"',
        "      - Haste": "      - Hasty",
    }[replace]
    with pytest.raises(SourceError) as error:
        load_scenario_text(CARD.replace(replace, bad), "board.yaml")
    assert error.value.line == line
    assert message in str(error.value)


def test_a_scenario_card_can_not_be_a_different_card_of_a_variant_cards_name() -> None:
    with pytest.raises(SourceError) as raised:
        load_scenario_text(
            "variants: [bond]\ncards:\n  - {card: Pack Alpha, type_line: Creature — Wolf, "
            "power: 1, toughness: 1}\n",
            "board.yaml",
        )
    error = raised.value
    assert error.line == 2
    assert "two different custom cards are called 'Pack Alpha' (one is the variant's)" in str(error)
