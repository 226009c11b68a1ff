"""Tamiyo, Seasoned Scholar (the back face of Tamiyo, Inquisitive Student), compiled from her
Oracle text. [+2]: until her controller's next turn, each creature that attacks them or a
planeswalker they control gets -1/-0 until end of turn (CR 603.7b: a delayed triggered ability
with a stated duration triggers each time; 603.7c: "it" is that attacker). [-3]: an instant or
sorcery card returns to hand, and one mana of any color is added only if it's green (608.2c).
[-7]: draw half the library, rounded up (107.1a), and an emblem: no maximum hand size (114,
402.2)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, Choose, DeclareAttacker, FinishAttacks
from mtgrules.game.objects import Zone
from mtgrules.game.player_rules import maximum_hand_size
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import pass_until, put, start

pytestmark = needs_full_database

TAMIYO = "Tamiyo, Inquisitive Student // Tamiyo, Seasoned Scholar"
BACK = "Tamiyo, Seasoned Scholar"


def _tamiyo(loyalty: int, *more: str) -> Game:
    game = game_with(TAMIYO, "Hill Giant", *more)
    game.create_card(TAMIYO, "A", Zone.BATTLEFIELD, object_id="tamiyo", face_name=BACK)
    game.objects["tamiyo"].counters["loyalty"] = loyalty
    return game


def _power(game: Game, creature: str) -> int | None:
    return game.characteristics(creature).power


def _b_attacks(game: Game, turn: int, attacks: dict[str, str]) -> None:
    pass_until(game, Step.DECLARE_ATTACKERS, turn=turn)
    for creature, defender in attacks.items():
        take(game, DeclareAttacker("B", creature, defender))
    take(game, FinishAttacks("B"))
    resolve_stack(game)


def test_603_7b_each_attacker_of_you_or_your_planeswalker_gets_minus_one() -> None:
    game = _tamiyo(2)
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Hill Giant", "B", object_id="giant-2")
    put(game, "Hill Giant", "B", object_id="giant-3")
    start(game)
    take(game, ActivateAbility("A", "tamiyo", 1))
    resolve_stack(game)
    assert game.objects["tamiyo"].counters == {"loyalty": 4}
    _b_attacks(game, 3, {"giant": "A", "giant-2": "tamiyo"})
    assert (_power(game, "giant"), _power(game, "giant-2"), _power(game, "giant-3")) == (2, 2, 3)
    pass_until(game, Step.UPKEEP, turn=4)
    assert _power(game, "giant") == 3  # until end of turn


def test_603_7b_it_ends_as_her_controllers_next_turn_begins() -> None:
    game = _tamiyo(2)
    put(game, "Hill Giant", "B", object_id="giant")
    start(game)
    take(game, ActivateAbility("A", "tamiyo", 1))
    resolve_stack(game)
    pass_until(game, Step.UPKEEP, turn=4)
    assert game.delayed_triggers == []
    _b_attacks(game, 5, {"giant": "A"})
    assert _power(game, "giant") == 3


def test_608_2c_minus_three_adds_mana_only_for_a_green_card() -> None:
    game = _tamiyo(5, "Lightning Bolt", "Crop Rotation")
    put(game, "Lightning Bolt", "A", Zone.GRAVEYARD, "bolt")
    put(game, "Crop Rotation", "A", Zone.GRAVEYARD, "rotation")
    start(game)
    take(game, ActivateAbility("A", "tamiyo", 2, ("bolt",)))
    resolve_stack(game)
    assert game.objects["bolt"].zone is Zone.HAND
    assert str(game.pools["A"]) == ""
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY
    game = _tamiyo(5, "Crop Rotation")
    put(game, "Crop Rotation", "A", Zone.GRAVEYARD, "rotation")
    start(game)
    take(game, ActivateAbility("A", "tamiyo", 2, ("rotation",)))
    resolve_stack(game)
    assert game.objects["rotation"].zone is Zone.HAND
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == ("{W}", "{U}", "{B}", "{R}", "{G}")  # CR 106.1a
    take(game, Choose("A", "{U}"))
    assert str(game.pools["A"]) == "{U}"


def test_107_1a_minus_seven_draws_half_the_library_rounded_up_and_an_emblem() -> None:
    game = _tamiyo(7)
    for n in range(9):
        put(game, "Island", "A", Zone.LIBRARY, f"lib-{n}")
    start(game)
    hand = len([o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"])
    library = len(game.libraries["A"])
    take(game, ActivateAbility("A", "tamiyo", 3))
    resolve_stack(game)
    drawn = (library + 1) // 2
    assert len(game.libraries["A"]) == library - drawn
    now = len([o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"])
    assert now == hand + drawn
    assert maximum_hand_size(game, "A") is None
    assert maximum_hand_size(game, "B") == 7
