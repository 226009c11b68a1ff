"""CR 702.66a, 614.1c: Murktide Regent ({5}{U}{U}, Delve, "{this} enters with a +1/+1 counter
on it for each instant and sorcery card exiled with it."), compiled from its Oracle text: the
cards its caster exiled for delve are remembered by the spell and by the permanent it becomes;
only the instant and sorcery cards among them count, and only those still in exile."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database

YARD = {"bolt": "Lightning Bolt", "ponder": "Ponder", "bear": "Grizzly Bears", "forest": "Forest"}


def _murktide() -> Game:
    game = game_with("Murktide Regent", "Lightning Bolt", "Ponder", "Grizzly Bears")
    put(game, "Murktide Regent", "A", Zone.HAND, "murktide")
    for object_id, name in YARD.items():
        put(game, name, "A", Zone.GRAVEYARD, object_id)
    lands(game, "Island", 3, "A")
    return start(game)


def test_702_66a_one_counter_for_each_instant_and_sorcery_exiled_with_it() -> None:
    game = _murktide()
    take(game, CastSpell("A", "murktide", exile=("bolt", "ponder", "bear", "forest")))
    assert all(game.objects[c].zone is Zone.EXILE for c in YARD)
    resolve_stack(game)
    assert game.objects["murktide"].zone is Zone.BATTLEFIELD
    assert game.objects["murktide"].counters == {"+1/+1": 2}  # the Bolt and Ponder, not the rest
    chars = game.characteristics("murktide")
    assert (chars.power, chars.toughness) == (5, 5)


def test_702_66a_a_card_that_left_exile_before_it_enters_no_longer_counts() -> None:
    game = _murktide()
    take(game, CastSpell("A", "murktide", exile=("bolt", "ponder", "bear", "forest")))
    game.move("ponder", Zone.GRAVEYARD)  # a new object (CR 400.7), no longer exiled with it
    resolve_stack(game)
    assert game.objects["murktide"].counters == {"+1/+1": 1}


def test_614_1c_nothing_exiled_no_counters() -> None:
    game = game_with("Murktide Regent")
    put(game, "Murktide Regent", "A", Zone.HAND, "murktide")
    lands(game, "Island", 7, "A")
    start(game)
    take(game, CastSpell("A", "murktide"))
    resolve_stack(game)
    assert game.objects["murktide"].counters == {}
    assert (game.characteristics("murktide").power, game.characteristics("murktide").toughness) == (
        3,
        3,
    )
