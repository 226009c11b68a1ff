"""CR 613.6 example: Act of Treason ("Gain control of target creature until end of turn. Untap
that creature. It gains haste until end of turn.") is one effect that applies in layer 2 (control)
and then in layer 6 (haste), to the same creature."""

from __future__ import annotations

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


STEAL = """
battlefield:
  - {card: Runeclaw Bear, id: bear, controller: B, tapped: true}
actions:
  - {cast: Act of Treason, controller: A, targets: [bear]}
"""


def test_613_6_example_act_of_treason_control_in_layer_2_haste_in_layer_6() -> None:
    game = scenario(STEAL)
    bear = game.characteristics("bear")
    assert bear.controller == "A"
    assert bear.ability_texts == ("Haste",)
    assert game.get("bear").tapped is False
    trace = [(t.layer, t.rule, t.source, t.before, t.after) for t in game.trace("bear")]
    assert trace == [
        ("2", "613.1b", "act-of-treason", "B", "A"),
        ("6", "613.1f", "act-of-treason", "(no abilities)", "Haste"),
    ]


def test_613_6_act_of_treason_ends_at_end_of_turn() -> None:
    game = scenario(STEAL)
    game.end_turn()
    bear = game.characteristics("bear")
    assert (bear.controller, bear.ability_texts) == ("B", ())


def test_613_6_haste_keeps_applying_to_the_stolen_creature_when_it_is_a_copy() -> None:
    """The effect's creature was fixed as it began (CR 611.2c): a Clone of something else is
    still the one controlled and given haste."""
    game = scenario(
        """
        battlefield:
          - {card: "Isamaru, Hound of Konda", id: isamaru}
          - {card: Clone, id: clone, controller: B, choose: {copy: isamaru}}
        actions:
          - {cast: Act of Treason, controller: A, targets: [clone]}
        """
    )
    # Both Isamarus are A's now: the legend rule keeps one (CR 704.5j).
    assert [e.rule for e in game.events if e.event == "state-based action"] == ["704.5j"]
    assert game.get("isamaru").zone.value == "graveyard"
    clone = game.characteristics("clone")
    assert (clone.name, clone.controller, clone.ability_texts) == (
        "Isamaru, Hound of Konda",
        "A",
        ("Haste",),
    )
