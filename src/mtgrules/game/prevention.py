"""Preventing damage (CR 615) and effects that stop it: protection prevents the damage sources
of its quality would deal (702.16e); "Damage can't be prevented this turn." (Skullcrack, Stomp:
615.12) makes every such prevention prevent nothing until the turn ends. Also "Players can't
gain life this turn." (Skullcrack: 119.7), an effect of the same kind from resolution."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.ops import ChangeRules
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.keywords import protected_from
from mtgrules.game.play_state import event_of
from mtgrules.game.player_protection import player_protected
from mtgrules.game.player_rules import PLAYERS_CANT_GAIN_LIFE
from mtgrules.model.abilities import EffectSpec, Filter

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

DAMAGE_CANT_BE_PREVENTED = "damage_cant_be_prevented"
"""The rule "Damage can't be prevented" sets, for every player (CR 615.12, 613.11)."""


def damage_can_be_prevented(game: GameState) -> bool:
    """CR 615.12: whether an effect says damage can't be prevented."""
    return not any(
        isinstance(op, ChangeRules) and op.rule == DAMAGE_CANT_BE_PREVENTED
        for _, _, op in game.layers().rule_effects
    )


def damage_after_prevention(game: GameState, source: str, recipient: str, amount: int) -> int:
    """CR 615.1, 702.16e: how much of the damage ``source`` would deal to ``recipient`` is
    dealt: none to a permanent with protection from a quality the source has — unless damage
    can't be prevented (615.12: the prevention prevents nothing)."""
    if amount <= 0 or source not in game.objects:
        return amount
    if recipient in game.players:  # CR 702.16j: a player's protection from everything
        if not player_protected(game, recipient):
            return amount
    elif recipient not in game.objects or not protected_from(game, recipient, source):
        return amount
    if not damage_can_be_prevented(game):
        game.events.append(
            event_of("damage", f"the damage {source} deals to {recipient} can't be prevented",
                     "615.12")
        )  # fmt: skip
        return amount
    rule = "702.16j" if recipient in game.players else "702.16e"
    game.events.append(
        event_of("prevent", f"{amount} damage {source} would deal to {recipient} is prevented",
                 rule)
    )  # fmt: skip
    return 0


def _until_end_of_turn(it: Instructed, rule: str, description: str) -> None:
    """CR 611.2a, 514.2: an effect on the rules from a resolving spell, until end of turn."""
    spec = EffectSpec(Filter(zones=()), (ChangeRules(rule),), duration="end_of_turn")
    it.game.create_effect(
        spec, it.resolution.source_id, it.resolution.controller, description=description
    )


@handles("damage_cant_be_prevented")
def _damage_cant_be_prevented(it: Instructed) -> bool:
    """CR 615.12: "Damage can't be prevented this turn."."""
    _until_end_of_turn(it, DAMAGE_CANT_BE_PREVENTED, "damage can't be prevented this turn")
    return True


@handles("players_cant_gain_life")
def _players_cant_gain_life(it: Instructed) -> bool:
    """CR 119.7: "Players can't gain life this turn."."""
    _until_end_of_turn(it, PLAYERS_CANT_GAIN_LIFE, "players can't gain life this turn")
    return True
