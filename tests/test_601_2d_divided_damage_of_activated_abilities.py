"""CR 602.2b, 601.2d: an activated ability that divides its damage among its targets has the
division announced as it is activated, at least 1 to each target and all of it, and deals it
so as it resolves. A triggered ability's division isn't played yet: it is logged as such and
deals nothing, rather than a guess (603.3d)."""

from __future__ import annotations

import pytest

from mtgrules.game.actions import ActivateAbility
from mtgrules.game.play import begin_from_board
from mtgrules.scenario.run import load_scenario_text
from mtgrules.sourcefile import SourceError

CARDS = """\
players: [A, B]
cards:
  - card: Forked Sparker
    mana_cost: "{1}{R}"
    type_line: Creature — Goblin
    power: 1
    toughness: 1
    abilities:
      - activated: "{T}: {this} deals 3 damage divided as you choose among one or two targets."
        cost: "{T}"
        targets:
          - {any: true, min: 1, max: 2}
        do:
          - damage: 3
            divided: true
  - card: Forked Arrival
    mana_cost: "{1}{R}"
    type_line: Creature — Goblin
    power: 1
    toughness: 1
    abilities:
      - triggered: "When {this} enters the battlefield, it deals 2 damage divided as you choose among one or two targets."
        trigger: When {this} enters the battlefield
        targets:
          - {any: true, min: 1, max: 2}
        do:
          - damage: 2
            divided: true
battlefield:
  - {card: Forked Sparker, id: sparker, controller: A}
  - {card: Grizzly Bears, id: bears, controller: B}
  - {card: Mountain, id: m1, controller: A}
  - {card: Mountain, id: m2, controller: A}
hand: {A: [{card: Forked Arrival, id: arrival}]}
actions:
"""


def test_601_2d_the_division_announced_is_dealt() -> None:
    text = (
        CARDS
        + "  - {activate: sparker, pay: true, ability: 1, targets: [B, bears], divide: [1, 2]}\n"
    )
    game = load_scenario_text(text + "  - pass\n", "<test>").game
    assert game.players["B"].life == 19
    assert game.get("bears").zone.value == "graveyard"  # 2 damage: lethal (704.5g)
    damage = [(e.targets, e.amount) for e in game.events if e.kind == "damage"]
    assert damage == [(("B",), 1), (("bears",), 2)]


def test_601_2d_the_divisions_are_offered_as_legal_actions() -> None:
    game = load_scenario_text(CARDS, "<test>").game
    begin_from_board(game)  # in play, A's precombat main phase
    offered = {
        a.divide for a in game.legal_actions()
        if isinstance(a, ActivateAbility) and a.targets == ("B", "bears")
    }  # fmt: skip
    assert offered == {(1, 2), (2, 1)}


def test_601_2d_one_target_takes_it_all_without_a_division() -> None:
    text = CARDS + "  - {activate: sparker, pay: true, ability: 1, targets: [B]}\n  - pass\n"
    assert load_scenario_text(text, "<test>").game.players["B"].life == 17


@pytest.mark.parametrize(
    ("divide", "message"),
    [
        ("", r"divide 3 damage among 2 targets \(CR 601.2d\)"),
        (", divide: [3, 0]", r"at least 1 each: \[3, 0\] isn't \(CR 601.2d\)"),
        (", divide: [1, 1]", r"at least 1 each: \[1, 1\] isn't \(CR 601.2d\)"),
    ],
)
def test_601_2d_a_division_that_isn_t_legal_is_refused(divide: str, message: str) -> None:
    text = (
        CARDS + f"  - {{activate: sparker, pay: true, ability: 1, targets: [B, bears]{divide}}}\n"
    )
    with pytest.raises(SourceError, match=message):
        load_scenario_text(text, "<test>")


def test_603_3d_a_triggered_ability_s_division_is_not_guessed() -> None:
    text = CARDS + "  - {cast: arrival, pay: true}\n  - pass\n  - {decide: [B, bears]}\n  - pass\n"
    game = load_scenario_text(text, "<test>").game
    assert game.players["B"].life == 20 and game.get("bears").damage == 0
    (note,) = [e for e in game.events if e.event == "not modeled"]
    assert "dividing a triggered ability's damage isn't played yet (CR 603.3d, 601.2d)" in (
        note.detail
    )
