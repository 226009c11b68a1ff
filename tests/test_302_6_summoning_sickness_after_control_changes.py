"""CR 302.6: a creature can attack (or use {T} abilities) only if its controller has controlled
it continuously since their most recent turn began. Control that goes away and comes back within
the turn breaks that: the creature is "summoning sick" again until its controller's next turn."""

from __future__ import annotations

from mtgrules.cards.custom import read_custom_cards
from mtgrules.game.actions import CastSpell, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.play import possible_attackers
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from mtgrules.sourcefile import load_yaml_text
from play_helpers import all_pass, put, start

SEIZE = """
- card: Sudden Seizure
  mana_cost: "{R}"
  type_line: Instant
  targets:
    - {types: Creature}
  abilities:
    - spell: Gain control of target creature until end of turn.
      do:
        - effect: {affects: target, duration: end_of_turn, gain_control: true}
"""


def game_with_seizures() -> Game:
    cards = read_custom_cards(load_yaml_text(SEIZE, "seize.yaml"), "seize.yaml")
    game = Game(("A", "B"), cards=cards)
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Mountain", "A", object_id="m-a")
    put(game, "Mountain", "B", object_id="m-b")
    put(game, "Sudden Seizure", "A", Zone.HAND, "seize-a")
    put(game, "Sudden Seizure", "B", Zone.HAND, "seize-b")
    start(game, Step.PRECOMBAT_MAIN)
    return game


def test_302_6_a_creature_controlled_since_the_turn_began_can_attack() -> None:
    game = game_with_seizures()
    assert possible_attackers(game) == ["bears"]


def test_302_6_control_lost_and_regained_in_the_same_turn_makes_it_unable_to_attack() -> None:
    game = game_with_seizures()
    game.apply(CastSpell("A", "seize-a", ("bears",)))  # A's own creature: no change of control
    game.apply(PassPriority("A"))
    game.apply(CastSpell("B", "seize-b", ("bears",)))  # B takes it in response
    all_pass(game)  # B's Seizure resolves: B controls the Bears
    assert game.controller_of("bears") == "B"
    all_pass(game)  # A's resolves, later timestamp: A controls them again
    assert game.controller_of("bears") == "A"
    assert possible_attackers(game) == []
