"""Mana symbols (CR 107.4) and mana costs (CR 202).

A :class:`ManaCost` is a tuple of :class:`ManaSymbol` values, read from and printed to the
usual text form::

    >>> cost = ManaCost.parse("{1}{G}{G}{G/W/P}{W}")
    >>> cost.mana_value(), cost.colors == {Color.GREEN, Color.WHITE}, str(cost)
    (5, True, '{1}{G}{G}{G/W/P}{W}')

Which symbols exist is decided by a :class:`SymbolTable`, not by the parser. The standard
symbols of CR 107.4 are :data:`CORE_SYMBOLS`; a variant pack adds its own symbols by
subclassing :class:`ManaSymbol` and passing an extended table (``CORE_SYMBOLS.extend(...)``)
to :meth:`ManaCost.parse`.

An object with no mana cost (CR 202.1b: lands, most tokens) is not the same as one whose cost
is {0} or empty. Code that holds an object's mana cost types it ``ManaCost | None`` and uses
``None`` for "no mana cost": such a cost is unpayable (CR 118.6), has mana value 0
(CR 202.3a) and gives the object no color (CR 202.2b).
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from types import MappingProxyType
from typing import ClassVar

from mtgrules.vocab.colors import COLOR_PAIRS, Color

SNOW = "snow"
"""The source property of mana produced by a snow source (CR 106.3, 107.4h)."""


@dataclass(frozen=True)
class ManaUnit:
    """One mana (CR 106.1b): one of the five colors, or colorless when ``color`` is None.

    ``source_properties`` describes the source that produced it (CR 106.3), for symbols that
    care where mana came from: :data:`SNOW` for {S} (CR 107.4h), or a variant's own marks.
    """

    color: Color | None = None
    source_properties: frozenset[str] = frozenset()

    @property
    def is_colorless(self) -> bool:
        """CR 106.1b: colorless is a type of mana but not a color."""
        return self.color is None


class ManaCostError(ValueError):
    """Mana-cost text that is malformed or uses a symbol the symbol table doesn't know.

    ``text`` is the whole cost text and ``position`` the 0-based index of the offending
    character; ``symbol`` is the symbol text when one was read (e.g. ``"{Q}"``).
    """

    def __init__(self, message: str, text: str, position: int, symbol: str | None = None) -> None:
        super().__init__(f"{message} at position {position} in {text!r}")
        self.text = text
        self.position = position
        self.symbol = symbol


@dataclass(frozen=True, repr=False)
class ManaSymbol(ABC):
    """CR 107.4: one symbol in a cost, such as {W}, {2}, {X}, {W/U} or {G/W/P}.

    Subclasses are frozen dataclasses that say how the symbol reads, how much it adds to mana
    value, what colors it gives, and which mana can pay it. The class attributes are hooks a
    variant symbol overrides.
    """

    is_generic: ClassVar[bool] = False
    """CR 107.4b: numerical and variable symbols are generic mana."""

    is_snow: ClassVar[bool] = False
    """CR 107.4h: {S} is paid with mana from a snow source."""

    affected_by_generic_reductions: ClassVar[bool] = False
    """CR 601.2f, 107.4h: whether "costs {1} less" effects may reduce this symbol."""

    life: ClassVar[int] = 0
    """CR 107.4f: the life that may be paid instead of mana (2 for Phyrexian symbols)."""

    @property
    @abstractmethod
    def text(self) -> str:
        """The canonical text, e.g. ``"{W/U}"``."""

    @property
    def spellings(self) -> tuple[str, ...]:
        """Other texts that mean this symbol, e.g. ``"{U/W}"`` for {W/U}; none by default."""
        return ()

    @abstractmethod
    def mana_value(self, x: int = 0) -> int:
        """CR 202.3: how much this symbol adds to mana value; ``x`` is the value of X."""

    @property
    def colors(self) -> frozenset[Color]:
        """CR 202.2: the colors this symbol gives an object; colorless by default."""
        return frozenset()

    @property
    def alternatives(self) -> tuple[ManaSymbol, ...]:
        """CR 107.4e-f: the symbols one of which may be paid for this one.

        A hybrid symbol has its halves; a Phyrexian symbol the colored symbols of its colors
        (besides paying :attr:`life`); every other symbol is its own only way.
        """
        return (self,)

    @abstractmethod
    def can_be_paid_by(self, mana: ManaUnit) -> bool:
        """Whether ``mana`` may be spent toward paying this symbol.

        How many mana the symbol takes is its :meth:`mana_value` (or, for a hybrid symbol,
        that of the alternative chosen).
        """

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.text}>"


@dataclass(frozen=True, repr=False)
class ColoredSymbol(ManaSymbol):
    """CR 107.4a: {W}, {U}, {B}, {R} or {G}, paid only with one mana of that color."""

    color: Color

    @property
    def text(self) -> str:
        return f"{{{self.color.letter}}}"

    def mana_value(self, x: int = 0) -> int:
        return 1

    @property
    def colors(self) -> frozenset[Color]:
        return frozenset({self.color})

    def can_be_paid_by(self, mana: ManaUnit) -> bool:
        return mana.color is self.color


@dataclass(frozen=True, repr=False)
class ColorlessSymbol(ManaSymbol):
    """CR 107.4c: {C}, paid only with one colorless mana."""

    @property
    def text(self) -> str:
        return "{C}"

    def mana_value(self, x: int = 0) -> int:
        return 1

    def can_be_paid_by(self, mana: ManaUnit) -> bool:
        return mana.is_colorless


@dataclass(frozen=True, repr=False)
class GenericSymbol(ManaSymbol):
    """CR 107.4b: a numerical symbol {0}, {1}, {2}, … — that much mana of any type.

    {0} is a cost payable with no resources (CR 107.4d, 118.5).
    """

    amount: int
    is_generic: ClassVar[bool] = True
    affected_by_generic_reductions: ClassVar[bool] = True

    def __post_init__(self) -> None:
        if self.amount < 0:
            raise ValueError(f"a numerical mana symbol can't be negative: {self.amount}")

    @property
    def text(self) -> str:
        return f"{{{self.amount}}}"

    def mana_value(self, x: int = 0) -> int:
        return self.amount

    def can_be_paid_by(self, mana: ManaUnit) -> bool:
        return True


@dataclass(frozen=True, repr=False)
class VariableSymbol(ManaSymbol):
    """CR 107.3, 107.4b: {X} (or {Y}, {Z}, CR 107.3p) — generic mana whose amount is chosen.

    Its mana value is the chosen ``x`` on the stack and 0 elsewhere (CR 107.3g, 202.3e);
    every variable symbol takes the same ``x``.
    """

    letter: str
    is_generic: ClassVar[bool] = True
    affected_by_generic_reductions: ClassVar[bool] = True

    @property
    def text(self) -> str:
        return f"{{{self.letter}}}"

    def mana_value(self, x: int = 0) -> int:
        if x < 0:
            raise ValueError(f"X can't be negative (CR 107.1b): {x}")
        return x

    def can_be_paid_by(self, mana: ManaUnit) -> bool:
        return True


@dataclass(frozen=True, repr=False)
class HybridSymbol(ManaSymbol):
    """CR 107.4e: a symbol paid in one of two ways, one per half.

    Covers the two-color hybrid symbols ({W/U}: white or blue mana), the monocolored hybrid
    symbols ({2/B}: one black mana or two mana of any type) and {C/W}. It is a colored symbol
    of all its component colors, and adds its largest component to mana value (CR 202.3f).
    """

    components: tuple[ManaSymbol, ManaSymbol]

    @property
    def text(self) -> str:
        return _joined(component.text for component in self.components)

    @property
    def spellings(self) -> tuple[str, ...]:
        return (_joined(component.text for component in reversed(self.components)),)

    def mana_value(self, x: int = 0) -> int:
        return max(component.mana_value(x) for component in self.components)

    @property
    def colors(self) -> frozenset[Color]:
        return frozenset().union(*(component.colors for component in self.components))

    @property
    def alternatives(self) -> tuple[ManaSymbol, ...]:
        return self.components

    def can_be_paid_by(self, mana: ManaUnit) -> bool:
        return any(component.can_be_paid_by(mana) for component in self.components)


@dataclass(frozen=True, repr=False)
class PhyrexianSymbol(ManaSymbol):
    """CR 107.4f: {W/P} (one mana of its color or 2 life) or hybrid {W/U/P} (either color or 2 life).

    It is each of its component colors (CR 202.2d) and adds 1 to mana value (CR 202.3g).
    """

    components: tuple[Color, ...]
    life: ClassVar[int] = 2

    @property
    def text(self) -> str:
        return _joined([*(color.letter for color in self.components), "P"])

    @property
    def spellings(self) -> tuple[str, ...]:
        if len(self.components) < 2:
            return ()
        return (_joined([*(color.letter for color in reversed(self.components)), "P"]),)

    def mana_value(self, x: int = 0) -> int:
        return 1

    @property
    def colors(self) -> frozenset[Color]:
        return frozenset(self.components)

    @property
    def alternatives(self) -> tuple[ManaSymbol, ...]:
        return tuple(ColoredSymbol(color) for color in self.components)

    def can_be_paid_by(self, mana: ManaUnit) -> bool:
        return mana.color in self.components


@dataclass(frozen=True, repr=False)
class SnowSymbol(ManaSymbol):
    """CR 107.4h: {S}, one mana of any type produced by a snow source.

    Snow is neither a color nor a type of mana, and generic-cost reductions don't affect {S}.
    """

    is_snow: ClassVar[bool] = True

    @property
    def text(self) -> str:
        return "{S}"

    def mana_value(self, x: int = 0) -> int:
        return 1

    def can_be_paid_by(self, mana: ManaUnit) -> bool:
        return SNOW in mana.source_properties


def _joined(parts: Iterable[str]) -> str:
    """``["{W}", "{U}"]`` or ``["W", "U"]`` → ``"{W/U}"``."""
    return "{" + "/".join(part.strip("{}") for part in parts) + "}"


@dataclass(frozen=True)
class SymbolFamily:
    """An open-ended set of symbols read by pattern, such as the numerical symbols {0}, {1}, ….

    ``pattern`` must match the whole symbol text (braces included, upper case);
    ``build`` makes the symbol from the match.
    """

    name: str
    pattern: re.Pattern[str]
    build: Callable[[re.Match[str]], ManaSymbol]


class SymbolTable:
    """The mana symbols a game knows: symbols by text, plus open-ended families.

    A table is immutable; :meth:`extend` returns a new one. Texts are looked up in upper case,
    so ``{w/u}`` is {W/U}; each symbol is also found under its :attr:`~ManaSymbol.spellings`.
    """

    __slots__ = ("_by_text", "_families", "_registered", "_symbols")

    def __init__(
        self, symbols: Iterable[ManaSymbol] = (), families: Iterable[SymbolFamily] = ()
    ) -> None:
        self._registered = tuple(symbols)
        by_text: dict[str, ManaSymbol] = {}
        for symbol in self._registered:
            for text in (symbol.text, *symbol.spellings):
                by_text[text.upper()] = symbol
        self._by_text = MappingProxyType(by_text)
        self._symbols = tuple(dict.fromkeys(by_text.values()))
        self._families = tuple(families)

    def extend(
        self, symbols: Iterable[ManaSymbol] = (), families: Iterable[SymbolFamily] = ()
    ) -> SymbolTable:
        """A new table with these symbols and families added; this one is unchanged.

        A new symbol replaces an old one with the same text; new families are tried after
        the old ones.
        """
        return SymbolTable([*self._registered, *symbols], [*self._families, *families])

    @property
    def families(self) -> tuple[SymbolFamily, ...]:
        """The open-ended families, in the order they are tried."""
        return self._families

    def get(self, text: str) -> ManaSymbol | None:
        """The symbol written ``text`` (e.g. ``"{W/U}"`` or ``"{7}"``), or None if unknown."""
        key = text.upper()
        symbol = self._by_text.get(key)
        if symbol is not None:
            return symbol
        for family in self._families:
            match = family.pattern.fullmatch(key)
            if match:
                return family.build(match)
        return None

    def __getitem__(self, text: str) -> ManaSymbol:
        symbol = self.get(text)
        if symbol is None:
            raise KeyError(text)
        return symbol

    def __contains__(self, text: object) -> bool:
        return isinstance(text, str) and self.get(text) is not None

    def __iter__(self) -> Iterator[ManaSymbol]:
        """The symbols listed by text, in the order added; family members are not listed."""
        return iter(self._symbols)

    def __len__(self) -> int:
        return len(self._symbols)

    def __repr__(self) -> str:
        families = ", ".join(family.name for family in self._families)
        return f"<SymbolTable {len(self)} symbols, families: {families or 'none'}>"


def _numerical(match: re.Match[str]) -> GenericSymbol:
    return GenericSymbol(int(match[1]))


NUMERICAL_SYMBOLS = SymbolFamily("numerical", re.compile(r"\{(0|[1-9][0-9]*)\}"), _numerical)
"""CR 107.4: the numerical symbols {0}, {1}, {2}, {3}, {4}, and so on (no leading zeros)."""


def _core_symbols() -> SymbolTable:
    colored = {color: ColoredSymbol(color) for color in Color}
    colorless = ColorlessSymbol()
    return SymbolTable(
        [
            *colored.values(),
            colorless,
            *(VariableSymbol(letter) for letter in "XYZ"),
            *(HybridSymbol((colored[a], colored[b])) for a, b in COLOR_PAIRS),
            *(HybridSymbol((GenericSymbol(2), colored[color])) for color in Color),
            *(HybridSymbol((colorless, colored[color])) for color in Color),
            *(PhyrexianSymbol((color,)) for color in Color),
            *(PhyrexianSymbol(pair) for pair in COLOR_PAIRS),
            SnowSymbol(),
        ],
        [NUMERICAL_SYMBOLS],
    )


CORE_SYMBOLS = _core_symbols()
"""CR 107.4: the mana symbols of the standard game, in the order the rule lists them."""


@dataclass(frozen=True)
class ManaCost:
    """CR 202.1: the mana symbols of a cost, in printed order.

    The empty cost (``ManaCost()``, text ``""``) has no symbols and mana value 0. It is not
    "no mana cost" (CR 202.1b), which callers write as ``None``; see the module docstring.
    """

    symbols: tuple[ManaSymbol, ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "symbols", tuple(self.symbols))

    @classmethod
    def parse(cls, text: str, table: SymbolTable = CORE_SYMBOLS) -> ManaCost:
        """Read a cost such as ``"{2}{W}{W}"``, with the symbols of ``table``.

        Symbols follow each other with nothing between them: whitespace or any other
        character outside braces is an error, as is a symbol ``table`` doesn't know.
        Letters may be lower case, and a hybrid symbol's halves may be in either order
        (``"{u/w}"`` reads as {W/U}). Raises :class:`ManaCostError`.
        """
        symbols: list[ManaSymbol] = []
        position = 0
        while position < len(text):
            if text[position] != "{":
                raise ManaCostError(f"expected '{{', found {text[position]!r}", text, position)
            end = text.find("}", position)
            nested = text.find("{", position + 1)
            if end == -1 or -1 < nested < end:
                raise ManaCostError("unclosed mana symbol", text, position)
            written = text[position : end + 1]
            symbol = table.get(written)
            if symbol is None:
                raise ManaCostError(f"unknown mana symbol {written!r}", text, position, written)
            symbols.append(symbol)
            position = end + 1
        return cls(tuple(symbols))

    def __str__(self) -> str:
        return "".join(symbol.text for symbol in self.symbols)

    def __repr__(self) -> str:
        return f"ManaCost.parse({str(self)!r})"

    def mana_value(self, x: int = 0) -> int:
        """CR 202.3: the total amount of mana in the cost, regardless of color.

        ``x`` is the value of X: the announced value while the object is on the stack,
        0 elsewhere (CR 202.3e). Hybrid symbols count their largest half (CR 202.3f),
        Phyrexian symbols 1 (CR 202.3g).
        """
        return sum(symbol.mana_value(x) for symbol in self.symbols)

    @property
    def colors(self) -> frozenset[Color]:
        """CR 202.2: the colors of the cost's symbols; empty (colorless) if it has none."""
        return frozenset().union(*(symbol.colors for symbol in self.symbols))

    def generic_amount(self, x: int = 0) -> int:
        """CR 107.4b: how much generic mana the cost asks for, counting X as ``x``.

        The generic halves of hybrid symbols such as {2/W} are not counted: they are generic
        only once the player chooses to pay them that way.
        """
        return sum(symbol.mana_value(x) for symbol in self.symbols if symbol.is_generic)
