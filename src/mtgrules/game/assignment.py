"""Combat damage assignment (CR 510.1a-c): how an attacking creature blocked by two or more
creatures, or with trample (702.19b), divides its combat damage. The active player chooses
(:class:`~mtgrules.game.actions.AssignCombatDamage`); this module offers a few sensible
divisions as legal actions, checks any division a player gives, and knows the default one
(lethal damage to each blocker in the order they were declared, the rest to the last of them
or, with trample, to what the creature attacks).

Dividing spell damage among targets (CR 601.2d) is a division too: :func:`divisions` lists
those a spell is offered with."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

Assignment = tuple[tuple[str, int], ...]
"""(recipient, amount) pairs: a blocker, or the player, planeswalker or battle attacked."""

MAX_ORDERED_BLOCKERS = 3
"""Up to this many blockers, lethal damage in every order of them is offered; with more, in
the order they were declared and its reverse (any other division is still accepted)."""

MAX_DIVISIONS = 16
"""The most divisions of a spell's damage offered for one choice of targets (any other legal
division is still accepted)."""


@dataclass(frozen=True)
class Blocked:
    """A blocked attacking creature about to assign its combat damage (CR 510.1c)."""

    attacker: str
    power: int
    defender: str
    """The player, planeswalker or battle it attacks."""
    blockers: tuple[str, ...]
    """The creatures blocking it now, in the order they were declared."""
    lethal: tuple[int, ...]
    """The damage lethal to each blocker: damage already marked counts (CR 702.19b); with
    deathtouch, 1 is lethal (702.2c)."""
    trample: bool
    deathtouch: bool

    @property
    def needs_choice(self) -> bool:
        """Whether its controller has more than one way to assign: two or more blockers
        (CR 510.1c), or trample and a blocker with damage to spare beyond lethal (702.19b)."""
        if len(self.blockers) >= 2:
            return True
        return self.trample and len(self.blockers) == 1 and self.power > self.lethal[0]

    def in_order(self, order: Sequence[str]) -> Assignment:
        """Lethal damage to each blocker of ``order`` in turn, the rest to the defender with
        trample (CR 702.19b) or else to the last blocker; with no blocker left, all of it to
        the defender with trample (702.19d) and none without (510.1c)."""
        if not order:
            return ((self.defender, self.power),) if self.trample else ()
        left = self.power
        amounts: dict[str, int] = {}
        lethal = dict(zip(self.blockers, self.lethal, strict=True))
        for blocker in order:
            amounts[blocker] = min(left, lethal[blocker])
            left -= amounts[blocker]
        if left:
            rest = self.defender if self.trample else order[-1]
            amounts[rest] = amounts.get(rest, 0) + left
        recipients = (*self.blockers, self.defender)  # the same division is listed one way
        return tuple((r, amounts[r]) for r in recipients if amounts.get(r))

    def default(self) -> Assignment:
        """Lethal damage in the order the blockers were declared (the first option offered)."""
        return self.in_order(self.blockers)

    def options(self) -> list[Assignment]:
        """The assignments offered as legal actions, the default first: lethal damage in each
        order of the blockers, and all of it to one blocker (each division once, its blockers
        in the order they were declared)."""
        blockers = self.blockers
        orders: Sequence[Sequence[str]] = (
            list(itertools.permutations(blockers))
            if len(blockers) <= MAX_ORDERED_BLOCKERS
            else [blockers, blockers[::-1]]
        )
        found = [self.in_order(order) for order in orders]
        found += [((blocker, self.power),) for blocker in blockers]
        return list(dict.fromkeys(found))

    def problem(self, assignment: object) -> tuple[str, str] | None:
        """Why ``assignment`` breaks the rules of combat damage assignment (a message and the
        rule), or None if it is legal: all of the creature's damage (CR 510.1a), to its
        blockers (510.1c) or, with trample, also to what it attacks once every blocker is
        assigned lethal damage (702.19b, 702.2c)."""
        pairs = _pairs(assignment)
        if pairs is None:
            return ("an assignment is a list of (recipient, amount) pairs", "510.1c")
        recipients = [recipient for recipient, _ in pairs]
        if len(set(recipients)) != len(recipients):
            return ("name each recipient of the damage once", "510.1c")
        if any(amount < 0 for _, amount in pairs):
            return ("an amount of damage assigned can't be negative", "510.1a")
        total = sum(amount for _, amount in pairs)
        if total != self.power:
            return (
                f"'{self.attacker}' assigns all of its {self.power} combat damage, not {total}",
                "510.1a",
            )
        for recipient in recipients:
            if recipient in self.blockers or (self.trample and recipient == self.defender):
                continue
            if recipient == self.defender:
                return (
                    f"'{self.attacker}' is blocked and has no trample: its damage is assigned "
                    "only to the creatures blocking it",
                    "510.1c",
                )
            return (f"'{recipient}' isn't blocking '{self.attacker}'", "510.1c")
        given = dict(pairs)
        if given.get(self.defender, 0) > 0:
            short = [
                b for b, lethal in zip(self.blockers, self.lethal, strict=True)
                if given.get(b, 0) < lethal
            ]  # fmt: skip
            if short:
                note = " (with deathtouch, 1 damage is lethal: 702.2c)" if self.deathtouch else ""
                return (
                    f"lethal damage must be assigned to {', '.join(short)} before any to "
                    f"{self.defender}{note}",
                    "702.19b",
                )
        return None


def _pairs(assignment: object) -> list[tuple[str, int]] | None:
    """``assignment`` as (recipient, amount) pairs, or None if it isn't a list of such."""
    if not isinstance(assignment, (tuple, list)):
        return None
    pairs = []
    for pair in assignment:
        if not isinstance(pair, (tuple, list)) or len(pair) != 2:
            return None
        recipient, amount = pair
        if (
            not isinstance(recipient, str)
            or not isinstance(amount, int)
            or isinstance(amount, bool)
        ):
            return None
        pairs.append((recipient, amount))
    return pairs


def divisions(amount: int, count: int) -> list[tuple[int, ...]]:
    """CR 601.2d: the ways to divide ``amount`` among ``count`` targets, at least 1 each, as
    offered among the legal actions: every way when there are at most :data:`MAX_DIVISIONS`,
    else the most even one and those giving all but 1 each to a single target."""
    if count < 1 or amount < count:
        return []
    every = [
        tuple(b - a for a, b in zip((0, *cuts), (*cuts, amount), strict=True))
        for cuts in itertools.combinations(range(1, amount), count - 1)
    ]
    if len(every) <= MAX_DIVISIONS:
        return every
    even = tuple(amount // count + (1 if i < amount % count else 0) for i in range(count))
    lopsided = [
        tuple(amount - (count - 1) if i == j else 1 for i in range(count)) for j in range(count)
    ]
    return list(dict.fromkeys([even, *lopsided]))
