"""Games played in the workbench: a game, the agent that plays one seat (if any), and the
positions to go back to (undo). The agent answers whenever the game waits for it.

A position to undo to is kept as the number of actions the game had taken then (and the agent's
state), with a full copy of the game only every :data:`CHECKPOINT_POSITIONS` positions or
:data:`CHECKPOINT_ACTIONS` actions: undo copies the checkpoint before the position and takes the
actions from it again. So a game's history costs a few copies (about 90 KiB each) rather than
one for each of its :data:`HISTORY_LIMIT` positions."""

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
from mtgrules.sim.agents import Agent
from mtgrules.sim.roster import make_agent

AGENT_LIMIT = 5_000
"""The most actions an agent takes in one answer (its whole turn fits many times over)."""
PASS_LIMIT = 2_000
"""The most passes one :meth:`PlayedGame.pass_until` makes."""
PASS_ACTIONS = 10_000
"""The most actions (passes and the agent's answers) one :meth:`PlayedGame.pass_until` takes
in all, so no request plays on for long."""
HISTORY_LIMIT = 500
"""How many positions a game keeps to undo to."""
CHECKPOINT_POSITIONS = 25
"""A position keeps a full copy of the game at least this often."""
CHECKPOINT_ACTIONS = 200
"""... and whenever this many actions were taken since the last copy (what undo takes again
at most, besides one position's own actions)."""

PassUntil = Literal["end_of_turn", "my_main"]
"""How far :meth:`PlayedGame.pass_until` passes: until the turn ends, or until the player's
own next precombat main phase."""

_PASSING = (DecisionKind.PRIORITY, DecisionKind.ATTACK)
"""The decisions a player can pass on: priority (117.3d) and attacking with nothing (508.1)."""


class NothingToUndo(LookupError):
    """Undo with no earlier position."""


@dataclass(frozen=True, eq=False)
class Position:
    """A position to go back to: how many actions the game had taken (its log's length), the
    agent's state then, and (every so often) a copy of the game itself."""

    actions: int
    agent: Agent | None
    checkpoint: Game | None = None


@dataclass
class PlayedGame:
    """A game in the workbench. ``agent`` plays ``agent_seat``; people play the other seats."""

    id: str
    game: Game
    agent: Agent | None = None
    agent_name: str | None = None
    agent_seat: str | None = None
    history: list[Position] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def remember(self) -> None:
        """Keep the position (and the agent's state, for the same choices again) for undo."""
        actions = len(self.game.log)
        last, since = None, 0
        for earlier in reversed(self.history):
            if earlier.checkpoint is not None:
                last = earlier
                break
            since += 1
        checkpoint = None
        if (
            last is None
            or since + 1 >= CHECKPOINT_POSITIONS
            or actions - last.actions >= CHECKPOINT_ACTIONS
        ):
            checkpoint = self.game.copy()
        self.history.append(Position(actions, copy.deepcopy(self.agent), checkpoint))
        if len(self.history) > HISTORY_LIMIT:  # drop the oldest, up to the next checkpoint
            del self.history[0]
            while self.history and self.history[0].checkpoint is None:
                del self.history[0]

    def undo(self) -> None:
        """Go back to the position before the last thing a person did (and what the agent did
        in answer). Raises :class:`NothingToUndo`."""
        if not self.history:
            raise NothingToUndo("nothing to undo: this is the position the game started from")
        self.game, self.agent = self.position(self.history.pop())

    def position(self, wanted: Position) -> tuple[Game, Agent | None]:
        """The game at ``wanted`` (just taken from the history): a copy of the checkpoint at
        or before it, with the actions taken since then taken again."""
        if wanted.checkpoint is not None:
            return wanted.checkpoint, wanted.agent
        base = next(p for p in reversed(self.history) if p.checkpoint is not None)
        assert base.checkpoint is not None
        game = base.checkpoint.copy()
        for action in self.game.log[base.actions : wanted.actions]:
            game.apply(action)
        return game, wanted.agent

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
        start = len(self.game.log)
        for count in range(PASS_LIMIT):
            if len(self.game.log) - start > PASS_ACTIONS:
                return
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
