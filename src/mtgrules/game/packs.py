"""Rule packs (the plug-in interface): variant packs are rule extensions a game opts into (``Game(..., variants=["bond"])``,
``variants: [bond]`` in a scenario, ``--variant bond`` on the command line). See
``docs/variants.md``.

A pack is one :class:`VariantPack` value, registered with :func:`register` by a module
(``mtgrules.variants.NAME``, or any module a program imports). Through it, and without editing
the engine, a pack adds supertypes (and other type words), mana symbols and what may pay them,
properties of the mana its sources make, keyword abilities and how they become abilities,
attachment rules, state-based actions, its own cards, and any further rule hooks on a game
(``install``). A game without the pack sees none of it.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from mtgrules.vocab.keywords import Keyword, keyword_table
from mtgrules.vocab.mana import ManaSymbol
from mtgrules.vocab.ruleset import CORE_RULES, RuleSet
from mtgrules.vocab.types import CardType, Subtype, Supertype

if TYPE_CHECKING:
    from mtgrules.cards.custom import CustomCard
    from mtgrules.cards.database import CardDatabase
    from mtgrules.game.state import Game


class UnknownVariant(LookupError):
    """A variant name no pack is registered under."""


@dataclass(frozen=True)
class VariantPack:
    """Everything a variant adds to the rules. Every field is optional."""

    name: str
    description: str = ""
    supertypes: tuple[Supertype, ...] = ()
    card_types: tuple[CardType, ...] = ()
    subtypes: tuple[Subtype, ...] = ()
    symbols: tuple[ManaSymbol, ...] = ()
    """New mana symbols; each says what mana may pay it (``can_be_paid_by``)."""
    keywords: tuple[Keyword, ...] = ()
    keyword_builders: Mapping[str, Callable[..., Any]] = field(
        default_factory=lambda: MappingProxyType({})
    )
    """How each new keyword becomes an ability (see ``KEYWORD_BUILDERS`` in
    :mod:`mtgrules.cards.definitions`)."""
    mana_properties: tuple[Callable[[Any], Iterable[str]], ...] = ()
    """Properties of the mana a source makes, from the source's characteristics (CR 106.3):
    what the pack's mana symbols check."""
    attachment_rules: tuple[Any, ...] = ()
    """:class:`~mtgrules.game.attachments.AttachmentRule` values, checked before the rules'
    own."""
    state_based_actions: tuple[Callable[[Game], list[Any]], ...] = ()
    cards: Callable[[RuleSet], list[CustomCard]] | None = None
    """The pack's own cards (read with the rules in force, so they may use its words)."""
    install: Callable[[Game], None] | None = None
    """Any other rule hooks to set on a game that uses the pack."""


_PACKS: dict[str, VariantPack] = {}


def register(pack: VariantPack) -> VariantPack:
    """Make a pack available under its name."""
    _PACKS[pack.name] = pack
    return pack


def get(name: str) -> VariantPack:
    """The pack called ``name``, importing ``mtgrules.variants.NAME`` if needed."""
    if name not in _PACKS and name.isidentifier():
        module = f"mtgrules.variants.{name}"
        try:
            importlib.import_module(module)
        except ModuleNotFoundError as error:
            if error.name != module:  # a pack that exists but needs something missing
                raise
    if name not in _PACKS:
        known = ", ".join(sorted(_PACKS)) or "none registered"
        raise UnknownVariant(f"unknown variant '{name}' (known: {known})")
    return _PACKS[name]


_RULESETS: dict[tuple[str, ...], tuple[tuple[VariantPack, ...], RuleSet]] = {}
_CARDS: dict[tuple[str, ...], tuple[RuleSet, tuple[CustomCard, ...]]] = {}
"""What :func:`ruleset` and :func:`custom_cards` made for these variants (each game with
them asks again): kept while the packs registered under their names stay the same."""


def ruleset(names: Iterable[str]) -> RuleSet:
    """The rules with these variants' words, symbols and keywords added."""
    names = tuple(names)
    if not names:
        return CORE_RULES
    packs = tuple(get(n) for n in names)
    made = _RULESETS.get(names)
    if made is None or any(a is not b for a, b in zip(made[0], packs, strict=True)):
        made = _RULESETS[names] = (packs, _ruleset(names, packs))
    return made[1]


def _ruleset(names: tuple[str, ...], packs: tuple[VariantPack, ...]) -> RuleSet:
    vocabulary = CORE_RULES.vocabulary
    symbols = CORE_RULES.symbols
    keywords = dict(CORE_RULES.keywords)
    builders: dict[str, Callable[..., Any]] = dict(CORE_RULES.keyword_builders)
    for pack in packs:
        vocabulary = vocabulary.extend(
            supertypes=pack.supertypes, card_types=pack.card_types, subtypes=pack.subtypes
        )
        symbols = symbols.extend(symbols=pack.symbols)
        keywords = keyword_table(pack.keywords, keywords)
        builders.update(pack.keyword_builders)
    return RuleSet(
        vocabulary, symbols, MappingProxyType(keywords), MappingProxyType(builders), names
    )


def install(game: Game, names: Iterable[str]) -> None:
    """Set a game up for these variants: their state-based actions, attachment rules, mana
    properties and other hooks."""
    for name in names:
        install_pack(game, get(name))


def install_pack(game: Game, pack: VariantPack) -> None:
    """Add a pack's rules to a game's: its state-based actions after those in force, its
    attachment rules before them (checked first), its mana properties, its other hooks."""
    if game.sba_checks:
        game.sba_checks = tuple(game.sba_checks) + pack.state_based_actions
    else:
        game.sba_checks = pack.state_based_actions
    game.attachment_rules[:0] = list(pack.attachment_rules)
    game.mana_properties.extend(pack.mana_properties)
    if pack.install is not None:
        pack.install(game)


def custom_cards(names: Iterable[str], rules: RuleSet) -> list[CustomCard]:
    """Every card the variants bring, read with ``rules``."""
    names = tuple(names)
    made = _CARDS.get(names)
    if made is None or made[0] is not rules:
        out: list[CustomCard] = []
        for name in names:
            pack = get(name)
            if pack.cards is not None:
                out += pack.cards(rules)
        made = _CARDS[names] = (rules, tuple(out))
    return list(made[1])


def shipped() -> list[str]:
    """The names of the packs that come with the engine (the modules of
    :mod:`mtgrules.variants`, found as the game runs: the engine imports no pack)."""
    variants = importlib.import_module("mtgrules.variants")
    return sorted(m.name for m in pkgutil.iter_modules(variants.__path__))


def variants_with_card(name: str) -> list[str]:
    """The variants (shipped or registered) whose own cards include one called ``name``
    (English or Japanese): to say which variant a deck or scenario needs."""
    from mtgrules.cards.database import CardDatabase

    found = []
    for variant in sorted({*shipped(), *_PACKS}):
        cards = custom_cards([variant], ruleset([variant]))
        if cards and name in CardDatabase.from_records(c.record for c in cards):
            found.append(variant)
    return found


def database(names: Iterable[str]) -> CardDatabase:
    """The bundled card database with these variants' cards in front of it."""
    from mtgrules.cards.database import CardDatabase

    names = tuple(names)
    if not names:
        return CardDatabase.bundled()
    cards = custom_cards(names, ruleset(names))
    return CardDatabase.bundled().with_cards(c.record for c in cards)
