"""CR 701.17a, 608.2c: Free the Fae's text ("Mill four cards. Then put an instant, sorcery, or
Faerie card from among the milled cards into your hand.") — one card of those kinds among the
four milled goes to the hand (a choice only if there are several); none of those kinds: nothing
more happens."""

from __future__ import annotations

from in_play import take
from library_cards import main_phase
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import pass_priority


def _free_the_fae(library: list[str]) -> Game:
    game = main_phase(hand={"fae": "Free the Fae"}, mana="UU", library=library)
    take(game, CastSpell("A", "fae", ()))
    pass_priority(game)
    pass_priority(game)
    return game


def _id(name: str, index: int) -> str:
    return f"{name.lower().replace(' ', '-')}-{index}"


def test_608_2c_free_the_fae_chooses_among_the_milled_cards_of_the_kinds() -> None:
    game = _free_the_fae(
        ["Lightning Bolt", "Grizzly Bears", "Duress", "Faerie Mastermind", "Counterspell"]
    )
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == (
        "into your hand: Duress",
        "into your hand: Faerie Mastermind",
        "into your hand: Lightning Bolt",
    )  # not the Bears, nor the Counterspell (fifth, not milled)
    take(game, Choose("A", "into your hand: Faerie Mastermind"))
    assert game.objects[_id("Faerie Mastermind", 4)].zone is Zone.HAND
    milled = [_id("Lightning Bolt", 1), _id("Grizzly Bears", 2), _id("Duress", 3)]
    assert [game.objects[c].zone for c in milled] == [Zone.GRAVEYARD] * 3
    assert game.libraries["A"] == [_id("Counterspell", 5)]
    assert game.objects["fae"].zone is Zone.GRAVEYARD
    assert game.pending.kind is DecisionKind.PRIORITY


def test_608_2c_free_the_fae_takes_the_only_one_without_a_choice() -> None:
    game = _free_the_fae(["Grizzly Bears", "Forest", "Duress", "Hill Giant", "Swamp"])
    assert game.objects[_id("Duress", 3)].zone is Zone.HAND
    assert game.objects[_id("Hill Giant", 4)].zone is Zone.GRAVEYARD
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY


def test_701_17a_free_the_fae_with_none_of_the_kinds_only_mills() -> None:
    game = _free_the_fae(["Grizzly Bears", "Forest", "Hill Giant", "Swamp", "Duress"])
    assert sum(o.zone is Zone.GRAVEYARD and o.owner == "A" for o in game.objects.values()) == 5
    assert game.objects[_id("Duress", 5)].zone is Zone.LIBRARY  # the fifth was not milled
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY
