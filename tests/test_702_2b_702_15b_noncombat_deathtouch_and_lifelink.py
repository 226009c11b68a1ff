"""CR 702.2b, 702.15b: deathtouch and lifelink work for any damage their source deals, not only
combat damage: a pinger with both destroys the creature it pings and gains its controller life."""

from __future__ import annotations

from mtgrules.cards.custom import read_custom_cards
from mtgrules.game.actions import ActivateAbility
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.sourcefile import load_yaml_text
from play_helpers import all_pass, put, start

PINGER = """
- card: Venom Slinger
  mana_cost: "{1}{B}"
  type_line: Creature — Human Assassin
  power: 1
  toughness: 1
  abilities:
    - Deathtouch
    - Lifelink
    - activated: "{T}: {this} deals 1 damage to any target."
      cost: "{T}"
      targets: [any]
      do:
        - damage: 1
"""


def test_702_2b_702_15b_a_pinger_with_deathtouch_and_lifelink() -> None:
    cards = read_custom_cards(load_yaml_text(PINGER, "pinger.yaml"), "pinger.yaml")
    game = Game(("A", "B"), cards=cards)
    put(game, "Venom Slinger", "A", object_id="slinger")
    game.objects["slinger"].settled_under = "A"
    put(game, "Craw Wurm", "B", object_id="wurm")  # 6/4
    start(game)
    game.apply(ActivateAbility("A", "slinger", 1, ("wurm",)))
    all_pass(game)
    assert game.objects["wurm"].zone is Zone.GRAVEYARD
    assert any(e.rule == "704.5h" for e in game.events)
    assert game.players["A"].life == 21
