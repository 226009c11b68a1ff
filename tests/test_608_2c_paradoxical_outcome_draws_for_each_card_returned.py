"""CR 608.2c, 400.7 with the real card compiled from its Oracle text: Paradoxical Outcome
("Return any number of target nonland, nontoken permanents you control to their owners' hands.
Draw a card for each card returned to your hand this way.") draws one card for each of its
targets that went to its caster's hand: not for a permanent another player owns (it goes to
its owner's hand, 400.3), nor for a target that became illegal (608.2b)."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import cast_targets, resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from zones_helpers import zones_game

OUTCOME = "Paradoxical Outcome"


def _game() -> Game:
    game = zones_game(
        [OUTCOME],
        hand={"po": OUTCOME},
        mana="UUUU",
        cards={"thopter": "Ornithopter", "stone": "Mind Stone"},
        theirs={"bears": "Grizzly Bears"},
    )
    return game


def _hand(game: Game) -> set[str]:
    return {i for i, o in game.objects.items() if o.zone is Zone.HAND and o.owner == "A"}


@needs_full_database
def test_601_2c_any_number_of_nonland_nontoken_permanents_you_control() -> None:
    game = _game()
    offered = cast_targets(game, "po")
    assert {(), ("thopter",), ("stone",), ("thopter", "stone")} <= offered
    assert all("bears" not in t and not any(x.startswith("A-U") for x in t) for t in offered)


@needs_full_database
def test_608_2c_two_permanents_returned_draw_two_cards() -> None:
    game = _game()
    take(game, CastSpell("A", "po", ("thopter", "stone")))
    resolve_stack(game)
    assert {"thopter", "stone", "a-lib-1", "a-lib-2"} == _hand(game)
    assert game.objects["a-lib-3"].zone is Zone.LIBRARY


@needs_full_database
def test_400_3_a_permanent_another_player_owns_goes_to_their_hand_and_draws_nothing() -> None:
    game = _game()
    game.objects["bears"].controller = "A"
    game.changed()
    take(game, CastSpell("A", "po", ("thopter", "bears")))
    resolve_stack(game)
    assert game.objects["bears"].zone is Zone.HAND and game.objects["bears"].owner == "B"
    assert {"thopter", "a-lib-1"} == _hand(game)


@needs_full_database
def test_608_2c_no_targets_returns_nothing_and_draws_nothing() -> None:
    game = _game()
    take(game, CastSpell("A", "po", ()))
    resolve_stack(game)
    assert _hand(game) == set()
    assert game.objects["po"].zone is Zone.GRAVEYARD


@needs_full_database
def test_608_2b_a_target_gone_before_it_resolves_isnt_returned_or_counted() -> None:
    game = _game()
    take(game, CastSpell("A", "po", ("thopter", "stone")))
    game.move("stone", Zone.GRAVEYARD)  # an illegal target now (a new object, 400.7)
    resolve_stack(game)
    assert game.objects["stone"].zone is Zone.GRAVEYARD
    assert {"thopter", "a-lib-1"} == _hand(game)
