"""CR 702.83a-b, 506.5: Noble Hierarch, compiled from its Oracle text — "Exalted": whenever a
creature its controller controls attacks alone, that creature gets +1/+1 until end of turn;
each instance triggers on its own, and nothing triggers when two creatures attack."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import attack, declare_attackers, declare_blocks, pt, resolve_stack
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import in_trigger_order, pass_until, put, start

pytestmark = needs_full_database

HIERARCH = "Noble Hierarch"


def _game(hierarchs: int, bears: int) -> Game:
    game = game_with(HIERARCH)
    for i in range(1, hierarchs + 1):
        put(game, HIERARCH, "A", object_id=f"hierarch-{i}")
    for i in range(1, bears + 1):
        put(game, "Grizzly Bears", "A", object_id=f"bears-{i}")
    return start(game)


def test_702_83a_a_creature_attacking_alone_gets_plus_one_plus_one() -> None:
    game = _game(1, 1)
    attack(game, "bears-1")
    assert pt(game, "bears-1") == (3, 3)
    assert game.players["B"].life == 17
    pass_until(game, Step.END)
    resolve_stack(game)
    pass_until(game, Step.UPKEEP, turn=3)
    assert pt(game, "bears-1") == (2, 2)  # until end of turn (CR 514.2)


def test_702_83b_each_instance_triggers_separately() -> None:
    game = _game(2, 1)
    declare_attackers(game, "bears-1")
    in_trigger_order(game)  # two exalted triggers: their order is A's choice (CR 603.3b)
    assert len(game.stack) == 2
    declare_blocks(game, {})
    pass_until(game, Step.END_OF_COMBAT)
    assert pt(game, "bears-1") == (4, 4)
    assert game.players["B"].life == 16


def test_506_5_two_attackers_dont_attack_alone() -> None:
    game = _game(1, 2)
    attack(game, "bears-1", "bears-2")
    assert pt(game, "bears-1") == (2, 2) and pt(game, "bears-2") == (2, 2)
    assert game.players["B"].life == 16
