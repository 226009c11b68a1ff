"""CR 702.138a, 702.138c: Uro, Titan of Nature's Wrath, compiled from its Oracle text —
"Escape—{G}{G}{U}{U}, Exile five other cards from your graveyard." and "When this creature
enters, sacrifice it unless it escaped." Cast from the graveyard for its escape cost, it stays;
cast from the hand, it is sacrificed."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import in_trigger_order, lands, put, rejected, start

pytestmark = needs_full_database

URO = "Uro, Titan of Nature's Wrath"


def _game(zone: Zone, fuel: int) -> Game:
    game = game_with(URO, "Lightning Bolt")
    put(game, URO, "A", zone, "uro")
    for n in range(fuel):
        put(game, "Lightning Bolt", "A", Zone.GRAVEYARD, f"fuel-{n}")
    lands(game, "Forest", 2, "A")
    lands(game, "Island", 2, "A")
    return start(game)


def _resolve_all(game: Game) -> None:
    while game.stack or (
        game.pending is not None and game.pending.kind is not DecisionKind.PRIORITY
    ):
        if game.pending is not None and game.pending.kind is DecisionKind.ORDER:
            in_trigger_order(game)
        elif game.pending is not None and game.pending.kind is DecisionKind.CHOOSE:
            take(game, Choose("A", game.pending.options[0]))
        else:
            resolve_stack(game)


def test_702_138a_uro_is_cast_from_the_graveyard_exiling_five_other_cards() -> None:
    game = _game(Zone.GRAVEYARD, 6)
    fuel = tuple(f"fuel-{n}" for n in range(5))
    assert CastSpell("A", "uro", cost="escape", exile=fuel) in casts(game, "uro")
    take(game, CastSpell("A", "uro", cost="escape", exile=fuel))
    assert all(game.objects[c].zone is Zone.EXILE for c in fuel)
    assert game.objects["fuel-5"].zone is Zone.GRAVEYARD
    _resolve_all(game)
    assert game.objects["uro"].zone is Zone.BATTLEFIELD  # it escaped: not sacrificed
    assert game.players["A"].life == 23


def test_702_138a_any_five_other_cards_may_be_exiled() -> None:
    game = _game(Zone.GRAVEYARD, 6)
    chosen = ("fuel-1", "fuel-2", "fuel-3", "fuel-4", "fuel-5")
    game.apply(CastSpell("A", "uro", cost="escape", exile=chosen))
    assert game.objects["fuel-0"].zone is Zone.GRAVEYARD


def test_702_138a_without_five_other_cards_uro_can_t_escape() -> None:
    game = _game(Zone.GRAVEYARD, 4)
    assert not casts(game, "uro")
    four = tuple(f"fuel-{n}" for n in range(4))
    assert rejected(game, CastSpell("A", "uro", cost="escape", exile=four)).rule == "702.138a"


def test_702_138c_uro_cast_from_the_hand_is_sacrificed() -> None:
    game = _game(Zone.HAND, 0)
    take(game, CastSpell("A", "uro"))
    _resolve_all(game)
    assert game.objects["uro"].zone is Zone.GRAVEYARD
    assert game.players["A"].life == 23  # its other trigger still resolves
