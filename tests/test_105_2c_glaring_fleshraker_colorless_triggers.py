"""CR 105.2c, 603.2: Glaring Fleshraker, compiled from its Oracle text ("Whenever you cast a
colorless spell, create a 0/1 colorless Eldrazi Spawn creature token with "Sacrifice {this}: Add
{C}."" and "Whenever another colorless creature you control enters, {this} deals 1 damage to
each opponent."): a colorless spell makes a Spawn, whose entering deals 1 damage; a colored
spell or creature triggers neither."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _fleshraker() -> Game:
    game = game_with("Glaring Fleshraker", "Mind Stone", "Ornithopter", "Raging Goblin")
    put(game, "Glaring Fleshraker", "A", object_id="fleshraker")
    put(game, "Mind Stone", "A", Zone.HAND, "stone")
    put(game, "Ornithopter", "A", Zone.HAND, "thopter")
    put(game, "Raging Goblin", "A", Zone.HAND, "goblin")
    lands(game, "Mountain", 3, "A")
    return start(game)


def _spawns(game: Game) -> list[str]:
    return [o.id for o in game.objects.values() if o.is_token and o.zone is Zone.BATTLEFIELD]


def test_105_2c_a_colorless_spell_makes_a_spawn_whose_entering_deals_1_damage() -> None:
    game = _fleshraker()
    take(game, CastSpell("A", "stone"))
    resolve_stack(game)
    assert len(_spawns(game)) == 1
    assert game.players["B"].life == 19  # the Spawn is another colorless creature


def test_603_2_a_colorless_creature_spell_triggers_both() -> None:
    game = _fleshraker()
    take(game, CastSpell("A", "thopter"))
    resolve_stack(game)
    assert len(_spawns(game)) == 1
    assert game.players["B"].life == 18  # the Ornithopter and the Spawn


def test_105_2c_a_colored_creature_triggers_neither() -> None:
    game = _fleshraker()
    take(game, CastSpell("A", "goblin"))
    resolve_stack(game)
    assert _spawns(game) == []
    assert game.players["B"].life == 20
