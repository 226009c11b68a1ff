"""CR 701.3: "becomes unattached" is an event: moving an Equipment, an Equipment whose creature
leaves, and an unattachment by a state-based action each trigger "whenever this becomes
unattached"."""

from __future__ import annotations

from mtgrules.cards.definitions import bundled_definitions, read_definition_text
from mtgrules.game.objects import Zone
from mtgrules.game.play import begin_from_board
from mtgrules.game.state import Game

# A test Equipment whose owner gains 1 life each time it becomes unattached.
TRINKET = """
card: Short Sword
abilities:
  - static: Equipped creature gets +1/+1.
    effects:
      - affects: equipped
        modify_pt: {power: 1, toughness: 1}
  - triggered: Whenever {this} becomes unattached, you gain 1 life.
    do:
      - gain_life: 1
  - Equip {1}
"""


def started() -> Game:
    definitions = dict(bundled_definitions())
    definition = read_definition_text(TRINKET)
    definitions[definition.card] = definition
    game = Game(definitions=definitions)
    game.create_card("Short Sword", "A", Zone.BATTLEFIELD, object_id="sword")
    game.create_card("Grizzly Bears", "A", Zone.BATTLEFIELD, object_id="bears")
    game.create_card("Gray Ogre", "A", Zone.BATTLEFIELD, object_id="ogre")
    begin_from_board(game)
    return game


def test_moving_equipment_to_another_creature_makes_it_become_unattached() -> None:
    game = started()
    game.attach("sword", "bears")
    assert [e for e in game.events if e.event == "unattached"] == []
    game.attach("sword", "ogre")
    assert [e.detail for e in game.events if e.event == "unattached"] == [
        "sword becomes unattached from bears"
    ]
    assert len(game.waiting_triggers) == 1


def test_equipment_stays_and_becomes_unattached_when_its_creature_leaves() -> None:
    game = started()
    game.attach("sword", "bears")
    game.move("bears", Zone.GRAVEYARD)
    assert game.objects["sword"].zone is Zone.BATTLEFIELD
    assert game.objects["sword"].attached_to is None
    assert len(game.waiting_triggers) == 1


def test_reattaching_to_the_same_creature_is_no_event() -> None:
    game = started()
    game.attach("sword", "bears")
    game.attach("sword", "bears")
    assert [e for e in game.events if e.event == "unattached"] == []
