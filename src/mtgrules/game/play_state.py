"""The values the state of play is made of: the steps of a turn and the decisions the game waits
for (CR 500-514), objects on the stack (CR 405), who is in combat (CR 506), what the game was
started from (CR 103), and the record of events."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Protocol

from mtgrules.game.assignment import Assignment
from mtgrules.game.events import Event
from mtgrules.model.abilities import Ability


class Step(Enum):
    """CR 500.1: the steps of a turn, in order, each with its phase and rule. Main phases have no
    steps; they appear here as one step each."""

    UNTAP = ("untap", "beginning", "502")
    UPKEEP = ("upkeep", "beginning", "503")
    DRAW = ("draw", "beginning", "504")
    PRECOMBAT_MAIN = ("precombat_main", "precombat main", "505")
    BEGINNING_OF_COMBAT = ("beginning_of_combat", "combat", "507")
    DECLARE_ATTACKERS = ("declare_attackers", "combat", "508")
    DECLARE_BLOCKERS = ("declare_blockers", "combat", "509")
    FIRST_STRIKE_DAMAGE = ("first_strike_damage", "combat", "510.4")
    COMBAT_DAMAGE = ("combat_damage", "combat", "510")
    END_OF_COMBAT = ("end_of_combat", "combat", "511")
    POSTCOMBAT_MAIN = ("postcombat_main", "postcombat main", "505")
    END = ("end", "ending", "513")
    CLEANUP = ("cleanup", "ending", "514")

    def __init__(self, label: str, phase: str, rule: str) -> None:
        self.label = label
        self.phase = phase
        self.rule = rule

    @property
    def is_main(self) -> bool:
        return self in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)

    @classmethod
    def from_label(cls, label: str) -> Step:
        for step in cls:
            if step.label == label:
                return step
        raise ValueError(f"unknown step '{label}'; steps: {', '.join(s.label for s in cls)}")


STEPS: tuple[Step, ...] = tuple(Step)


class DecisionKind(Enum):
    """What the game is waiting for."""

    MULLIGAN = "mulligan"
    BOTTOM = "bottom"
    PRIORITY = "priority"
    ATTACK = "declare_attackers"
    BLOCK = "declare_blockers"
    ASSIGN = "assign_combat_damage"
    """CR 510.1: the active player divides the combat damage of attacking creatures blocked by
    two or more creatures (or with trample) before it is dealt."""
    DISCARD = "discard"
    CHOOSE = "choose"
    TARGETS = "choose_targets"
    ORDER = "order_triggers"


@dataclass
class Decision:
    """The player the game waits for, and about what. ``options`` holds the values of a
    :class:`~mtgrules.game.actions.Choose`; ``count`` how many cards a BOTTOM or DISCARD needs."""

    kind: DecisionKind
    player: str
    options: tuple[str, ...] = ()
    count: int = 0
    about: str = ""
    data: dict[str, object] = field(default_factory=dict)


class ZoneChanges(Protocol):
    """What a stack item reads of the game to remember its targets (CR 400.7)."""

    def zone_changes(self, object_id: str) -> int: ...


@dataclass
class StackItem:
    """CR 405, 113.7: an object on the stack — a spell (``kind == "spell"``, the card's id) or
    an ability (its source and the ability), with its controller, targets and X."""

    id: str
    kind: str
    source: str
    controller: str
    ability: Ability | None = None
    targets: tuple[str, ...] = ()
    x: int = 0
    description: str = ""
    target_changes: tuple[int, ...] = ()
    """How many times each target had changed zones when it was chosen: a target that has left
    its zone since is a new object, and illegal (CR 400.7, 608.2b)."""
    variables: dict[str, int] = field(default_factory=dict)
    """What a spell remembers of how it was cast, for its instructions: ``kicked`` (how many
    times, CR 702.33d), ``sacrificed_power`` (of the permanent sacrificed to cast it, 608.2h)."""
    divide: tuple[int, ...] = ()
    """CR 601.2d: how the spell's damage was divided among its targets, in target order."""

    def __post_init__(self) -> None:
        if len(self.target_changes) != len(self.targets):
            self.target_changes = (-1,) * len(self.targets)  # unknown: not checked

    def remember_targets(self, game: ZoneChanges) -> StackItem:
        """Note each target's zone-change count as it is chosen (CR 601.2c, 603.3d)."""
        self.target_changes = tuple(game.zone_changes(t) for t in self.targets)
        return self


@dataclass
class Combat:
    """CR 506: who attacks whom, who blocks whom."""

    attackers: dict[str, str] = field(default_factory=dict)
    """attacking creature → the player, planeswalker or battle it attacks"""
    blockers: dict[str, str] = field(default_factory=dict)
    """blocking creature → the attacking creature it blocks"""
    blocked: set[str] = field(default_factory=set)
    """attacking creatures that became blocked (CR 509.1h: they stay blocked)"""
    first_strike_done: set[str] = field(default_factory=set)
    """creatures with first or double strike as the first-strike damage step began (510.4)"""
    assigned: dict[str, Assignment] = field(default_factory=dict)
    """attacking creature → how its controller chose to assign its combat damage in this
    combat damage step (510.1c), until the damage is dealt"""
    defending: dict[str, str] = field(default_factory=dict)
    """attacking creature → its defending player (508.5): the player it attacks, the controller
    of the planeswalker or the protector of the battle it attacks, as it was declared (still
    that player once the planeswalker or battle is removed from combat, 506.4c)"""

    def copy(self) -> Combat:
        return Combat(
            dict(self.attackers),
            dict(self.blockers),
            set(self.blocked),
            set(self.first_strike_done),
            dict(self.assigned),
            dict(self.defending),
        )


@dataclass
class Setup:
    """What a game was started from, for :meth:`Game.replay`."""

    decks: dict[str, list[str]]
    seed: int
    players: tuple[str, ...]
    sideboards: dict[str, list[str]] = field(default_factory=dict)
    """CR 400.11a: the cards each player has outside the game, as the game began."""


def event_of(event: str, detail: str, rule: str | None) -> Any:
    return Event(event, detail, rule)
