"""Extra turns (CR 500.7): "take an extra turn after this one" adds a turn directly after the
current one; of several, the most recently created is taken first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.play_state import event_of

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


@handles("extra_turn")
def extra_turn(it: Instructed) -> bool:
    """CR 500.7: the controller will take an extra turn after this one."""
    player = it.resolution.controller
    it.game.extra_turns.append(player)
    it.game.events.append(event_of("extra turn", f"{player} will take an extra turn", "500.7"))
    return True


def next_extra_turn(game: GameState) -> str | None:
    """CR 500.7: the player whose extra turn comes next (the most recently created one), taken
    off the list; None when no extra turn waits. A player who has left the game takes none
    (800.4a)."""
    while game.extra_turns:
        player = game.extra_turns.pop()
        if player in game.players and not game.players[player].lost:
            game.changed()
            return player
    return None
