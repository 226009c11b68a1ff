"""CR 702.74a, 118.9, 603.3b: Mulldrifter, compiled from its Oracle text — "Evoke {2}{U}": cast
for its evoke cost, it enters, and both its "When {this} enters, draw two cards." and evoke's
"its controller sacrifices it" trigger (its controller orders them); cast for its mana cost it
stays."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.zones import hand
from play_helpers import in_trigger_order, lands, put, start

pytestmark = needs_full_database

MULLDRIFTER = "Mulldrifter"


def _game() -> Game:
    game = game_with(MULLDRIFTER)
    put(game, MULLDRIFTER, "A", Zone.HAND, "drifter")
    lands(game, "Island", 5, "A")
    start(game)
    return game


def _cast(game: Game, cost: str) -> None:
    take(game, CastSpell("A", "drifter", (), cost=cost))
    for _ in range(5):
        resolve_stack(game)
        in_trigger_order(game)
        if not game.stack:
            break


def _tapped(game: Game) -> int:
    return sum(o.tapped for o in game.objects.values() if o.zone is Zone.BATTLEFIELD)


def test_702_74a_the_evoke_cost_is_an_alternative_cost() -> None:
    game = _game()
    assert {a.cost for a in casts(game, "drifter")} == {"mana cost", "evoke"}


def test_702_74a_evoked_it_draws_two_and_is_sacrificed() -> None:
    game = _game()
    _cast(game, "evoke")
    assert _tapped(game) == 3  # {2}{U}
    assert game.objects["drifter"].zone is Zone.GRAVEYARD
    assert len(hand(game, "A")) == 2


def test_702_74a_cast_for_its_mana_cost_it_stays() -> None:
    game = _game()
    _cast(game, "mana cost")
    assert _tapped(game) == 5  # {4}{U}
    assert game.objects["drifter"].zone is Zone.BATTLEFIELD
    assert len(hand(game, "A")) == 2
