"""The layer system's working records (CR 613): one object's characteristics while the layers
are applied, the abilities it has meanwhile, and what the layer system needs of a game
(:class:`Board`)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import Any, Protocol

from mtgrules.effects.characteristics import Characteristics
from mtgrules.effects.model import Instruction
from mtgrules.effects.ops import CopiableValues
from mtgrules.effects.text import Text, WordKind
from mtgrules.model.abilities import Ability, AbilityKind
from mtgrules.vocab.colors import Color
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


@dataclass(frozen=True)
class AbilityInstance:
    """An ability an object has while layers are applied. ``granted`` abilities came from an
    effect (layer 6) and text-changing effects don't touch them (CR 612.3). Never changed: the
    same instances are shared by every run (:func:`_printed_instances`)."""

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


_PRINTED: dict[int, tuple[Characteristics, tuple[AbilityInstance, ...]]] = {}


def _printed_instances(printed: Characteristics) -> tuple[AbilityInstance, ...]:
    """The instances of an object's printed abilities, one tuple per printed values (kept alive
    here, so an ``id`` can't be reused): instances are never changed, and the same ones at
    every run let what is remembered of a working state know them by identity."""
    known = _PRINTED.get(id(printed))
    if known is not None and known[0] is printed:
        return known[1]
    found = tuple(AbilityInstance(a, ("printed", i)) for i, a in enumerate(printed.abilities))
    if len(_PRINTED) > 4_096:
        _PRINTED.clear()
    _PRINTED[id(printed)] = (printed, found)
    return found


@cache  # one instance per land type and for Sieges: never changed
def _intrinsic_instance(kind: str) -> AbilityInstance:
    """CR 305.6, 310.11b: the instance of an intrinsic ability."""
    if kind == "Siege":
        return AbilityInstance(siege_ability(), ("intrinsic", "Siege"))
    return AbilityInstance(intrinsic_mana_ability(kind), ("intrinsic", kind))


_REFRESHED: dict[
    tuple[int, ...], tuple[TypeLine, tuple[AbilityInstance, ...], tuple[AbilityInstance, ...]]
]
_REFRESHED = {}
"""The abilities a type line and abilities leave after CR 305.6's intrinsic abilities are
refreshed, by the ``id`` of each (kept alive here): type lines and instances are never changed,
and the same ones meet again at every run."""


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
        self.abilities: list[AbilityInstance] = list(_printed_instances(printed))
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
        line, abilities = self.type_line, self.abilities
        key = (id(line), *map(id, abilities))
        known = _REFRESHED.get(key)
        # The key's ids are of values kept alive in the entry: equal ids, the same values.
        if known is not None and known[0] is line:
            self.abilities = list(known[2])
            return
        kept = [i for i in abilities if i.ability.intrinsic_to is None]
        basic = [s.english for s in line.subtypes if s in BASIC_LAND_TYPES]
        intrinsic = [_intrinsic_instance(t) for t in basic]
        if "Siege" in line.subtype_names:
            intrinsic.append(_intrinsic_instance("Siege"))
        self.abilities = kept + intrinsic
        if len(_REFRESHED) > 4_096:
            _REFRESHED.clear()
        _REFRESHED[key] = (line, tuple(abilities), tuple(self.abilities))

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


@cache  # one value per land type: a frozen ability, made once
def intrinsic_mana_ability(land_type: str) -> Ability:
    symbol = _MANA_OF_TYPE[land_type]
    return Ability(
        AbilityKind.MANA,
        Text((f"{{T}}: Add {{{symbol}}}.",)),
        cost="{T}",
        intrinsic_to=land_type,
    )


@cache
def siege_ability() -> Ability:
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
