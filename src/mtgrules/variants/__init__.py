"""Variant packs: rule extensions a game opts into (``Game(..., variants=["bond"])``,
``variants: [bond]`` in a scenario, ``--variant bond`` on the command line). See
``docs/variants.md``. Each pack is a module of this package (``mtgrules.variants.NAME``); the
interface they plug into, :class:`VariantPack` and its registry, is :mod:`mtgrules.game.packs`,
re-exported here."""

from __future__ import annotations

from mtgrules.game.packs import (
    UnknownVariant,
    VariantPack,
    custom_cards,
    database,
    get,
    install,
    register,
    ruleset,
    shipped,
    variants_with_card,
)

__all__ = [
    "UnknownVariant",
    "VariantPack",
    "custom_cards",
    "database",
    "get",
    "install",
    "register",
    "ruleset",
    "shipped",
    "variants_with_card",
]
