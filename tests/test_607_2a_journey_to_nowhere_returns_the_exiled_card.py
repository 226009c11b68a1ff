"""CR 607.2a, 603.6c with a real card compiled from its Oracle text: Journey to Nowhere ("When
Journey to Nowhere enters, exile target creature." and "When Journey to Nowhere leaves the
battlefield, return the exiled card to the battlefield under its owner's control.") — the
leaves ability returns the card the enters ability exiled. Destroyed in response to its enters
ability, it returns nothing, and the creature is then exiled for good."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, ChooseTargets
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import all_pass
from zones_helpers import zones_game

JOURNEY = "Journey to Nowhere"


def _journey() -> Game:
    game = zones_game(
        [JOURNEY], hand={"journey": JOURNEY, "nat": "Naturalize"}, mana="WWGG",
        theirs={"bears": "Grizzly Bears", "giant": "Hill Giant"},
    )  # fmt: skip
    take(game, CastSpell("A", "journey"))
    all_pass(game)
    take(game, ChooseTargets("A", ("bears",)))
    return game


@needs_full_database
def test_607_2a_journey_returns_the_creature_it_exiled_when_it_leaves() -> None:
    game = _journey()
    resolve_stack(game)
    assert game.objects["bears"].zone is Zone.EXILE
    take(game, CastSpell("A", "nat", ("journey",)))
    resolve_stack(game)
    assert game.objects["journey"].zone is Zone.GRAVEYARD
    assert game.objects["bears"].zone is Zone.BATTLEFIELD
    assert game.controller_of("bears") == "B"
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    assert game.exiled_with == []


@needs_full_database
def test_603_6c_journey_destroyed_in_response_exiles_the_creature_for_good() -> None:
    game = _journey()
    take(game, CastSpell("A", "nat", ("journey",)))  # the enters ability waits below it
    resolve_stack(game)
    assert game.objects["journey"].zone is Zone.GRAVEYARD
    assert game.objects["bears"].zone is Zone.EXILE
    assert game.exiled_with == []
