"""The card database: every card's Oracle characteristics, found by English or Japanese name.

CR 108.1: a card's wording is its Oracle text, not what is printed; the database holds that
reference, one :class:`Card` per card with one :class:`Face` per card face. CR 201.2: a card's
name is always its English name, whatever language it is printed in; Japanese names, type lines
and rules text are carried only to find cards and to show them to Japanese readers.

The package carries no card data. :func:`mtgrules.cards.build.bundled_database` is the database in use: the cache
that :mod:`mtgrules.cards.build` builds from the sources :mod:`mtgrules.cards.sources` finds (a
path in ``MTGRULES_CARD_DATA``, an imported file, or the shared ``cards.jsonl`` with its Japanese
data), or, with none of them, the embedded default: the cards the project defines by hand, from the
printed characteristics their definition files carry. :attr:`CardDatabase.origin` says which.

Looking a name up (:meth:`CardDatabase.card`, :meth:`CardDatabase.face`) accepts a card's whole
name ("Fire // Ice"), the name of any of its faces ("Ice", "Tok-Tok, Volcano Born", the back face
of a double-faced card, an adventure, a melded card) or the Japanese name of either ("稲妻",
"《血染めの月》"), ignoring case, character width, curly versus straight quotes, ``《》`` and
surrounding whitespace. Some face names are also other cards' names (the spell "Lightning Bolt" is
both a card and the prepared half of "Emeritus of Conflict // Lightning Bolt"); such a name always
means the card of that name: a card's own name wins over a face name, and if only faces of several
cards share a name, the card that sorts first (by case-folded name) wins. A Japanese name is never
guessed: when two cards share one (復活 is both Recover and Resurrection), or a name seen on other
printings (``name_ja_alternatives``) is another card's too, the lookup raises
:class:`AmbiguousName` with the cards it could mean; a card's own Japanese name still wins over a
face's, and a face's over a name seen on other printings.
"""

from __future__ import annotations

import functools
import marshal
import re
import unicodedata
from bisect import bisect_left
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz, process
from rapidfuzz.utils import default_process

from mtgrules.cards.errors import CardDataError, UnknownCard
from mtgrules.vocab.typeline import TypeLine, TypeLineError
from mtgrules.vocab.types import CORE, Vocabulary

__all__ = [
    "CARD_FIELDS",
    "FACE_FIELDS",
    "AmbiguousName",
    "Card",
    "CardDatabase",
    "DataOrigin",
    "Face",
    "Translation",
    "normalize_name",
    "parse_translations",
    "read_translations",
    "record_of",
]

CARD_FIELDS = ("name", "name_ja", "layout", "meld_result", "src", "faces")
"""The order of a card's values in a row (the database keeps and caches rows, not objects)."""

FACE_FIELDS = (
    "name",
    "name_ja",
    "mana_cost",
    "supertypes",
    "types",
    "subtypes",
    "power",
    "toughness",
    "loyalty",
    "defense",
    "colors",
    "oracle_text",
    "type_line_ja",
    "text_ja",
    "name_ja_alternatives",
)
"""The order of a face's values in a row (``colors`` is kept as one string, "WU")."""


@dataclass(frozen=True, slots=True)
class Face:
    """One card face's printed characteristics (CR 109.3), as the Oracle reference gives them.

    Most cards have one face. Split, flip, adventure and double-faced cards have two, each with
    its own characteristics (CR 709.1, 710.1, 715.1, 712.8); a melded permanent is its own card
    in the database (CR 712.4). ``supertypes``, ``types`` and ``subtypes`` hold the English words
    in printed order; ``colors`` holds W, U, B, R, G in that order. ``type_line_ja`` is the
    Japanese type line exactly as printed (it may start with a color indicator such as ``〔緑〕``)
    and ``text_ja`` the Japanese rules text, one ability per line. Japanese text is the printed
    text of a Japanese printing, not Oracle text.
    """

    name: str
    name_ja: str | None = None
    mana_cost: str | None = None
    supertypes: tuple[str, ...] = ()
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    defense: str | None = None
    colors: tuple[str, ...] = ()
    oracle_text: str | None = None
    type_line_ja: str | None = None
    text_ja: str | None = None
    name_ja_alternatives: tuple[str, ...] = ()
    """Other Japanese names printed on other printings of this face (not looked up as its
    own: see :class:`AmbiguousName`)."""

    @property
    def type_line(self) -> str:
        """The English type line: supertypes, card types, then " — " and subtypes (CR 205.1).

        >>> Face("Tok-Tok", supertypes=("Legendary",), types=("Creature",),
        ...      subtypes=("Goblin", "Shaman")).type_line
        'Legendary Creature — Goblin Shaman'
        """
        line = " ".join(self.supertypes + self.types)
        if self.subtypes:
            line = f"{line} — {' '.join(self.subtypes)}" if line else " ".join(self.subtypes)
        return line

    def parsed_type_line(self, vocabulary: Vocabulary = CORE) -> TypeLine:
        """The type line as a :class:`TypeLine` value (CR 205), read with ``vocabulary``."""
        return TypeLine.parse_english(self.type_line, vocabulary)

    def parsed_type_line_or_none(self, vocabulary: Vocabulary = CORE) -> TypeLine | None:
        """The type line as a :class:`TypeLine`, or None when it uses words the vocabulary
        doesn't have (Un-set jokes, types newer than the rules)."""
        try:
            return self.parsed_type_line(vocabulary)
        except TypeLineError:
            return None

    def parsed_type_line_ja(self, vocabulary: Vocabulary = CORE) -> TypeLine | None:
        """The printed Japanese type line as a :class:`TypeLine`, when it is known."""
        if self.type_line_ja is None:
            return None
        return TypeLine.parse_japanese(self.type_line_ja, vocabulary)


@dataclass(frozen=True, slots=True)
class Card:
    """One card of the Oracle reference (CR 108.1) with its faces, front face first.

    ``name`` is the card's English name (CR 201.2); for cards with two faces it is both face
    names joined by " // ", as in "Fire // Ice". ``layout`` says how the faces share the card
    (normal, split, flip, transform, modal_dfc, meld, adventure, ...). On the front card of a
    meld pair, ``meld_result`` names the melded card (CR 712.5). ``src`` says which source filled
    the card. ``name_ja`` is the Japanese name if known: the face's for a one-face card, and the
    faces' Japanese names joined by " // " when every face has one.
    """

    name: str
    name_ja: str | None
    layout: str
    faces: tuple[Face, ...]
    meld_result: str | None = None
    src: str = ""

    @property
    def front(self) -> Face:
        """The front face: a double-faced card's characteristics outside the battlefield and
        stack (CR 712.8a), a flip card's unflipped characteristics (CR 710.2), an adventurer
        card's normal ones (CR 715.4). For a split card it is the left half, whose
        characteristics combine with the right half's outside the stack (CR 709.4).
        """
        return self.faces[0]

    @property
    def face_names(self) -> tuple[str, ...]:
        """The English names of the card's faces, front first."""
        return tuple(face.name for face in self.faces)

    def face(self, name: str) -> Face:
        """The face with this English or Japanese name (matched as :func:`normalize_name` does).

        Raises :class:`UnknownCard` when the card has no such face.
        """
        key = normalize_name(name)
        for face in self.faces:
            if key in {normalize_name(written) for written in (face.name, face.name_ja) if written}:
                return face
        raise UnknownCard(name, self.face_names, card=self.name)


@dataclass(frozen=True, slots=True)
class Translation:
    """One line of Japanese data: the Japanese name, type line and rules text of a face.

    ``name`` is the face's English name; ``path`` and ``line`` say where the line was read.
    """

    name: str
    name_ja: str | None
    type_line_ja: str | None
    text_ja: str | None
    path: str = "<string>"
    line: int = 0


_QUOTES = str.maketrans(
    {
        "\u2018": "'",
        "\u2019": "'",
        "\u201a": "'",
        "\u201b": "'",
        "\u2032": "'",
        "\u201c": '"',
        "\u201d": '"',
        "\u201e": '"',
        "\u201f": '"',
        "\u2033": '"',
        "《": "",
        "》": "",
    }
)
_HALVES = re.compile(r"\s*//\s*")
_JAPANESE_SCRIPT = re.compile("[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff\uff66-\uff9f]")
"""Kana and kanji (and half-width katakana): a name written in Japanese."""


def normalize_name(name: str) -> str:
    """The key a name is looked up by: the same for every way of writing the same name.

    NFKC folds full-width and half-width forms, casefold ignores case, curly quotes become
    straight ones, Japanese name brackets ``《》`` are dropped, whitespace is trimmed and
    collapsed, and the " // " between two face names is spaced one way.

    >>> normalize_name(" 《ＬＩＧＨＴＮＩＮＧ　ＢＯＬＴ》 ")
    'lightning bolt'
    >>> normalize_name("Fang, Fearless l’Cie") == normalize_name("fang, fearless l'cie")
    True
    """
    if not name.isascii():
        name = unicodedata.normalize("NFKC", name).translate(_QUOTES)
    key = " ".join(name.casefold().split())
    if "//" in key:
        key = _HALVES.sub(" // ", key)
    return key


def parse_translations(text: str, path: str = "<string>") -> list[Translation]:
    """Read Japanese data lines: ``English name|日本語名|日本語タイプ行|日本語ルール文``.

    One line per face. The type line is kept as printed; the rules text has a literal ``\\n``
    between abilities, which becomes a real newline. Trailing fields may be left off, empty
    fields mean "unknown", and a Japanese name equal to the English name (as for cards that were
    never printed in Japanese) means the Japanese name is not known. Blank lines are skipped.
    """
    translations = []
    for number, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        if not raw.strip():
            continue
        fields = [field.strip() for field in raw.split("|", 3)]
        if len(fields) < 2 or not fields[0]:
            raise CardDataError(
                path, number, f"expected 'English|日本語名|タイプ行|ルール文': {raw!r}"
            )
        fields += [""] * (4 - len(fields))
        name, name_ja, type_line_ja, text_ja = fields
        abilities = "\n".join(ability.strip() for ability in text_ja.split("\\n")).strip()
        translations.append(
            Translation(
                name=name,
                name_ja=name_ja if name_ja and name_ja != name else None,
                type_line_ja=type_line_ja or None,
                text_ja=abilities or None,
                path=path,
                line=number,
            )
        )
    return translations


def read_translations(directory: Path | Any) -> list[Translation]:
    """Read every ``*.txt`` file in a directory of Japanese data, in file-name order."""
    translations: list[Translation] = []
    entries = sorted(
        (entry for entry in directory.iterdir() if entry.name.endswith(".txt")),
        key=lambda entry: entry.name,
    )
    for entry in entries:
        translations += parse_translations(entry.read_text(encoding="utf-8"), str(entry))
    return translations


@dataclass(frozen=True)
class DataOrigin:
    """Where a database's cards came from: ``kind`` is ``embedded`` (the hand-defined cards),
    ``shared`` (the shared data directory), ``env`` (``MTGRULES_CARD_DATA``), ``imported``
    (``mtgrules db import``) or ``records`` (built in code); ``path`` the source it was read
    from; ``cache`` the built cache it was loaded from, if any."""

    kind: str
    path: str = ""
    cache: str = ""
    format: str = ""

    def describe(self) -> str:
        """One line for people: which data is in use, and from where."""
        if self.kind == "embedded":
            return "the embedded default (the cards the project defines, from their files)"
        where = {"shared": "the shared data", "env": "MTGRULES_CARD_DATA", "imported": "an import"}
        return f"{where.get(self.kind, self.kind)}: {self.path}" + (
            f" ({self.format})" if self.format else ""
        )


class AmbiguousName(UnknownCard):
    """A Japanese name that more than one card has (or had, on other printings): the lookup
    names the cards instead of guessing. ``cards`` are their English names."""

    def __init__(self, name: str, cards: tuple[str, ...]):
        self.name = name
        self.suggestions = cards
        self.card = None
        self.cards = cards
        LookupError.__init__(
            self,
            f"{name!r} is the Japanese name of more than one card: {', '.join(cards)}; "
            "use the English name",
        )


class CardDatabase:
    """All the cards the engine knows, looked up by English or Japanese name.

    Make one with :meth:`bundled` (the database in use) or :meth:`from_records`. Cards are built
    from their rows the first time they are asked for, so loading stays quick.

    >>> db = bundled_database()
    >>> db.card("Blood Moon").front.oracle_text
    'Nonbasic lands are Mountains.'
    """

    def __init__(
        self,
        rows: Sequence[Any],
        translations: Iterable[Translation] = (),
        *,
        origin: DataOrigin | None = None,
        index: tuple[dict[str, tuple[int, int]], dict[str, str], dict[str, tuple[str, ...]]]
        | None = None,
    ):
        """Take over rows (sorted by case-folded name; lists, or bytes as the cache keeps them)
        and merge Japanese data into them. ``index`` is a name index built before (by
        :meth:`name_index`) for the same rows. Prefer the class methods."""
        rows = list(rows)
        translations = list(translations)
        if translations:
            rows = [_decoded(row) for row in rows]
            _merge_translations(rows, translations)
        self._rows = rows
        self._cards: list[Card | None] = [None] * len(rows)
        self._words: dict[tuple[str, ...], tuple[str, ...]] = {}
        self._index: dict[str, tuple[int, int]] | None = None
        self._display: dict[str, str] = {}
        self._ambiguous: dict[str, tuple[str, ...]] = {}
        self._keys: list[str] = []
        self.origin = origin or DataOrigin("records")
        if index is not None:
            self._index, self._display, self._ambiguous = index
            self._keys = list(self._index)

    # Construction -------------------------------------------------------------------------

    @classmethod
    def from_records(
        cls,
        records: Iterable[Mapping[str, Any]],
        translations: Iterable[Translation] = (),
        *,
        origin: DataOrigin | None = None,
    ) -> CardDatabase:
        """A database of the given records, shaped like ``cards.jsonl`` lines.

        Keys other than ``name`` may be left out. A record without ``faces`` is a one-face card
        whose face characteristics are the record's own keys.
        """
        rows = [_card_row(record) for record in _sorted_records(records)]
        names = [row[0] for row in rows]
        if len(set(names)) != len(names):
            raise ValueError("two records have the same card name")
        return cls(rows, translations, origin=origin)

    # The collection -----------------------------------------------------------------------

    def __len__(self) -> int:
        return len(self._rows)

    def __iter__(self) -> Iterator[Card]:
        """The cards in order of case-folded name."""
        return (self._card(position) for position in range(len(self._rows)))

    def __contains__(self, name: object) -> bool:
        return isinstance(name, str) and normalize_name(name) in self._name_index()

    def __getitem__(self, name: str) -> Card:
        return self.card(name)

    def __repr__(self) -> str:
        return f"<CardDatabase of {len(self._rows)} cards>"

    def rows(self) -> list[list[Any]]:
        """Every card's row (see :data:`CARD_FIELDS`, :data:`FACE_FIELDS`), as the cache keeps
        them."""
        return [_decoded(row) for row in self._rows]

    def name_index(
        self,
    ) -> tuple[dict[str, tuple[int, int]], dict[str, str], dict[str, tuple[str, ...]]]:
        """The name index (key → card and face position), the names as written, and the
        ambiguous Japanese names: what a cache keeps so a load needn't build them again."""
        return self._name_index(), self._display, self._ambiguous

    # Lookup -------------------------------------------------------------------------------

    def card(self, name: str) -> Card:
        """The card with this name or with a face of this name, in English or Japanese.

        Raises :class:`UnknownCard`, with the closest known names, when there is none, and
        :class:`AmbiguousName` for a Japanese name of more than one card.
        """
        return self.face(name)[0]

    def face(self, name: str) -> tuple[Card, Face]:
        """The card and the face this name names; a card's whole name gives its front face.

        Raises :class:`UnknownCard`, with the closest known names, when there is none, and
        :class:`AmbiguousName` for a Japanese name of more than one card.
        """
        key = normalize_name(name)
        found = self._name_index().get(key)
        if found is None:
            if key in self._ambiguous:
                raise AmbiguousName(name, self._ambiguous[key])
            raise UnknownCard(name, self.suggestions(name))
        card = self._card(found[0])
        return card, card.faces[found[1]]

    def ambiguous(self, name: str) -> tuple[str, ...]:
        """The cards a Japanese name could mean when it is ambiguous; empty otherwise."""
        self._name_index()
        return self._ambiguous.get(normalize_name(name), ())

    def with_cards(self, records: Iterable[Mapping[str, Any]]) -> CardDatabase:
        """This database with more cards in front of it (records shaped like ``cards.jsonl``
        lines): custom cards, or a variant pack's. A name is looked up among them first."""
        rows = [_card_row(record) for record in _sorted_records(records)]
        return _WithCards(self, rows)

    def suggestions(self, name: str, limit: int = 5) -> tuple[str, ...]:
        """The known card and face names closest to ``name`` (English or Japanese), best first.

        Names are compared without punctuation, both as written and with their words sorted
        (so "bolt lightning" finds Lightning Bolt). Each suggestion is a name as it is written
        on the card, and can be looked up as it is.
        """
        query = default_process(normalize_name(name))
        if not query or limit <= 0:
            return ()
        choices, positions = self._fuzzy_part(query)
        best: dict[int, float] = {}
        for scorer in (fuzz.ratio, fuzz.token_sort_ratio):
            for _match, score, found in process.extract(
                query, choices, scorer=scorer, processor=None, limit=limit, score_cutoff=50
            ):
                position = positions[found]
                best[position] = max(score, best.get(position, 0.0))
        ranked = sorted(best, key=lambda position: (-best[position], position))[:limit]
        return tuple(self._display[self._keys[position]] for position in ranked)

    def search(self, query: str, limit: int = 20) -> list[Card]:
        """Cards for a partly typed name, English or Japanese, at most ``limit`` of them.

        First the cards with a card or face name that starts with ``query`` (shortest name
        first), then cards whose names resemble it (closest first).
        """
        key = normalize_name(query)
        if not key or limit <= 0:
            return []
        index = self._name_index()
        keys = self._sorted_keys
        prefixed = []
        position = bisect_left(keys, key)
        while position < len(keys) and keys[position].startswith(key):
            prefixed.append(keys[position])
            position += 1
        prefixed.sort(key=lambda name: (len(name), name))
        found = dict.fromkeys(index[name][0] for name in prefixed)
        if len(found) < limit:
            query_key = default_process(key)
            choices, positions = self._fuzzy_part(query_key)
            similar = process.extract(
                query_key,
                choices,
                scorer=fuzz.WRatio,
                processor=None,
                limit=limit * 3,
                score_cutoff=60,
            )
            for _match, _score, at in similar:
                found.setdefault(index[self._keys[positions[at]]][0])
        return [self._card(position) for position in list(found)[:limit]]

    @functools.cached_property
    def _sorted_keys(self) -> list[str]:
        return sorted(self._name_index())

    def _fuzzy_part(self, query: str) -> tuple[list[str], list[int]]:
        """The names a fuzzy query is compared with, and their positions among all keys: the
        Japanese ones for a query in Japanese script, the others otherwise (a misspelt name
        is never closer to a name in the other script)."""
        parts = self._fuzzy_parts
        return parts[bool(_JAPANESE_SCRIPT.search(query))]

    @functools.cached_property
    def _fuzzy_parts(self) -> dict[bool, tuple[list[str], list[int]]]:
        parts: dict[bool, tuple[list[str], list[int]]] = {False: ([], []), True: ([], [])}
        for position, key in enumerate(self._fuzzy_keys):
            keys, positions = parts[bool(_JAPANESE_SCRIPT.search(key))]
            keys.append(key)
            positions.append(position)
        return parts

    @functools.cached_property
    def _fuzzy_keys(self) -> list[str]:
        self._name_index()
        return [default_process(key) for key in self._keys]

    def _name_index(self) -> dict[str, tuple[int, int]]:
        """Every way to name a card, built on first use, in tiers: English card names, Japanese
        card names, English face names, Japanese face names, then Japanese names seen on other
        printings. A key taken by a tier stays with it. In English, the first card in database
        order takes a face name shared by several; a Japanese key that two cards claim in the
        same tier is ambiguous (:class:`AmbiguousName`) and indexes neither.

        Maps a :func:`normalize_name` key to (card position, face position).
        """
        if self._index is not None:
            return self._index
        index: dict[str, tuple[int, int]] = {}
        display: dict[str, str] = {}
        ambiguous: dict[str, tuple[str, ...]] = {}
        rows = [_decoded(row) for row in self._rows]

        def english(entries: Iterator[tuple[str | None, int, int]]) -> None:
            for name, position, face in entries:
                if name and (key := normalize_name(name)) not in index:
                    index[key] = (position, face)
                    display[key] = name

        def japanese(entries: Iterator[tuple[str | None, int, int]]) -> None:
            claims: dict[str, dict[int, tuple[int, str]]] = {}
            for name, position, face in entries:
                if name and (key := normalize_name(name)) not in index:
                    claims.setdefault(key, {}).setdefault(position, (face, name))
            for key, by_card in claims.items():
                if key in ambiguous:
                    continue
                if len(by_card) > 1:
                    ambiguous[key] = tuple(rows[position][0] for position in by_card)
                    continue
                ((position, (face, name)),) = by_card.items()
                index[key] = (position, face)
                display[key] = name

        english((row[0], position, 0) for position, row in enumerate(rows))
        japanese((row[1], position, 0) for position, row in enumerate(rows))
        english(
            (face_row[0], position, face)
            for position, row in enumerate(rows)
            for face, face_row in enumerate(row[5])
        )
        japanese(
            (face_row[1], position, face)
            for position, row in enumerate(rows)
            for face, face_row in enumerate(row[5])
        )
        japanese(
            (alternative, position, face)
            for position, row in enumerate(rows)
            for face, face_row in enumerate(row[5])
            for alternative in face_row[14] or ()
        )
        self._display = display
        self._ambiguous = ambiguous
        self._keys = list(index)
        self._index = index
        return index

    def _card(self, position: int) -> Card:
        card = self._cards[position]
        if card is None:
            row = _decoded(self._rows[position])
            card = self._cards[position] = _card_from_row(row, self._words)
        return card


class _WithCards(CardDatabase):
    """A database of extra cards (custom cards, a variant's) in front of another one: a name is
    looked up among the extra cards first."""

    def __init__(self, base: CardDatabase, rows: list[list[Any]]) -> None:
        super().__init__(rows, origin=base.origin)
        self.base = base

    def __len__(self) -> int:
        return super().__len__() + len(self.base)

    def __iter__(self) -> Iterator[Card]:
        yield from super().__iter__()
        yield from self.base

    def __contains__(self, name: object) -> bool:
        return super().__contains__(name) or name in self.base

    def face(self, name: str) -> tuple[Card, Face]:
        if super().__contains__(name):
            return super().face(name)
        try:
            return self.base.face(name)
        except AmbiguousName:
            raise
        except UnknownCard:
            raise UnknownCard(name, self.suggestions(name)) from None

    def suggestions(self, name: str, limit: int = 5) -> tuple[str, ...]:
        mine = super().suggestions(name, limit)
        return (mine + tuple(n for n in self.base.suggestions(name, limit) if n not in mine))[
            :limit
        ]

    def search(self, query: str, limit: int = 20) -> list[Card]:
        mine = super().search(query, limit)
        return (mine + self.base.search(query, limit))[:limit]

    def __repr__(self) -> str:
        return f"<CardDatabase of {super().__len__()} extra cards over {self.base!r}>"


def _decoded(row: Any) -> list[Any]:
    """A row as a list; the cache keeps each row marshalled until it is needed."""
    if isinstance(row, bytes):
        decoded: list[Any] = marshal.loads(row)
        return decoded
    return row  # type: ignore[no-any-return]


def _sorted_records(records: Iterable[Mapping[str, Any]]) -> list[Mapping[str, Any]]:
    return sorted(records, key=lambda record: (record["name"].casefold(), record["name"]))


def _card_row(record: Mapping[str, Any]) -> list[Any]:
    faces = record.get("faces") or [record]
    return [
        record["name"],
        record.get("name_ja"),
        record.get("layout", "normal"),
        record.get("meld_result"),
        record.get("src", ""),
        [_face_row(face) for face in faces],
    ]


def _face_row(face: Mapping[str, Any]) -> list[Any]:
    """A face's row from a record's face; a custom card's may bring its Japanese type line and
    text too (the shared data's come from its Japanese files)."""
    return [
        face["name"],
        face.get("name_ja"),
        face.get("mana_cost"),
        list(face.get("supertypes", ())),
        list(face.get("types", ())),
        list(face.get("subtypes", ())),
        face.get("power"),
        face.get("toughness"),
        face.get("loyalty"),
        face.get("defense"),
        "".join(face.get("colors", ())),
        face.get("oracle_text"),
        face.get("type_line_ja"),
        face.get("text_ja"),
        list(face.get("name_ja_alternatives", ())),
    ]


def record_of(card: Card) -> dict[str, Any]:
    """A card as a record shaped like a ``cards.jsonl`` line (with its Japanese data)."""
    record: dict[str, Any] = {"name": card.name, "name_ja": card.name_ja, "layout": card.layout}
    record["faces"] = [
        {
            "name": face.name,
            "name_ja": face.name_ja,
            "mana_cost": face.mana_cost,
            "supertypes": list(face.supertypes),
            "types": list(face.types),
            "subtypes": list(face.subtypes),
            "power": face.power,
            "toughness": face.toughness,
            "loyalty": face.loyalty,
            "defense": face.defense,
            "colors": list(face.colors),
            "oracle_text": face.oracle_text,
            **({"type_line_ja": face.type_line_ja} if face.type_line_ja else {}),
            **({"text_ja": face.text_ja} if face.text_ja else {}),
            **(
                {"name_ja_alternatives": list(face.name_ja_alternatives)}
                if face.name_ja_alternatives
                else {}
            ),
        }
        for face in card.faces
    ]
    if card.meld_result:
        record["meld_result"] = card.meld_result
    record["src"] = card.src
    return record


def _merge_translations(rows: list[list[Any]], translations: Iterable[Translation]) -> None:
    """Add each face's Japanese name, type line and rules text to its row, over what the row
    had (these lines take precedence); the Japanese name the row had before, if different,
    is kept among the names seen on other printings.

    A translation applies to every face with its English name (the spell "Lightning Bolt" and
    the prepared "Lightning Bolt" half of another card share one). A one-face card's Japanese
    name is its face's; a card with more faces gets the faces' names joined by " // " when all
    of them are known. Raises :class:`CardDataError` at the translation's line for a name that
    is no face's, or for a face translated twice.
    """
    by_name: dict[str, Translation] = {}
    for translation in translations:
        first = by_name.setdefault(translation.name, translation)
        if first is not translation:
            raise CardDataError(
                translation.path,
                translation.line,
                f"{translation.name!r} is already translated at {first.path}:{first.line}",
            )
    used: set[str] = set()
    for row in rows:
        face_rows = row[5]
        changed = False
        for face_row in face_rows:
            line = by_name.get(face_row[0])
            if line is None:
                continue
            used.add(line.name)
            changed = True
            before = face_row[1]
            face_row[1] = line.name_ja or before
            if before and before != face_row[1] and before not in face_row[14]:
                face_row[14] = [*face_row[14], before]
            face_row[12] = line.type_line_ja or face_row[12]
            face_row[13] = line.text_ja or face_row[13]
        if not changed:
            continue
        names_ja = [face_row[1] for face_row in face_rows if face_row[1]]
        if len(face_rows) == 1:
            row[1] = face_rows[0][1] or row[1]
        elif len(names_ja) == len(face_rows):
            row[1] = " // ".join(names_ja)
    for translation in by_name.values():
        if translation.name not in used:
            raise CardDataError(
                translation.path, translation.line, f"no card face is named {translation.name!r}"
            )


def _card_from_row(row: Sequence[Any], words: dict[tuple[str, ...], tuple[str, ...]]) -> Card:
    name, name_ja, layout, meld_result, src, face_rows = row
    faces = tuple(_face_from_row(face_row, words) for face_row in face_rows)
    return Card(name, name_ja, layout, faces, meld_result, src)


def _face_from_row(row: Sequence[Any], words: dict[tuple[str, ...], tuple[str, ...]]) -> Face:
    """One face from its merged row; ``words`` shares equal word tuples between faces."""
    (name, name_ja, mana_cost, supertypes, types, subtypes, power, toughness) = row[:8]
    (loyalty, defense, colors, oracle_text, type_line_ja, text_ja, alternatives) = row[8:15]
    return Face(
        name,
        name_ja,
        mana_cost,
        _shared(supertypes, words),
        _shared(types, words),
        _shared(subtypes, words),
        power,
        toughness,
        loyalty,
        defense,
        _shared(colors, words),
        oracle_text,
        type_line_ja,
        text_ja,
        tuple(alternatives) if alternatives else (),
    )


def _shared(
    values: Iterable[str], words: dict[tuple[str, ...], tuple[str, ...]]
) -> tuple[str, ...]:
    value = tuple(values)
    return words.setdefault(value, value)
