"""Following a resolving spell's or ability's instructions (CR 608.2c): each in order, through
the handler of its verb (:data:`~mtgrules.game.instructed.HANDLERS`), a choice partway holding
back the instructions after it until its player makes it (:func:`follow_knowing` takes them up
again). The handlers themselves live in the modules of their rule areas; they import this one,
never the other way round."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from mtgrules.effects.engine import EffectContext, EffectInstance
from mtgrules.game.delayed import create_delayed, remember_object, remembered_object
from mtgrules.game.events import Event
from mtgrules.game.history import converge_covers, turn_history
from mtgrules.game.instructed import (
    HANDLERS,
    NOTHING,
    Instructed,
    Resolution,
    count_of,
    last_known,
    reading,
)
from mtgrules.game.objects import ResolvedEffect, Zone
from mtgrules.game.revealed import revealed_card, revealed_is, target_is
from mtgrules.model.abilities import Ability, Instruction

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def holds(game: GameState, resolution: Resolution, instruction: Instruction) -> bool:
    """Whether the condition of an ``if`` instruction holds now (CR 608.2c): a count of
    objects, or "if you controlled that permanent" (its controller as it last existed on the
    battlefield, 608.2h)."""
    revealed = instruction.param("revealed")
    if revealed is not None:  # "if it's a land card" (the card just revealed, CR 701.20a)
        return revealed_is(game, resolution, revealed)
    kind = instruction.param("target_is")
    if kind is not None:  # "if it's a green card": the target, wherever it is now (608.2c)
        return target_is(game, resolution, kind, instruction.target)
    most = instruction.param("library_at_most")
    if most is not None:  # CR 401.2: "if X is … equal to the number of cards in your library"
        library = game.libraries.get(resolution.controller, ())
        return len(library) <= count_of(game, resolution, most)
    controlled = instruction.param("controlled_target")
    if controlled is not None:
        index = int(controlled) - 1
        target = resolution.targets[index] if 0 <= index < len(resolution.targets) else None
        if target is None or target not in game.objects:
            return False
        return last_known(game, target).controller == resolution.controller
    converge = instruction.param("converge_target")
    if converge is not None:  # converge (CR 207.2c): the colors of mana spent on it (601.2h)
        index = int(converge) - 1
        target = resolution.targets[index] if 0 <= index < len(resolution.targets) else None
        return target is not None and converge_covers(game, resolution.source_id, target)
    condition = instruction.param("condition")
    context, view = reading(game, resolution, "if")
    return bool(condition.holds(context, view))


def follow_knowing(game: GameState, waiting: dict[str, Any], key: str, value: Any) -> None:
    """CR 608.2c: follow the instructions a choice held back, the resolution they belong to now
    knowing ``key`` (the card chosen or found). The resolution is replaced, not changed: a copy
    of the game made while the choice waited shares it."""
    knowing: dict[int, Resolution] = {}
    steps = []
    for resolution, instruction in waiting.get("then") or ():
        if resolution.source_id == waiting["object"]:
            if id(resolution) not in knowing:
                knowing[id(resolution)] = replace(
                    resolution, choices={**resolution.choices, key: value}
                )
            resolution = knowing[id(resolution)]
        steps.append((resolution, instruction))
    if steps:
        follow(game, tuple(steps))


def follow(game: GameState, steps: Sequence[tuple[Resolution, Instruction]]) -> None:
    """CR 608.2c: follow each instruction in order. A choice its player makes partway (where
    the cards of a scry or surveil go, :mod:`mtgrules.game.library`) holds back the
    instructions after it until it is made."""
    for index, (resolution, instruction) in enumerate(steps):
        before = len(game.choices_waiting)
        _follow(game, resolution, instruction)
        if len(game.choices_waiting) > before and "then" in game.choices_waiting[-1]:
            game.choices_waiting[-1]["then"] = tuple(steps[index + 1 :])
            return


def _target(resolution: Resolution, instruction: Instruction) -> str | None:
    index = instruction.target - 1
    return resolution.targets[index] if 0 <= index < len(resolution.targets) else None


def _about(resolution: Resolution, instruction: Instruction) -> str | None:
    """CR 603.7c: the object a delayed triggered ability is about: the source, a target, the
    card an earlier instruction put onto the battlefield, or the token it created."""
    about = instruction.param("about")
    if about == "self":
        return resolution.source_id
    if about in ("chosen_card", "created_token"):
        chosen = resolution.choices.get(about)
        return chosen if isinstance(chosen, str) else None
    return _target(resolution, instruction)


def _follow(game: GameState, resolution: Resolution, instruction: Instruction) -> None:
    """CR 608.2c: carry out one instruction, through the handler of its verb
    (:data:`HANDLERS`; the verbs themselves: :data:`~mtgrules.model.verbs.VERBS`)."""
    action = instruction.action
    if action == "if_kicked":
        # CR 702.33e: the part of the text that applies only if it was (or wasn't) kicked.
        branch = "then" if resolution.variables.get("kicked", 0) else "otherwise"
        for step in instruction.param(branch, ()):
            _follow(game, resolution, step)
        return
    if action == "delayed":  # CR 603.7a: a delayed triggered ability is created
        ability = instruction.param("ability")
        if instruction.param("about") is not None:  # CR 603.7c: about one object
            ability = remember_object(game, ability, _about(resolution, instruction))
        create_delayed(
            game, instruction.param("when"), resolution.source_id, resolution.controller, ability
        )
        return
    if action == "if":
        # CR 608.2c: instructions followed only if their condition holds now.
        branch = "then" if holds(game, resolution, instruction) else "otherwise"
        for step in instruction.param(branch, ()):
            _follow(game, resolution, step)
        return
    target = _target(resolution, instruction)
    where = instruction.param("on") or instruction.param("to") or instruction.param("value")
    if where == "self":
        target = resolution.source_id
    if where == "that_spell":  # CR 603.2: the spell the trigger was about
        target = resolution.ability.trigger_object
    if where == "that_object":  # CR 603.7c: the object a delayed trigger is about
        target = remembered_object(game, resolution.ability)
        if target is None:
            return
    if "targets" in (instruction.param("value"), instruction.param("to")):  # CR 115.1: each
        with game.at_once():
            for each in (t for t in resolution.targets if t is not None):
                HANDLERS[action](Instructed(game, resolution, instruction, each))
        return
    if where == "you" and action == "damage":  # CR 120.3: "deals 3 damage to you"
        target = resolution.controller
    if where == "created":  # CR 608.2c: "it", the token the instruction before created
        created = resolution.choices.get("created", ())
        if not created:
            return
        target = created[-1]
    if where == "found":  # CR 608.2c: "that land", the card a search found
        found = resolution.choices.get("found", ())
        if not found:
            return
        target = found[0]
    if where == "revealed":  # CR 701.20a: the card just revealed ("its mana value")
        target = revealed_card(resolution)
    if not HANDLERS[action](Instructed(game, resolution, instruction, target)):
        game.events.append(
            Event("not modeled", f"'{action}' is not carried out in this state", None)
        )


def intervening_if_holds(
    game: GameState, ability: Ability, source_id: str, controller: str
) -> bool:
    """CR 603.4: whether a triggered ability's intervening "if" clause is true now (it has to
    be for the ability to trigger, and again as it resolves). "If it was kicked" asks whether
    the spell its source was had been kicked (702.33e, 400.7d)."""
    if ability.if_kicked:
        source = game.objects.get(source_id)
        if source is None or source.kicks == 0:
            return False
    if ability.condition is None:
        return True
    if ability.condition.source_cast:  # "if you cast it" (CR 400.7d)
        source = game.objects.get(source_id)
        return source is not None and source.cast
    if ability.condition.source_tapped is not None:  # "if {this} is tapped" (110.5)
        source = game.objects.get(source_id)
        tapped = source is not None and source.zone is Zone.BATTLEFIELD and source.tapped
        return tapped == ability.condition.source_tapped
    if ability.condition.history is not None:  # the turn's history (CR 500.1)
        about = ability.trigger_object
        return ability.condition.history.holds(controller, turn_history(game), about)
    result = game.layers()
    assert result.view is not None
    reading = ResolvedEffect(NOTHING, source_id, controller, 0, ability_text=ability.text)
    instance = EffectInstance(
        ("if",), NOTHING, source_id, (0,), resolved=reading, fixed_controller=controller
    )
    return ability.condition.holds(EffectContext(instance, result.view, game), result.view)
