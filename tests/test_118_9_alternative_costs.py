"""CR 118.9, 601.2b: an alternative cost may be paid rather than the mana cost, when its
condition holds; cost increases and reductions still apply to it (601.2f)."""

from __future__ import annotations

from mtgrules.cards.custom import read_custom_cards
from mtgrules.game.actions import CastSpell, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.play import begin_from_board
from mtgrules.game.state import Game
from mtgrules.sourcefile import load_yaml_text

CARDS = """
- card: Surge Bolt
  mana_cost: "{2}{R}"
  type_line: Instant
  targets: [any]
  abilities:
    - spell: "{this} deals 3 damage to any target."
      do:
        - damage: 3
  alternative_costs:
    - {cost: "{R}", label: surge, spells_cast_this_turn: 1}
"""


def game_with(*permanents: str) -> Game:
    cards = read_custom_cards(load_yaml_text(CARDS, "cards.yaml"), "cards.yaml")
    game = Game(cards=cards)
    for name in permanents:
        game.create_card(name, "A", Zone.BATTLEFIELD)
    game.create_card("Shock", "A", Zone.HAND, object_id="shock")
    game.create_card("Surge Bolt", "A", Zone.HAND, object_id="surge")
    begin_from_board(game)
    return game


def casts_of(game: Game, card: str) -> set[str]:
    return {a.cost for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card}


def test_118_9_the_alternative_cost_is_offered_only_when_its_condition_holds() -> None:
    game = game_with("Mountain", "Mountain")
    assert casts_of(game, "surge") == set()  # {2}{R} with two lands: no; surge: no spell cast yet
    game.apply(CastSpell("A", "shock", ("B",)))
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))
    assert game.spells_cast_this_turn == 1
    assert casts_of(game, "surge") == {"surge"}
    game.apply(CastSpell("A", "surge", ("B",), cost="surge"))
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))
    assert game.players["B"].life == 15


def test_601_2f_increases_apply_to_an_alternative_cost() -> None:
    game = game_with("Mountain", "Mountain", "Mountain")
    game.create_card("Thalia, Guardian of Thraben", "B", Zone.BATTLEFIELD)
    game.changed()
    game.apply(CastSpell("A", "shock", ("B",)))  # {R} + {1}
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))
    assert casts_of(game, "surge") == set()  # surge {R} + {1} but one land left
