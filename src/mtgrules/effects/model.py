"""Continuous effects as declarative values (CR 611-613): what an effect affects, what it does in
each layer, for how long, and the filters, conditions and counts it uses.

Everything here is a frozen value. The engine (:mod:`mtgrules.effects.engine`) applies them; each
operation declares its layer and the characteristics it reads and writes, which the engine uses to
skip trial applications that can't show a dependency (CR 613.8a is still decided by trial).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from typing import TYPE_CHECKING, Any, Protocol

from mtgrules.effects.layers import Layer
from mtgrules.effects.text import WordKind, WordRef
from mtgrules.vocab.colors import Color

if TYPE_CHECKING:
    from mtgrules.cards.abilities import Ability


class Field(StrEnum):
    """The parts of an object's state an effect may read or write."""

    COPIABLE = "copiable"
    CONTROL = "control"
    TEXT = "text"
    TYPES = "types"
    COLORS = "colors"
    ABILITIES = "abilities"
    PT = "pt"
    ZONES = "zones"  # which objects are in which zone, counters, attachments: game state


ALL_FIELDS = frozenset(Field)

Word = str | WordRef
"""A word in an effect's parameters: literal, or the current value of a slot of its text."""


class View(Protocol):
    """What filters, counts and operations see while layers are applied: each object's
    characteristics as computed so far (the engine's working records)."""

    def objects(self) -> Iterator[Any]: ...

    def get(self, object_id: str) -> Any: ...


class Context(Protocol):
    """The effect being applied: its source, its text, its locked values."""

    source_id: str
    effect_key: tuple[Any, ...]
    timestamp: int
    """The effect's timestamp (CR 613.7): an ability it grants shares it (613.7a)."""

    @property
    def controller(self) -> str: ...

    def word(self, word: Word) -> str: ...

    def variable(self, name: str) -> int: ...

    def choice(self, kind: str) -> Any: ...

    def target(self, index: int) -> str | None: ...

    def named_source(self) -> str | None:
        """CR 201.5a: the object the effect's ability names by ``{source}``."""
        ...

    def blocking(self, attacker: str) -> frozenset[str]:
        """CR 509.1g: the creatures blocking ``attacker`` now."""
        ...

    def spells_cast_last_turn(self) -> Mapping[str, int]:
        """How many spells each player cast last turn."""
        ...


# -- filters --------------------------------------------------------------------------------


@dataclass(frozen=True)
class Filter:
    """Which objects: "nonbasic lands", "white creatures you control", "each other non-Aura
    enchantment", "cards in graveyards". Every given criterion must hold."""

    zones: tuple[str, ...] = ("battlefield",)
    """Zones to look in; ``("all",)`` for every zone."""
    types: tuple[str, ...] = ()
    """All of these card types."""
    any_types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    subtypes: tuple[Word, ...] = ()
    """Any of these subtypes ("Forests and Saprolings")."""
    not_subtypes: tuple[Word, ...] = ()
    colors: tuple[Word, ...] = ()
    """Any of these colors."""
    not_colors: tuple[Word, ...] = ()
    """None of these colors ("nonblack")."""
    controller: str | None = None
    """``you`` (the effect's controller) or ``opponent``."""
    yours: bool = False
    """Controlled by you on the battlefield or stack, owned by you elsewhere (Conspiracy)."""
    owner: str | None = None
    """``you``, or ``target``: owned by the effect's first target player (Dispossess)."""
    named: str | None = None
    """``chosen``: has the card name chosen for the effect (CR 201.4)."""
    other: bool = False
    """Not the effect's source ("each other")."""
    self_only: bool = False
    attached: bool = False
    """The object the source is attached to ("enchanted creature", "equipped creature")."""
    targets: tuple[int, ...] = ()
    """The effect's targets, by position (1-based)."""
    chosen: str | None = None
    """An object chosen as the source entered (``copy``)."""
    token: bool | None = None
    keywords: tuple[str, ...] = ()
    """Has all of these keyword abilities ("creatures with first strike")."""
    blocking: bool = False
    """Blocking the effect's source ("each creature blocking it", CR 509.1g)."""

    def reads(self) -> frozenset[Field]:
        fields: set[Field] = {Field.ZONES}
        if self.types or self.any_types or self.not_types or self.supertypes:
            fields.add(Field.TYPES)
        if self.not_supertypes or self.subtypes or self.not_subtypes:
            fields.add(Field.TYPES)
        if self.colors or self.not_colors:
            fields.add(Field.COLORS)
        if self.controller or self.yours:
            fields.add(Field.CONTROL)
        if self.keywords:
            fields.add(Field.ABILITIES)
        if self.named is not None:
            fields.add(Field.COPIABLE)
        words = (*self.subtypes, *self.not_subtypes, *self.colors, *self.not_colors)
        if any(isinstance(w, WordRef) for w in words):
            fields.add(Field.TEXT)
        return frozenset(fields)

    def matches(self, obj: Any, ctx: Context, view: View) -> bool:
        """Whether ``obj`` (a working record) is one of the objects this filter means."""
        if self.zones != ("all",) and obj.zone not in self.zones:
            return False
        if self.self_only and obj.id != ctx.source_id:
            return False
        if self.other and obj.id == ctx.source_id:
            return False
        if self.attached:
            source = view.get(ctx.source_id)
            if source is None or source.attached_to != obj.id:
                return False
        if self.blocking and obj.id not in ctx.blocking(ctx.source_id):
            return False
        if self.targets and obj.id not in {ctx.target(i) for i in self.targets}:
            return False
        if self.chosen is not None and obj.id != ctx.choice(self.chosen):
            return False
        if self.token is not None and obj.is_token != self.token:
            return False
        line = obj.type_line
        card_types = line.card_type_names
        if self.types and not all(t in card_types for t in self.types):
            return False
        if self.any_types and not any(t in card_types for t in self.any_types):
            return False
        if self.not_types and any(t in card_types for t in self.not_types):
            return False
        supertypes = line.supertype_names
        if self.supertypes and not all(s in supertypes for s in self.supertypes):
            return False
        if self.not_supertypes and any(s in supertypes for s in self.not_supertypes):
            return False
        if self.subtypes or self.not_subtypes:
            subtypes = line.subtype_names
            if self.subtypes and not any(ctx.word(w) in subtypes for w in self.subtypes):
                return False
            if self.not_subtypes and any(ctx.word(w) in subtypes for w in self.not_subtypes):
                return False
        if self.colors:
            wanted = {Color.from_word(ctx.word(w)) for w in self.colors}
            if not wanted & obj.colors:
                return False
        if self.not_colors:
            unwanted = {Color.from_word(ctx.word(w)) for w in self.not_colors}
            if unwanted & obj.colors:
                return False
        if self.controller is not None:
            if self.controller == "you" and obj.controller != ctx.controller:
                return False
            if self.controller == "opponent" and obj.controller == ctx.controller:
                return False
        if self.yours:
            who = obj.controller if obj.zone in ("battlefield", "stack") else obj.owner
            if who != ctx.controller:
                return False
        if self.owner == "you" and obj.owner != ctx.controller:
            return False
        if self.owner == "target" and obj.owner != ctx.target(1):
            return False
        if self.named is not None and ctx.choice("card_name") not in obj.names:
            return False
        return not (self.keywords and not all(obj.has_keyword(k) for k in self.keywords))

    def select(self, ctx: Context, view: View) -> list[str]:
        """The ids of every object this filter means, in a stable order."""
        return [o.id for o in view.objects() if self.matches(o, ctx, view)]


# -- counts ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class Count:
    """A number in an effect: a constant, a variable fixed when the effect was created
    (CR 611.2d), or a count of the game state (for static abilities, always current)."""

    constant: int = 0
    variable: str | None = None
    """``X``: the value chosen for the spell or ability."""
    objects: Filter | None = None
    """The number of objects matching this filter."""
    card_types_among: Filter | None = None
    """The number of card types among the matching objects (Tarmogoyf)."""
    counters: str | None = None
    """The number of counters of this kind on the effect's source, or with ``counters_on:
    source`` on the object its ability names by ``{source}`` (Gutter Grime's Ooze, CR 201.5a)."""
    counters_on: str = "this"
    mana_value: bool = False
    """The mana value of each affected object itself (Opalescence, March of the Machines)."""
    power_of_source: bool = False
    """The effect's source's power as it is when the effect applies (the Bond variant's Back
    Attack: "+N/-N, where N is the attached creature's power")."""
    times: int = 1
    plus: int = 0

    def reads(self) -> frozenset[Field]:
        fields: set[Field] = set()
        for flt in (self.objects, self.card_types_among):
            if flt is not None:
                fields |= flt.reads() | {Field.TYPES}
        if self.counters:
            fields.add(Field.ZONES)
        if self.mana_value:
            fields.add(Field.COPIABLE)
        if self.power_of_source:
            fields.add(Field.PT)
        return frozenset(fields)

    def value(self, ctx: Context, view: View, obj: Any = None) -> int:
        if self.variable is not None:
            base = ctx.variable(self.variable)
        elif self.objects is not None:
            base = len(self.objects.select(ctx, view))
        elif self.card_types_among is not None:
            found: set[str] = set()
            for object_id in self.card_types_among.select(ctx, view):
                found |= {c.english for c in view.get(object_id).type_line.card_types}
            base = len(found)
        elif self.counters is not None:
            holder = ctx.named_source() if self.counters_on == "source" else ctx.source_id
            source = view.get(holder) if holder is not None else None
            base = source.counters.get(self.counters, 0) if source is not None else 0
        elif self.mana_value:
            base = obj.mana_value if obj is not None else 0
        elif self.power_of_source:
            source = view.get(ctx.source_id)
            base = (source.power or 0) if source is not None else 0
        else:
            base = self.constant
        return base * self.times + self.plus


@dataclass(frozen=True)
class Condition:
    """CR 611.3: "as long as …" on a static ability: the effect exists only while it holds."""

    objects: Filter | None = None
    at_least: int = 1
    different_names: bool = False
    """Count only objects with different names (CR 201.2b: each has a name, no two share
    one): "four or more Demons with different names"."""
    spells_last_turn: str | None = None
    """Instead of objects, spells cast last turn: ``none`` ("if no spells were cast last
    turn") or ``one_player_at_least`` ("if a player cast ``at_least`` or more spells last
    turn")."""

    def reads(self) -> frozenset[Field]:
        if self.objects is None:
            return frozenset()
        return self.objects.reads() | ({Field.COPIABLE} if self.different_names else set())

    def holds(self, ctx: Context, view: View) -> bool:
        if self.objects is None:
            cast = ctx.spells_cast_last_turn()
            if self.spells_last_turn == "none":
                return not any(cast.values())
            return any(n >= self.at_least for n in cast.values())
        found = self.objects.select(ctx, view)
        if self.different_names:
            return _most_with_different_names([view.get(i).names for i in found]) >= self.at_least
        return len(found) >= self.at_least


def _most_with_different_names(names: list[tuple[str, ...]]) -> int:
    """CR 201.2a-b: how many of these objects have different names: nameless objects never
    do; of objects sharing a name, one counts."""
    chosen: list[frozenset[str]] = []
    for object_names in names:
        mine = frozenset(object_names)
        if mine and not any(mine & other for other in chosen):
            chosen.append(mine)
    return len(chosen)


# -- operations, one layer each ---------------------------------------------------------------


@dataclass(frozen=True)
class Op:
    """One thing an effect does to each object it affects, in one layer."""

    layer: Layer = field(init=False, default=Layer.RULES)
    writes: frozenset[Field] = field(init=False, default=frozenset())

    def reads(self) -> frozenset[Field]:
        """What of the game the operation's result depends on (beyond the object itself)."""
        return frozenset()

    def apply(self, obj: Any, ctx: Context, view: View) -> None:  # pragma: no cover
        raise NotImplementedError

    def describe(self, ctx: Context | None = None) -> str:
        return type(self).__name__

    def signature(self, obj: Any, ctx: Context, view: View) -> Any:
        """What the operation would do to ``obj`` now, for CR 613.8a "what it does"."""
        return self.describe(ctx)

    @property
    def per_object(self) -> bool:
        """Whether what it does differs from object to object (e.g. "equal to its mana
        value"); if not, :meth:`signature` ignores its object."""
        return False


@dataclass(frozen=True)
class EffectSpec:
    """A continuous effect as written on a card: what it affects and what it does. A static
    ability's effect affects whatever matches at every moment (CR 611.3a); a resolved one
    locks in its objects when it begins (CR 611.2c)."""

    affects: Filter
    ops: tuple[Op, ...]
    condition: Condition | None = None
    cda: bool = False
    duration: str = "game"
    """``game`` (CR 611.2a default), ``end_of_turn``, or ``while_source`` (for as long as its
    source stays on the battlefield)."""
    text: str = ""

    @property
    def layers(self) -> tuple[Layer, ...]:
        return tuple(sorted({op.layer for op in self.ops}, key=lambda layer: layer.order))

    @cached_property
    def _by_layer(self) -> dict[Layer, tuple[Op, ...]]:
        by_layer: dict[Layer, list[Op]] = {}
        for op in self.ops:
            by_layer.setdefault(op.layer, []).append(op)
        return {layer: tuple(ops) for layer, ops in by_layer.items()}

    def ops_in(self, layer: Layer) -> tuple[Op, ...]:
        return self._by_layer.get(layer, ())

    def writes(self, layer: Layer) -> frozenset[Field]:
        out: frozenset[Field] = frozenset()
        for op in self.ops_in(layer):
            out |= op.writes
        return out

    def reads(self, layer: Layer) -> frozenset[Field]:
        out = self.affects.reads() | {Field.ABILITIES}
        if self.condition is not None:
            out |= self.condition.reads()
        for op in self.ops_in(layer):
            out |= op.reads()
        return out


@dataclass(frozen=True)
class Instruction:
    """One step of a resolving spell or ability (CR 608.2): ``action`` names it; ``effect`` is
    a continuous effect to create; the rest are its parameters."""

    action: str
    effect: EffectSpec | None = None
    amount: Count | None = None
    target: int = 1
    params: tuple[tuple[str, Any], ...] = ()
    abilities: tuple[Ability, ...] = ()

    def param(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default


@dataclass(frozen=True)
class TargetSpec:
    """A target a spell or ability requires (CR 115): what it may be."""

    filter: Filter
    description: str = "target"
    player: bool = False
    any_target: bool = False
    """"any target": a creature, player, planeswalker or battle (CR 115.4)."""
    minimum: int = 1
    maximum: int = 1
    """How many objects or players this one word "target" takes ("one or two targets",
    CR 601.2c); each at most once (115.3)."""
    status: tuple[str, ...] = ()
    """The target must be in one of these states of the game, not characteristics (CR 110.5,
    506.4): ``attacking``, ``blocking``, ``tapped``, ``untapped`` ("target attacking or
    blocking creature")."""


def word_kind_of(value: str) -> WordKind | None:
    """The kind of a typed word used in effects' parameters, if it is one."""
    ref = WordRef.parse(value)
    return ref.kind if ref else None
