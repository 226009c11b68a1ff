"""The layer system (CR 613): one function, :func:`apply_layers`, owns the order in which continuous
effects apply.

For each layer and sublayer in order (:class:`~mtgrules.effects.layers.Layer`), the effects that
exist (static abilities of objects as they are at that point, effects of resolved spells and
abilities, counters) are applied one at a time. The next one is chosen by CR 613.8: an effect
waits for every effect it depends on, found by *trial*: apply the other effect to a copy of the
working state and see whether the first effect's existence, text, set of affected objects or what
it does to them changes (613.8a). Effects in a dependency loop fall back to timestamp order
(613.8b). After each application the order is re-evaluated (613.8c). CDAs go first in layers 2-6
(613.3). An effect that started applying keeps applying to the same objects in later layers even
if its source loses the ability (613.6).

The same result costs less where it can: objects alike in everything the layers read of them
share one run (:func:`alike_objects`); a trial keeps only the objects it really changed; after each
application an effect's signature is looked at again only on the objects changed since, when it
reads nothing else (613.8c). ``apply_layers(board, share_alike=False)`` runs every object, and
the tests check the two always agree.
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.abilities import Ability, AbilityKind
from mtgrules.effects.alike import Part, SharedView, alike_objects, printed_kind
from mtgrules.effects.characteristics import Characteristics, TraceEntry
from mtgrules.effects.dependency import Dependencies, Signature
from mtgrules.effects.describe import describe_layer, rendered_ability, trace_entry
from mtgrules.effects.layers import OBJECT_LAYERS, Layer
from mtgrules.effects.model import Count, EffectSpec, Filter, Op, Word
from mtgrules.effects.ops import (
    AddAbilities,
    CopiableValues,
    CopyOf,
    FaceDown,
    GainActivatedAbilitiesOf,
    ModifyPT,
)
from mtgrules.effects.text import Text, WordRef
from mtgrules.effects.view import (
    EffectContext,
    EffectInstance,
    LayerResult,
    TrialView,
    WorkingView,
)
from mtgrules.effects.working import (
    BATTLEFIELD,
    PT_COUNTERS,
    AbilityInstance,
    Board,
    Working,
    intrinsic_mana_ability,
    siege_ability,
)
from mtgrules.vocab.keywords import keyword as find_keyword

__all__ = [
    "BATTLEFIELD",
    "PT_COUNTERS",
    "AbilityInstance",
    "Board",
    "EffectContext",
    "EffectInstance",
    "LayerResult",
    "Working",
    "WorkingView",
    "apply_layers",
    "copiable_values",
    "intrinsic_mana_ability",
    "siege_ability",
    "word_ref",
]


_SPEC_LAYERS: dict[int, tuple[EffectSpec, frozenset[Layer] | None]] = {}


def _spec_layers(spec: EffectSpec) -> frozenset[Layer] | None:
    """The layers of an effect's operations and of the effects of the abilities it gives;
    None when it copies or gains other objects' abilities (remembered: specs are frozen)."""
    known = _SPEC_LAYERS.get(id(spec))
    if known is not None and known[0] is spec:
        return known[1]
    found: set[Layer] | None = set()
    for op in spec.ops:
        if isinstance(op, (CopyOf, GainActivatedAbilitiesOf)):
            found = None
            break
        assert found is not None
        found.add(op.layer)
        if isinstance(op, AddAbilities):
            for ability in op.abilities:
                for given in ability.effects:
                    layers = _spec_layers(given)
                    if layers is None:
                        found = None
                        break
                    found |= layers
                if found is None:
                    break
        if found is None:
            break
    result = frozenset(found) if found is not None else None
    if len(_SPEC_LAYERS) > 10_000:
        _SPEC_LAYERS.clear()
    _SPEC_LAYERS[id(spec)] = (spec, result)
    return result


def _static_timestamp(own: int, granted: int | None, index: int) -> tuple[int, ...]:
    """CR 613.7a: a static ability's effect has its object's timestamp or that of the effect
    that granted the ability, whichever is later. The grant's own timestamp stays in the key,
    so when the object gets a newer timestamp (re-attached, 613.7e) the granted ability's
    effects still come after the object's own, in the same relative order."""
    if granted is None:
        return (own, 0, index)
    return (max(own, granted), granted, index)


# -- the engine --------------------------------------------------------------------------------------


class _Engine(Dependencies):
    def __init__(
        self,
        board: Board,
        twins: dict[str, list[Any]] | None = None,
        position: dict[str, int] | None = None,
    ) -> None:
        """``twins``: for an object of the board that is a source of effects, the objects
        alike it (see :func:`alike_objects`) left out of the board: each has its own effects, and
        shares the object's record. ``position``: every object's and twin's place in the
        whole board's order (the order effects are found in)."""
        self.board = board
        order = list(board.objects)
        self.twins: dict[str, list[Any]] = twins or {}
        self.position: dict[str, int] = position or {}
        alias = {twin.id: one for one, found in self.twins.items() for twin in found}
        self.view = WorkingView({i: Working(board.objects[i]) for i in order}, order, alias)
        self.traces: dict[str, list[TraceEntry]] = {i: [] for i in order}
        for twin in alias:
            self.traces[twin] = []
        self.started: dict[tuple[Any, ...], EffectInstance] = {}
        self.rules: set[str] = set()
        self.rule_effects: list[tuple[str, str, Any]] = []
        self.waited: dict[tuple[Any, ...], tuple[str, ...]] = {}
        self._trials: dict[tuple[Any, ...], TrialView] = {}
        self._targets_now: dict[tuple[Any, ...], list[str]] = {}
        self._instances: dict[tuple[Any, ...], EffectInstance] = {}
        self._last_signatures: dict[tuple[Any, ...], Signature] = {}
        self._written: set[str] = set()
        self._described: dict[str, tuple[Layer, str]] = {}
        self.names = {i: board.objects[i].printed.names for i in order}

    # -- collecting effects ------------------------------------------------------------------

    def collect(self, layer: Layer) -> list[EffectInstance]:
        """Every effect with a part in ``layer`` that exists now, plus those that started in an
        earlier layer (CR 613.6)."""
        found: dict[tuple[Any, ...], EffectInstance] = {}
        instances = self._instances
        for instance in self.started.values():
            if instance.spec.ops_in(layer):
                found[instance.key] = instance
        twins, position = self.twins, self.position
        by_position: list[tuple[int, int, EffectInstance]] = []
        for record in self.view.objects():
            redundant: set[str] = set()
            for ability_instance in record.abilities:
                ability = ability_instance.ability
                if not ability.effects:
                    continue
                if ability.redundant and ability.keyword is not None:
                    if ability.keyword.english in redundant:
                        continue  # more instances add nothing
                    redundant.add(ability.keyword.english)
                if record.zone != BATTLEFIELD and not (
                    ability.cda or ability.functions_outside_battlefield
                ):
                    continue
                for index, spec in enumerate(ability.effects):
                    if not spec.ops_in(layer):
                        continue
                    sources = [(record.id, record.timestamp)]
                    sources += [(t.id, t.timestamp) for t in twins.get(record.id, ())]
                    for source_id, timestamp in sources:
                        key: tuple[Any, ...] = ("static", source_id, ability_instance.key, index)
                        if key in found:
                            continue
                        stamp = _static_timestamp(timestamp, ability_instance.timestamp, index)
                        known = instances.get(key)
                        if known is None or known.spec is not spec or known.timestamp != stamp:
                            # The same effect as at the last step, unless its text or grant
                            # changed.
                            known = instances[key] = EffectInstance(
                                key,
                                spec,
                                source_id,
                                stamp,
                                ability_key=ability_instance.key,
                                label_of=(ability, record.names),
                            )
                        if twins:  # in the board's order, as if each twin had its record
                            by_position.append((position[source_id], len(by_position), known))
                        else:
                            found[key] = known
        for _, _, known in sorted(by_position):
            found[known.key] = known
        for resolved in self.board.effects:
            if not resolved.spec.ops_in(layer):
                continue
            resolved_key: tuple[Any, ...] = ("resolved", id(resolved))
            key = resolved_key
            if key not in found:
                found[key] = EffectInstance(
                    key,
                    resolved.spec,
                    resolved.source_id,
                    (resolved.timestamp, 0),
                    resolved=resolved,
                    fixed_controller=resolved.controller,
                    locked=list(resolved.affected) if resolved.affected is not None else None,
                    label=resolved.description or resolved.spec.text,
                )
        self._add_counter_effects(layer, found)
        return list(found.values())

    def _add_counter_effects(
        self, layer: Layer, found: dict[tuple[Any, ...], EffectInstance]
    ) -> None:
        """CR 613.1f, 613.4c: keyword counters in layer 6, P/T counters in layer 7c, each at its
        counter's timestamp (613.7c)."""
        if layer not in (Layer.ABILITY, Layer.PT_MODIFY):
            return
        for object_id in self.view.order:
            obj = self.board.objects[object_id]
            for kind, amount in obj.counters.items():
                if amount <= 0:
                    continue
                stamp = obj.counter_timestamps.get(kind, obj.timestamp)
                only_self = Filter(zones=("all",), self_only=True)
                op: Op
                if layer is Layer.PT_MODIFY and kind in PT_COUNTERS:
                    dp, dt = PT_COUNTERS[kind]
                    op = ModifyPT(Count(constant=dp * amount), Count(constant=dt * amount))
                elif layer is Layer.ABILITY and (kw := find_keyword(kind)) is not None:
                    op = AddAbilities(
                        (Ability(AbilityKind.STATIC, Text((kw.english,)), keyword=kw),)
                    )
                else:
                    continue
                key = ("counter", object_id, kind)
                found[key] = EffectInstance(
                    key,
                    EffectSpec(only_self, (op,)),
                    object_id,
                    (stamp, -1),
                    fixed_controller=obj.base_controller,
                    label=f"{amount} {kind} counter{'s' if amount > 1 else ''}",
                )

    # -- applying ------------------------------------------------------------------------------

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
        ctx = EffectContext(instance, view, self.board)
        # The affected objects were found for the step's signatures on the same state.
        targets = self._targets_now.get(instance.key) or self.affected(instance, view)
        if record and instance.locked is None:
            instance.locked = targets  # CR 613.6: the same objects in later layers
        ops = instance.spec.ops_in(layer)
        if record:
            self._targets_now = {}  # the state changes: found targets are stale
            description = "; ".join(op.describe(ctx) for op in ops)
        for target in targets:
            obj = view.writable(target) if isinstance(view, TrialView) else view.get(target)
            if obj is None:
                continue
            before = ""
            if record:
                self._written.add(target)
                # Within a layer only its effects change an object, each with an entry: its
                # description now is the last entry's "after", if it has one in this layer.
                last = self._described.get(target)
                before = (
                    last[1] if last is not None and last[0] is layer else describe_layer(obj, layer)
                )
            for op in ops:
                op.apply(obj, ctx, view)
            if record:
                after = describe_layer(obj, layer)
                self._described[target] = (layer, after)
                entry = trace_entry(
                    (
                        layer.label, layer.rule, description, instance.source_id,
                        instance.timestamp[0], before, after, order, deps,
                    )
                )  # fmt: skip
                self.traces[target].append(entry)
                for twin in self.twins.get(target, ()):
                    self.traces[twin.id].append(entry)

    def run_layer(self, layer: Layer) -> None:
        self.waited = {}
        self._last_signatures = {}
        applied: set[tuple[Any, ...]] = set()
        seen: dict[tuple[Any, ...], EffectInstance] = {}
        while True:
            pending = [e for e in self.collect(layer) if e.key not in applied]
            pending = [e for e in pending if e.started or self.exists(e, self.view)]
            for e in pending:
                seen.setdefault(e.key, e)
            if not pending:
                break
            chosen, order, deps = self.choose(pending, layer)
            applied.add(chosen.key)
            if layer is Layer.RULES:
                controller = EffectContext(chosen, self.view, self.board).controller
                for op in chosen.spec.ops_in(layer):
                    self.rules.add(getattr(op, "rule", ""))
                    self.rule_effects.append((chosen.source_id, controller, op))
                continue
            self.apply(chosen, layer, self.view, order=order, deps=deps)
            chosen.started = True
            self.started[chosen.key] = chosen
        for key, instance in seen.items():
            if key not in applied and instance.source_id in self.traces:
                self.traces[instance.source_id].append(
                    TraceEntry(
                        layer.label,
                        "613.8a",
                        instance.text,
                        instance.source_id,
                        instance.timestamp[0],
                        "",
                        "",
                        "not applied: by its turn it no longer existed (its source lost the ability, "
                        "or its condition stopped holding)",
                    )
                )

    def run(self) -> LayerResult:
        possible = self._possible_layers()
        for layer in OBJECT_LAYERS:
            if layer is Layer.FACE_DOWN:
                self._face_down()
                continue
            if possible is None or layer in possible:
                self.run_layer(layer)
            if layer is Layer.TYPE:
                for record in self.view.objects():
                    record.refresh_intrinsic_abilities()
        if possible is None or Layer.RULES in possible:
            self.run_layer(Layer.RULES)
        return self.result()

    def _possible_layers(self) -> set[Layer] | None:
        """The layers in which some effect of this run can have a part (CR 613.1): those of
        the objects' abilities' effects (and of the abilities those give), of resolved effects
        and of counters; None when an effect can bring others not known yet (a copy effect,
        gaining another object's abilities). A layer no effect has a part in is skipped."""
        found: set[Layer] = set()
        objects = self.board.objects
        for record in self.view.objects():
            for instance in record.abilities:
                for spec in instance.ability.effects:
                    layers = _spec_layers(spec)
                    if layers is None:
                        return None
                    found |= layers
            if objects[record.id].counters:
                found |= {Layer.ABILITY, Layer.PT_MODIFY}  # CR 613.1f, 613.4c
        for resolved in self.board.effects:
            layers = _spec_layers(resolved.spec)
            if layers is None:
                return None
            found |= layers
        return found

    def _face_down(self) -> None:
        """CR 708.2, 613.2b: face-down objects, after copy effects. Applied as a layer-1b
        effect of each face-down object on itself."""
        for record in self.view.objects():
            if record.face_down:
                before = describe_layer(record, Layer.FACE_DOWN)
                FaceDown().apply(record, None, self.view)  # type: ignore[arg-type]
                self.traces[record.id].append(
                    TraceEntry(
                        "1b",
                        "708.2a",
                        "face down: a nameless 2/2 creature with no text",
                        record.id,
                        record.timestamp,
                        before,
                        describe_layer(record, Layer.FACE_DOWN),
                        "face-down status (CR 708.2)",
                    )
                )

    def _name(self, object_id: str) -> str | None:
        record = self.view.get(object_id)
        names = record.names if record is not None else self.names.get(object_id, ())
        return " // ".join(names) if names else None

    def result(self) -> LayerResult:
        out: dict[str, Characteristics] = {}
        for record in self.view.objects():
            power, toughness = record.power, record.toughness
            if "Creature" in record.type_line.card_type_names:
                power = power if power is not None else 0
                toughness = toughness if toughness is not None else 0
            elif record.zone == BATTLEFIELD:
                power = toughness = None  # CR 208.3: a noncreature permanent has neither
            defense = record.defense
            if record.zone == BATTLEFIELD and "Battle" in record.type_line.card_type_names:
                defense = record.counters.get("defense", 0)  # CR 310.4c
            loyalty = record.loyalty
            if record.zone == BATTLEFIELD and "Planeswalker" in record.type_line.card_type_names:
                loyalty = record.counters.get("loyalty", 0)  # CR 306.5c
            name = " // ".join(record.names) if record.names else None
            abilities = tuple(i.ability for i in record.abilities)
            texts = tuple(
                rendered_ability(
                    i.ability, name, self._name(i.named_source) if i.named_source else None
                )
                for i in record.abilities
            )
            out[record.id] = Characteristics(
                names=record.names, mana_cost=record.mana_cost, colors=record.colors,
                type_line=record.type_line, abilities=abilities, ability_texts=texts,
                power=power, toughness=toughness, loyalty=loyalty, defense=defense,
                controller=record.controller,
            )  # fmt: skip
        return LayerResult(out, self.traces, self.rules, self.view, self.rule_effects)


def apply_layers(board: Board, *, share_alike: bool = True) -> LayerResult:
    """CR 613: compute every object's characteristics from its printed values and every
    continuous effect, with the trace that explains them.

    Objects alike in everything the layer system reads of them but their identity (see
    :func:`alike_objects`) end up with equal characteristics (and, but for their own effects' entries,
    equal traces): the layers are applied to one record of each kind, and the others share its
    result. ``share_alike=False`` applies them to every
    object one by one (the same result, slower: what the tests compare against)."""
    if share_alike:
        alike = alike_objects(board)
        if alike is not None:
            return _shared_run(board, *alike)
    return _Engine(board).run()


def _shared_run(board: Board, run: dict[str, Any], like: dict[str, str]) -> LayerResult:
    """The layers applied to ``run``'s objects, their results shared with the objects alike."""
    objects = board.objects
    twins: dict[str, list[Any]] = {}
    for object_id, one in like.items():
        # Looked up again, not indexed: the memo may have been emptied (bounded) since alike_objects.
        if printed_kind(objects[one].printed)[3]:
            twins.setdefault(one, []).append(objects[object_id])
    position = {object_id: i for i, object_id in enumerate(objects)} if twins else None
    result = _Engine(Part(board, run), twins, position).run()
    ran, ran_traces = result.characteristics, result.traces
    like_of, own_trace = like.get, ran_traces.get
    characteristics = {i: ran[like_of(i, i)] for i in objects}
    # A source's twin has a trace of its own (its effects' entries); the others share one
    # list, never changed after the run.
    traces = {i: own_trace(i) or ran_traces[like_of(i, i)] for i in objects}
    assert result.view is not None
    view = SharedView(result.view, like, board.objects, list(board.objects))
    return LayerResult(characteristics, traces, result.rules, view, result.rule_effects)


def copiable_values(board: Board, object_id: str) -> CopiableValues | None:
    """CR 613.2c, 707.2: an object's copiable values now: its characteristics after layer 1
    (copy effects, then face-down status), which a new copy effect fixes as it begins
    (707.2b-c)."""
    engine = _Engine(board)
    engine.run_layer(Layer.COPY)
    engine._face_down()
    record = engine.view.get(object_id)
    return record.copiable_values() if record is not None else None


def word_ref(value: str) -> Word:
    """A parameter word: a reference to a text slot (``{land_type}``) or literal text."""
    return WordRef.parse(value) or value
