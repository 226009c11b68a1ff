"""Shuffling a graveyard into a library (CR 701.24a): "its owner shuffles their graveyard into
their library" (Emrakul, the Aeons Torn, as it is put into a graveyard from anywhere)."""

from __future__ import annotations

from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.search import shuffle


@handles("shuffle_graveyard_in")
def shuffle_graveyard_in(it: Instructed) -> bool:
    """CR 701.24a, 108.3: the source's owner puts every card of their graveyard into their
    library, at the same time, then shuffles it."""
    game = it.game
    source = game.objects.get(it.resolution.source_id)
    if source is None:
        return False
    owner = source.owner
    cards = sorted(
        i for i, o in game.objects.items() if o.zone is Zone.GRAVEYARD and o.owner == owner
    )
    with game.at_once():
        for card in cards:
            game.move(card, Zone.LIBRARY)
    shuffle(game, owner)
    game.events.append(
        event_of(
            "shuffle", f"{owner} shuffles their graveyard ({len(cards)}) into their library",
            "701.24a",
        )
    )  # fmt: skip
    return True
