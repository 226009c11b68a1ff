"""How much of a card the engine plays: its support status, face by face, from its definition
against its Oracle text (CR 108.1: the Oracle text is the card's wording).

:func:`support` is the one place this is decided; the coverage report, the deck check of
``simulate`` and :meth:`Game.from_decks <mtgrules.game.state.Game.from_decks>`, ``explain
--json`` and the workbench all read it. A face is

- **supported** when every ability of its Oracle text (reminder text aside, CR 207.2) is an
  ability of its definition and everything those abilities use is implemented (a face with no
  rules text, like a vanilla creature or a basic land, needs no definition);
- **partial** when its definition leaves some of its text out or uses something the engine
  doesn't carry out: :attr:`FaceSupport.gaps` gives each such text exactly as the Oracle text
  has it, and why;
- **unsupported** when it has rules text and no definition.

The definitions are looked up in one place, :func:`definition_for`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from mtgrules.cards.abilities import Ability, AbilityKind
from mtgrules.cards.keyword_abilities import IMPLEMENTED_KEYWORDS
from mtgrules.effects.ops import ChangeRules
from mtgrules.model.rule_changes import rule_change_gap
from mtgrules.vocab.ability_words import without_ability_word
from mtgrules.vocab.keywords import keyword as core_keyword

if TYPE_CHECKING:
    from mtgrules.cards.database import Card, CardDatabase, Face
    from mtgrules.cards.definitions import CardDefinition, FaceDefinition
    from mtgrules.effects.model import Instruction

__all__ = [
    "CardSupport",
    "DeckSupport",
    "FaceSupport",
    "Gap",
    "Status",
    "UnsupportedCards",
    "deck_support",
    "definition_for",
    "known_definitions",
    "support",
]


class Status(StrEnum):
    """A face's or card's support status; a card's is its least supported face's."""

    SUPPORTED = "supported"
    PARTIAL = "partial"
    UNSUPPORTED = "unsupported"


@dataclass(frozen=True)
class Gap:
    """One piece of Oracle text the engine doesn't play: the text exactly as the card has it
    (an ability, or one keyword of a line of keywords), and why."""

    text: str
    reason: str

    def as_dict(self) -> dict[str, str]:
        return {"text": self.text, "reason": self.reason}


@dataclass(frozen=True)
class FaceSupport:
    """One face's status and the texts it leaves out."""

    face: str
    status: Status
    gaps: tuple[Gap, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {
            "face": self.face,
            "status": self.status.value,
            "unsupported": [gap.as_dict() for gap in self.gaps],
        }


@dataclass(frozen=True)
class CardSupport:
    """A card's status: its least supported face's, with every face's."""

    card: str
    status: Status
    faces: tuple[FaceSupport, ...]

    @property
    def supported(self) -> bool:
        return self.status is Status.SUPPORTED

    @property
    def gaps(self) -> tuple[Gap, ...]:
        """Every face's gaps, front face first."""
        return tuple(gap for face in self.faces for gap in face.gaps)

    def describe(self) -> str:
        """One line for people: the card, its status and the texts it leaves out."""
        if self.supported:
            return f"{self.card}: supported"
        if all(gap.reason == NO_DEFINITION for gap in self.gaps):
            texts = "; ".join(repr(gap.text) for gap in self.gaps)
            return f"{self.card}: {self.status.value}, no definition: {texts}"
        texts = "; ".join(f"{gap.text!r} ({gap.reason})" for gap in self.gaps)
        return f"{self.card}: {self.status.value}: {texts}"

    def as_dict(self) -> dict[str, Any]:
        return {
            "card": self.card,
            "status": self.status.value,
            "faces": [face.as_dict() for face in self.faces],
        }


NO_DEFINITION = "the card has no definition: nothing of its text is played"
NO_FACE_DEFINITION = "the card's definition has nothing for this face"
NO_ABILITY = "no ability of its definition has this text"

KEYWORD_NOTES = {
    "Splice": "splice (CR 702.47) is carried out for a scenario's cast with 'splice:'; a game's cast action doesn't offer it yet",
}
"""Keywords the game carries out only in part, and where."""


_REMINDER = re.compile(r"\s*\([^)]*\)")
_SELF_WORDS = re.compile(
    r"\bthis (?:creature|land|artifact|enchantment|permanent|spell|card|aura|equipment|vehicle|"
    r"planeswalker|battle|saga|class|token)\b"
)
"""CR 201.5: "this creature", "this Saga" … name the object itself, as its name does."""
_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u2212": "-"})


def known_definitions() -> dict[str, CardDefinition]:
    """Every definition the engine plays cards with, by card name: the one place definitions
    come from. They are the cards of the card data in use compiled from their Oracle text
    (:mod:`mtgrules.cards.oracle`, only cards whose every face is proven by render-back), with
    the hand-written definitions over them. A game starts with these
    (:class:`~mtgrules.game.state.Game`)."""
    from mtgrules.cards.build import bundled_database
    from mtgrules.cards.definitions import bundled_definitions
    from mtgrules.cards.oracle.cache import compiled_for_database

    database = bundled_database()
    known = _KNOWN.get(id(database))
    if known is not None and known[0] is database:
        return known[1]
    found = {**compiled_for_database(database), **bundled_definitions()}
    _KNOWN.clear()
    _KNOWN[id(database)] = (database, found)
    return found


_KNOWN: dict[int, tuple[CardDatabase, dict[str, CardDefinition]]] = {}
"""The definitions for the database in use, kept while that database is."""


def definition_for(name: str) -> CardDefinition | None:
    """The definition that plays the card named ``name`` (its English name), if any."""
    return known_definitions().get(name)


def support(card: Card, definition: CardDefinition | None) -> CardSupport:
    """CR 108.1: the support status of ``card`` (its database record, every face) when
    ``definition`` plays it (None: no definition), from its Oracle text without reminder text
    (CR 207.2). See the module docstring."""
    faces = tuple(_face_support(card, face, definition) for face in card.faces)
    statuses = {face.status for face in faces}
    if statuses == {Status.SUPPORTED}:
        status = Status.SUPPORTED
    elif statuses == {Status.UNSUPPORTED} or (
        statuses == {Status.SUPPORTED, Status.UNSUPPORTED} and definition is None
    ):
        status = Status.UNSUPPORTED
    else:
        status = Status.PARTIAL
    return CardSupport(card.name, status, faces)


def _face_support(card: Card, face: Face, definition: CardDefinition | None) -> FaceSupport:
    units = oracle_units(face.oracle_text or "")
    if not units:
        return FaceSupport(face.name, Status.SUPPORTED)
    face_definition = None
    if definition is not None and (face.name in definition.faces or len(card.faces) == 1):
        face_definition = definition.face(face.name if face.name in definition.faces else card.name)
    if face_definition is None:
        why = NO_DEFINITION if definition is None else NO_FACE_DEFINITION
        return FaceSupport(face.name, Status.UNSUPPORTED, tuple(Gap(unit, why) for unit in units))
    names = _names_of(card, face)
    offered: dict[str, list[Ability]] = {}
    for ability in face_definition.abilities:
        for unit in _keywords_apart([ability.render(face.name)]):
            offered.setdefault(_key(unit, names), []).append(ability)
    left_out: list[Gap] = []
    for unit in units:
        matches = offered.get(_key(unit, names))
        if not matches:
            left_out.append(Gap(unit, NO_ABILITY))
            continue
        ability = matches.pop(0)
        reason = ability_gap(ability, face_definition)
        if reason is not None:
            left_out.append(Gap(unit, reason))
    status = Status.PARTIAL if left_out else Status.SUPPORTED
    return FaceSupport(face.name, status, tuple(left_out))


def oracle_units(text: str) -> list[str]:
    """The abilities of an Oracle text, as the card writes them, reminder text left out: one
    per paragraph, with a modal spell's "•" lines kept with the line before them (CR 700.2),
    and a line of keywords split into its keywords ("Flying, vigilance")."""
    paragraphs: list[str] = []
    for raw in text.split("\n"):
        line = _REMINDER.sub("", raw).strip()
        if not line:
            continue
        if line.startswith("•") and paragraphs:
            paragraphs[-1] += "\n" + line
        else:
            paragraphs.append(line)
    return _keywords_apart(paragraphs)


def _keywords_apart(lines: Iterable[str]) -> list[str]:
    out: list[str] = []
    for line in lines:
        if line.endswith((".", '"', ")")) or "\n" in line or ":" in line:
            out.append(line)
        else:
            out += [part.strip() for part in line.split(", ") if part.strip()]
    return out


def _names_of(card: Card, face: Face) -> tuple[str, ...]:
    """How the text may name its own object (CR 201.5): the face's name, the card's, and a
    legendary's short name ("Tok-Tok" for "Tok-Tok, Volcano Born")."""
    names = {face.name, card.name}
    for name in list(names):
        if ", " in name:
            names.add(name.split(", ")[0])
    return tuple(sorted(names, key=len, reverse=True))


_SELF_WORDS = re.compile(
    r"\b[Tt]his (?:creature|land|artifact|enchantment|permanent|spell|card|Aura|Equipment|"
    r"Vehicle|planeswalker|battle|Saga|Class|token)\b"
)
"""The words by which a text names its own object (CR 201.5: "this spell"), as the Oracle
compiler reads them (:mod:`mtgrules.cards.oracle.source`)."""


def _key(text: str, names: tuple[str, ...]) -> str:
    """The form two texts are compared in: without reminder text, with the object's own name
    (or "this spell", "this creature" …) as ``~``, "enters the battlefield" as the newer
    "enters", case and quotes folded, a leading ability word left out (CR 207.2c)."""
    text = without_ability_word(_REMINDER.sub("", text).translate(_QUOTES).strip())
    for name in names:
        text = text.replace(name.translate(_QUOTES), "~")
    text = _SELF_WORDS.sub("~", text)
    text = text.replace("enters the battlefield", "enters")
    text = _SELF_WORDS.sub("~", " ".join(text.casefold().split()))  # as the compiler reads it
    return text.rstrip(".")


def ability_gap(ability: Ability, face: FaceDefinition | None = None) -> str | None:
    """Why an ability of a definition isn't carried out in full, or None when it is."""
    keyword = ability.keyword
    if keyword is not None:
        core = core_keyword(keyword.english)
        bare = not (ability.effects or ability.instructions or ability.cost)
        if core is not None and keyword.english not in IMPLEMENTED_KEYWORDS and bare:
            return KEYWORD_NOTES.get(
                keyword.english,
                f"the keyword {keyword.english} (CR {keyword.rule}) has no rules in the game yet",
            )
        return None
    for instruction in ability.instructions:
        reason = instruction_gap(instruction)
        if reason is not None:
            return reason
    if ability.modes:  # CR 700.2: a modal spell does what its modes do
        return next((r for m in ability.modes if (r := ability_gap(m, face)) is not None), None)
    if ability.kind is AbilityKind.TRIGGERED:
        from mtgrules.model.chapters import becomes_level, chapter_numbers
        from mtgrules.model.triggers import trigger_of

        own = chapter_numbers(ability) or becomes_level(ability)  # CR 714.2, 716.2a
        if trigger_of(ability) is None and not own:
            return "its trigger condition isn't one the game recognises, so it never triggers"
        if not ability.instructions:
            return "nothing is defined for it to do"
    if ability.kind is AbilityKind.MANA and not ability.instructions:
        from mtgrules.model.production import mana_options

        if not mana_options(ability):
            return "the mana it adds isn't written in a way the game reads (CR 106.1)"
    if ability.kind in (AbilityKind.ACTIVATED, AbilityKind.SPELL) and not (
        ability.instructions or ability.effects
    ):
        return "nothing is defined for it to do"
    if ability.kind is AbilityKind.STATIC and not _static_does_something(ability, face):
        return "no effect is defined for it: its text is shown, nothing applies it"
    for effect in ability.effects:
        for op in effect.ops:
            if isinstance(op, ChangeRules) and (gap := rule_change_gap(op.rule)) is not None:
                return gap
    return None


def instruction_gap(instruction: Instruction) -> str | None:
    """Why an instruction isn't carried out as it resolves, or None when it is."""
    action = instruction.action  # every verb the reader accepts has its handler (model.verbs)
    if action == "if_kicked":
        for branch in ("then", "otherwise"):
            for step in instruction.param(branch, ()):
                reason = instruction_gap(step)
                if reason is not None:
                    return reason
    to_battlefield = instruction.param("to") == "battlefield"  # CR 110.2: the target card
    returns_itself = instruction.param("from") == "graveyard"  # CR 113.6k (game.resolve)
    if (
        action == "return"
        and not (to_battlefield and instruction.param("value") == "target")
        and instruction.param("to") != "hand"
        and not returns_itself
    ):
        return (
            f"returning a card to {instruction.param('to') or 'that zone'} is not carried out yet"
        )
    if action == "counter" and instruction.param("value") not in ("target", "that_spell"):
        return "only countering a target spell is carried out"
    for ability in instruction.abilities:
        reason = ability_gap(ability)
        if reason is not None:
            return f"the token's ability: {reason}"
    return None


def _static_does_something(ability: Ability, face: FaceDefinition | None) -> bool:
    if ability.effects or ability.instructions or ability.enters or ability.additional_cost:
        return True
    if ability.alternative_cost or ability.revealed_text or ability.if_kicked or ability.cda:
        return True
    text = ability.render("~")
    choices = {kind for kind, _ in face.as_enters} if face is not None else set()
    if "choose" in choices and text.startswith("As ~ enters"):
        return True
    if "copy" in choices and "as a copy of" in text:
        return True
    return face is not None and bool(face.alternative_costs) and "rather than pay" in text


# -- decks -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class DeckSupport:
    """The cards of a deck the engine doesn't fully play, each with its status."""

    cards: tuple[CardSupport, ...]

    @property
    def supported(self) -> bool:
        return not self.cards

    @property
    def names(self) -> list[str]:
        return [card.card for card in self.cards]


def deck_support(
    names: Iterable[str],
    database: CardDatabase,
    definitions: Mapping[str, CardDefinition] | None = None,
) -> DeckSupport:
    """The partial and unsupported cards among ``names`` (each once, in deck order), their
    definitions from ``definitions`` (a game's, with its custom cards) or else
    :func:`definition_for`."""
    seen: dict[str, CardSupport] = {}
    for name in names:
        if name in seen:
            continue
        card = database.card(name)
        if card.name in seen:
            continue
        definition = (
            definitions.get(card.name) if definitions is not None else definition_for(card.name)
        )
        seen[card.name] = support(card, definition)
    return DeckSupport(tuple(found for found in seen.values() if not found.supported))


class UnsupportedCards(ValueError):
    """A deck (or decks) with cards the engine doesn't fully play, refused before a game starts:
    each card with the text it leaves out. Pass ``allow_unsupported`` to play anyway."""

    def __init__(self, cards: Iterable[CardSupport], where: str = "the decks"):
        self.cards = tuple(cards)
        lines = "\n".join(f"  {card.describe()}" for card in self.cards)
        super().__init__(
            f"{where} have cards the engine doesn't fully play (allow them with "
            f"--allow-unsupported; the summary will name them):\n{lines}"
        )
