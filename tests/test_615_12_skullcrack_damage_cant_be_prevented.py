"""CR 615.12, 702.16e, 119.7: Skullcrack ("Players can't gain life this turn. Damage can't be
prevented this turn. Skullcrack deals 3 damage to target player or planeswalker.") compiled
from its Oracle text. Protection from red prevents the damage a red creature deals (702.16e)
— until Skullcrack says damage can't be prevented this turn; lifelink gains no life that turn;
both end with the turn (514.2)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.actions import (
    CastSpell,
    DeclareAttacker,
    DeclareBlocker,
    FinishAttacks,
    FinishBlocks,
)
from mtgrules.game.objects import Zone
from mtgrules.game.player_rules import can_gain_life
from mtgrules.game.prevention import damage_can_be_prevented
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_priority, pass_until, put, start

pytestmark = needs_full_database


def _giant_blocked_by_knight(*, skullcrack: bool) -> Game:
    game = game_with("Skullcrack", "Silver Knight")
    put(game, "Hill Giant", "A", object_id="giant")  # red, 3/3
    put(game, "Child of Night", "A", object_id="child")  # lifelink, 2/1
    put(game, "Silver Knight", "B", object_id="knight")  # first strike, protection from red
    put(game, "Skullcrack", "A", Zone.HAND, "skullcrack")
    lands(game, "Mountain", 2, "A")
    start(game)
    if skullcrack:
        game.apply(CastSpell("A", "skullcrack", ("B",)))
        pass_priority(game)
        pass_priority(game)
        assert game.players["B"].life == 17
    pass_until(game, Step.DECLARE_ATTACKERS)
    game.apply(DeclareAttacker("A", "giant", "B"))
    game.apply(DeclareAttacker("A", "child", "B"))
    game.apply(FinishAttacks("A"))
    pass_until(game, Step.DECLARE_BLOCKERS)
    game.apply(DeclareBlocker("B", "knight", "giant"))
    game.apply(FinishBlocks("B"))
    pass_until(game, Step.END_OF_COMBAT)
    return game


def test_702_16e_protection_from_red_prevents_the_giants_damage() -> None:
    game = _giant_blocked_by_knight(skullcrack=False)
    assert game.objects["knight"].zone is Zone.BATTLEFIELD
    assert game.objects["knight"].damage == 0
    assert any(e.rule == "702.16e" for e in game.events)
    assert game.players["A"].life == 22  # lifelink: the Child's 2 damage


def test_615_12_after_skullcrack_the_damage_isnt_prevented() -> None:
    game = _giant_blocked_by_knight(skullcrack=True)
    assert game.objects["knight"].zone is Zone.GRAVEYARD
    assert any(e.rule == "615.12" for e in game.events)


def test_119_7_after_skullcrack_lifelink_gains_nothing() -> None:
    game = _giant_blocked_by_knight(skullcrack=True)
    assert game.players["B"].life == 15  # 3 from Skullcrack, 2 from the Child
    assert game.players["A"].life == 20


def test_514_2_the_effects_end_with_the_turn() -> None:
    game = _giant_blocked_by_knight(skullcrack=True)
    pass_until(game, Step.UPKEEP, turn=3)
    assert damage_can_be_prevented(game)
    assert can_gain_life(game, "A")
