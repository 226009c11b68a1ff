"""A counter of the player's choice (CR 122.1, 608.2d): "Put a +1/+1 counter or a loyalty
counter on it." (Elspeth Conquers Death) — the controller chooses which kind as the ability
resolves, and the instructions after it wait for the choice."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.following import follow
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


@handles("counter_of_choice")
def counter_of_choice(it: Instructed) -> bool:
    """CR 122.1, 608.2d: the controller chooses one of the kinds; nothing happens if the
    object isn't on the battlefield now (608.2b)."""
    game, target = it.game, it.target
    obj = game.objects.get(target) if target is not None else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return True
    kinds = tuple(str(k) for k in it.instruction.param("value"))
    game.choices_waiting.append(
        {"object": it.resolution.source_id, "choice": "counter_of_choice",
         "player": it.resolution.controller, "on": target,
         "options": tuple((f"a {kind} counter", kind) for kind in kinds), "then": None}
    )  # fmt: skip
    return True


def finish_counter_of_choice(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The counter chosen is put on the object (if it is still there); then the instructions
    held back follow."""
    kind = dict(waiting["options"])[value]
    target = waiting["on"]
    obj = game.objects.get(target)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        game.add_counters(target, kind, 1)
        game.events.append(
            event_of("counters", f"{waiting['player']} puts {value} on {target}", "122.1")
        )
    then = waiting.get("then")
    if then:
        follow(game, then)
    game.changed()
