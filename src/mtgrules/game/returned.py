"""Cards returned "this way" (CR 608.2c, 400.7): what a later instruction of the same spell
counts of the objects an earlier one returned ("Draw a card for each card returned to your hand
this way": Paradoxical Outcome)."""

from __future__ import annotations

from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.zones import draw


def returned_to_hand(it: Instructed) -> list[str]:
    """CR 608.2c, 400.7: the spell's targets now in its controller's hand: the cards the
    instruction before returned there (a target illegal as it resolved isn't among them,
    608.2b; a token returned ceased to exist, 111.7; a card owned by another player went to
    that player's hand, 400.3)."""
    game, resolution = it.game, it.resolution
    return [
        t for t in dict.fromkeys(resolution.targets)
        if t is not None and t in game.objects and game.objects[t].zone is Zone.HAND
        and game.objects[t].owner == resolution.controller
    ]  # fmt: skip


@handles("draw_for_each_returned")
def draw_for_each_returned(it: Instructed) -> bool:
    """CR 121.1, 608.2c: "Draw a card for each card returned to your hand this way"."""
    returned = returned_to_hand(it)
    player = it.resolution.controller
    it.game.events.append(
        event_of("draw", f"{player} draws a card for each of {len(returned)} returned", "608.2c")
    )
    draw(it.game, player, len(returned))
    return True
