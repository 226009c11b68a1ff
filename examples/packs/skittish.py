"""A Python pack: the keyword Skittish, whose rule is a hook on the game.

Skittish 702.1: "This creature can't attack a player who controls an untapped creature with
greater power." The keyword itself is a plain static ability (a keyword needs no builder when it
adds no ability text of its own); the attack hook reads it on the board as attacks are declared
(CR 508.1c), so a refused attack is missing from ``legal_actions()`` and ``apply()`` refuses it
with the message and the rule.

Use it with ``--variant examples/packs/skittish.py`` or ``variants: [./skittish.py]`` in a
scenario beside it.
"""

from __future__ import annotations

from mtgrules.cards.custom import CustomCard, read_custom_cards
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.sourcefile import load_yaml_text
from mtgrules.variants import VariantPack
from mtgrules.vocab.keywords import Keyword
from mtgrules.vocab.ruleset import RuleSet

RULE = "Skittish 702.1"
SKITTISH = Keyword("Skittish", "臆病", "static", RULE)

CARDS = """
- card: Skittish Hare
  name_ja: 臆病な野兎
  mana_cost: "{G}"
  type_line: Creature — Rabbit
  power: 2
  toughness: 1
  abilities:
    - Skittish
"""


def attack_refused(game: Game, creature: str, defender: str) -> tuple[str, str] | None:
    """Skittish 702.1: a Skittish creature can't attack a player who controls an untapped
    creature with greater power than its own."""
    chars = game.characteristics(creature)
    if not chars.has_keyword(SKITTISH.english) or defender not in game.players:
        return None
    for object_id, obj in game.objects.items():
        if obj.zone is not Zone.BATTLEFIELD or obj.tapped:
            continue
        if game.controller_of(object_id) != defender:
            continue
        other = game.characteristics(object_id)
        if other.type_line.has_card_type("Creature") and (other.power or 0) > (chars.power or 0):
            return (f"{defender} controls {object_id}, an untapped creature with greater power", RULE)
    return None


def install(game: Game) -> None:
    game.hooks.attack.append(attack_refused)


def cards(rules: RuleSet) -> list[CustomCard]:
    return read_custom_cards(load_yaml_text(CARDS, __file__), __file__, rules)


PACK = VariantPack(
    "skittish",
    "Skittish: it can't attack a player who controls an untapped creature with greater power.",
    keywords=(SKITTISH,),
    cards=cards,
    install=install,
)
