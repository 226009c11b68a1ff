"""CR 601.2h, 608.2h: Grab the Prize ("As an additional cost to cast {this}, discard a card.
Draw two cards. If the discarded card wasn't a land card, {this} deals two damage to each
opponent."), compiled from its Oracle text and played: the spell remembers the card discarded
to pay for it."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _grab(discarded: str) -> Game:
    game = game_with("Grab the Prize")
    lands(game, "Mountain", 2)
    put(game, "Grab the Prize", "A", Zone.HAND, "grab")
    put(game, discarded, "A", Zone.HAND, "discarded")
    start(game)
    library = len(game.libraries["A"])
    take(game, CastSpell("A", "grab", discard=("discarded",)))
    resolve_stack(game)
    assert game.get("discarded").zone is Zone.GRAVEYARD
    assert len(game.libraries["A"]) == library - 2
    return game


def test_608_2h_grab_the_prize_discarding_a_nonland_card_deals_2_damage() -> None:
    game = _grab("Shock")
    assert (game.players["B"].life, game.players["A"].life) == (18, 20)


def test_608_2h_grab_the_prize_discarding_a_land_card_deals_nothing() -> None:
    game = _grab("Mountain")
    assert game.players["B"].life == 20
