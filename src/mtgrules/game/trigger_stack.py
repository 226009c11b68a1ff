"""Putting triggered abilities on the stack (CR 603.3): the next time a player would receive
priority, each ability that triggered is put on the stack — its controller choosing the order of
their own (603.3b) and the targets of each (603.3d) — and, once there, what it targets becomes a
target (115.10; ward, 702.21a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.log_entries import entry
from mtgrules.game.play_state import Decision, DecisionKind, StackItem, event_of
from mtgrules.game.targets import target_choices
from mtgrules.game.ward import became_targets
from mtgrules.model.abilities import Ability

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def put_triggers_on_stack(game: GameState) -> bool:
    """CR 603.3b: the active player puts their triggered abilities on the stack first, in the
    order they choose, then each other player in turn order (APNAP). Choosing that order
    (:class:`ChooseTrigger`) and a trigger's targets (603.3d, :class:`ChooseTargets`) are the
    controller's decisions: then this returns True with the decision pending, and the triggers
    not yet on the stack wait their turn."""
    order = game.turn_order
    start = order.index(game.active_player)
    apnap = order[start:] + order[:start]
    waiting = game.waiting_triggers
    ordered = [t for player in apnap for t in waiting if t[2] == player]
    ordered += [t for t in waiting if t[2] not in apnap]
    game.waiting_triggers = ordered
    while game.waiting_triggers:
        source, ability, controller = game.waiting_triggers[0]
        group = [t for t in game.waiting_triggers if t[2] == controller]
        distinct = {(t[0], t[1].render()) for t in group}  # the same ability twice: no choice
        if len(distinct) > 1 and not game.trigger_chosen:
            game.pending = Decision(
                DecisionKind.ORDER, controller, tuple(_trigger_text(game, t) for t in group),
                about="603.3b", data={"count": len(group)},
            )  # fmt: skip
            return True
        game.trigger_chosen = False
        game.waiting_triggers = game.waiting_triggers[1:]
        choices = (
            target_choices(game, ability.targets, source, controller) if ability.targets else [()]
        )
        if not choices:
            game.events.append(
                event_of("no target", f"{source}: {ability.render()} has no legal target", "603.3d")
            )
            continue
        if len(choices) > 1:
            game.targeting = (source, ability, controller)
            game.pending = Decision(
                DecisionKind.TARGETS, controller, tuple(",".join(c) for c in choices),
                about=_trigger_text(game, (source, ability, controller)), data={"choices": choices},
            )  # fmt: skip
            return True
        push_trigger(game, source, ability, controller, choices[0])
    return False


def _trigger_text(game: GameState, trigger: tuple[str, Ability, str]) -> str:
    source, ability, _ = trigger
    name = game.characteristics(source).name if source in game.objects else source
    return f"{name}: {ability.render(name)}"


def choose_trigger(game: GameState, index: int) -> None:
    """CR 603.3b: the chosen trigger goes on the stack next."""
    controller = game.waiting_triggers[0][2]
    group = [t for t in game.waiting_triggers if t[2] == controller]
    chosen = group[index]
    rest = list(game.waiting_triggers)
    rest.remove(chosen)
    game.waiting_triggers = [chosen, *rest]
    game.trigger_chosen = True


def push_trigger(
    game: GameState, source: str, ability: Ability, controller: str, targets: tuple[str, ...]
) -> None:
    name = game.characteristics(source).name if source in game.objects else source
    item = StackItem(
        f"ability-{game.next_timestamp()}", "ability", source, controller, ability,
        targets, 0, f"{name}: {ability.render(name)}", variables=source_state(game, source),
    ).remember_targets(game)  # fmt: skip
    game.stack.append(item)
    became_targets(game, item)  # CR 702.21a: ward
    game.events.append(
        entry(
            "trigger", item.description, "603.3",
            player=item.controller, source=item.source, targets=item.targets,
        )
    )  # fmt: skip


def source_state(game: GameState, source: str) -> dict[str, int]:
    """What an ability remembers of its source as it is put on the stack: how many times the
    source had transformed (CR 701.27f), and how many times it had changed zones (400.7: the
    same object still, for 610.3b)."""
    obj = game.objects.get(source)
    if obj is None:
        return {}
    return {
        "transformations": obj.transformations,
        "source_zone_changes": game.zone_changes(source),
    }
