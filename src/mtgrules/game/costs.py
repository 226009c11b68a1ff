"""Costs (CR 118, 602.1a): an activated ability's cost text read into its parts."""

from __future__ import annotations

import re
from dataclasses import dataclass

from mtgrules.vocab.mana import ManaCost, ManaCostError


class UnsupportedCost(ValueError):
    """A cost the game can't pay yet (it names what)."""


@dataclass(frozen=True)
class Cost:
    """CR 118.1: mana, tapping ({T}), untapping ({Q}), sacrificing this permanent, life."""

    mana: ManaCost | None = None
    tap: bool = False
    untap: bool = False
    sacrifice_self: bool = False
    life: int = 0
    text: str = ""


_LIFE = re.compile(r"^pay (\d+) life$", re.IGNORECASE)


def parse_cost(text: str) -> Cost:
    """Read ``{1}{U}, {T}``, ``{X}``, ``{B}{B}``, ``{T}, Sacrifice {this}``, ``Pay 2 life``.
    Raises :class:`UnsupportedCost` for anything else."""
    mana: ManaCost | None = None
    tap = untap = sacrifice = False
    life = 0
    for part in [p.strip() for p in text.split(",") if p.strip()]:
        if part == "{T}":
            tap = True
        elif part == "{Q}":
            untap = True
        elif part.lower().startswith("sacrifice") and (
            "{this}" in part or part.lower() == "sacrifice this"
        ):
            sacrifice = True
        elif (match := _LIFE.match(part)) is not None:
            life += int(match.group(1))
        else:
            try:
                parsed = ManaCost.parse(part)
            except ManaCostError as error:
                raise UnsupportedCost(f"can't pay '{part}'") from error
            mana = parsed if mana is None else ManaCost(mana.symbols + parsed.symbols)
    return Cost(mana, tap, untap, sacrifice, life, text)
