"""CR 122.1, 608.2h: counters of a kind only their card gives a meaning — The One Ring's burden
counters, counted as each ability resolves ("you lose 1 life for each burden counter on {this}",
"draw a card for each burden counter on {this}").

These tests compile its other lines from its own Oracle text (its "When {this} enters, if you
cast it, you gain protection from everything until your next turn.": the CR 702.16j tests)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import records as _records
from in_play import resolve_stack, take
from mtgrules.cards.definitions import bundled_definitions
from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import ActivateAbility
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import pass_until, put, start

pytestmark = needs_full_database

_PROTECTION = "if you cast it"


def _ring() -> Game:
    """A game whose The One Ring has every line of its Oracle text but the protection one."""
    record = dict(_records()["The One Ring"])
    (face,) = record["faces"]  # type: ignore[misc]
    lines = [line for line in face["oracle_text"].split("\n") if _PROTECTION not in line]
    assert len(lines) == 3
    record["faces"] = [{**face, "oracle_text": "\n".join(lines)}]
    card = compile_card(record)
    assert card.definition is not None, card.why()
    return Game(("A", "B"), definitions={**bundled_definitions(), "The One Ring": card.definition})


def _hand(game: Game) -> int:
    return sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A")


def test_the_one_ring_compiles_every_line() -> None:
    card = compile_card(_records()["The One Ring"])
    assert card.faces["The One Ring"].unsupported == ()


def test_122_1_the_one_ring_puts_a_burden_counter_then_draws_for_each() -> None:
    game = _ring()
    put(game, "The One Ring", "A", object_id="ring")
    start(game)
    hand = _hand(game)
    take(game, ActivateAbility("A", "ring", 1))
    resolve_stack(game)
    assert game.get("ring").counters.get("burden") == 1
    assert _hand(game) == hand + 1
    game.get("ring").tapped = False  # a second turn's activation
    take(game, ActivateAbility("A", "ring", 1))
    resolve_stack(game)
    assert game.get("ring").counters.get("burden") == 2
    assert _hand(game) == hand + 1 + 2


def test_608_2h_the_one_ring_upkeep_loses_1_life_for_each_burden_counter() -> None:
    game = _ring()
    put(game, "The One Ring", "A", object_id="ring")
    game.get("ring").counters["burden"] = 3
    start(game, Step.END, active="B")
    pass_until(game, Step.DRAW, turn=3)
    assert game.players["A"].life == 20 - 3


def test_122_2_the_one_ring_with_no_burden_counter_loses_no_life() -> None:
    game = _ring()
    put(game, "The One Ring", "A", object_id="ring")
    start(game, Step.END, active="B")
    pass_until(game, Step.DRAW, turn=3)
    assert game.players["A"].life == 20
    assert game.get("ring").zone is Zone.BATTLEFIELD
