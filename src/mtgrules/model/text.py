"""Rules text as structure (CR 612): the words a text-changing effect may change are typed slots.

An ability's text is a template such as ``"{color:White} creatures get +1/+1."``: the slot
``{color:White}`` is a color word used as a color word (CR 612.2), and only such a slot is changed
by Sleight of Mind; the rest of the text, names included, is fixed. ``{this}`` is the object the
ability is on, whatever its name (CR 201.5); ``{source}`` is the object that granted the ability
(CR 201.5a).

Slot syntax: ``{KIND:Word}`` or ``{KIND:Word:plural}`` where KIND is ``color``, ``land_type``
(a basic land type) or ``creature_type``. Effects refer to a slot's current value as ``{KIND}``
(the first slot of that kind) or ``{KIND#2}`` (the second).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from enum import StrEnum

from mtgrules.vocab.colors import Color
from mtgrules.vocab.types import BASIC_LAND_TYPES, CORE, SubtypeKind


class WordKind(StrEnum):
    """CR 612.2: the kinds of words a text-changing effect changes."""

    COLOR = "color"
    LAND_TYPE = "land_type"
    CREATURE_TYPE = "creature_type"


class TextError(ValueError):
    """A template or word that can't be read."""


def canonical_word(kind: WordKind, word: str) -> str:
    """The word in its canonical form: a color's English name in lower case, a subtype's
    English name. Raises :class:`TextError` when ``word`` is not of ``kind``."""
    if kind is WordKind.COLOR:
        try:
            return Color.from_word(word).english.lower()
        except ValueError as error:
            raise TextError(f"'{word}' is not a color word") from error
    subtype_kind = SubtypeKind.LAND if kind is WordKind.LAND_TYPE else SubtypeKind.CREATURE
    found = CORE.subtype(subtype_kind, word)
    if found is None or (kind is WordKind.LAND_TYPE and found not in BASIC_LAND_TYPES):
        what = "basic land type" if kind is WordKind.LAND_TYPE else "creature type"
        raise TextError(f"'{word}' is not a {what}")
    return found.english


_IRREGULAR_PLURALS = {
    "Plains": "Plains",
    "Elf": "Elves",
    "Dwarf": "Dwarves",
    "Wolf": "Wolves",
    "Mouse": "Mice",
    "Fish": "Fish",
    "Sheep": "Sheep",
    "Ox": "Oxen",
    "Sphinx": "Sphinxes",
    "Octopus": "Octopuses",
    "Fungus": "Fungi",
}


def plural(word: str) -> str:
    """The plural of a type word as rules text prints it (Mountains, Elves, Plains)."""
    if word in _IRREGULAR_PLURALS:
        return _IRREGULAR_PLURALS[word]
    if word.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        return word[:-1] + "ies"
    return word + "s"


@dataclass(frozen=True)
class Slot:
    """A typed word in rules text (CR 612.2)."""

    kind: WordKind
    value: str
    plural: bool = False
    capitalized: bool = False

    def render(self) -> str:
        word = plural(self.value) if self.plural else self.value
        return word[:1].upper() + word[1:] if self.capitalized else word


@dataclass(frozen=True)
class SelfReference:
    """CR 201.5: the object this text is on, by name."""


@dataclass(frozen=True)
class SourceReference:
    """CR 201.5a: the object that granted this ability, by name."""


Segment = str | int | SelfReference | SourceReference
"""Literal text, the index of a slot, or a reference to an object."""

_PLACEHOLDER = re.compile(r"\{([a-z_]+)(?::([^}:]+))?(?::(plural))?\}")


@dataclass(frozen=True)
class Text:
    """Structured rules text: segments and the current values of its typed words."""

    segments: tuple[Segment, ...] = ()
    slots: tuple[Slot, ...] = ()

    @classmethod
    def parse(cls, template: str) -> Text:
        """Read a template (see the module docstring). Mana symbols such as ``{T}`` and
        ``{2}{R}`` are literal text."""
        segments: list[Segment] = []
        slots: list[Slot] = []
        position = 0
        for match in _PLACEHOLDER.finditer(template):
            name, word, plural_flag = match.groups()
            if name in ("this", "source") and word is None:
                replacement: Segment = SelfReference() if name == "this" else SourceReference()
            elif name in WordKind.__members__.values() and word is not None:
                kind = WordKind(name)
                value = canonical_word(kind, word)
                slots.append(Slot(kind, value, bool(plural_flag), word[:1].isupper()))
                replacement = len(slots) - 1
            else:
                continue  # a mana or other symbol: literal text
            if match.start() > position:
                segments.append(template[position : match.start()])
            segments.append(replacement)
            position = match.end()
        if position < len(template):
            segments.append(template[position:])
        return cls(tuple(segments), tuple(slots))

    def render(self, this_name: str | None = None, source_name: str | None = None) -> str:
        """The text as the object now reads. ``this_name`` is the current name of the object
        the text is on (CR 201.5b); a nameless object reads "this object"."""
        out: list[str] = []
        for segment in self.segments:
            if isinstance(segment, str):
                out.append(segment)
            elif isinstance(segment, int):
                word = self.slots[segment].render()
                if out:
                    out[-1] = _article(out[-1], word)
                out.append(word)
            elif isinstance(segment, SelfReference):
                out.append(this_name or "this object")
            else:
                out.append(source_name or "that object")
        return "".join(out)

    def word(self, kind: WordKind, number: int = 1) -> str | None:
        """The current value of the ``number``-th slot of ``kind``."""
        found = [s for s in self.slots if s.kind is kind]
        return found[number - 1].value if len(found) >= number else None

    def replace_word(self, kind: WordKind, old: str, new: str) -> Text:
        """CR 612.2: every slot of ``kind`` whose word is ``old`` now says ``new``."""
        if not any(s.kind is kind and s.value == old for s in self.slots):
            return self
        slots = tuple(
            replace(s, value=new) if s.kind is kind and s.value == old else s for s in self.slots
        )
        return replace(self, slots=slots)

    @property
    def mentions_self(self) -> bool:
        return any(isinstance(s, SelfReference) for s in self.segments)


def _article(before: str, word: str) -> str:
    """The article before a changed word agrees with it: "a Swamp" changed to Island reads "an
    Island", and back."""
    if not before.endswith(" "):
        return before
    head, _, last = before[:-1].rpartition(" ")
    if last.lower() not in ("a", "an"):
        return before
    wanted = "an" if word[:1].lower() in "aeiou" else "a"
    if last[:1].isupper():
        wanted = wanted.capitalize()
    return f"{head} {wanted} " if head else f"{wanted} "


@dataclass(frozen=True)
class WordRef:
    """A reference, in an effect's parameters, to the current value of a slot of the ability's
    text: ``{land_type}`` or ``{color#2}``."""

    kind: WordKind
    number: int = 1

    @classmethod
    def parse(cls, value: str) -> WordRef | None:
        match = re.fullmatch(r"\{([a-z_]+)(?:#(\d+))?\}", value.strip())
        if match is None or match.group(1) not in WordKind.__members__.values():
            return None
        return cls(WordKind(match.group(1)), int(match.group(2) or 1))
