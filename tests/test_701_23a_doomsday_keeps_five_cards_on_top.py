"""CR 701.23a, 401.4, 107.1a: Doomsday ("Search your library and graveyard for five cards and
exile the rest. Put the chosen cards on top of your library in any order. You lose half your
life, rounded up.") compiled from its Oracle text: five cards chosen one at a time from the
library and the graveyard become the library, the first chosen on top; every other card of the
library and the graveyard is exiled; its caster loses half their life, rounded up."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import all_pass, lands, put, start

pytestmark = needs_full_database

LIBRARY = ("Lightning Bolt", "Grizzly Bears", "Island", "Island", "Counterspell", "Shock")
GRAVEYARD = ("Serra Angel", "Mind Rot")


def _doomsday_resolving() -> Game:
    game = game_with("Doomsday")
    put(game, "Doomsday", "A", Zone.HAND, "doomsday")
    lands(game, "Swamp", 3, "A")
    for number, name in enumerate(LIBRARY, 1):
        put(game, name, "A", Zone.LIBRARY, f"lib-{number}")
    for number, name in enumerate(GRAVEYARD, 1):
        put(game, name, "A", Zone.GRAVEYARD, f"yard-{number}")
    put(game, "Island", "B", Zone.LIBRARY, "their-island")
    start(game, library=None)
    game.players["A"].life = 19
    game.apply(CastSpell("A", "doomsday"))
    all_pass(game)
    return game


def test_701_23a_the_cards_chosen_are_the_library_in_the_order_chosen() -> None:
    game = _doomsday_resolving()
    assert game.players["A"].life == 19  # nothing happens before the cards are chosen
    options = {o for o in game.legal_actions() if isinstance(o, Choose)}
    assert {o.value for o in options} == {
        "Counterspell from your library", "Grizzly Bears from your library",
        "Island from your library", "Lightning Bolt from your library",
        "Shock from your library", "Mind Rot from your graveyard",
        "Serra Angel from your graveyard",
    }  # fmt: skip
    for value in (
        "Serra Angel from your graveyard", "Island from your library",
        "Island from your library", "Lightning Bolt from your library",
        "Mind Rot from your graveyard",
    ):  # fmt: skip
        game.apply(Choose("A", value))
    assert game.libraries["A"] == ["yard-1", "lib-3", "lib-4", "lib-1", "yard-2"]
    exiled = {c for c, o in game.objects.items() if o.zone is Zone.EXILE}
    assert exiled == {"lib-2", "lib-5", "lib-6"}
    graveyard = {c for c, o in game.objects.items() if o.zone is Zone.GRAVEYARD}
    assert graveyard == {"doomsday"}
    assert game.players["A"].life == 9  # CR 107.1a: half of 19, rounded up, is 10
    assert game.libraries["B"] == ["their-island"]


def test_701_23b_fewer_than_five_cards_keeps_them_all() -> None:
    game = game_with("Doomsday")
    put(game, "Doomsday", "A", Zone.HAND, "doomsday")
    lands(game, "Swamp", 3, "A")
    put(game, "Island", "A", Zone.LIBRARY, "lib-1")
    put(game, "Shock", "A", Zone.GRAVEYARD, "yard-1")
    start(game, library=None)
    game.apply(CastSpell("A", "doomsday"))
    all_pass(game)
    game.apply(Choose("A", "Shock from your graveyard"))
    game.apply(Choose("A", "Island from your library"))
    assert game.libraries["A"] == ["yard-1", "lib-1"]
    assert game.players["A"].life == 10
