"""Every choice a player makes in play is a scenario action (``decide``), and nothing moves on
past a choice unmade: ``next`` and ``pass`` are refused, naming the choice, its rule (514.1
discard to hand size, 603.3b the order of triggers) and the answers offered; ``next`` to a step
not reached this turn or the next is refused instead of played on to a deck-out."""

from __future__ import annotations

import pytest

from mtgrules.game.objects import Zone
from mtgrules.scenario.run import load_scenario_text
from mtgrules.sourcefile import SourceError

SEVEN_FORESTS_AND_A_BEAR = (
    "library: {A: [Forest, Forest, Forest], B: [Forest, Forest, Forest]}\n"
    "hand: {A: [Forest, Forest, Forest, Forest, Forest, Forest, Forest, Grizzly Bears]}\n"
    "actions:\n"
)
UPKEEP_TRIGGERS = (
    "battlefield:\n"
    "  - {card: Grinning Demon, id: grinning, controller: A}\n"
    "  - {card: Master of the Feast, id: master, controller: A}\n"
    "library: {A: [Island, Island, Island], B: [Island, Island, Island]}\n"
    "actions:\n"
    "  - {next: upkeep}\n"
    "  - {next: upkeep}\n"
)


def _error(text: str) -> SourceError:
    with pytest.raises(SourceError) as caught:
        load_scenario_text(text, "decide.yaml")
    return caught.value


def test_514_1_discard_to_hand_size_is_decided_by_name_in_the_cleanup_step() -> None:
    scenario = load_scenario_text(
        SEVEN_FORESTS_AND_A_BEAR + "  - {next: cleanup}\n  - {decide: [Grizzly Bears]}\n",
        "decide.yaml",
    )
    game = scenario.game
    graveyard = [o for o in game.objects.values() if o.zone is Zone.GRAVEYARD]
    assert [game.characteristics(o.id).name for o in graveyard] == ["Grizzly Bears"]
    assert (game.turn, game.step.name, game.active_player) == (2, "UPKEEP", "B")  # played on


def test_514_1_next_refuses_to_skip_the_discard_and_names_what_may_be_discarded() -> None:
    error = _error(SEVEN_FORESTS_AND_A_BEAR + "  - {next: upkeep}\n")
    assert error.line == 4
    assert error.message == (
        "the upkeep step can't be reached before A makes a choice: discard (CR 514.1); offered: "
        "forest; forest-2; forest-3; forest-4; forest-5; forest-6; forest-7; grizzly-bears; "
        "answer it first with a 'decide' action"
    )


def test_117_3_pass_refuses_to_skip_a_choice() -> None:
    error = _error(SEVEN_FORESTS_AND_A_BEAR + "  - {next: cleanup}\n  - pass\n")
    assert error.line == 5
    assert error.message.startswith(
        "priority can't be passed before A makes a choice: discard (CR 514.1); offered: forest;"
    )


def test_decide_with_nothing_to_decide_or_a_card_not_in_hand_is_refused() -> None:
    nothing = _error(SEVEN_FORESTS_AND_A_BEAR + "  - {decide: Forest}\n")
    assert nothing.message == (
        "no choice is waiting to be made: the game waits for priority (CR 117.1)"
    )
    missing = _error(SEVEN_FORESTS_AND_A_BEAR + "  - {next: cleanup}\n  - {decide: [Island]}\n")
    assert missing.message == "no 'Island' in A's hand (CR 514.1)"


def test_603_3b_decide_orders_simultaneous_triggers_by_a_word_of_their_text() -> None:
    game = load_scenario_text(UPKEEP_TRIGGERS + "  - {decide: [Feast]}\n", "decide.yaml").game
    assert [item.source for item in game.stack] == ["master", "grinning"]
    by_position = load_scenario_text(UPKEEP_TRIGGERS + "  - {decide: [1]}\n", "d.yaml").game
    assert [item.source for item in by_position.stack] == ["grinning", "master"]


def test_603_3b_a_word_that_names_no_waiting_trigger_is_refused_with_the_offers() -> None:
    error = _error(UPKEEP_TRIGGERS + "  - {decide: [Nothing]}\n")
    assert error.line == 8
    assert error.message == (
        "'Nothing' matches none of the waiting triggered abilities (1: Grinning Demon: At the "
        "beginning of your upkeep, you lose 2 life.; 2: Master of the Feast: At the beginning of "
        "your upkeep, each opponent draws a card.) (CR 603.3b)"
    )


def test_603_3b_next_refuses_to_order_the_triggers_for_the_player() -> None:
    error = _error(UPKEEP_TRIGGERS + "  - {next: draw}\n")
    assert error.message.startswith(
        "the draw step can't be reached before A makes a choice: order_triggers (CR 603.3b); "
        "offered: 1 (Grinning Demon: At the beginning of your upkeep, you lose 2 life.); 2 ("
    )


def test_508_8_next_to_a_step_that_is_skipped_is_refused_not_played_to_a_deck_out() -> None:
    error = _error(
        "library: {A: [Forest, Forest], B: [Forest, Forest]}\n"
        "actions:\n  - {next: declare_blockers}\n"
    )
    assert error.line == 3
    assert error.message == (
        "the declare_blockers step isn't reached this turn or the next (CR 500.1)"
    )
