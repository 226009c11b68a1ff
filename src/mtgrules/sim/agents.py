"""Players for simulations: an :class:`Agent` looks at a game and chooses one of its legal
actions; :func:`play_game` lets agents play a game to its end.

Two agents come with the engine, both deterministic given their seed:

- :class:`RandomAgent` plays random legal actions, but seldom wasteful ones (its policy is in its
  docstring): it exercises the rules, which is what the soak tests and benchmarks need.
- :class:`GreedyAgent` looks one action ahead with a few simple heuristics: land, then the most
  expensive spell it can cast; removal at the opponent's best creature or face; attacks that are
  no bad trade; blocks that trade well or stop lethal damage.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from mtgrules.game.actions import (
    Action,
    ActivateAbility,
    ActivateManaAbility,
    AssignCombatDamage,
    CastSpell,
    Concede,
    DeclareAttacker,
    DeclareBlocker,
    Discard,
    FinishAttacks,
    FinishBlocks,
    Keep,
    Mulligan,
    PassPriority,
    PlayLand,
    PutOnBottom,
    WithdrawBlocker,
)
from mtgrules.game.keywords import (
    DEATHTOUCH,
    DOUBLE_STRIKE,
    FIRST_STRIKE,
    FLYING,
    HEXPROOF,
    INDESTRUCTIBLE,
    LIFELINK,
    REACH,
    TRAMPLE,
    VIGILANCE,
)
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import DecisionKind, Step
from mtgrules.game.state import Game

MAX_ACTIONS = 20_000
"""The default safety cap of :func:`play_game`: a game still going after this many actions is a
draw. Random games between 60-card decks take a few hundred to a few thousand."""


class Agent(Protocol):
    """Something that plays: given a game waiting for its decision, it returns one of
    ``game.legal_actions()``."""

    def choose(self, game: Game) -> Action: ...


@dataclass(frozen=True)
class GameResult:
    """How a game ended: the winner (None for a draw), the turn it ended in, the number of
    actions taken, and why (the rule that ended it, or the safety cap)."""

    winner: str | None
    turns: int
    actions: int
    reason: str

    def as_dict(self) -> dict[str, Any]:
        return {
            "winner": self.winner,
            "turns": self.turns,
            "actions": self.actions,
            "reason": self.reason,
        }


def play_game(
    game: Game,
    agents: Mapping[str, Agent] | Sequence[Agent],
    *,
    max_actions: int = MAX_ACTIONS,
) -> GameResult:
    """Let ``agents`` (one per player: a mapping from player id, or a sequence in the order of
    ``game.players``) play ``game`` until it is over. A game still going after ``max_actions``
    actions is stopped as a draw, and the result says so."""
    seats = (
        dict(agents)
        if isinstance(agents, Mapping)
        else dict(zip(game.players, agents, strict=True))
    )
    missing = [p for p in game.players if p not in seats]
    if missing:
        raise ValueError(f"no agent for player(s) {', '.join(missing)}")
    taken = 0
    while not game.over:
        decision = game.pending
        if decision is None:
            return GameResult(None, game.turn, taken, "the game waits for no decision")
        if taken >= max_actions:
            return GameResult(None, game.turn, taken, f"stopped after {max_actions} actions")
        game.apply(seats[decision.player].choose(game))
        taken += 1
    return GameResult(game.winner, game.turn, taken, why_over(game))


def why_over(game: Game) -> str:
    """Why the game ended, from the latest event that made a player lose or win (CR 104.3)."""
    for event in reversed(game.events):
        if event.rule is not None and event.rule.startswith(("704.5a", "704.5b", "704.5c")):
            return f"{event.detail} (CR {event.rule})"
    conceded = [a.player for a in game.log if isinstance(a, Concede)]
    if conceded:
        return f"{', '.join(conceded)} conceded (CR 104.3a)"
    if game.winner is not None:
        return f"{game.winner} won (CR 104.2)"
    return "every player lost: a draw (CR 104.4a)"


# -- the random agent -----------------------------------------------------------------------------


@dataclass
class RandomAgent:
    """Random play that seldom wastes actions.

    - Mulligan: keep with probability ``keep``. Put on the bottom, discard, choose: uniformly.
    - Priority: with probability ``mana`` activate a random mana ability on its own (costs are
      paid automatically, so this mostly wastes mana; it is kept rare but possible); otherwise,
      if a land, spell or non-mana ability can be played, do so with probability ``act`` —
      a card or permanent uniformly, then one of its ways (targets, X) uniformly; else pass.
    - Declare attackers: while creatures can still attack, declare one (uniformly, creature and
      whom it attacks) with probability ``attack``, else finish. Blockers likewise (``block``).
    - Combat damage among several blockers: one of the offered divisions, uniformly.
    """

    seed: int = 0
    keep: float = 0.85
    act: float = 0.85
    mana: float = 0.02
    attack: float = 0.6
    block: float = 0.5
    rng: random.Random = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    def choose(self, game: Game) -> Action:
        actions: list[Action] = game.legal_actions()
        if not actions:
            raise ValueError("the game waits for no decision")
        decision = game.pending
        assert decision is not None
        rng = self.rng
        if decision.kind is DecisionKind.MULLIGAN:
            wanted = Keep if rng.random() < self.keep else Mulligan
            return next(a for a in actions if isinstance(a, wanted))
        if decision.kind in (DecisionKind.ATTACK, DecisionKind.BLOCK):
            declare = [a for a in actions if isinstance(a, (DeclareAttacker, DeclareBlocker))]
            chance = self.attack if decision.kind is DecisionKind.ATTACK else self.block
            if declare and rng.random() < chance:
                return rng.choice(declare)
            finishing = [a for a in actions if isinstance(a, (FinishAttacks, FinishBlocks))]
            # No way to finish as things stand (a lone blocker on a menace attacker): take a
            # declaration back.
            return finishing[0] if finishing else rng.choice(actions)
        if decision.kind is not DecisionKind.PRIORITY:
            return rng.choice(actions)
        mana = [a for a in actions if isinstance(a, ActivateManaAbility)]
        plays: dict[tuple[str, str], list[Action]] = {}
        for action in actions:
            if isinstance(action, (PlayLand, CastSpell)):
                plays.setdefault((action.kind, action.card), []).append(action)
            elif isinstance(action, ActivateAbility):
                plays.setdefault((action.source, str(action.index)), []).append(action)
        if mana and rng.random() < self.mana:
            return rng.choice(mana)
        if plays and rng.random() < self.act:
            return rng.choice(plays[rng.choice(list(plays))])
        return next(a for a in actions if isinstance(a, PassPriority))


# -- the greedy agent -----------------------------------------------------------------------------


@dataclass
class GreedyAgent:
    """One-ply heuristic play.

    - Mulligan: keep a hand of 2 to 5 lands, or any hand after two mulligans; put on the bottom
      excess lands (more than 3) and then the most expensive spells; discard likewise.
    - Priority: play a land; then, going from the most expensive castable spell down, cast an
      untargeted permanent spell, or a spell or ability whose best choice of targets (and X)
      leaves a better position once it has resolved (:func:`evaluate`, effects "until end of
      turn" not counted): so removal goes at the opponent's best creature, or at their face when
      that is worth more. Such spells and abilities are looked at in its own main phase, in the
      opponent's end step and once blockers are declared, each card name once per step. Mana
      abilities are never activated on their own.
    - Attack with a creature unless an untapped creature of the defender could block it, kill it
      and survive. Block to keep lethal damage off (chump-blocking the biggest attacker), and
      where the blocker kills the attacker and survives, or trades for something worth more.
    - Divide combat damage among blockers to destroy the most worth, then to trample over
      with the most.
    """

    seed: int = 0
    max_choices: int = 12
    """How many target choices of one spell or ability to look at."""
    rng: random.Random = field(init=False, repr=False, compare=False)
    _declined: set[tuple[Any, ...]] = field(init=False, repr=False, compare=False)
    """(turn, step, card name) already looked at and not worth it."""

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)
        self._declined = set()

    def choose(self, game: Game) -> Action:
        actions: list[Action] = game.legal_actions()
        if not actions:
            raise ValueError("the game waits for no decision")
        decision = game.pending
        assert decision is not None
        player = decision.player
        kind = decision.kind
        if kind is DecisionKind.MULLIGAN:
            lands = sum(_is(game, c, "Land") for c in _hand(game, player))
            if 2 <= lands <= 5 or game.mulligans.get(player, 0) >= 2:
                return next(a for a in actions if isinstance(a, Keep))
            return next(a for a in actions if isinstance(a, Mulligan))
        if kind is DecisionKind.BOTTOM:
            order = _least_wanted(game, player)
            ranked = {card: i for i, card in enumerate(order)}
            return min(
                (a for a in actions if isinstance(a, PutOnBottom)),
                key=lambda a: sorted(ranked[c] for c in a.cards),
            )
        if kind is DecisionKind.DISCARD:
            worst = _least_wanted(game, player)[0]
            return next(a for a in actions if isinstance(a, Discard) and a.card == worst)
        if kind is DecisionKind.ATTACK:
            return self._attack(game, actions)
        if kind is DecisionKind.BLOCK:
            return self._block(game, player, actions)
        if kind is DecisionKind.ASSIGN:
            return _assign(game, actions)
        if kind is not DecisionKind.PRIORITY:
            return actions[0]
        return self._priority(game, player, actions)

    def _priority(self, game: Game, player: str, actions: list[Action]) -> Action:
        passing = next(a for a in actions if isinstance(a, PassPriority))
        lands = [a for a in actions if isinstance(a, PlayLand)]
        if lands:
            return lands[0]
        main = game.active_player == player and game.step.is_main and not game.stack
        window = main or self._instant_window(game, player)
        spells: dict[str, list[CastSpell]] = {}
        for action in actions:
            if isinstance(action, CastSpell):
                spells.setdefault(action.card, []).append(action)
        baseline: float | None = None
        looked_at: set[str | None] = set()
        by_cost = sorted(spells, key=lambda c: (-game.characteristics(c).mana_value, c))
        for card in by_cost:
            ways = spells[card]
            chars = game.characteristics(card)
            line = chars.type_line
            permanent = not (line.has_card_type("Instant") or line.has_card_type("Sorcery"))
            if permanent and not line.has_subtype("Aura") and not any(w.targets for w in ways):
                return max(ways, key=lambda w: (w.x, w.kicks))
            # Copies of a card play alike: look at one of them, once per step.
            seen = (game.turn, game.step, chars.name)
            if not window or chars.name in looked_at or seen in self._declined:
                continue
            looked_at.add(chars.name)
            if baseline is None:
                baseline = evaluate(game, player)
            best = self._best(game, player, ways)
            if best is not None and best[0] > baseline:
                return best[1]
            self._declined.add(seen)
        abilities = [a for a in actions if isinstance(a, ActivateAbility)]
        seen_abilities = (game.turn, game.step, "abilities")
        if abilities and window and seen_abilities not in self._declined:
            if baseline is None:
                baseline = evaluate(game, player)
            best = self._best(game, player, abilities)
            if best is not None and best[0] > baseline + 0.5:
                return best[1]
            self._declined.add(seen_abilities)
        return passing

    @staticmethod
    def _instant_window(game: Game, player: str) -> bool:
        """When an instant or ability is worth a look outside one's own main phase: the
        opponent's end step, and once blockers are declared."""
        if game.stack:
            return False
        if game.step is Step.END:
            return game.active_player != player
        return game.step in (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE)

    def _best(self, game: Game, player: str, ways: Sequence[Action]) -> tuple[float, Action] | None:
        """The best of ``ways`` one ply ahead: its score once resolved, and the action."""
        if len(ways) > self.max_choices:
            ways = self.rng.sample(list(ways), self.max_choices)
        scored = [(evaluate(after_resolving(game, way), player), i) for i, way in enumerate(ways)]
        if not scored:
            return None
        score, index = max(scored)
        return score, ways[index]

    def _attack(self, game: Game, actions: list[Action]) -> Action:
        finish = next(a for a in actions if isinstance(a, FinishAttacks))
        for action in actions:
            if not isinstance(action, DeclareAttacker) or action.defender not in game.players:
                continue
            if not _bad_attack(game, action.creature, action.defender):
                return action
        return finish

    def _block(self, game: Game, player: str, actions: list[Action]) -> Action:
        withdraw = [a for a in actions if isinstance(a, WithdrawBlocker)]
        if withdraw:  # a lone blocker on a menace attacker: take it back
            return withdraw[0]
        finish = next(a for a in actions if isinstance(a, FinishBlocks))
        blocks = [a for a in actions if isinstance(a, DeclareBlocker)]
        if not blocks:
            return finish
        combat = game.combat
        blocked = set(combat.blockers.values())
        attackers = [a for a, d in combat.attackers.items() if d == player and a not in blocked]
        incoming = sum(_power(game, a) for a in attackers)
        if incoming >= game.players[player].life:
            biggest = sorted(attackers, key=lambda a: (-_power(game, a), a))
            for attacker in biggest:
                options = [b for b in blocks if b.attacker == attacker]
                if options:
                    return min(options, key=lambda b: (_worth(game, b.blocker), b.blocker))
        good: list[tuple[float, DeclareBlocker]] = []
        for block in blocks:
            if block.attacker in blocked:
                continue
            kills = _kills(game, block.blocker, block.attacker)
            survives = not _kills(game, block.attacker, block.blocker)
            gain = _worth(game, block.attacker) - (0 if survives else _worth(game, block.blocker))
            if kills and (survives or gain > 0):
                good.append((gain, block))
        if good:
            return max(good, key=lambda g: (g[0], g[1].blocker))[1]
        return finish


def _assign(game: Game, actions: list[Action]) -> Action:
    """Of the offered divisions of combat damage, the one destroying the blockers worth the
    most, then dealing the most damage to what the creature attacks."""
    from mtgrules.game.combat_damage import awaiting_assignment

    blocked = {b.attacker: b for b in awaiting_assignment(game)}

    def score(action: Action) -> tuple[float, int]:
        assert isinstance(action, AssignCombatDamage)
        attacker = blocked[action.attacker]
        given = dict(action.assignment)
        destroyed = sum(
            _worth(game, blocker)
            for blocker, lethal in zip(attacker.blockers, attacker.lethal, strict=True)
            if given.get(blocker, 0) >= max(lethal, 1)
            and not game.characteristics(blocker).has_keyword(INDESTRUCTIBLE)
        )
        return (destroyed, given.get(attacker.defender, 0))

    return max(actions, key=score)


def _bad_attack(game: Game, creature: str, defender: str) -> bool:
    """Whether an untapped creature of the defending player could block ``creature``, kill it
    and survive."""
    mine = game.characteristics(creature)
    for object_id, obj in game.objects.items():
        if obj.zone is not Zone.BATTLEFIELD or obj.tapped:
            continue
        if game.controller_of(object_id) != defender or not _is(game, object_id, "Creature"):
            continue
        theirs = game.characteristics(object_id)
        if mine.has_keyword(FLYING) and not (
            theirs.has_keyword(FLYING) or theirs.has_keyword(REACH)
        ):
            continue
        if _kills(game, object_id, creature) and not _kills(game, creature, object_id):
            return True
    return False


def _kills(game: Game, source: str, victim: str) -> bool:
    """Whether ``source``'s combat damage alone would destroy ``victim``."""
    power = _power(game, source)
    chars = game.characteristics(victim)
    if power <= 0 or chars.has_keyword(INDESTRUCTIBLE):
        return False
    if game.characteristics(source).has_keyword(DEATHTOUCH):
        return True
    return power >= (chars.toughness or 0) - game.objects[victim].damage


def _power(game: Game, creature: str) -> int:
    return max(0, game.characteristics(creature).power or 0)


def _is(game: Game, object_id: str, card_type: str) -> bool:
    return game.characteristics(object_id).type_line.has_card_type(card_type)


def _hand(game: Game, player: str) -> list[str]:
    return sorted(i for i, o in game.objects.items() if o.zone is Zone.HAND and o.owner == player)


def _least_wanted(game: Game, player: str) -> list[str]:
    """The cards of a hand from the least wanted: lands beyond the third, then spells from the
    most expensive, then the first three lands."""
    cards = _hand(game, player)
    lands = [c for c in cards if _is(game, c, "Land")]
    spells = sorted(
        (c for c in cards if c not in lands),
        key=lambda c: (-game.characteristics(c).mana_value, c),
    )
    return lands[3:] + spells + lands[:3]


_KEYWORD_WORTH = {
    FLYING: 2.0, FIRST_STRIKE: 1.0, DOUBLE_STRIKE: 3.0, DEATHTOUCH: 2.0,
    LIFELINK: 1.0, TRAMPLE: 1.0, VIGILANCE: 0.5, HEXPROOF: 1.0, INDESTRUCTIBLE: 3.0,
}  # fmt: skip


def _worth(game: Game, object_id: str) -> float:
    """A permanent's worth on the battlefield: a creature by its power, toughness and combat
    keywords; anything else by its mana value (a land is worth 1)."""
    chars = game.characteristics(object_id)
    line = chars.type_line
    if line.has_card_type("Creature"):
        power, toughness = max(0, chars.power or 0), max(0, chars.toughness or 0)
        keywords = sum(w for k, w in _KEYWORD_WORTH.items() if chars.has_keyword(k))
        return 1.0 + 2.0 * power + toughness + keywords
    if line.has_card_type("Land"):
        return 1.0
    return 0.5 + 0.5 * chars.mana_value


def _life_worth(life: int) -> float:
    """Life is worth more when there is little of it left."""
    return 2.0 * min(life, 10) + max(life - 10, 0)


def evaluate(game: Game, player: str) -> float:
    """How good the position is for ``player``: a won game is infinitely good, a lost one
    infinitely bad; otherwise life (:func:`_life_worth`), permanents (:func:`_worth`) and cards in
    hand, theirs minus the opponents'."""
    if game.over:
        winner = game.winner
        return 0.0 if winner is None else (math.inf if winner == player else -math.inf)
    score = 0.0
    for p in game.players.values():
        sign = 1.0 if p.id == player else -1.0
        score += sign * (-math.inf if p.lost else _life_worth(p.life))
    for object_id, obj in game.objects.items():
        if obj.zone is Zone.BATTLEFIELD:
            sign = 1.0 if game.controller_of(object_id) == player else -1.0
            score += sign * _worth(game, object_id)
        elif obj.zone is Zone.HAND:
            score += 1.0 if obj.owner == player else -1.0
    return score


def after_resolving(game: Game, action: Action, *, limit: int = 50) -> Game:
    """A copy of ``game`` after ``action`` and, if it put something on the stack, after every
    player passes until that has resolved; effects that last until end of turn are dropped so
    that the position is judged by what lasts."""
    twin = game.copy()
    height = len(twin.stack)
    twin.apply(action)
    for _ in range(limit):
        if twin.over or len(twin.stack) <= height or twin.pending is None:
            break
        if twin.pending.kind is DecisionKind.PRIORITY:
            twin.apply(PassPriority(twin.pending.player))
        else:
            twin.apply(twin.legal_actions()[0])
    lasting = [e for e in twin.effects if e.spec.duration != "end_of_turn"]
    if len(lasting) != len(twin.effects):
        twin.effects = lasting
        twin.changed()
    return twin
