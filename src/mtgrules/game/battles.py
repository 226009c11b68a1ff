"""Battles (CR 310): who may protect one."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.game.state import Game


def protector_candidates(game: Game, battle: str) -> list[str]:
    """CR 310.8a, 310.11a: who may protect a battle: for a Siege, each opponent of its
    controller still in the game; for another battle, its controller."""
    controller = game.controller_of(battle)
    if not game.characteristics(battle).type_line.has_subtype("Siege"):
        return [controller]
    return [p for p in game.turn_order if p != controller and not game.players[p].lost]
