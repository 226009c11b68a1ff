"""CR 702.182a, 111.2, 301.5c: Black Mage's Rod, compiled from the first line of its Oracle text —
"Job select": when the Equipment enters, its controller creates a 1/1 colorless Hero creature
token and attaches the Equipment to it."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import pt, resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database

ROD = "Black Mage's Rod"


def _tokens(game: Game) -> list[str]:
    return [i for i, o in game.objects.items() if o.is_token and o.zone is Zone.BATTLEFIELD]


def _cast() -> Game:
    game = game_with(ROD, lines=1)
    put(game, ROD, "A", Zone.HAND, "rod")
    lands(game, "Swamp", 2, "A")
    start(game)
    take(game, CastSpell("A", "rod"))
    resolve_stack(game)  # the Equipment, then its job select trigger
    return game


def test_702_182a_a_hero_is_created_and_the_equipment_attached_to_it() -> None:
    game = _cast()
    (hero,) = _tokens(game)
    chars = game.characteristics(hero)
    assert chars.name == "Hero Token"
    assert chars.colors == frozenset()
    assert chars.type_line.has_subtype("Hero")
    assert game.controller_of(hero) == "A"
    assert game.objects["rod"].attached_to == hero
    assert pt(game, hero) == (1, 1)


def test_702_182a_the_trigger_goes_on_the_stack_as_the_equipment_enters() -> None:
    game = game_with(ROD, lines=1)
    put(game, ROD, "A", Zone.HAND, "rod")
    lands(game, "Swamp", 2, "A")
    start(game)
    take(game, CastSpell("A", "rod"))
    assert not _tokens(game)
    resolve_stack(game)
    assert len(_tokens(game)) == 1
