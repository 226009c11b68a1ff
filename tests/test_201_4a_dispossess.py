"""CR 201.4a example: Dispossess ("Choose an artifact card name. Search target opponent's
graveyard, hand, and library for any number of cards with the chosen name and exile them.") needs
the name of an artifact card in the Oracle card reference — never Island, even if an Island on
the battlefield is an artifact."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text
from mtgrules.sourcefile import SourceError

BOARD = """
battlefield:
  - {card: Grindstone, id: on-battlefield, controller: B}
graveyard:
  B: [{card: Grindstone, id: in-graveyard}]
hand:
  B: [{card: Grindstone, id: in-hand}, {card: Island, id: island-in-hand}]
  A: [{card: Grindstone, id: my-grindstone}]
library:
  B: [{card: Grindstone, id: in-library}]
"""


def cast(name: str, board: str = BOARD) -> Game:
    action = f"actions:\n  - {{cast: Dispossess, targets: [B], choose: {{card_name: {name}}}}}\n"
    return load_scenario_text(board + action).game


def test_201_4a_dispossess_exiles_the_named_artifact_cards_of_the_target_opponent() -> None:
    game = cast("Grindstone")
    zones = {i: game.get(i).zone.value for i in game.objects}
    assert zones == {
        "on-battlefield": "battlefield",  # not searched: graveyard, hand and library only
        "in-graveyard": "exile",
        "in-hand": "exile",
        "island-in-hand": "hand",
        "my-grindstone": "hand",  # not the target opponent's
        "in-library": "exile",
        "dispossess": "graveyard",
    }


def test_201_4a_example_island_is_not_an_artifact_card_name() -> None:
    with pytest.raises(SourceError, match=r"'Island' is not the name of an artifact card"):
        cast("Island")


def test_201_4a_example_not_even_when_islands_are_artifacts() -> None:
    lattice = "  - {card: Mycosynth Lattice, id: lattice}\n  - {card: Island, id: island}\n"
    board = BOARD.replace("battlefield:\n", "battlefield:\n" + lattice)
    game = load_scenario_text(board).game
    assert game.characteristics("island").type_line.english() == "Basic Artifact Land — Island"
    with pytest.raises(SourceError, match=r"\(CR 201.4a\)"):
        cast("Island", board)


def test_201_4_a_token_s_name_can_t_be_chosen() -> None:
    with pytest.raises(SourceError, match="unknown card name 'Servo'"):
        cast("Servo")
