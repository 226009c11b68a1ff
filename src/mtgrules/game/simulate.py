"""The old home of simulated games, now in :mod:`mtgrules.sim.simulate`: re-exported from here for one release."""

from __future__ import annotations

from mtgrules.sim.simulate import PLAYERS, GameRecord, Summary, agent_seed, play_one, simulate

__all__ = ["PLAYERS", "GameRecord", "Summary", "agent_seed", "play_one", "simulate"]
