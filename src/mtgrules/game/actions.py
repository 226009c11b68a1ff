"""The choices a player makes, as values (python-chess's moves): :meth:`Game.legal_actions` lists
them and :meth:`Game.apply` performs one. Each is a frozen dataclass, hashable and printable, and
the sequence of them taken is the game's record (:attr:`Game.log`)."""

from __future__ import annotations

import types
import typing
from dataclasses import dataclass, fields
from typing import Any, ClassVar


@dataclass(frozen=True)
class Action:
    """Something a player does. ``player`` is who does it."""

    player: str
    kind: ClassVar[str] = "action"

    def as_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind}
        for f in fields(self):
            value = getattr(self, f.name)
            data[f.name] = list(value) if isinstance(value, tuple) else value
        return data

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Action:
        """The action described by :meth:`as_dict` output."""
        cls = ACTION_TYPES[data["kind"]]
        values: dict[str, Any] = {}
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            if isinstance(value, list):
                value = tuple(tuple(v) if isinstance(v, list) else v for v in value)
            values[f.name] = value
        return cls(**values)


@dataclass(frozen=True)
class Keep(Action):
    """CR 103.5: keep the opening hand."""

    kind: ClassVar[str] = "keep"


@dataclass(frozen=True)
class Mulligan(Action):
    """CR 103.5: shuffle the hand away and draw a new one (London mulligan)."""

    kind: ClassVar[str] = "mulligan"


@dataclass(frozen=True)
class PutOnBottom(Action):
    """CR 103.5c: after keeping, put one card on the bottom for each mulligan taken."""

    cards: tuple[str, ...] = ()
    kind: ClassVar[str] = "bottom"


@dataclass(frozen=True)
class PassPriority(Action):
    """CR 117.3d: pass priority."""

    kind: ClassVar[str] = "pass"


@dataclass(frozen=True)
class PlayLand(Action):
    """CR 305.1: play a land (a special action, 116.2a)."""

    card: str = ""
    kind: ClassVar[str] = "play_land"


@dataclass(frozen=True)
class CastSpell(Action):
    """CR 601: cast a spell from hand, with its targets (601.2c), the value of X (601.2b), the
    half of a split card or the alternative cost chosen, and the additional costs announced
    (601.2b, 118.8): how many times it is kicked (``kicks``, 702.33), the permanents sacrificed
    and the cards discarded to pay them; how damage it divides is divided among its targets
    (601.2d: ``divide``, one amount per target in target order; empty when there is nothing to
    divide or only one target). The mana is paid automatically (601.2h): mana in the pool
    first, then mana abilities; to choose which permanents pay, activate their mana abilities
    first (:class:`ActivateManaAbility`)."""

    card: str = ""
    targets: tuple[str, ...] = ()
    x: int = 0
    face: str | None = None
    cost: str = "mana cost"
    kicks: int = 0
    sacrifice: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    divide: tuple[int, ...] = ()
    reveal: str | None = None
    """A card revealed from the caster's hand as the spell is cast, for its abilities that
    give it another text then (the Bond variant's Joint)."""
    alternative: tuple[str, ...] = ()
    """The cards or permanents chosen to pay the alternative cost ``cost`` (CR 118.9, 601.2h):
    the card to exile from hand (Force of Will), the Island to return (Daze) …"""
    modes: tuple[int, ...] = ()
    """The modes chosen for a modal spell (CR 700.2a, 601.2b), numbered from 1 in the order
    printed; its targets are those of the chosen modes, in that order (700.2c)."""
    exile: tuple[str, ...] = ()
    """The cards exiled from the caster's graveyard to pay for it (delve, CR 702.66a)."""
    additional: int = 0
    """Which cost of a choice of additional costs is paid, numbered from 1 in the order printed
    ("sacrifice an artifact or discard a card", CR 601.2b); 0 when it offers no choice."""
    kind: ClassVar[str] = "cast"


@dataclass(frozen=True)
class ActivateAbility(Action):
    """CR 602: activate the ``index``-th (1-based) activated ability of a permanent, not a mana
    ability."""

    source: str = ""
    index: int = 1
    targets: tuple[str, ...] = ()
    x: int = 0
    paid_with: tuple[str, ...] = ()
    """The objects chosen to pay its cost (CR 601.2h): the artifact to sacrifice, the card to
    discard …, in the order of the cost's parts."""
    divide: tuple[int, ...] = ()
    """How the damage it divides is divided among its targets, one amount per target in target
    order (CR 602.2b, 601.2d; empty when it divides nothing or has one target)."""
    kind: ClassVar[str] = "activate"


@dataclass(frozen=True)
class ActivateManaAbility(Action):
    """CR 605: activate a mana ability; ``color`` picks one of the mana it can make."""

    source: str = ""
    index: int = 1
    color: str | None = None
    kind: ClassVar[str] = "mana"


@dataclass(frozen=True)
class DeclareAttacker(Action):
    """CR 508.1a: declare one creature as attacking a player, planeswalker or battle. The
    declaration is finished with :class:`FinishAttacks`."""

    creature: str = ""
    defender: str = ""
    kind: ClassVar[str] = "attack"


@dataclass(frozen=True)
class FinishAttacks(Action):
    """CR 508.1: the declared attackers are final (checked against 508.1c-d)."""

    kind: ClassVar[str] = "finish_attacks"


@dataclass(frozen=True)
class DeclareBlocker(Action):
    """CR 509.1a: declare one creature as blocking an attacking creature."""

    blocker: str = ""
    attacker: str = ""
    kind: ClassVar[str] = "block"


@dataclass(frozen=True)
class WithdrawBlocker(Action):
    """Take back a declared blocker before the declaration is finished (offered when the
    declaration can't be finished as it stands, e.g. one creature blocking a menace attacker,
    CR 509.1c)."""

    blocker: str = ""
    kind: ClassVar[str] = "withdraw_block"


@dataclass(frozen=True)
class FinishBlocks(Action):
    """CR 509.1: the declared blockers are final (checked against 509.1b-c)."""

    kind: ClassVar[str] = "finish_blocks"


@dataclass(frozen=True)
class AssignCombatDamage(Action):
    """CR 510.1c, 702.19b: how an attacking creature blocked by two or more creatures (or with
    trample and a blocker) assigns its combat damage: (recipient, amount) pairs, a recipient
    being one of its blockers or, with trample, the player, planeswalker or battle it attacks.
    Any legal division may be given, listed among the legal actions or not."""

    attacker: str = ""
    assignment: tuple[tuple[str, int], ...] = ()
    kind: ClassVar[str] = "assign_damage"


@dataclass(frozen=True)
class Discard(Action):
    """CR 514.1: discard down to maximum hand size in the cleanup step."""

    card: str = ""
    kind: ClassVar[str] = "discard"


@dataclass(frozen=True)
class Choose(Action):
    """A choice the rules ask for: a color or creature type as a permanent enters (614.12)."""

    value: str = ""
    kind: ClassVar[str] = "choose"


@dataclass(frozen=True)
class ChooseTargets(Action):
    """CR 603.3d: choose the targets of a triggered ability as it is put on the stack; CR
    707.10c: keep the targets of a copy of a spell (the first option) or choose new ones."""

    targets: tuple[str, ...] = ()
    kind: ClassVar[str] = "targets"


@dataclass(frozen=True)
class ChooseTrigger(Action):
    """CR 603.3b: of your triggered abilities waiting to be put on the stack, put this one (by
    position among them) next."""

    trigger: int = 0
    kind: ClassVar[str] = "order"


@dataclass(frozen=True)
class SpecialAction(Action):
    """CR 116.2: a special action with the card ``card``: ``plot`` it (116.2k, 702.170a) or
    ``suspend`` it (116.2f, 702.62a)."""

    card: str = ""
    action: str = "plot"
    kind: ClassVar[str] = "special"


@dataclass(frozen=True)
class Concede(Action):
    """CR 104.3a: a player concedes."""

    kind: ClassVar[str] = "concede"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls
    for cls in (
        Keep, Mulligan, PutOnBottom, PassPriority, PlayLand, CastSpell, ActivateAbility,
        ActivateManaAbility, DeclareAttacker, FinishAttacks, DeclareBlocker, WithdrawBlocker, FinishBlocks,
        AssignCombatDamage, Discard, Choose, ChooseTargets, ChooseTrigger, Concede, SpecialAction,
    )
}  # fmt: skip


ACTION_RULES: dict[str, str] = {
    "keep": "103.5", "mulligan": "103.5", "bottom": "103.5", "pass": "117.3",
    "play_land": "305.1", "cast": "601.2", "activate": "602.2", "mana": "605.3a",
    "attack": "508.1", "finish_attacks": "508.1", "block": "509.1", "withdraw_block": "509.1",
    "finish_blocks": "509.1", "assign_damage": "510.1c", "discard": "514.1", "choose": "608.2d",
    "targets": "603.3d", "order": "603.3b", "concede": "104.3a", "special": "116.2",
}  # fmt: skip
"""The rule that says what each kind of action is made of (what a malformed one breaks)."""


def malformed(action: object) -> str | None:
    """What is wrong with the shape of ``action`` (a value of the wrong type in one of its
    fields: ``x='1'``, ``index=1.0``, ``x=True``, a negative count), or None when every field
    holds what its annotation says. Checked before any rule, so a malformed action is refused
    like an illegal one instead of failing somewhere inside the game."""
    if not isinstance(action, Action):
        return f"{action!r} is not an action"
    for name, hint in _field_hints(type(action)):
        problem = _wrong(getattr(action, name), hint, name)
        if problem:
            return problem
    return None


def _field_hints(cls: type[Action]) -> tuple[tuple[str, Any], ...]:
    """Each field of an action type with its annotation resolved (once per type: resolving
    the annotations evaluates their text)."""
    known = _HINTS.get(cls)
    if known is None:
        hints = typing.get_type_hints(cls)
        known = _HINTS[cls] = tuple((f.name, hints[f.name]) for f in fields(cls))
    return known


_HINTS: dict[type[Action], tuple[tuple[str, Any], ...]] = {}


_COUNTS = frozenset({"x", "kicks", "index", "trigger", "additional"})
"""Fields that are counts or positions: never negative."""


def _wrong(value: object, hint: Any, name: str) -> str | None:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (types.UnionType, typing.Union):
        if any(_wrong(value, option, name) is None for option in args):
            return None
        return f"{name}={value!r} is not {' or '.join(_type_name(a) for a in args)}"
    if origin is tuple:
        if not isinstance(value, tuple):
            return f"{name}={value!r} is not a tuple"
        items = args[:1] * len(value) if len(args) == 2 and args[1] is Ellipsis else args
        if len(items) != len(value):
            return f"{name}={value!r} should have {len(items)} items"
        for item, item_hint in zip(value, items, strict=True):
            problem = _wrong(item, item_hint, name)
            if problem:
                return problem
        return None
    if hint is type(None):
        return None if value is None else f"{name}={value!r} is not None"
    if hint is int:
        if not isinstance(value, int) or isinstance(value, bool):
            return f"{name}={value!r} is not a whole number"
        if name in _COUNTS and value < 0:
            return f"{name}={value!r} is negative"
        return None
    if hint is str:
        return None if isinstance(value, str) else f"{name}={value!r} is not text"
    if hint is bool:
        return None if isinstance(value, bool) else f"{name}={value!r} is not true or false"
    return None  # a field of another kind: its own checks apply


def _type_name(hint: Any) -> str:
    return "None" if hint is type(None) else getattr(hint, "__name__", str(hint))
