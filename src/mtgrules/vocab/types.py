"""Card types, supertypes and subtypes in English and Japanese (CR 205.2-205.4).

The words themselves live in the data tables beside this module (``data/card_types.tsv``,
``data/supertypes.tsv``, ``data/subtypes.tsv``, ``data/subtype_kinds.tsv``); this module only
gives them types. A :class:`Vocabulary` is one complete set of words. :data:`CORE` is the
Comprehensive Rules' own; a variant pack extends it (:meth:`Vocabulary.extend`) into a new
vocabulary without changing ``CORE``, so a game without the variant never sees its words.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from enum import StrEnum
from functools import cached_property
from importlib import resources

from mtgrules.vocab.text import fold


def _table(name: str) -> Iterator[dict[str, str]]:
    text = resources.files("mtgrules.vocab").joinpath("data", name).read_text(encoding="utf-8")
    yield from csv.DictReader(text.splitlines(), delimiter="\t")


class SubtypeKind(StrEnum):
    """CR 205.3g-205.3q: each list of subtypes belongs to a card type (or, for creature and
    spell types, to two card types that share it)."""

    ARTIFACT = "artifact"
    ENCHANTMENT = "enchantment"
    LAND = "land"
    PLANESWALKER = "planeswalker"
    SPELL = "spell"
    CREATURE = "creature"
    PLANAR = "planar"
    DUNGEON = "dungeon"
    BATTLE = "battle"

    @property
    def english(self) -> str:
        """The kind's name in rules text, e.g. ``creature type``."""
        return _KIND_NAMES[self][0]

    @property
    def japanese(self) -> str:
        """The kind's Japanese name, e.g. ``クリーチャー・タイプ``."""
        return _KIND_NAMES[self][1]


_KIND_NAMES: dict[SubtypeKind, tuple[str, str]] = {
    SubtypeKind(row["kind"]): (row["english"], row["japanese"])
    for row in _table("subtype_kinds.tsv")
}


@dataclass(frozen=True)
class CardType:
    """CR 205.2a: a card type. ``subtype_kind`` is the list of subtypes it uses (None for card
    types that have no subtypes, CR 205.3r); ``rank`` is its place in a printed type line."""

    english: str
    japanese: str | None = field(default=None, compare=False)
    subtype_kind: SubtypeKind | None = field(default=None, compare=False)
    rank: int = field(default=0, compare=False)

    def __str__(self) -> str:
        return self.english


@dataclass(frozen=True)
class Supertype:
    """CR 205.4a: a supertype, printed before the card types. ``japanese_joiner`` is what
    Japanese prints between it and the next word (``ワールド・エンチャント``, but
    ``伝説のクリーチャー``)."""

    english: str
    japanese: str | None = field(default=None, compare=False)
    rank: int = field(default=0, compare=False)
    japanese_joiner: str = field(default="", compare=False)

    def __str__(self) -> str:
        return self.english


@dataclass(frozen=True)
class Subtype:
    """CR 205.3: a subtype. It knows its kind: Forest the land type and Forest the creature type
    would be different subtypes. Multi-word subtypes (``Time Lord``, planar types such as
    ``Bolas's Meditation Realm``) are one subtype (CR 205.3b)."""

    english: str
    kind: SubtypeKind
    japanese: str | None = field(default=None, compare=False)

    def __str__(self) -> str:
        return self.english


class UnknownTerm(ValueError):
    """A word that is not a card type, supertype or subtype of the vocabulary in use."""


@dataclass(frozen=True)
class Vocabulary:
    """One complete set of type words. Immutable; :meth:`extend` makes a larger one."""

    card_types: tuple[CardType, ...]
    supertypes: tuple[Supertype, ...]
    subtypes: tuple[Subtype, ...]
    former_names: tuple[tuple[str, CardType], ...] = ()
    """Old names of card types still accepted when reading (Tribal is now Kindred, 205.2a)."""
    former_subtypes: tuple[tuple[str, Subtype], ...] = ()
    """Retired subtypes that Oracle updates replaced, still accepted when reading old text
    (``data/former_subtypes.tsv``: Viashino are now Lizards, CR 205.3f)."""

    # -- indexes -----------------------------------------------------------------------------

    @cached_property
    def _card_types(self) -> dict[str, CardType]:
        index: dict[str, CardType] = {}
        for ct in self.card_types:
            for word in (ct.english, ct.japanese):
                if word:
                    index[fold(word)] = ct
        for word, ct in self.former_names:
            index[fold(word)] = ct
        return index

    @cached_property
    def _supertypes(self) -> dict[str, Supertype]:
        index: dict[str, Supertype] = {}
        for st in self.supertypes:
            for word in (st.english, st.japanese):
                if word:
                    index[fold(word)] = st
        return index

    @cached_property
    def _subtypes(self) -> dict[str, tuple[Subtype, ...]]:
        index: dict[str, list[Subtype]] = {}
        for sub in self.subtypes:
            for word in {sub.english, sub.japanese or sub.english}:
                index.setdefault(fold(word), []).append(sub)
        for word, sub in self.former_subtypes:
            index.setdefault(fold(word), []).append(sub)
        return {word: tuple(subs) for word, subs in index.items()}

    @cached_property
    def longest_subtype_words(self) -> int:
        """The most space-separated words any English subtype has (2 for ``Time Lord``)."""
        return max(len(s.english.split()) for s in self.subtypes)

    @cached_property
    def japanese_prefix_words(self) -> list[tuple[str, Supertype | CardType]]:
        """Words for supertypes and card types (Japanese, English and former), folded and
        longest first, for reading a Japanese type line, where words run together
        (``基本氷雪土地``)."""
        words: list[tuple[str, Supertype | CardType]] = []
        for st in self.supertypes:
            words += [(fold(w), st) for w in (st.japanese, st.english) if w]
        for ct in self.card_types:
            words += [(fold(w), ct) for w in (ct.japanese, ct.english) if w]
        words += [(fold(w), ct) for w, ct in self.former_names]
        words.sort(key=lambda pair: -len(pair[0]))
        return words

    # -- look-ups ----------------------------------------------------------------------------

    def card_type(self, word: str) -> CardType | None:
        """The card type named ``word`` in English or Japanese (old names included)."""
        return self._card_types.get(fold(word))

    def supertype(self, word: str) -> Supertype | None:
        """The supertype named ``word`` in English or Japanese."""
        return self._supertypes.get(fold(word))

    def subtypes_named(self, word: str) -> tuple[Subtype, ...]:
        """Every subtype (of any kind) named ``word`` in English or Japanese."""
        cache = self._lookups
        found = cache.get(word)
        if found is None:
            found = cache[word] = self._subtypes.get(fold(word), ())
        return found

    @cached_property
    def _lookups(self) -> dict[str, tuple[Subtype, ...]]:
        """Words already looked up, as written (the engine asks for the same few often)."""
        return {}

    def subtype(self, kind: SubtypeKind, word: str) -> Subtype | None:
        """The subtype of ``kind`` named ``word``, if there is one."""
        for sub in self.subtypes_named(word):
            if sub.kind is kind:
                return sub
        return None

    def subtypes_of(self, kind: SubtypeKind) -> tuple[Subtype, ...]:
        """Every subtype of ``kind``, in the order the rules list them."""
        return tuple(s for s in self.subtypes if s.kind is kind)

    def card_types_using(self, kind: SubtypeKind) -> tuple[CardType, ...]:
        """CR 205.3g-205.3q: the card types whose subtypes are of ``kind``."""
        return tuple(ct for ct in self.card_types if ct.subtype_kind is kind)

    def require_card_type(self, word: str) -> CardType:
        """The card type named ``word``, or :class:`UnknownTerm`."""
        found = self.card_type(word)
        if found is None:
            raise UnknownTerm(f"'{word}' is not a card type (CR 205.2a)")
        return found

    def require_supertype(self, word: str) -> Supertype:
        """The supertype named ``word``, or :class:`UnknownTerm`."""
        found = self.supertype(word)
        if found is None:
            raise UnknownTerm(f"'{word}' is not a supertype (CR 205.4a)")
        return found

    def require_subtype(self, kind: SubtypeKind, word: str) -> Subtype:
        """The subtype of ``kind`` named ``word``, or :class:`UnknownTerm`."""
        found = self.subtype(kind, word)
        if found is None:
            raise UnknownTerm(f"'{word}' is not a {kind.english} (CR 205.3)")
        return found

    # -- extension ---------------------------------------------------------------------------

    def extend(
        self,
        *,
        card_types: Iterable[CardType] = (),
        supertypes: Iterable[Supertype] = (),
        subtypes: Iterable[Subtype] = (),
    ) -> Vocabulary:
        """A new vocabulary with these words added; this one is unchanged. A new supertype or
        card type without a rank is printed after the existing ones."""
        new_supertypes = tuple(
            s
            if s.rank
            else Supertype(s.english, s.japanese, len(self.supertypes) + i + 1, s.japanese_joiner)
            for i, s in enumerate(supertypes)
        )
        new_card_types = tuple(
            c if c.rank else CardType(c.english, c.japanese, c.subtype_kind, 100 + i)
            for i, c in enumerate(card_types)
        )
        return Vocabulary(
            card_types=self.card_types + new_card_types,
            supertypes=self.supertypes + new_supertypes,
            subtypes=self.subtypes + tuple(subtypes),
            former_names=self.former_names,
            former_subtypes=self.former_subtypes,
        )


def _load_core() -> Vocabulary:
    card_types: list[CardType] = []
    former: list[tuple[str, CardType]] = []
    for rank, row in enumerate(_table("card_types.tsv"), start=1):
        kind = SubtypeKind(row["subtype_kind"]) if row["subtype_kind"] else None
        ct = CardType(row["english"], row["japanese"] or None, kind, rank)
        card_types.append(ct)
        former += [(w, ct) for w in (row["former_english"], row["former_japanese"]) if w]
    supertypes = [
        Supertype(row["english"], row["japanese"] or None, rank, row["japanese_joiner"])
        for rank, row in enumerate(_table("supertypes.tsv"), start=1)
    ]
    subtypes = [
        Subtype(row["english"], SubtypeKind(row["kind"]), row["japanese"] or None)
        for row in _table("subtypes.tsv")
    ]
    retired: list[tuple[str, Subtype]] = []
    for row in _table("former_subtypes.tsv"):
        kind = SubtypeKind(row["kind"])
        current = next(
            s for s in subtypes if s.kind is kind and s.english == row["current_english"]
        )
        retired += [(w, current) for w in (row["former_english"], row["former_japanese"]) if w]
    return Vocabulary(
        tuple(card_types), tuple(supertypes), tuple(subtypes), tuple(former), tuple(retired)
    )


CORE: Vocabulary = _load_core()
"""The vocabulary of the Comprehensive Rules (CR 205.2a, 205.3g-205.3q, 205.4a)."""

# The core words the engine itself names in its rules.
ARTIFACT = CORE.require_card_type("Artifact")
BATTLE = CORE.require_card_type("Battle")
CONSPIRACY = CORE.require_card_type("Conspiracy")
CREATURE = CORE.require_card_type("Creature")
DUNGEON = CORE.require_card_type("Dungeon")
ENCHANTMENT = CORE.require_card_type("Enchantment")
INSTANT = CORE.require_card_type("Instant")
KINDRED = CORE.require_card_type("Kindred")
LAND = CORE.require_card_type("Land")
PHENOMENON = CORE.require_card_type("Phenomenon")
PLANE = CORE.require_card_type("Plane")
PLANESWALKER = CORE.require_card_type("Planeswalker")
SCHEME = CORE.require_card_type("Scheme")
SORCERY = CORE.require_card_type("Sorcery")
VANGUARD = CORE.require_card_type("Vanguard")

BASIC = CORE.require_supertype("Basic")
LEGENDARY = CORE.require_supertype("Legendary")
ONGOING = CORE.require_supertype("Ongoing")
SNOW = CORE.require_supertype("Snow")
WORLD = CORE.require_supertype("World")

BASIC_LAND_TYPES: tuple[Subtype, ...] = tuple(
    CORE.require_subtype(SubtypeKind.LAND, w)
    for w in ("Plains", "Island", "Swamp", "Mountain", "Forest")
)
"""CR 205.3i: Forest, Island, Mountain, Plains and Swamp are the basic land types (WUBRG order)."""

PERMANENT_TYPES: frozenset[CardType] = frozenset(
    {ARTIFACT, BATTLE, CREATURE, ENCHANTMENT, LAND, PLANESWALKER}
)
"""CR 110.4: the permanent types."""

PRE_EIGHTH_EDITION_BASIC_NAMES: frozenset[str] = frozenset(
    name for row in _table("basic_land_names.tsv") for name in (row["english"], row["japanese"])
)
"""CR 205.4c (as the Japanese rules text says it): cards printed before Eighth Edition don't
print "Basic"; a land with one of these ten names is a basic land all the same."""
