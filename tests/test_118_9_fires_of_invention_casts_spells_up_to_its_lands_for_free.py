"""CR 118.9, 601.3: Fires of Invention compiled from its Oracle text — "You can cast spells only
during your turn and you can cast no more than two spells each turn. You may cast spells with
mana value less than or equal to the number of lands you control without paying their mana
costs." Without paying its mana cost is an alternative cost, offered for a spell whose mana
value is at most the number of lands its caster controls; the limit still holds."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, rejected, start

pytestmark = needs_full_database

FREE = "without paying its mana cost"


def _fires(forests: int = 3) -> Game:
    game = game_with("Fires of Invention", "Lightning Bolt", "Shivan Dragon")
    put(game, "Fires of Invention", "A", object_id="fires")
    put(game, "Shivan Dragon", "A", Zone.HAND, "dragon")
    for bolt in ("bolt", "bolt-2", "bolt-3"):
        put(game, "Lightning Bolt", "A", Zone.HAND, bolt)
    lands(game, "Forest", forests, "A")
    start(game)
    return game


def test_118_9_the_bolt_is_cast_without_paying_its_mana_cost() -> None:
    game = _fires()
    assert {(a.cost, a.targets) for a in casts(game, "bolt")} == {(FREE, ("A",)), (FREE, ("B",))}
    take(game, CastSpell("A", "bolt", ("B",), cost=FREE))
    resolve_stack(game)
    assert game.players["B"].life == 17
    assert not any(o.tapped for o in game.objects.values() if o.zone is Zone.BATTLEFIELD)


def test_118_9_a_spell_of_higher_mana_value_than_the_lands_isn_t_free() -> None:
    game = _fires()
    assert casts(game, "dragon") == []  # mana value 6, three lands, no red mana
    refusal = rejected(game, CastSpell("A", "dragon", cost=FREE))
    assert refusal.rule == "601.2b"


def test_601_3_no_more_than_two_spells_each_turn_free_or_not() -> None:
    game = _fires()
    take(game, CastSpell("A", "bolt", ("B",), cost=FREE))
    resolve_stack(game)
    take(game, CastSpell("A", "bolt-2", ("B",), cost=FREE))
    resolve_stack(game)
    assert game.players["B"].life == 14
    assert casts(game, "bolt-3") == []
    assert rejected(game, CastSpell("A", "bolt-3", ("B",), cost=FREE)).rule == "601.3"


def test_118_9_without_fires_the_mana_cost_is_paid() -> None:
    game = _fires()
    game.move("fires", Zone.GRAVEYARD)
    assert casts(game, "bolt") == []  # Forests make no red mana
