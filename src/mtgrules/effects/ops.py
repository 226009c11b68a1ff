"""The operations a continuous effect performs, one class per kind, each in its layer (CR 613.1).

Each operation changes one object's working characteristics in place (the engine hands it a
working record, never a game object) and says what it writes and reads, and what it would do
(its signature, for CR 613.8a).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any

from mtgrules.model.abilities import (
    ALL_FIELDS,
    Ability,
    Context,
    Count,
    Field,
    Filter,
    Op,
    View,
    Word,
)
from mtgrules.model.layers import Layer
from mtgrules.model.text import WordKind, WordRef, canonical_word
from mtgrules.vocab.colors import Color, in_wubrg_order
from mtgrules.vocab.typeline import TypeLine
from mtgrules.vocab.types import (
    BASIC_LAND_TYPES,
    CORE,
    LAND,
    CardType,
    Subtype,
    SubtypeKind,
    Supertype,
)

# -- layer 1: copy and face-down ---------------------------------------------------------------


@dataclass(frozen=True)
class CopiableValues:
    """CR 707.2, 613.2c: an object's copiable values (name, mana cost, colors, types, rules
    text, power, toughness, loyalty, defense) as its copy effects and face-down status leave
    them. ``abilities`` are its rules-text abilities with their keys (granted ones are not
    copiable values)."""

    object_id: str
    names: tuple[str, ...]
    mana_cost: Any
    colors: frozenset[Color]
    type_line: TypeLine
    abilities: tuple[tuple[Ability, tuple[Any, ...]], ...]
    power: int | None
    toughness: int | None
    loyalty: int | None = None
    defense: int | None = None


@dataclass(frozen=True)
class CopyOf(Op):
    """CR 707.2, 613.2a: the object's copiable values become those of another object (as that
    object's own copy effects and face-down status left them), with the exceptions the effect
    states (707.9). ``values`` are the copied values as fixed when the effect began (707.2b-c);
    without them the original is read as it is now. ``with_this_ability``: "except it has this
    ability", filled in with the resolving ability when the effect is created (707.9a)."""

    of: Filter = field(default_factory=Filter)
    power: int | None = None
    toughness: int | None = None
    keep_own_colors: bool = False
    add_abilities: tuple[Ability, ...] = ()
    values: CopiableValues | None = None
    with_this_ability: bool = False
    layer: Layer = field(init=False, default=Layer.COPY)
    writes: frozenset[Field] = field(init=False, default=ALL_FIELDS - {Field.CONTROL})

    def reads(self) -> frozenset[Field]:
        return frozenset({Field.COPIABLE, Field.ZONES}) | self.of.reads()

    def _original(self, ctx: Context, view: View) -> Any:
        found = self.of.select(ctx, view)
        return view.get(found[0]) if found else None

    def copied_values(self, ctx: Context, view: View) -> CopiableValues | None:
        """What is copied: the values fixed when the effect began, else the original's now."""
        if self.values is not None:
            return self.values
        original = self._original(ctx, view)
        return None if original is None else original.copiable_values()

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        values = self.copied_values(ctx, view)
        if values is None or values.object_id == obj.id:
            return
        own_colors = obj.colors
        obj.copy_values_from(values)
        self._drop_overridden_cdas(obj)
        if self.keep_own_colors:
            obj.colors = own_colors
        if self.power is not None:
            obj.power = self.power
        if self.toughness is not None:
            obj.toughness = self.toughness
        for ability in self.add_abilities:
            obj.add_ability(ability, granted=False, key=("copy-exception", ability.text))

    def _drop_overridden_cdas(self, obj: Any) -> None:
        """CR 707.9d: an exception that gives a characteristic its own value ("except it's
        7/7", "doesn't copy that creature's color") also leaves out the original's
        characteristic-defining ability for that characteristic."""
        overridden: tuple[type[Op], ...] = ()
        if self.power is not None or self.toughness is not None:
            overridden += (DefinePT,)
        if self.keep_own_colors:
            overridden += (SetColors, AddColors)
        if overridden:
            obj.abilities = [
                i
                for i in obj.abilities
                if not (
                    i.ability.cda
                    and any(isinstance(op, overridden) for e in i.ability.effects for op in e.ops)
                )
            ]

    def signature(self, obj: Any, ctx: Context, view: View) -> Any:
        return self.copied_values(ctx, view)

    def describe(self, ctx: Context | None = None) -> str:
        extra = " (except its own colors)" if self.keep_own_colors else ""
        if self.power is not None:
            extra += f" (except it's {self.power}/{self.toughness})"
        return f"becomes a copy{extra}"


@dataclass(frozen=True)
class FaceDown(Op):
    """CR 708.2a: a face-down permanent is a 2/2 creature with no text, no name, no subtypes
    and no mana cost."""

    layer: Layer = field(init=False, default=Layer.FACE_DOWN)
    writes: frozenset[Field] = field(init=False, default=ALL_FIELDS - {Field.CONTROL})

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        obj.make_face_down()

    def describe(self, ctx: Context | None = None) -> str:
        return "face down: a nameless 2/2 creature with no text"


# -- layer 2: control ---------------------------------------------------------------------------


@dataclass(frozen=True)
class GainControl(Op):
    """CR 613.1b: the effect's controller controls the object."""

    layer: Layer = field(init=False, default=Layer.CONTROL)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.CONTROL}))

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        obj.controller = ctx.controller

    def signature(self, obj: Any, ctx: Context, view: View) -> Any:
        return ctx.controller

    def describe(self, ctx: Context | None = None) -> str:
        return f"controlled by {ctx.controller}" if ctx else "gains control"


# -- layer 3: text ------------------------------------------------------------------------------


@dataclass(frozen=True)
class ChangeText(Op):
    """CR 612: every ``kind`` word ``old`` in the object's own text (not granted abilities,
    612.3) and type line reads ``new``."""

    kind: WordKind = WordKind.COLOR
    old: Word = ""
    new: Word = ""
    chosen: bool = False
    """The two words are chosen as the spell or ability resolves (Sleight of Mind): the
    choices ``from`` and ``to``."""
    layer: Layer = field(init=False, default=Layer.TEXT)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.TEXT, Field.TYPES}))

    def words(self, ctx: Context) -> tuple[str, str]:
        """The word replaced and its replacement, canonical (CR 612.2)."""
        if self.chosen:
            return (
                canonical_word(self.kind, str(ctx.choice("from"))),
                canonical_word(self.kind, str(ctx.choice("to"))),
            )
        return ctx.word(self.old), ctx.word(self.new)

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        obj.replace_word(self.kind, *self.words(ctx))

    def signature(self, obj: Any, ctx: Context, view: View) -> Any:
        return (self.kind, *self.words(ctx))

    def describe(self, ctx: Context | None = None) -> str:
        if ctx is not None:
            old, new = self.words(ctx)
        else:
            old, new = ("?", "?") if self.chosen else (str(self.old), str(self.new))
        return f"text: {self.kind.value.replace('_', ' ')} '{old}' → '{new}'"


# -- layer 4: types -----------------------------------------------------------------------------


class _NoContext:
    """Reading literal words needs no effect."""

    def word(self, word: Word) -> str:
        assert isinstance(word, str)
        return word


_NO_CONTEXT: Any = _NoContext()


_LINES: dict[tuple[int, ...], tuple[Any, ...]] = {}
"""Type lines a type-changing operation made from a type line with some subtypes, by the
``id`` of each (kept alive here, so an ``id`` can't be reused): type lines are frozen values, and the same
operations meet the same type lines again at every step and every run. Sharing the results
keeps type lines identical where they are equal, which later comparisons and memos use."""


def _remember_line(key: tuple[int, ...], entry: tuple[Any, ...]) -> None:
    if len(_LINES) > 20_000:
        _LINES.clear()
    _LINES[key] = entry


def _subtypes(words: tuple[Word, ...], ctx: Context) -> list[Subtype]:
    found: list[Subtype] = []
    for word in words:
        text = ctx.word(word)
        candidates = CORE.subtypes_named(text)
        if not candidates:
            raise ValueError(f"'{text}' is not a subtype")
        found.append(candidates[0])
    return found


@dataclass(frozen=True)
class SetTypes(Op):
    """CR 205.1a: new card types and/or subtypes replace the old ones of the same kind. Setting
    a land's subtype to basic land types also removes its rules-text abilities (CR 305.7)."""

    card_types: tuple[str, ...] = ()
    subtypes: tuple[Word, ...] = ()
    chosen_creature_type: bool = False
    layer: Layer = field(init=False, default=Layer.TYPE)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.TYPES, Field.ABILITIES}))

    def reads(self) -> frozenset[Field]:
        return (
            frozenset({Field.TEXT})
            if any(not isinstance(w, str) for w in self.subtypes)
            else frozenset()
        )

    def _new_subtypes(self, ctx: Context) -> list[Subtype]:
        fixed = self._fixed_subtypes
        if fixed is not None:
            return list(fixed)
        subs = _subtypes(self.subtypes, ctx)
        if self.chosen_creature_type:
            chosen = ctx.choice("creature_type")
            if chosen is not None:  # not yet chosen (it's entering): nothing to apply yet
                subs.append(CORE.require_subtype(SubtypeKind.CREATURE, chosen))
        return subs

    @cached_property
    def _fixed_subtypes(self) -> tuple[Subtype, ...] | None:
        """The subtypes, when they are words written out (no text slot, no choice)."""
        if self.chosen_creature_type or not all(isinstance(w, str) for w in self.subtypes):
            return None
        return tuple(_subtypes(self.subtypes, _NO_CONTEXT))

    @cached_property
    def _card_types(self) -> tuple[CardType, ...]:
        return tuple(CORE.require_card_type(t) for t in self.card_types)

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        old: TypeLine = obj.type_line
        subs = self._fixed_subtypes
        if subs is None:
            subs = tuple(self._new_subtypes(ctx))
        key = (id(self), id(old), *map(id, subs))
        known = _LINES.get(key)
        if known is not None and known[0] is self and known[1] is old and known[2] == subs:
            line, loses = known[3], known[4]
        else:
            line, loses = self._set(old, list(subs))
            _remember_line(key, (self, old, subs, line, loses))
        if loses:
            obj.lose_rules_text_abilities()  # CR 305.7
        obj.type_line = line

    def _set(self, line: TypeLine, subs: list[Subtype]) -> tuple[TypeLine, bool]:
        """The new type line, and whether its rules-text abilities are lost (CR 305.7)."""
        loses = False
        if self.card_types:
            line = line.set_card_types(self._card_types)
        for kind in dict.fromkeys(s.kind for s in subs):
            line = line.set_subtypes(kind, [s for s in subs if s.kind is kind])
            if (
                kind is SubtypeKind.LAND
                and LAND in line.card_types
                and any(s in BASIC_LAND_TYPES for s in subs)
            ):
                loses = True
        return line, loses

    def signature(self, obj: Any, ctx: Context, view: View) -> Any:
        return (self.card_types, tuple(s.english for s in self._new_subtypes(ctx)))

    def describe(self, ctx: Context | None = None) -> str:
        words = list(self.card_types)
        if ctx is not None:
            words += [s.english for s in self._new_subtypes(ctx)]
        else:
            words += [str(w) for w in self.subtypes]
        return "is " + " ".join(words) if words else "sets types"


def _has_all(
    line: TypeLine,
    card_types: tuple[CardType, ...],
    subtypes: list[Subtype],
    supertypes: tuple[Supertype, ...],
) -> bool:
    """Whether adding these types would leave the type line as it is (CR 205.1b): it has them
    all, and each of its subtypes goes with one of its card types (205.3d), which adding
    types would otherwise enforce."""
    have = line.card_types
    for card_type in card_types:
        if card_type not in have:
            return False
    for supertype in supertypes:
        if supertype not in line.supertypes:
            return False
    subs = line.subtypes
    for subtype in subtypes:
        if subtype not in subs:
            return False
    if not subs:
        return True
    allowed = {c.subtype_kind for c in have}
    return all(s.kind in allowed for s in subs)


@dataclass(frozen=True)
class AddTypes(Op):
    """CR 205.1b: "in addition to its other types", "is still a …": types are added."""

    card_types: tuple[str, ...] = ()
    subtypes: tuple[Word, ...] = ()
    supertypes: tuple[str | Supertype, ...] = ()
    """Supertypes by word (the core's), or as read with a variant's vocabulary (Bonded)."""
    chosen_creature_type: bool = False
    all_creature_types: bool = False
    """CR 205.3m, 702.73a: every creature type (changeling, Mutavault, Mirror Entity)."""
    all_basic_land_types: bool = False
    chosen_basic_land_type: bool = False
    """CR 614.12, 305.6: the basic land type chosen as the source entered ("{this} is the
    chosen type": Multiversal Passage), and so its intrinsic mana ability."""
    layer: Layer = field(init=False, default=Layer.TYPE)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.TYPES}))

    def reads(self) -> frozenset[Field]:
        return (
            frozenset({Field.TEXT})
            if any(not isinstance(w, str) for w in self.subtypes)
            else frozenset()
        )

    def _new_subtypes(self, ctx: Context) -> list[Subtype]:
        fixed = self._fixed_subtypes
        if fixed is not None:
            return list(fixed)
        subs = _subtypes(self.subtypes, ctx)
        if self.chosen_creature_type:
            chosen = ctx.choice("creature_type")
            if chosen is not None:  # not yet chosen (it's entering): nothing to apply yet
                subs.append(CORE.require_subtype(SubtypeKind.CREATURE, chosen))
        if self.all_creature_types:
            subs += CORE.subtypes_of(SubtypeKind.CREATURE)
        if self.all_basic_land_types:
            subs += BASIC_LAND_TYPES
        if self.chosen_basic_land_type:
            land = ctx.choice("basic_land_type")
            if land is not None:  # not yet chosen (it's entering): nothing to apply yet
                subs.append(CORE.require_subtype(SubtypeKind.LAND, land))
        return subs

    @cached_property
    def _fixed_subtypes(self) -> tuple[Subtype, ...] | None:
        """The subtypes, when they are words written out (no text slot, no choice)."""
        chosen = self.chosen_creature_type or self.chosen_basic_land_type
        if chosen or not all(isinstance(w, str) for w in self.subtypes):
            return None
        subs = _subtypes(self.subtypes, _NO_CONTEXT)
        if self.all_creature_types:
            subs += CORE.subtypes_of(SubtypeKind.CREATURE)
        if self.all_basic_land_types:
            subs += BASIC_LAND_TYPES
        return tuple(subs)

    @cached_property
    def _types(self) -> tuple[tuple[CardType, ...], tuple[Supertype, ...]]:
        return (
            tuple(CORE.require_card_type(t) for t in self.card_types),
            tuple(
                s if isinstance(s, Supertype) else CORE.require_supertype(s)
                for s in self.supertypes
            ),
        )

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        line: TypeLine = obj.type_line
        subs = self._fixed_subtypes
        if subs is None:
            subs = tuple(self._new_subtypes(ctx))
        key = (id(self), id(line), *map(id, subs))
        known = _LINES.get(key)
        if known is not None and known[0] is self and known[1] is line and known[2] == subs:
            obj.type_line = known[3]
            return
        card_types, supertypes = self._types
        subtypes = list(subs)
        new = (
            line  # it has them all already: the same type line (kept, with what it knows)
            if _has_all(line, card_types, subtypes, supertypes)
            else line.add_types(card_types, subtypes, supertypes)
        )
        _remember_line(key, (self, line, subs, new))
        obj.type_line = new

    def signature(self, obj: Any, ctx: Context, view: View) -> Any:
        return (self.card_types, self.supertypes, tuple(s.english for s in self._new_subtypes(ctx)))

    def describe(self, ctx: Context | None = None) -> str:
        words = [str(getattr(s, "english", s)) for s in self.supertypes] + list(self.card_types)
        if self.all_creature_types:
            words.append("every creature type")
        if self.all_basic_land_types:
            words.append("every basic land type")
        if ctx is not None:
            shown = (
                [s.english for s in self._new_subtypes(ctx)]
                if not (self.all_creature_types or self.all_basic_land_types)
                else []
            )
            words += shown
        return "is also " + " ".join(words)


@dataclass(frozen=True)
class BecomeArtifactCreature(Op):
    """CR 205.1b: "becomes an artifact creature" keeps every type; "becomes a [creature types]
    artifact creature" replaces only the creature types."""

    creature_types: tuple[Word, ...] = ()
    layer: Layer = field(init=False, default=Layer.TYPE)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.TYPES}))

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        obj.type_line = obj.type_line.become_artifact_creature(_subtypes(self.creature_types, ctx))

    def describe(self, ctx: Context | None = None) -> str:
        types = " ".join(
            str(w) if isinstance(w, str) else (ctx.word(w) if ctx else "?")
            for w in self.creature_types
        )
        return f"is a {types} artifact creature" if types else "is an artifact creature"


@dataclass(frozen=True)
class LoseCreatureTypes(Op):
    """Loses every creature type (CR 205.1a: subtypes of one kind replaced by none)."""

    layer: Layer = field(init=False, default=Layer.TYPE)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.TYPES}))

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        obj.type_line = obj.type_line.remove_all_subtypes(SubtypeKind.CREATURE)

    def describe(self, ctx: Context | None = None) -> str:
        return "loses all creature types"


# -- layer 5: color -------------------------------------------------------------------------------


def _colors(words: tuple[Word, ...], chosen: bool, ctx: Context) -> frozenset[Color]:
    colors = {Color.from_word(ctx.word(w)) for w in words}
    if chosen:
        chosen_color = ctx.choice("color")
        if chosen_color is not None:  # not yet chosen (it's entering)
            colors.add(Color.from_word(chosen_color))
    return frozenset(colors)


@dataclass(frozen=True)
class SetColors(Op):
    """CR 105.3: the object is the given colors (none: colorless)."""

    colors: tuple[Word, ...] = ()
    chosen: bool = False
    layer: Layer = field(init=False, default=Layer.COLOR)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.COLORS}))

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        obj.colors = _colors(self.colors, self.chosen, ctx)

    def signature(self, obj: Any, ctx: Context, view: View) -> Any:
        return _colors(self.colors, self.chosen, ctx)

    def describe(self, ctx: Context | None = None) -> str:
        if ctx is None:
            return "sets colors"
        colors = in_wubrg_order(_colors(self.colors, self.chosen, ctx))
        return "is " + (" and ".join(c.english.lower() for c in colors) or "colorless")


@dataclass(frozen=True)
class AddColors(Op):
    """ "… in addition to its other colors"."""

    colors: tuple[Word, ...] = ()
    chosen: bool = False
    layer: Layer = field(init=False, default=Layer.COLOR)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.COLORS}))

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        obj.colors = obj.colors | _colors(self.colors, self.chosen, ctx)

    def signature(self, obj: Any, ctx: Context, view: View) -> Any:
        return _colors(self.colors, self.chosen, ctx)

    def describe(self, ctx: Context | None = None) -> str:
        if ctx is None:
            return "adds colors"
        colors = in_wubrg_order(_colors(self.colors, self.chosen, ctx))
        return "is also " + " and ".join(c.english.lower() for c in colors)


# -- layer 6: abilities -------------------------------------------------------------------------


@dataclass(frozen=True)
class AddAbilities(Op):
    """CR 613.1f: the object has or gains these abilities (granted: no text-changing effect
    reaches them, CR 612.3). Abilities it "can't have" are not gained."""

    abilities: tuple[Ability, ...] = ()
    layer: Layer = field(init=False, default=Layer.ABILITY)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.ABILITIES}))

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        for index, ability in enumerate(self.abilities):
            obj.add_ability(
                _with_words_of(ability, ctx),
                granted=True,
                key=(ctx.effect_key, index),
                source_id=ctx.source_id,
                timestamp=ctx.timestamp,
            )

    def reads(self) -> frozenset[Field]:
        return (
            frozenset({Field.TEXT})
            if any(_refers_to_words(a) for a in self.abilities)
            else frozenset()
        )

    def describe(self, ctx: Context | None = None) -> str:
        shown = (_with_words_of(a, ctx) if ctx is not None else a for a in self.abilities)
        return "has " + ", ".join(a.render("this object") for a in shown)


_WORD_REF = re.compile(r"\{(?:color|land_type|creature_type)(?:#\d+)?\}")


def _refers_to_words(ability: Ability) -> bool:
    return any(isinstance(s, str) and _WORD_REF.search(s) for s in ability.text.segments)


def _with_words_of(ability: Ability, ctx: Context) -> Ability:
    """A granted ability whose text uses a typed word of the granting ability's text
    ("gains protection from {color}") says that word as the granting text now reads it
    (CR 612.2); once granted, it is fixed (612.3)."""
    if not _refers_to_words(ability):
        return ability

    def word(match: re.Match[str]) -> str:
        ref = WordRef.parse(match.group(0))
        return ctx.word(ref) if ref is not None else match.group(0)

    segments = tuple(
        _WORD_REF.sub(word, s) if isinstance(s, str) else s for s in ability.text.segments
    )
    text = replace(ability.text, segments=segments)
    if ability.keyword is None:
        return replace(ability, text=text)
    parameter = text.render().removeprefix(ability.keyword.english).strip()
    return replace(ability, text=text, parameter=parameter)


@dataclass(frozen=True)
class LoseAbilities(Op):
    """CR 613.1f: the object loses all abilities, or the named keyword abilities; ``cant_have``
    also stops it from having or gaining them at all (whatever the timestamps)."""

    keywords: tuple[str, ...] = ()
    all: bool = False
    cant_have: bool = False
    layer: Layer = field(init=False, default=Layer.ABILITY)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.ABILITIES}))

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        if self.all:
            obj.lose_all_abilities()
        else:
            obj.lose_keywords(self.keywords, forever=self.cant_have)

    def describe(self, ctx: Context | None = None) -> str:
        if self.all:
            return "loses all abilities"
        words = ", ".join(k.lower() for k in self.keywords)
        return f"loses {words}" + (f" and can't have or gain {words}" if self.cant_have else "")


@dataclass(frozen=True)
class GainActivatedAbilitiesOf(Op):
    """Has (or gains) all activated abilities of other objects (Necrotic Ooze, Quicksilver
    Elemental). CR 201.5b: where such an ability names its old object, it names this one."""

    of: Filter = field(default_factory=Filter)
    layer: Layer = field(init=False, default=Layer.ABILITY)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.ABILITIES}))

    def reads(self) -> frozenset[Field]:
        return self.of.reads() | {Field.ABILITIES, Field.TYPES}

    def _abilities(self, ctx: Context, view: View) -> list[tuple[str, int, Ability]]:
        found: list[tuple[str, int, Ability]] = []
        for object_id in self.of.select(ctx, view):
            other = view.get(object_id)
            for index, instance in enumerate(other.abilities):
                if instance.ability.is_activated:
                    found.append((object_id, index, instance.ability))
        return found

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        for object_id, index, ability in self._abilities(ctx, view):
            if object_id != obj.id:
                obj.add_ability(
                    ability,
                    granted=True,
                    key=(ctx.effect_key, object_id, index),
                    source_id=ctx.source_id,
                )

    def signature(self, obj: Any, ctx: Context, view: View) -> Any:
        return tuple(a.text for _, _, a in self._abilities(ctx, view))

    def describe(self, ctx: Context | None = None) -> str:
        return "has all activated abilities of other objects"


# -- layer 7: power and toughness ---------------------------------------------------------------


@dataclass(frozen=True)
class _PT(Op):
    power: Count | None = None
    toughness: Count | None = None

    def reads(self) -> frozenset[Field]:
        out: frozenset[Field] = frozenset()
        for count in (self.power, self.toughness):
            if count is not None:
                out |= count.reads()
        return out

    def _values(self, obj: Any, ctx: Context, view: View) -> tuple[int | None, int | None]:
        p = self.power.value(ctx, view, obj) if self.power is not None else None
        t = self.toughness.value(ctx, view, obj) if self.toughness is not None else None
        return p, t

    def signature(self, obj: Any, ctx: Context, view: View) -> Any:
        return self._values(obj, ctx, view)

    @property
    def per_object(self) -> bool:
        return any(c is not None and c.mana_value for c in (self.power, self.toughness))

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        """Set power and/or toughness (layers 7a and 7b; 7c modifies instead)."""
        p, t = self._values(obj, ctx, view)
        obj.set_pt(p, t)


@dataclass(frozen=True)
class DefinePT(_PT):
    """CR 613.4a, 604.3: a characteristic-defining ability's power and toughness."""

    layer: Layer = field(init=False, default=Layer.PT_CDA)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.PT}))

    def describe(self, ctx: Context | None = None) -> str:
        return "power and toughness defined by an ability"


@dataclass(frozen=True)
class SetPT(_PT):
    """CR 613.4b: power and/or toughness (base) set to a value."""

    layer: Layer = field(init=False, default=Layer.PT_SET)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.PT}))

    def describe(self, ctx: Context | None = None) -> str:
        return "base power and toughness set"


@dataclass(frozen=True)
class ModifyPT(_PT):
    """CR 613.4c: +N/+N and -N/-N."""

    layer: Layer = field(init=False, default=Layer.PT_MODIFY)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.PT}))

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        p, t = self._values(obj, ctx, view)
        obj.modify_pt(p or 0, t or 0)

    def describe(self, ctx: Context | None = None) -> str:
        return "modifies power and toughness"


@dataclass(frozen=True)
class SwitchPT(Op):
    """CR 613.4d: power and toughness switch."""

    layer: Layer = field(init=False, default=Layer.PT_SWITCH)
    writes: frozenset[Field] = field(init=False, default=frozenset({Field.PT}))

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        obj.switch_pt()

    def describe(self, ctx: Context | None = None) -> str:
        return "switches power and toughness"


# -- rules ---------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ChangeCost(Op):
    """CR 601.2f, 613.11: spells matching ``spells`` cost ``amount`` more (or, negative, less)
    generic mana to cast. Reductions don't reduce what generic reductions can't ({S}, a
    variant's symbols) and never below {0}."""

    amount: int = 0
    spells: Filter = field(default_factory=Filter)
    per: Count | None = None
    """"… for each …": ``amount`` that many times (a count of the game as the cost is
    determined, CR 601.2f)."""
    if_targets: Filter | None = None
    """"… if it targets a blue spell": only when one of the spell's targets (chosen before
    the total cost is determined, 601.2c) matches this filter."""
    layer: Layer = field(init=False, default=Layer.RULES)

    @property
    def rule(self) -> str:
        return "cost_increase" if self.amount > 0 else "cost_reduction"

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        return None

    def describe(self, ctx: Context | None = None) -> str:
        return f"spells cost {{{abs(self.amount)}}} {'more' if self.amount > 0 else 'less'}"


@dataclass(frozen=True)
class ChangeRules(Op):
    """CR 613.11: an effect on the rules of the game, named (``legend_rule_does_not_apply``)."""

    rule: str = ""
    layer: Layer = field(init=False, default=Layer.RULES)

    def apply(self, obj: Any, ctx: Context, view: View) -> None:
        return None

    def describe(self, ctx: Context | None = None) -> str:
        return self.rule.replace("_", " ")
