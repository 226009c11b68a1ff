"""CR 701.9a, 608.2c: Kroxa, Titan of Death's Hunger ("each opponent discards a card, then each
opponent who didn't discard a nonland card this way loses 3 life"), compiled from its Oracle
text and played: the opponent chooses the card; a land card, or no card at all, costs them 3
life."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _kroxa(*their_hand: str) -> Game:
    game = game_with("Kroxa, Titan of Death's Hunger")
    lands(game, "Swamp", 2)
    lands(game, "Mountain", 2)
    put(game, "Kroxa, Titan of Death's Hunger", "A", Zone.HAND, "kroxa")
    for index, name in enumerate(their_hand):
        put(game, name, "B", Zone.HAND, f"theirs-{index}")
    start(game)
    take(game, CastSpell("A", "kroxa"))
    resolve_stack(game)
    return game


def test_701_9a_kroxa_a_nonland_card_discarded_spares_the_life() -> None:
    game = _kroxa("Shock", "Forest")
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert (game.pending.player, set(game.pending.options)) == (
        "B", {"discard Shock", "discard Forest"}
    )  # fmt: skip
    take(game, Choose("B", "discard Shock"))
    resolve_stack(game)
    assert game.get("theirs-0").zone is Zone.GRAVEYARD
    assert game.players["B"].life == 20
    assert game.get("kroxa").zone is Zone.GRAVEYARD  # not escaped: sacrificed (702.138c)


def test_701_9a_kroxa_a_land_card_discarded_loses_3_life() -> None:
    game = _kroxa("Shock", "Forest")
    take(game, Choose("B", "discard Forest"))
    resolve_stack(game)
    assert game.get("theirs-1").zone is Zone.GRAVEYARD
    assert game.players["B"].life == 17


def test_701_9a_kroxa_an_empty_hand_loses_3_life() -> None:
    game = _kroxa()
    resolve_stack(game)
    assert not game.choices_waiting
    assert game.players["B"].life == 17
