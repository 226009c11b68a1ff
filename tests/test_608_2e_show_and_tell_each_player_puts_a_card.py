"""CR 608.2e, 101.4 with the real card compiled from its Oracle text: Show and Tell ("Each
player may put an artifact, creature, enchantment, or land card from their hand onto the
battlefield.") — the players choose in turn order, the active player first, then the chosen
cards enter at the same time, each under its owner's control (110.2)."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import put
from zones_helpers import zones_game

SHOW = "Show and Tell"


def _cast() -> Game:
    game = zones_game([SHOW], hand={"show": SHOW, "giant": "Hill Giant", "bolt": "Lightning Bolt"},
                      mana="UUU")  # fmt: skip
    put(game, "Grizzly Bears", "B", Zone.HAND, "bears")
    put(game, "Island", "B", Zone.HAND, "their-island")
    take(game, CastSpell("A", "show"))
    resolve_stack(game)
    return game


@needs_full_database
def test_101_4_the_active_player_chooses_first_from_the_kinds_it_names() -> None:
    game = _cast()
    assert game.pending is not None and game.pending.player == "A"
    assert game.pending.options == ("put nothing", "Hill Giant")  # not the instant


@needs_full_database
def test_608_2e_both_chosen_cards_enter_under_their_owners_control() -> None:
    game = _cast()
    take(game, Choose("A", "Hill Giant"))
    assert game.objects["giant"].zone is Zone.HAND  # not before every player has chosen
    assert game.pending is not None and game.pending.player == "B"
    assert game.pending.options == ("put nothing", "Grizzly Bears", "Island")
    take(game, Choose("B", "Grizzly Bears"))
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    assert game.objects["bears"].zone is Zone.BATTLEFIELD
    assert game.controller_of("giant") == "A" and game.controller_of("bears") == "B"
    assert game.objects["show"].zone is Zone.GRAVEYARD


@needs_full_database
def test_608_2d_a_player_may_put_nothing() -> None:
    game = _cast()
    take(game, Choose("A", "put nothing"))
    take(game, Choose("B", "Island"))
    assert game.objects["giant"].zone is Zone.HAND
    assert game.objects["their-island"].zone is Zone.BATTLEFIELD
    assert game.land_plays == 0  # put, not played (305.4)
