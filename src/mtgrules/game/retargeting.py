"""Changing the target of a spell (CR 115.7): "change the target of target spell with a single target" — its controller chooses another legal target for it (115.7a), which then becomes a target (ward sees it, 702.21a)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mtgrules.game.following import follow
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.play_state import event_of
from mtgrules.game.targets import legal_targets, spell_target_specs
from mtgrules.game.ward import became_targets

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


CHANGE_TARGET = "change_target"
"""The choice of the new target (CR 115.7a), made by the changing spell's controller."""


@handles("change_target")
def _change_target(it: Instructed) -> bool:
    """CR 115.7a: "change the target of target spell with a single target": its controller
    chooses another legal target for it; with none, the target is unchanged."""

    game = it.game
    item = next((i for i in game.stack if i.id == it.target), None)
    if item is None or len(item.targets) != 1:
        return True
    specs = spell_target_specs(game, item.id) if item.kind == "spell" else ()
    if item.kind != "spell" or len(specs) != 1:
        game.events.append(event_of("target", f"{item.description}: target unchanged", "115.7a"))
        return True
    options = [
        t for t in legal_targets(game, specs[0], item.id, item.controller) if t != item.targets[0]
    ]
    if not options:
        game.events.append(
            event_of("target", f"{item.description}: no other legal target", "115.7a")
        )
        return True
    game.choices_waiting.append(
        {
            "object": it.resolution.source_id,
            "choice": CHANGE_TARGET,
            "player": it.resolution.controller,
            "spell": item.id,
            "options": tuple((t, t) for t in options),
            "then": None,  # the instructions after this one, held back (resolve.follow)
        }
    )
    return True


def finish_change_target(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """CR 115.7a: the spell's target is now ``value`` (it becomes the target: ward sees it,
    702.21a); then the instructions held back follow."""

    at = next((n for n, i in enumerate(game.stack) if i.id == waiting["spell"]), None)
    if at is not None:
        item = game.stack[at]
        game.stack[at] = replace(item, targets=(value,)).remember_targets(game)
        game.events.append(
            event_of("target", f"{item.description}: its target is now {value}", "115.7a")
        )
        became_targets(game, game.stack[at])
    if waiting.get("then"):
        follow(game, waiting["then"])
    game.changed()
