"""Abilities on the stack as the objects of spells and abilities (CR 113.7, 405.1): an activated
or triggered ability on the stack may be targeted ("target activated or triggered ability",
CR 115.1) and countered (701.6a: removed from the stack, none of its effects happen). A mana
ability never is: it doesn't use the stack (605.3b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.ops import ChangeRules
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.play_state import StackItem, event_of
from mtgrules.game.spending import UNCOUNTERABLE_MARK
from mtgrules.model.abilities import AbilityKind, EffectSpec, Filter, TargetSpec

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

_KINDS = {AbilityKind.ACTIVATED: "activated", AbilityKind.TRIGGERED: "triggered"}


def stack_ability(game: GameState, item_id: str) -> StackItem | None:
    """The ability on the stack ``item_id`` names, or None (a spell, or gone)."""
    return next((i for i in game.stack if i.id == item_id and i.kind == "ability"), None)


def ability_kind(item: StackItem) -> str:
    """``activated`` or ``triggered``: what an ability on the stack is (CR 113.3b-c; a loyalty
    ability is an activated ability, 606.3)."""
    assert item.ability is not None
    return _KINDS.get(item.ability.kind, "activated")


def ability_target_problem(
    game: GameState, spec: TargetSpec, target: str, source: str
) -> str | None:
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


def ability_targets(game: GameState, spec: TargetSpec, source: str) -> list[str]:
    """CR 115.1: the abilities on the stack ``spec`` may target now, from the top down."""
    return [
        i.id
        for i in reversed(game.stack)
        if i.kind == "ability" and ability_target_problem(game, spec, i.id, source) is None
    ]


def counter_ability(game: GameState, item_id: str) -> bool:
    """CR 701.6a: counter an activated or triggered ability: it is removed from the stack and
    none of its effects happen. False if it isn't on the stack."""
    item = stack_ability(game, item_id)
    if item is None:
        return False
    game.stack.remove(item)
    game.events.append(event_of("counter", f"{item.description} is countered", "701.6a"))
    game.changed()
    return True


# -- "The next spell you cast this turn can't be countered." (CR 101.2, 611.2a) -------------------

NEXT_SPELL_UNCOUNTERABLE = "next_spell_you_cast_this_turn_cant_be_countered"
"""The rule such an effect sets for its controller until the turn ends or they cast a spell."""


@handles("next_spell_uncounterable")
def _next_spell_uncounterable(it: Instructed) -> bool:
    """CR 101.2, 611.2a: "the next spell you cast this turn can't be countered" (Mistrise
    Village): an effect until end of turn that the controller's next spell uses up."""
    spec = EffectSpec(
        Filter(zones=()), (ChangeRules(NEXT_SPELL_UNCOUNTERABLE),), duration="end_of_turn"
    )
    it.game.create_effect(
        spec, it.resolution.source_id, it.resolution.controller,
        description="the next spell you cast this turn can't be countered",
    )  # fmt: skip
    return True


def next_spell_cast(game: GameState, player: str, spell_id: str) -> None:
    """CR 601.2i, 101.2: ``player`` cast ``spell_id``: an effect making their next spell this
    turn uncounterable applies to it, and ends."""
    mine = [
        e
        for e in game.effects
        if e.controller == player
        and any(isinstance(op, ChangeRules) and op.rule == NEXT_SPELL_UNCOUNTERABLE
                for op in e.spec.ops)
    ]  # fmt: skip
    if not mine:
        return
    game.effects = [e for e in game.effects if e not in mine]
    game.objects[spell_id].choices[UNCOUNTERABLE_MARK] = True
    game.events.append(event_of("cast", f"{spell_id} can't be countered", "101.2"))
    game.changed()


def marked_uncounterable(game: GameState, spell_id: str) -> bool:
    """Whether the spell ``spell_id`` was the next spell cast after such an effect."""
    obj = game.objects.get(spell_id)
    return obj is not None and bool(obj.choices.get(UNCOUNTERABLE_MARK))


# -- changing the target of a spell (CR 115.7) -------------------------------------------------


def has_single_target(game: GameState, item_id: str) -> bool:
    """CR 115.7: whether the spell or ability on the stack ``item_id`` has a single target."""
    item = next((i for i in game.stack if i.id == item_id), None)
    return item is not None and len(item.targets) == 1
