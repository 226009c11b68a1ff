"""Games played in the workbench: a game, the agent that plays one seat (if any), and the
positions to go back to (undo). The agent answers whenever the game waits for it."""

from __future__ import annotations

import copy
import threading
import uuid
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Literal

from mtgrules.game.actions import Action, FinishAttacks, PassPriority
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from mtgrules.sim.agents import Agent, make_agent

AGENT_LIMIT = 5_000
"""The most actions an agent takes in one answer (its whole turn fits many times over)."""
PASS_LIMIT = 2_000
"""The most actions one :meth:`PlayedGame.pass_until` takes."""
HISTORY_LIMIT = 500
"""How many positions a game keeps to undo to."""

PassUntil = Literal["end_of_turn", "my_main"]
"""How far :meth:`PlayedGame.pass_until` passes: until the turn ends, or until the player's
own next precombat main phase."""

_PASSING = (DecisionKind.PRIORITY, DecisionKind.ATTACK)
"""The decisions a player can pass on: priority (117.3d) and attacking with nothing (508.1)."""


class NothingToUndo(LookupError):
    """Undo with no earlier position."""


@dataclass
class PlayedGame:
    """A game in the workbench. ``agent`` plays ``agent_seat``; people play the other seats."""

    id: str
    game: Game
    agent: Agent | None = None
    agent_name: str | None = None
    agent_seat: str | None = None
    history: list[tuple[Game, Agent | None]] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def remember(self) -> None:
        """Keep the position (and the agent's state, for the same choices again) for undo."""
        self.history.append((self.game.copy(), copy.deepcopy(self.agent)))
        del self.history[:-HISTORY_LIMIT]

    def undo(self) -> None:
        """Go back to the position before the last thing a person did (and what the agent did
        in answer). Raises :class:`NothingToUndo`."""
        if not self.history:
            raise NothingToUndo("nothing to undo: this is the position the game started from")
        self.game, self.agent = self.history.pop()

    def apply(self, action: Action) -> None:
        """A person's action; then the agent answers. An illegal action
        (:class:`~mtgrules.game.state.IllegalAction`) changes nothing."""
        self.remember()
        try:
            self.game.apply(action)
        except Exception:
            self.history.pop()
            raise
        self.let_agent_play()

    def let_agent_play(self) -> None:
        """The agent takes its decisions until the game waits for someone else."""
        if self.agent is None:
            return
        for _ in range(AGENT_LIMIT):
            decision = self.game.pending
            if self.game.over or decision is None or decision.player != self.agent_seat:
                return
            if not self.game.legal_actions():
                return
            self.game.apply(self.agent.choose(self.game))

    def pass_until(self, until: PassUntil) -> None:
        """The player the game waits for passes priority and declares no attackers (the agent
        answering) until the turn ends (``end_of_turn``) or until that player's next precombat
        main phase (``my_main``); it stops early for any other decision (blocks, discards,
        choices) and when the game is over."""
        decision = self.game.pending
        if decision is None or self.game.over or decision.kind not in _PASSING:
            return
        me, turn = decision.player, self.game.turn
        self.remember()
        for count in range(PASS_LIMIT):
            self.let_agent_play()
            decision = self.game.pending
            if self.game.over or decision is None or decision.kind not in _PASSING:
                return
            if count and self._arrived(until, me, turn):
                return
            player = decision.player
            kind = decision.kind
            self.game.apply(
                PassPriority(player) if kind is DecisionKind.PRIORITY else FinishAttacks(player)
            )

    def _arrived(self, until: PassUntil, me: str, turn: int) -> bool:
        if self.game.turn == turn:
            return False
        if until == "end_of_turn":
            return True
        return self.game.active_player == me and self.game.step is Step.PRECOMBAT_MAIN


@dataclass
class GameStore:
    """The games being played, by id; the oldest is dropped beyond ``limit``."""

    limit: int = 64
    games: OrderedDict[str, PlayedGame] = field(default_factory=OrderedDict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, game: Game, agent_name: str | None = None, *, seed: int = 0) -> PlayedGame:
        """A new game; ``agent_name`` (``random``, ``greedy``) plays its last seat. Raises
        ValueError for an unknown agent or a game with one player."""
        played = PlayedGame(uuid.uuid4().hex[:12], game)
        if agent_name is not None:
            seats = list(game.players)
            if len(seats) < 2:
                raise ValueError("an agent needs a second player to play")
            played.agent = make_agent(agent_name, seed)
            played.agent_name = agent_name
            played.agent_seat = seats[-1]
        played.let_agent_play()
        with self.lock:
            self.games[played.id] = played
            while len(self.games) > self.limit:
                self.games.popitem(last=False)
        return played

    def get(self, game_id: str) -> PlayedGame:
        """The game with this id (lock it while using it). Raises KeyError."""
        with self.lock:
            played = self.games[game_id]
            self.games.move_to_end(game_id)
        return played
