"""How many lands a player may play this turn (CR 305.2): one, plus one for each effect that
lets them play an additional land — a static ability ("You may play an additional land on each
of your turns.", 305.2a) or a resolved spell ("You may play an additional land this turn.",
Explore)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.ops import ChangeRules
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.play_state import event_of

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

ADDITIONAL_LAND_PLAY = "additional_land_play"
"""The rule a static ability sets: its controller may play an additional land on each of their
turns (CR 305.2a)."""


def land_plays_allowed(game: GameState, player: str) -> int:
    """CR 305.2, 305.2a: one land, plus the additional ones effects allow ``player`` now."""
    static = sum(
        1
        for _, controller, op in game.layers().rule_effects
        if isinstance(op, ChangeRules) and op.rule == ADDITIONAL_LAND_PLAY and controller == player
        and game.active_player == player
    )  # fmt: skip
    return 1 + static + game.extra_land_plays.get(player, 0)


@handles("additional_land")
def additional_land(it: Instructed) -> bool:
    """CR 305.2a: "You may play an additional land this turn." — its controller may play one
    more land this turn (until the turn ends, 500.1)."""
    game, player = it.game, it.resolution.controller
    game.extra_land_plays = {
        **game.extra_land_plays,
        player: game.extra_land_plays.get(player, 0) + 1,
    }
    game.events.append(
        event_of("land play", f"{player} may play an additional land this turn", "305.2a")
    )
    return True
