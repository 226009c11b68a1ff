"""Decklists as plain text: one line per card, ``4 Grizzly Bears``.

::

    # Red-green aggro
    4 Llanowar Elves
    4 《稲妻》          # Japanese names work, with or without 《》
    11 Forest

    Sideboard
    2 Naturalize

A line is a count and a card name (English or Japanese, as :meth:`CardDatabase.face` finds it;
``4x`` is read as ``4``). Blank lines and ``#`` comments are ignored. A line ``Sideboard`` ends the
main deck; the sideboard is kept but not used in a game. A ``Deck`` line before the first card
(as exported by some clients) is allowed. Every name is resolved to its card's English name, and
every mistake is a :class:`~mtgrules.sourcefile.SourceError` naming the file and line.

A deck may use the cards of variants (``read_decklist(path, variants=["bond"])``) and custom
cards: a deck file ``NAME.txt`` may have a card file ``NAME.cards.yaml`` beside it, a list of
custom cards (:mod:`mtgrules.cards.custom`, read with the variants' rules) that its lines may name.

A :class:`Decklist` iterates over the card names of its main deck, so it can be given to
:meth:`Game.from_decks <mtgrules.game.state.Game.from_decks>` as it is; it brings its variants
and custom cards to the game.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from mtgrules.cards.build import bundled_database
from mtgrules.cards.custom import CustomCard, merged, read_custom_card_file
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.errors import UnknownCard
from mtgrules.game.packs import custom_cards, ruleset, variants_with_card
from mtgrules.sourcefile import SourceError, read_source_text

__all__ = ["DeckEntry", "Decklist", "card_file_of", "read_decklist"]

CARD_FILE_SUFFIX = ".cards.yaml"
"""A deck's card file: ``NAME.cards.yaml`` beside ``NAME.txt``."""

MINIMUM_CONSTRUCTED_DECK = 60
"""CR 100.2a: a constructed deck has at least sixty cards."""
MAXIMUM_COPIES = 4
"""CR 100.2a: no more than four of any card other than basic lands."""
MINIMUM_PLAYED_DECK = 40
"""CR 100.2b: the smallest deck a game is played with (a limited deck's forty cards)."""
MAXIMUM_DECK = 500
"""The most cards a main deck (or a sideboard) may list; a larger count is refused at its line,
before any card is made."""

_LINE = re.compile(r"^(?P<count>\d+)\s*[xX]?\s+(?P<name>\S.*)$")
_SECTION = re.compile(r"^(?P<section>sideboard|deck|main ?deck)\s*:?$", re.IGNORECASE)


@dataclass(frozen=True)
class DeckEntry:
    """One line of a decklist: how many of which card (its English name), and where it was."""

    count: int
    name: str
    line: int = 0
    written: str = ""
    """The name as the line wrote it (Japanese, or with 《》)."""


@dataclass(frozen=True)
class Decklist:
    """A deck: its main deck and sideboard, in the order the lines listed them."""

    main: tuple[DeckEntry, ...]
    sideboard: tuple[DeckEntry, ...] = ()
    path: str = "<decklist>"
    variants: tuple[str, ...] = ()
    """The variants the deck was read with (their cards may be in it)."""
    custom_cards: tuple[CustomCard, ...] = ()
    """The custom cards its lines may name (its card file's)."""

    def __iter__(self) -> Iterator[str]:
        """The main deck's card names, one per card (``4 Forest`` gives four)."""
        for entry in self.main:
            for _ in range(entry.count):
                yield entry.name

    def __len__(self) -> int:
        """The number of cards in the main deck."""
        return sum(entry.count for entry in self.main)

    @property
    def cards(self) -> list[str]:
        """The main deck's card names, one per card: what :meth:`Game.from_decks` takes."""
        return list(self)

    def counts(self, *, sideboard: bool = False) -> dict[str, int]:
        """How many of each card (by English name) the main deck (or the sideboard) holds."""
        out: dict[str, int] = {}
        for entry in self.sideboard if sideboard else self.main:
            out[entry.name] = out.get(entry.name, 0) + entry.count
        return out

    def check_playable(self) -> None:
        """CR 100.2b: a deck to play a game with has at least :data:`MINIMUM_PLAYED_DECK`
        cards. Raises :class:`~mtgrules.sourcefile.SourceError` for a smaller one."""
        if len(self) < MINIMUM_PLAYED_DECK:
            raise SourceError(
                self.path,
                0,
                f"the main deck has {len(self)} card{'s' * (len(self) != 1)}; a deck to play "
                f"needs at least {MINIMUM_PLAYED_DECK} (CR 100.2b)",
            )

    def constructed_problems(self, database: CardDatabase | None = None) -> list[str]:
        """CR 100.2a: why this deck isn't legal for constructed play (at least sixty cards,
        no more than four of any card but basic lands, 205.4c); empty when it is."""
        database = database or bundled_database()
        problems = []
        if len(self) < MINIMUM_CONSTRUCTED_DECK:
            problems.append(
                f"the main deck has {len(self)} cards; a constructed deck needs at least "
                f"{MINIMUM_CONSTRUCTED_DECK} (CR 100.2a)"
            )
        together: dict[str, int] = {}
        for section in (self.counts(), self.counts(sideboard=True)):
            for name, count in section.items():
                together[name] = together.get(name, 0) + count
        for name, count in together.items():
            if count > MAXIMUM_COPIES and "Basic" not in database.card(name).front.supertypes:
                problems.append(
                    f"{count} copies of {name}; at most {MAXIMUM_COPIES} of a card that isn't "
                    "a basic land (CR 100.2a)"
                )
        return problems


def read_decklist(
    source: str | Path,
    *,
    path: str | None = None,
    database: CardDatabase | None = None,
    variants: Iterable[str] = (),
    cards: Sequence[CustomCard] | None = None,
) -> Decklist:
    """Read a decklist from a file (a :class:`~pathlib.Path`, or a string naming an existing
    file) or from its text. ``path`` names the text in error messages. Names are looked up in
    ``database`` (the bundled one by default), the cards of ``variants`` and the custom
    ``cards`` — by default, for a file, those of its card file (:func:`card_file_of`) if it
    has one. Raises :class:`~mtgrules.sourcefile.SourceError` (file and line) for an unknown
    card (with the closest names), a line that isn't ``COUNT NAME``, a count of zero, an empty
    main deck, or a mistake in the card file; :class:`~mtgrules.variants.UnknownVariant` for
    an unknown variant."""
    variants = tuple(variants)
    rules = ruleset(variants)
    path_of_cards = None
    if isinstance(source, Path) or _names_a_file(source):
        file = Path(source)
        text = read_source_text(file)
        path = path or str(file)
        card_file = card_file_of(file)
        if cards is None and card_file.is_file():
            cards = read_custom_card_file(str(card_file), rules)
            path_of_cards = str(card_file)
    else:
        text = str(source)
        path = path or "<decklist>"
    cards = tuple(cards or ())
    try:
        lookup = _lookup(database or bundled_database(), variants, cards)
    except ValueError as error:
        raise SourceError(path_of_cards or path, 0, str(error)) from error
    deck = _read(text, path, lookup)
    return Decklist(deck.main, deck.sideboard, path, variants, cards)


def card_file_of(deck: str | Path) -> Path:
    """The card file of a deck file: ``NAME.cards.yaml`` beside ``NAME.txt``."""
    deck = Path(deck)
    return deck.with_name(deck.stem + CARD_FILE_SUFFIX)


def _lookup(
    database: CardDatabase, variants: tuple[str, ...], cards: tuple[CustomCard, ...]
) -> CardDatabase:
    """The database names are looked up in: ``database`` with the variants' cards and the
    custom cards in front. Raises :class:`ValueError` for two different cards of one name."""
    extra = merged([*custom_cards(variants, ruleset(variants)), *cards])
    return database.with_cards(c.record for c in extra) if extra else database


def _names_a_file(source: str) -> bool:
    if "\n" in source:
        return False
    try:
        return Path(source).is_file()
    except OSError:  # not a possible file name
        return False


def _read(text: str, path: str, database: CardDatabase) -> Decklist:
    main: list[DeckEntry] = []
    sideboard: list[DeckEntry] = []
    section = main
    for number, raw in enumerate(text.lstrip("\ufeff").splitlines(), start=1):
        line = unicodedata.normalize("NFKC", raw).split("#", 1)[0].strip()
        if not line:
            continue
        header = _SECTION.match(line)
        if header is not None:
            if header.group("section").lower() == "sideboard":
                section = sideboard
            elif main or section is sideboard:
                raise SourceError(path, number, f"'{line}' can only come before the first card")
            continue
        match = _LINE.match(line)
        if match is None:
            raise SourceError(
                path,
                number,
                f"expected 'COUNT CARD NAME' (like '4 Grizzly Bears'): {raw.strip()!r}",
            )
        count = _count(match.group("count"), path, number)
        if sum(entry.count for entry in section) + count > MAXIMUM_DECK:
            what = "the sideboard" if section is sideboard else "the main deck"
            raise SourceError(
                path, number, f"{what} would have more than {MAXIMUM_DECK:,} cards with this line"
            )
        written = match.group("name").strip()
        try:
            card = database.card(written)
        except UnknownCard as error:
            raise SourceError(path, number, str(error) + _variant_hint(written)) from error
        section.append(DeckEntry(count, card.name, number, written))
    if not main:
        raise SourceError(path, 0, "the main deck has no cards")
    return Decklist(tuple(main), tuple(sideboard), path)


def _count(digits: str, path: str, number: int) -> int:
    """A line's count: from 1 to :data:`MAXIMUM_DECK` (read without making a number of a
    thousand digits)."""
    digits = digits.lstrip("0") or "0"
    if len(digits) > len(str(MAXIMUM_DECK)):
        shown = f"{int(digits):,}" if len(digits) <= 30 else "a larger number"
        raise SourceError(path, number, f"a count must be at most {MAXIMUM_DECK:,}, not {shown}")
    count = int(digits)
    if count < 1:
        raise SourceError(path, number, f"a count must be at least 1, not {count}")
    if count > MAXIMUM_DECK:
        raise SourceError(path, number, f"a count must be at most {MAXIMUM_DECK:,}, not {count:,}")
    return count


def _variant_hint(name: str) -> str:
    """For a card of a variant the deck wasn't read with: which variant, and how to use it."""
    found = variants_with_card(name)
    if not found:
        return ""
    which = " or ".join(f"'{v}'" for v in found)
    return (
        f" ({name} is a card of the variant {which}: read the deck with it, --variant {found[0]})"
    )


def check_deck_sizes(decks: dict[str, list[str]], minimum: int | None = None) -> None:
    """CR 100.2b: each deck to play a game with has at least ``minimum`` cards (by default
    :data:`MINIMUM_PLAYED_DECK`). Raises :class:`ValueError`, naming the player, for one that
    hasn't."""
    least = MINIMUM_PLAYED_DECK if minimum is None else minimum
    for player, names in decks.items():
        if len(names) < least:
            raise ValueError(
                f"player {player}'s deck has {len(names)} card{'s' * (len(names) != 1)}; a deck "
                f"to play needs at least {least} (CR 100.2b; minimum_deck_size= sets another)"
            )
