"""Copies of spells (CR 707.10): copying a spell on the stack, and choosing new targets for it."""

from __future__ import annotations

import itertools
from dataclasses import replace
from typing import TYPE_CHECKING

from mtgrules.game.errors import IllegalAction
from mtgrules.game.play_state import StackItem, event_of
from mtgrules.game.target_checks import target_groups
from mtgrules.game.targets import legal_targets, spell_target_specs

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


# -- copies of spells (CR 707.10) ------------------------------------------------------------------


def copy_spell(
    game: GameState, spell_id: str, controller: str, *, new_targets: bool = False
) -> None:
    """CR 707.10: put a copy of a spell on the stack, controlled by ``controller``. It isn't
    cast (no "whenever you cast" triggers); it has the spell's copiable values (a copy effect,
    707.2) and the decisions made for it: its targets, the value of X, how its damage is divided,
    its additional and alternative costs (kicked, what was sacrificed), the text a revealed card
    gave it. With ``new_targets``
    ("you may choose new targets for the copy", 707.10c) its controller keeps them or chooses
    new legal ones before anyone gets priority (a :class:`ChooseTargets` decision, when there
    is a choice)."""
    original = next((i for i in game.stack if i.id == spell_id and i.kind == "spell"), None)
    if original is None:
        return
    copy = game.copy_spell(spell_id, controller)
    source = game.objects[spell_id]
    copy.kicks = source.kicks  # CR 707.10: additional costs paid for the original
    if "spell_targets" in source.choices:  # the text it was cast with (a revealed card's)
        copy.choices["spell_targets"] = source.choices["spell_targets"]
    if "modes" in source.choices:  # CR 700.2g: the modes chosen for the original
        copy.choices["modes"] = source.choices["modes"]
    name = game.characteristics(copy.id).name
    item = StackItem(
        copy.id, "spell", copy.id, controller, None, original.targets, original.x,
        f"{name} (a copy)", original.target_changes, variables=dict(original.variables),
        divide=original.divide,
    )  # fmt: skip
    game.stack.append(item)
    if new_targets and original.targets and len(new_target_choices(game, item)) > 1:
        game.copies_waiting.append(copy.id)
        return
    copy_targets_chosen(game, copy.id, item.targets)


def new_target_choices(game: GameState, item: StackItem) -> list[tuple[str, ...]]:
    """CR 707.10c: the targets a copy may have: for each word "target", the original's targets
    kept (legal or not), or new legal ones (never the copy itself, 115.5)."""
    specs = spell_target_specs(game, item.id)
    try:
        kept = target_groups(specs, item.targets)
    except IllegalAction:
        return [item.targets]
    per_spec: list[list[tuple[str, ...]]] = []
    for spec, old in zip(specs, kept, strict=True):
        options = legal_targets(game, spec, item.id, item.controller)
        choices = [
            combo for size in range(spec.minimum, spec.maximum + 1)
            for combo in itertools.combinations(options, size)
        ]  # fmt: skip
        per_spec.append([old, *(c for c in choices if c != old)])
    return [tuple(itertools.chain.from_iterable(parts)) for parts in itertools.product(*per_spec)]


def copy_targets_chosen(game: GameState, copy_id: str, targets: tuple[str, ...]) -> None:
    """CR 707.10c: the copy's targets are decided: targets kept from the original stay as they
    were chosen (an object that changed zones since is still a new one, 400.7)."""
    at = next(i for i, item in enumerate(game.stack) if item.id == copy_id)
    item = game.stack[at]
    remembered = dict(zip(item.targets, item.target_changes, strict=True))
    changes = tuple(remembered.get(t, game.zone_changes(t)) for t in targets)
    game.stack[at] = replace(item, targets=targets, target_changes=changes)
    game.events.append(
        event_of(
            "copy",
            f"{item.controller} puts {item.description} on the stack"
            + (f" targeting {', '.join(targets)}" if targets else ""),
            "707.10",
        )
    )
    game.passes = set()
