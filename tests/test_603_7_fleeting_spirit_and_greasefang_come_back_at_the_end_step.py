"""CR 603.7 with real cards compiled from their Oracle text: a delayed triggered ability made
as a spell or ability resolves triggers at the beginning of the next end step (603.7b) and does
what it says to the object it is about, unless that object has changed zones since (603.7c,
400.7). Fleeting Spirit ("Discard a card: Exile {this}. Return it to the battlefield under its
owner's control at the beginning of the next end step.") and Greasefang, Okiba Boss (a Vehicle
card returned with haste, 611.2a, and returned to its owner's hand at the beginning of your
next end step)."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, Choose, DeclareAttacker
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import pass_until
from zones_helpers import zones_game

SPIRIT = "Fleeting Spirit"
GREASEFANG = "Greasefang, Okiba Boss"


def _exile_the_spirit() -> Game:
    game = zones_game(
        [SPIRIT], cards={"spirit": SPIRIT}, hand={"card": "Island", "other": "Island"}
    )
    take(game, ActivateAbility("A", "spirit", 2, paid_with=("card",)))
    resolve_stack(game)
    return game


@needs_full_database
def test_603_7b_fleeting_spirit_returns_at_the_beginning_of_the_next_end_step() -> None:
    game = _exile_the_spirit()
    assert game.objects["spirit"].zone is Zone.EXILE
    assert game.objects["card"].zone is Zone.GRAVEYARD
    pass_until(game, Step.END)
    resolve_stack(game)
    assert game.objects["spirit"].zone is Zone.BATTLEFIELD
    assert game.controller_of("spirit") == "A"
    assert game.delayed_triggers == []


@needs_full_database
def test_603_7c_a_spirit_that_left_exile_is_a_new_object_the_trigger_leaves_alone() -> None:
    game = _exile_the_spirit()
    game.move("spirit", Zone.GRAVEYARD)  # it changed zones: a new object (400.7)
    pass_until(game, Step.END)
    resolve_stack(game)
    assert game.objects["spirit"].zone is Zone.GRAVEYARD
    assert any(e.rule == "603.7c" for e in game.events)


def _greasefang_returns_the_vehicle() -> Game:
    game = zones_game(
        [GREASEFANG],
        cards={"fang": GREASEFANG},
        graveyard={"copter": "Smuggler's Copter"},
        step=Step.UPKEEP,
    )
    pass_until(game, Step.BEGINNING_OF_COMBAT)
    assert [item.targets for item in game.stack] == [("copter",)]  # the only legal target
    resolve_stack(game)
    return game


@needs_full_database
def test_611_2a_greasefang_returns_a_vehicle_card_that_gains_haste() -> None:
    game = _greasefang_returns_the_vehicle()
    assert game.objects["copter"].zone is Zone.BATTLEFIELD
    assert game.characteristics("copter").has_keyword("Haste")
    assert not game.characteristics("fang").has_keyword("Haste")


@needs_full_database
def test_603_7b_the_vehicle_returns_to_its_owners_hand_at_your_next_end_step() -> None:
    game = _greasefang_returns_the_vehicle()
    pass_until(game, Step.END)
    resolve_stack(game)
    assert game.objects["copter"].zone is Zone.HAND
    assert game.objects["copter"].owner == "A"


SNEAK = "Sneak Attack"


def _sneak_in_the_giant() -> Game:
    game = zones_game([SNEAK], cards={"sneak": SNEAK}, hand={"giant": "Hill Giant"}, mana="R")
    take(game, ActivateAbility("A", "sneak", 1))
    resolve_stack(game)
    assert game.pending is not None
    assert game.pending.options == ("put nothing", "Hill Giant")
    take(game, Choose("A", "Hill Giant"))
    return game


@needs_full_database
def test_611_2a_sneak_attack_puts_a_creature_onto_the_battlefield_with_haste() -> None:
    game = _sneak_in_the_giant()
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    assert game.characteristics("giant").has_keyword("Haste")
    assert not game.characteristics("sneak").has_keyword("Haste")
    assert DeclareAttacker("A", "giant", "B") in _attacks(game)


def _attacks(game: Game) -> list[object]:
    pass_until(game, Step.DECLARE_ATTACKERS)
    return list(game.legal_actions())


@needs_full_database
def test_603_7b_the_creature_sneak_attack_put_is_sacrificed_at_the_end_step() -> None:
    game = _sneak_in_the_giant()
    pass_until(game, Step.END)
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.GRAVEYARD
    assert game.objects["sneak"].zone is Zone.BATTLEFIELD


@needs_full_database
def test_603_7c_a_creature_returned_to_hand_and_put_again_is_not_sacrificed() -> None:
    game = _sneak_in_the_giant()
    game.move("giant", Zone.HAND)
    game.move("giant", Zone.BATTLEFIELD)  # a new object (400.7)
    assert not game.characteristics("giant").has_keyword("Haste")
    pass_until(game, Step.END)
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.BATTLEFIELD


@needs_full_database
def test_603_7_putting_nothing_leaves_nothing_to_sacrifice() -> None:
    game = zones_game([SNEAK], cards={"sneak": SNEAK}, hand={"giant": "Hill Giant"}, mana="R")
    take(game, ActivateAbility("A", "sneak", 1))
    resolve_stack(game)
    take(game, Choose("A", "put nothing"))
    pass_until(game, Step.END)
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.HAND
    assert game.objects["sneak"].zone is Zone.BATTLEFIELD
