"""A floor on the total cost of spells (CR 601.2f): "As long as Trinisphere is untapped, each
spell that would cost less than three mana to cast costs three mana to cast." It applies after
every other increase and reduction, counting the X chosen (107.3) and the generic mana paid by
exiling cards for delve (702.66a: that pays the locked-in cost); the mana added is generic."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.ops import ChangeRules
from mtgrules.game.objects import Zone
from mtgrules.vocab.mana import GenericSymbol, ManaCost

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

THREE_WHILE_UNTAPPED = "spells_cost_at_least_three_mana_while_untapped"
"""The rule Trinisphere's effect sets while its source is untapped (CR 613.11)."""


def _floor(game: GameState) -> int:
    """The least mana any spell costs now: 3 while an untapped Trinisphere says so, else 0."""
    for source, _, op in game.layers().rule_effects:
        if not isinstance(op, ChangeRules) or op.rule != THREE_WHILE_UNTAPPED:
            continue
        obj = game.objects.get(source)
        if obj is not None and obj.zone is Zone.BATTLEFIELD and not obj.tapped:
            return 3
    return 0


def minimum_cost(game: GameState, cost: ManaCost, x: int = 0, delved: int = 0) -> ManaCost:
    """CR 601.2f: ``cost`` (with X = ``x``, and ``delved`` cards exiled to pay its generic
    mana) raised to the floor in force, the difference as generic mana."""
    floor = _floor(game)
    total = cost.mana_value(x) + delved
    if total >= floor:
        return cost
    generic = sum(s.amount for s in cost.symbols if isinstance(s, GenericSymbol))
    others = [s for s in cost.symbols if not isinstance(s, GenericSymbol)]
    return ManaCost((GenericSymbol(generic + floor - total), *others))
