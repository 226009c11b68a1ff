"""Bond 502.E Bond Rampage N: "Whenever this creature becomes blocked, it gets +N/+N until end of
turn for each Bonded creature blocking it." Counted once, as the trigger resolves; blockers added
or removed later don't change it. Several instances trigger separately."""

from __future__ import annotations

from bond_helpers import bond_board
from mtgrules.game.actions import (
    CastSpell,
    DeclareAttacker,
    DeclareBlocker,
    FinishAttacks,
    FinishBlocks,
    PassPriority,
)
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import all_pass, put, start


def pt(game: Game, object_id: str) -> tuple[int | None, int | None]:
    chars = game.characteristics(object_id)
    return chars.power, chars.toughness


def blocked(attacker: str, blockers: list[str], *, extra: tuple[str, ...] = ()) -> Game:
    """A attacks with ``attacker``; B blocks it with ``blockers`` (names); the trigger is on
    the stack. ``extra`` cards go into A's hand with three Mountains to cast them."""
    game = bond_board()
    put(game, attacker, "A", object_id="attacker")
    for i, name in enumerate(blockers):
        put(game, name, "B", object_id=f"b{i}")
    for i in range(3):
        put(game, "Mountain", "A", object_id=f"m{i}")
    for i, name in enumerate(extra):
        put(game, name, "A", Zone.HAND, f"x{i}")
    start(game, Step.DECLARE_ATTACKERS)
    game.apply(DeclareAttacker("A", "attacker", "B"))
    game.apply(FinishAttacks("A"))
    all_pass(game)
    for i in range(len(blockers)):
        game.apply(DeclareBlocker("B", f"b{i}", "attacker"))
    game.apply(FinishBlocks("B"))
    return game


def test_502_E_plus_n_for_each_bonded_creature_blocking_it() -> None:
    """Rampaging Tusker (3/3, Bond Rampage 2) blocked by two Bonded creatures and an unbonded
    one: +4/+4."""
    game = blocked("Rampaging Tusker", ["Oathsworn Sentinel", "Vanguard Captain", "Grizzly Bears"])
    assert [item.source for item in game.stack] == ["attacker"]
    all_pass(game)
    assert pt(game, "attacker") == (3 + 4, 3 + 4)


def test_502_E_no_bonded_blocker_no_bonus() -> None:
    game = blocked("Rampaging Tusker", ["Grizzly Bears"])
    all_pass(game)
    assert pt(game, "attacker") == (3, 3)


def test_502_E_the_bonus_lasts_until_end_of_turn() -> None:
    game = blocked("Rampaging Tusker", ["Oathsworn Sentinel"])
    all_pass(game)
    assert pt(game, "attacker") == (5, 5)
    for _ in range(12):
        if game.turn == 3:
            break
        all_pass(game)
    assert game.turn == 3
    assert pt(game, "attacker") == (3, 3)


def test_502_E_counted_when_the_trigger_resolves_not_when_it_triggers() -> None:
    """A blocker removed in response (Lightning Bolt on the Bonded Captain) isn't counted."""
    game = blocked(
        "Rampaging Tusker", ["Oathsworn Sentinel", "Vanguard Captain"], extra=("Lightning Bolt",)
    )
    game.apply(CastSpell("A", "x0", ("b1",)))
    all_pass(game)  # the Bolt resolves: the Captain (2/3) dies
    assert game.objects["b1"].zone is Zone.GRAVEYARD
    all_pass(game)  # the trigger resolves: one Bonded blocker
    assert pt(game, "attacker") == (5, 5)


def test_502_E_blockers_removed_later_don_t_change_it() -> None:
    game = blocked(
        "Rampaging Tusker", ["Oathsworn Sentinel", "Vanguard Captain"], extra=("Lightning Bolt",)
    )
    all_pass(game)
    assert pt(game, "attacker") == (7, 7)
    game.apply(CastSpell("A", "x0", ("b1",)))
    all_pass(game)
    assert game.objects["b1"].zone is Zone.GRAVEYARD
    assert pt(game, "attacker") == (7, 7)


def test_502_E_several_instances_trigger_separately() -> None:
    """Twinfang Raider (2/1, Bond Rampage 1 twice) blocked by one Bonded creature: two
    triggers, +1/+1 each."""
    game = blocked("Twinfang Raider", ["Oathsworn Sentinel"])
    assert [item.source for item in game.stack] == ["attacker", "attacker"]
    all_pass(game)
    assert pt(game, "attacker") == (3, 2)
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))
    assert pt(game, "attacker") == (4, 3)
