"""CR 701.6a, 115.1: Stifle ("Counter target activated or triggered ability.") compiled from its
Oracle text counters a fetch land's search (the land is still sacrificed: a cost, 602.2) and a
creature's enters trigger; a mana ability is never a target (605.3b), nor is a spell."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.actions import ActivateAbility, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, pass_priority, put, rejected, start

pytestmark = needs_full_database


def _stifle_ready(game: Game) -> None:
    put(game, "Stifle", "B", Zone.HAND, "stifle")
    lands(game, "Island", 1, "B", "b-island")


def _stack_ability(game: Game) -> str:
    (item,) = [i for i in game.stack if i.kind == "ability"]
    return item.id


def test_701_6a_stifle_counters_polluted_delta_search() -> None:
    game = game_with("Stifle", "Polluted Delta")
    put(game, "Polluted Delta", "A", object_id="delta")
    _stifle_ready(game)
    start(game)
    put(game, "Island", "A", Zone.LIBRARY, "fetchable")
    game.apply(ActivateAbility("A", "delta", 1))
    ability = _stack_ability(game)
    assert game.objects["delta"].zone is Zone.GRAVEYARD  # sacrificed as a cost
    pass_priority(game)
    offered = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == "stifle"]
    assert [a.targets for a in offered] == [(ability,)]
    game.apply(CastSpell("B", "stifle", (ability,)))
    pass_priority(game)
    pass_priority(game)  # Stifle resolves
    assert game.stack == []
    assert game.objects["stifle"].zone is Zone.GRAVEYARD
    assert game.objects["fetchable"].zone is Zone.LIBRARY  # no search happened
    assert game.players["A"].life == 19  # the life was paid
    assert any(e.rule == "701.6a" and "is countered" in e.detail for e in game.events)


def test_701_6a_stifle_counters_an_enters_trigger() -> None:
    game = game_with("Stifle", "Elvish Visionary")
    put(game, "Elvish Visionary", "A", Zone.HAND, "visionary")
    lands(game, "Forest", 2, "A")
    _stifle_ready(game)
    start(game)
    hand = sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A")
    game.apply(CastSpell("A", "visionary"))
    pass_priority(game)
    pass_priority(game)  # the Visionary resolves; its trigger goes on the stack
    trigger = _stack_ability(game)
    pass_priority(game)
    game.apply(CastSpell("B", "stifle", (trigger,)))
    pass_priority(game)
    pass_priority(game)
    assert game.stack == []
    after = sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A")
    assert after == hand - 1  # the Visionary left the hand and no card was drawn


def test_115_1_stifle_cant_target_a_spell_and_needs_an_ability() -> None:
    game = game_with("Stifle", "Elvish Visionary")
    put(game, "Elvish Visionary", "A", Zone.HAND, "visionary")
    lands(game, "Forest", 2, "A")
    _stifle_ready(game)
    start(game)
    game.apply(CastSpell("A", "visionary"))
    pass_priority(game)
    assert not [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == "stifle"]
    assert rejected(game, CastSpell("B", "stifle", ("visionary",))).rule == "115.1"
