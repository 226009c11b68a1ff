"""Permanents with the same name (CR 201.2): "Destroy target nonland permanent and all other
permanents with the same name as that permanent." (Maelstrom Pulse)."""

from __future__ import annotations

from mtgrules.game.damage import destroy
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of


@handles("destroy_same_name")
def _destroy_same_name(it: Instructed) -> bool:
    """CR 201.2, 608.2c, 701.8a: the target and every other permanent sharing a name with it
    (a nameless object shares a name with none, 201.2b) are destroyed at the same time."""
    game, target = it.game, it.target
    if target is None or target not in game.objects:
        return True
    if game.objects[target].zone is not Zone.BATTLEFIELD:
        return True
    names = set(game.characteristics(target).names)
    alike = [
        i
        for i, o in game.objects.items()
        if o.zone is Zone.BATTLEFIELD and i != target and names & set(game.characteristics(i).names)
    ]
    game.events.append(
        event_of("destroy", f"{target} and {len(alike)} other(s) with its name", "201.2")
    )
    with game.at_once():
        for permanent in (target, *alike):
            destroy(game, permanent)
    return True
