"""Delayed triggered abilities (CR 603.7): created by a resolving spell or ability ("draw a card
at the beginning of the next turn's upkeep"), they trigger once, the next time their event
happens after they were created (603.7b-c), controlled by the one who created them (603.7d)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtgrules.game.play_state import Step, event_of

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState
    from mtgrules.model.abilities import Ability


def create_delayed(
    game: GameState, when: str, source: str, controller: str, ability: Ability
) -> None:
    """CR 603.7a: remember the delayed trigger, with the turn it was created in (for "the next
    end step", the turn whose end step is next: this one's, unless it has begun, 603.7b)."""
    turn = game.turn
    if when in (NEXT_END_STEP, YOUR_NEXT_END_STEP) and game.step in (Step.END, Step.CLEANUP):
        turn += 1
    game.delayed_triggers.append((when, turn, source, controller, ability))
    game.events.append(
        event_of("delayed trigger", f"{controller}: {ability.render()} (created)", "603.7a")
    )


NEXT_END_STEP = "next_end_step"
"""A delayed trigger waiting for "the beginning of the next end step" (CR 603.7b, 513.1)."""
YOUR_FIRST_UPKEEP = "your_first_upkeep"
"""A delayed trigger created from an opening hand (CR 103.6b), waiting for "the beginning of
your first upkeep"."""
YOUR_NEXT_END_STEP = "your_next_end_step"
"""A delayed trigger waiting for "the beginning of your next end step" (CR 603.7b)."""
UNTIL_YOUR_NEXT_TURN = "until_your_next_turn"
"""A delayed trigger with a stated duration, "until your next turn, whenever …": it triggers
each time its event happens until its controller's next turn begins (CR 603.7b)."""


THIS_TURN = "this_turn"
"""A delayed trigger with a stated duration, "whenever … this turn": it triggers each time its
event happens during the turn it was created in (CR 603.7b)."""
LASTING = (UNTIL_YOUR_NEXT_TURN, THIS_TURN)
"""The delayed triggers with a stated duration, triggered by events."""


def end_until_your_next_turn(game: GameState, player: str) -> None:
    """CR 603.7b: ``player``'s next turn begins: their delayed triggers lasting "until your next
    turn" are gone, and every one lasting "this turn" of an earlier turn."""
    kept = [
        d for d in game.delayed_triggers
        if not (d[0] == UNTIL_YOUR_NEXT_TURN and d[3] == player)
        and not (d[0] == THIS_TURN and d[1] < game.turn)
    ]  # fmt: skip
    if len(kept) != len(game.delayed_triggers):
        game.delayed_triggers = kept
        game.changed()


def upkeep_begins(game: GameState) -> None:
    """CR 603.7b: an upkeep begins: the delayed triggers waiting for the next turn's upkeep
    (created in an earlier turn) trigger, once, and are gone."""
    due = [
        d
        for d in game.delayed_triggers
        if (
            d[1] < game.turn
            and (
                d[0] == "next_upkeep" or (d[0] == "your_next_upkeep" and d[3] == game.active_player)
            )
        )
        or (d[0] == YOUR_FIRST_UPKEEP and d[3] == game.active_player)
    ]  # "your next upkeep": the next upkeep of its controller's turn; "your first upkeep":
    # created before the first turn (CR 103.6), the upkeep of its controller's first turn
    _trigger_due(game, due)


YOUR_NEXT_MAIN = "your_next_main"
"""A delayed trigger "at the beginning of your next main phase" (Mana Drain)."""


def main_phase_begins(game: GameState) -> None:
    """CR 603.7b, 505.1: a main phase begins: the delayed triggers of the active player waiting
    for their next main phase (created before it began) trigger, once, and are gone."""
    active = game.active_player
    _trigger_due(
        game, [d for d in game.delayed_triggers if d[0] == YOUR_NEXT_MAIN and d[3] == active]
    )


def _trigger_due(game: GameState, due: list[tuple[str, int, str, str, Ability]]) -> None:
    if not due:
        return
    game.delayed_triggers = [d for d in game.delayed_triggers if d not in due]
    for _, _, source, controller, ability in due:
        game.waiting_triggers.append((source, ability, controller))
    game.changed()


def end_step_begins(game: GameState) -> None:
    """CR 603.7b, 513.1a: an end step begins: the delayed triggers waiting for "the next end
    step" (created before it began: one created during an end step waits for the next turn's)
    and those of the active player waiting for "your next end step" trigger, once, and are
    gone."""
    active = game.active_player
    _trigger_due(
        game,
        [
            d
            for d in game.delayed_triggers
            if d[1] <= game.turn
            and (d[0] == NEXT_END_STEP or (d[0] == YOUR_NEXT_END_STEP and d[3] == active))
        ],
    )


def remember_object(game: GameState, ability: Ability, object_id: str | None) -> Ability:
    """CR 603.7c: a delayed triggered ability about one object ("return it to the battlefield
    at the beginning of the next end step"): it remembers that object as it is now."""
    if object_id is None or object_id not in game.objects:
        return ability
    return replace(
        ability, trigger_object=object_id, trigger_object_changes=game.zone_changes(object_id)
    )


def remembered_object(game: GameState, ability: Ability) -> str | None:
    """CR 603.7c: the object a delayed triggered ability is about, if it is still that object
    (it hasn't changed zones since the ability was created; else the ability doesn't affect
    the new object it became, 400.7)."""
    object_id = ability.trigger_object
    if object_id is None or object_id not in game.objects:  # nothing was put, or it is gone
        game.events.append(event_of("delayed trigger", "no object to affect", "603.7c"))
        return None
    if game.zone_changes(object_id) != ability.trigger_object_changes:
        game.events.append(
            event_of("delayed trigger", f"{object_id} has changed zones: not affected", "603.7c")
        )
        return None
    return object_id
