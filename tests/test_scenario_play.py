"""Scenarios that play: play_land, cast with pay, pass, next, attack, block — the game's own
rules (priority, costs, combat) run from a set-up board."""

from __future__ import annotations

import pytest

from mtgrules.scenario.explain import explain_data
from mtgrules.scenario.run import load_scenario_text
from mtgrules.sourcefile import SourceError

BOARD = """
players: [A, B]
life: {B: 5}
battlefield:
  - {card: Mountain, id: m1}
  - {card: Grizzly Bears, id: bears}
  - {card: Silvercoat Lion, id: lion, controller: B}
hand: {A: [Mountain, Lightning Bolt, Shock]}
library: {A: [Forest, Island], B: [Plains, Plains]}
actions:
"""


def play(actions: str) -> dict:  # type: ignore[type-arg]
    return explain_data(load_scenario_text(BOARD + actions).game)


def obj(data: dict, object_id: str) -> dict:  # type: ignore[type-arg]
    return next(o for o in data["objects"] if o["id"] == object_id)


def test_305_1_play_land_then_cast_paying_from_lands() -> None:
    data = play(
        "  - {play_land: Mountain}\n  - {cast: Lightning Bolt, pay: true, targets: [lion]}\n"
    )
    assert obj(data, "m1")["tapped"] or obj(data, "mountain")["tapped"]
    assert data["game"]["stack"] == ["Lightning Bolt"]
    assert obj(data, "lion")["zone"] == "battlefield"  # not resolved before players pass


def test_117_4_pass_resolves_the_top_of_the_stack() -> None:
    data = play("  - {cast: Lightning Bolt, pay: true, targets: [lion]}\n  - pass\n")
    assert obj(data, "lion")["zone"] == "graveyard"
    assert data["game"]["stack"] == []
    assert any(e["rule"] == "704.5g" for e in data["log"])


def test_601_2h_a_cost_that_can_t_be_paid_is_refused_with_the_rule() -> None:
    with pytest.raises(SourceError, match=r"601\.2h") as error:
        load_scenario_text(
            BOARD
            + "  - {cast: Lightning Bolt, pay: true, targets: [lion]}\n  - {cast: Shock, pay: true, targets: [B]}\n"
        )
    assert error.value.line == 12


def test_508_attack_deals_combat_damage_and_next_moves_on() -> None:
    data = play("  - {attack: [bears], defender: B}\n  - {next: end}\n")
    assert data["players"][1]["life"] == 3
    assert obj(data, "bears")["tapped"] is True
    assert (data["game"]["step"], data["game"]["turn"]) == ("end", 1)


def test_509_a_blocked_attacker_deals_damage_to_its_blocker() -> None:
    data = play("  - {attack: [bears], defender: B}\n  - {block: {lion: bears}}\n  - {next: end}\n")
    assert data["players"][1]["life"] == 5
    assert obj(data, "bears")["zone"] == "graveyard"
    assert obj(data, "lion")["zone"] == "graveyard"


def test_104_burn_to_zero_life_ends_the_game() -> None:
    data = play(
        "  - {play_land: Mountain}\n  - {cast: Lightning Bolt, pay: true, targets: [B]}\n  - pass\n"
        "  - {cast: Shock, pay: true, targets: [B]}\n  - pass\n"
    )
    assert data["players"][1]["life"] == 0
    assert data["game"]["winner"] == "A"
    assert data["game"]["over"] is True


def test_end_turn_in_play_goes_to_the_next_turn_s_upkeep() -> None:
    data = play("  - {play_land: Mountain}\n  - end_turn\n")
    assert (data["game"]["turn"], data["game"]["active"], data["game"]["step"]) == (
        2,
        "B",
        "upkeep",
    )


def test_end_turn_without_play_keeps_its_layer_meaning() -> None:
    data = play("  - end_turn\n")
    assert (data["game"]["turn"], data["game"]["active"]) == (2, "B")
    assert data["game"]["waiting_for"] is None
