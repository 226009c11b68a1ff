"""CR 603.10a: leaves-the-battlefield abilities look back in time: whether they trigger is
decided by the permanents as they were just before the event. CR 704.3, 608.2c: the creatures a
state-based action check or a "destroy all" puts into graveyards die at the same time, so a
"whenever another creature dies" creature dying with them sees each of them die — whatever the
order of the objects."""

from __future__ import annotations

import pytest

from in_play import cast, declare_attackers, declare_blocks, main_phase, zone
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from play_helpers import in_trigger_order, pass_until

CARDS = {"archer": "Poison-Tip Archer", "bears": "Grizzly Bears", "lions": "Savannah Lions"}


@pytest.mark.parametrize(
    "order",
    [("archer", "bears", "lions"), ("bears", "archer", "lions"), ("bears", "lions", "archer")],
)
def test_603_10a_poison_tip_archer_sees_every_creature_day_of_judgment_destroys(
    order: tuple[str, ...],
) -> None:
    """Poison-Tip Archer, Grizzly Bears and Savannah Lions die at once: two other creatures
    died, so B loses 2 life, wherever the Archer is in the order of objects."""
    game = main_phase({i: CARDS[i] for i in order}, hand={"judgment": "Day of Judgment"},
                      mana="WWWW")  # fmt: skip
    cast(game, "judgment")
    in_trigger_order(game)
    pass_until(game, Step.POSTCOMBAT_MAIN)
    assert [zone(game, i) for i in order] == [Zone.GRAVEYARD] * 3
    assert [e.rule for e in game.events if e.event == "trigger"] == ["603.3", "603.3"]
    assert game.players["B"].life == 18


def test_603_10a_704_3_archer_destroyed_by_deathtouch_sees_a_creature_lethal_damage_kills() -> None:
    """In one combat damage step the Archer dies of Typhoid Rats' deathtouch damage (704.5h)
    as Grizzly Bears die of lethal damage (704.5g) and the Rats of the Archer's deathtouch: one
    check, one event. The Archer sees both others die."""
    game = main_phase(
        {"archer": "Poison-Tip Archer", "bears": "Grizzly Bears"},
        theirs={"rats": "Typhoid Rats", "giant": "Hill Giant"},
    )
    declare_attackers(game, "archer", "bears")
    declare_blocks(game, {"rats": "archer", "giant": "bears"})
    pass_until(game, Step.END_OF_COMBAT)
    in_trigger_order(game)
    pass_until(game, Step.POSTCOMBAT_MAIN)
    assert [zone(game, i) for i in ("archer", "bears", "rats", "giant")] == [
        Zone.GRAVEYARD, Zone.GRAVEYARD, Zone.GRAVEYARD, Zone.BATTLEFIELD,
    ]  # fmt: skip
    assert game.players["B"].life == 18


def test_603_10a_an_archer_that_left_earlier_sees_nothing() -> None:
    """Looking back is for the event itself: the Archer Murdered first, the Bears later, sees
    only what died with it (nothing)."""
    game = main_phase(
        {"archer": "Poison-Tip Archer", "bears": "Grizzly Bears"},
        hand={"murder": "Murder", "murder-2": "Murder"},
        mana="BBBBBB",
    )
    cast(game, "murder", "archer")
    cast(game, "murder-2", "bears")
    assert game.players["B"].life == 20
