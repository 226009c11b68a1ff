"""The five colors of Magic (CR 105), with their English and Japanese names.

The names come from ``data/colors.tsv``; the letters are the ones the mana symbols use
(CR 202.2a). Rules text writes the color words in lower case ("a white creature"), card
characteristics capitalise them; :meth:`Color.from_word` accepts either.
"""

from __future__ import annotations

import csv
from collections.abc import Iterable
from enum import StrEnum
from importlib.resources import files
from typing import NamedTuple


class UnknownColor(ValueError):
    """A word that names none of the five colors (CR 105.1).

    "Colorless" and "multicolored" are not colors either (CR 105.4).
    """

    def __init__(self, word: str) -> None:
        super().__init__(
            f"unknown color {word!r}: expected a letter (W U B R G), "
            "an English name (white blue black red green) or a Japanese name (白 青 黒 赤 緑)"
        )
        self.word = word


class Color(StrEnum):
    """CR 105.1: there are five colors in the Magic game: white, blue, black, red, and green.

    Each member's value is its mana-symbol letter (CR 202.2a), so ``str(Color.BLUE) == "U"``.
    An object's colors are a ``frozenset[Color]``; the empty set is colorless (CR 105.2c).
    Members are declared in WUBRG order, the order of CR 105.1; note that ``sorted()`` on
    members sorts their letters alphabetically, so use :func:`in_wubrg_order` instead.
    """

    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"

    @property
    def letter(self) -> str:
        """The letter of this color's mana symbol (CR 202.2a): W, U, B, R or G."""
        return self.value

    @property
    def english(self) -> str:
        """The English name, capitalised: "White"."""
        return _NAMES[self].english

    @property
    def japanese(self) -> str:
        """The Japanese name: "白"."""
        return _NAMES[self].japanese

    @classmethod
    def from_word(cls, text: str) -> Color:
        """The color named by a letter or an English word (any case) or a Japanese word.

        Raises :class:`UnknownColor` for anything else, including "colorless" (CR 105.4).
        """
        color = _BY_WORD.get(text.strip().casefold())
        if color is None:
            raise UnknownColor(text)
        return color


class _Names(NamedTuple):
    english: str
    japanese: str


def _load_names() -> dict[Color, _Names]:
    table = files("mtgrules.vocab") / "data" / "colors.tsv"
    rows = csv.DictReader(table.read_text(encoding="utf-8").splitlines(), delimiter="\t")
    names = {Color(row["letter"]): _Names(row["english"], row["japanese"]) for row in rows}
    if set(names) != set(Color):
        raise RuntimeError(f"colors.tsv must list exactly W U B R G, not {sorted(names)}")
    return names


_NAMES = _load_names()

_BY_WORD: dict[str, Color] = {
    word.casefold(): color
    for color, names in _NAMES.items()
    for word in (color.letter, names.english, names.japanese)
}

COLOR_PAIRS: tuple[tuple[Color, Color], ...] = (
    (Color.WHITE, Color.BLUE),
    (Color.WHITE, Color.BLACK),
    (Color.BLUE, Color.BLACK),
    (Color.BLUE, Color.RED),
    (Color.BLACK, Color.RED),
    (Color.BLACK, Color.GREEN),
    (Color.RED, Color.GREEN),
    (Color.RED, Color.WHITE),
    (Color.GREEN, Color.WHITE),
    (Color.GREEN, Color.BLUE),
)
"""CR 105.5: the ten color pairs, in the order and orientation the rules list them.

The hybrid symbols of CR 107.4 follow the same list: {W/U}, {W/B}, {U/B}, … {G/U}.
"""


def in_wubrg_order(colors: Iterable[Color]) -> tuple[Color, ...]:
    """The given colors without repeats, in the order of CR 105.1: white, blue, black, red, green."""
    present = set(colors)
    return tuple(color for color in Color if color in present)


def colors_from_letters(letters: str) -> frozenset[Color]:
    """The colors named by mana-symbol letters (CR 202.2a): ``"WU"`` is white and blue.

    Letters may be in either case; an empty string is colorless (CR 105.2c).
    Raises :class:`UnknownColor` naming the first letter that is not a color.
    """
    return frozenset(Color.from_word(letter) for letter in letters)
