"""The words, mana symbols and keyword abilities a game uses: the Comprehensive Rules' own
(:data:`CORE_RULES`), or those with variant packs added (:func:`mtgrules.variants.ruleset`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from mtgrules.vocab.keywords import KEYWORDS, Keyword
from mtgrules.vocab.mana import CORE_SYMBOLS, SymbolTable
from mtgrules.vocab.types import CORE, Vocabulary


@dataclass(frozen=True, eq=False)
class RuleSet:
    """Type words (:class:`~mtgrules.vocab.types.Vocabulary`), mana symbols
    (:class:`~mtgrules.vocab.mana.SymbolTable`), keyword words and how each keyword with rules of
    its own becomes abilities (``keyword_builders``: English keyword → a function given the
    card-definition reader, the keyword, its parameter and its text, returning the ability)."""

    vocabulary: Vocabulary = field(default=CORE, repr=False)
    symbols: SymbolTable = field(default=CORE_SYMBOLS, repr=False)
    keywords: Mapping[str, Keyword] = field(
        default_factory=lambda: MappingProxyType(KEYWORDS), repr=False
    )
    keyword_builders: Mapping[str, Callable[..., Any]] = field(
        default_factory=lambda: MappingProxyType({}), repr=False
    )
    variants: tuple[str, ...] = ()

    def __hash__(self) -> int:
        return hash(self.variants)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RuleSet) and self.variants == other.variants


CORE_RULES = RuleSet()
"""The Comprehensive Rules, with no variant."""
