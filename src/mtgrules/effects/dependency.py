"""CR 613.8: dependency between continuous effects, found by trial, and the order it gives.

An effect depends on another when applying the other (to a trial copy of the working state)
would change its existence, its text, what it applies to or what it does to them (613.8a). It
waits for every effect it depends on; effects in a dependency loop apply in timestamp order
(613.8b); after each application the order is looked at again (613.8c). CDAs go first (613.3).
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any

from mtgrules.effects.layers import Layer
from mtgrules.effects.model import Count, EffectSpec, Field, Filter, Op
from mtgrules.effects.ops import CopyOf, GainActivatedAbilitiesOf
from mtgrules.effects.view import EffectContext, EffectInstance, TrialView, WorkingView
from mtgrules.effects.working import Board, Working

_FIELDS: dict[tuple[int, str], tuple[EffectSpec, frozenset[Field], frozenset[Field]]] = {}


def _fields_of(spec: EffectSpec, layer: Layer) -> tuple[frozenset[Field], frozenset[Field]]:
    """What the effect reads and writes in ``layer`` (``spec.reads``, ``spec.writes``),
    remembered: specs are frozen values."""
    key = (id(spec), layer.label)
    known = _FIELDS.get(key)
    if known is None or known[0] is not spec:
        if len(_FIELDS) > 10_000:
            _FIELDS.clear()
        known = _FIELDS[key] = (spec, spec.reads(layer), spec.writes(layer))
    return known[1], known[2]


def _may_depend(a: EffectInstance, b: EffectInstance, layer: Layer) -> bool:
    """Whether ``a`` may depend on ``b`` at all in ``layer`` (CR 613.8a): both or neither are
    characteristic-defining (613.8a(c)), and ``b`` writes something ``a`` reads (or, in the
    text layer, changes text)."""
    if a.spec.cda != b.spec.cda:
        return False
    writes = _fields_of(b.spec, layer)[1]
    return bool(writes & _fields_of(a.spec, layer)[0]) or (
        layer is Layer.TEXT and Field.TEXT in writes
    )


def _source_differs(now: Working, was: Working, ability_key: tuple[Any, ...] | None) -> bool:
    """Whether what an effect reads of its source (CR 613.8a: its text, and the controller and
    attachment its filter may name) differs between two records of that source."""
    if now.controller != was.controller or now.attached_to != was.attached_to:
        return True
    if ability_key is None:
        return False
    mine = [i.ability for i in now.abilities if i.key == ability_key]
    before = [i.ability for i in was.abilities if i.key == ability_key]
    return len(mine) != len(before) or any(x is not y for x, y in zip(mine, before, strict=True))


def _reads_only_its_object(op: Op) -> bool:
    """Whether what ``op`` does to an object depends only on that object and the effect (no
    count of other objects, no other object's values or counters)."""
    if isinstance(op, (CopyOf, GainActivatedAbilitiesOf)):
        return False
    for part in fields(op):
        value = getattr(op, part.name)
        if isinstance(value, Count) and (
            value.objects is not None
            or value.card_types_among is not None
            or value.counters is not None
            or value.power_of_source
        ):
            return False
        if isinstance(value, Filter):
            return False
    return True


@dataclass(frozen=True)
class Signature:
    """What CR 613.8a compares: existence, text, affected objects, what the effect does."""

    exists: bool
    text: Any = None
    targets: list[str] = field(default_factory=list)
    target_set: frozenset[str] = frozenset()
    global_does: tuple[Any, ...] = ()
    per_object: dict[str, tuple[Any, ...]] = field(default_factory=dict)


def _strongly_connected(graph: dict[Any, dict[Any, str]]) -> dict[Any, int]:
    """Tarjan's algorithm: the strongly connected component of each node (a dependency loop is
    a component of more than one effect, CR 613.8b)."""
    index: dict[Any, int] = {}
    low: dict[Any, int] = {}
    stack: list[Any] = []
    on_stack: set[Any] = set()
    component: dict[Any, int] = {}
    counter = [0, 0]

    def visit(node: Any) -> None:
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for succ in graph[node]:
            if succ not in index:
                visit(succ)
                low[node] = min(low[node], low[succ])
            elif succ in on_stack:
                low[node] = min(low[node], index[succ])
        if low[node] == index[node]:
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component[member] = counter[1]
                if member == node:
                    break
            counter[1] += 1

    for node in graph:
        if node not in index:
            visit(node)
    return component


class Dependencies:
    """The layer system's part that finds which effect applies next (CR 613.8): what an effect
    is and does on a view (its signature), whether one depends on another, and the choice."""

    board: Board
    view: WorkingView
    waited: dict[tuple[Any, ...], tuple[str, ...]]
    _trials: dict[tuple[Any, ...], TrialView]
    _targets_now: dict[tuple[Any, ...], list[str]]
    _last_signatures: dict[tuple[Any, ...], Signature]
    _written: set[str]

    def apply(
        self,
        instance: EffectInstance,
        layer: Layer,
        view: WorkingView,
        *,
        record: bool = True,
        order: str = "",
        deps: tuple[str, ...] = (),
    ) -> None:
        """Apply ``instance``'s part in ``layer`` to ``view`` (the engine's)."""
        raise NotImplementedError

    # -- existence and what an effect does -----------------------------------------------------

    def exists(self, instance: EffectInstance, view: WorkingView) -> bool:
        if instance.started or not instance.is_static:
            return True
        source = view.get(instance.source_id)
        if source is None or not any(i.key == instance.ability_key for i in source.abilities):
            return False
        if instance.spec.condition is not None:
            return instance.spec.condition.holds(EffectContext(instance, view, self.board), view)
        return True

    def affected(self, instance: EffectInstance, view: WorkingView) -> list[str]:
        if instance.locked is not None:
            return [i for i in instance.locked if view.get(i) is not None]
        ctx = EffectContext(instance, view, self.board)
        return instance.spec.affects.select(ctx, view)

    def signature(self, instance: EffectInstance, layer: Layer, view: WorkingView) -> Signature:
        """CR 613.8a: the effect's existence, text, what it applies to and what it does, as
        they are in ``view``."""
        if not self.exists(instance, view):
            return Signature(False)
        ctx = EffectContext(instance, view, self.board)
        targets = self.affected(instance, view)
        ops = instance.spec.ops_in(layer)
        global_does = tuple(op.signature(None, ctx, view) for op in ops if not op.per_object)
        per_object: dict[str, tuple[Any, ...]] = {}
        if any(op.per_object for op in ops):
            per_object = {
                t: tuple(op.signature(view.get(t), ctx, view) for op in ops if op.per_object)
                for t in targets
            }
        return Signature(True, ctx._text(), targets, frozenset(targets), global_does, per_object)

    def _signatures(
        self, pending: list[EffectInstance], layer: Layer
    ) -> dict[tuple[Any, ...], Signature]:
        """CR 613.8c: each pending effect's signature after the last effect applied. An effect
        whose source that effect left alone reads, of every other object, only the object
        itself: its signature changes only on the objects changed since it was last found."""
        last, written = self._last_signatures, self._written
        found: dict[tuple[Any, ...], Signature] = {}
        for e in pending:
            before = last.get(e.key)
            source = self.view.alias.get(e.source_id, e.source_id)
            if before is not None and before.exists and source not in written:
                again = self._signature_again(e, layer, before, written)
            else:
                again = None
            found[e.key] = again if again is not None else self.signature(e, layer, self.view)
        self._last_signatures, self._written = found, set()
        return found

    def _signature_again(
        self, e: EffectInstance, layer: Layer, before: Signature, written: set[str]
    ) -> Signature | None:
        """``e``'s signature now from ``before``, looking again only at the objects ``written``
        since; None when the effect reads more than its source and each object itself (a
        condition, a count of objects, another object's values)."""
        ops = e.spec.ops_in(layer)
        if e.spec.condition is not None or not all(_reads_only_its_object(op) for op in ops):
            return None
        ctx = EffectContext(e, self.view, self.board)
        if e.locked is not None:
            targets = self.affected(e, self.view)
        else:
            flt, view, had = e.spec.affects, self.view, before.target_set
            targets = [
                i
                for i in view.order
                if (flt.matches(view.records[i], ctx, view) if i in written else i in had)
            ]
        global_does = tuple(op.signature(None, ctx, self.view) for op in ops if not op.per_object)
        per_object: dict[str, tuple[Any, ...]] = {}
        if any(op.per_object for op in ops):
            for t in targets:
                known = before.per_object.get(t)
                per_object[t] = (
                    known
                    if known is not None and t not in written
                    else tuple(
                        op.signature(self.view.get(t), ctx, self.view)
                        for op in ops
                        if op.per_object
                    )
                )
        return Signature(True, before.text, targets, frozenset(targets), global_does, per_object)

    def depends(
        self,
        a: EffectInstance,
        b: EffectInstance,
        layer: Layer,
        base: dict[tuple[Any, ...], Signature],
    ) -> str | None:
        """Whether ``a`` depends on ``b`` (CR 613.8a), and if so in what way: apply ``b`` to a
        trial copy and see what changes for ``a``. Only the objects ``b`` changed are looked at
        again; an effect can't depend on one that writes nothing it reads."""
        if not _may_depend(a, b, layer):
            return None
        trial = self._trials.get(b.key)
        if trial is None:
            # One trial per effect per step: every other effect is compared against it.
            trial = self._trials[b.key] = TrialView(self.view)
            self.apply(b, layer, trial, record=False)
            trial.keep_changed(self.view)
        changed = trial.copied
        if not changed:
            return None
        before = base[a.key]
        after_exists = self.exists(a, trial)
        if after_exists != before.exists:
            return "existence"
        if not after_exists:
            return None
        ctx = EffectContext(a, trial, self.board)
        source = self.view.alias.get(a.source_id, a.source_id)  # its record's
        # What of its source the effect reads (its controller, attachment and ability), as
        # changed by the trial: if that is as it was, it reads every other object as before.
        moved = source in changed and _source_differs(
            trial.records[source], self.view.records[source], a.ability_key
        )
        if moved and ctx._text() != before.text:
            return "text"
        if a.locked is None:
            if moved:
                if self.affected(a, trial) != before.targets:
                    return "what it applies to"
            else:
                flt = a.spec.affects
                for object_id in changed:
                    record = trial.get(object_id)
                    now = record is not None and flt.matches(record, ctx, trial)
                    if now != (object_id in before.target_set):
                        return "what it applies to"
        ops = a.spec.ops_in(layer)
        does = tuple(op.signature(None, ctx, trial) for op in ops if not op.per_object)
        if does != before.global_does:
            return "what it does"
        for object_id in changed & before.target_set:
            if before.per_object:
                record = trial.get(object_id)
                now_does = tuple(op.signature(record, ctx, trial) for op in ops if op.per_object)
                if now_does != before.per_object.get(object_id):
                    return "what it does"
        return None

    def choose(
        self, pending: list[EffectInstance], layer: Layer
    ) -> tuple[EffectInstance, str, tuple[str, ...]]:
        """CR 613.3, 613.7, 613.8b: the next effect to apply, and why it is next."""
        if layer.cda_first and any(e.spec.cda for e in pending):
            cdas = [e for e in pending if e.spec.cda]
            if len(cdas) < len(pending):
                pick = min(cdas, key=lambda e: e.timestamp)
                return pick, "characteristic-defining ability first (CR 613.3)", ()
        if len(pending) == 1:
            only = pending[0]
            if only.key in self.waited:
                return only, "after the effects it depends on (CR 613.8b)", self.waited[only.key]
            return only, "timestamp (CR 613.7)", ()
        pairs = [
            (a, b) for a in pending for b in pending if a is not b and _may_depend(a, b, layer)
        ]
        if not pairs:
            # No effect writes what another reads: none depends on another (613.8a), and the
            # oldest is next, as the graph below would find with no edge.
            self._targets_now = {}
            self._trials = {}
            pick = min(pending, key=lambda e: e.timestamp)
            if pick.key in self.waited:
                return pick, "after the effects it depends on (CR 613.8b)", self.waited[pick.key]
            return pick, "timestamp (CR 613.7)", ()
        graph = self._graph(pending, pairs, layer)
        loops = _strongly_connected(graph)
        by_key = {e.key: e for e in pending}
        for e in pending:
            outside = [b for b in graph[e.key] if loops[b] != loops[e.key]]
            if outside:
                # Remember what it waited for: by its turn those may be applied already.
                known = self.waited.get(e.key, ())
                more = tuple(f"{by_key[b].source_id} ({graph[e.key][b]})" for b in outside)
                self.waited[e.key] = known + tuple(m for m in more if m not in known)
        free = [e for e in pending if all(loops[b] == loops[e.key] for b in graph[e.key])]
        pick = min(free, key=lambda e: e.timestamp)
        in_loop = [b for b in graph[pick.key] if loops[b] == loops[pick.key]]
        if in_loop:
            names = ", ".join(by_key[b].source_id for b in in_loop)
            return pick, f"timestamp within a dependency loop with {names} (CR 613.8b)", ()
        if pick.key in self.waited:
            return pick, "after the effects it depends on (CR 613.8b)", self.waited[pick.key]
        dependents = [
            f"{e.source_id} ({graph[e.key][pick.key]})"
            for e in pending
            if pick.key in graph[e.key] and e.timestamp < pick.timestamp
        ]
        if dependents:
            return (
                pick,
                "before older effects that depend on it: " + ", ".join(dependents) + " (CR 613.8b)",
                (),
            )
        blocked = [e for e in pending if e is not pick and e.timestamp < pick.timestamp]
        if blocked:
            names = ", ".join(e.source_id for e in blocked)
            return pick, f"timestamp; older {names} wait for effects they depend on (CR 613.8b)", ()
        return pick, "timestamp (CR 613.7)", ()

    def _graph(
        self,
        pending: list[EffectInstance],
        pairs: list[tuple[EffectInstance, EffectInstance]],
        layer: Layer,
    ) -> dict[tuple[Any, ...], dict[tuple[Any, ...], str]]:
        """CR 613.8a: which pending effect depends on which, and how: found by trial, or as
        found before on the same working state (:func:`_state_key`)."""
        key = _state_key(self, pending, layer) if REMEMBER_GRAPHS else None
        known = _GRAPHS.get(key[0]) if key is not None else None
        if known is not None:
            self._trials = {}
            # What each effect applies to, as found with the graph on the same state.
            self._targets_now = {k: list(targets) for k, targets in known[2].items()}
            return known[1]
        base = self._signatures(pending, layer)
        self._trials = {}
        self._targets_now = {k: sig.targets for k, sig in base.items() if sig.exists}
        graph: dict[tuple[Any, ...], dict[tuple[Any, ...], str]] = {e.key: {} for e in pending}
        for a, b in pairs:
            how = self.depends(a, b, layer, base)
            if how is not None:
                graph[a.key][b.key] = how
        if key is not None:
            if len(_GRAPHS) > 500:
                _GRAPHS.clear()
            targets = {k: tuple(found) for k, found in self._targets_now.items()}
            _GRAPHS[key[0]] = (key[1], graph, targets)
        return graph


REMEMBER_GRAPHS = True
"""Whether :meth:`Dependencies._graph` reuses the dependencies found on an equal working state
(the tests turn it off to compare with finding them every time)."""

_Graph = dict[tuple[Any, ...], dict[tuple[Any, ...], str]]

_GRAPHS: dict[tuple[Any, ...], tuple[list[Any], _Graph, dict[tuple[Any, ...], tuple[str, ...]]]]
_GRAPHS = {}
"""Dependency graphs by :func:`_state_key`, each with the values whose ``id`` its key holds
(kept alive here, so that no other value can take that ``id``) and what each effect applies to
on that state."""


def _state_key(
    engine: Dependencies, pending: list[EffectInstance], layer: Layer
) -> tuple[tuple[Any, ...], list[Any]] | None:
    """Everything the dependencies among ``pending`` are found from (CR 613.8a): the effects,
    every working record (frozen values by identity), the objects that share a record, and
    what an effect's context reads of the board (its source's choices, the blockers, the
    spells cast last turn); with the values whose ``id`` it holds. None when an effect of a
    resolved spell or ability is pending (its record of targets and affected objects can
    change in place), or a value can't be compared."""
    keep: list[Any] = []
    effects = []
    objects = engine.board.objects
    for e in pending:
        if e.resolved is not None:
            return None
        keep.append(e.spec)
        source = objects.get(e.source_id)
        choices = tuple(source.choices.items()) if source is not None and source.choices else ()
        effects.append(
            (
                e.key, id(e.spec), e.source_id, e.timestamp, e.ability_key, e.fixed_controller,
                tuple(e.locked) if e.locked is not None else None, e.started, choices,
            )
        )  # fmt: skip
    records = []
    for r in engine.view.objects():
        abilities = tuple(map(id, r.abilities))  # instances are never changed
        keep += r.abilities
        keep += [r.type_line, r.mana_cost]
        records.append(
            (
                r.id, r.zone, r.owner, r.controller, r.is_token, tuple(r.counters.items()),
                r.attached_to, r.face_down, r.timestamp, r.names, id(r.mana_cost), r.colors,
                id(r.type_line), abilities, r.power, r.toughness, r.loyalty, r.defense,
                frozenset(r.cant_have),
            )
        )  # fmt: skip
    # Objects sharing another's record (alike, see mtgrules.effects.alike) are never pointed
    # at: only an effect's source and the object that granted an ability can be one.
    alias = engine.view.alias
    shared: tuple[tuple[str, str], ...] = ()
    if alias:
        ids = {e.source_id for e in pending}
        ids |= {i.source_id for r in engine.view.objects() for i in r.abilities if i.source_id}
        shared = tuple(sorted((i, alias[i]) for i in ids if i in alias))
    board = engine.board
    blockers = getattr(getattr(board, "combat", None), "blockers", {})
    cast: Any = getattr(board, "spells_cast_last_turn", {})
    key = (
        layer.label, tuple(effects), tuple(records), shared,
        tuple(blockers.items()), tuple(cast.items()),
    )  # fmt: skip
    try:
        hash(key)
    except TypeError:  # a choice that can't be hashed
        return None
    return key, keep
