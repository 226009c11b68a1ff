"""The bundled card database: every card's Oracle characteristics, found by English or Japanese name.

CR 108.1: a card's wording is its Oracle text, not what is printed; the database holds that
reference, one :class:`Card` per card with one :class:`Face` per card face. CR 201.2: a card's
name is always its English name, whatever language it is printed in; Japanese names, type lines
and rules text are carried only to find cards and to show them to Japanese readers.

The data lives inside the package and is read from nowhere else:

- ``data/cards.json.gz`` — the English characteristics, rebuilt by ``scripts/build_card_db.py``
  (see :func:`encode_bundle` for the format);
- ``data/ja/*.txt`` — Japanese names, type lines and rules text, one line per face, merged in
  when the database is loaded (see :func:`parse_translations`), so adding a line adds a
  translation without a rebuild.

Looking a name up (:meth:`CardDatabase.card`, :meth:`CardDatabase.face`) accepts a card's whole
name ("Fire // Ice"), the name of any of its faces ("Ice", "Tok-Tok, Volcano Born", the back face
of a double-faced card, an adventure, a melded card) or the Japanese name of either ("稲妻",
"《血染めの月》"), ignoring case, character width, curly versus straight quotes, ``《》`` and
surrounding whitespace. Some face names are also other cards' names (the spell "Lightning Bolt" is
both a card and the prepared half of "Emeritus of Conflict // Lightning Bolt"); such a name always
means the card of that name: a card's own name wins over a face name, and if only faces of several
cards share a name, the card that sorts first (by case-folded name) wins.
"""

from __future__ import annotations

import functools
import gzip
import json
import re
import unicodedata
from bisect import bisect_left
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from importlib.resources import files
from importlib.resources.abc import Traversable
from typing import Any

from rapidfuzz import fuzz, process
from rapidfuzz.utils import default_process

from mtgrules.cards.errors import CardDataError, UnknownCard
from mtgrules.vocab.typeline import TypeLine, TypeLineError
from mtgrules.vocab.types import CORE, Vocabulary

__all__ = [
    "BUNDLE_FORMAT",
    "CARD_FIELDS",
    "FACE_FIELDS",
    "Card",
    "CardDatabase",
    "Face",
    "Translation",
    "encode_bundle",
    "normalize_name",
    "parse_translations",
    "read_translations",
]

BUNDLE_FORMAT = "mtgrules-cards/1"
"""The format tag written into the bundle; loading refuses any other."""

CARD_FIELDS = ("name", "name_ja", "layout", "meld_result", "src", "faces")
"""The order of a card's values in a bundle row."""

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
)
"""The order of a face's values in a bundle row (``colors`` is written as one string, "WU")."""

_DATA = files("mtgrules.cards").joinpath("data")


@dataclass(frozen=True, slots=True)
class Face:
    """One card face's printed characteristics (CR 109.3), as the Oracle reference gives them.

    Most cards have one face. Split, flip, adventure and double-faced cards have two, each with
    its own characteristics (CR 709.1, 710.1, 715.1, 712.8); a melded permanent is its own card
    in the database (CR 712.4). ``supertypes``, ``types`` and ``subtypes`` hold the English words
    in printed order; ``colors`` holds W, U, B, R, G in that order. ``type_line_ja`` is the
    Japanese type line exactly as printed (it may start with a color indicator such as ``〔緑〕``)
    and ``text_ja`` the Japanese rules text, one ability per line.
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


def read_translations(directory: Traversable) -> list[Translation]:
    """Read every ``*.txt`` file in a directory of Japanese data, in file-name order."""
    translations: list[Translation] = []
    entries = sorted(
        (entry for entry in directory.iterdir() if entry.name.endswith(".txt")),
        key=lambda entry: entry.name,
    )
    for entry in entries:
        translations += parse_translations(entry.read_text(encoding="utf-8"), str(entry))
    return translations


def encode_bundle(records: Iterable[Mapping[str, Any]]) -> bytes:
    """The bundle bytes for card records shaped like ``cards.jsonl`` lines.

    Compact JSON, gzip-compressed with no timestamp, cards sorted by case-folded name, so the
    same records always give the same bytes. The JSON object is ``{"format": BUNDLE_FORMAT,
    "card_fields": CARD_FIELDS, "face_fields": FACE_FIELDS, "cards": [...]}`` where each card and
    face is a list of values in field order; ``colors`` is one string ("WU").
    """
    rows = [_card_row(record) for record in _sorted_records(records)]
    document = {
        "format": BUNDLE_FORMAT,
        "card_fields": list(CARD_FIELDS),
        "face_fields": list(FACE_FIELDS),
        "cards": rows,
    }
    text = json.dumps(document, ensure_ascii=False, separators=(",", ":"))
    return gzip.compress(text.encode("utf-8"), compresslevel=9, mtime=0)


class CardDatabase:
    """All the cards the engine knows, looked up by English or Japanese name.

    Make one with :meth:`bundled`, :meth:`from_bundle` or :meth:`from_records`. Cards are built
    from the loaded data the first time they are asked for, so loading stays quick.

    >>> db = CardDatabase.bundled()
    >>> db.card("稲妻").front.oracle_text
    'Lightning Bolt deals 3 damage to any target.'
    >>> db.face("Ice")[0].name
    'Fire // Ice'
    """

    def __init__(self, rows: list[list[Any]], translations: Iterable[Translation] = ()):
        """Take over bundle rows (sorted by case-folded name) and merge Japanese data into them.

        The rows are the ``cards`` of a bundle (see :func:`encode_bundle`); they are changed in
        place. Prefer the class methods.
        """
        _merge_translations(rows, translations)
        self._rows = rows
        self._cards: list[Card | None] = [None] * len(rows)
        self._words: dict[tuple[str, ...], tuple[str, ...]] = {}
        self._index: dict[str, tuple[int, int]] | None = None
        self._display: dict[str, str] = {}
        self._keys: list[str] = []

    # Construction -------------------------------------------------------------------------

    @classmethod
    def bundled(cls) -> CardDatabase:
        """The database shipped inside the package, loaded on first use and then shared."""
        return _bundled()

    @classmethod
    def from_bundle(
        cls, bundle: Traversable, translations: Iterable[Translation] = ()
    ) -> CardDatabase:
        """Load a bundle written by :func:`encode_bundle` and merge Japanese data into it."""
        document = json.loads(gzip.decompress(bundle.read_bytes()))
        if (
            document.get("format") != BUNDLE_FORMAT
            or tuple(document.get("card_fields", ())) != CARD_FIELDS
            or tuple(document.get("face_fields", ())) != FACE_FIELDS
        ):
            raise ValueError(f"{bundle}: not a {BUNDLE_FORMAT} card bundle")
        return cls(document["cards"], translations)

    @classmethod
    def from_records(
        cls, records: Iterable[Mapping[str, Any]], translations: Iterable[Translation] = ()
    ) -> CardDatabase:
        """A database of the given records, shaped like ``cards.jsonl`` lines (for tests).

        Keys other than ``name`` may be left out. A record without ``faces`` is a one-face card
        whose face characteristics are the record's own keys.
        """
        rows = [_card_row(record) for record in _sorted_records(records)]
        names = [row[0] for row in rows]
        if len(set(names)) != len(names):
            raise ValueError("two records have the same card name")
        return cls(rows, translations)

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

    # Lookup -------------------------------------------------------------------------------

    def card(self, name: str) -> Card:
        """The card with this name or with a face of this name, in English or Japanese.

        Raises :class:`UnknownCard`, with the closest known names, when there is none.
        """
        return self.face(name)[0]

    def face(self, name: str) -> tuple[Card, Face]:
        """The card and the face this name names; a card's whole name gives its front face.

        Raises :class:`UnknownCard`, with the closest known names, when there is none.
        """
        found = self._name_index().get(normalize_name(name))
        if found is None:
            raise UnknownCard(name, self.suggestions(name))
        card = self._card(found[0])
        return card, card.faces[found[1]]

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
        choices = self._fuzzy_keys
        best: dict[int, float] = {}
        for scorer in (fuzz.ratio, fuzz.token_sort_ratio):
            for _match, score, position in process.extract(
                query, choices, scorer=scorer, processor=None, limit=limit, score_cutoff=50
            ):
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
            similar = process.extract(
                default_process(key),
                self._fuzzy_keys,
                scorer=fuzz.WRatio,
                processor=None,
                limit=limit * 3,
                score_cutoff=60,
            )
            for _match, _score, position in similar:
                found.setdefault(index[self._keys[position]][0])
        return [self._card(position) for position in list(found)[:limit]]

    @functools.cached_property
    def _sorted_keys(self) -> list[str]:
        return sorted(self._name_index())

    @functools.cached_property
    def _fuzzy_keys(self) -> list[str]:
        self._name_index()
        return [default_process(key) for key in self._keys]

    def _name_index(self) -> dict[str, tuple[int, int]]:
        """Every way to name a card, built on first use; whole names go in first, so they win.

        Maps a :func:`normalize_name` key to (card position, face position). Face names shared
        by several cards go to the first of them in database order.
        """
        if self._index is not None:
            return self._index
        index: dict[str, tuple[int, int]] = {}
        display: dict[str, str] = {}
        for position, row in enumerate(self._rows):
            for name in (row[0], row[1]):
                if name and (key := normalize_name(name)) not in index:
                    index[key] = (position, 0)
                    display[key] = name
        for position, row in enumerate(self._rows):
            for face, face_row in enumerate(row[5]):
                for name in (face_row[0], face_row[1]):
                    if name and (key := normalize_name(name)) not in index:
                        index[key] = (position, face)
                        display[key] = name
        self._display = display
        self._keys = list(index)
        self._index = index
        return index

    def _card(self, position: int) -> Card:
        card = self._cards[position]
        if card is None:
            card = self._cards[position] = _card_from_row(self._rows[position], self._words)
        return card


class _WithCards(CardDatabase):
    """A database of extra cards (custom cards, a variant's) in front of another one: a name is
    looked up among the extra cards first."""

    def __init__(self, base: CardDatabase, rows: list[list[Any]]) -> None:
        super().__init__(rows)
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


@functools.cache
def _bundled() -> CardDatabase:
    translations = read_translations(_DATA.joinpath("ja"))
    return CardDatabase.from_bundle(_DATA.joinpath("cards.json.gz"), translations)


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
    """A face's row; a custom card's record may bring its Japanese type line and text too (the
    bundle's come from the translation files)."""
    japanese = [face.get("type_line_ja"), face.get("text_ja")]
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
        *(japanese if any(japanese) else []),
    ]


def _merge_translations(rows: list[list[Any]], translations: Iterable[Translation]) -> None:
    """Add each face's Japanese type line and rules text to its row, and the Japanese names.

    A translation applies to every face with its English name (the spell "Lightning Bolt" and
    the prepared "Lightning Bolt" half of another card share one); its Japanese name replaces
    the bundle's. A one-face card's Japanese name is its face's; a card with more faces gets
    the faces' names joined by " // " when all of them are known. Raises
    :class:`CardDataError` at the translation's line for a name that is no face's, or for a
    face translated twice.
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
        for face_row in face_rows:
            line = by_name.get(face_row[0])
            if line is None:
                face_row[12:] = [*face_row[12:14], None, None][:2]  # a custom card's own
            else:
                used.add(line.name)
                face_row[1] = line.name_ja or face_row[1]
                face_row[12:] = [line.type_line_ja, line.text_ja]
        names_ja = [face_row[1] for face_row in face_rows if face_row[1]]
        if len(face_rows) == 1:
            row[1] = face_rows[0][1] or row[1]
        elif row[1] is None and len(names_ja) == len(face_rows):
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
    (loyalty, defense, colors, oracle_text, type_line_ja, text_ja) = row[8:]
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
    )


def _shared(
    values: Iterable[str], words: dict[tuple[str, ...], tuple[str, ...]]
) -> tuple[str, ...]:
    value = tuple(values)
    return words.setdefault(value, value)
