"""CR 702.85a, 608.2g, 401.4: Shardless Agent, compiled from its Oracle text — "Cascade": as it
is cast, its controller exiles cards from the top of their library until a nonland card with
a lesser mana value (3 here), which they may cast without paying its mana cost; the other
cards exiled go on the bottom of their library in a random order."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from mtgrules.game.zones import library
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database

AGENT = "Shardless Agent"
MISSED = ("island-top", "dragon", "divination")  # a land, mana value 6, mana value 3


def _cascade() -> Game:
    game = game_with(AGENT)
    put(game, AGENT, "A", Zone.HAND, "agent")
    put(game, "Island", "A", Zone.LIBRARY, "island-top")
    put(game, "Shivan Dragon", "A", Zone.LIBRARY, "dragon")
    put(game, "Divination", "A", Zone.LIBRARY, "divination")
    put(game, "Raging Goblin", "A", Zone.LIBRARY, "goblin")  # mana value 1: the one cast
    lands(game, "Island", 1, "A", prefix="land-island")
    lands(game, "Forest", 2, "A")
    start(game)  # ten more Islands under them
    take(game, CastSpell("A", "agent"))
    pass_priority(game)
    pass_priority(game)  # the cascade trigger resolves: A chooses
    return game


def test_702_85a_cards_are_exiled_until_a_cheaper_nonland_card() -> None:
    game = _cascade()
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert all(game.objects[c].zone is Zone.EXILE for c in (*MISSED, "goblin"))
    values = {a.value for a in game.legal_actions() if isinstance(a, Choose)}
    assert "don't cast it" in values and len(values) == 2


def test_702_85a_the_card_is_cast_free_and_the_rest_go_to_the_bottom() -> None:
    game = _cascade()
    cast = next(
        a for a in game.legal_actions() if isinstance(a, Choose) and a.value != "don't cast it"
    )
    take(game, cast)
    assert game.objects["goblin"].zone is Zone.STACK
    assert set(library(game, "A")[-3:]) == set(MISSED)
    assert len(library(game, "A")) == 13
    resolve_stack(game)
    assert game.objects["goblin"].zone is Zone.BATTLEFIELD
    assert game.objects["agent"].zone is Zone.BATTLEFIELD


def test_702_85a_not_cast_it_goes_to_the_bottom_too() -> None:
    game = _cascade()
    take(game, Choose("A", "don't cast it"))
    resolve_stack(game)
    assert set(library(game, "A")[-4:]) == {*MISSED, "goblin"}
    assert game.objects["agent"].zone is Zone.BATTLEFIELD
