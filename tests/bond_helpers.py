"""Helpers for the Bond variant's tests: a board with the variant on, and a few test-only
cards (custom cards, written as a designer would) for the interactions the pack's own cards
don't cover."""

from __future__ import annotations

from mtgrules.cards.custom import read_custom_cards
from mtgrules.game.actions import ActivateAbility
from mtgrules.game.state import Game
from mtgrules.sourcefile import load_yaml_text
from mtgrules.variants import ruleset
from play_helpers import _DEFINITIONS

TEST_CARDS = """
- card: Stone Gaze
  mana_cost: "{W}"
  type_line: Instant
  targets:
    - {types: Creature}
  abilities:
    - spell: Target creature becomes an artifact (and no longer a creature) until end of turn.
      do:
        - effect: {affects: target, set_types: {card_types: [Artifact]}, duration: end_of_turn}
- card: Rousing Call
  mana_cost: "{W}"
  type_line: Instant
  targets:
    - {types: Creature}
  abilities:
    - spell: Untap target creature.
      do:
        - untap: target
- card: Homesick Sprite
  mana_cost: "{1}{R}"
  type_line: Creature — Faerie
  power: 1
  toughness: 1
  abilities:
    - Back Attack
    - Shake Off {1}
    - triggered: Whenever this creature becomes unattached, you gain 2 life.
      trigger: Whenever {this} becomes unattached
      do:
        - gain_life: 2
- card: Oath of Binding
  mana_cost: "{G}"
  type_line: Instant
  targets:
    - {types: Creature}
  abilities:
    - spell: Target creature becomes Bonded in addition to its other types until end of turn.
      do:
        - effect: {affects: target, add_types: {supertypes: [Bonded]}, duration: end_of_turn}
- card: Bonded Impostor
  mana_cost: "{1}{G}"
  type_line: Creature — Shapeshifter
  power: 2
  toughness: 2
"""


def bond_board(players: tuple[str, ...] = ("A", "B")) -> Game:
    """An empty game with the Bond variant on, to set up by hand."""
    rules = ruleset(["bond"])
    cards = read_custom_cards(load_yaml_text(TEST_CARDS, "bond-test-cards.yaml"), "t.yaml", rules)
    return Game(players, definitions=_DEFINITIONS, variants=["bond"], cards=cards)


def index_of(game: Game, object_id: str, keyword: str, nth: int = 1) -> int:
    """The 1-based index of the ``nth`` activated ability ``keyword`` of ``object_id`` (what
    :class:`ActivateAbility` takes)."""
    from mtgrules.game.play import _activated

    found = [
        i
        for i, a in enumerate(_activated(game, object_id), start=1)
        if a.keyword is not None and a.keyword.english == keyword
    ]
    return found[nth - 1]


def back_attack(game: Game, creature: str, host: str, player: str = "A") -> ActivateAbility:
    return ActivateAbility(player, creature, index_of(game, creature, "Back Attack"), (host,))
