"""Whether targets are legal (CR 115, 601.2c: as they are chosen; 608.2b: again as the spell or
ability resolves): each target of the kind its spec requires, and one that may be targeted
(hexproof, shroud, protection); and which targets each spec of a spell gets."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgrules.effects.engine import EffectContext, EffectInstance
from mtgrules.game.errors import IllegalAction
from mtgrules.game.hexproof import hexproof_against, player_hexproof_against
from mtgrules.game.instructed import (
    NOTHING,
)
from mtgrules.game.keywords import SHROUD, protected_from
from mtgrules.game.objects import ResolvedEffect, Zone
from mtgrules.game.player_protection import player_protected
from mtgrules.game.stack_abilities import ability_target_problem, has_single_target, stack_ability
from mtgrules.model.abilities import (
    AbilityKind,
    EffectSpec,
    TargetSpec,
)
from mtgrules.model.text import Text

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def check_targets(
    game: GameState,
    specs: Sequence[TargetSpec],
    targets: Sequence[str],
    source_id: str,
    controller: str,
    *,
    spell: bool = False,
) -> None:
    """CR 601.2c, 115: each target is of the kind required, and may be targeted (hexproof,
    shroud, protection from the source's color; ``spell``: the targets are a spell's, 702.16a).
    Raises :class:`IllegalAction`."""
    result = game.layers()
    assert result.view is not None
    reading = ResolvedEffect(
        NOTHING, source_id, controller, 0, ability_text=_spell_text(game, source_id)
    )
    for spec, target in assign_targets(specs, targets):
        if spec.abilities or stack_ability(game, target) is not None:  # CR 115.1
            problem = ability_target_problem(game, spec, target, source_id)
            if problem is not None:
                raise IllegalAction(problem, "115.1")
            continue
        if target in game.players:
            if not (spec.player or spec.any_target):
                raise IllegalAction(
                    f"'{target}' is a player, not a legal target ({_describe_target(spec)})",
                    "115.1",
                )
            if spec.opponent and target == controller:
                raise IllegalAction(f"'{target}' is not an opponent ({spec.description})", "115.1")
            shielded = player_hexproof_against(game, target, source_id)
            if shielded is not None and target != controller:
                raise IllegalAction(f"'{target}' has {shielded}", "702.11d")
            if player_protected(game, target):
                raise IllegalAction(f"'{target}' has protection from everything", "702.16j")
            continue
        obj = game.get(target)
        instance = EffectInstance(
            ("target",), EffectSpec(spec.filter, ()), source_id, (0,), resolved=reading,
            fixed_controller=controller,
        )  # fmt: skip
        ctx = EffectContext(instance, result.view, game)
        record = result.view.get(target)
        if spec.player or record is None or not spec.filter.matches(record, ctx, result.view):
            raise IllegalAction(
                f"'{target}' is not a legal target ({_describe_target(spec)})", "115.1"
            )
        if spec.single_target and not has_single_target(game, target):  # CR 115.7
            raise IllegalAction(f"'{target}' is not a spell with a single target", "115.1")
        chars = game.characteristics(target)
        if chars.has_keyword(SHROUD):
            raise IllegalAction(
                f"'{target}' has shroud and can't be the target of spells or abilities", "702.18a"
            )
        if game.controller_of(target) != controller:
            shielded = hexproof_against(game, target, source_id)  # CR 702.11b, 702.11d
            if shielded is not None:
                raise IllegalAction(f"'{target}' has {shielded}", "702.11b")
        if obj.zone is Zone.BATTLEFIELD and protected_from(game, target, source_id, spell=spell):
            raise IllegalAction(f"'{target}' has protection from its source", "702.16b")
        if spec.status and not any(_has_status(game, target, s) for s in spec.status):
            raise IllegalAction(
                f"'{target}' is not {' or '.join(spec.status)} ({_describe_target(spec)})", "115.1"
            )
    dependent = dependent_target_problem(game, specs, targets)
    if dependent is not None:
        raise IllegalAction(dependent, "115.1")


def dependent_target_problem(
    game: GameState, specs: Sequence[TargetSpec], targets: Sequence[str | None]
) -> str | None:
    """CR 115.1, 601.2c: a target that must be controlled by the player chosen as an earlier
    target, or by the controller of the permanent chosen as it ("target creature that player or
    that planeswalker's controller controls"): why these targets break that, or None."""
    if not any(s.controlled_by_target for s in specs):
        return None
    try:
        groups = target_groups(specs, [t or "" for t in targets])
    except IllegalAction:
        return None  # the count of targets is refused elsewhere
    for spec, group in zip(specs, groups, strict=True):
        number = spec.controlled_by_target
        if not number or number > len(groups) or not groups[number - 1]:
            continue
        named = groups[number - 1][0]
        player = named if named in game.players else game.controller_of(named) if named else None
        for target in group:
            if target and target in game.objects and game.controller_of(target) != player:
                return f"'{target}' isn't controlled by {player} ({spec.description})"
    return None


def _spell_text(game: GameState, source_id: str) -> Text | None:
    """A spell's text, whose typed words its target filters read as the text now says
    ("target non{color:black} creature", CR 612.2)."""
    if source_id not in game.objects:
        return None
    abilities = game.characteristics(source_id).abilities
    return next((a.text for a in abilities if a.kind is AbilityKind.SPELL), None)


def _has_status(game: GameState, object_id: str, status: str) -> bool:
    """Whether a permanent is attacking or blocking (CR 506.4) or tapped or untapped (110.5)."""
    if status == "attacking":
        return object_id in game.combat.attackers
    if status == "blocking":
        return object_id in game.combat.blockers
    return game.get(object_id).tapped == (status == "tapped")


def assign_targets(
    specs: Sequence[TargetSpec], targets: Sequence[str]
) -> list[tuple[TargetSpec, str]]:
    """Each target given with its word "target" (see :func:`target_groups`)."""
    groups = target_groups(specs, targets)
    return [(spec, t) for spec, group in zip(specs, groups, strict=True) for t in group]


def target_groups(specs: Sequence[TargetSpec], targets: Sequence[str]) -> list[tuple[str, ...]]:
    """CR 601.2c: the targets given, in order, split among the words "target" (each taking
    between its minimum and maximum); the same object or player only once per word (115.3)."""
    least, most = sum(s.minimum for s in specs), sum(s.maximum for s in specs)
    if not least <= len(targets) <= most:
        wanted = str(least) if least == most else f"{least} to {most}"
        raise IllegalAction(f"{wanted} target(s) required, {len(targets)} given", "601.2c")
    groups: list[tuple[str, ...]] = []
    position = 0
    for index, spec in enumerate(specs):
        later = sum(s.minimum for s in specs[index + 1 :])
        take = min(spec.maximum, len(targets) - position - later)
        group = tuple(targets[position : position + take])
        if len(set(group)) < len(group):
            raise IllegalAction(
                f"the same target is chosen twice for one word 'target' ({spec.description})",
                "115.3",
            )
        groups.append(group)
        position += take
    return groups


def _describe_target(spec: TargetSpec) -> str:
    if spec.any_target and spec.description == "any target":
        return "any target: a creature, planeswalker, battle or player"
    if spec.description != "target":
        return spec.description
    f = spec.filter
    kinds = " ".join(t.lower() for t in f.types)
    if f.any_types:
        kinds = " ".join([kinds, " or ".join(t.lower() for t in f.any_types)]).strip()
    noun = "spell" if f.zones == ("stack",) else ""
    return " ".join(w for w in ("target", kinds, noun) if w) if kinds or noun else "target object"
