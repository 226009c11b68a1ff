"""Characteristics (CR 109.3) as an immutable value, and the trace that explains them."""

from __future__ import annotations

from dataclasses import dataclass, field

from mtgrules.model.abilities import Ability
from mtgrules.vocab.colors import Color, in_wubrg_order
from mtgrules.vocab.mana import ManaCost
from mtgrules.vocab.typeline import TypeLine


@dataclass(frozen=True)
class Characteristics:
    """An object's characteristics (CR 109.3) and controller, as the layer system leaves them.
    ``names`` is empty for a nameless object (a face-down permanent, CR 708.2a)."""

    names: tuple[str, ...]
    mana_cost: ManaCost | None
    colors: frozenset[Color]
    type_line: TypeLine
    abilities: tuple[Ability, ...] = ()
    ability_texts: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    defense: int | None = None
    controller: str | None = None

    @property
    def name(self) -> str | None:
        """The name, or None for a nameless object; split cards' names joined by " // "."""
        return " // ".join(self.names) if self.names else None

    @property
    def mana_value(self) -> int:
        """CR 202.3: the mana value (0 without a mana cost)."""
        return self.mana_cost.mana_value() if self.mana_cost is not None else 0

    @property
    def color_letters(self) -> list[str]:
        return [c.value for c in in_wubrg_order(self.colors)]

    def has_keyword(self, word: str) -> bool:
        return any(a.is_keyword(word) for a in self.abilities)


@dataclass(frozen=True)
class TraceEntry:
    """One effect applied to one object: where, from what, what changed and why then."""

    layer: str
    rule: str
    effect: str
    source: str | None
    timestamp: int | None
    before: str
    after: str
    order: str
    """Why it applied when it did: timestamp order, after what it depends on, a loop, a CDA."""
    dependencies: tuple[str, ...] = field(default=())

    def as_dict(self) -> dict[str, object]:
        return {
            "layer": self.layer,
            "rule": self.rule,
            "effect": self.effect,
            "source": self.source,
            "timestamp": self.timestamp,
            "before": self.before,
            "after": self.after,
            "order": self.order,
            "depends_on": list(self.dependencies),
        }
