"""CR 603.3d: a triggered ability's controller chooses its targets as it is put on the stack — a
decision offered as actions; with one legal choice it is made at once, with none the ability is
removed; other triggers wait their turn (APNAP order kept)."""

from __future__ import annotations

from mtgrules.cards.custom import read_custom_cards
from mtgrules.game.actions import CastSpell, ChooseTargets, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.play import begin_from_board
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from mtgrules.sourcefile import load_yaml_text

CARDS = """
- card: Spark Sprite
  mana_cost: "{R}"
  type_line: Creature — Faerie
  power: 1
  toughness: 1
  abilities:
    - triggered: When {this} enters, it deals 1 damage to any target.
      trigger: When this enters
      targets: [any]
      do:
        - damage: 1
"""


def game_with(*opponents: str) -> Game:
    cards = read_custom_cards(load_yaml_text(CARDS, "cards.yaml"), "cards.yaml")
    game = Game(cards=cards)
    game.create_card("Mountain", "A", Zone.BATTLEFIELD)
    for name in opponents:
        game.create_card(name, "B", Zone.BATTLEFIELD, object_id=name.lower().replace(" ", "-"))
    game.create_card("Spark Sprite", "A", Zone.HAND, object_id="sprite")
    begin_from_board(game)
    game.apply(CastSpell("A", "sprite"))
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))
    return game


def test_603_3d_the_controller_chooses_among_the_legal_targets() -> None:
    game = game_with("Grizzly Bears")
    assert game.pending.kind is DecisionKind.TARGETS
    assert game.pending.player == "A"
    choices = {a.targets for a in game.legal_actions()}
    assert choices == {("A",), ("B",), ("sprite",), ("grizzly-bears",)}
    game.apply(ChooseTargets("A", ("grizzly-bears",)))
    assert game.pending.kind is DecisionKind.PRIORITY
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))
    assert game.objects["grizzly-bears"].damage == 1


def test_603_3d_a_choice_not_offered_is_refused_and_changes_nothing() -> None:
    import pytest

    from mtgrules.game.state import IllegalAction

    game = game_with()
    before = game.state_hash()
    with pytest.raises(IllegalAction):
        game.apply(ChooseTargets("A", ("nobody",)))
    assert game.state_hash() == before
