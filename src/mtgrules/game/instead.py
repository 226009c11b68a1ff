"""Later text that changes an earlier instruction (CR 608.2c): "Unholy Heat deals 2 damage to
target creature or planeswalker. / Delirium — Unholy Heat deals 6 damage instead if there are
four or more card types among cards in your graveyard."

The controller of a resolving spell reads its whole text before following it, in two forms:

- :func:`read_ahead`: an instruction marked ``instead`` under an ``if`` (or "if it was
  kicked", CR 702.33e) is not a step of its own but another amount for the earlier instruction
  with the same verb, used if the condition holds as that instruction is followed. The earlier
  instruction keeps its own target ("6 damage instead" is dealt to the creature the first
  sentence targets).
- :func:`read_as_a_whole`: an ``instead`` instruction with its own instructions replaces those
  of the spell ability before it when its condition holds (Fatal Push's revolt: "Destroy that
  creature if it has mana value 4 or less instead if …")."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from mtgrules.model.abilities import Instruction

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState
    from mtgrules.game.instructed import Resolution

Step = tuple["Resolution", Instruction]
Holds = Callable[["GameState", "Resolution", Instruction], bool]
"""Whether an ``if`` or ``instead`` condition holds as the spell resolves (game.resolve)."""


class InsteadError(ValueError):
    """An ``instead`` instruction with no earlier instruction of its verb to change (CR
    608.2c): a definition that can't mean anything."""


def _replacements(instruction: Instruction) -> tuple[Instruction, ...] | None:
    """The ``instead`` instructions of an ``if`` or an ``if_kicked`` with nothing otherwise (all
    of them, or it isn't one)."""
    if instruction.action == "if_kicked" and instruction.param("otherwise"):
        return None
    if instruction.action == "if" and instruction.param("condition") is None:
        return None
    if instruction.action not in ("if", "if_kicked"):
        return None
    then: tuple[Instruction, ...] = tuple(instruction.param("then", ()))
    if not then or not all(step.param("instead") is True for step in then):
        return None
    return then


def read_ahead(steps: Sequence[Step]) -> tuple[Step, ...]:
    """CR 608.2c: the steps to follow, each ``if … instead`` folded into the earlier step it
    changes: that step becomes "if [condition], [it with the new amount]; otherwise [it]"."""
    out: list[Step] = []
    for resolution, instruction in steps:
        replacements = _replacements(instruction)
        if replacements is None:
            out.append((resolution, instruction))
            continue
        (new,) = replacements  # one changed instruction (the definitions reader says so)
        index = _earlier(out, resolution, new.action)
        if index is None:
            raise InsteadError(
                f"'{new.action} … instead' with no earlier '{new.action}' to change (CR 608.2c)"
            )
        earlier_resolution, earlier = out[index]
        changed = replace(earlier, amount=new.amount, params=_numbered(earlier, new))
        branches = (("then", (changed,)), ("otherwise", (earlier,)))
        if instruction.action == "if_kicked":  # CR 702.33e: "if it was kicked, … instead"
            folded = Instruction("if_kicked", params=branches)
        else:
            folded = Instruction(
                "if", params=(("condition", instruction.param("condition")), *branches)
            )
        out[index] = (earlier_resolution, folded)
    return tuple(out)


def _numbered(earlier: Instruction, new: Instruction) -> tuple[tuple[str, object], ...]:
    """The earlier instruction's words, changed by the new one's if its verb's number is one
    of its words rather than an amount ("instead put two of them into your hand": ``dig: 2``;
    "put two of those cards into your hand instead": ``most: 2``)."""
    if new.amount is not None or earlier.amount is not None:
        return earlier.params
    changes = {k: v for k, v in new.params if k != "instead"}
    kept = tuple((k, changes.pop(k, v)) for k, v in earlier.params)
    return (*kept, *changes.items())


def _earlier(out: list[Step], resolution: Resolution, action: str) -> int | None:
    """The last step so far of the same spell or ability's source with this verb."""
    for index in range(len(out) - 1, -1, -1):
        other, instruction = out[index]
        if other.source_id == resolution.source_id and instruction.action == action:
            return index
    return None


def read_as_a_whole(
    game: GameState, resolutions: Sequence[Resolution], holds: Holds
) -> list[tuple[Resolution, Instruction]]:
    """CR 608.2c: the instructions to follow, the text read as a whole: an ``instead``
    instruction whose condition holds as the spell resolves replaces the instructions of the
    ability before it (Fatal Push's revolt); one whose condition doesn't hold does nothing."""
    groups: list[list[tuple[Resolution, Instruction]]] = []
    for resolution in resolutions:
        own: list[tuple[Resolution, Instruction]] = []
        for instruction in resolution.ability.instructions:
            if instruction.action != "instead":
                own.append((resolution, instruction))
            elif holds(game, resolution, instruction):
                if groups:
                    groups[-1] = []
                own += [(resolution, step) for step in instruction.param("then", ())]
        groups.append(own)
    return [step for group in groups for step in group]
