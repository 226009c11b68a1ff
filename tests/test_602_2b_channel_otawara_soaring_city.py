"""CR 113.6m, 602.2b, 601.2f: a channel land's ability — "{3}{U}, Discard Otawara, Soaring City:
Return target artifact, creature, enchantment, or planeswalker to its owner's hand. This ability
costs {1} less to activate for each legendary creature you control." — is activated from the
hand (its cost discards the card), for less with a legendary creature; compiled from Otawara's
Oracle text (the ability word Channel has no rules meaning, 207.2c)."""

from __future__ import annotations

from in_play import resolve_stack, take
from keyword_cards import game_with
from mtgrules.game.actions import ActivateAbility
from mtgrules.game.objects import Zone
from play_helpers import rejected

ISLANDS = {f"i{n}": "Island" for n in range(3)}


def test_602_2b_with_a_legendary_creature_channel_costs_one_less() -> None:
    game = game_with(
        {**ISLANDS, "dog": "Isamaru, Hound of Konda"},
        hand={"otawara": "Otawara, Soaring City"},
        theirs={"giant": "Hill Giant"},
    )
    take(game, ActivateAbility("A", "otawara", 2, ("giant",)))  # {2}{U}: three Islands
    assert all(game.objects[i].tapped for i in ISLANDS)
    assert game.objects["otawara"].zone is Zone.GRAVEYARD
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.HAND


def test_602_2b_without_one_it_costs_four_and_three_islands_cant_pay() -> None:
    game = game_with(
        ISLANDS, hand={"otawara": "Otawara, Soaring City"}, theirs={"giant": "Hill Giant"}
    )
    assert rejected(game, ActivateAbility("A", "otawara", 2, ("giant",))).rule == "601.2h"


def test_113_6m_played_as_a_land_otawara_taps_for_blue_and_cant_channel() -> None:
    game = game_with(
        {**ISLANDS, "otawara": "Otawara, Soaring City"}, theirs={"giant": "Hill Giant"}
    )
    assert rejected(game, ActivateAbility("A", "otawara", 2, ("giant",))).rule == "113.6m"
