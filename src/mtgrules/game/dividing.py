"""Damage divided among targets (CR 601.2d): how much a spell divides, the division its caster
announces as it is cast (at least 1 to each target, all of it), and who gets what as it
resolves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgrules.game.errors import IllegalAction
from mtgrules.game.instructed import Resolution, amount_of
from mtgrules.model.abilities import Ability

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def division_of(resolution: Resolution, amount: int) -> list[tuple[str, int]]:
    """CR 601.2d: damage divided as the caster announced (``divide``, in target order); one
    target gets it all. A target that has become illegal gets none of it (608.2b): its share
    isn't dealt to the others."""
    division = resolution.choices.get("divide")
    if not division:
        targets = [t for t in resolution.targets if t is not None]
        if len(resolution.targets) > 1:  # no division was announced: refused, not guessed
            raise ValueError(
                f"no division of its {amount} damage among {len(resolution.targets)} targets "
                "was announced; dividing a triggered ability's damage isn't played yet "
                "(CR 603.3d, 601.2d)"
            )
        return [(targets[0], amount)] if targets else []
    return [
        (target, share)
        for target, share in zip(resolution.targets, division, strict=True)
        if target is not None
    ]


def divided_amount(
    game: GameState, source_id: str, controller: str, abilities: Sequence[Ability], x: int
) -> int | None:
    """CR 601.2d: how much damage a spell with these abilities divides among its targets as it
    is cast, with X = ``x`` (None when it divides nothing)."""
    for ability in abilities:
        for instruction in ability.instructions:
            if instruction.action == "damage" and instruction.param("divided"):
                resolution = Resolution(source_id, controller, ability, (), {"X": x})
                return amount_of(game, resolution, instruction)
    return None


def check_division(targets: Sequence[str], division: Sequence[int] | None, amount: int) -> None:
    """CR 601.2d: dividing damage among targets is announced as the spell is cast, at least 1
    to each target, all of it. Raises :class:`IllegalAction`."""
    if division is None:
        if len(targets) > 1:
            raise IllegalAction(f"divide {amount} damage among {len(targets)} targets", "601.2d")
        return
    if len(division) != len(targets) or any(d < 1 for d in division) or sum(division) != amount:
        raise IllegalAction(
            f"{amount} damage must be divided among the {len(targets)} target(s), "
            f"at least 1 each: {list(division)} isn't",
            "601.2d",
        )
