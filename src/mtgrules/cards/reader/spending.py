"""Reading the parts of an ``add_mana`` instruction beyond its mana: ``instead_if: [CONDITION,
…]`` (the mana ``instead`` says is added while every condition holds: the Urza lands), and a
restriction on spending the mana (CR 106.6), the instruction's
``spend_only: {cast: FILTER, activate: FILTER, multicolored: true, chosen_type: true,
uncounterable: true}`` — "Spend this mana only to cast artifact spells" is ``{cast: {types:
Artifact}}``; a ``cast`` filter looks at spells (zone ``stack``), an ``activate`` one at the
sources of abilities (the battlefield)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.reader.filters import FilterReader
from mtgrules.model.spending import SpendOnly

_KEYS = {"cast", "activate", "multicolored", "chosen_type", "uncounterable"}


def read_spend_only(reader: FilterReader, value: Any, where: Any) -> SpendOnly:
    """CR 106.6: what the mana an instruction adds may only be spent on."""
    data = reader.mapping(value, where, "spend_only", "'spend_only'")
    reader.check_keys(data, _KEYS, "'spend_only'")
    if "cast" not in data and "activate" not in data:
        raise reader.fail(data, "'spend_only' needs cast or activate")
    flags = {k: data.get(k, False) for k in ("multicolored", "chosen_type", "uncounterable")}
    for key, flag in flags.items():
        if not isinstance(flag, bool):
            raise reader.fail(data, f"'{key}' must be true or false", key)
    if "cast" not in data and any(flags.values()):
        raise reader.fail(data, "multicolored, chosen_type and uncounterable are about a spell")
    cast = (
        reader.filter(reader.mapping(data["cast"], data, "cast", "'cast'"), ("stack",))
        if "cast" in data
        else None
    )
    activate = (
        reader.filter(reader.mapping(data["activate"], data, "activate", "'activate'"))
        if "activate" in data
        else None
    )
    return SpendOnly(cast, activate, **flags)


MANA_PARTS = frozenset({"spend_only", "instead_if"})
"""The keys of an ``add_mana`` instruction read here."""


def read_mana_part(reader: FilterReader, key: str, value: Any, where: Any) -> Any:
    """``spend_only`` (a :class:`SpendOnly`) or ``instead_if`` (a tuple of conditions)."""
    if key == "spend_only":
        return read_spend_only(reader, value, where)
    if not isinstance(value, list) or not value:
        raise reader.fail(where, "'instead_if' must be a list of conditions", key)
    return tuple(reader.condition(c, where, key) for c in value)
