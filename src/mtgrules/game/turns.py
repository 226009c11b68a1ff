"""Turn structure (CR 500-514): phases and steps in order, and the decisions the game waits for."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


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
