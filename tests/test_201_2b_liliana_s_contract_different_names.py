"""CR 201.2b example: Liliana's Contract ("At the beginning of your upkeep, if you control four or
more Demons with different names, you win the game") with three Demons with different names and
a face-down creature with no name made a Demon: the four don't have different names, so the
ability doesn't trigger (an intervening "if", CR 603.4)."""

from __future__ import annotations

from card_data import needs_full_database
from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text

# Arcane Adaptation naming Demon is "an effect making it a Demon".
BOARD = """
battlefield:
  - {card: "Liliana's Contract", id: contract}
  - {card: Grinning Demon, id: grinning}
  - {card: Master of the Feast, id: master}
  - {card: Lord of the Pit, id: lord}
  - {card: Arcane Adaptation, id: adaptation, choose: {creature_type: Demon}}
"""
UPKEEP = "actions:\n  - {trigger: contract, ability: 2}\n"


def scenario(fourth: str) -> Game:
    return load_scenario_text(BOARD + f"  - {fourth}\n" + UPKEEP).game


@needs_full_database
def test_201_2b_example_a_nameless_face_down_demon_doesnt_make_four_different_names() -> None:
    game = scenario("{card: Grinning Demon, id: face-down, face_down: true}")
    chars = game.characteristics("face-down")
    assert (chars.names, chars.type_line.english()) == ((), "Creature — Demon")
    assert game.players["A"].won is False
    assert [(e.event, e.rule) for e in game.events if e.event == "no trigger"] == [
        ("no trigger", "603.4")
    ]


@needs_full_database
def test_201_2b_a_second_grinning_demon_shares_a_name() -> None:
    game = scenario("{card: Grinning Demon, id: second}")
    assert game.players["A"].won is False


@needs_full_database
def test_201_2b_a_fourth_demon_with_its_own_name_wins() -> None:
    game = scenario("{card: Runeclaw Bear, id: bear}")
    assert game.characteristics("bear").type_line.english() == "Creature — Bear Demon"
    assert game.players["A"].won is True


@needs_full_database
def test_201_2b_the_face_down_demon_turned_face_up_is_a_grinning_demon() -> None:
    """Face up, it is named Grinning Demon: still only three different names."""
    game = load_scenario_text(
        BOARD
        + "  - {card: Grinning Demon, id: face-down, face_down: true}\n"
        + "actions:\n  - {turn_face_up: face-down}\n  - {trigger: contract, ability: 2}\n"
    ).game
    assert game.characteristics("face-down").name == "Grinning Demon"
    assert game.players["A"].won is False


@needs_full_database
def test_201_2b_an_opponent_s_demon_doesnt_count() -> None:
    game = scenario("{card: Bloodgift Demon, id: theirs, controller: B}")
    assert game.players["A"].won is False


@needs_full_database
def test_201_2b_a_demon_stolen_with_act_of_treason_counts() -> None:
    game = load_scenario_text(
        BOARD
        + "  - {card: Bloodgift Demon, id: theirs, controller: B}\n"
        + "actions:\n  - {cast: Act of Treason, targets: [theirs]}\n"
        + "  - {trigger: contract, ability: 2}\n"
    ).game
    assert game.players["A"].won is True


@needs_full_database
def test_603_the_demons_upkeep_and_enters_triggers() -> None:
    """Liliana's Contract: you draw four and lose 4 life; Grinning Demon: you lose 2 life;
    Master of the Feast: each opponent draws a card."""
    game = load_scenario_text(
        BOARD
        + "library:\n  A: [Forest, Forest, Forest, Forest, Forest]\n  B: [Island, Island]\n"
        + "actions:\n  - {trigger: contract, ability: 1}\n  - {trigger: grinning}\n"
        + "  - {trigger: master}\n"
    ).game
    assert game.players["A"].life == 14
    hands = {
        p: sum(o.zone.value == "hand" and o.owner == p for o in game.objects.values())
        for p in ("A", "B")
    }
    assert hands == {"A": 4, "B": 1}
