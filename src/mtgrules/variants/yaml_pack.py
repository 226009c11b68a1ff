"""YAML packs: the simple cases of a variant pack, with no Python. A YAML pack gives the pack's
name, new supertypes, new mana symbols with what mana may pay them, keyword abilities that stand
for an ability the card-definition format can already say (a macro: "Sturdy N" means "this
creature gets +0/+N"), and cards::

    pack: fortress
    description: Walled permanents, the {F} mana only they make, and Sturdy.
    supertypes:
      - {english: Walled, japanese: 城壁の}
    mana_symbols:
      - symbol: "{F}"
        paid_by: {source_supertype: Walled}
    keywords:
      - keyword: Sturdy
        japanese: 頑強
        parameter: N
        ability:
          static: "{this} gets +0/+N."
          effects:
            - affects: {self: true}
              modify_pt: {toughness: N}
    cards:
      - card: Rampart Sentry
        ...

See ``docs/variants.md``. Everything is checked as the pack is read (each keyword's ability is
read once with a sample number), and every error names the pack file and line.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from types import MappingProxyType
from typing import Any

from mtgrules.cards.abilities import Ability
from mtgrules.cards.custom import CustomCard, read_custom_cards
from mtgrules.effects.characteristics import Characteristics
from mtgrules.effects.text import Text
from mtgrules.game.packs import CardReader, KeywordBuilder, ManaProperty, VariantPack
from mtgrules.sourcefile import Located, LocatedList, SourceError, line_of, load_yaml
from mtgrules.vocab.colors import Color
from mtgrules.vocab.keywords import Keyword
from mtgrules.vocab.keywords import keyword as keyword_named
from mtgrules.vocab.mana import CORE_SYMBOLS, ManaSymbol, ManaUnit
from mtgrules.vocab.ruleset import RuleSet
from mtgrules.vocab.types import CORE, Supertype

PACK_KEYS = {"pack", "description", "supertypes", "mana_symbols", "keywords", "cards"}
SYMBOL_KEYS = {"symbol", "mana_value", "paid_by"}
PAID_BY_KEYS = {"source_supertype", "source_type", "source_subtype", "colors"}
KEYWORD_KEYS = {"keyword", "japanese", "rule", "parameter", "ability"}
_SYMBOL = re.compile(r"^\{[A-Z0-9*+/?!&%$#@]{1,3}\}$")
_PARAMETER = re.compile(r"^[A-Z]$")


@dataclass(frozen=True, repr=False)
class PackSymbol(ManaSymbol):
    """A mana symbol a YAML pack defines: what it adds to mana value, and what mana pays it —
    mana carrying the property ``source`` (a source of the kind ``paid_by`` names made it,
    CR 106.3), of one of ``colors`` (``None`` is colorless), or both when both are given."""

    symbol: str
    value: int = 1
    source: str | None = None
    paid_colors: frozenset[Color | None] | None = None

    @property
    def text(self) -> str:
        return self.symbol

    def mana_value(self, x: int = 0) -> int:
        return self.value

    def can_be_paid_by(self, mana: ManaUnit) -> bool:
        if self.source is not None and self.source not in mana.source_properties:
            return False
        return self.paid_colors is None or mana.color in self.paid_colors


def read_yaml_pack(path: Path) -> VariantPack:
    """The pack in the YAML file at ``path`` (see the module docstring)."""
    return _PackReader(str(path)).pack(load_yaml(path))


class _PackReader:
    def __init__(self, path: str) -> None:
        self.path = path

    def fail(self, where: Any, message: str, key: str | int | None = None) -> SourceError:
        return SourceError(self.path, line_of(where, key), message)

    def mapping(self, value: Any, where: Any, key: str | int | None, what: str) -> Located:
        if not isinstance(value, Located):
            raise self.fail(where, f"{what} must be a mapping", key)
        return value

    def items(self, data: Located, key: str) -> list[Located]:
        value = data.get(key) or LocatedList()
        if not isinstance(value, LocatedList):
            raise self.fail(data, f"'{key}' must be a list", key)
        return [self.mapping(v, value, i, f"each of '{key}'") for i, v in enumerate(value)]

    def check_keys(self, data: Located, allowed: set[str], what: str) -> None:
        for key in data:
            if key not in allowed:
                expected = ", ".join(sorted(allowed))
                raise self.fail(
                    data, f"unknown field '{key}' in {what}; expected one of: {expected}", key
                )

    def word(self, data: Located, key: str, what: str) -> str:
        value = data.get(key)
        if not isinstance(value, str) or not value.strip():
            raise self.fail(data, f"{what} needs '{key}:' (a word)", key if key in data else None)
        return value.strip()

    # -- the pack --------------------------------------------------------------------------

    def pack(self, data: Any) -> VariantPack:
        data = self.mapping(data, data, None, "a YAML pack")
        self.check_keys(data, PACK_KEYS, "a YAML pack")
        name = self.word(data, "pack", "a YAML pack")
        if not re.fullmatch(r"[a-z][a-z0-9-]*", name):
            raise self.fail(
                data, f"a pack's name is lowercase letters, digits and '-', not '{name}'", "pack"
            )
        supertypes = tuple(self.supertype(d) for d in self.items(data, "supertypes"))
        symbols: list[PackSymbol] = []
        properties: list[ManaProperty] = []
        for item in self.items(data, "mana_symbols"):
            symbol, made_by = self.symbol(item, name, symbols)
            symbols.append(symbol)
            if made_by is not None:
                properties.append(made_by)
        keywords: list[Keyword] = []
        builders: dict[str, KeywordBuilder] = {}
        macros: list[tuple[Keyword, _Macro]] = []
        for item in self.items(data, "keywords"):
            keyword, macro = self.keyword(item, name)
            keywords.append(keyword)
            builders[keyword.english] = macro.build
            macros.append((keyword, macro))
        cards = data.get("cards")
        pack = VariantPack(
            name,
            str(data.get("description", "")),
            supertypes=supertypes,
            symbols=tuple(symbols),
            keywords=tuple(keywords),
            keyword_builders=MappingProxyType(builders),
            mana_properties=tuple(properties),
            cards=_Cards(cards, self.path) if cards is not None else None,
        )
        self.check(pack, macros)
        return pack

    def check(self, pack: VariantPack, macros: list[tuple[Keyword, _Macro]]) -> None:
        """Read each keyword's ability once (with the number 1) and the cards, with the pack's
        own rules, so that a mistake is found now, at its line in the pack."""
        from mtgrules.cards.definitions import read_definition_data
        from mtgrules.game.packs import ruleset_of

        rules = ruleset_of([pack])
        for keyword, macro in macros:
            ability = LocatedList([macro.expand(1)])
            ability.line, ability.lines = macro.data.line, [macro.data.line]
            read_definition_data({"card": keyword.english, "abilities": ability}, self.path, rules)
        if pack.cards is not None:
            pack.cards(rules)

    def supertype(self, data: Located) -> Supertype:
        self.check_keys(data, {"english", "japanese"}, "a supertype")
        english = self.word(data, "english", "a supertype")
        if CORE.supertype(english) is not None:
            raise self.fail(data, f"{english} is a supertype already (CR 205.4a)", "english")
        japanese = data.get("japanese")
        return Supertype(english, str(japanese) if japanese else None)

    def symbol(
        self, data: Located, pack: str, earlier: list[PackSymbol]
    ) -> tuple[PackSymbol, ManaProperty | None]:
        """A new mana symbol and, if a kind of source pays it, the mana property such sources
        give their mana (CR 106.3)."""
        self.check_keys(data, SYMBOL_KEYS, "a mana symbol")
        text = self.word(data, "symbol", "a mana symbol").upper()
        if not _SYMBOL.match(text):
            raise self.fail(
                data, f"a mana symbol is written in braces, e.g. {{F}}, not '{text}'", "symbol"
            )
        if CORE_SYMBOLS.get(text) is not None or any(s.symbol == text for s in earlier):
            raise self.fail(data, f"{text} is a mana symbol already", "symbol")
        value = data.get("mana_value", 1)
        if not isinstance(value, int) or isinstance(value, bool) or value < 0:
            raise self.fail(data, "'mana_value' must be a whole number, 0 or more", "mana_value")
        if "paid_by" not in data:
            raise self.fail(data, "a mana symbol needs 'paid_by:' (what mana may pay it)")
        paid = self.mapping(data["paid_by"], data, "paid_by", "'paid_by'")
        self.check_keys(paid, PAID_BY_KEYS, "'paid_by'")
        if not paid:
            raise self.fail(
                data, f"'paid_by' needs one of: {', '.join(sorted(PAID_BY_KEYS))}", "paid_by"
            )
        colors = self.colors(paid) if "colors" in paid else None
        sources = {
            k: self.word(paid, k, "'paid_by'")
            for k in sorted(PAID_BY_KEYS - {"colors"})
            if k in paid
        }
        if not sources:
            return PackSymbol(text, value, None, colors), None
        prop = f"{pack}:{text}"
        return PackSymbol(text, value, prop, colors), _SourceProperty(prop, tuple(sources.items()))

    def colors(self, data: Located) -> frozenset[Color | None]:
        value = data["colors"]
        letters = [value] if isinstance(value, str) else value
        if not isinstance(letters, list) or not letters:
            raise self.fail(data, "'colors' is a list of W, U, B, R, G and C (colorless)", "colors")
        out: set[Color | None] = set()
        for letter in letters:
            if letter == "C":
                out.add(None)
            elif letter in {c.value for c in Color}:
                out.add(Color(letter))
            else:
                raise self.fail(data, f"unknown color '{letter}'; use W, U, B, R, G or C", "colors")
        return frozenset(out)

    def keyword(self, data: Located, pack: str) -> tuple[Keyword, _Macro]:
        """A keyword ability (CR 702.1) that stands for one ability in the card-definition
        format, with its number in place of ``parameter`` (a capital letter) if it has one."""
        self.check_keys(data, KEYWORD_KEYS, "a keyword")
        english = self.word(data, "keyword", "a keyword")
        japanese = str(data.get("japanese") or english)
        for word in {english, japanese}:
            known = keyword_named(word)
            if known is not None:
                raise self.fail(
                    data,
                    f"{word} is a keyword already ({known.english}, CR {known.rule})",
                    "keyword",
                )
        parameter = data.get("parameter")
        if parameter is not None and not (
            isinstance(parameter, str) and _PARAMETER.match(parameter)
        ):
            raise self.fail(
                data, "'parameter' is the capital letter the ability uses, e.g. N", "parameter"
            )
        if "ability" not in data:
            raise self.fail(data, f"the keyword {english} needs 'ability:' (what it means)")
        ability = self.mapping(
            data["ability"], data, "ability", "'ability' (one ability as in a card definition)"
        )
        kinds = [k for k in ("static", "triggered", "activated") if k in ability]
        if len(kinds) != 1:
            raise self.fail(
                ability, "a keyword's ability is one static, triggered or activated ability"
            )
        rule = str(data.get("rule") or f"{pack} keyword")
        keyword = Keyword(english, japanese, kinds[0], rule)
        return keyword, _Macro(ability, parameter)


@dataclass(frozen=True)
class _SourceProperty:
    """The mana property of sources of one kind (its supertype, card type or subtype)."""

    prop: str
    sources: tuple[tuple[str, str], ...]
    """``(key, word)``: ``("source_supertype", "Walled")``. (A tuple: a game hashes its mana
    properties.)"""

    def __call__(self, chars: Characteristics) -> tuple[str, ...]:
        line = chars.type_line
        checks: dict[str, Callable[[str], bool]] = {
            "source_supertype": line.has_supertype,
            "source_type": line.has_card_type,
            "source_subtype": line.has_subtype,
        }
        return (self.prop,) if all(checks[k](v) for k, v in self.sources) else ()


@dataclass(frozen=True)
class _Macro:
    """A keyword's meaning: one ability's data, with ``parameter`` standing for its number."""

    data: Located
    parameter: str | None

    def expand(self, number: int) -> Located:
        expanded: Located = _substitute(self.data, self.parameter, number)  # always a fresh copy
        return expanded

    def build(
        self, reader: CardReader, keyword: Keyword, parameter: str, text: Text, data: Located | None
    ) -> Ability:
        if data is not None:
            reader.check_keys(data, {"keyword"}, f"the keyword ability {keyword.english}")
        if self.parameter is None:
            if parameter.strip():
                raise ValueError(f"{keyword.english} is written alone, not '{text.render()}'")
            number = 0
        elif not parameter.strip().isdigit():
            raise ValueError(
                f"write {keyword.english} as '{keyword.english} {self.parameter}' (a number), not '{text.render()}'"
            )
        else:
            number = int(parameter)
        expanded = self.expand(number)
        ability = reader.ability(expanded, expanded, 0)
        return replace(ability, text=text, keyword=keyword, parameter=parameter.strip())


def _substitute(value: Any, name: str | None, number: int) -> Any:
    """``value`` with ``number`` for the parameter ``name``: a value that is the name becomes
    the number, and the name as a word in a text becomes its digits ("+0/+N" → "+0/+2")."""
    if isinstance(value, dict):
        out = Located({k: _substitute(v, name, number) for k, v in value.items()})
        out.line, out.lines = getattr(value, "line", 0), dict(getattr(value, "lines", {}))
        return out
    if isinstance(value, list):
        items = LocatedList(_substitute(v, name, number) for v in value)
        items.line, items.lines = getattr(value, "line", 0), list(getattr(value, "lines", []))
        return items
    if name is None:
        return value
    if value == name:
        return number
    if isinstance(value, str):
        return re.sub(rf"(?<![A-Za-z0-9_]){name}(?![A-Za-z0-9_])", str(number), value)
    return value


def _copy(value: Any) -> Any:
    """A fresh copy (the card reader may take keys out of what it reads)."""
    return _substitute(value, None, 0)


@dataclass(frozen=True)
class _Cards:
    """A YAML pack's cards, read with the rules in force."""

    data: Any
    path: str

    def __call__(self, rules: RuleSet) -> list[CustomCard]:
        return read_custom_cards(_copy(self.data), self.path, rules)
