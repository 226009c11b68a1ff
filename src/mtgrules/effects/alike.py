"""Objects alike (CR 613): objects equal in everything the layer system reads of them but their
identity share one run of the layers (:func:`alike_objects`), and each gets the result under its own
identity (:class:`SharedView`)."""

from __future__ import annotations

import itertools
from collections.abc import Iterator, Mapping
from dataclasses import fields
from typing import Any

from mtgrules.effects.characteristics import Characteristics
from mtgrules.effects.layers import Layer
from mtgrules.effects.model import Count, EffectSpec
from mtgrules.effects.ops import AddAbilities, GainActivatedAbilitiesOf
from mtgrules.effects.view import WorkingView
from mtgrules.effects.working import Board, Working

_KINDS: dict[int, tuple[Characteristics, int | None, bool, bool]] = {}
"""By ``id`` of printed values seen (kept alive here, so the ``id`` can't be reused): the
printed values; their kind (a number shared by equal printed values; None for printed values
that can't be compared by value, or whose effects tell their object apart from others: "each
other …", "this …"); whether their effects let alike objects stay alike
(:func:`_spec_allows_sharing`); whether they have continuous effects (a source)."""
_KIND_BY_VALUE: dict[Characteristics, int] = {}
_NEW_KIND = itertools.count()


def printed_kind(printed: Characteristics) -> tuple[Characteristics, int | None, bool, bool]:
    """What :data:`_KINDS` knows of these printed values, found out the first time."""
    known = _KINDS.get(id(printed))
    if known is not None and known[0] is printed:
        return known
    kind: int | None = None
    specs = [spec for a in printed.abilities for spec in a.effects]
    if not any(spec.affects.other or spec.affects.self_only for spec in specs):
        try:
            kind = _KIND_BY_VALUE.get(printed)
            if kind is None:
                kind = _KIND_BY_VALUE[printed] = next(_NEW_KIND)  # never a number used before
        except TypeError:  # printed values that can't be hashed (a dict in an ability)
            kind = None
    if len(_KINDS) > 10_000:
        _KINDS.clear()
        _KIND_BY_VALUE.clear()
    allows = all(_spec_allows_sharing(s) for s in specs)
    known = _KINDS[id(printed)] = (printed, kind, allows, bool(specs))
    return known


_SHARING_SPECS: dict[int, tuple[EffectSpec, bool]] = {}


def _spec_allows_sharing(spec: EffectSpec) -> bool:
    """Whether alike objects stay alike under this effect, whatever it applies to: it counts no
    objects (CR 611.3 conditions, "for each"), copies nothing (layer 1 gives an object another
    object's values), gives no ability that brings effects of its own (its timestamp would be
    the object's, 613.7a) and no other object's abilities (one instance per object)."""
    known = _SHARING_SPECS.get(id(spec))
    if known is not None and known[0] is spec:
        return known[1]
    allowed = spec.condition is None or spec.condition.objects is None
    for op in spec.ops:
        if op.layer is Layer.COPY or isinstance(op, GainActivatedAbilitiesOf):
            allowed = False
        if isinstance(op, AddAbilities) and any(a.effects for a in op.abilities):
            allowed = False
        for part in fields(op):
            value = getattr(op, part.name)
            if isinstance(value, Count) and value.objects is not None:
                allowed = False
    if len(_SHARING_SPECS) > 10_000:
        _SHARING_SPECS.clear()
    _SHARING_SPECS[id(spec)] = (spec, allowed)
    return allowed


def alike_objects(board: Board) -> tuple[dict[str, Any], dict[str, str]] | None:
    """The objects the layers must be applied to (one of each kind of alike objects, and every
    object that is not like any other), and each other object's like one; None when no object
    is like another, or an effect could tell alike objects apart (:func:`_spec_allows_sharing`).

    Alike objects have equal printed values, the same zone, owner, controller and token status,
    no counters, choices or attachment, aren't face down and nothing points at them (an
    attachment, an as-enters choice, a resolved effect's source, targets or affected objects, a
    blocker or attacker): the layer system reads nothing else of them but their identity and
    timestamp, and no effect here tells them apart by those. Alike sources of effects (two
    Glorious Anthems under one player) share one record, each with its own effects at its own
    timestamp (CR 613.7a), unless an effect of theirs tells its source apart ("each other …",
    "this …")."""
    objects = board.objects
    if len(objects) < 2:
        return None
    known = _KINDS.get
    pointed: set[str] = set()
    keys: list[tuple[Any, ...] | None] = []
    for obj in objects.values():
        printed = obj.printed
        entry = known(id(printed))
        if entry is None or entry[0] is not printed:
            entry = printed_kind(printed)
        if not entry[2]:
            return None
        attached, choices, kind = obj.attached_to, obj.choices, entry[1]
        if attached is not None:
            pointed.add(attached)
        if choices:
            pointed |= {v for v in choices.values() if isinstance(v, str)}
        if kind is None or attached is not None or choices or obj.counters or obj.face_down:
            keys.append(None)
        else:
            keys.append((kind, obj.zone, obj.owner, obj.controller or obj.owner, obj.is_token))
    for resolved in board.effects:
        if not _spec_allows_sharing(resolved.spec):
            return None
        pointed.add(resolved.source_id)
        pointed |= {t for t in resolved.targets if t is not None}
        if resolved.affected is not None:
            pointed |= set(resolved.affected)
        pointed |= {v for v in resolved.choices.values() if isinstance(v, str)}
    for blocker, attacker in getattr(getattr(board, "combat", None), "blockers", {}).items():
        pointed |= {blocker, attacker}
    first: dict[tuple[Any, ...], str] = {}
    run: dict[str, Any] = {}
    like: dict[str, str] = {}
    for (object_id, obj), key in zip(objects.items(), keys, strict=True):
        if key is None or object_id in pointed:
            run[object_id] = obj
            continue
        one = first.get(key)
        if one is None:
            first[key] = object_id
            run[object_id] = obj
        else:
            like[object_id] = one
    return (run, like) if like else None


class Part:
    """The board with only some of its objects (the rest of it as it is)."""

    def __init__(self, board: Board, objects: dict[str, Any]) -> None:
        self._board = board
        self.objects = objects
        self.effects = board.effects
        self.active_player = board.active_player

    def zone_changes(self, object_id: str) -> int:
        return self._board.zone_changes(object_id)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._board, name)


class SharedView(WorkingView):
    """The run's working records, and for each object that shared another's run, a copy of
    that one's record under its own identity (made when first asked for)."""

    def __init__(
        self, ran: WorkingView, like: dict[str, str], objects: Mapping[str, Any], order: list[str]
    ) -> None:
        super().__init__(dict(ran.records), order)
        self._like = like
        self._objects = objects

    def get(self, object_id: str) -> Working | None:
        record = self.records.get(object_id)
        if record is None:
            one = self._like.get(object_id)
            if one is None:
                return None
            obj = self._objects[object_id]
            record = self.records[one].clone()
            record.id, record.timestamp, record.counters = object_id, obj.timestamp, obj.counters
            self.records[object_id] = record
        return record

    def objects(self) -> Iterator[Working]:
        get = self.get
        return (get(i) for i in self.order)  # type: ignore[misc]
