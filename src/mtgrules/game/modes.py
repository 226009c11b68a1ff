"""Modal spells (CR 700.2): the modes a spell may be cast with, the text and targets the chosen
modes give it on the stack, and which of its targets each chosen mode uses as it resolves."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from mtgrules.game.errors import IllegalAction
from mtgrules.game.mana import condition_holds
from mtgrules.game.refusals import Refusal
from mtgrules.game.target_checks import target_groups
from mtgrules.model.abilities import Ability, AbilityKind, TargetSpec

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

CHOSEN = "modes"
"""The choice a spell on the stack keeps: the modes chosen for it (700.2a), which a copy of it
copies (700.2g)."""


def modal_ability(game: GameState, card: str, face: str | None = None) -> Ability | None:
    """The spell's modal spell ability, if it has one (CR 700.2)."""
    chars = game.characteristics(card) if face is None else game.half_characteristics(card, face)
    return next((a for a in chars.abilities if a.kind is AbilityKind.SPELL and a.modes), None)


def mode_choices(game: GameState, card: str, face: str | None = None) -> list[tuple[int, ...]]:
    """CR 700.2a, 700.2d: every choice of modes for casting ``card`` (each mode at most once,
    in printed order), or ``[()]`` for a spell that isn't modal."""
    ability = modal_ability(game, card, face)
    if ability is None:
        return [()]
    least, most = mode_count(game, card, ability)
    numbers = range(1, len(ability.modes) + 1)
    return [c for size in range(least, most + 1) for c in itertools.combinations(numbers, size)]


def mode_count(game: GameState, card: str, ability: Ability) -> tuple[int, int]:
    """CR 700.2, 601.2b: how many modes are chosen for ``card``: more when the ability's
    condition holds as it is cast ("If you control a Wizard as you cast this spell, you may
    choose two instead")."""
    if ability.more_modes_if is None:
        return ability.mode_count

    player = game.controller_of(card) or game.objects[card].owner
    holds = condition_holds(game, replace(ability, condition=ability.more_modes_if), card, player)
    return ability.more_modes if holds else ability.mode_count


def chosen_text(
    ability: Ability, modes: Sequence[int]
) -> tuple[tuple[Ability, ...], tuple[TargetSpec, ...]]:
    """CR 700.2c, 601.2c: the spell abilities a modal spell has with these modes chosen, and
    its targets: those of the chosen modes, in order."""
    chosen = tuple(ability.modes[number - 1] for number in modes)
    return chosen, tuple(spec for mode in chosen for spec in mode.targets)


def mode_refusal(
    game: GameState, card: str, face: str | None, modes: Sequence[int]
) -> Refusal | None:
    """Why ``modes`` can't be chosen for casting ``card``, or None: a modal spell needs as many
    modes as it says, each once (700.2a, 700.2d); any other spell none."""
    ability = modal_ability(game, card, face)
    if ability is None:
        return Refusal(f"'{card}' is not a modal spell", "700.2") if modes else None
    least, most = mode_count(game, card, ability)
    wanted = str(least) if least == most else f"{least} to {most}"
    if not least <= len(modes) <= most:
        return Refusal(f"choose {wanted} mode(s), not {len(modes)}", "700.2a")
    if len(set(modes)) != len(modes) or list(modes) != sorted(modes):
        return Refusal("each mode is chosen once, listed in the order printed", "700.2d")
    if not all(1 <= m <= len(ability.modes) for m in modes):
        return Refusal(f"'{card}' has modes 1 to {len(ability.modes)}", "700.2a")
    return None


def targets_by_mode(
    game: GameState,
    spell: str,
    abilities: Sequence[Ability],
    chosen: tuple[str, ...],
    targets: tuple[str | None, ...],
) -> list[tuple[str | None, ...]]:
    """CR 700.2c, 608.2b: the targets each of a resolving spell's abilities uses: for a modal
    spell, each chosen mode its own (``targets`` are the chosen ones as they are now, None for
    one that became illegal); for any other spell, all of them."""
    obj = game.objects.get(spell)
    if obj is None or CHOSEN not in obj.choices:
        return [targets] * len(abilities)
    specs = [spec for ability in abilities for spec in ability.targets]
    try:
        groups = target_groups(specs, chosen)
    except IllegalAction:
        return [targets] * len(abilities)
    out: list[tuple[str | None, ...]] = []
    position = word = 0
    for ability in abilities:
        size = sum(len(groups[word + k]) for k in range(len(ability.targets)))
        word += len(ability.targets)
        out.append(targets[position : position + size])
        position += size
    return out


def modes_phrase(modes: Sequence[int]) -> str:
    """How the log says which modes were chosen."""
    if not modes:
        return ""
    return f" (mode{'s' if len(modes) > 1 else ''} {', '.join(map(str, modes))})"
