"""Emblems (CR 114): "[Player] gets an emblem with [ability]" puts an emblem into the command
zone, owned and controlled by that player (114.2). It has no characteristics but its abilities
(114.3: no name, no types, no mana cost, no color), is neither a card nor a permanent (114.5), and
its abilities function in the command zone (114.4: :func:`mtgrules.game.triggers.emit_event`
reads the triggered ones there)."""

from __future__ import annotations

from dataclasses import replace

from mtgrules.effects.characteristics import Characteristics
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import GameObject, Zone
from mtgrules.game.play_state import event_of
from mtgrules.model.abilities import AbilityKind
from mtgrules.vocab.typeline import TypeLine


def is_emblem(obj: GameObject) -> bool:
    """CR 114.1, 114.5: an object in the command zone that is neither a card nor a token."""
    return obj.zone is Zone.COMMAND and obj.card is None and not obj.is_token


@handles("emblem")
def emblem(it: Instructed) -> bool:
    """CR 114.2: the resolving ability's controller gets an emblem with its abilities; their
    ``{source}`` is the object that created it (201.5a)."""
    game, player = it.game, it.resolution.controller
    abilities = tuple(
        replace(a, refers_to=it.resolution.source_id, functions_outside_battlefield=True)
        if a.kind is AbilityKind.STATIC
        else replace(a, refers_to=it.resolution.source_id)
        for a in it.instruction.abilities
    )
    printed = Characteristics(
        names=(), mana_cost=None, colors=frozenset(), type_line=TypeLine(),
        abilities=abilities, power=None, toughness=None,
    )  # fmt: skip
    object_id = game.new_id("emblem")
    game.objects[object_id] = GameObject(
        object_id, player, Zone.COMMAND, printed, controller=player,
        timestamp=game.next_timestamp(),
    )  # fmt: skip
    game.changed()
    game.events.append(event_of("emblem", f"{player} gets an emblem ({object_id})", "114.2"))
    return True
