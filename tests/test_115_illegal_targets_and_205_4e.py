"""CR 115.1, 601.2c: a spell or ability can only target what its text allows; an illegal choice
is refused with the rule it breaks, and the game is left exactly as it was. CR 115.3: one word
"target" can't take the same object twice. CR 601.2d: divided damage must be divided legally.
CR 205.4e: a legendary sorcery can be cast only by a player who controls a legendary creature or
planeswalker (Urza's Ruinous Blast)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.game.state import Game, IllegalAction
from mtgrules.scenario.explain import explain_data
from mtgrules.scenario.run import load_scenario_text, perform

BOARD = """
graveyard:
  B: [{card: Llanowar Elves, id: dead-elves}]
battlefield:
  - {card: Grizzly Bears, id: bear}
  - {card: Glorious Anthem, id: anthem}
  - {card: Colossus Hammer, id: hammer}
  - {card: Serra Angel, id: angel, controller: B}
"""


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        ({"cast": "Giant Growth", "targets": ["anthem"]}, "115.1"),
        ({"cast": "Giant Growth", "targets": ["B"]}, "115.1"),
        ({"cast": "About Face", "targets": []}, "601.2c"),
        ({"cast": "Twisted Image", "targets": ["bear", "angel"]}, "601.2c"),
        ({"cast": "Lightning Bolt", "targets": ["dead-elves"]}, "115.1"),
        ({"cast": "Shock", "targets": ["anthem"]}, "115.1"),
        ({"cast": "Fire", "targets": ["angel", "angel"], "divide": [1, 1]}, "115.3"),
        ({"cast": "Fire", "targets": ["angel", "B"]}, "601.2d"),
        ({"cast": "Fire", "targets": ["angel", "B"], "divide": [2, 0]}, "601.2d"),
        ({"cast": "Fire", "targets": ["angel", "bear", "B"], "divide": [1, 1, 0]}, "601.2c"),
        ({"cast": "Ice", "targets": ["dead-elves"]}, "115.1"),
        ({"activate": "hammer", "targets": ["angel"]}, "115.1"),
        ({"activate": "hammer", "targets": ["anthem"]}, "115.1"),
        ({"cast": "Urza's Ruinous Blast"}, "205.4e"),
    ],
)
def test_illegal_choices_are_refused_with_the_rule_and_change_nothing(
    action: dict[str, Any], rule: str
) -> None:
    game = load_scenario_text(BOARD).game
    before = (explain_data(game), list(game.events))
    with pytest.raises(IllegalAction) as error:
        perform(game, action)
    assert error.value.rule == rule
    assert (explain_data(game), list(game.events)) == before


def test_115_1_an_illegal_target_in_a_scenario_names_the_line_and_rule() -> None:
    with pytest.raises(
        ValueError,
        match=r"board.yaml:4: 'anthem' is not a legal target \(target creature\) \(CR 115.1\)",
    ):
        load_scenario_text(
            "battlefield:\n  - {card: Glorious Anthem, id: anthem}\nactions:\n  - {cast: Giant Growth, targets: [anthem]}\n",
            "board.yaml",
        )


def test_205_4e_urzas_ruinous_blast_with_kwende_exiles_what_isnt_legendary() -> None:
    game: Game = load_scenario_text(
        BOARD
        + '  - {card: "Kwende, Pride of Femeref", id: kwende}\n  - {card: Forest, id: forest}\n'
        "actions:\n  - {cast: Urza's Ruinous Blast}\n"
    ).game
    zones = {i: o.zone.value for i, o in game.objects.items()}
    assert zones == {
        "kwende": "battlefield", "forest": "battlefield", "dead-elves": "graveyard",
        "bear": "exile", "anthem": "exile", "hammer": "exile", "angel": "exile",
        "urza-s-ruinous-blast": "graveyard",
    }  # fmt: skip


def test_205_4e_an_opponents_legend_doesnt_count() -> None:
    game = load_scenario_text(
        BOARD + '  - {card: "Kwende, Pride of Femeref", id: kwende, controller: B}\n'
    ).game
    with pytest.raises(IllegalAction) as error:
        perform(game, {"cast": "Urza's Ruinous Blast"})
    assert error.value.rule == "205.4e"
