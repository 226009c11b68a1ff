"""CR 106.1, 605.1a: the Urza lands compiled from their Oracle text and played: each adds {C},
or more "instead" while its controller controls an Urza's land of each of the other two types
(Urza's Tower: {C}{C}{C}; Urza's Mine and Urza's Power Plant: {C}{C}); a payment counts what
they make now."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import take
from mtgrules.game.actions import ActivateManaAbility, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import put, start

pytestmark = needs_full_database

TRON = ("Urza's Tower", "Urza's Mine", "Urza's Power Plant")


def _lands(*names: str, opponent: tuple[str, ...] = ()) -> Game:
    game = game_with(*TRON)
    for name in names:
        put(game, name, "A", object_id=name.split()[-1].lower())
    for name in opponent:
        put(game, name, "B")
    return start(game)


def test_106_1_tower_alone_adds_one() -> None:
    game = _lands("Urza's Tower")
    take(game, ActivateManaAbility("A", "tower", 1, None))
    assert str(game.pools["A"]) == "{C}"


def test_106_1_tower_with_mine_and_power_plant_adds_three() -> None:
    game = _lands(*TRON)
    take(game, ActivateManaAbility("A", "tower", 1, None))
    take(game, ActivateManaAbility("A", "mine", 1, None))
    take(game, ActivateManaAbility("A", "plant", 1, None))
    assert str(game.pools["A"]) == "{C}" * 7


def test_106_1_the_other_two_must_be_yours() -> None:
    game = _lands("Urza's Tower", "Urza's Mine", opponent=("Urza's Power Plant",))
    take(game, ActivateManaAbility("A", "tower", 1, None))
    assert str(game.pools["A"]) == "{C}"


def test_601_2g_tron_pays_for_a_seven_drop() -> None:
    game = _lands(*TRON)
    put(game, "Colossal Dreadmaw", "A", Zone.HAND, "dreadmaw")  # {4}{G}{G}: not payable
    put(game, "Shivan Dragon", "A", Zone.HAND, "dragon")  # {4}{R}{R}: not payable
    put(game, "Darksteel Forge", "A", Zone.HAND, "forge")  # {9}: no
    put(game, "Mycosynth Lattice", "A", Zone.HAND, "lattice")  # {6}
    game.changed()
    assert {a.card for a in game.legal_actions() if isinstance(a, CastSpell)} == {"lattice"}
    take(game, CastSpell("A", "lattice"))
    assert str(game.pools["A"]) == "{C}"
