"""Variant packs: rule extensions a game opts into (``Game(..., variants=["bond"])``,
``variants: [bond]`` or ``variants: [./my_pack.py]`` in a scenario, ``--variant bond`` or
``--variant path/to/pack.yaml`` on the command line). See ``docs/variants.md``.

A pack is one :class:`VariantPack` value. Through it, and without editing the engine, a pack adds
supertypes (and other type words), mana symbols and what may pay them, properties of the mana its
sources make, keyword abilities and how they become abilities, attachment rules, state-based
actions, its own cards, and any further rule hooks on a game (``install``). A game without the
pack sees none of it.

Packs come from four places, all found by one function, :func:`resolve`: the packs shipped with
the engine (the subpackages of this package, such as ``bond``), installed packages (entry points
of the ``mtgrules.variants`` group), a pack file of the user's own (a Python module defining
``PACK``, or a YAML pack, :mod:`mtgrules.variants.yaml_pack`), and packs a program registers
with :func:`register`.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Protocol

from mtgrules.vocab.keywords import Keyword, keyword_table
from mtgrules.vocab.mana import ManaSymbol
from mtgrules.vocab.ruleset import CORE_RULES, RuleSet
from mtgrules.vocab.types import CardType, Subtype, Supertype

if TYPE_CHECKING:
    from mtgrules.cards.abilities import Ability
    from mtgrules.cards.custom import CustomCard
    from mtgrules.cards.database import CardDatabase
    from mtgrules.effects.characteristics import Characteristics
    from mtgrules.effects.model import Filter, Instruction, TargetSpec
    from mtgrules.effects.text import Text
    from mtgrules.game.attachments import AttachmentRule
    from mtgrules.game.sba import Action as StateBasedAction
    from mtgrules.game.state import Game
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


if TYPE_CHECKING:
    from mtgrules.cards.definitions import _Reader

    def _the_card_reader_is_one(reader: _Reader) -> CardReader:
        """For mypy: the reader keyword builders are given has what :class:`CardReader` says."""
        return reader


KeywordBuilder = Callable[[CardReader, Keyword, str, "Text", "Located | None"], "Ability"]
"""How a keyword becomes an ability (CR 702.1): given the reader, the keyword, its parameter
(``{2}``, ``3``, or empty), its text, and the mapping it was written in (``- keyword: Joint`` with
more keys) or None. It raises :class:`ValueError` for a parameter the keyword can't have; the
card file's line is added."""

ManaProperty = Callable[["Characteristics"], Iterable[str]]
"""The properties the mana a source makes carries, from the source's characteristics (CR
106.3): what a pack's mana symbols check in ``can_be_paid_by``."""

StateBasedCheck = Callable[["Game"], "list[StateBasedAction]"]
"""One state-based action check (CR 704.3): the actions to perform in the game now."""

GameHook = Callable[["Game"], None]
"""Sets rule hooks on a game that plays with the pack (``game.hooks.attack``, ``.untap``)."""

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
    cards: PackCards | None = None
    """The pack's own cards (read with the rules in force, so they may use its words)."""
    install: GameHook | None = None
    """Any other rule hooks to set on a game that uses the pack."""


_PACKS: dict[str, VariantPack] = {}
_FROM_FILE: dict[str, Path] = {}
"""The packs read from a pack file, by name: the file each came from."""


def register(pack: VariantPack) -> VariantPack:
    """Make a pack available under its name."""
    _PACKS[pack.name] = pack
    return pack


PACK_FILE_SUFFIXES = (".py", ".yaml", ".yml")


def is_pack_file(spec: str) -> bool:
    """Whether ``spec`` names a pack file (``./my_pack.py``, ``packs/sturdy.yaml``) rather than a
    pack by name."""
    return spec.endswith(PACK_FILE_SUFFIXES) or "/" in spec or "\\" in spec


def resolve(spec: str, relative_to: Path | str | None = None) -> VariantPack:
    """The pack ``spec`` names — the one way every front end finds a pack.

    ``spec`` is either a pack file (see :func:`is_pack_file`), read relative to the directory
    ``relative_to`` (a scenario file's directory, or the current one on the command line) — a
    file is loaded only when ``relative_to`` is given, so that names from elsewhere (a web
    request) never import a file; or a name: a pack registered already, shipped
    (``mtgrules.variants.NAME``) or installed (an entry point named NAME in the
    ``mtgrules.variants`` group), in that order. A pack read from a file is registered under its
    own name, so a game asks for it by that name (``Game(variants=[pack.name])``).

    Raises :class:`UnknownVariant` when no pack is found (the message lists the shipped and
    installed ones), and :class:`~mtgrules.sourcefile.SourceError` for a pack file, or an
    installed pack, that is wrong (with the file and line)."""
    if is_pack_file(spec):
        if relative_to is None:
            raise UnknownVariant(
                f"'{spec}' names a pack file; pack files are loaded only from the command line "
                f"or from a scenario file ({_known()})"
            )
        return _from_file(Path(relative_to) / Path(spec).expanduser(), spec)
    if spec in _PACKS:
        return _PACKS[spec]
    if spec.isidentifier():
        _import_shipped(spec)
        if spec in _PACKS:
            return _PACKS[spec]
    from mtgrules.variants.installed import entry_point_pack, installed

    if spec in installed():
        return _register_checked(entry_point_pack(spec), origin=None)
    raise UnknownVariant(f"unknown variant '{spec}'{_did_you_mean(spec)} ({_known()})")


def get(name: str) -> VariantPack:
    """The pack called ``name`` (registered, shipped or installed; never a file): see
    :func:`resolve`."""
    return resolve(name)


def _import_shipped(name: str) -> None:
    """Import the shipped pack ``mtgrules.variants.NAME`` and register its ``PACK`` (again, if
    it was imported before)."""
    if name not in shipped():
        return
    module = importlib.import_module(f"mtgrules.variants.{name}")
    pack = getattr(module, "PACK", None)
    if isinstance(pack, VariantPack) and pack.name not in _PACKS:
        register(pack)


def _from_file(path: Path, spec: str) -> VariantPack:
    """The pack in a pack file, read once per version of the file."""
    from mtgrules.variants.files import read_pack_file

    path = path.resolve()
    if not path.is_file():
        raise UnknownVariant(f"no pack file '{spec}' (looked for {path}; {_known()})")
    return _register_checked(read_pack_file(path), origin=path)


def _register_checked(pack: VariantPack, origin: Path | None) -> VariantPack:
    """Register a pack read from a file (``origin``) or an installed package: it may replace a
    pack read earlier from a file (the same file edited, or another with that name), never a
    shipped, installed or registered one."""
    from mtgrules.sourcefile import SourceError

    current = _PACKS.get(pack.name)
    taken = pack.name in shipped() or (current is not None and pack.name not in _FROM_FILE)
    if origin is not None:
        from mtgrules.variants.installed import installed

        taken = taken or pack.name in installed()
    if current is not pack and taken:
        raise SourceError(
            str(origin or f"entry point '{pack.name}'"),
            0,
            f"a pack named '{pack.name}' exists already ({_known()}); give this one another name",
        )
    if origin is not None:
        _FROM_FILE[pack.name] = origin
    return register(pack)


def installed_names() -> list[str]:
    """The names of the packs installed packages offer (``mtgrules.variants`` entry points)."""
    from mtgrules.variants.installed import installed

    return sorted(installed())


def _did_you_mean(spec: str) -> str:
    """For an error message: "; did you mean 'bond'?" when a pack's name is close to
    ``spec``; nothing otherwise."""
    import difflib

    names = {*shipped(), *installed_names(), *_PACKS}
    close = difflib.get_close_matches(spec, sorted(names), n=1)
    return f"; did you mean '{close[0]}'?" if close else ""


def _known() -> str:
    """The packs there are, for an error message."""
    shipped_names = shipped()
    others = sorted(set(_PACKS) - set(shipped_names) - set(installed_names()))
    parts = [
        f"shipped: {', '.join(shipped_names) or 'none'}",
        f"installed: {', '.join(installed_names()) or 'none'}",
    ]
    if others:
        parts.append(f"loaded: {', '.join(others)}")
    return "; ".join(parts) + "; or a pack file: path/to/pack.py or .yaml"


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
        pack = get(name)
        game.sba_checks = tuple(game.sba_checks) + pack.state_based_actions
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
    """The names of the packs that come with the engine (the subpackages of this package; its
    plain modules are the loaders)."""
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if m.ispkg)


def variants_with_card(name: str) -> list[str]:
    """The variants (shipped, installed or registered) whose own cards include one called
    ``name`` (English or Japanese): to say which variant a deck or scenario needs."""
    from mtgrules.cards.database import CardDatabase

    found = []
    for variant in sorted({*shipped(), *installed_names(), *_PACKS}):
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
