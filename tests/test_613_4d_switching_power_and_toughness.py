"""CR 613.4d: effects that switch power and toughness apply in layer 7d, after every effect and
counter that sets or modifies them. The three examples of 613.4d, with real cards: Lumengrid
Warden is the 1/3 creature, Angelic Shield ("Creatures you control get +0/+1") the +0/+1 effect,
About Face and Twisted Image the switches. Where the rule's example gives +5/+0, Giant Growth
gives +3/+3 (no card gives exactly +5/+0 to one creature); the ruling tested is the same:
modifications made after a switch still apply before it."""

from __future__ import annotations

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text, perform

WARDEN_AND_SHIELD = """
battlefield:
  - {card: Lumengrid Warden, id: warden}
  - {card: Angelic Shield, id: shield}
actions:
  - {cast: About Face, targets: [warden]}
"""


def pt(game: Game, object_id: str) -> tuple[int | None, int | None]:
    chars = game.characteristics(object_id)
    return chars.power, chars.toughness


def test_613_4d_first_example_a_later_modification_applies_before_the_switch() -> None:
    game = load_scenario_text(WARDEN_AND_SHIELD).game
    assert pt(game, "warden") == (4, 1)  # 1/3, +0/+1 -> 1/4, switched
    perform(game, {"cast": "Giant Growth", "targets": ["warden"]})
    assert pt(game, "warden") == (7, 4)  # "unswitched" 4/7
    assert [entry.layer for entry in game.trace("warden")] == ["7c", "7c", "7d"]


def test_613_4d_second_example_the_plus_0_plus_1_ends_before_the_switch() -> None:
    game = load_scenario_text(WARDEN_AND_SHIELD + "  - {leave: shield}\n").game
    assert pt(game, "warden") == (3, 1)


def test_613_4d_third_example_two_switches_cancel_out() -> None:
    game = load_scenario_text(
        WARDEN_AND_SHIELD + "  - {cast: Twisted Image, targets: [warden]}\n"
    ).game
    assert pt(game, "warden") == (1, 4)


def test_613_4d_the_switch_ends_at_end_of_turn_the_static_bonus_stays() -> None:
    game = load_scenario_text(WARDEN_AND_SHIELD).game
    perform(game, "end_turn")
    assert pt(game, "warden") == (1, 4)


def test_613_4d_switch_applies_after_a_characteristic_defining_ability() -> None:
    """Tarmogoyf's P/T is defined in 7a: with a creature card in a graveyard, and About Face
    itself there once it has resolved (an instant), it is 2/3, switched in 7d to 3/2. Assault,
    a sorcery, then reaches the graveyard too: 3/4, still switched: 4/3."""
    game = load_scenario_text(
        """
        battlefield:
          - {card: Tarmogoyf, id: goyf}
        graveyard:
          A: [Grizzly Bears]
        actions:
          - {cast: About Face, targets: [goyf]}
        """
    ).game
    assert pt(game, "goyf") == (3, 2)
    perform(game, {"cast": "Assault", "targets": ["B"]})
    assert pt(game, "goyf") == (4, 3)
    assert [entry.layer for entry in game.trace("goyf")] == ["7a", "7d"]
