"""The old home of the agents, now in :mod:`mtgrules.sim.agents`: re-exported from here for one release."""

from __future__ import annotations

from mtgrules.sim.agents import (
    MAX_ACTIONS,
    Agent,
    GameResult,
    GreedyAgent,
    RandomAgent,
    after_resolving,
    evaluate,
    play_game,
    why_over,
)
from mtgrules.sim.roster import AGENTS, make_agent

__all__ = [
    "AGENTS",
    "MAX_ACTIONS",
    "Agent",
    "GameResult",
    "GreedyAgent",
    "RandomAgent",
    "after_resolving",
    "evaluate",
    "make_agent",
    "play_game",
    "why_over",
]
