"""Many games between two decks, played by agents (:mod:`mtgrules.sim.agents`): one record
per game and a summary of who won, on the play and on the draw. The ``simulate`` command is a
thin front end to this.

Game ``i`` of a run with seed ``s`` is played with the seed ``s + i`` (shuffles and the starting
player, CR 103.1-103.3), and its agents get seeds derived from it: any game of a run can be
played again on its own from its record.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from mtgrules.cards.custom import CustomCard
from mtgrules.game.state import Game
from mtgrules.sim.agents import MAX_ACTIONS
from mtgrules.sim.games import PLAYERS, GameRecord
from mtgrules.sim.runners import Matchup, decks_of, run
from mtgrules.sim.stats import Interval, wilson


def deck_labels(deck_a: str, deck_b: str) -> tuple[str, str]:
    """The decks' names in a summary, from their files' names (with the player when alike)."""
    from pathlib import Path

    a, b = Path(deck_a).stem, Path(deck_b).stem
    return (f"{a} (A)", f"{b} (B)") if a == b else (a, b)


def simulate(
    decks: Sequence[Sequence[str]],
    games: int,
    *,
    seed: int = 1,
    agents: Sequence[str] = ("random", "random"),
    max_actions: int = MAX_ACTIONS,
    variants: Sequence[str] = (),
    cards: Sequence[CustomCard] = (),
    allow_unsupported: bool = False,
    workers: int = 1,
    ray_address: str | None = None,
    use_ray: bool = False,
) -> Iterator[GameRecord]:
    """Play ``games`` games between two decks, yielding each record in game order: here, in
    ``workers`` local processes, or on a Ray cluster (``use_ray``, at ``ray_address``); the
    records are the same whichever plays them but for their ``seconds``
    (:mod:`mtgrules.sim.runners`). Decks with cards the engine doesn't fully play are refused
    before any game (:class:`~mtgrules.cards.support.UnsupportedCards`) unless
    ``allow_unsupported``."""
    if len(decks) != 2 or len(agents) != 2:
        raise ValueError("a simulation is between two decks, with one agent each")
    if workers < 1:
        raise ValueError(f"workers must be at least 1 (got {workers})")
    if not allow_unsupported and games:
        Game.from_decks(
            {p: list(d) for p, d in zip(PLAYERS, decks, strict=True)},
            seed=seed, variants=variants, cards=cards,
        )  # fmt: skip
    matchup = Matchup(decks_of(decks), tuple(agents), max_actions, tuple(variants), tuple(cards))
    yield from run(matchup, games, seed, workers=workers, ray_address=ray_address, use_ray=use_ray)


@dataclass
class Summary:
    """Win rates per player (deck), overall and by who started, and the mean game length."""

    games: int = 0
    draws: int = 0
    wins: dict[str, int] = field(default_factory=lambda: dict.fromkeys(PLAYERS, 0))
    started: dict[str, int] = field(default_factory=lambda: dict.fromkeys(PLAYERS, 0))
    won_starting: dict[str, int] = field(default_factory=lambda: dict.fromkeys(PLAYERS, 0))
    won_not_starting: dict[str, int] = field(default_factory=lambda: dict.fromkeys(PLAYERS, 0))
    turns: int = 0
    actions: int = 0
    seconds: float = 0.0
    lengths: list[int] = field(default_factory=list)
    """The number of turns of each game, in game order."""

    def add(self, record: GameRecord) -> None:
        self.games += 1
        self.turns += record.turns
        self.actions += record.actions
        self.seconds += record.seconds
        self.lengths.append(record.turns)
        self.started[record.starting] += 1
        if record.winner is None:
            self.draws += 1
            return
        self.wins[record.winner] += 1
        if record.winner == record.starting:
            self.won_starting[record.winner] += 1
        else:
            self.won_not_starting[record.winner] += 1

    @property
    def mean_turns(self) -> float:
        return self.turns / self.games if self.games else 0.0

    def win_rate(self, player: str) -> float:
        return self.wins[player] / self.games if self.games else 0.0

    def win_interval(self, player: str) -> Interval:
        """``player``'s win rate with its Wilson 95% confidence interval."""
        return wilson(self.wins[player], self.games)

    def on_the_play(self, player: str) -> tuple[int, int]:
        """Games won and played by ``player`` when they started."""
        return self.won_starting[player], self.started[player]

    def on_the_draw(self, player: str) -> tuple[int, int]:
        """Games won and played by ``player`` when the other player started."""
        return self.won_not_starting[player], self.games - self.started[player]

    def as_dict(self) -> dict[str, Any]:
        return {
            "games": self.games,
            "draws": self.draws,
            "mean_turns": round(self.mean_turns, 2),
            "players": {
                p: {
                    "wins": self.wins[p],
                    "win_rate": round(self.win_rate(p), 4),
                    "win_rate_95": [
                        round(self.win_interval(p).low, 4),
                        round(self.win_interval(p).high, 4),
                    ],
                    "on_the_play": list(self.on_the_play(p)),
                    "on_the_draw": list(self.on_the_draw(p)),
                }
                for p in PLAYERS
            },
        }
