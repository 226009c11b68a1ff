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
from typing import TYPE_CHECKING, Any, Protocol

from mtgrules.vocab.keywords import Keyword, keyword_table
from mtgrules.vocab.mana import ManaSymbol
from mtgrules.vocab.ruleset import CORE_RULES, RuleSet
from mtgrules.vocab.types import CardType, Subtype, Supertype

if TYPE_CHECKING:
    from mtgrules.cards.custom import CustomCard
    from mtgrules.cards.database import CardDatabase
    from mtgrules.effects.characteristics import Characteristics
    from mtgrules.game.attachments import AttachmentRule
    from mtgrules.game.game_state import GameState
    from mtgrules.game.sba import Action as StateBasedAction
    from mtgrules.model.abilities import Ability, Filter, Instruction, TargetSpec
    from mtgrules.model.text import Text
    from mtgrules.sourcefile import Located, SourceError


class UnknownVariant(LookupError):
    """A variant no pack is found for: not shipped, installed, registered, nor a pack file."""


class CardReader(Protocol):
    """What a keyword builder may ask of the card-definition reader that meets the keyword: the
    rules in force, and the reader's own ways to read the parts of a card definition (each
    raising a :class:`~mtgrules.sourcefile.SourceError` at the file's line)."""

    path: str
    rules: RuleSet

    def fail(self, where: Any, message: str, key: str | int | None = None) -> SourceError:
        """An error at ``where`` (a mapping or list read from the file), or at its ``key``."""

    def mapping(self, value: Any, where: Any, key: str | int | None, what: str) -> Located:
        """``value`` as a mapping, or an error saying ``what`` it must be."""

    def check_keys(self, data: Located, allowed: Iterable[str], what: str) -> None:
        """An error for any key of ``data`` not in ``allowed``."""

    def text(self, template: str, where: Any, key: str | int | None) -> Text:
        """Rules text with its typed words (``{this}``, ``{color:red}``)."""

    def ability(self, item: Any, where: Any, index: int) -> Ability:
        """One ability as written in a card definition (a keyword, or a mapping)."""

    def filter(self, data: Located, zones_default: tuple[str, ...] = ("battlefield",)) -> Filter:
        """Which objects: ``{types: Creature, controller: you}``."""

    def targets(self, value: Any, where: Any) -> tuple[TargetSpec, ...]:
        """A spell's or ability's targets (CR 115, 601.2c)."""

    def instruction(self, item: Any, where: Any, index: int) -> Instruction:
        """One step of what a spell or ability does (CR 608.2)."""


KeywordBuilder = Callable[[CardReader, Keyword, str, "Text", "Located | None"], "Ability"]
"""How a keyword becomes an ability (CR 702.1): given the reader, the keyword, its parameter
(``{2}``, ``3``, or empty), its text, and the mapping it was written in (``- keyword: Joint`` with
more keys) or None. It raises :class:`ValueError` for a parameter the keyword can't have; the
card file's line is added."""

ManaProperty = Callable[["Characteristics"], Iterable[str]]
"""The properties the mana a source makes carries, from the source's characteristics (CR
106.3): what a pack's mana symbols check in ``can_be_paid_by``."""

StateBasedCheck = Callable[["GameState"], "list[StateBasedAction]"]
"""One state-based action check (CR 704.3): the actions to perform in the game now."""

GameHook = Callable[["GameState"], None]
"""Sets rule hooks on a game that plays with the pack (``game.hooks.attack``, ``.untap``)."""

EnteringRule = Callable[["GameState", str], None]
"""Done to a permanent (its id) as it enters the battlefield (CR 614.12: before it is seen)."""

PackCards = Callable[[RuleSet], "list[CustomCard]"]
"""A pack's own cards, read with the rules in force (so they may use the pack's words)."""


@dataclass(frozen=True)
class VariantPack:
    """Everything a variant adds to the rules. Every field but the name is optional."""

    name: str
    description: str = ""
    supertypes: tuple[Supertype, ...] = ()
    card_types: tuple[CardType, ...] = ()
    subtypes: tuple[Subtype, ...] = ()
    symbols: tuple[ManaSymbol, ...] = ()
    """New mana symbols; each says what mana may pay it (``can_be_paid_by``)."""
    keywords: tuple[Keyword, ...] = ()
    keyword_builders: Mapping[str, KeywordBuilder] = field(
        default_factory=lambda: MappingProxyType({})
    )
    """How each new keyword with rules of its own becomes an ability, by English keyword (see
    ``KEYWORD_BUILDERS`` in :mod:`mtgrules.cards.definitions`)."""
    mana_properties: tuple[ManaProperty, ...] = ()
    """Properties of the mana a source makes, from the source's characteristics (CR 106.3):
    what the pack's mana symbols check."""
    attachment_rules: tuple[AttachmentRule, ...] = ()
    """What else may be attached to what, checked before the rules' own (704.5m-p)."""
    state_based_actions: tuple[StateBasedCheck, ...] = ()
    entering_rules: tuple[EnteringRule, ...] = ()
    """What a permanent gets as it enters the battlefield, before anything looks at it (lore,
    loyalty and class-level counters: CR 714.3a, 306.5b, 716.2d), in order."""
    cards: PackCards | None = None
    """The pack's own cards (read with the rules in force, so they may use its words)."""
    install: GameHook | None = None
    """Any other rule hooks to set on a game that uses the pack."""


_PACKS: dict[str, VariantPack] = {}


def register(pack: VariantPack) -> VariantPack:
    """Make a pack available under its name."""
    _PACKS[pack.name] = pack
    return pack


def registered() -> Mapping[str, VariantPack]:
    """The packs registered now, by name (read-only)."""
    return MappingProxyType(_PACKS)


def get(name: str) -> VariantPack:
    """The pack called ``name``: registered, or else found by :func:`mtgrules.variants.resolve`
    (shipped with the engine or installed), which registers it. The engine imports no pack
    module by name; packs are found as the game runs."""
    if name in _PACKS:
        return _PACKS[name]
    found: VariantPack = importlib.import_module("mtgrules.variants").resolve(name)
    return found


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


def ruleset_of(packs: Iterable[VariantPack]) -> RuleSet:
    """The rules with these packs' words, symbols and keywords added, registered or not (a pack
    file being read checks its own keywords and cards with them)."""
    packs = tuple(packs)
    return _ruleset(tuple(p.name for p in packs), packs)


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


def install(game: GameState, names: Iterable[str]) -> None:
    """Set a game up for these variants: their state-based actions, attachment rules, mana
    properties and other hooks."""
    for name in names:
        install_pack(game, get(name))


def install_pack(game: GameState, pack: VariantPack) -> None:
    """Add a pack's rules to a game's: its state-based actions after those in force, its
    attachment rules before them (checked first), its mana properties, its other hooks."""
    if game.sba_checks:
        game.sba_checks = tuple(game.sba_checks) + pack.state_based_actions
    else:
        game.sba_checks = pack.state_based_actions
    game.attachment_rules[:0] = list(pack.attachment_rules)
    game.mana_properties.extend(pack.mana_properties)
    game.entering_rules.extend(pack.entering_rules)
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
    """The names of the packs that come with the engine (the subpackages of
    :mod:`mtgrules.variants`, found as the game runs: the engine imports no pack; its plain
    modules are the loaders)."""
    variants = importlib.import_module("mtgrules.variants")
    return sorted(m.name for m in pkgutil.iter_modules(variants.__path__) if m.ispkg)


def variants_with_card(name: str, also: Iterable[str] = ()) -> list[str]:
    """The variants (shipped, registered, or named in ``also``: installed ones) whose own cards
    include one called ``name`` (English or Japanese): to say which variant a deck or scenario
    needs."""
    from mtgrules.cards.database import CardDatabase

    found = []
    for variant in sorted({*shipped(), *_PACKS, *also}):
        cards = custom_cards([variant], ruleset([variant]))
        if cards and name in CardDatabase.from_records(c.record for c in cards):
            found.append(variant)
    return found


def database(names: Iterable[str]) -> CardDatabase:
    """The bundled card database with these variants' cards in front of it."""
    from mtgrules.cards.build import bundled_database

    names = tuple(names)
    if not names:
        return bundled_database()
    cards = custom_cards(names, ruleset(names))
    return bundled_database().with_cards(c.record for c in cards)
