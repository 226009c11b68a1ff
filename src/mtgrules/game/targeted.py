"""CR 115.10, 603.2: an object becomes the target of a spell — the event "Whenever {this}
becomes the target of a spell" triggers on (Bonecrusher Giant), about the spell's controller
("that spell's controller")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.objects import Zone
from mtgrules.game.play_state import StackItem
from mtgrules.game.triggers import emit_event
from mtgrules.model.triggers import GameEvent, TriggerEvent

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def became_targets(game: GameState, item: StackItem) -> None:
    """CR 115.10: each permanent ``item`` (a spell or ability just put on the stack, or whose
    target just changed) targets becomes the target of a spell or ability its controller
    controls, once however many of its words "target" chose it (603.2c); the turn's history
    counts each time (Valiant: "for the first time each turn")."""
    for target in dict.fromkeys(t for t in item.targets if t in game.objects):
        if game.objects[target].zone is Zone.BATTLEFIELD:
            emit_event(game, GameEvent(TriggerEvent.BECOMES_TARGET, target, item.controller))


def became_targets_of_spell(game: GameState, item: StackItem) -> None:
    """CR 115.10: each permanent ``item`` (a spell just cast with its targets) targets becomes
    the target of a spell, once however many of its words "target" chose it (603.2c)."""
    if item.kind != "spell":
        return
    for target in dict.fromkeys(t for t in item.targets if t in game.objects):
        if game.objects[target].zone is Zone.BATTLEFIELD:
            emit_event(
                game, GameEvent(TriggerEvent.BECOMES_TARGET_OF_SPELL, target, item.controller)
            )
