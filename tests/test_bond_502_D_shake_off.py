"""Bond 502.D Shake Off [cost]: "Unattach this creature from the creature it is attached to."
Any player may activate it, only during its controller's turn and only while it is attached.
Several instances each work."""

from __future__ import annotations

from bond_helpers import back_attack, bond_board, index_of
from mtgrules.game.actions import ActivateAbility, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import all_pass, pass_priority, pass_until, put, rejected, start


def imp_on_sentinel(active: str = "A") -> Game:
    """A's Clinging Imp (2/1 flier; Back Attack, Shake Off {1}, Shake Off {B}) attached to A's
    Oathsworn Sentinel (1/4 Bonded, so 3/2); both players have two Swamps."""
    game = bond_board()
    put(game, "Clinging Imp", "A", object_id="imp")
    put(game, "Oathsworn Sentinel", "A", object_id="sentinel")
    for player in ("A", "B"):
        for i in range(2):
            put(game, "Swamp", player, object_id=f"swamp-{player}{i}")
    start(game, Step.BEGINNING_OF_COMBAT)
    game.apply(back_attack(game, "imp", "sentinel"))
    all_pass(game)
    assert game.objects["imp"].attached_to == "sentinel"
    if active == "B":
        pass_until(game, Step.UPKEEP, turn=3)
    return game


def shake_offs(game: Game, player: str) -> list[ActivateAbility]:
    return [
        a
        for a in game.legal_actions()
        if isinstance(a, ActivateAbility) and a.player == player and a.source == "imp"
    ]


def test_502_D_shake_off_unattaches_the_creature() -> None:
    game = imp_on_sentinel()
    game.apply(ActivateAbility("A", "imp", index_of(game, "imp", "Shake Off")))
    all_pass(game)
    imp = game.objects["imp"]
    assert (imp.zone, imp.attached_to) == (Zone.BATTLEFIELD, None)
    assert imp.tapped  # unattaching doesn't untap it
    chars = game.characteristics("sentinel")
    assert (chars.power, chars.toughness) == (1, 4)


def test_502_D_any_player_may_activate_it() -> None:
    """B activates the Shake Off of A's Imp during A's turn, paying with B's own mana, and
    controls the ability (CR 602.2a)."""
    game = imp_on_sentinel()
    game.apply(PassPriority("A"))
    offered = shake_offs(game, "B")
    assert [a.index for a in offered] == [
        index_of(game, "imp", "Shake Off"),
        index_of(game, "imp", "Shake Off", 2),
    ]
    game.apply(offered[0])
    assert game.stack[-1].controller == "B"
    assert sum(game.objects[f"swamp-B{i}"].tapped for i in range(2)) == 1
    assert not any(game.objects[f"swamp-A{i}"].tapped for i in range(2))
    all_pass(game)
    assert game.objects["imp"].attached_to is None


def test_502_D_only_during_its_controller_s_turn() -> None:
    game = imp_on_sentinel(active="B")
    assert game.active_player == "B"
    assert shake_offs(game, "B") == []
    error = rejected(game, ActivateAbility("B", "imp", index_of(game, "imp", "Shake Off")))
    assert error.rule == "Bond 502.D"
    assert "only during its controller's turn" in str(error)
    pass_priority(game)  # A gets priority in B's upkeep: not A's turn either
    assert rejected(game, ActivateAbility("A", "imp", index_of(game, "imp", "Shake Off"))).rule == (
        "Bond 502.D"
    )


def test_502_D_only_while_it_is_attached() -> None:
    game = bond_board()
    put(game, "Clinging Imp", "A", object_id="imp")
    put(game, "Swamp", "A", object_id="swamp")
    start(game, Step.PRECOMBAT_MAIN)
    assert shake_offs(game, "A") == []
    error = rejected(game, ActivateAbility("A", "imp", index_of(game, "imp", "Shake Off")))
    assert (error.rule, "only while it is attached" in str(error)) == ("Bond 502.D", True)


def test_502_D_several_instances_each_work() -> None:
    """Shake Off {1} and Shake Off {B} are both offered; either one unattaches."""
    for nth in (1, 2):
        game = imp_on_sentinel()
        offered = shake_offs(game, "A")
        assert len(offered) == 2
        game.apply(ActivateAbility("A", "imp", index_of(game, "imp", "Shake Off", nth)))
        all_pass(game)
        assert game.objects["imp"].attached_to is None


def test_502_D_shake_off_with_nothing_to_pay_is_refused() -> None:
    game = imp_on_sentinel()
    for i in range(2):
        game.objects[f"swamp-A{i}"].tapped = True
    game.changed()
    error = rejected(game, ActivateAbility("A", "imp", index_of(game, "imp", "Shake Off")))
    assert error.rule == "601.2h"
