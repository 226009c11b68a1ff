"""Resolving spells and abilities (CR 608): following their instructions in order, with targets
checked first (608.2b)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from mtgrules.cards.abilities import Ability
from mtgrules.effects.engine import EffectContext, EffectInstance
from mtgrules.effects.model import EffectSpec, Filter, Instruction, TargetSpec
from mtgrules.game.objects import ResolvedEffect, Zone
from mtgrules.game.state import Game, IllegalAction, LogEntry


@dataclass
class Resolution:
    """What a resolving spell or ability knows: its source, controller, targets (object or
    player ids), X, choices."""

    source_id: str
    controller: str
    ability: Ability
    targets: tuple[str | None, ...] = ()
    variables: dict[str, int] = field(default_factory=dict)
    choices: dict[str, Any] = field(default_factory=dict)


def check_targets(
    game: Game, specs: Sequence[TargetSpec], targets: Sequence[str], source_id: str, controller: str
) -> None:
    """CR 601.2c, 115: each target is of the kind required, and may be targeted (hexproof,
    shroud, protection from the source's color). Raises :class:`IllegalAction`."""
    if len(targets) != len(specs):
        raise IllegalAction(f"{len(specs)} target(s) required, {len(targets)} given", "601.2c")
    result = game.layers()
    assert result.view is not None
    for spec, target in zip(specs, targets, strict=True):
        if target in game.players:
            if not (spec.player or spec.any_target):
                raise IllegalAction(
                    f"'{target}' is a player, not a legal target ({spec.description})", "115.1"
                )
            continue
        obj = game.get(target)
        instance = EffectInstance(
            ("target",), EffectSpec(spec.filter, ()), source_id, (0,), fixed_controller=controller
        )
        ctx = EffectContext(instance, result.view, game)
        record = result.view.get(target)
        if spec.player or record is None or not spec.filter.matches(record, ctx, result.view):
            raise IllegalAction(
                f"'{target}' is not a legal target ({_describe_target(spec)})", "115.1"
            )
        chars = game.characteristics(target)
        if chars.has_keyword("Shroud"):
            raise IllegalAction(
                f"'{target}' has shroud and can't be the target of spells or abilities", "702.18a"
            )
        if chars.has_keyword("Hexproof") and game.controller_of(target) != controller:
            raise IllegalAction(f"'{target}' has hexproof", "702.11b")
        if obj.zone is Zone.BATTLEFIELD and _protected_from(game, target, source_id):
            raise IllegalAction(f"'{target}' has protection from its source", "702.16b")


def _describe_target(spec: TargetSpec) -> str:
    if spec.any_target:
        return "any target: a creature, planeswalker, battle or player"
    f = spec.filter
    return "target " + " ".join(
        [*(t.lower() for t in f.types), *(t.lower() for t in f.any_types)] or ["object"]
    )


def _protected_from(game: Game, target: str, source_id: str) -> bool:
    source = game.characteristics(source_id)
    for ability in game.characteristics(target).abilities:
        if ability.is_keyword("Protection"):
            quality = ability.parameter.lower().removeprefix("from ").strip()
            if any(c.english.lower() == quality for c in source.colors):
                return True
    return False


def resolve(game: Game, resolution: Resolution) -> None:
    """CR 608.2: follow the instructions in order."""
    for instruction in resolution.ability.instructions:
        _follow(game, resolution, instruction)
    game.changed()


def _target(resolution: Resolution, instruction: Instruction) -> str | None:
    index = instruction.target - 1
    return resolution.targets[index] if 0 <= index < len(resolution.targets) else None


def _amount(game: Game, resolution: Resolution, instruction: Instruction) -> int:
    if instruction.amount is None:
        return int(instruction.param("value", 1) or 1)
    result = game.layers()
    assert result.view is not None
    resolving = ResolvedEffect(
        _NOTHING, resolution.source_id, resolution.controller, 0, resolution.targets,
        resolution.variables, resolution.choices,
    )  # fmt: skip
    instance = EffectInstance(
        ("amount",),
        _NOTHING,
        resolution.source_id,
        (0,),
        resolved=resolving,
        fixed_controller=resolution.controller,
    )
    return instruction.amount.value(EffectContext(instance, result.view, game), result.view)


def _follow(game: Game, resolution: Resolution, instruction: Instruction) -> None:
    action = instruction.action
    target = _target(resolution, instruction)
    where = instruction.param("on") or instruction.param("to") or instruction.param("value")
    if where == "self":
        target = resolution.source_id
    if action == "effect":
        assert instruction.effect is not None
        game.create_effect(
            instruction.effect, resolution.source_id, resolution.controller,
            targets=resolution.targets, variables=resolution.variables, choices=resolution.choices,
            text=resolution.ability.text, description=resolution.ability.render(game.characteristics(resolution.source_id).name),
        )  # fmt: skip
    elif action == "become_copy":
        assert instruction.effect is not None
        game.create_effect(
            instruction.effect,
            resolution.source_id,
            resolution.controller,
            targets=resolution.targets,
            text=resolution.ability.text,
            description="becomes a copy",
        )
    elif action == "damage":
        amount = _amount(game, resolution, instruction)
        if target in game.players:
            game.players[target].life -= amount
        elif target is not None:
            game.get(target).damage += amount
        game.log.append(
            LogEntry("damage", f"{resolution.source_id} deals {amount} damage to {target}", "120.3")
        )
    elif action in ("untap", "tap") and target is not None:
        game.get(target).tapped = action == "tap"
    elif action == "draw":
        player = resolution.controller
        for _ in range(_amount(game, resolution, instruction)):
            library = [
                i for i, o in game.objects.items() if o.zone is Zone.LIBRARY and o.owner == player
            ]
            if library:
                game.move(library[0], Zone.HAND)
            game.log.append(
                LogEntry(
                    "draw",
                    f"{player} draws a card"
                    if library
                    else f"{player} can't draw from an empty library",
                    "121.1",
                )
            )
    elif action == "counters" and target is not None:
        kind = str(instruction.param("kind", "+1/+1"))
        game.add_counters(target, kind, _amount(game, resolution, instruction))
    elif action in ("exile", "destroy", "sacrifice") and target is not None:
        game.move(target, Zone.EXILE if action == "exile" else Zone.GRAVEYARD)
    elif action in ("gain_life", "lose_life"):
        amount = _amount(game, resolution, instruction)
        game.players[resolution.controller].life += amount if action == "gain_life" else -amount
    elif action == "attach" and target is not None:
        game.attach(resolution.source_id, target)
    elif action == "win_game":
        game.players[resolution.controller].won = True
    else:
        game.log.append(
            LogEntry("not modeled", f"'{action}' is not carried out in this state", None)
        )


_NOTHING = EffectSpec(Filter(zones=()), ())
