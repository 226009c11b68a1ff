"""CR 601.2d: a spell that divides damage among its targets has the division announced as it is
cast — the ``divide`` of :class:`CastSpell`, one amount per target in target order, at least 1
each, all of it. Fire // Ice's Fire: "2 damage divided as you choose among one or two targets".
A target that has become illegal by resolution gets none of it, and its share isn't dealt to
the others (608.2b)."""

from __future__ import annotations

import pytest

from mtgrules.game.actions import CastSpell
from mtgrules.game.assignment import divisions
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text
from play_helpers import all_pass, board, lands, put, rejected, start


def fire_board() -> Game:
    """A's precombat main phase: three Mountains and Fire // Ice and Lightning Bolt in hand; B
    has two Llanowar Elves (1/1) and Grizzly Bears (2/2)."""
    game = board()
    lands(game, "Mountain", 3)
    put(game, "Fire // Ice", "A", Zone.HAND, "fire-ice")
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    put(game, "Llanowar Elves", "B", object_id="elf-1")
    put(game, "Llanowar Elves", "B", object_id="elf-2")
    put(game, "Grizzly Bears", "B", object_id="bears")
    return start(game)


def fire(*targets: str, divide: tuple[int, ...] = ()) -> CastSpell:
    return CastSpell("A", "fire-ice", targets, face="Fire", divide=divide)


def fires_offered(game: Game) -> set[CastSpell]:
    return {a for a in game.legal_actions() if isinstance(a, CastSpell) and a.face == "Fire"}


def zone(game: Game, object_id: str) -> Zone:
    return game.objects[object_id].zone


def test_601_2d_two_targets_are_offered_with_each_division_one_target_with_none() -> None:
    offered = fires_offered(fire_board())
    assert fire("elf-1", "elf-2", divide=(1, 1)) in offered
    assert fire("bears") in offered
    assert fire("elf-1", "elf-2") not in offered  # two targets: a division must be announced
    assert all(len(a.divide) == len(a.targets) for a in offered if len(a.targets) == 2)


def test_601_2d_fire_splits_1_and_1_between_two_creatures() -> None:
    game = fire_board()
    game.apply(fire("elf-1", "elf-2", divide=(1, 1)))
    assert game.stack[-1].divide == (1, 1)
    all_pass(game)
    assert zone(game, "elf-1") is zone(game, "elf-2") is Zone.GRAVEYARD
    assert [e.detail for e in game.events if e.event == "damage"] == [
        "fire-ice deals 1 damage to elf-1",
        "fire-ice deals 1 damage to elf-2",
    ]


def test_601_2d_fire_deals_all_2_damage_to_one_target() -> None:
    game = fire_board()
    game.apply(fire("bears"))
    all_pass(game)
    assert (zone(game, "bears"), game.players["B"].life) == (Zone.GRAVEYARD, 20)


def test_601_2d_a_division_not_offered_is_accepted_when_legal() -> None:
    game = fire_board()
    game.apply(fire("B", divide=(2,)))  # one target, the whole amount named
    all_pass(game)
    assert game.players["B"].life == 18


def test_608_2b_an_illegal_target_s_share_is_not_dealt_to_the_other() -> None:
    game = fire_board()
    game.apply(fire("B", "elf-1", divide=(1, 1)))
    game.apply(CastSpell("A", "bolt", ("elf-1",)))  # in response, with priority held
    all_pass(game)  # the Bolt resolves: elf-1 is gone
    all_pass(game)  # Fire resolves with one legal target
    assert (zone(game, "elf-1"), game.players["B"].life) == (Zone.GRAVEYARD, 19)


@pytest.mark.parametrize(
    "action",
    [
        fire("elf-1", "elf-2"),  # no division announced
        fire("B", "elf-1", divide=(0, 2)),  # each target at least 1
        fire("B", "elf-1", divide=(1, 2)),  # 3 isn't the 2 damage Fire deals
        fire("B", "elf-1", divide=(1,)),  # one amount per target
        fire("bears", divide=(3,)),
        CastSpell("A", "fire-ice", ("bears",), face="Ice", divide=(1,)),  # Ice divides nothing
    ],
)
def test_601_2d_an_illegal_division_is_refused_and_changes_nothing(action: CastSpell) -> None:
    game = fire_board()
    assert rejected(game, action).rule == "601.2d"
    assert game.state_hash() == fire_board().state_hash()


def test_601_2d_a_scenario_casts_fire_paying_for_it_with_its_division() -> None:
    game = load_scenario_text(
        """
battlefield:
  - {card: Mountain, id: m1}
  - {card: Mountain, id: m2}
  - {card: Llanowar Elves, id: elf, controller: B}
hand: {A: [Fire // Ice]}
actions:
  - {cast: Fire, pay: true, targets: [B, elf], divide: [1, 1]}
  - pass
"""
    ).game
    assert (zone(game, "elf"), game.players["B"].life) == (Zone.GRAVEYARD, 19)
    assert [a.divide for a in game.log if isinstance(a, CastSpell)] == [(1, 1)]


def test_601_2d_the_divisions_offered_stay_few_for_large_amounts() -> None:
    assert divisions(2, 2) == [(1, 1)]
    assert divisions(3, 2) == [(1, 2), (2, 1)]
    assert divisions(4, 3) == [(1, 1, 2), (1, 2, 1), (2, 1, 1)]
    assert divisions(1, 2) == []  # each target needs at least 1 (601.2d)
    assert divisions(20, 3) == [(7, 7, 6), (18, 1, 1), (1, 18, 1), (1, 1, 18)]
