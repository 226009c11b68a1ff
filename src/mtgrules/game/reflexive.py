"""Reflexive triggered abilities (CR 603.12): an ability that triggers on an event of the
resolving spell or ability itself ("Draw a card, then you may discard a card. When you discard
a nonland card this way, …"): it is created as that part resolves, if what happened matches,
and put on the stack the next time a player would receive priority, its targets chosen then
(603.3d); "that card" is the card of the event."""

from __future__ import annotations

from dataclasses import replace

from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.play_state import event_of
from mtgrules.game.revealed import any_is

DISCARDED = "discarded"
"""The key of a resolution's ``choices`` holding the card it discarded ("this way")."""


@handles("reflexive")
def reflexive(it: Instructed) -> bool:
    """CR 603.12: the card discarded this way, if it is of the kind the ability names, triggers
    the reflexive ability (remembering the card: "that card's mana value", 603.7c)."""
    game, resolution = it.game, it.resolution
    card = resolution.choices.get(DISCARDED)
    kind = it.instruction.param("kind")
    if not isinstance(card, str) or card not in game.objects:
        game.events.append(event_of("reflexive", "no card was discarded this way", "603.12"))
        return True
    if kind is not None and not any_is(game, resolution, (card,), kind):
        game.events.append(event_of("reflexive", f"{card} isn't of the kind named", "603.12"))
        return True
    (ability,) = it.instruction.abilities
    triggered = replace(
        ability, trigger_object=card, trigger_object_changes=game.zone_changes(card)
    )
    game.waiting_triggers.append((resolution.source_id, triggered, resolution.controller))
    game.changed()
    return True
