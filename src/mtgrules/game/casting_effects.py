"""Effects of resolving spells and abilities on how spells may be cast (CR 601.3, 601.3b):
"Until your next turn, you may cast sorcery spells as though they had flash." (Teferi, Time
Raveler), "Your opponents can't cast spells this turn." (Silence)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.ops import ChangeRules
from mtgrules.game.instructed import Instructed, handles
from mtgrules.model.abilities import EffectSpec, Filter

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

SORCERIES_AS_THOUGH_FLASH = "sorceries_as_though_flash"
"""The rule such an effect sets for its controller (CR 613.11)."""
OPPONENTS_CANT_CAST = "opponents_cant_cast_spells"
"""The rule "Your opponents can't cast spells this turn" sets (CR 613.11)."""


@handles("cant_cast_spells")
def _opponents_cant_cast(it: Instructed) -> bool:
    """CR 601.3, 514.2: until end of turn, its controller's opponents can't cast spells."""
    spec = EffectSpec(Filter(zones=()), (ChangeRules(OPPONENTS_CANT_CAST),), duration="end_of_turn")
    it.game.create_effect(
        spec, it.resolution.source_id, it.resolution.controller,
        description="your opponents can't cast spells this turn",
    )  # fmt: skip
    return True


@handles("cast_as_though_flash")
def _sorceries_as_though_flash(it: Instructed) -> bool:
    """CR 601.3b, 611.2b: until its controller's next turn, they may cast sorcery spells any
    time they could cast an instant."""
    spec = EffectSpec(
        Filter(zones=()), (ChangeRules(SORCERIES_AS_THOUGH_FLASH),),
        duration="until_your_next_turn",
    )  # fmt: skip
    it.game.create_effect(
        spec, it.resolution.source_id, it.resolution.controller,
        description="sorcery spells as though they had flash until your next turn",
    )  # fmt: skip
    return True


def casts_sorceries_as_though_flash(game: GameState, player: str) -> bool:
    """CR 601.3b: whether an effect lets ``player`` cast sorcery spells as though they had
    flash."""
    return any(
        isinstance(op, ChangeRules) and op.rule == SORCERIES_AS_THOUGH_FLASH and who == player
        for _, who, op in game.layers().rule_effects
    )
