"""One simulated game: played from two decks and two agents' names with a seed, and its record
(who started, who won, how long it took). Game ``i`` of a run with seed ``s`` is played with the
seed ``s + i`` (:mod:`mtgrules.sim.simulate`); its agents get seeds derived from it."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from mtgrules.cards.custom import CustomCard
from mtgrules.game.state import Game
from mtgrules.sim.agents import MAX_ACTIONS, play_game
from mtgrules.sim.roster import make_agent

PLAYERS = ("A", "B")
"""The players: the first deck is A's, the second B's."""


@dataclass(frozen=True)
class GameRecord:
    """One simulated game: its number and seed, who started (CR 103.1), who won (None: a draw),
    how long it took, and why it ended."""

    game: int
    seed: int
    starting: str
    winner: str | None
    turns: int
    actions: int
    reason: str
    seconds: float

    def as_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seed": self.seed,
            "starting": self.starting,
            "winner": self.winner,
            "turns": self.turns,
            "actions": self.actions,
            "reason": self.reason,
            "seconds": round(self.seconds, 4),
        }


def agent_seed(game_seed: int, seat: int) -> int:
    """The seed of the agent in seat ``seat`` (0, 1) of the game played with ``game_seed``."""
    return game_seed * 1000 + seat + 1


def play_one(
    decks: Sequence[Sequence[str]],
    agents: Sequence[str],
    game_seed: int,
    *,
    number: int = 0,
    max_actions: int = MAX_ACTIONS,
    variants: Sequence[str] = (),
    cards: Sequence[CustomCard] = (),
    allow_unsupported: bool = False,
) -> GameRecord:
    """Play one game: ``decks[0]`` for player A with the agent ``agents[0]``, and so on;
    ``cards`` are the custom cards the decks use (their card files'). Decks with cards the
    engine doesn't fully play are refused unless ``allow_unsupported``
    (:meth:`Game.from_decks`)."""
    start = time.perf_counter()
    game = Game.from_decks(
        {p: list(d) for p, d in zip(PLAYERS, decks, strict=True)},
        seed=game_seed, variants=variants, cards=cards, allow_unsupported=allow_unsupported,
    )  # fmt: skip
    seats = {
        p: make_agent(name, agent_seed(game_seed, i))
        for i, (p, name) in enumerate(zip(PLAYERS, agents, strict=True))
    }
    result = play_game(game, seats, max_actions=max_actions)
    return GameRecord(
        number, game_seed, game.starting_player, result.winner, result.turns, result.actions,
        result.reason, time.perf_counter() - start,
    )  # fmt: skip
