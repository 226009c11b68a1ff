"""A PettingZoo AEC environment of a two-player game (:func:`mtgrules.sim.envs.aec_env`): the
agents are the players (``A``, ``B``); the agent selected is the one the game waits for.

Observations, actions and rewards are those of ``mtgrules/Duel-v0``
(:mod:`mtgrules.sim.envs.duel`), for each seat: ``observe(agent)`` is the agent's view, with an
action mask of 0s unless it is the agent's decision. An action id that is no legal action now
ends the game as a loss for the agent who chose it (reward -1, the other 0, and
``infos[agent]["illegal_action"]``). The game is truncated after ``max_actions`` actions.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from gymnasium import spaces
from pettingzoo import AECEnv

from mtgrules.game.state import Game, IllegalAction
from mtgrules.sim import encoding
from mtgrules.sim.envs.duel import new_game, observation, observation_space, outcome


class DuelAEC(AECEnv[str, dict[str, Any], int]):  # type: ignore[misc]
    """See the module's docstring."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": [], "name": "mtgrules_duel_v0"}

    def __init__(
        self, decks: Sequence[Any], variants: Sequence[str] = (), max_actions: int = 5_000
    ) -> None:
        super().__init__()
        self.decks = list(decks)
        self.variants = tuple(variants)
        self.max_actions = max_actions
        self.game: Game = new_game(self.decks, self.variants, seed=0)
        self.possible_agents = list(self.game.players)
        self.observation_spaces = {a: observation_space() for a in self.possible_agents}
        self.action_spaces = {
            a: spaces.Discrete(encoding.MAX_ACTIONS) for a in self.possible_agents
        }
        self.seed = 0
        self.taken = 0
        self._start(0)

    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def _start(self, seed: int) -> None:
        self.game = new_game(self.decks, self.variants, seed)
        self.taken = 0
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.agent_selection = self._deciding_player()

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self.seed = seed
        else:
            self.seed += 1
        self._start(self.seed)

    def _deciding_player(self) -> str:
        pending = self.game.pending
        return pending.player if pending is not None else self.possible_agents[0]

    def observe(self, agent: str) -> dict[str, Any]:
        game = self.game
        deciding = not game.over and game.pending is not None and game.pending.player == agent
        return observation(game, agent, deciding and agent == self.agent_selection)

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.rewards = dict.fromkeys(self.agents, 0.0)
        game = self.game
        try:
            if action is None:
                raise ValueError("no action given")
            game.apply(encoding.action_of(game, int(action)))
        except (ValueError, IllegalAction) as error:
            self.infos[agent] = {"illegal_action": str(error)}
            self.rewards[agent] = -1.0
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.taken += 1
            if game.over:
                self.rewards = {a: outcome(game, a) for a in self.agents}
                self.terminations = dict.fromkeys(self.agents, True)
            elif self.taken >= self.max_actions:
                self.truncations = dict.fromkeys(self.agents, True)
        self._accumulate_rewards()
        if any(self.terminations.values()) or any(self.truncations.values()):
            self.agent_selection = agent
            self._deads_step_first()
        else:
            self.agent_selection = self._deciding_player()

    def render(self) -> None:
        return None

    def close(self) -> None:
        return None
