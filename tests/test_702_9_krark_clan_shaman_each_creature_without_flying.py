"""Krark-Clan Shaman compiled from its Oracle text, in play: "Sacrifice an artifact: {this} deals
1 damage to each creature without flying." (CR 702.9: a filter by a keyword the object lacks;
120.3, 608.2c: each such creature, all at once; 602.1: the sacrifice is its cost)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility
from mtgrules.game.objects import Zone
from play_helpers import put, start

pytestmark = needs_full_database


def test_120_3_each_creature_without_flying_is_dealt_damage() -> None:
    game = game_with("Krark-Clan Shaman")
    put(game, "Krark-Clan Shaman", "A", object_id="shaman")
    put(game, "Mind Stone", "A", object_id="stone")
    put(game, "Grizzly Bears", "B", object_id="bears")
    put(game, "Savannah Lions", "B", object_id="lions")
    put(game, "Wind Drake", "B", object_id="drake")
    start(game)
    (sacrifice,) = [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    assert sacrifice.paid_with == ("stone",)
    take(game, sacrifice)
    resolve_stack(game)
    assert game.objects["stone"].zone is Zone.GRAVEYARD
    assert game.objects["bears"].damage == 1
    assert game.objects["lions"].zone is Zone.GRAVEYARD
    assert game.objects["shaman"].zone is Zone.GRAVEYARD  # itself: no flying either
    assert game.objects["drake"].damage == 0


def test_602_1_no_artifact_to_sacrifice_no_activation() -> None:
    game = game_with("Krark-Clan Shaman")
    put(game, "Krark-Clan Shaman", "A", object_id="shaman")
    start(game)
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
