"""CR 201.2, 107.1, 115.1, 406.2: Maelstrom Pulse ("Destroy target nonland permanent and all
other permanents with the same name as that permanent.") and Thraben Charm ("deals damage equal
to twice the number of creatures you control to target creature"; "Exile any number of target
players' graveyards."), compiled from their Oracle text and played."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database


def test_201_2_maelstrom_pulse_destroys_every_permanent_with_the_targets_name() -> None:
    game = game_with("Maelstrom Pulse")
    lands(game, "Swamp", 2)
    lands(game, "Forest", 1)
    put(game, "Maelstrom Pulse", "A", Zone.HAND, "pulse")
    put(game, "Grizzly Bears", "B", object_id="bears-1")
    put(game, "Grizzly Bears", "B", object_id="bears-2")
    put(game, "Grizzly Bears", "A", object_id="my-bears")  # any controller's (201.2)
    put(game, "Llanowar Elves", "B", object_id="elves")
    start(game)
    take(game, CastSpell("A", "pulse", ("bears-1",)))
    resolve_stack(game)
    assert {game.get(i).zone for i in ("bears-1", "bears-2", "my-bears")} == {Zone.GRAVEYARD}
    assert game.get("elves").zone is Zone.BATTLEFIELD


def test_201_2_maelstrom_pulse_on_a_lone_permanent_destroys_only_it() -> None:
    game = game_with("Maelstrom Pulse")
    lands(game, "Swamp", 2)
    lands(game, "Forest", 1)
    put(game, "Maelstrom Pulse", "A", Zone.HAND, "pulse")
    put(game, "Mind Stone", "B", object_id="stone")
    put(game, "Llanowar Elves", "B", object_id="elves")
    start(game)
    take(game, CastSpell("A", "pulse", ("stone",)))
    resolve_stack(game)
    assert (game.get("stone").zone, game.get("elves").zone) == (Zone.GRAVEYARD, Zone.BATTLEFIELD)


def _charm() -> Game:
    game = game_with("Thraben Charm", "Glorious Anthem")
    lands(game, "Plains", 2)
    put(game, "Thraben Charm", "A", Zone.HAND, "charm")
    return game


def test_107_1_thraben_charm_deals_twice_the_number_of_your_creatures() -> None:
    game = _charm()
    put(game, "Grizzly Bears", "A", object_id="mine-1")
    put(game, "Llanowar Elves", "A", object_id="mine-2")
    put(game, "Grizzly Bears", "B", object_id="theirs")  # not counted: not A's
    put(game, "Colossal Dreadmaw", "B", object_id="wurm")  # 6/6
    start(game)
    take(game, CastSpell("A", "charm", ("wurm",), modes=(1,)))
    resolve_stack(game)
    assert game.get("wurm").damage == 4


def test_406_2_thraben_charm_exiles_the_graveyards_of_the_players_chosen() -> None:
    game = _charm()
    put(game, "Shock", "A", Zone.GRAVEYARD, "mine")
    put(game, "Shock", "B", Zone.GRAVEYARD, "theirs")
    start(game)
    take(game, CastSpell("A", "charm", ("B",), modes=(3,)))
    resolve_stack(game)
    assert (game.get("theirs").zone, game.get("mine").zone) == (Zone.EXILE, Zone.GRAVEYARD)


def test_406_2_thraben_charm_exiles_both_graveyards_when_both_are_chosen() -> None:
    game = _charm()
    put(game, "Shock", "A", Zone.GRAVEYARD, "mine")
    put(game, "Shock", "B", Zone.GRAVEYARD, "theirs")
    start(game)
    take(game, CastSpell("A", "charm", ("A", "B"), modes=(3,)))
    resolve_stack(game)
    assert (game.get("theirs").zone, game.get("mine").zone) == (Zone.EXILE, Zone.EXILE)


def test_115_1_thraben_charm_destroys_target_enchantment() -> None:
    game = _charm()
    put(game, "Glorious Anthem", "B", object_id="anthem")
    start(game)
    take(game, CastSpell("A", "charm", ("anthem",), modes=(2,)))
    resolve_stack(game)
    assert game.get("anthem").zone is Zone.GRAVEYARD
