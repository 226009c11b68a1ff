"""When a spell may be cast or an ability activated (CR 117.1a, 307.1, 602.5d): sorcery timing and
the other timings an ability may be limited to."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def sorcery_timing(game: GameState, player: str) -> bool:
    """CR 307.1: the active player, in a main phase, with an empty stack."""
    return game.active_player == player and game.step.is_main and not game.stack


def timing_allows(game: GameState, player: str, object_id: str, timing: str) -> bool:
    """CR 602.5b, 602.5d: whether an activation restriction (:data:`ACTIVATION_TIMINGS`)
    allows ``player`` to activate the ability of ``object_id`` now."""
    if timing == "sorcery":
        return sorcery_timing(game, player)
    if timing == "your_turn":
        return game.active_player == player
    if timing == "controllers_turn":
        return game.active_player == game.controller_of(object_id)
    if timing == "your_combat":
        return game.active_player == player and game.step.phase == "combat"
    if timing == "instant":  # 602.5e, 304.5: the player has priority, as they do to activate
        return True
    if timing == "once_each_turn":  # with the ability: mtgrules.game.activation_costs
        return True
    if timing == "attached":
        return game.objects[object_id].attached_to is not None
    raise ValueError(f"unknown activation timing '{timing}'")
