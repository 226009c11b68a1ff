"""Mana in a pool (CR 106.1, 106.3, 106.4): each mana with its source and what it may be spent
on, and a player's mana pool."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from mtgrules.model.spending import SpendOnly
from mtgrules.vocab.colors import Color
from mtgrules.vocab.mana import ManaUnit


@dataclass(frozen=True)
class Mana:
    """One mana in a pool (CR 106.1), remembering the permanent that made it (106.3) and that
    source's properties (snow, or a variant's own marks)."""

    color: Color | None
    source: str
    properties: frozenset[str] = frozenset()
    only: SpendOnly | None = None
    """CR 106.6: what it may only be spent on ("Spend this mana only to cast …")."""

    @property
    def unit(self) -> ManaUnit:
        return ManaUnit(self.color, self.properties)

    def __str__(self) -> str:
        return "{" + (self.color.value if self.color else "C") + "}"


class ManaPool:
    """CR 106.4: a player's mana pool. It empties at the end of each step and phase."""

    def __init__(self, mana: Iterable[Mana] = ()) -> None:
        self.mana: list[Mana] = list(mana)

    def add(self, mana: Iterable[Mana]) -> None:
        self.mana.extend(mana)

    def spend(self, positions: Iterable[int]) -> list[Mana]:
        chosen = sorted(set(positions), reverse=True)
        spent = [self.mana[i] for i in chosen]
        for i in chosen:
            del self.mana[i]
        return spent

    def empty(self) -> None:
        self.mana.clear()

    def copy(self) -> ManaPool:
        return ManaPool(self.mana)

    def __len__(self) -> int:
        return len(self.mana)

    def __str__(self) -> str:
        return "".join(str(m) for m in self.mana)
