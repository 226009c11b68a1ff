"""A player's protection (CR 702.16b, 702.16j): "you gain protection from everything until your
next turn" (The One Ring). A player can't have abilities of an object, so the protection is an
effect on the rules (613.11) naming them, lasting until their next turn (611.2b). A player with
protection from everything can't be the target of spells or abilities (and so of Auras cast
targeting them), and all damage that would be dealt to them is prevented (615, unless damage
can't be prevented, 615.12)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.ops import ChangeRules
from mtgrules.game.instructed import Instructed, handles
from mtgrules.model.abilities import EffectSpec, Filter

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

PLAYER_PROTECTION_FROM_EVERYTHING = "player_protection_from_everything"
"""The rule a player's protection from everything sets (CR 702.16j, 613.11)."""


@handles("protection_from_everything")
def _protection_from_everything(it: Instructed) -> bool:
    """CR 702.16j, 611.2b: the ability's controller gains protection from everything until
    their next turn."""
    player, source = it.resolution.controller, it.resolution.source_id
    spec = EffectSpec(
        Filter(zones=()), (ChangeRules(PLAYER_PROTECTION_FROM_EVERYTHING),),
        duration="until_your_next_turn",
    )  # fmt: skip
    it.game.create_effect(
        spec, source, player, targets=(player,),
        description=f"{player} has protection from everything until their next turn",
    )  # fmt: skip
    return True


def player_protected(game: GameState, player: str) -> bool:
    """CR 702.16j: whether ``player`` has protection from everything now."""
    return any(
        player in effect.targets
        and any(
            isinstance(op, ChangeRules) and op.rule == PLAYER_PROTECTION_FROM_EVERYTHING
            for op in effect.spec.ops
        )
        for effect in game.effects
    )
