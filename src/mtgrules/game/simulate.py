"""The old home of simulated games, now in :mod:`mtgrules.sim.simulate` and :mod:`mtgrules.sim.games`: re-exported from here for one release."""

from __future__ import annotations

from mtgrules.sim.games import PLAYERS, GameRecord, agent_seed, play_one
from mtgrules.sim.simulate import Summary, simulate

__all__ = ["PLAYERS", "GameRecord", "Summary", "agent_seed", "play_one", "simulate"]
