"""CR 305.4, 614.1, 608.2d: Arboreal Grazer, compiled from its Oracle text — "When {this}
enters, you may put a land card from your hand onto the battlefield tapped." The land enters
tapped, isn't played (the land play is left), and the player may put nothing."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _grazer_cast() -> Game:
    game = game_with("Arboreal Grazer")
    lands(game, "Forest", 1)
    put(game, "Arboreal Grazer", "A", Zone.HAND, "grazer")
    put(game, "Swamp", "A", Zone.HAND, "swamp")
    put(game, "Grizzly Bears", "A", Zone.HAND, "bears")
    start(game, library=None)
    take(game, CastSpell("A", "grazer"))
    resolve_stack(game)  # the creature spell, then its enters trigger
    return game


def test_305_4_arboreal_grazer_puts_a_land_tapped_without_the_land_play() -> None:
    game = _grazer_cast()
    assert game.pending is not None
    assert game.pending.options == ("put nothing", "Swamp")
    take(game, Choose("A", "Swamp"))
    swamp = game.objects["swamp"]
    assert (swamp.zone, swamp.tapped) == (Zone.BATTLEFIELD, True)
    assert game.land_plays == 0
    assert game.objects["bears"].zone is Zone.HAND


def test_608_2d_arboreal_grazer_may_put_nothing() -> None:
    game = _grazer_cast()
    take(game, Choose("A", "put nothing"))
    assert game.objects["swamp"].zone is Zone.HAND
