"""What the engine says, in Japanese: an object's abilities as its Japanese printing words them,
the layer trace's phrases (CR 613), explain's labels, the labels of actions and the game's log.
Every Japanese word comes from a data table, one per kind of words — ``present/data/trace_ja.tsv``
(the trace's phrases), ``labels.tsv`` (explain's labels), ``actions.tsv`` and
``action_parts.tsv`` (the actions' labels), ``log_events.tsv`` and ``log_ja.tsv`` (the log, read
by :mod:`mtgrules.present.log`), the vocabulary's type and colour words and the card data's
Japanese names and text — and what no table words is left in English, as it is, never guessed."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import TYPE_CHECKING, Any

from mtgrules.vocab.colors import Color
from mtgrules.vocab.types import CORE

if TYPE_CHECKING:
    from mtgrules.cards.database import Face
    from mtgrules.game.state import Game
    from mtgrules.model.abilities import Ability

_DATA = resources.files("mtgrules.present") / "data"


def table_rows(name: str) -> Iterable[list[str]]:
    """The rows of the data table ``present/data/NAME`` (tab-separated; ``#`` starts a
    comment line)."""
    for line in (_DATA / name).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            yield line.split("\t")


@cache
def labels() -> dict[str, tuple[str, str]]:
    """Each label's English and Japanese words, by key."""
    return {key: (english, japanese) for key, english, japanese in table_rows("labels.tsv")}


def label(key: str, lang: str) -> str:
    """The label ``key`` in ``lang`` (``en`` or ``ja``)."""
    english, japanese = labels()[key]
    return japanese if lang == "ja" else english


@cache
def action_labels() -> dict[str, tuple[str, str]]:
    """Each kind of action's label in English and Japanese (``present/data/actions.tsv``)."""
    return {key: (english, japanese) for key, english, japanese in table_rows("actions.tsv")}


@cache
def _action_parts() -> dict[str, tuple[str, str]]:
    return {key: (english, japanese) for key, english, japanese in table_rows("action_parts.tsv")}


ACTION_PARTS = (
    "targets", "x", "face", "cost", "reveal", "kicks", "sacrifice", "discard", "divide", "modes",
    "alternative", "exile", "paid_with",
)  # fmt: skip
"""The fields of a cast or an activation that add to its label, in the order they are added
(CR 601.2b-h): each has its row ``part.FIELD`` in ``present/data/action_parts.tsv``."""


def part(key: str, lang: str) -> str:
    """A word of the actions' labels (``present/data/action_parts.tsv``) in ``lang``."""
    english, japanese = _action_parts()[key]
    return japanese if lang == "ja" else english


def object_name_ja(game: Game, object_id: str) -> str | None:
    """The object's name now in Japanese (each name of a split card's halves, CR 709.4), a name
    the card data has no Japanese for in English; None for an object with no name (face down,
    CR 708.2)."""
    chars = game.characteristics(object_id)
    if not chars.names:
        return None
    return " // ".join(card_name_ja(game, name) or name for name in chars.names)


def card_name_ja(game: Game, name: str) -> str | None:
    """The Japanese name of the card (or face) called ``name`` in the game's cards, if the
    card data has one."""
    try:
        _, face = game.database.face(name)
    except LookupError:
        return None
    return face.name_ja or None


@dataclass(frozen=True)
class _Phrase:
    pattern: re.Pattern[str]
    template: str


@cache
def _phrases() -> tuple[_Phrase, ...]:
    return tuple(_Phrase(re.compile(p), t) for p, t in table_rows("trace_ja.tsv"))


@cache
def _type_words() -> dict[str, str]:
    """Every type word of the core vocabulary (CR 205), English to Japanese."""
    words: dict[str, str] = {}
    for terms in (CORE.supertypes, CORE.card_types, CORE.subtypes):
        for term in terms:
            if term.japanese:
                words.setdefault(term.english, term.japanese)
    return words


def _types(text: str) -> str | None:
    """Type words (``Legendary Land — Mountain``, ``Swamp``) in Japanese; None if a word isn't
    one the vocabulary knows. A whole type line reads as the vocabulary writes it (CR 205)."""
    from mtgrules.vocab.typeline import TypeLine, TypeLineError

    try:
        return TypeLine.parse_english(text).japanese()
    except TypeLineError:
        pass
    words = _type_words()
    main, _, subtypes = text.partition(" — ")
    out = []
    for part in (main, subtypes):
        found = [words.get(word) for word in part.split()]
        if None in found:
            return None
        out.append("・".join(w for w in found if w))
    return out[0] + (f" ─ {out[1]}" if out[1] else "")


def _colors(text: str) -> str | None:
    if text == "colorless":
        return label("colorless", "ja")
    names = {c.english.lower(): c.japanese for c in Color}
    found = [names.get(word) for word in re.split(r", | and ", text)]
    return None if None in found else "・".join(w for w in found if w)


def trace_phrase(text: str, abilities: Callable[[str], str | None] | None = None) -> str | None:
    """``text``, a phrase of the layer trace, in Japanese by the phrase table; None when no row
    of it reads the phrase (or a word in it has no Japanese). ``abilities`` words an ability's
    text (the effect's own or a granted one)."""
    for phrase in _phrases():
        match = phrase.pattern.fullmatch(text)
        if match is None:
            continue
        slots = {}
        for name, value in match.groupdict().items():
            slot = _slot(name, value, abilities)
            if slot is None:
                return None
            slots[name] = slot
        return phrase.template.format(**slots)
    return None


def _slot(name: str, value: str, abilities: Callable[[str], str | None] | None) -> str | None:
    if name == "types":
        return _types(value)
    if name == "colors":
        return _colors(value)
    if name == "abilities":
        if abilities is None:
            return None
        found = [abilities(part) for part in value.split(", ")]
        return None if None in found else "、".join(f"「{f}」" for f in found)
    if name in ("text", "rest"):
        return trace_phrase(value, abilities)
    if name == "dependents":
        return dependents(value.split(", "))
    return value  # names, n, player: ids and numbers, as they are


def _normal(text: str) -> str:
    """Text compared without reminder text, case, spaces or its final stop."""
    text = re.sub(r"\s*\([^)]*\)", "", unicodedata.normalize("NFKC", text))
    return re.sub(r"\s+", " ", text).strip().rstrip(".").casefold()


def printed_line(face: Face, english: str) -> str | None:
    """The Japanese printing's line for the Oracle line that reads ``english`` (its card name
    as printed), when the Japanese text has as many lines as the Oracle text (the lines then
    answer one to one); else None."""
    if not face.oracle_text or not face.text_ja:
        return None
    oracle = face.oracle_text.split("\n")
    japanese = face.text_ja.replace("\\n", "\n").split("\n")
    if len(oracle) != len(japanese):
        return None
    wanted = _normal(english)
    for line, ja in zip(oracle, japanese, strict=True):
        if _normal(line) == wanted:
            return ja.strip()
    return None


def ability_text(ability: Ability, name: str | None, faces: Iterable[Face]) -> str | None:
    """``ability`` as a Japanese card words it: a keyword by the keyword table, else the line
    of the Japanese printing of one of ``faces`` (the object's own, then its effects' sources')
    that answers its Oracle line; None when neither does."""
    rendered = ability.render(name)
    keyword = ability.render_japanese(name)
    if keyword != rendered:
        return keyword
    return text_line(rendered, faces)


def text_line(english: str, faces: Iterable[Face]) -> str | None:
    """The Japanese printed line of any of ``faces`` whose Oracle line reads ``english``."""
    for face in faces:
        found = printed_line(face, english)
        if found is not None:
            return found
    return None


def trace_entry(entry: dict[str, Any], words: Callable[[str], str | None]) -> dict[str, str]:
    """The Japanese of one trace entry's phrases (``effect``, ``order``, ``before``, ``after``,
    each dependency's reason), each in English where no table words it."""

    def ja(text: str) -> str:
        if not text:
            return text
        return words(text) or trace_phrase(text, words) or _values(text, words) or text

    out = {key: ja(entry[key]) for key in ("effect", "order", "before", "after")}
    out["depends_on"] = dependents(entry.get("depends_on", ())) or ""
    return out


def dependents(found: Iterable[str]) -> str | None:
    """Effects named with why they depend (``urborg (existence)``), in Japanese; None when a
    reason has no Japanese."""
    out = []
    for dependency in found:
        source, _, why = dependency.partition(" (")
        if not why:
            out.append(source)
            continue
        reason = trace_phrase(why.removesuffix(")"))
        if reason is None:
            return None
        out.append(f"{source}（{reason}）")
    return "、".join(out)


def _values(text: str, words: Callable[[str], str | None]) -> str | None:
    """A layer's values (a type line, colours, abilities joined by ``|``) in Japanese."""
    if " | " in text or words(text):
        parts = [words(part) or trace_phrase(part) for part in text.split(" | ")]
        return None if None in parts else " | ".join(p for p in parts if p)
    return _types(text) or _colors(text)
