"""CR 608.2c: "Look at the top five cards of your library. Put two of them into your hand and
the rest on the bottom of your library in any order." (Stock Up) — the player chooses which two,
then the order of the other three on the bottom; Sleight of Hand keeps one of two and puts the
other on the bottom with nothing more to choose."""

from __future__ import annotations

from in_play import take
from instruction_cards import main_phase
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import pass_priority

LIBRARY = ["Lightning Bolt", "Grizzly Bears", "Hill Giant", "Forest", "Counterspell", "Swamp"]


def _cast(game: Game, card: str) -> None:
    take(game, CastSpell("A", card, ()))
    pass_priority(game)
    pass_priority(game)


def test_608_2c_stock_up_puts_the_two_chosen_into_hand_and_three_on_the_bottom_in_order() -> None:
    game = main_phase(hand={"stock": "Stock Up"}, mana="UUU", library=LIBRARY)
    _cast(game, "stock")
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert len(game.pending.options) == 10  # two of five
    assert "into your hand: Counterspell, Lightning Bolt" in game.pending.options
    take(game, Choose("A", "into your hand: Counterspell, Lightning Bolt"))
    assert {game.objects["lightning-bolt-1"].zone, game.objects["counterspell-5"].zone} == {
        Zone.HAND
    }
    assert game.pending.kind is DecisionKind.CHOOSE and len(game.pending.options) == 6
    take(game, Choose("A", "on the bottom: Hill Giant, Forest, Grizzly Bears"))
    assert game.libraries["A"] == ["swamp-6", "hill-giant-3", "forest-4", "grizzly-bears-2"]
    assert game.pending.kind is DecisionKind.PRIORITY
    assert game.objects["stock"].zone is Zone.GRAVEYARD


def test_608_2c_sleight_of_hand_keeps_one_and_puts_the_other_on_the_bottom() -> None:
    game = main_phase(hand={"sleight": "Sleight of Hand"}, mana="U", library=LIBRARY)
    _cast(game, "sleight")
    assert game.pending is not None
    assert game.pending.options == (
        "into your hand: Grizzly Bears",
        "into your hand: Lightning Bolt",
    )
    take(game, Choose("A", "into your hand: Grizzly Bears"))
    assert game.objects["grizzly-bears-2"].zone is Zone.HAND
    assert game.libraries["A"][0] == "hill-giant-3"
    assert game.libraries["A"][-1] == "lightning-bolt-1"
    assert game.pending.kind is DecisionKind.PRIORITY
