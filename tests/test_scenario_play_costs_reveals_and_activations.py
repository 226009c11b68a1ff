"""Scenario play actions for alternative costs, revealed cards and activated abilities:
``{cast: X, pay: true, cost: LABEL}`` (CR 118.9, 601.2b), ``{cast: X, pay: true, reveal: CARD}``
(the Bond variant's Joint, Bond 502.A) and ``{activate: ID, pay: true}`` (CR 602.2), run through
the game's own rules; a choice the rules don't allow is refused at its line with the rule."""

from __future__ import annotations

import pytest

from mtgrules.game.actions import CastSpell
from mtgrules.scenario.run import load_scenario, load_scenario_text
from mtgrules.sourcefile import SourceError
from test_scenario_format import EXAMPLES

SURGE = """
variants: [bond]
battlefield: [{card: Mountain}, {card: Mountain}, {card: Mountain}]
hand: {A: [{card: Shock, id: shock}, {card: Forward Strike, id: strike}, {card: Surge of Progress, id: surge}]}
actions:
  - {cast: shock, pay: true, targets: [B]}
  - pass
"""
PROGRESS = '  - {cast: surge, pay: true, cost: "Progress 2 {R}", targets: [B]}\n  - pass\n'


def error_of(text: str) -> SourceError:
    with pytest.raises(SourceError) as error:
        load_scenario_text(text, "board.yaml")
    return error.value


def test_118_9_cost_picks_an_alternative_cost_once_its_condition_holds() -> None:
    strike = "  - {cast: strike, pay: true, targets: [B]}\n  - pass\n"
    game = load_scenario_text(SURGE + strike + PROGRESS).game
    assert game.players["B"].life == 13  # 2, 1, then 4 from Surge of Progress for {R}
    assert game.objects["surge"].zone.value == "graveyard"


def test_601_2b_a_cost_the_spell_may_not_be_cast_for_is_refused_with_the_costs_it_may() -> None:
    error = error_of(SURGE + PROGRESS)  # one spell cast this turn, not two
    assert error.line == 8
    assert error.message == (
        "Surge of Progress can't be cast for 'Progress 2 {R}' now (it may be cast for: mana "
        "cost) (CR 601.2b)"
    )


def test_bond_502_a_reveal_gives_the_spell_its_joint_text() -> None:
    game = load_scenario_text(
        """
variants: [bond]
battlefield: [{card: Mountain}, {card: Mountain}]
hand: {A: [{card: Joint Volley, id: volley}, {card: Twinfang Raider, id: raider}]}
actions:
  - {cast: volley, pay: true, reveal: 双牙の襲撃者, targets: [B]}
  - pass
"""
    ).game
    assert game.players["B"].life == 17
    assert game.objects["raider"].zone.value == "hand"


def test_bond_502_a_revealing_a_card_that_gives_no_text_is_refused() -> None:
    error = error_of(
        """
variants: [bond]
battlefield: [{card: Mountain}, {card: Mountain}, {card: Grizzly Bears, id: bears}]
hand: {A: [{card: Joint Volley, id: volley}, {card: Mountain, id: land}]}
actions:
  - {cast: volley, pay: true, reveal: land, targets: [bears]}
"""
    )
    assert error.line == 6
    assert "revealing 'land' gives volley no other text" in error.message


def test_602_2_activate_with_pay_uses_the_stack_and_checks_timing() -> None:
    board = """
variants: [bond]
battlefield:
  - {card: Vanguard Captain, id: captain}
  - {card: Backline Squire, id: squire}
actions:
"""
    error = error_of(board + "  - {activate: squire, pay: true, targets: [captain]}\n")
    assert error.line == 7
    assert "(CR Bond 502.C)" in str(error)  # only during its controller's combat
    game = load_scenario_text(
        board + "  - {next: beginning_of_combat}\n"
        "  - {activate: squire, pay: true, targets: [captain]}\n"
    ).game
    assert [item.source for item in game.stack] == ["squire"]
    assert game.objects["squire"].tapped


def test_the_mana_example_leaves_bond_keeper_vampire_uncastable() -> None:
    game = load_scenario(EXAMPLES / "bond-mana-from-a-bonded-land.yaml").game
    casts = [a for a in game.legal_actions() if isinstance(a, CastSpell)]
    assert [a.card for a in casts] == []
    assert not game.is_legal(CastSpell("A", "vampire"))
