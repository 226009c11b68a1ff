"""Classes (CR 716): a Class's level, the level bars that raise it, and the abilities of each
level's section, which the Class has only at that level or higher.

A level bar "[Cost]: Level N" is an activated ability whose instruction is ``class_level: N``
(716.2a: "This Class's level becomes N. Activate only if this Class is level N-1 and only as a
sorcery"); the abilities listed after it in the definition are its section's ("As long as this
Class is level N or greater, it has [abilities]"). "When {this} becomes level N" triggers here,
as the level becomes N (:mod:`mtgrules.model.chapters`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.refusals import Refusal
from mtgrules.model.abilities import Ability
from mtgrules.model.chapters import becomes_level

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

LEVEL = "level"
"""The choice a permanent keeps: its level (716.2b: a designation, not a copiable value; a new
object has none)."""


def level_of(game: GameState, object_id: str) -> int:
    """CR 716.2d: a permanent's level; 1 if it has none."""
    return int(game.objects[object_id].choices.get(LEVEL, 1))


def bar_level(ability: Ability) -> int | None:
    """The level a level bar's activated ability gives (716.2a), or None for any other."""
    for instruction in ability.instructions:
        if instruction.action == "class_level":
            return int(instruction.param("value", 0))
    return None


def abilities_at_level(abilities: tuple[Ability, ...], level: int) -> tuple[Ability, ...]:
    """CR 716.2a, 716.3: the abilities a Class has at ``level``: those before its first level
    bar, every level bar's activated ability, and each section's up to that level."""
    out: list[Ability] = []
    section = 1
    for ability in abilities:
        bar = bar_level(ability)
        if bar is not None:
            out.append(ability)
            section = bar
        elif section <= level:
            out.append(ability)
    return tuple(out)


def _show_level(game: GameState, object_id: str) -> None:
    """Give a Class on the battlefield the abilities of its level (its definition's, in order)."""
    obj = game.objects[object_id]
    if obj.card is None or obj.face is None:
        return
    printed = game.definition_of(obj.card, obj.face).abilities
    if not any(bar_level(a) is not None for a in printed):
        return
    kept = tuple(a for a in obj.printed.abilities if a not in printed)  # the rules' own
    shown = abilities_at_level(printed, level_of(game, object_id))
    obj.printed = replace(obj.printed, abilities=shown + kept)
    game.changed()


def class_enters(game: GameState, object_id: str) -> None:
    """A Class enters at level 1 (716.2d) and has only the abilities of that level."""
    obj = game.objects[object_id]
    if obj.zone is Zone.BATTLEFIELD and obj.printed.type_line.has_subtype("Class"):
        _show_level(game, object_id)


def level_refusal(game: GameState, object_id: str, ability: Ability) -> Refusal | None:
    """CR 716.2a: a level bar's ability only if the Class is the level before (and only as a
    sorcery, its timing)."""
    bar = bar_level(ability)
    if bar is None:
        return None
    level = level_of(game, object_id)
    if level != bar - 1:
        return Refusal(
            f"'{object_id}' is level {level}: Level {bar} needs level {bar - 1}", "716.2a"
        )
    return None


@handles("class_level")
def become_level(it: Instructed) -> bool:
    """CR 716.2a: "This Class's level becomes N": it has that level's abilities from now on,
    and its "When this Class becomes level N" abilities trigger."""
    game, source = it.game, it.resolution.source_id
    obj = game.objects.get(source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return True
    level = int(it.instruction.param("value", 1))
    obj.choices[LEVEL] = level
    _show_level(game, source)
    game.events.append(event_of("level", f"{source} becomes level {level}", "716.2a"))
    controller = game.controller_of(source)
    for ability in game.characteristics(source).abilities:
        if becomes_level(ability) == level:
            game.waiting_triggers.append((source, ability, controller))
    return True
