"""Type lines (CR 205): a value type, its English and Japanese text forms, its validity rules, and
the type-changing operations of CR 205.1a-205.1b as pure functions.

A :class:`TypeLine` is equal to another when it has the same supertypes, card types and subtypes,
whatever their printed order or language: ``クリーチャー・エンチャント`` (as once printed) equals
``Enchantment Creature``. Printing always emits the current order and words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from mtgrules.vocab.text import fold, is_japanese
from mtgrules.vocab.types import (
    ARTIFACT,
    BASIC,
    CORE,
    CREATURE,
    INSTANT,
    LAND,
    PLANE,
    PRE_EIGHTH_EDITION_BASIC_NAMES,
    SORCERY,
    CardType,
    Subtype,
    SubtypeKind,
    Supertype,
    UnknownTerm,
    Vocabulary,
)

EM_DASH = "—"
JA_DASH = "─"
_DASHES = "—─―–－"
_JA_SEPARATOR = "・"
_COLOR_INDICATOR = re.compile(r"^\s*〔[^〕]*〕\s*")


class TypeLineError(ValueError):
    """A type line that can't be read or that breaks CR 205. ``column`` is 1-based (0 when the
    problem is the line as a whole) and ``rule`` the rule it breaks, when it breaks one."""

    def __init__(self, text: str, reason: str, column: int = 0, rule: str | None = None) -> None:
        where = f" at column {column}" if column else ""
        cite = f" (CR {rule})" if rule else ""
        super().__init__(f"{reason}{where} in type line '{text}'{cite}")
        self.text = text
        self.reason = reason
        self.column = column
        self.rule = rule


@dataclass(frozen=True, eq=False)
class TypeLine:
    """CR 205.1: an object's supertypes, card types and subtypes."""

    supertypes: tuple[Supertype, ...] = ()
    card_types: tuple[CardType, ...] = ()
    subtypes: tuple[Subtype, ...] = ()
    vocabulary: Vocabulary = field(default=CORE, repr=False)

    # -- value semantics ---------------------------------------------------------------------

    def _key(self) -> tuple[frozenset[Supertype], frozenset[CardType], frozenset[Subtype]]:
        return frozenset(self.supertypes), frozenset(self.card_types), frozenset(self.subtypes)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TypeLine):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __str__(self) -> str:
        return self.english()

    # -- questions ---------------------------------------------------------------------------

    def has(self, term: CardType | Supertype | Subtype) -> bool:
        """Whether the object has this card type, supertype or subtype."""
        if isinstance(term, CardType):
            return term in self.card_types
        if isinstance(term, Supertype):
            return term in self.supertypes
        return term in self.subtypes

    @property
    def card_type_names(self) -> frozenset[str]:
        """The English names of its card types."""
        found: frozenset[str] | None = self.__dict__.get("_card_type_names")
        if found is None:
            found = self.__dict__["_card_type_names"] = frozenset(
                c.english for c in self.card_types
            )
        return found

    @property
    def supertype_names(self) -> frozenset[str]:
        """The English names of its supertypes."""
        found: frozenset[str] | None = self.__dict__.get("_supertype_names")
        if found is None:
            found = self.__dict__["_supertype_names"] = frozenset(
                s.english for s in self.supertypes
            )
        return found

    @property
    def subtype_names(self) -> frozenset[str]:
        """The English names of its subtypes."""
        found: frozenset[str] | None = self.__dict__.get("_subtype_names")
        if found is None:
            found = self.__dict__["_subtype_names"] = frozenset(s.english for s in self.subtypes)
        return found

    def has_card_type(self, word: str) -> bool:
        """Whether it has the card type with this English name (``"Creature"``)."""
        return word in self.card_type_names

    def has_supertype(self, word: str) -> bool:
        """Whether it has the supertype with this English name (``"Legendary"``)."""
        return word in self.supertype_names

    def has_subtype(self, word: str) -> bool:
        """Whether it has a subtype with this English name (``"Aura"``)."""
        return word in self.subtype_names

    def subtypes_of(self, kind: SubtypeKind) -> tuple[Subtype, ...]:
        """The subtypes of one kind, e.g. the creature types."""
        return tuple(s for s in self.subtypes if s.kind is kind)

    @property
    def subtype_kinds(self) -> frozenset[SubtypeKind]:
        """CR 205.3d: the kinds of subtypes this object's card types allow."""
        return frozenset(ct.subtype_kind for ct in self.card_types if ct.subtype_kind)

    def violations(self) -> list[str]:
        """CR 205.3d: each subtype that matches none of the object's card types, explained."""
        allowed = self.subtype_kinds
        return [
            f"'{s}' is a {s.kind.english}, but the object has no "
            f"{' or '.join(ct.english.lower() for ct in self.vocabulary.card_types_using(s.kind))}"
            " card type"
            for s in self.subtypes
            if s.kind not in allowed
        ]

    def validate(self) -> TypeLine:
        """This type line, or :class:`TypeLineError` naming the first CR 205.3d violation."""
        problems = self.violations()
        if problems:
            raise TypeLineError(self.english(), problems[0], rule="205.3d")
        return self

    # -- printing ----------------------------------------------------------------------------

    def _ordered(self) -> tuple[list[Supertype], list[CardType]]:
        supers = sorted(self.supertypes, key=lambda s: s.rank)
        types = sorted(self.card_types, key=lambda c: c.rank)
        return supers, types

    def english(self) -> str:
        """The type line as the current Oracle text prints it."""
        supers, types = self._ordered()
        left = " ".join([s.english for s in supers] + [c.english for c in types])
        if not self.subtypes:
            return left
        return f"{left} {EM_DASH} {' '.join(s.english for s in self.subtypes)}"

    def japanese(self) -> str:
        """The type line as current Japanese cards print it; a word with no known Japanese
        name is printed in English."""
        supers, types = self._ordered()
        prefix = "".join(
            (s.japanese + s.japanese_joiner) if s.japanese else f"{s.english}・" for s in supers
        )
        left = prefix + _JA_SEPARATOR.join(c.japanese or c.english for c in types)
        if not self.subtypes:
            return left
        right = _JA_SEPARATOR.join(s.japanese or s.english for s in self.subtypes)
        return f"{left} {JA_DASH} {right}"

    # -- parsing -----------------------------------------------------------------------------

    @classmethod
    def parse(cls, text: str, vocabulary: Vocabulary = CORE) -> TypeLine:
        """Read a type line in English or Japanese (the language is recognised)."""
        if is_japanese(text):
            return cls.parse_japanese(text, vocabulary)
        return cls.parse_english(text, vocabulary)

    @classmethod
    def parse_english(cls, text: str, vocabulary: Vocabulary = CORE) -> TypeLine:
        """Read ``Legendary Artifact Creature — Goblin Wizard``. The dash may be an em dash, an
        en dash or ``-``/``--`` between spaces."""
        left, right, right_column = _split_dash(text, english=True)
        supers: list[Supertype] = []
        types: list[CardType] = []
        for column, word in _words(left, 1):
            supertype = vocabulary.supertype(word)
            card_type = vocabulary.card_type(word)
            if supertype is not None and not types:
                supers.append(supertype)
            elif card_type is not None:
                types.append(card_type)
            elif supertype is not None:
                raise TypeLineError(text, f"supertype '{word}' after the card types", column)
            else:
                raise TypeLineError(text, f"unknown card type or supertype '{word}'", column)
        if not types:
            raise TypeLineError(text, "no card type", rule="205.2a")
        line = cls(tuple(supers), tuple(types), (), vocabulary)
        if right is None:
            return line
        words = list(_words(right, right_column))
        if not words:
            raise TypeLineError(text, "nothing after the dash", right_column)
        return line._with_parsed_subtypes(text, words, " ")

    @classmethod
    def parse_japanese(cls, text: str, vocabulary: Vocabulary = CORE) -> TypeLine:
        """Read ``伝説のアーティファクト・クリーチャー ─ ゴブリン・ウィザード``. Accepts what was
        printed over the years: a leading color indicator (``〔緑〕``, not part of the type
        line), any order of card types, and old words (``部族`` for Kindred)."""
        stripped = _COLOR_INDICATOR.sub("", text)
        offset = len(text) - len(stripped)
        left, right, right_column = _split_dash(stripped, english=False)
        words = vocabulary.japanese_prefix_words
        supers: list[Supertype] = []
        types: list[CardType] = []
        position = 0
        compact = left
        while position < len(compact):
            if compact[position] in " 　" + _JA_SEPARATOR:
                position += 1
                continue
            for word, term in words:
                if fold(compact[position : position + len(word)]) == word:
                    if isinstance(term, Supertype):
                        if types:
                            raise TypeLineError(
                                text, "supertype after the card types", offset + position + 1
                            )
                        supers.append(term)
                    else:
                        types.append(term)
                    position += len(word)
                    break
            else:
                rest = compact[position:].split(_JA_SEPARATOR)[0].split()[0]
                raise TypeLineError(
                    text, f"unknown card type or supertype '{rest}'", offset + position + 1
                )
        if not types:
            raise TypeLineError(text, "no card type", rule="205.2a")
        line = cls(tuple(supers), tuple(types), (), vocabulary)
        if right is None:
            return line
        pieces: list[tuple[int, str]] = []
        column = offset + right_column
        for piece in right.split(_JA_SEPARATOR):
            stripped_piece = piece.strip()
            if stripped_piece:
                pieces.append((column + piece.index(stripped_piece), stripped_piece))
            column += len(piece) + 1
        if not pieces:
            raise TypeLineError(text, "nothing after the dash", offset + right_column)
        return line._with_parsed_subtypes(text, pieces, _JA_SEPARATOR)

    def _with_parsed_subtypes(
        self, text: str, words: list[tuple[int, str]], joiner: str
    ) -> TypeLine:
        """CR 205.3b-205.3c: read the words after the dash as subtypes, each of the kind of one
        of this line's card types; a planar type is everything after the dash."""
        kinds = [ct.subtype_kind for ct in sorted(self.card_types, key=lambda c: c.rank)]
        if PLANE in self.card_types:
            whole = joiner.join(w for _, w in words)
            sub = self.vocabulary.subtype(SubtypeKind.PLANAR, whole)
            if sub is None:
                raise TypeLineError(text, f"unknown planar type '{whole}'", words[0][0], "205.3n")
            return TypeLine(self.supertypes, self.card_types, (sub,), self.vocabulary)
        found: list[Subtype] = []
        index = 0
        longest = self.vocabulary.longest_subtype_words
        while index < len(words):
            for size in range(min(longest, len(words) - index), 0, -1):
                phrase = joiner.join(w for _, w in words[index : index + size])
                candidates = self.vocabulary.subtypes_named(phrase)
                matching = [s for k in kinds for s in candidates if s.kind is k]
                if matching:
                    found.append(matching[0])
                    index += size
                    break
            else:
                column, word = words[index]
                candidates = self.vocabulary.subtypes_named(word)
                if candidates:
                    kind = candidates[0].kind
                    users = " or ".join(
                        c.english.lower() for c in self.vocabulary.card_types_using(kind)
                    )
                    raise TypeLineError(
                        text,
                        f"'{word}' is a {kind.english}, but there is no {users} card type",
                        column,
                        "205.3d",
                    )
                raise TypeLineError(text, f"unknown subtype '{word}'", column, "205.3")
        return TypeLine(self.supertypes, self.card_types, tuple(found), self.vocabulary)

    # -- type-changing operations (CR 205.1, 205.4b) -------------------------------------------

    def _replace(
        self,
        supertypes: Iterable[Supertype] | None = None,
        card_types: Iterable[CardType] | None = None,
        subtypes: Iterable[Subtype] | None = None,
    ) -> TypeLine:
        new_types = tuple(dict.fromkeys(self.card_types if card_types is None else card_types))
        allowed = {ct.subtype_kind for ct in new_types if ct.subtype_kind}
        # CR 205.1a, 205.3d: a subtype whose card type is gone is lost along with it.
        new_subtypes = tuple(
            s
            for s in dict.fromkeys(self.subtypes if subtypes is None else subtypes)
            if s.kind in allowed
        )
        new_supers = tuple(dict.fromkeys(self.supertypes if supertypes is None else supertypes))
        return TypeLine(new_supers, new_types, new_subtypes, self.vocabulary)

    def set_card_types(self, card_types: Iterable[CardType]) -> TypeLine:
        """CR 205.1a: the new card types replace the old ones, but an instant or sorcery keeps
        that card type. Subtypes no remaining card type uses are lost; supertypes stay
        (205.4b)."""
        kept = [ct for ct in self.card_types if ct in (INSTANT, SORCERY)]
        return self._replace(card_types=[*kept, *card_types])

    def set_subtypes(self, kind: SubtypeKind, subtypes: Iterable[Subtype]) -> TypeLine:
        """CR 205.1a: new subtypes of one kind replace the old subtypes of that kind only.
        Subtypes the object's card types can't have are not gained (205.3d)."""
        new = list(subtypes)
        _check_kind(kind, new)
        kept = [s for s in self.subtypes if s.kind is not kind]
        return self._replace(subtypes=[*kept, *new])

    def add_types(
        self,
        card_types: Iterable[CardType] = (),
        subtypes: Iterable[Subtype] = (),
        supertypes: Iterable[Supertype] = (),
    ) -> TypeLine:
        """CR 205.1b: "in addition to its other types", "is still a …": every old type stays and
        the new ones are added."""
        return self._replace(
            supertypes=[*self.supertypes, *supertypes],
            card_types=[*self.card_types, *card_types],
            subtypes=[*self.subtypes, *subtypes],
        )

    def become_artifact_creature(self, creature_types: Iterable[Subtype] = ()) -> TypeLine:
        """CR 205.1b: "becomes an artifact creature" keeps every old card type and subtype;
        "becomes a [creature types] artifact creature" keeps them all but the old creature
        types, which the new ones replace."""
        new = list(creature_types)
        _check_kind(SubtypeKind.CREATURE, new)
        line = self.add_types([ARTIFACT, CREATURE])
        return line.set_subtypes(SubtypeKind.CREATURE, new) if new else line

    def remove_card_types(self, card_types: Iterable[CardType]) -> TypeLine:
        """CR 205.1a: losing a card type loses the subtypes that only that card type used."""
        lost = set(card_types)
        return self._replace(card_types=[ct for ct in self.card_types if ct not in lost])

    def remove_subtypes(self, subtypes: Iterable[Subtype]) -> TypeLine:
        """CR 205.1a: losing a subtype has no effect on card types."""
        lost = set(subtypes)
        return self._replace(subtypes=[s for s in self.subtypes if s not in lost])

    def remove_all_subtypes(self, kind: SubtypeKind) -> TypeLine:
        """Every subtype of one kind is lost ("loses all creature types")."""
        return self._replace(subtypes=[s for s in self.subtypes if s.kind is not kind])

    def set_supertypes(self, supertypes: Iterable[Supertype]) -> TypeLine:
        """CR 205.4b: supertypes change independently of card types and subtypes."""
        return self._replace(supertypes=supertypes)

    def remove_supertypes(self, supertypes: Iterable[Supertype]) -> TypeLine:
        """CR 205.4b: losing a supertype keeps the other supertypes."""
        lost = set(supertypes)
        return self._replace(supertypes=[s for s in self.supertypes if s not in lost])


def is_basic_land(line: TypeLine, printed_name: str | None = None) -> bool:
    """CR 205.4c: a land with the supertype basic is a basic land; any other land is nonbasic,
    even with a basic land type. A card printed before Eighth Edition, which didn't print
    "Basic", is a basic land when its name is one of the ten basic land names."""
    if LAND not in line.card_types:
        return False
    if BASIC in line.supertypes:
        return True
    return printed_name is not None and printed_name in PRE_EIGHTH_EDITION_BASIC_NAMES


def choose_subtype(kind: SubtypeKind, word: str, vocabulary: Vocabulary = CORE) -> Subtype:
    """CR 205.3e: a player told to choose a subtype of ``kind`` names exactly one existing
    subtype of that kind. Anything else is refused with the reason."""
    found = vocabulary.subtype(kind, word)
    if found is not None and fold(word) in (fold(found.english), fold(found.japanese or "")):
        return found
    if found is not None:
        raise UnknownTerm(
            f"can't choose '{word}' as a {kind.english}: it no longer exists; Oracle text now "
            f"says '{found.english}' (CR 205.3e)"
        )
    problem = _why_not_a_subtype(kind, word, vocabulary)
    raise UnknownTerm(f"can't choose '{word}' as a {kind.english}: {problem} (CR 205.3e)")


def _why_not_a_subtype(kind: SubtypeKind, word: str, vocabulary: Vocabulary) -> str:
    if vocabulary.card_type(word):
        return f"'{word}' is a card type, not a {kind.english}"
    if vocabulary.supertype(word):
        return f"'{word}' is a supertype, not a {kind.english}"
    others = [s for s in vocabulary.subtypes_named(word) if s.kind is not kind]
    if others:
        return f"'{word}' is a {others[0].kind.english}, not a {kind.english}"
    parts = word.replace(_JA_SEPARATOR, " ").split()
    if len(parts) > 1 and all(vocabulary.subtype(kind, p) for p in parts):
        return f"exactly one must be chosen, and '{word}' is {len(parts)}"
    return f"no {kind.english} is called '{word}'"


def _check_kind(kind: SubtypeKind, subtypes: list[Subtype]) -> None:
    for s in subtypes:
        if s.kind is not kind:
            raise UnknownTerm(f"'{s}' is a {s.kind.english}, not a {kind.english}")


def _split_dash(text: str, *, english: bool) -> tuple[str, str | None, int]:
    """Split at the dash; return the left side, the right side (None without a dash) and the
    1-based column where the right side starts."""
    pattern = rf"\s*[{_DASHES}]\s*" if not english else rf"\s*[{_DASHES}]\s*|\s+--?\s+"
    match = re.search(pattern, text)
    if match is None:
        return text, None, 0
    return text[: match.start()], text[match.end() :], match.end() + 1


def _words(text: str, first_column: int) -> Iterable[tuple[int, str]]:
    for match in re.finditer(r"\S+", text):
        yield first_column + match.start(), match.group()


SUPERTYPES = ("Basic", "Legendary", "Ongoing", "Snow", "World", "Elite", "Host")
"""CR 205.4a: the supertypes, to split a type line written as one string."""


def split_type_line(line: str) -> tuple[list[str], list[str], list[str]]:
    """CR 205.1: a type line's supertypes, card types, and the subtypes after the dash.

    >>> split_type_line("Legendary Creature — Goblin Shaman")
    (['Legendary'], ['Creature'], ['Goblin', 'Shaman'])
    """
    left, _, right = line.replace(" - ", " — ").partition(" — ")
    words = left.split()
    supertypes = [word for word in words if word in SUPERTYPES]
    types = [word for word in words if word not in SUPERTYPES]
    return supertypes, types, right.split()
