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
share one run (:func:`_alike`); a trial keeps only the objects it really changed; after each
application an effect's signature is looked at again only on the objects changed since, when it
reads nothing else (613.8c). ``apply_layers(board, share_alike=False)`` runs every object, and
the tests check the two always agree.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field, fields
from functools import cache
from typing import Any, Protocol

from mtgrules.cards.abilities import Ability, AbilityKind
from mtgrules.effects.characteristics import Characteristics, TraceEntry
from mtgrules.effects.layers import OBJECT_LAYERS, Layer
from mtgrules.effects.model import Count, EffectSpec, Field, Filter, Instruction, Op, Word
from mtgrules.effects.ops import (
    AddAbilities,
    CopiableValues,
    CopyOf,
    FaceDown,
    GainActivatedAbilitiesOf,
    ModifyPT,
)
from mtgrules.effects.text import Text, WordKind, WordRef
from mtgrules.vocab.colors import Color, in_wubrg_order
from mtgrules.vocab.keywords import keyword as find_keyword
from mtgrules.vocab.mana import ManaCost
from mtgrules.vocab.typeline import TypeLine
from mtgrules.vocab.types import BASIC_LAND_TYPES, CORE, CREATURE, SubtypeKind

BATTLEFIELD = "battlefield"

_MANA_OF_TYPE = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
PT_COUNTERS = {
    "+1/+1": (1, 1),
    "-1/-1": (-1, -1),
    "+1/+0": (1, 0),
    "+0/+1": (0, 1),
    "-0/-1": (0, -1),
    "-1/-0": (-1, 0),
    "+2/+2": (2, 2),
    "-2/-2": (-2, -2),
}
"""CR 122.1a, 613.4c: counters that modify power and toughness."""


class Board(Protocol):
    """What the layer system needs of a game."""

    objects: dict[str, Any]
    effects: list[Any]
    active_player: str

    def zone_changes(self, object_id: str) -> int: ...


# -- working records ---------------------------------------------------------------------------


@dataclass
class AbilityInstance:
    """An ability an object has while layers are applied. ``granted`` abilities came from an
    effect (layer 6) and text-changing effects don't touch them (CR 612.3)."""

    ability: Ability
    key: tuple[Any, ...]
    granted: bool = False
    source_id: str | None = None
    timestamp: int | None = None

    @property
    def named_source(self) -> str | None:
        """CR 201.5a: the object its ``{source}`` names: the one bound into the ability when it
        was created (a token's ability, which copies keep), else the object that granted it."""
        return self.ability.refers_to or self.source_id


class Working:
    """One object's characteristics while the layers are applied (mutable, engine-private)."""

    __slots__ = (
        "abilities", "attached_to", "cant_have", "colors", "controller", "counters", "defense",
        "face_down", "id", "is_token", "loyalty", "mana_cost", "names", "owner", "power",
        "timestamp", "toughness", "type_line", "zone",
    )  # fmt: skip

    def __init__(self, obj: Any) -> None:
        printed: Characteristics = obj.printed
        self.id: str = obj.id
        self.zone: str = obj.zone.value
        self.owner: str = obj.owner
        self.controller: str = obj.base_controller
        self.is_token: bool = obj.is_token
        self.counters: dict[str, int] = obj.counters
        self.attached_to: str | None = obj.attached_to
        self.face_down: bool = obj.face_down
        self.timestamp: int = obj.timestamp
        self.names: tuple[str, ...] = printed.names
        self.mana_cost: ManaCost | None = printed.mana_cost
        self.colors: frozenset[Color] = printed.colors
        self.type_line = printed.type_line
        self.abilities: list[AbilityInstance] = [
            AbilityInstance(a, ("printed", i)) for i, a in enumerate(printed.abilities)
        ]
        self.power = printed.power
        self.toughness = printed.toughness
        self.loyalty = printed.loyalty
        self.defense = printed.defense
        self.cant_have: set[str] = set()

    def clone(self) -> Working:
        """A copy for a trial application (written out: this is the engine's hottest path)."""
        twin = Working.__new__(Working)
        twin.abilities = list(self.abilities)
        twin.attached_to = self.attached_to
        twin.cant_have = set(self.cant_have)
        twin.colors = self.colors
        twin.controller = self.controller
        twin.counters = self.counters
        twin.defense = self.defense
        twin.face_down = self.face_down
        twin.id = self.id
        twin.is_token = self.is_token
        twin.loyalty = self.loyalty
        twin.mana_cost = self.mana_cost
        twin.names = self.names
        twin.owner = self.owner
        twin.power = self.power
        twin.timestamp = self.timestamp
        twin.toughness = self.toughness
        twin.type_line = self.type_line
        twin.zone = self.zone
        return twin

    def same_as(self, other: Working) -> bool:
        """Whether every characteristic (and controller) an effect may change is as in
        ``other``'s (types in the same order: a reordered type line counts as changed)."""
        line, other_line = self.type_line, other.type_line
        return (
            (
                line is other_line
                or (
                    line.card_types == other_line.card_types
                    and line.subtypes == other_line.subtypes
                    and line.supertypes == other_line.supertypes
                )
            )
            and self.abilities == other.abilities
            and self.colors == other.colors
            and self.power == other.power
            and self.toughness == other.toughness
            and self.controller == other.controller
            and self.names == other.names
            and self.mana_cost == other.mana_cost
            and self.loyalty == other.loyalty
            and self.defense == other.defense
            and self.cant_have == other.cant_have
            and self.face_down == other.face_down
        )

    # -- reading -----------------------------------------------------------------------------

    @property
    def mana_value(self) -> int:
        return self.mana_cost.mana_value() if self.mana_cost is not None else 0

    def has_keyword(self, word: str) -> bool:
        return any(i.ability.is_keyword(word) for i in self.abilities)

    def copiable_values(self) -> CopiableValues:
        """CR 707.2: its copiable values as layer 1 has left them so far. A face-down object's
        are those of a face-down 2/2 (707.2, 708.2a), even before layer 1b applies to it."""
        if self.face_down:
            return CopiableValues(
                self.id, (), None, frozenset(), TypeLine((), (CREATURE,), ()), (), 2, 2
            )
        return CopiableValues(
            self.id, self.names, self.mana_cost, self.colors, self.type_line,
            tuple((i.ability, i.key) for i in self.abilities if not i.granted),
            self.power, self.toughness, self.loyalty, self.defense,
        )  # fmt: skip

    # -- layer 1 -----------------------------------------------------------------------------

    def copy_values_from(self, values: CopiableValues) -> None:
        """CR 707.2: copiable values (name, mana cost, color, types, text, P/T, loyalty)."""
        self.names = values.names
        self.mana_cost = values.mana_cost
        self.colors = values.colors
        self.type_line = values.type_line
        self.abilities = [
            AbilityInstance(ability, ("copied", values.object_id, *key))
            for ability, key in values.abilities
        ]
        self.power, self.toughness = values.power, values.toughness
        self.loyalty, self.defense = values.loyalty, values.defense

    def make_face_down(self) -> None:
        """CR 708.2a."""
        self.names = ()
        self.mana_cost = None
        self.colors = frozenset()
        self.type_line = TypeLine((), (CREATURE,), ())
        self.abilities = []
        self.power, self.toughness = 2, 2
        self.loyalty = self.defense = None

    # -- layer 3 -----------------------------------------------------------------------------

    def replace_word(self, kind: WordKind, old: str, new: str) -> None:
        """CR 612.2: change the object's own text and type line words of ``kind``."""
        self.abilities = [
            AbilityInstance(
                i.ability.replace_word(kind, old, new), i.key, i.granted, i.source_id, i.timestamp
            )
            if not i.granted
            else i
            for i in self.abilities
        ]
        subtype_kind = {
            WordKind.LAND_TYPE: SubtypeKind.LAND,
            WordKind.CREATURE_TYPE: SubtypeKind.CREATURE,
        }.get(kind)
        if subtype_kind is not None:
            old_sub = CORE.subtype(subtype_kind, old)
            new_sub = CORE.subtype(subtype_kind, new)
            if old_sub is not None and new_sub is not None and old_sub in self.type_line.subtypes:
                subs = [new_sub if s == old_sub else s for s in self.type_line.subtypes]
                self.type_line = self.type_line.set_subtypes(
                    subtype_kind, [s for s in subs if s.kind is subtype_kind]
                )

    # -- layers 4 and 6 ----------------------------------------------------------------------

    def lose_rules_text_abilities(self) -> None:
        """CR 305.7: abilities from its rules text and old land types are gone."""
        self.abilities = [i for i in self.abilities if i.granted]

    def refresh_intrinsic_abilities(self) -> None:
        """CR 305.6: a land has the intrinsic mana ability of each basic land type it has;
        310.11b: a Siege has its intrinsic triggered ability."""
        kept = [i for i in self.abilities if i.ability.intrinsic_to is None]
        basic = [s.english for s in self.type_line.subtypes if s in BASIC_LAND_TYPES]
        intrinsic = [AbilityInstance(_intrinsic_mana_ability(t), ("intrinsic", t)) for t in basic]
        if "Siege" in self.type_line.subtype_names:
            intrinsic.append(AbilityInstance(_siege_ability(), ("intrinsic", "Siege")))
        self.abilities = kept + intrinsic

    def add_ability(
        self,
        ability: Ability,
        *,
        granted: bool,
        key: tuple[Any, ...],
        source_id: str | None = None,
        timestamp: int | None = None,
    ) -> None:
        """Gain an ability; ``timestamp`` is the granting effect's (CR 613.7a)."""
        if ability.keyword is not None and ability.keyword.english in self.cant_have:
            return
        self.abilities.append(AbilityInstance(ability, key, granted, source_id, timestamp))

    def lose_all_abilities(self) -> None:
        self.abilities = []

    def lose_keywords(self, keywords: Iterable[str], *, forever: bool = False) -> None:
        lost = {k.lower() for k in keywords}
        self.abilities = [
            i
            for i in self.abilities
            if not (i.ability.keyword and i.ability.keyword.english.lower() in lost)
        ]
        if forever:
            self.cant_have |= {k.capitalize() for k in keywords}

    # -- layer 7 -----------------------------------------------------------------------------

    def set_pt(self, power: int | None, toughness: int | None) -> None:
        if power is not None:
            self.power = power
        if toughness is not None:
            self.toughness = toughness

    def modify_pt(self, power: int, toughness: int) -> None:
        self.power = (self.power or 0) + power
        self.toughness = (self.toughness or 0) + toughness

    def switch_pt(self) -> None:
        self.power, self.toughness = self.toughness, self.power


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


def _static_timestamp(own: int, granted: int | None, index: int) -> tuple[int, ...]:
    """CR 613.7a: a static ability's effect has its object's timestamp or that of the effect
    that granted the ability, whichever is later. The grant's own timestamp stays in the key,
    so when the object gets a newer timestamp (re-attached, 613.7e) the granted ability's
    effects still come after the object's own, in the same relative order."""
    if granted is None:
        return (own, 0, index)
    return (max(own, granted), granted, index)


@cache  # one value per land type: a frozen ability, made once
def _intrinsic_mana_ability(land_type: str) -> Ability:
    symbol = _MANA_OF_TYPE[land_type]
    return Ability(
        AbilityKind.MANA,
        Text((f"{{T}}: Add {{{symbol}}}.",)),
        cost="{T}",
        intrinsic_to=land_type,
    )


@cache
def _siege_ability() -> Ability:
    """CR 310.11b: "When the last defense counter is removed from this permanent, exile it,
    then you may cast it transformed without paying its mana cost." """
    return Ability(
        AbilityKind.TRIGGERED,
        Text.parse(
            "When the last defense counter is removed from {this}, exile it, then you may cast "
            "it transformed without paying its mana cost."
        ),
        instructions=(
            Instruction("exile", params=(("value", "self"),)),
            Instruction("cast_transformed", params=(("value", "self"),)),
        ),
        trigger="When the last defense counter is removed from {this}",
        intrinsic_to="Siege",
    )


class WorkingView:
    """Every object's working record, by id, in a stable order. A trial view shares the
    untouched records with its parent and copies the ones it changes."""

    def __init__(
        self, records: dict[str, Working], order: list[str], alias: dict[str, str] | None = None
    ) -> None:
        self.records = records
        self.order = order
        self.alias = alias or {}
        """Objects that share another's record (alike sources, see :func:`_alike`)."""

    def objects(self) -> Iterator[Working]:
        records = self.records
        return (records[i] for i in self.order)

    def get(self, object_id: str) -> Working | None:
        record = self.records.get(object_id)
        if record is None and self.alias:
            like = self.alias.get(object_id)
            return self.records.get(like) if like is not None else None
        return record

    def trial(self) -> WorkingView:
        return _TrialView(self)


class _TrialView(WorkingView):
    """A copy-on-write view for trial applications: records are copied when first written."""

    def __init__(self, parent: WorkingView) -> None:
        super().__init__(dict(parent.records), parent.order, parent.alias)
        self.copied: set[str] = set()

    def writable(self, object_id: str) -> Working:
        if object_id not in self.copied:
            self.records[object_id] = self.records[object_id].clone()
            self.copied.add(object_id)
        return self.records[object_id]

    def keep_changed(self, parent: WorkingView) -> None:
        """Forget the copies the trial left as they were: an effect can depend on another only
        through what it changes (CR 613.8a)."""
        parents = parent.records
        for object_id in [i for i in self.copied if self.records[i].same_as(parents[i])]:
            self.records[object_id] = parents[object_id]
            self.copied.discard(object_id)


@dataclass(frozen=True)
class _Signature:
    """What CR 613.8a compares: existence, text, affected objects, what the effect does."""

    exists: bool
    text: Any = None
    targets: list[str] = field(default_factory=list)
    target_set: frozenset[str] = frozenset()
    global_does: tuple[Any, ...] = ()
    per_object: dict[str, tuple[Any, ...]] = field(default_factory=dict)


# -- effect instances ----------------------------------------------------------------------------


@dataclass
class EffectInstance:
    """One continuous effect while layers are applied."""

    key: tuple[Any, ...]
    spec: EffectSpec
    source_id: str
    timestamp: tuple[int, ...]
    ability_key: tuple[Any, ...] | None = None
    resolved: Any = None
    fixed_controller: str | None = None
    locked: list[str] | None = None
    started: bool = False
    label: str = ""
    label_of: tuple[Ability, tuple[str, ...]] | None = None
    """A static ability's effect is labelled with its ability's text as its object (of these
    names) says it: rendered only when needed."""

    @property
    def text(self) -> str:
        """What the effect is, for the trace."""
        if self.label_of is not None and not self.label:
            ability, names = self.label_of
            self.label = ability.render(" // ".join(names) if names else None)
        return self.label

    @property
    def is_static(self) -> bool:
        return self.resolved is None and self.ability_key is not None


class EffectContext:
    """The :class:`~mtgrules.effects.model.Context` of one effect instance on one view."""

    def __init__(self, instance: EffectInstance, view: WorkingView, board: Board) -> None:
        self.instance = instance
        self.view = view
        self.board = board
        self.source_id = instance.source_id
        self.effect_key = instance.key
        self.timestamp = instance.timestamp[0] if instance.timestamp else 0

    @property
    def controller(self) -> str:
        if self.instance.fixed_controller is not None:
            return self.instance.fixed_controller
        source = self.view.get(self.source_id)
        return source.controller if source is not None else ""

    def _text(self) -> Text | None:
        source = self.view.get(self.source_id)
        if source is not None and self.instance.ability_key is not None:
            for i in source.abilities:
                if i.key == self.instance.ability_key:
                    return i.ability.text
        resolved = self.instance.resolved
        if resolved is not None and resolved.ability_text is not None:
            text: Text = resolved.ability_text
            return text
        return None

    def named_source(self) -> str | None:
        """CR 201.5a: the object the effect's ability names by ``{source}``."""
        source = self.view.get(self.source_id)
        if source is not None and self.instance.ability_key is not None:
            for i in source.abilities:
                if i.key == self.instance.ability_key:
                    return i.named_source
        return None

    def word(self, word: Word) -> str:
        if isinstance(word, str):
            return word
        text = self._text()
        value = text.word(word.kind, word.number) if text is not None else None
        if value is None:
            raise ValueError(f"the effect's text has no {word.kind.value} word #{word.number}")
        return value

    def blocking(self, attacker: str) -> frozenset[str]:
        """CR 509.1g: the creatures blocking ``attacker``, from the game's combat (none on a
        board without one)."""
        combat = getattr(self.board, "combat", None)
        blockers = getattr(combat, "blockers", {})
        return frozenset(b for b, a in blockers.items() if a == attacker)

    def spells_cast_last_turn(self) -> Mapping[str, int]:
        """How many spells each player cast last turn (none on a board without turns)."""
        found: Mapping[str, int] = getattr(self.board, "spells_cast_last_turn", {})
        return found

    def variable(self, name: str) -> int:
        resolved = self.instance.resolved
        if resolved is None or name not in resolved.variables:
            return 0
        value: int = resolved.variables[name]
        return value

    def choice(self, kind: str) -> Any:
        resolved = self.instance.resolved
        if resolved is not None and kind in resolved.choices:
            return resolved.choices[kind]
        obj = self.board.objects.get(self.source_id)
        return obj.choices.get(kind) if obj is not None else None

    def target(self, index: int) -> str | None:
        resolved = self.instance.resolved
        if resolved is None or index > len(resolved.targets):
            return None
        target: str | None = resolved.targets[index - 1]
        return target


# -- the result --------------------------------------------------------------------------------------


@dataclass
class LayerResult:
    """Every object's characteristics, how each came about, and the rules effects in force."""

    characteristics: dict[str, Characteristics]
    traces: dict[str, list[TraceEntry]]
    rules: set[str] = field(default_factory=set)
    view: WorkingView | None = None
    rule_effects: list[tuple[str, str, Any]] = field(default_factory=list)
    """Effects on the rules in force with their parameters (CR 613.11): (source, controller,
    operation), in the order they apply — e.g. cost increases and reductions (601.2f)."""


# -- the engine --------------------------------------------------------------------------------------


class _Engine:
    def __init__(
        self,
        board: Board,
        twins: dict[str, list[Any]] | None = None,
        position: dict[str, int] | None = None,
    ) -> None:
        """``twins``: for an object of the board that is a source of effects, the objects
        alike it (see :func:`_alike`) left out of the board: each has its own effects, and
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
        self._trials: dict[tuple[Any, ...], _TrialView] = {}
        self._targets_now: dict[tuple[Any, ...], list[str]] = {}
        self._instances: dict[tuple[Any, ...], EffectInstance] = {}
        self._last_signatures: dict[tuple[Any, ...], _Signature] = {}
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

    def signature(self, instance: EffectInstance, layer: Layer, view: WorkingView) -> _Signature:
        """CR 613.8a: the effect's existence, text, what it applies to and what it does, as
        they are in ``view``."""
        if not self.exists(instance, view):
            return _Signature(False)
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
        return _Signature(True, ctx._text(), targets, frozenset(targets), global_does, per_object)

    def _signatures(
        self, pending: list[EffectInstance], layer: Layer
    ) -> dict[tuple[Any, ...], _Signature]:
        """CR 613.8c: each pending effect's signature after the last effect applied. An effect
        whose source that effect left alone reads, of every other object, only the object
        itself: its signature changes only on the objects changed since it was last found."""
        last, written = self._last_signatures, self._written
        found: dict[tuple[Any, ...], _Signature] = {}
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
        self, e: EffectInstance, layer: Layer, before: _Signature, written: set[str]
    ) -> _Signature | None:
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
        return _Signature(True, before.text, targets, frozenset(targets), global_does, per_object)

    def depends(
        self,
        a: EffectInstance,
        b: EffectInstance,
        layer: Layer,
        base: dict[tuple[Any, ...], _Signature],
    ) -> str | None:
        """Whether ``a`` depends on ``b`` (CR 613.8a), and if so in what way: apply ``b`` to a
        trial copy and see what changes for ``a``. Only the objects ``b`` changed are looked at
        again; an effect can't depend on one that writes nothing it reads."""
        if a.spec.cda != b.spec.cda:
            return None  # 613.8a(c)
        writes = _fields_of(b.spec, layer)[1]
        if not writes & _fields_of(a.spec, layer)[0] and not (
            layer is Layer.TEXT and Field.TEXT in writes
        ):
            return None
        trial = self._trials.get(b.key)
        if trial is None:
            # One trial per effect per step: every other effect is compared against it.
            trial = self._trials[b.key] = _TrialView(self.view)
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
            obj = view.writable(target) if isinstance(view, _TrialView) else view.get(target)
            if obj is None:
                continue
            before = ""
            if record:
                self._written.add(target)
                # Within a layer only its effects change an object, each with an entry: its
                # description now is the last entry's "after", if it has one in this layer.
                last = self._described.get(target)
                before = last[1] if last is not None and last[0] is layer else _describe(obj, layer)
            for op in ops:
                op.apply(obj, ctx, view)
            if record:
                after = _describe(obj, layer)
                self._described[target] = (layer, after)
                entry = TraceEntry(
                    layer.label,
                    layer.rule,
                    description,
                    instance.source_id,
                    instance.timestamp[0],
                    before,
                    after,
                    order,
                    deps,
                )
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
        base = self._signatures(pending, layer)
        self._trials = {}
        self._targets_now = {k: sig.targets for k, sig in base.items() if sig.exists}
        graph: dict[tuple[Any, ...], dict[tuple[Any, ...], str]] = {e.key: {} for e in pending}
        for a in pending:
            for b in pending:
                if a is not b:
                    how = self.depends(a, b, layer, base)
                    if how is not None:
                        graph[a.key][b.key] = how
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

    def run(self) -> LayerResult:
        for layer in OBJECT_LAYERS:
            if layer is Layer.FACE_DOWN:
                self._face_down()
                continue
            self.run_layer(layer)
            if layer is Layer.TYPE:
                for record in self.view.objects():
                    record.refresh_intrinsic_abilities()
        self.run_layer(Layer.RULES)
        return self.result()

    def _face_down(self) -> None:
        """CR 708.2, 613.2b: face-down objects, after copy effects. Applied as a layer-1b
        effect of each face-down object on itself."""
        for record in self.view.objects():
            if record.face_down:
                before = _describe(record, Layer.FACE_DOWN)
                FaceDown().apply(record, None, self.view)  # type: ignore[arg-type]
                self.traces[record.id].append(
                    TraceEntry(
                        "1b",
                        "708.2a",
                        "face down: a nameless 2/2 creature with no text",
                        record.id,
                        record.timestamp,
                        before,
                        _describe(record, Layer.FACE_DOWN),
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
                _rendered(i.ability, name, self._name(i.named_source) if i.named_source else None)
                for i in record.abilities
            )
            out[record.id] = Characteristics(
                names=record.names, mana_cost=record.mana_cost, colors=record.colors,
                type_line=record.type_line, abilities=abilities, ability_texts=texts,
                power=power, toughness=toughness, loyalty=loyalty, defense=defense,
                controller=record.controller,
            )  # fmt: skip
        return LayerResult(out, self.traces, self.rules, self.view, self.rule_effects)


_RENDERED: dict[tuple[int, str | None, str | None], tuple[Ability, str]] = {}


def _rendered(ability: Ability, name: str | None, source_name: str | None) -> str:
    """``ability.render(name, source_name)``, remembered: abilities are frozen values, and the
    same ones are rendered again at every run."""
    key = (id(ability), name, source_name)
    known = _RENDERED.get(key)
    if known is not None and known[0] is ability:
        return known[1]
    text = ability.render(name, source_name)
    if len(_RENDERED) > 50_000:
        _RENDERED.clear()
    _RENDERED[key] = (ability, text)
    return text


def apply_layers(board: Board, *, share_alike: bool = True) -> LayerResult:
    """CR 613: compute every object's characteristics from its printed values and every
    continuous effect, with the trace that explains them.

    Objects alike in everything the layer system reads of them but their identity (see
    :func:`_alike`) end up with equal characteristics (and, but for their own effects' entries,
    equal traces): the layers are applied to one record of each kind, and the others share its
    result. ``share_alike=False`` applies them to every
    object one by one (the same result, slower: what the tests compare against)."""
    if share_alike:
        alike = _alike(board)
        if alike is not None:
            return _shared_run(board, *alike)
    return _Engine(board).run()


# -- objects alike ---------------------------------------------------------------------------------

_KINDS: dict[int, tuple[Characteristics, int | None, bool, bool]] = {}
"""By ``id`` of printed values seen (kept alive here, so the ``id`` can't be reused): the
printed values; their kind (a number shared by equal printed values; None for printed values
that can't be compared by value, or whose effects tell their object apart from others: "each
other …", "this …"); whether their effects let alike objects stay alike
(:func:`_spec_allows_sharing`); whether they have continuous effects (a source)."""
_KIND_BY_VALUE: dict[Characteristics, int] = {}
_NEW_KIND = itertools.count()


def _printed_kind(printed: Characteristics) -> tuple[Characteristics, int | None, bool, bool]:
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


def _alike(board: Board) -> tuple[dict[str, Any], dict[str, str]] | None:
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
            entry = _printed_kind(printed)
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


class _Part:
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


class _SharedView(WorkingView):
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


def _shared_run(board: Board, run: dict[str, Any], like: dict[str, str]) -> LayerResult:
    """The layers applied to ``run``'s objects, their results shared with the objects alike."""
    objects = board.objects
    twins: dict[str, list[Any]] = {}
    for object_id, one in like.items():
        if _KINDS[id(objects[one].printed)][3]:
            twins.setdefault(one, []).append(objects[object_id])
    position = {object_id: i for i, object_id in enumerate(objects)} if twins else None
    result = _Engine(_Part(board, run), twins, position).run()
    ran, ran_traces = result.characteristics, result.traces
    like_of, own_trace = like.get, ran_traces.get
    characteristics = {i: ran[like_of(i, i)] for i in objects}
    # A source's twin has a trace of its own (its effects' entries); the others share one
    # list, never changed after the run.
    traces = {i: own_trace(i) or ran_traces[like_of(i, i)] for i in objects}
    assert result.view is not None
    view = _SharedView(result.view, like, board.objects, list(board.objects))
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


def _describe(obj: Working, layer: Layer) -> str:
    if layer in (Layer.COPY, Layer.FACE_DOWN):
        title = " // ".join(obj.names) if obj.names else "(no name)"
        pt = f" {obj.power}/{obj.toughness}" if obj.power is not None else ""
        return f"{title}, {_english(obj.type_line) or '(no types)'}{pt}"
    if layer is Layer.CONTROL:
        return obj.controller
    if layer is Layer.TEXT:
        name = " // ".join(obj.names) if obj.names else None
        texts = [_rendered(i.ability, name, None) for i in obj.abilities if not i.granted]
        return " | ".join(texts) + (
            f" [{_english(obj.type_line)}]" if obj.type_line.subtypes else ""
        )
    if layer is Layer.TYPE:
        return _english(obj.type_line) or "(no types)"
    if layer is Layer.COLOR:
        return ", ".join(c.english.lower() for c in in_wubrg_order(obj.colors)) or "colorless"
    if layer is Layer.ABILITY:
        name = " // ".join(obj.names) if obj.names else None
        return " | ".join(_rendered(i.ability, name, None) for i in obj.abilities) or (
            "(no abilities)"
        )
    return f"{_pt(obj.power)}/{_pt(obj.toughness)}"


_ENGLISH: dict[int, tuple[TypeLine, str]] = {}


def _english(line: TypeLine) -> str:
    """``line.english()``, remembered: type lines are frozen values, and the same ones are
    described again before and after each effect."""
    known = _ENGLISH.get(id(line))
    if known is not None and known[0] is line:
        return known[1]
    text = line.english()
    if len(_ENGLISH) > 10_000:
        _ENGLISH.clear()
    _ENGLISH[id(line)] = (line, text)
    return text


def _pt(value: int | None) -> str:
    return "—" if value is None else str(value)


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


def word_ref(value: str) -> Word:
    """A parameter word: a reference to a text slot (``{land_type}``) or literal text."""
    return WordRef.parse(value) or value
