"""Milling (CR 701.17): a player puts the top cards of their library into their graveyard;
"the milled cards" are remembered for the instructions after it (608.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.events import Event
from mtgrules.game.instructed import Instructed, Resolution, amount_of, handles
from mtgrules.game.objects import Zone
from mtgrules.model.abilities import Instruction

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


@handles("mill")
def _mills(it: Instructed) -> bool:
    """CR 701.17a."""
    _mill(it.game, it.resolution, it.instruction, it.target)
    return True


def _mill(
    game: GameState, resolution: Resolution, instruction: Instruction, target: str | None
) -> None:
    """CR 701.17a: a player mills N cards: the top N of their library go to their graveyard.
    ``repeat: shared_color``: while two milled cards share a color, mill again (Grindstone)."""
    player = target if target in game.players else resolution.controller
    amount = amount_of(game, resolution, instruction)
    while True:
        milled = list(game.libraries.get(player, [])[:amount])  # from the top (701.17a)
        for object_id in milled:
            game.move(object_id, Zone.GRAVEYARD)
        resolution.choices = {**resolution.choices, "milled": tuple(milled)}  # "the milled cards"
        game.events.append(Event("mill", f"{player} mills {len(milled)}", "701.17a"))
        colors = [game.characteristics(i).colors for i in milled]
        shared = len(colors) == 2 and bool(colors[0] & colors[1])
        if instruction.param("repeat") != "shared_color" or not shared or len(milled) < amount:
            return
