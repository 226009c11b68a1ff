"""The agents by name, as the ``simulate`` command, the workbench and the environments take them:
the random and greedy agents (:mod:`mtgrules.sim.agents`) and the search agent
(:mod:`mtgrules.sim.search`)."""

from __future__ import annotations

from collections.abc import Callable

from mtgrules.sim.agents import Agent, GreedyAgent, RandomAgent
from mtgrules.sim.search import SearchAgent

AGENTS: dict[str, Callable[[int], Agent]] = {
    "random": RandomAgent,
    "greedy": GreedyAgent,
    "search": SearchAgent,
}
"""The agents by name, each made from its seed."""


def make_agent(name: str, seed: int) -> Agent:
    """The agent called ``name`` (see :data:`AGENTS`) with its seed."""
    try:
        return AGENTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown agent '{name}'; agents: {', '.join(AGENTS)}") from None
