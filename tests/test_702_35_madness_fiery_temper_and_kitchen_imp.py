"""CR 702.35a: madness — a card with madness that is discarded is exiled instead, and when it
is, its owner may cast it for its madness cost (rather than its mana cost, 702.35b); if they
don't, they put it into their graveyard. Fiery Temper (Madness {R}) and Kitchen Imp (Madness
{B}), compiled from their Oracle text, discarded to Faithless Looting and to cycling."""

from __future__ import annotations

from in_play import resolve_stack, take
from keyword_cards import game_with
from mtgrules.game.actions import CastSpell, Choose, Discard
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind


def _loot_away(game: Game, *cards: str) -> None:
    take(game, CastSpell("A", "looting"))
    resolve_stack(game)
    for card in cards:
        assert game.pending is not None and game.pending.kind is DecisionKind.DISCARD
        take(game, Discard("A", card))


def test_702_35a_fiery_temper_discarded_is_exiled_and_cast_for_its_madness_cost() -> None:
    game = game_with(
        {"m1": "Mountain", "m2": "Mountain"},
        hand={"looting": "Faithless Looting", "temper": "Fiery Temper", "x": "Island"},
    )
    _loot_away(game, "temper", "x")
    assert game.objects["temper"].zone is Zone.EXILE
    assert game.objects["x"].zone is Zone.GRAVEYARD
    resolve_stack(game)  # the madness trigger resolves: its owner chooses
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == (
        "put it into the graveyard",
        "cast it for {R} targeting A",
        "cast it for {R} targeting B",
    )
    take(game, Choose("A", "cast it for {R} targeting B"))
    assert game.objects["m2"].tapped and game.objects["temper"].zone is Zone.STACK
    resolve_stack(game)
    assert game.players["B"].life == 17
    assert game.objects["temper"].zone is Zone.GRAVEYARD


def test_702_35a_an_owner_who_doesnt_cast_it_puts_it_into_the_graveyard() -> None:
    game = game_with(
        {"m1": "Mountain"},
        hand={"looting": "Faithless Looting", "imp": "Kitchen Imp", "x": "Island"},
    )
    _loot_away(game, "imp", "x")
    resolve_stack(game)
    assert game.pending is not None
    assert game.pending.options == ("put it into the graveyard",)  # no {B} to pay
    take(game, Choose("A", "put it into the graveyard"))
    assert game.objects["imp"].zone is Zone.GRAVEYARD


def test_702_35a_a_creature_cast_with_madness_enters_the_battlefield() -> None:
    game = game_with(
        {"m1": "Mountain", "s1": "Swamp"},
        hand={"looting": "Faithless Looting", "imp": "Kitchen Imp", "x": "Island"},
    )
    _loot_away(game, "imp", "x")
    resolve_stack(game)
    take(game, Choose("A", "cast it for {B}"))
    resolve_stack(game)
    assert game.objects["imp"].zone is Zone.BATTLEFIELD and game.objects["s1"].tapped
