"""Putting a card into a library at a position (CR 401.7): "put target nonland permanent into
its owner's library third from the top"."""

from __future__ import annotations

from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of


@handles("put_into_library")
def put_into_library(it: Instructed) -> bool:
    """CR 401.7: the target goes into its owner's library Nth from the top; with fewer than N
    cards there, on the bottom (it becomes a new object, 400.7)."""
    game, card = it.game, it.target
    if card is None or card not in game.objects:
        return True
    if game.objects[card].zone is not Zone.BATTLEFIELD:
        return True
    place = int(it.instruction.param("from_top") or 1)
    owner = game.objects[card].owner
    game.move(card, Zone.LIBRARY)
    library = [c for c in game.libraries[owner] if c != card]
    library.insert(min(place - 1, len(library)), card)
    game.libraries[owner] = library
    where = (
        "on the bottom" if library[-1] == card and len(library) < place else f"{place} from the top"
    )
    game.events.append(
        event_of("library", f"{card} is put into {owner}'s library {where}", "401.7")
    )
    game.changed()
    return True
