"""CR 400.11b, 603.4, 400.7d: North Wind Avatar's "When {this} enters, if you cast it, you may put
a card you own from outside the game into your hand." compiled from its Oracle text: cast, its
controller may put any card of their sideboard (400.11a) into their hand, not revealed; put onto
the battlefield without being cast, it does nothing."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.following import intervening_if_holds
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import all_pass, in_trigger_order, lands, put, start

pytestmark = needs_full_database

AVATAR = "North Wind Avatar"


def _cast_avatar() -> Game:
    game = game_with(AVATAR)
    put(game, AVATAR, "A", Zone.HAND, "avatar")
    lands(game, "Island", 2, "A")
    lands(game, "Mountain", 3, "A")
    game.outside = {"A": ["Lightning Bolt", "Mind Stone"]}
    start(game)
    game.apply(CastSpell("A", "avatar"))
    all_pass(game)  # the Avatar resolves; its trigger goes on the stack
    in_trigger_order(game)
    all_pass(game)  # the trigger resolves
    return game


def _options(game: Game) -> list[str]:
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    return sorted(a.value for a in game.legal_actions() if isinstance(a, Choose))


def _in_hand(game: Game) -> list[str]:
    return sorted(
        game.characteristics(i).name
        for i, o in game.objects.items()
        if o.zone is Zone.HAND and o.owner == "A"
    )


def test_400_11b_cast_it_puts_any_card_from_outside_the_game_unrevealed() -> None:
    game = _cast_avatar()
    assert _options(game) == [
        "nothing",
        "put Lightning Bolt from outside the game",
        "put Mind Stone from outside the game",
    ]
    game.apply(Choose("A", "put Mind Stone from outside the game"))
    assert _in_hand(game) == ["Mind Stone"]
    assert game.outside == {"A": ["Lightning Bolt"]}
    assert not any(e.event == "reveal" for e in game.events)


def test_608_2d_it_may_put_nothing() -> None:
    game = _cast_avatar()
    game.apply(Choose("A", "nothing"))
    assert _in_hand(game) == []
    assert game.outside == {"A": ["Lightning Bolt", "Mind Stone"]}


def test_603_4_not_cast_it_doesnt_trigger() -> None:
    game = game_with(AVATAR)
    put(game, AVATAR, "A", object_id="avatar")
    start(game)
    ability = next(
        a
        for a in game.characteristics("avatar").abilities
        if "outside the game" in a.text.render("{this}")
    )
    assert not intervening_if_holds(game, ability, "avatar", "A")
