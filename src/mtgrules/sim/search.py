"""An information-set Monte Carlo tree search agent (single-observer ISMCTS).

The agent never looks at what its player may not know: each iteration of the search starts from
a game drawn consistent with the player's view (:meth:`Game.view`, :meth:`Game.determinize`:
the opponent's hand and both libraries shuffled from what is unseen), walks one tree shared by
every drawn game — a node's children are actions, chosen by UCB1 among those legal in this
drawn game, each counted by how often it was available (the "availability" form of UCB,
Cowling, Powley and Whitehouse 2012) — adds one new action, plays on a few actions with a
light random policy and scores the position with the greedy agent's evaluation
(:func:`~mtgrules.sim.agents.evaluate`), squashed into [0, 1]. The action taken is the root
child visited most.

Decisions with one legal action (mana abilities on their own aside) are taken at once; mulligans, the cards put on the bottom and
discards are left to the greedy agent's rules (they hardly gain from search).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

from mtgrules.game.actions import Action, ActivateManaAbility
from mtgrules.game.apply import perform
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from mtgrules.sim.agents import GreedyAgent, RandomAgent, evaluate

_SEARCHED = frozenset({DecisionKind.PRIORITY, DecisionKind.ATTACK, DecisionKind.BLOCK,
                       DecisionKind.ASSIGN, DecisionKind.CHOOSE, DecisionKind.TARGETS})  # fmt: skip
"""The decisions the agent searches; the others follow the greedy agent's rules."""


def _worth_searching(actions: list[Action]) -> list[Action]:
    """The actions the search looks at: all but mana abilities activated on their own (costs
    are paid as spells are cast, CR 601.2g-h), unless nothing else is legal."""
    kept = [a for a in actions if not isinstance(a, ActivateManaAbility)]
    return kept or actions


def reward(game: Game, player: str, scale: float = 8.0) -> float:
    """How good ``game`` is for ``player``, in [0, 1]: 1 won, 0 lost, else the evaluation
    through a logistic curve (``scale`` points of evaluation ≈ one step of it)."""
    value = evaluate(game, player)
    if value == math.inf:
        return 1.0
    if value == -math.inf:
        return 0.0
    return 1.0 / (1.0 + math.exp(-value / scale))


@dataclass
class _Node:
    """A node of the tree: whose decision it is, and per action the child it leads to."""

    player: str | None
    children: dict[Action, _Node] = field(default_factory=dict)
    visits: int = 0
    total: float = 0.0
    """The sum of the rewards of the iterations through it, for the player who chose it."""
    available: int = 0
    """How many iterations its parent was visited with this node's action legal."""

    def ucb(self, exploration: float) -> float:
        if self.visits == 0:
            return math.inf
        mean = self.total / self.visits
        return mean + exploration * math.sqrt(math.log(max(self.available, 1)) / self.visits)


@dataclass
class SearchAgent:
    """ISMCTS: ``iterations`` drawn games per decision, each played ``rollout`` actions past
    the tree before it is scored; ``exploration`` is UCB1's constant. Deterministic for a seed
    (the drawn games and the rollouts use the agent's own random numbers)."""

    seed: int = 0
    iterations: int = 32
    per_action: int = 8
    """At most this many iterations per legal action: a choice of two needs fewer."""
    rollout: int = 6
    exploration: float = 0.7
    rng: random.Random = field(init=False, repr=False, compare=False)
    _greedy: GreedyAgent = field(init=False, repr=False, compare=False)
    _playout: RandomAgent = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self._greedy = GreedyAgent(self.seed)
        self._playout = RandomAgent(self.seed + 1, act=0.7, mana=0.0)
        self._playout.rng = self.rng

    def choose(self, game: Game) -> Action:
        actions = _worth_searching(game.legal_actions())
        if not actions:
            raise ValueError("the game waits for no decision")
        decision = game.pending
        assert decision is not None
        if len(actions) == 1:
            return actions[0]
        if decision.kind not in _SEARCHED:
            return self._greedy.choose(game)
        player = decision.player
        view = game.view(player)
        root = _Node(player)
        for _ in range(min(self.iterations, self.per_action * len(actions))):
            drawn = Game.determinize(view, self.rng)
            self._iterate(root, drawn, player)
        legal = set(actions)
        best = max(
            (child for action, child in root.children.items() if action in legal),
            key=lambda child: child.visits,
            default=None,
        )
        if best is None:  # no iteration reached a legal action (cannot happen with one or more)
            return self._greedy.choose(game)
        return next(a for a, c in root.children.items() if c is best)

    def _iterate(self, root: _Node, game: Game, observer: str) -> None:
        """One iteration: select and expand in ``game`` (a drawn game), roll out, score and
        back the reward up the path."""
        path: list[tuple[_Node, str | None]] = [(root, root.player)]
        node = root
        while not game.over and game.pending is not None:
            legal = _worth_searching(game.legal_actions())
            for action in legal:
                child = node.children.get(action)
                if child is not None:
                    child.available += 1
            untried = [a for a in legal if a not in node.children]
            mover = game.pending.player
            if untried:
                action = self.rng.choice(untried)
                child = node.children[action] = _Node(mover, available=1)
                perform(game, action)  # legal: one of the legal actions just listed
                path.append((child, mover))
                break
            action, child = max(
                ((a, node.children[a]) for a in legal),
                key=lambda pair: pair[1].ucb(self.exploration),
            )
            perform(game, action)
            path.append((child, mover))
            node = child
        self._roll_out(game)
        score = reward(game, observer)
        for visited, mover in path:
            visited.visits += 1
            visited.total += score if mover in (None, observer) else 1.0 - score

    def _roll_out(self, game: Game) -> None:
        for _ in range(self.rollout):
            if game.over or game.pending is None:
                return
            perform(game, self._playout.choose(game))  # the random agent picks a legal one


def search_agent(seed: int, **options: Any) -> SearchAgent:
    """An ISMCTS agent with its seed (and any of :class:`SearchAgent`'s settings)."""
    return SearchAgent(seed, **options)
