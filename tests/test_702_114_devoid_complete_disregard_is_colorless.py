"""CR 702.114a, 604.3: Complete Disregard and Havoc Sower, compiled from their Oracle text —
"Devoid": a characteristic-defining ability, so each is colorless in every zone (in the hand,
on the stack, on the battlefield) though its mana cost has colored mana (105.2, 202.2)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from play_helpers import lands, put, start

pytestmark = needs_full_database

DISREGARD = "Complete Disregard"
SOWER = "Havoc Sower"


def test_702_114a_a_devoid_card_is_colorless_in_hand_and_on_the_stack() -> None:
    game = game_with(DISREGARD)
    put(game, DISREGARD, "A", Zone.HAND, "disregard")
    put(game, "Grizzly Bears", "B", object_id="bears")
    lands(game, "Swamp", 3, "A")
    start(game)
    assert game.characteristics("disregard").colors == frozenset()
    take(game, CastSpell("A", "disregard", ("bears",)))
    assert game.objects["disregard"].zone is Zone.STACK
    assert game.characteristics("disregard").colors == frozenset()
    resolve_stack(game)
    assert game.objects["bears"].zone is Zone.EXILE


def test_702_114a_a_devoid_permanent_is_colorless() -> None:
    game = game_with(SOWER)
    put(game, SOWER, "A", object_id="sower")
    start(game)
    chars = game.characteristics("sower")
    assert chars.colors == frozenset()
    assert chars.mana_cost is not None and "{B}" in str(chars.mana_cost)
