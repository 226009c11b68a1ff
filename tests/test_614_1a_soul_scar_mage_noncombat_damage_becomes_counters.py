"""CR 614.1a: "If a source you control would deal noncombat damage to a creature an opponent
controls, put that many -1/-1 counters on that creature instead." (Soul-Scar Mage, compiled
from its Oracle text): the damage isn't dealt; counters are put on the creature."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import cast
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start


def _spear_at(target: str, *, mage: bool = True) -> Game:
    game = game_with("Soul-Scar Mage")
    if mage:
        put(game, "Soul-Scar Mage", "A", object_id="mage")
    put(game, "Searing Spear", "A", Zone.HAND, "spear")
    put(game, "Colossal Dreadmaw", "B", object_id="dreadmaw")  # 6/6
    put(game, "Hill Giant", "A", object_id="giant")  # A's own 3/3
    lands(game, "Mountain", 2, "A", "A-R")
    start(game)
    cast(game, "spear", target)
    return game


@needs_full_database
def test_614_1a_searing_spear_puts_three_counters_on_an_opponents_creature() -> None:
    game = _spear_at("dreadmaw")
    dreadmaw = game.objects["dreadmaw"]
    assert (dreadmaw.damage, dreadmaw.counters.get("-1/-1")) == (0, 3)
    chars = game.characteristics("dreadmaw")
    assert (chars.power, chars.toughness) == (3, 3)


@needs_full_database
def test_614_1a_without_the_mage_the_spear_deals_damage() -> None:
    game = _spear_at("dreadmaw", mage=False)
    dreadmaw = game.objects["dreadmaw"]
    assert (dreadmaw.damage, dreadmaw.counters.get("-1/-1")) == (3, None)


@needs_full_database
def test_614_1a_damage_to_a_player_is_still_dealt() -> None:
    game = _spear_at("B")
    assert game.players["B"].life == 17


@needs_full_database
def test_614_1a_damage_to_your_own_creature_is_still_dealt() -> None:
    game = _spear_at("giant")
    assert game.objects["giant"].zone is Zone.GRAVEYARD
    assert game.objects["giant"].counters.get("-1/-1") is None
