"""Abilities on the stack as the objects of spells and abilities (CR 113.7, 405.1): an activated
or triggered ability on the stack may be targeted ("target activated or triggered ability",
CR 115.1) and countered (701.6a: removed from the stack, none of its effects happen). A mana
ability never is: it doesn't use the stack (605.3b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.play_state import StackItem, event_of
from mtgrules.model.abilities import AbilityKind, TargetSpec

if TYPE_CHECKING:
    from mtgrules.game.state import Game

_KINDS = {AbilityKind.ACTIVATED: "activated", AbilityKind.TRIGGERED: "triggered"}


def stack_ability(game: Game, item_id: str) -> StackItem | None:
    """The ability on the stack ``item_id`` names, or None (a spell, or gone)."""
    return next((i for i in game.stack if i.id == item_id and i.kind == "ability"), None)


def ability_kind(item: StackItem) -> str:
    """``activated`` or ``triggered``: what an ability on the stack is (CR 113.3b-c; a loyalty
    ability is an activated ability, 606.3)."""
    assert item.ability is not None
    return _KINDS.get(item.ability.kind, "activated")


def ability_target_problem(game: Game, spec: TargetSpec, target: str, source: str) -> str | None:
    """CR 115.1, 115.5: why ``target`` can't be the ability ``spec`` asks for, or None: it must
    be an ability on the stack of a kind the word "target" names, and not the one targeting."""
    item = stack_ability(game, target)
    if item is None:
        return f"'{target}' is not an ability on the stack"
    if not spec.abilities:
        return f"'{target}' is an ability, not a legal target ({spec.description})"
    if ability_kind(item) not in spec.abilities:
        return f"'{target}' is not a {' or '.join(spec.abilities)} ability"
    if item.id == source:
        return "an ability can't target itself"
    return None


def ability_targets(game: Game, spec: TargetSpec, source: str) -> list[str]:
    """CR 115.1: the abilities on the stack ``spec`` may target now, from the top down."""
    return [
        i.id
        for i in reversed(game.stack)
        if i.kind == "ability" and ability_target_problem(game, spec, i.id, source) is None
    ]


def counter_ability(game: Game, item_id: str) -> bool:
    """CR 701.6a: counter an activated or triggered ability: it is removed from the stack and
    none of its effects happen. False if it isn't on the stack."""
    item = stack_ability(game, item_id)
    if item is None:
        return False
    game.stack.remove(item)
    game.events.append(event_of("counter", f"{item.description} is countered", "701.6a"))
    game.changed()
    return True
