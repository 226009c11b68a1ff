"""CR 603.7, 608.2d, 104.3e: Pact of Negation ("Counter target spell." / "At the beginning of
your next upkeep, pay {3}{U}{U}. If you don't, you lose the game."), compiled from its Oracle
text and played: the delayed trigger waits for its controller's next upkeep, where paying is
their choice."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_priority, pass_until, put, start

pytestmark = needs_full_database


def _pact(islands: int) -> Game:
    game = game_with("Pact of Negation")
    lands(game, "Island", islands)
    put(game, "Pact of Negation", "A", Zone.HAND, "pact")
    lands(game, "Mountain", 1, "B")
    put(game, "Shock", "B", Zone.HAND, "shock")
    start(game, active="B")
    take(game, CastSpell("B", "shock", ("A",)))
    pass_priority(game)
    take(game, CastSpell("A", "pact", ("shock",)))
    resolve_stack(game)
    assert game.get("shock").zone is Zone.GRAVEYARD
    assert game.players["A"].life == 20
    assert not game.stack  # nothing triggers in B's turn
    pass_until(game, Step.UPKEEP)
    assert game.active_player == "A"
    resolve_stack(game)
    return game


def test_603_7_pact_of_negation_paid_at_the_next_upkeep() -> None:
    game = _pact(5)
    assert game.pending is not None and set(game.pending.options) == {
        "pay {3}{U}{U}", "don't"
    }  # fmt: skip
    take(game, Choose("A", "pay {3}{U}{U}"))
    assert not game.over
    assert all(game.get(f"island-{i}").tapped for i in range(1, 6))


def test_104_3e_pact_of_negation_unpaid_loses_the_game() -> None:
    game = _pact(5)
    take(game, Choose("A", "don't"))
    assert game.over and game.players["A"].lost and game.players["B"].won


def test_104_3e_pact_of_negation_that_cant_be_paid_loses_the_game() -> None:
    game = _pact(4)
    assert game.over and game.players["A"].lost
