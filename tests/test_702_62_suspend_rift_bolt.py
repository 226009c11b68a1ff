"""CR 702.62a-b, 116.2f: Rift Bolt, compiled from its Oracle text — "Suspend 1—{R}": its owner
may pay {R} and exile it from their hand with a time counter on it when they could cast it (a
special action); at the beginning of their upkeep a time counter is removed, and when the last
is removed they may cast it without paying its mana cost."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import Choose, SpecialAction
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import lands, pass_until, put, rejected, start

pytestmark = needs_full_database

BOLT = "Rift Bolt"
SUSPEND = SpecialAction("A", "bolt", "suspend")


def _suspended() -> Game:
    game = game_with(BOLT)
    put(game, BOLT, "A", Zone.HAND, "bolt")
    lands(game, "Mountain", 1, "A")
    start(game)
    take(game, SUSPEND)
    return game


def test_702_62a_suspending_pays_the_cost_and_exiles_it_with_time_counters() -> None:
    game = _suspended()
    assert game.objects["bolt"].zone is Zone.EXILE
    assert game.objects["bolt"].counters == {"time": 1}
    assert game.objects["mountain-1"].tapped
    assert not game.stack  # a special action doesn't use the stack (CR 116.1)


def test_702_62a_the_last_time_counter_removed_it_is_cast_free() -> None:
    game = _suspended()
    pass_until(game, Step.UPKEEP, turn=4)
    assert [item.source for item in game.stack] == ["bolt"]  # remove a time counter
    resolve_stack(game)
    assert game.objects["bolt"].counters == {}
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    options = {a.value for a in game.legal_actions() if isinstance(a, Choose)}
    assert {"don't cast it", "cast Rift Bolt targeting B"} <= options
    take(game, Choose("A", "cast Rift Bolt targeting B"))
    resolve_stack(game)
    assert game.players["B"].life == 17
    assert game.objects["bolt"].zone is Zone.GRAVEYARD


def test_702_62a_declined_it_remains_exiled() -> None:
    game = _suspended()
    pass_until(game, Step.UPKEEP, turn=4)
    resolve_stack(game)
    take(game, Choose("A", "don't cast it"))
    resolve_stack(game)
    assert game.objects["bolt"].zone is Zone.EXILE
    assert game.players["B"].life == 20


def test_702_62c_a_sorcery_is_suspended_only_when_it_could_be_cast() -> None:
    game = game_with(BOLT)
    put(game, BOLT, "A", Zone.HAND, "bolt")
    lands(game, "Mountain", 1, "A")
    start(game, Step.UPKEEP)
    assert SUSPEND not in game.legal_actions()
    assert rejected(game, SUSPEND).rule == "702.62c"
