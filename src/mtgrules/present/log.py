"""The game's log in Japanese: each entry's kind from ``present/data/log_events.tsv`` and its
sentence from the patterns of ``present/data/log_ja.tsv``, the objects in it named by their
Japanese names (the card data's). An entry no pattern reads, or one naming something that is
neither an object, a card nor a player, stays in English as it is: never half translated."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from mtgrules.present import japanese
from mtgrules.present.japanese import card_name_ja, label, object_name_ja, part

if TYPE_CHECKING:
    from mtgrules.game.state import Event, Game


_REMINDER = re.compile(r"\s*（[^）]*）")
"""Reminder text in a Japanese printed line (CR 207.2): the log leaves it out."""


_LEFT_THE_STACK = re.compile(r"ability-\d+")
"""The id of an ability once on the stack (CR 113.7a), named as it is once it left."""
_GONE_TOKEN = re.compile(r"[a-z0-9-]+-token(?:-\d+)?")
"""The id of a token, named as it is once it ceased to exist (CR 704.5d)."""
_GONE_COPY = re.compile(r"(?P<original>[a-z0-9-]+)-copy(?:-\d+)?")
"""The id of a copy of a spell (its original's id, then ``-copy``), once it ceased to exist
(CR 704.5e, 707.10): named as a copy of its original."""


@dataclass(frozen=True)
class _Sentence:
    pattern: re.Pattern[str]
    template: str


@dataclass(frozen=True)
class EventKind:
    """A kind of log entry: its Japanese name, and whether its detail is a sentence
    (``phrase``) or what went on the stack (``item``, CR 405.1)."""

    japanese: str
    detail: str


@cache
def event_kinds() -> dict[str, EventKind]:
    """The kinds of log entry the table knows, by the log's English name."""
    rows = japanese.table_rows("log_events.tsv")
    return {event: EventKind(name, detail) for event, name, detail in rows}


LOG_SENTENCES = "log_ja.tsv"
"""The table of the log's sentences."""


@cache
def _sentences(table: str) -> tuple[_Sentence, ...]:
    rows = japanese.table_rows(table)
    return tuple(_Sentence(re.compile(pattern), template) for pattern, template in rows)


def entry_ja(game: Game, entry: Event) -> dict[str, str]:
    """One log entry's event and detail in Japanese (each in English where the tables don't
    word it). A structured entry (one with a kind, CR 117, 119, 120, 601-603, 704) is worded
    from its data by ``log_kinds_ja.tsv`` first where its data says all its detail does, else
    after its detail's own sentence; a note (an entry said in words only) by its sentence."""
    kind = event_kinds().get(entry.event)
    event = kind.japanese if kind is not None else entry.event
    rows = kind_words().get(entry.kind, ())
    if rows and rows[0].first == "data":
        detail = structured_ja(game, entry) or _detail(game, entry, kind)
    else:
        detail = _detail(game, entry, kind) or (structured_ja(game, entry) if rows else None)
    return {"event": event, "detail": detail or entry.detail}


def _detail(game: Game, entry: Event, kind: EventKind | None) -> str | None:
    """The entry's detail in Japanese by the sentence tables (what went on the stack by the
    stack's words, CR 405.1); None when they don't word it."""
    if kind is not None and kind.detail == "item":
        return _item(game, entry.detail)
    return sentence(game, entry.detail)


@dataclass(frozen=True)
class KindWords:
    """How a kind of structured log entry reads in Japanese from its data: for entries citing
    ``rule`` (``*``: any), which words come ``first`` (``data`` or ``detail``), and the
    ``template`` over the entry's fields."""

    rule: str
    first: str
    template: str


LOG_KINDS = "log_kinds_ja.tsv"
"""The table of the structured entries' Japanese, by kind."""

_FIELDS = ("player", "source", "targets", "amount")
"""The fields of a structured entry a template may name."""


@cache
def kind_words() -> dict[str, tuple[KindWords, ...]]:
    """Each kind's rows of :data:`LOG_KINDS`, in the table's order."""
    out: dict[str, list[KindWords]] = {}
    for kind, rule, first, template in japanese.table_rows(LOG_KINDS):
        out.setdefault(kind, []).append(KindWords(rule, first, template))
    return {kind: tuple(rows) for kind, rows in out.items()}


def structured_ja(game: Game, entry: Event) -> str | None:
    """A structured entry worded from its data (its player, source, targets and amount) by
    the first row of its kind whose rule is the entry's (or any) and whose every slot the
    entry fills with something named; None when none does (a note, say)."""
    for row in kind_words().get(entry.kind, ()):
        if row.rule not in ("*", entry.rule):
            continue
        wanted = {name for name in _FIELDS if "{" + name + "}" in row.template}
        slots = {name: _field(game, entry, name) for name in wanted}
        if None not in slots.values():
            return row.template.format(**slots)
    return None


def _field(game: Game, entry: Event, name: str) -> str | None:
    """One field of a structured entry in Japanese: a player as they are, objects by their
    Japanese names, an amount as it is; None when the entry has none or it names nothing."""
    if name == "amount":
        return None if entry.amount is None else str(entry.amount)
    if name == "targets":
        found = [_object(game, one) for one in entry.targets]
        if not found or None in found:
            return None
        return part("list", "ja").join(f for f in found if f)
    if name == "player":
        return entry.player if entry.player in game.players else None
    return None if entry.source is None else _object(game, entry.source)


def log_ja(game: Game) -> list[dict[str, str]]:
    """:func:`entry_ja` of every entry of the game's log, in order."""
    return [entry_ja(game, entry) for entry in game.events]


def sentence(game: Game, text: str, table: str = LOG_SENTENCES) -> str | None:
    """``text``, a sentence of the log (or of another table of sentences in the same form,
    ``present/data/TABLE``), in Japanese by the first pattern that matches it and whose every
    part is worded; None when none does."""
    for row in _sentences(table):
        match = row.pattern.fullmatch(text)
        if match is None:
            continue
        slots = {name: _slot(game, name, value, table) for name, value in match.groupdict().items()}
        if None not in slots.values():
            return row.template.format(**slots)
    return None


def _slot(game: Game, name: str, value: str, table: str = LOG_SENTENCES) -> str | None:
    kind = name.rstrip("0123456789")
    if kind == "obj":
        return _object(game, value)
    if kind == "objs":
        found = [_object(game, one) for one in value.split(", ")]
        return None if None in found else part("list", "ja").join(f for f in found if f)
    if kind == "item":
        return _item(game, value)
    if kind == "shares":
        found = [_share(game, one) for one in value.split(", ")]
        return None if None in found else part("list", "ja").join(f for f in found if f)
    if kind == "rest":
        return sentence(game, value, table)
    if kind == "player":
        return value if value in game.players else None
    return value  # n, mana: as they are


def _object(game: Game, value: str) -> str | None:
    """An object id or a card name as the object's (or card's) Japanese name, a player as they
    are; None for anything else."""
    if value in game.objects:
        return object_name_ja(game, value) or part("face_down", "ja")
    if value in game.players:
        return value
    on_stack = next((item for item in game.stack if item.id == value), None)
    if on_stack is not None:  # an ability on the stack (a spell is an object)
        return stack_item_ja(game, on_stack.description)
    if _LEFT_THE_STACK.fullmatch(value) or _GONE_TOKEN.fullmatch(value):
        return value
    copy = _GONE_COPY.fullmatch(value)
    if copy is not None and copy["original"] in game.objects:
        original = object_name_ja(game, copy["original"]) or part("face_down", "ja")
        return part("copy_gone", "ja").format(name=original)
    return card_name_ja(game, value) or (value if _is_card(game, value) else None)


def _share(game: Game, text: str) -> str | None:
    """One share of a creature's combat damage, "2 to bears", in Japanese (CR 510.1c)."""
    amount, to, recipient = text.partition(" to ")
    named = _object(game, recipient) if to and amount.isdigit() else None
    return None if named is None else part("assigned", "ja").format(recipient=named, amount=amount)


def _is_card(game: Game, name: str) -> bool:
    try:
        game.database.face(name)
    except LookupError:
        return False
    return True


def _item(game: Game, text: str) -> str | None:
    """What is on the stack (its description, CR 405.1) in Japanese: a spell by its card's
    Japanese name; an ability as its source's Japanese name and the line of the source's
    Japanese printing that answers its text (the English text where none does); else a
    sentence of the table (a spell kicked, with modes chosen …)."""
    if _is_card(game, text):
        return card_name_ja(game, text) or text
    source, colon, ability = text.partition(": ")
    if colon and source and ability:
        faces = _faces(game, source)
        words = japanese.text_line(ability, faces) or japanese.trace_phrase(ability)
        words = _REMINDER.sub("", words) if words else ability
        name = card_name_ja(game, source) or source
        return label("log_ability", "ja").format(source=name, text=words)
    return sentence(game, text)


def stack_item_ja(game: Game, description: str) -> str:
    """What is on the stack (its description) in Japanese, in English where the tables and
    the card data don't word it (CR 405.1)."""
    return _item(game, description) or description


def _faces(game: Game, name: str) -> list[Any]:
    """The faces of the card called ``name``, for its Japanese printing's lines."""
    try:
        card, _ = game.database.face(name)
    except LookupError:
        return []
    return list(card.faces)
