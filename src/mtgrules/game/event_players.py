"""What a triggered ability remembers of the event it triggered on (CR 603.2, 608.2c): the
object the event was about ("if no mana was spent to cast it", "counter that spell" after
"Whenever a player casts a spell": Vexing Bauble) and the player ("{this} deals 2 damage to that
player": Eidolon of the Great Revel; "they lose 2 life": Sheoldred; "that spell's controller":
Bonecrusher Giant).

As the ability triggers, :func:`bind_event` writes what it reads of its event into the ability
(``trigger_object``, ``trigger_player``), so the ability on the stack remembers it whatever
happens before it resolves (a copy of the game shares the bound ability, a frozen value)."""

from __future__ import annotations

from dataclasses import replace

from mtgrules.model.abilities import Ability, Instruction
from mtgrules.model.triggers import GameEvent

THAT_PLAYER = "that_player"
"""An instruction's ``player`` word for the player its trigger event is about."""


def bind_event(ability: Ability, event: GameEvent) -> Ability:
    """CR 603.2: ``ability`` as it triggered on ``event``, remembering the event's object if it
    reads it and the event's player if an instruction is about "that player" (the same ability
    when it reads neither)."""
    bound = ability
    if event.object_id is not None and reads_event_object(ability):
        bound = replace(bound, trigger_object=event.object_id)
    if event.player is not None and any(_names_that_player(i) for i in ability.instructions):
        bound = replace(bound, trigger_player=event.player)
    return bound


def reads_event_object(ability: Ability) -> bool:
    """Whether a triggered ability reads the object its event was about: its condition asks
    whether mana was spent on it, or an instruction is about "that spell" (CR 603.2)."""
    check = ability.condition.history if ability.condition is not None else None
    if check is not None and check.fact == "no_mana_spent":
        return True
    return any(
        i.param("value") == "that_spell" or i.action == "exile_that_card"
        for i in ability.instructions
    )


def _names_that_player(instruction: Instruction) -> bool:
    if instruction.param("player") == THAT_PLAYER:
        return True
    then = instruction.param("then", ()) if instruction.action == "if" else ()
    return any(_names_that_player(i) for i in then)
