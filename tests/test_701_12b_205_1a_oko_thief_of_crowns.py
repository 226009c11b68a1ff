"""Oko, Thief of Crowns, compiled from his Oracle text and played: [+1] makes target artifact or
creature a green Elk creature with base power and toughness 3/3 and no abilities, replacing its
card types and creature types (CR 205.1a, 613.1d-f, 613.4b), for good (611.2a); [-5] exchanges
control of a permanent of his controller's and an opponent's creature with power 3 or less
(701.12b), and does nothing if the exchange can't be completed (701.12a)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from mtgrules.vocab.colors import Color
from play_helpers import pass_until, put, start

OKO = "Oko, Thief of Crowns"


def _oko() -> Game:
    game = game_with(OKO)
    put(game, OKO, "A", object_id="oko")
    put(game, "Mind Stone", "A", object_id="stone")
    put(game, "Savannah Lions", "B", object_id="lions")
    put(game, "Shivan Dragon", "B", object_id="dragon")
    return start(game)


@needs_full_database
def test_205_1a_plus_one_makes_an_artifact_a_vanilla_green_elk() -> None:
    game = _oko()
    take(game, ActivateAbility("A", "oko", 2, ("stone",)))
    resolve_stack(game)
    assert game.objects["oko"].counters == {"loyalty": 5}
    stone = game.characteristics("stone")
    assert str(stone.type_line) == "Creature — Elk"  # no longer an artifact (205.1a)
    assert stone.colors == frozenset({Color.GREEN})
    assert (stone.power, stone.toughness) == (3, 3)
    assert stone.abilities == ()
    pass_until(game, Step.UPKEEP, turn=4)  # it lasts (611.2a)
    assert str(game.characteristics("stone").type_line) == "Creature — Elk"


@needs_full_database
def test_701_12b_minus_five_exchanges_control() -> None:
    game = _oko()
    game.objects["oko"].counters["loyalty"] = 5
    offered = {
        a.targets for a in game.legal_actions()
        if isinstance(a, ActivateAbility) and a.source == "oko" and a.index == 3
    }  # fmt: skip
    assert offered == {("stone", "lions")}  # not the 5/5 Dragon, not Oko himself
    take(game, ActivateAbility("A", "oko", 3, ("stone", "lions")))
    resolve_stack(game)
    assert game.characteristics("lions").controller == "A"
    assert game.characteristics("stone").controller == "B"
    assert game.objects["oko"].zone is Zone.GRAVEYARD  # no loyalty left (704.5i)


@needs_full_database
def test_701_12a_no_exchange_when_one_target_is_gone() -> None:
    game = _oko()
    game.objects["oko"].counters["loyalty"] = 6
    take(game, ActivateAbility("A", "oko", 3, ("stone", "lions")))
    game.move("lions", Zone.GRAVEYARD)
    resolve_stack(game)
    assert game.characteristics("stone").controller == "A"
