"""A scenario's values are what they say or refused with the file and line: ``tapped: no`` is not
true, damage and counters are whole numbers of at least 0, ``expect:`` maps ids to mappings, and
a scenario holds at most MAX_OBJECTS cards."""

from __future__ import annotations

import pytest

from mtgrules.scenario.explain import check_expectations
from mtgrules.scenario.run import load_scenario_text
from mtgrules.scenario.values import MAX_ACTIONS, MAX_CHOICE, MAX_OBJECTS, MAX_PLAYED
from mtgrules.sourcefile import SourceError


def error_of(text: str) -> SourceError:
    with pytest.raises(SourceError) as caught:
        load_scenario_text(text, "values.yaml")
    return caught.value


@pytest.mark.parametrize(
    ("entry", "says"),
    [
        ("tapped: no", "tapped must be true or false, not 'no'"),
        ("face_down: off", "face_down must be true or false, not 'off'"),
        ("tapped: 1", "tapped must be true or false, not 1"),
        ("flipped: yes", "flipped must be true or false, not 'yes'"),
        ("damage: -5", "damage must be from 0 to 1,000,000,000, not -5"),
        ("damage: 1.5", "damage must be a whole number, not 1.5"),
        ("damage: true", "damage must be a whole number, not True"),
        ("damage: '2'", "damage must be a whole number, not '2'"),
        ("damage: " + "9" * 4000, "damage must be from 0 to 1,000,000,000, not a larger one"),
        ("counters: {+1/+1: -2}", "+1/+1 must be from 0 to 1,000,000,000, not -2"),
        ("counters: [+1/+1]", "'counters' must map counter kinds to numbers"),
    ],
)
def test_a_battlefield_value_of_the_wrong_kind_is_refused_with_its_line(
    entry: str, says: str
) -> None:
    error = error_of(f"players: [A, B]\nbattlefield:\n  - card: Grizzly Bears\n    {entry}\n")
    assert (error.path, error.line) == ("values.yaml", 4)
    assert says in error.message


def test_tapped_false_and_true_are_read_as_written() -> None:
    game = load_scenario_text(
        "battlefield:\n  - {card: Forest, id: a, tapped: true}\n"
        "  - {card: Forest, id: b, tapped: false, damage: 0, counters: {charge: 0}}\n"
    ).game
    assert (game.objects["a"].tapped, game.objects["b"].tapped) == (True, False)


@pytest.mark.parametrize(
    ("action", "says"),
    [
        ("{counters: bears, add: {+1/+1: -1}}", "+1/+1 must be from 0 to"),
        ("{counters: bears, remove: {+1/+1: x}}", "+1/+1 must be a whole number, not 'x'"),
        ("{counters: bears, add: [+1/+1]}", "'add' must map counter kinds to numbers"),
        ("{cast: Shock, targets: [bears], pay: no}", "pay must be true or false, not 'no'"),
        ("{cast: Blaze, targets: [bears], x: .inf}", "'.inf' is not a finite number"),
        ("{cast: Blaze, targets: [bears], x: 2.5}", "x must be a whole number, not 2.5"),
        (
            "{cast: Blaze, targets: [bears], x: 1000000000}",
            f"x must be from 0 to {MAX_CHOICE:,}",
        ),
        ("{activate: bears, ability: 0}", f"ability must be from 1 to {MAX_CHOICE:,}, not 0"),
        ("{cast: Shock, targets: [bears], kicks: -1}", "kicks must be from 0 to"),
    ],
)
def test_an_action_value_of_the_wrong_kind_is_refused_with_its_line(action: str, says: str) -> None:
    error = error_of(
        "battlefield:\n  - {card: Grizzly Bears, id: bears, controller: B}\n"
        f"actions:\n  - {action}\n"
    )
    assert error.line == 4
    assert says in error.message


@pytest.mark.parametrize(
    ("expect", "line", "says"),
    [
        ("expect: [bears]", 2, "'expect' must map object ids to expected values"),
        ("expect:\n  bears: [power, 2]", 3, "'expect: bears' must map fields to values"),
        ("expect:\n  players: [A]", 3, "'expect: players' must map player ids to values"),
        ("expect:\n  players:\n    A: [life]", 4, "'expect: players: A' must map fields"),
    ],
)
def test_check_refuses_a_list_where_expect_wants_a_mapping(
    expect: str, line: int, says: str
) -> None:
    error = error_of(f"battlefield: [{{card: Grizzly Bears, id: bears}}]\n{expect}\n")
    assert error.line == line
    assert says in error.message


def test_expectations_that_are_mappings_are_checked() -> None:
    scenario = load_scenario_text(
        "battlefield: [{card: Grizzly Bears, id: bears}]\n"
        "expect:\n  bears: {power: 3}\n  players: {A: {life: 20}}\n",
        "expect.yaml",
    )
    assert check_expectations(scenario) == ["expect.yaml:3: bears power: expected 3, got 2"]


def test_more_cards_than_a_scenario_may_have_are_refused_before_any_is_made() -> None:
    text = f"library:\n  A: [{', '.join(['Forest'] * (MAX_OBJECTS + 1))}]\n"
    error = error_of(text)
    assert (
        error.message == f"{MAX_OBJECTS + 1:,} cards: a scenario may have at most {MAX_OBJECTS:,}"
    )


def test_more_actions_than_a_scenario_may_list_are_refused() -> None:
    error = error_of("actions:\n" + "  - end_turn\n" * (MAX_ACTIONS + 1))
    assert error.line == 1
    assert (
        error.message == f"{MAX_ACTIONS + 1:,} actions: a scenario may have at most {MAX_ACTIONS:,}"
    )


def test_actions_that_play_on_for_thousands_of_game_actions_are_stopped_at_their_line() -> None:
    libraries = ", ".join(["Forest"] * 300)
    text = f"library: {{A: [{libraries}], B: [{libraries}]}}\nactions:\n" + (
        "  - {next: precombat_main}\n  - {play_land: Forest}\n"
        * 450  # a turn each, and no discards
    )
    error = error_of(text)
    assert error.message == f"the scenario's actions take more than {MAX_PLAYED:,} game actions"
    assert 3 <= error.line < 900
