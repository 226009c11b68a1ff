"""CR 602.2b, 601.2h, 701.21a: Bolas's Citadel's last ability, compiled from its Oracle text
("{T}, Sacrifice ten nonland permanents: Each opponent loses 10 life."), paid with ten nonland
permanents its controller chooses — the Citadel among them if they like — and refused with
fewer, or with a land."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, rejected, start

pytestmark = needs_full_database


def _citadel(thopters: int) -> Game:
    game = game_with("Bolas's Citadel", "Ornithopter")
    put(game, "Bolas's Citadel", "A", object_id="citadel")
    for index in range(thopters):
        put(game, "Ornithopter", "A", object_id=f"thopter-{index}")
    lands(game, "Swamp", 1, "A")
    start(game)
    return game


def _activations(game: Game) -> list[ActivateAbility]:
    return [
        a for a in game.legal_actions() if isinstance(a, ActivateAbility) and a.source == "citadel"
    ]


def test_602_2b_ten_nonland_permanents_sacrificed_each_opponent_loses_10() -> None:
    game = _citadel(10)
    offered = _activations(game)
    assert len(offered) == 11  # CR 601.2h: any ten of the eleven, the Citadel one of them
    paid = tuple(f"thopter-{index}" for index in range(10))
    take(game, ActivateAbility("A", "citadel", offered[0].index, paid_with=paid))
    assert all(game.get(t).zone is Zone.GRAVEYARD for t in paid)  # paid as activated
    assert game.get("citadel").tapped
    resolve_stack(game)
    assert (game.players["A"].life, game.players["B"].life) == (20, 10)


def test_601_2h_the_citadel_may_be_one_of_the_ten() -> None:
    game = _citadel(9)
    (activation,) = _activations(game)
    assert set(activation.paid_with) == {"citadel", *(f"thopter-{i}" for i in range(9))}
    take(game, activation)
    resolve_stack(game)
    assert (game.get("citadel").zone, game.players["B"].life) == (Zone.GRAVEYARD, 10)


def test_601_2h_nine_nonland_permanents_and_a_land_cant_pay() -> None:
    game = _citadel(8)
    assert _activations(game) == []
    paid = ("citadel", *(f"thopter-{i}" for i in range(8)), "swamp-1")
    error = rejected(game, ActivateAbility("A", "citadel", 1, paid_with=paid))
    assert error.rule == "601.2h"
    assert game.get("swamp-1").zone is Zone.BATTLEFIELD
    assert game.players["B"].life == 20
