"""CR 702.88a, 603.7, 608.2g: Ephemerate, compiled from its Oracle text — "Exile target creature
you control, then return it to the battlefield under its owner's control. Rebound": cast from
its caster's hand it is exiled as it resolves, and at the beginning of their next upkeep they
may cast it from exile without paying its mana cost (cast so, it goes to the graveyard)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from mtgrules.game.zones import hand
from play_helpers import lands, pass_until, put, start

pytestmark = needs_full_database

EPHEMERATE = "Ephemerate"


def _cast() -> Game:
    game = game_with(EPHEMERATE)
    put(game, EPHEMERATE, "A", Zone.HAND, "ephemerate")
    put(game, "Elvish Visionary", "A", object_id="visionary")  # "When … enters, draw a card."
    lands(game, "Plains", 1, "A")
    start(game)
    take(game, CastSpell("A", "ephemerate", ("visionary",)))
    resolve_stack(game)  # Ephemerate, then the Visionary's enters trigger
    return game


def test_702_88a_cast_from_hand_it_is_exiled_as_it_resolves() -> None:
    game = _cast()
    assert game.objects["ephemerate"].zone is Zone.EXILE
    assert game.objects["visionary"].zone is Zone.BATTLEFIELD
    assert len(hand(game, "A")) == 1  # the Visionary entered again: A drew
    assert game.delayed_triggers and game.delayed_triggers[0][0] == "your_next_upkeep"


def test_702_88a_at_the_next_upkeep_it_is_cast_again_for_free() -> None:
    game = _cast()
    pass_until(game, Step.UPKEEP, turn=4)
    resolve_stack(game)  # the delayed trigger: its controller chooses
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    options = [a for a in game.legal_actions() if isinstance(a, Choose)]
    assert any(a.value == "don't cast it" for a in options)
    cast = next(a for a in options if "visionary" in a.value.lower())
    take(game, cast)
    assert game.objects["ephemerate"].zone is Zone.STACK
    resolve_stack(game)
    assert game.objects["ephemerate"].zone is Zone.GRAVEYARD  # cast from exile: no rebound
    assert not game.delayed_triggers
    assert len(hand(game, "A")) == 2  # the Visionary entered a third time


def test_702_88a_declined_it_stays_in_exile() -> None:
    game = _cast()
    pass_until(game, Step.UPKEEP, turn=4)
    resolve_stack(game)
    take(game, Choose("A", "don't cast it"))
    resolve_stack(game)
    assert game.objects["ephemerate"].zone is Zone.EXILE
