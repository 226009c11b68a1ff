"""Spending restricted mana (CR 106.6): what a payment is for, whether mana with a restriction
("Spend this mana only to cast artifact spells") may be spent on it, and what such mana does
to the spell it is spent on ("… and that spell can't be countered", Cavern of Souls)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mtgrules.effects.engine import EffectContext, EffectInstance
from mtgrules.effects.model import EffectSpec, Filter
from mtgrules.game.play_state import event_of
from mtgrules.model.spending import SpendOnly

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState
    from mtgrules.game.mana_pool import Mana


@dataclass(frozen=True)
class Spending:
    """What mana is being spent on (CR 601.2g-h, 602.2b): casting the spell ``cast`` (a card
    being cast), or activating an ability of ``activate`` (its source). Neither: another cost
    (ward, "unless its controller pays"), which restricted mana can't pay."""

    cast: str | None = None
    activate: str | None = None


NOTHING_IN_PARTICULAR = Spending()
"""A payment that is neither for casting a spell nor for activating an ability."""


UNCOUNTERABLE_MARK = "cant_be_countered"
"""What a spell that can't be countered remembers (in its choices) while it is on the stack
(CR 101.2: mana spent on it, 106.6; "the next spell you cast this turn", 611.2a)."""


def may_spend(
    game: GameState, only: SpendOnly | None, source: str, player: str, spending: Spending | None
) -> bool:
    """CR 106.6: whether mana ``source`` made for ``player`` with the restriction ``only`` may
    be spent on ``spending``."""
    if only is None:
        return True
    if spending is None:
        return False
    if spending.cast is not None and only.cast is not None:
        return _spell_allowed(game, only, source, player, spending.cast)
    if spending.activate is not None and only.activate is not None:
        return _matches(game, only.activate, source, player, spending.activate, "battlefield")
    return False


def _spell_allowed(game: GameState, only: SpendOnly, source: str, player: str, spell: str) -> bool:
    """CR 106.6: the spell being cast is one the restriction allows (its characteristics as it
    is cast, 601.2a)."""
    assert only.cast is not None
    chars = game.characteristics(spell)
    if only.multicolored and len(chars.colors) < 2:  # CR 105.4
        return False
    if only.chosen_type:
        chosen = only.chosen if only.chosen is not None else chosen_type_of(game, source)
        if chosen is None or chosen not in chars.type_line.subtype_names:
            return False
    return _matches(game, only.cast, source, player, spell, "stack")


def chosen_type_of(game: GameState, source: str) -> str | None:
    """CR 614.12, 607.2a: the creature type chosen as ``source`` entered, if one was."""
    obj = game.objects.get(source)
    chosen = obj.choices.get("creature_type") if obj is not None else None
    return str(chosen) if chosen else None


class _AsSpent:
    """An object as a restriction's filter sees it: its characteristics now, in the zone the
    payment puts it (a spell on the stack, 601.2a; a permanent whose ability is activated)."""

    def __init__(self, game: GameState, object_id: str, zone: str, controller: str) -> None:
        obj = game.objects[object_id]
        self._chars = game.characteristics(object_id)
        self.id = object_id
        self.zone = zone
        self.owner = obj.owner
        self.controller = controller
        self.is_token = obj.is_token
        self.attached_to: str | None = None

    def __getattr__(self, name: str) -> Any:
        return getattr(self._chars, name)


def _matches(
    game: GameState, spells: Filter, source: str, player: str, object_id: str, zone: str
) -> bool:
    if object_id not in game.objects:
        return False
    result = game.layers()
    assert result.view is not None
    instance = EffectInstance(
        ("spend",), EffectSpec(spells, ()), source, (0,), fixed_controller=player
    )
    seen = _AsSpent(game, object_id, zone, player)
    return spells.matches(seen, EffectContext(instance, result.view, game), result.view)


def spent_on_spell(game: GameState, spell: str, spent: Sequence[Mana]) -> None:
    """CR 106.6, 101.2: mana spent to cast ``spell`` whose restriction says "and that spell
    can't be countered" (Cavern of Souls) makes it uncounterable while it is on the stack."""
    if any(m.only is not None and m.only.uncounterable for m in spent):
        game.objects[spell].choices[UNCOUNTERABLE_MARK] = True
        game.events.append(event_of("cast", f"{spell} can't be countered", "106.6"))
