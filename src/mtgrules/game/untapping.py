"""Untapping permanents chosen as an instruction resolves (CR 701.26b, 608.2d): "untap up to two
lands" names no target, so the controller chooses which as it resolves, before anyone gets
priority."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from mtgrules.game.following import follow_knowing
from mtgrules.game.instructed import Instructed, every_object, handles
from mtgrules.game.play_state import event_of

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


@handles("untap_chosen")
def untap_chosen(it: Instructed) -> bool:
    """CR 701.26b: the controller chooses up to N of the permanents the filter matches (only
    tapped ones change anything) and untaps them."""
    game = it.game
    matching = sorted(
        c for c in every_object(game, it.resolution, it.instruction.param("all"))
        if game.objects[c].tapped
    )  # fmt: skip
    most = min(it.amount(), len(matching))
    options: list[tuple[str, tuple[str, ...]]] = [("untap nothing", ())]
    for count in range(1, most + 1):
        for chosen in itertools.combinations(matching, count):
            options.append(("untap " + ", ".join(chosen), chosen))
    if len(options) == 1:
        return True
    game.choices_waiting.append(
        {"object": it.resolution.source_id, "choice": "untap_chosen",
         "player": it.resolution.controller, "options": tuple(options), "then": None}
    )  # fmt: skip
    return True


def finish_untap_chosen(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The controller chose which permanents to untap; unless a rule says one can't, each
    untaps (701.26b)."""
    for card in dict(waiting["options"])[value]:
        obj = game.objects.get(card)
        if obj is None or not obj.tapped:
            continue
        if game.hooks.untap_refused(game, card, "effect") is not None:
            continue
        obj.tapped = False
        game.events.append(event_of("untap", f"{card} untaps", "701.26b"))
    follow_knowing(game, waiting, "untapped", dict(waiting["options"])[value])
    game.changed()
