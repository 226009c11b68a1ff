"""Flipping a coin (CR 705): a coin flip is won or lost at random, evenly (705.1-705.2); what a
spell or ability does after "If you win the flip" or "If you lose the flip" happens only then.
The game's random generator (:attr:`Game.rng`, the one libraries are shuffled with) decides,
so a game replays the same from its seed."""

from __future__ import annotations

from mtgrules.game.following import follow
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.play_state import event_of


def flip_coin(rng_value: float) -> bool:
    """CR 705.2: whether a flip whose random draw is ``rng_value`` (in [0, 1)) is won."""
    return rng_value < 0.5


@handles("flip_coin")
def _flip(it: Instructed) -> bool:
    """CR 705.1-705.2: the controller flips a coin (``flip_coin: you``), then the instructions
    for the result are followed (608.2c: the rest of the ability after them)."""
    game, resolution = it.game, it.resolution
    player = resolution.controller
    won = flip_coin(game.rng.random())
    game.events.append(event_of("flip", f"{player} {'wins' if won else 'loses'} the flip", "705.2"))
    steps = it.instruction.param("won" if won else "lost", ())
    follow(game, tuple((resolution, step) for step in steps))
    return True
