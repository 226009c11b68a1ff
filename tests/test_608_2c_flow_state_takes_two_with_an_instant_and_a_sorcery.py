"""CR 608.2c: Flow State — "Look at the top three cards of your library. Put one of them into
your hand and the rest on the bottom of your library in any order. If there is an instant card
and a sorcery card in your graveyard, instead put two of them into your hand …": the later
sentence changes how many the player keeps, only when both kinds are in their graveyard as the
spell resolves."""

from __future__ import annotations

from in_play import take
from library_cards import main_phase
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import pass_priority

LIBRARY = ["Lightning Bolt", "Grizzly Bears", "Hill Giant", "Forest", "Counterspell"]


def _cast(game: Game) -> None:
    take(game, CastSpell("A", "flow", ()))
    pass_priority(game)
    pass_priority(game)


def test_608_2c_flow_state_keeps_one_without_both_kinds_in_the_graveyard() -> None:
    game = main_phase(hand={"flow": "Flow State"}, mana="UU", library=LIBRARY,
                      graveyard={"opt": "Opt"})  # fmt: skip
    _cast(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == (
        "into your hand: Grizzly Bears",
        "into your hand: Hill Giant",
        "into your hand: Lightning Bolt",
    )
    take(game, Choose("A", "into your hand: Lightning Bolt"))
    assert game.objects["lightning-bolt-1"].zone is Zone.HAND
    take(game, Choose("A", "on the bottom: Hill Giant, Grizzly Bears"))
    assert game.libraries["A"] == ["forest-4", "counterspell-5", "hill-giant-3", "grizzly-bears-2"]
    assert game.pending.kind is DecisionKind.PRIORITY


def test_608_2c_flow_state_keeps_two_with_an_instant_and_a_sorcery_in_the_graveyard() -> None:
    game = main_phase(hand={"flow": "Flow State"}, mana="UU", library=LIBRARY,
                      graveyard={"opt": "Opt", "duress": "Duress"})  # fmt: skip
    _cast(game)
    assert game.pending is not None
    assert game.pending.options == (
        "into your hand: Grizzly Bears, Hill Giant",
        "into your hand: Grizzly Bears, Lightning Bolt",
        "into your hand: Hill Giant, Lightning Bolt",
    )
    take(game, Choose("A", "into your hand: Grizzly Bears, Lightning Bolt"))
    assert game.objects["grizzly-bears-2"].zone is Zone.HAND
    assert game.objects["lightning-bolt-1"].zone is Zone.HAND
    assert game.libraries["A"] == ["forest-4", "counterspell-5", "hill-giant-3"]
    assert game.pending.kind is DecisionKind.PRIORITY
    assert game.objects["flow"].zone is Zone.GRAVEYARD


def test_608_2c_flow_state_counts_the_graveyard_as_it_resolves_not_as_it_is_cast() -> None:
    game = main_phase(hand={"flow": "Flow State"}, mana="UU", library=LIBRARY,
                      graveyard={"duress": "Duress"})  # fmt: skip
    take(game, CastSpell("A", "flow", ()))
    game.move("counterspell-5", Zone.GRAVEYARD)  # an instant reaches the graveyard meanwhile
    pass_priority(game)
    pass_priority(game)
    assert game.pending is not None
    assert len(game.pending.options) == 3
    assert all(", " in option for option in game.pending.options)
