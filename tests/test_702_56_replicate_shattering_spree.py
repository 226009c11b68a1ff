"""CR 702.56a, 707.10: Shattering Spree, compiled from its Oracle text — "Replicate {R}" and
"Destroy target artifact.": its replicate cost may be paid any number of times as it is cast,
and it is copied once for each time, each copy with the same target or a new one."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, ChooseTargets
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import lands, put, start

pytestmark = needs_full_database

SPREE = "Shattering Spree"


def _game() -> Game:
    game = game_with(SPREE)
    put(game, SPREE, "A", Zone.HAND, "spree")
    for i in range(1, 4):
        put(game, "Ornithopter", "B", object_id=f"thopter-{i}")
    lands(game, "Mountain", 3, "A")
    return start(game)


def test_702_56a_paid_twice_it_is_copied_twice_with_new_targets() -> None:
    game = _game()
    assert {a.kicks for a in casts(game, "spree")} == {0, 1, 2}  # three Mountains: {R} + 2
    take(game, CastSpell("A", "spree", ("thopter-1",), kicks=2))
    assert [i.kind for i in game.stack] == ["spell", "ability"]  # the replicate trigger
    resolve_stack(game)
    for new in ("thopter-2", "thopter-3"):  # CR 707.10c: each copy may get a new target
        assert game.pending is not None and game.pending.kind is DecisionKind.TARGETS
        take(game, ChooseTargets("A", (new,)))
    resolve_stack(game)
    assert all(game.objects[f"thopter-{i}"].zone is Zone.GRAVEYARD for i in range(1, 4))
    assert game.objects["spree"].zone is Zone.GRAVEYARD


def test_702_56a_not_paid_it_is_not_copied() -> None:
    game = _game()
    take(game, CastSpell("A", "spree", ("thopter-1",)))
    assert [i.kind for i in game.stack] == ["spell"]  # it doesn't trigger (CR 603.4)
    resolve_stack(game)
    assert game.objects["thopter-1"].zone is Zone.GRAVEYARD
    assert game.objects["thopter-2"].zone is Zone.BATTLEFIELD
    assert not [e for e in game.events if e.event == "copy"]
