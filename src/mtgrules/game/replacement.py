"""Replacement effects on how a permanent enters (CR 614.1c): "{this} enters tapped unless you
control two or fewer other lands", "… unless you control a Swamp or a Forest". The condition is
checked as the permanent enters, on the battlefield it enters (614.12): "other" lands are the
ones besides it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from mtgrules.effects.engine import EffectContext, EffectInstance
from mtgrules.game.objects import ResolvedEffect
from mtgrules.model.abilities import Condition, EffectSpec, Filter

if TYPE_CHECKING:
    from mtgrules.game.state import Game

NOTHING = EffectSpec(Filter(zones=()), ())
"""No effect: the instance a condition is read through."""


def condition_holds(game: Game, condition: Condition, source_id: str, controller: str) -> bool:
    """CR 614.1c: whether ``condition`` ("you control three or more other lands") is true now,
    for ``source_id`` controlled by ``controller``."""
    result = game.layers()
    assert result.view is not None
    reading = ResolvedEffect(NOTHING, source_id, controller, 0)
    instance = EffectInstance(
        ("enters",), NOTHING, source_id, (0,), resolved=reading, fixed_controller=controller
    )
    return condition.holds(EffectContext(instance, result.view, game), result.view)


def enters_untapped(game: Game, object_id: str, controller: str, enters: Mapping[str, Any]) -> bool:
    """CR 614.1c: a permanent that "enters tapped" only if (``tapped_if``) or unless
    (``tapped_unless``) a condition holds enters untapped when it doesn't (does)."""
    if "tapped_if" in enters:
        return not condition_holds(game, enters["tapped_if"], object_id, controller)
    if "tapped_unless" in enters:
        return condition_holds(game, enters["tapped_unless"], object_id, controller)
    if enters.get("tapped_not_your_turn"):  # "… enters tapped if it's not your turn"
        return game.active_player == controller
    if "tapped_unless_turn" in enters:  # "unless it's your first, second, or third turn …"
        mine = game.active_player == controller
        return mine and game.turns_begun.get(controller, 0) <= enters["tapped_unless_turn"]
    return False
