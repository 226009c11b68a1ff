"""A game's situation in a few values, for the JSON outputs (``explain --json``, the web API)."""

from __future__ import annotations

from typing import Any

from mtgrules.game.state import Game
from mtgrules.present.log import stack_item_ja


def summarize(game: Game) -> dict[str, Any]:
    """The game's situation for the JSON output: turn, active player, phase, step, winner, and
    the stack (top last, CR 405.1) in English and Japanese."""
    winner = next((p.id for p in game.players.values() if p.won), None)
    return {
        "turn": game.turn,
        "active": game.active_player,
        "phase": game.step.phase,
        "step": game.step.label,
        "priority": game.pending.player if game.pending else None,
        "waiting_for": game.pending.kind.value if game.pending else None,
        "winner": winner,
        "over": game.over,
        "stack": [item.description for item in game.stack],
        "stack_ja": [stack_item_ja(game, item.description) for item in game.stack],
    }
