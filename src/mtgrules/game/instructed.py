"""What an instruction verb's handler is given, and the registry of handlers (CR 608.2c: a
spell or ability does what its text says, one instruction at a time). Every verb of
:data:`~mtgrules.model.verbs.VERBS` has one handler, registered here with :func:`handles` by the
module of its rule area; :mod:`mtgrules.game.resolve` follows the instructions through them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from mtgrules.effects.characteristics import Characteristics
from mtgrules.effects.engine import EffectContext, EffectInstance
from mtgrules.game.objects import ResolvedEffect, Zone
from mtgrules.model.abilities import Ability, Count, EffectSpec, Filter, Instruction
from mtgrules.model.verbs import VERBS

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


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


@dataclass(frozen=True)
class Instructed:
    """What a verb's handler is given: the game, the resolving spell or ability, the
    instruction, and the object or player it is about (its target, or the source itself)."""

    game: GameState
    resolution: Resolution
    instruction: Instruction
    target: str | None

    def amount(self) -> int:
        return amount_of(self.game, self.resolution, self.instruction)

    def players(self) -> list[str]:
        return players_of(self.game, self.resolution, self.instruction, self.target)


Handler = Callable[[Instructed], bool]
"""Carries out an instruction; False when this form of it isn't carried out (then the event
log says so)."""

HANDLERS: dict[str, Handler] = {}
"""The handler of each instruction verb."""


def handles(*verbs: str) -> Callable[[Handler], Handler]:
    """Register the decorated function as the handler of ``verbs``."""

    def register(handler: Handler) -> Handler:
        for verb in verbs:
            if verb not in VERBS:
                raise ValueError(f"'{verb}' is not an instruction verb (mtgrules.model.verbs)")
            HANDLERS[verb] = handler
        return handler

    return register


def amount_of(game: GameState, resolution: Resolution, instruction: Instruction) -> int:
    if instruction.amount is None:
        return int(instruction.param("value", 1) or 1)
    if instruction.amount.mana_value_of_target and instruction.param("on") == "revealed":
        revealed = resolution.choices.get("revealed", ())  # CR 701.20a: where it is now
        return game.characteristics(revealed[0]).mana_value if revealed else 0
    if instruction.amount.mana_value_of_target and instruction.param("on") == "discarded":
        card = resolution.ability.trigger_object  # CR 603.12: "that card's mana value"
        if card is None or card not in game.objects:
            return 0
        return game.characteristics(card).mana_value
    if instruction.amount.power_of_target or instruction.amount.mana_value_of_target:
        index = instruction.target - 1
        target = resolution.targets[index] if 0 <= index < len(resolution.targets) else None
        if target is None or target not in game.objects:
            return 0
        known = last_known(game, target)
        value = known.power if instruction.amount.power_of_target else known.mana_value
        return instruction.amount.halved(
            (value or 0) * instruction.amount.times + instruction.amount.plus
        )
    return count_of(game, resolution, instruction.amount)


def last_known(game: GameState, object_id: str) -> Characteristics:
    """CR 608.2h: an object as it is now on the battlefield, or as it last existed there."""
    obj = game.objects.get(object_id)
    if obj is not None and obj.zone is Zone.BATTLEFIELD:
        return game.characteristics(object_id)
    return game.last_known.get(object_id) or game.characteristics(object_id)


def count_of(game: GameState, resolution: Resolution, count: Count) -> int:
    """A number as the spell or ability resolves (CR 608.2h, 611.2d)."""
    result = game.layers()
    assert result.view is not None
    resolving = ResolvedEffect(
        NOTHING, resolution.source_id, resolution.controller, 0, resolution.targets,
        resolution.variables, resolution.choices,
    )  # fmt: skip
    instance = EffectInstance(
        ("amount",),
        NOTHING,
        resolution.source_id,
        (0,),
        resolved=resolving,
        fixed_controller=resolution.controller,
    )
    return count.value(EffectContext(instance, result.view, game), result.view)


def players_of(
    game: GameState, resolution: Resolution, instruction: Instruction, target: str | None
) -> list[str]:
    """The players an instruction is about: you (its controller) unless it says ``player:
    target`` (its target player, if still legal, CR 608.2b) or ``player: each_opponent``; of
    them, with ``who``, those who control an object the filter matches (CR 109.4)."""
    players = _players_of(game, resolution, instruction, target)
    controlling = instruction.param("who")
    if controlling is None:
        return players
    found = _objects_of(game, resolution, controlling)
    return [p for p in players if any(game.controller_of(o) == p for o in found)]


def _objects_of(game: GameState, resolution: Resolution, every: Filter) -> list[str]:
    """The objects a filter matches now, as ``resolution`` reads it."""
    context, view = reading(game, resolution, "who", with_text=False)
    return every.select(context, view)


def _players_of(
    game: GameState, resolution: Resolution, instruction: Instruction, target: str | None
) -> list[str]:
    who = instruction.param("player")
    if who == "each_opponent":
        return [p for p in game.players if p != resolution.controller]
    if who == "each_player":  # CR 101.4: in turn order from the active player
        order = game.turn_order
        start = order.index(game.active_player) if game.active_player in order else 0
        return [p for p in order[start:] + order[:start] if not game.players[p].lost]
    if who == "target":
        return [target] if target in game.players else []
    if who == "that_player":  # CR 603.2: the player its trigger event is about
        player = resolution.ability.trigger_player
        return [player] if player in game.players and not game.players[player].lost else []
    if who == "target_controller":  # CR 608.2h: "its controller", after it left
        if target is None or target not in game.objects:
            return []
        return [last_known(game, target).controller or game.objects[target].owner]
    return [resolution.controller]


NOTHING = EffectSpec(Filter(zones=()), ())


def reading(
    game: GameState, resolution: Resolution, kind: str, *, with_text: bool = True
) -> tuple[EffectContext, Any]:
    """The context in which ``resolution`` reads the game now (a filter's objects, a
    condition's truth, CR 608.2c), with the layer system's view of it: an effect of the
    resolving ability, with its targets, values, choices and controller."""
    result = game.layers()
    assert result.view is not None
    resolving = ResolvedEffect(
        NOTHING, resolution.source_id, resolution.controller, 0, resolution.targets,
        resolution.variables, resolution.choices,
        ability_text=resolution.ability.text if with_text else None,
    )  # fmt: skip
    instance = EffectInstance(
        (kind,), NOTHING, resolution.source_id, (0,), resolved=resolving,
        fixed_controller=resolution.controller,
    )  # fmt: skip
    return EffectContext(instance, result.view, game), result.view


def every_object(game: GameState, resolution: Resolution, every: Filter) -> list[str]:
    """Every object a filter matches now, as ``resolution`` reads it ("exile all …", CR
    608.2c)."""
    context, view = reading(game, resolution, "all")
    return every.select(context, view)
