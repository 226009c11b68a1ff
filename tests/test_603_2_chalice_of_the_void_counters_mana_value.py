"""Chalice of the Void compiled from its Oracle text, in play: "{this} enters with X charge
counters on it." and "Whenever a player casts a spell with mana value equal to the number of
charge counters on {this}, counter that spell." (CR 601.2i: the trigger on casting; 202.3: the
spell's mana value; 122.1: the counters on the Chalice as the spell is cast; 701.6a)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import cast, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.model.triggers import TriggerEvent, TriggerSpec, read_trigger
from play_helpers import all_pass, lands, put, start

pytestmark = needs_full_database


def test_603_1_the_trigger_language_reads_a_mana_value_equal_to_counters() -> None:
    text = (
        "Whenever a player casts a spell with mana value equal to the number of charge "
        "counters on {this}"
    )
    assert read_trigger(text) == TriggerSpec(
        TriggerEvent.CAST, "any", "each", mana_value_counters="charge"
    )


def _game(x: int) -> Game:
    """A casts Chalice of the Void for X = ``x``, with Ornithopter ({0}), Savannah Lions ({W})
    and Grizzly Bears ({1}{G}) still in hand (a player: its controller too)."""
    game = game_with("Chalice of the Void")
    put(game, "Chalice of the Void", "A", Zone.HAND, "chalice")
    put(game, "Ornithopter", "A", Zone.HAND, "ornithopter")
    put(game, "Savannah Lions", "A", Zone.HAND, "lions")
    put(game, "Grizzly Bears", "A", Zone.HAND, "bears")
    lands(game, "Plains", 6, "A", "a-plains")
    lands(game, "Forest", 4, "A", "a-forest")
    start(game)
    cast(game, "chalice", x=x)
    assert game.objects["chalice"].zone is Zone.BATTLEFIELD
    return game


def _cast(game: Game, card: str) -> None:
    take(game, CastSpell("A", card))
    while game.stack:
        all_pass(game)


@needs_full_database
def test_122_1_chalice_for_one_enters_with_one_charge_counter() -> None:
    game = _game(1)
    assert game.objects["chalice"].counters == {"charge": 1}


@needs_full_database
def test_601_2i_a_spell_of_mana_value_one_is_countered_by_chalice_for_one() -> None:
    game = _game(1)
    _cast(game, "lions")
    assert game.objects["lions"].zone is Zone.GRAVEYARD


@needs_full_database
def test_202_3_spells_of_other_mana_values_resolve_under_chalice_for_one() -> None:
    game = _game(1)
    _cast(game, "ornithopter")
    _cast(game, "bears")
    assert game.objects["ornithopter"].zone is Zone.BATTLEFIELD
    assert game.objects["bears"].zone is Zone.BATTLEFIELD


@needs_full_database
def test_107_3_chalice_for_zero_counters_spells_of_mana_value_zero() -> None:
    game = _game(0)
    assert game.objects["chalice"].counters.get("charge", 0) == 0
    _cast(game, "ornithopter")
    _cast(game, "lions")
    assert game.objects["ornithopter"].zone is Zone.GRAVEYARD
    assert game.objects["lions"].zone is Zone.BATTLEFIELD
