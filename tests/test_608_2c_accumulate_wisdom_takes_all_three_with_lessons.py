"""CR 608.2c, 401.4 with a real card compiled from its Oracle text: Accumulate Wisdom ("Look at
the top three cards of your library. Put one of those cards into your hand and the rest on the
bottom of your library in any order. Put each of those cards into your hand instead if there are
three or more Lesson cards in your graveyard.")."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import all_pass
from zones_helpers import zones_game

WISDOM = "Accumulate Wisdom"
LIBRARY = ["Lightning Bolt", "Grizzly Bears", "Hill Giant", "Counterspell"]
LESSONS = {"l1": "Environmental Sciences", "l2": "Expanded Anatomy",
           "l3": "Introduction to Prophecy"}  # fmt: skip


def _wisdom(graveyard: dict[str, str]) -> Game:
    game = zones_game([WISDOM], hand={"w": WISDOM}, mana="UU", library=LIBRARY,
                      graveyard=graveyard)  # fmt: skip
    take(game, CastSpell("A", "w"))
    all_pass(game)
    return game


@needs_full_database
def test_608_2c_accumulate_wisdom_keeps_one_and_orders_the_other_two_on_the_bottom() -> None:
    game = _wisdom({"l1": LESSONS["l1"], "l2": LESSONS["l2"]})  # two Lessons: not enough
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == (
        "into your hand: Grizzly Bears", "into your hand: Hill Giant",
        "into your hand: Lightning Bolt",
    )  # fmt: skip
    take(game, Choose("A", "into your hand: Hill Giant"))
    assert game.pending.options == (
        "next on the bottom: Grizzly Bears", "next on the bottom: Lightning Bolt",
    )  # fmt: skip
    take(game, Choose("A", "next on the bottom: Lightning Bolt"))
    resolve_stack(game)
    assert game.objects["a-lib-3"].zone is Zone.HAND
    assert game.libraries["A"][0] == "a-lib-4"
    assert game.libraries["A"][-2:] == ["a-lib-1", "a-lib-2"]
    assert game.objects["w"].zone is Zone.GRAVEYARD


@needs_full_database
def test_608_2c_accumulate_wisdom_with_three_lessons_puts_all_three_into_hand() -> None:
    game = _wisdom(LESSONS)
    resolve_stack(game)
    assert [game.objects[f"a-lib-{n}"].zone for n in (1, 2, 3)] == [Zone.HAND] * 3
    assert game.libraries["A"][0] == "a-lib-4"
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY
