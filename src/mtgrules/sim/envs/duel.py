"""``mtgrules/Duel-v0``: a Gymnasium environment of a two-player game, one seat for the agent
learning, the other played by ``opponent`` (an :class:`~mtgrules.sim.agents.Agent`; by default a
:class:`~mtgrules.sim.agents.RandomAgent` seeded from the episode's seed).

- Observation: :func:`mtgrules.sim.encoding.observe` of the seat's view (``objects``, ``names``,
  ``players``, ``game``) and ``action_mask`` (:func:`~mtgrules.sim.encoding.action_mask`),
  values clipped to ±:data:`BOUND`.
- Action: ``Discrete(MAX_ACTIONS)``, the id of a legal action. An id that is no legal action now
  ends the episode as a loss (reward -1), ``info["illegal_action"]`` saying why.
- Reward: +1 when the seat wins (CR 104.2), -1 when it loses, 0 for a draw and until the end.
- The episode is truncated after ``max_actions`` actions (both seats') without an end.
- ``info``: ``action_mask`` again, and ``legal_actions`` and ``legal_actions_ja``, each legal
  action's label in English and in Japanese (:func:`mtgrules.sim.encoding.action_labels`).

Every decision of the seat is a step: mulligans, priority, attacks and blocks, choices. Given
the seed of :meth:`reset`, an episode is the same every time (the shuffles, the opponent's play).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from mtgrules.game.state import Game, IllegalAction
from mtgrules.game.view import view_of
from mtgrules.sim import encoding
from mtgrules.sim.agents import Agent, RandomAgent

BOUND = 10_000.0
"""The bound of every number in an observation (life, power, counters… are clipped to it)."""


def observation_space() -> spaces.Dict:
    """The space of the observations of both environments."""
    e = encoding

    def box(shape: tuple[int, ...]) -> spaces.Box:
        return spaces.Box(-BOUND, BOUND, shape, dtype=np.float32)

    return spaces.Dict(
        {
            "objects": box((e.MAX_OBJECTS, len(e.OBJECT_FEATURES))),
            "names": spaces.Box(0, 2**31 - 1, (e.MAX_OBJECTS,), dtype=np.int64),
            "players": box((e.MAX_PLAYERS, len(e.PLAYER_FEATURES))),
            "game": box((len(e.GAME_FEATURES),)),
            "action_mask": spaces.Box(0, 1, (e.MAX_ACTIONS,), dtype=np.int8),
        }
    )


def observation(game: Game, player: str, deciding: bool) -> dict[str, Any]:
    """The observation of ``player`` (their action mask all 0 unless ``deciding``)."""
    found = encoding.observe(view_of(game, player, determinizable=False))
    for key in ("objects", "players", "game"):
        np.clip(found[key], -BOUND, BOUND, out=found[key])
    mask = encoding.action_mask(game) if deciding else np.zeros(encoding.MAX_ACTIONS, np.int8)
    return {**found, "action_mask": mask}


def new_game(decks: Sequence[Any], variants: Sequence[str], seed: int) -> Game:
    """A game between ``decks`` (lists of card names, decklists, or paths of decklist files)."""
    from mtgrules.game.decks import read_decklist

    if len(decks) != 2:
        raise ValueError(f"a duel needs two decks, not {len(decks)}")
    lists = [
        read_decklist(Path(d), variants=tuple(variants)) if isinstance(d, (str, Path)) else d
        for d in decks
    ]
    return Game.from_decks(lists, seed=seed, variants=variants)


def outcome(game: Game, player: str) -> float:
    """+1 if ``player`` won, -1 if they lost, 0 otherwise (a draw, or not over)."""
    if not game.over:
        return 0.0
    if game.winner == player:
        return 1.0
    return -1.0 if game.players[player].lost else 0.0


class DuelEnv(gymnasium.Env[dict[str, Any], Any]):
    """See the module's docstring."""

    metadata = {"render_modes": []}  # noqa: RUF012  (gymnasium declares it an instance variable)

    def __init__(
        self,
        decks: Sequence[Any],
        opponent: Agent | None = None,
        variants: Sequence[str] = (),
        seat: str = "A",
        max_actions: int = 5_000,
    ) -> None:
        self.decks = list(decks)
        self.variants = tuple(variants)
        self.seat = seat
        self.max_actions = max_actions
        self.given_opponent = opponent
        self.opponent: Agent = opponent or RandomAgent(seed=0)
        self.observation_space = observation_space()
        self.action_space = spaces.Discrete(encoding.MAX_ACTIONS)
        self.game = new_game(self.decks, self.variants, seed=0)
        if seat not in self.game.players:
            raise ValueError(f"there is no seat '{seat}': the seats are {list(self.game.players)}")
        self.taken = 0

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2**31))
        self.game = new_game(self.decks, self.variants, game_seed)
        self.opponent = self.given_opponent or RandomAgent(seed=game_seed)
        self.taken = 0
        self._opponent_plays()
        return self._observation(), self._info()

    def step(self, action: int) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        game = self.game
        if game.over:
            raise RuntimeError("the episode is over: call reset()")
        try:
            chosen = encoding.action_of(game, int(action))
            game.apply(chosen)
        except (ValueError, IllegalAction) as error:
            info = {**self._info(), "illegal_action": str(error)}
            return self._observation(), -1.0, True, False, info
        self.taken += 1
        self._opponent_plays()
        truncated = not game.over and self.taken >= self.max_actions
        return self._observation(), outcome(game, self.seat), game.over, truncated, self._info()

    def _opponent_plays(self) -> None:
        game = self.game
        while not game.over and game.pending is not None and game.pending.player != self.seat:
            if self.taken >= self.max_actions:
                return
            game.apply(self.opponent.choose(game))
            self.taken += 1

    def _deciding(self) -> bool:
        pending = self.game.pending
        return not self.game.over and pending is not None and pending.player == self.seat

    def _observation(self) -> dict[str, Any]:
        return observation(self.game, self.seat, self._deciding())

    def _info(self) -> dict[str, Any]:
        deciding = self._deciding()
        mask = (
            encoding.action_mask(self.game) if deciding else np.zeros(encoding.MAX_ACTIONS, np.int8)
        )
        labels = encoding.action_labels(self.game) if deciding else []
        labels_ja = encoding.action_labels(self.game, "ja") if deciding else []
        return {"action_mask": mask, "legal_actions": labels, "legal_actions_ja": labels_ja}
