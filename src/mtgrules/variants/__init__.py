"""Variant packs: rule extensions a game opts into (``Game(..., variants=["bond"])``,
``variants: [bond]`` or ``variants: [./my_pack.py]`` in a scenario, ``--variant bond`` or
``--variant path/to/pack.yaml`` on the command line). See ``docs/variants.md``.

A pack is one :class:`VariantPack` value (its interface and registry are
:mod:`mtgrules.game.packs`, re-exported here). Through it, and without editing the engine, a pack adds
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
from pathlib import Path
from typing import TYPE_CHECKING

from mtgrules.game.packs import (
    CardReader,
    GameHook,
    KeywordBuilder,
    ManaProperty,
    PackCards,
    StateBasedCheck,
    UnknownVariant,
    VariantPack,
    custom_cards,
    database,
    install,
    register,
    registered,
    ruleset,
    shipped,
)
from mtgrules.game.packs import variants_with_card as _variants_with_card

if TYPE_CHECKING:
    from mtgrules.cards.definitions import DefinitionReader

    def _the_card_reader_is_one(reader: DefinitionReader) -> CardReader:
        """For mypy: the reader keyword builders are given has what :class:`CardReader` says."""
        return reader


__all__ = [
    "PACK_FILE_SUFFIXES",
    "CardReader",
    "GameHook",
    "KeywordBuilder",
    "ManaProperty",
    "PackCards",
    "StateBasedCheck",
    "UnknownVariant",
    "VariantPack",
    "custom_cards",
    "database",
    "get",
    "install",
    "installed_names",
    "is_pack_file",
    "register",
    "registered",
    "resolve",
    "ruleset",
    "shipped",
    "variants_with_card",
]

_FROM_FILE: dict[str, Path] = {}
"""The packs read from a pack file, by name: the file each came from."""


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
    if spec in registered():
        return registered()[spec]
    if spec.isidentifier():
        _import_shipped(spec)
        if spec in registered():
            return registered()[spec]
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
    if isinstance(pack, VariantPack) and pack.name not in registered():
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

    current = registered().get(pack.name)
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

    names = {*shipped(), *installed_names(), *registered()}
    close = difflib.get_close_matches(spec, sorted(names), n=1)
    return f"; did you mean '{close[0]}'?" if close else ""


def _known() -> str:
    """The packs there are, for an error message."""
    shipped_names = shipped()
    others = sorted(set(registered()) - set(shipped_names) - set(installed_names()))
    parts = [
        f"shipped: {', '.join(shipped_names) or 'none'}",
        f"installed: {', '.join(installed_names()) or 'none'}",
    ]
    if others:
        parts.append(f"loaded: {', '.join(others)}")
    return "; ".join(parts) + "; or a pack file: path/to/pack.py or .yaml"


def variants_with_card(name: str) -> list[str]:
    """The variants (shipped, installed or registered) whose own cards include one called
    ``name`` (English or Japanese): to say which variant a deck or scenario needs."""
    return _variants_with_card(name, also=installed_names())
