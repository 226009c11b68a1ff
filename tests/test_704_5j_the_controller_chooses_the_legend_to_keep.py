"""CR 704.5j: a player who controls two or more legendary permanents with the same name chooses
one of them, and the rest go to their owners' graveyards. In play the game asks the player
(a ``decide`` in a scenario); the answer must be one of those legends, and the choice can't be
passed over."""

from __future__ import annotations

import pytest

from mtgrules.game.actions import Choose
from mtgrules.game.state import IllegalAction
from mtgrules.scenario.run import load_scenario_text
from mtgrules.sourcefile import SourceError

BOARD = """\
players: [A, B]
battlefield:
  - {card: "Isamaru, Hound of Konda", id: old, controller: A}
  - {card: Plains, id: plains, controller: A}
hand: {A: [{card: "Isamaru, Hound of Konda", id: new}]}
actions:
  - {cast: new, pay: true}
  - pass
"""


def _zones(text: str) -> tuple[str, str]:
    game = load_scenario_text(text, "<test>").game
    return game.get("old").zone.value, game.get("new").zone.value


def test_704_5j_the_player_is_asked_which_legend_to_keep() -> None:
    game = load_scenario_text(BOARD, "<test>").game
    decision = game.pending
    assert decision is not None
    assert (decision.kind.value, decision.player, decision.options) == ("choose", "A",
                                                                        ("old", "new"))  # fmt: skip
    assert decision.data["rule"] == "704.5j"
    assert (game.get("old").zone.value, game.get("new").zone.value) == (
        "battlefield",
        "battlefield",
    )


def test_704_5j_keeping_the_older_puts_the_newer_into_the_graveyard() -> None:
    assert _zones(BOARD + "  - {decide: old}\n") == ("battlefield", "graveyard")


def test_704_5j_keeping_the_newer_puts_the_older_into_the_graveyard() -> None:
    game = load_scenario_text(BOARD + "  - {decide: new}\n", "<test>").game
    assert (game.get("old").zone.value, game.get("new").zone.value) == ("graveyard", "battlefield")
    logged = [(e.detail, e.player, e.targets) for e in game.events if e.rule == "704.5j"]
    assert logged == [
        ("A chooses which of old, new to keep", "A", ("old",)),
        ("legend rule: new is kept", "A", ("old",)),
    ]


def test_704_5j_a_permanent_that_is_not_one_of_them_is_refused() -> None:
    with pytest.raises(
        SourceError, match=r"'plains' can't be chosen for old: legend \(CR 704.5j\)"
    ):
        load_scenario_text(BOARD + "  - {decide: plains}\n", "<test>")


def test_704_5j_the_choice_is_refused_to_another_player_and_can_t_be_passed_over() -> None:
    game = load_scenario_text(BOARD, "<test>").game
    with pytest.raises(IllegalAction, match="it is A's decision"):
        game.apply(Choose("B", "old"))
    with pytest.raises(
        SourceError, match=r"choose \(old: legend\) \(CR 704.5j\); offered: old; new"
    ):
        load_scenario_text(BOARD + "  - pass\n", "<test>")


def test_704_5j_on_a_board_being_set_up_the_newest_is_kept() -> None:
    text = """\
battlefield:
  - {card: "Isamaru, Hound of Konda", id: old}
  - {card: "Isamaru, Hound of Konda", id: new}
"""
    assert _zones(text) == ("graveyard", "battlefield")
