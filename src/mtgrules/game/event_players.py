"""The player a trigger event is about, as its triggered ability's instructions name them
(CR 603.2, 608.2c): "Whenever a player casts a spell …, {this} deals 2 damage to that player"
(Eidolon of the Great Revel), "Whenever an opponent draws a card, they lose 2 life"
(Sheoldred), "… deals 2 damage to that spell's controller" (Bonecrusher Giant).

An instruction says ``player: that_player``; as the ability triggers, :func:`bind_event` writes
the event's player into those instructions (``event_player``), so the ability on the stack
remembers who it is about whatever happens before it resolves (a copy of the game shares the
bound ability, a frozen value)."""

from __future__ import annotations

from dataclasses import replace

from mtgrules.model.abilities import Ability, Instruction
from mtgrules.model.triggers import GameEvent

THAT_PLAYER = "that_player"
"""An instruction's ``player`` word for the player its trigger event is about."""


def bind_event(ability: Ability, event: GameEvent) -> Ability:
    """CR 603.2: ``ability`` as it triggered on ``event``: its instructions about "that
    player" name the event's player (the same ability when none is)."""
    if event.player is None or not any(_names_that_player(i) for i in ability.instructions):
        return ability
    bound = tuple(_bind(i, event.player) for i in ability.instructions)
    return replace(ability, instructions=bound)


def _names_that_player(instruction: Instruction) -> bool:
    if instruction.param("player") == THAT_PLAYER:
        return True
    then = instruction.param("then", ()) if instruction.action == "if" else ()
    return any(_names_that_player(i) for i in then)


def _bind(instruction: Instruction, player: str) -> Instruction:
    params = tuple(
        (key, tuple(_bind(i, player) for i in value))
        if key == "then" and instruction.action == "if"
        else (key, value)
        for key, value in instruction.params
        if key != "event_player"
    )
    if instruction.param("player") == THAT_PLAYER:
        params = (*params, ("event_player", player))
    return replace(instruction, params=params)


def event_player(instruction: Instruction) -> str | None:
    """The player a bound instruction's "that player" is (None: not bound to an event)."""
    player = instruction.param("event_player")
    return str(player) if player is not None else None
