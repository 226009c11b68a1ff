"""CR 601.2h, 608.2h: "As an additional cost to cast Reckoner's Bargain, sacrifice an artifact or
creature. / You gain life equal to the sacrificed permanent's mana value. Draw two cards." (the
permanent as it last existed), compiled from its Oracle text."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from play_helpers import lands, put, start


@needs_full_database
def test_601_2h_sacrificing_colossal_dreadmaw_gains_6_life_and_draws_two() -> None:
    game = game_with("Reckoner's Bargain")
    put(game, "Reckoner's Bargain", "A", Zone.HAND, "bargain")
    put(game, "Colossal Dreadmaw", "A", object_id="dreadmaw")
    lands(game, "Swamp", 2, "A", "A-B")
    start(game)
    hand = sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A")
    take(game, CastSpell("A", "bargain", sacrifice=("dreadmaw",)))
    resolve_stack(game)
    assert game.objects["dreadmaw"].zone is Zone.GRAVEYARD
    assert game.players["A"].life == 26
    after = sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A")
    assert after == hand - 1 + 2


@needs_full_database
def test_601_2h_sacrificing_bonesplitter_gains_1_life() -> None:
    game = game_with("Reckoner's Bargain")
    put(game, "Reckoner's Bargain", "A", Zone.HAND, "bargain")
    put(game, "Bonesplitter", "A", object_id="splitter")  # mana value 1
    lands(game, "Swamp", 2, "A", "A-B")
    start(game)
    take(game, CastSpell("A", "bargain", sacrifice=("splitter",)))
    resolve_stack(game)
    assert game.players["A"].life == 21
