"""Restrictions on attacking and blocking from resolving spells and abilities, until end of turn
(CR 508.1c, 509.1b, 611.2, 514.2): "Target creature can't be blocked this turn." (Manifold Key),
"Creatures without flying can't block this turn." (Sundering Eruption), "creatures can't attack
this turn" (Orim's Chant).

Each is a continuous effect on the rules (CR 613.11) whose filter says which creatures it
restricts; as it doesn't change characteristics, the set isn't locked in as it begins (611.2c):
a creature that enters later is restricted too. A targeted one restricts only that object: not a
new object the card becomes after a zone change (400.7)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.engine import EffectContext, EffectInstance
from mtgrules.effects.ops import ChangeRules
from mtgrules.game.instructed import Instructed, handles
from mtgrules.model.abilities import EffectSpec, Filter

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState
    from mtgrules.game.objects import ResolvedEffect

RESTRICTIONS = {
    "attack": "cant_attack_this_turn",
    "block": "cant_block_this_turn",
    "be_blocked": "cant_be_blocked_this_turn",
}
"""What a creature can't do this turn → the rule the effect sets."""
_SAID = {"attack": "can't attack", "block": "can't block", "be_blocked": "can't be blocked"}
_ZONE_CHANGES = "restricted_zone_changes"


@handles("restrict_this_turn")
def _restrict_this_turn(it: Instructed) -> bool:
    """CR 508.1c, 509.1b, 514.2: until end of turn, the target (or each creature the filter
    ``each`` matches, now and later) can't attack, block or be blocked."""
    what = str(it.instruction.param("value"))
    rule = RESTRICTIONS[what]
    each = it.instruction.param("each")
    game = it.game
    if each is None:
        if it.target is None:
            return False
        spec = EffectSpec(Filter(targets=(1,)), (ChangeRules(rule),), duration="end_of_turn")
        game.create_effect(
            spec, it.resolution.source_id, it.resolution.controller, targets=(it.target,),
            variables={_ZONE_CHANGES: game.zone_changes(it.target)},
            description=f"{it.target} {_SAID[what]} this turn",
        )  # fmt: skip
        return True
    spec = EffectSpec(each, (ChangeRules(rule),), duration="end_of_turn")
    game.create_effect(
        spec, it.resolution.source_id, it.resolution.controller,
        targets=it.resolution.targets, description=f"creatures {_SAID[what]} this turn",
    )  # fmt: skip
    return True


def restricted_this_turn(game: GameState, creature: str, what: str) -> bool:
    """CR 508.1c, 509.1b: whether an effect from a resolved spell or ability says ``creature``
    can't ``attack``, ``block`` or ``be_blocked`` this turn."""
    rule = RESTRICTIONS[what]
    found = [e for e in game.effects if _sets(e, rule)]
    if not found:
        return False
    view = game.layers().view
    record = view.get(creature) if view is not None else None
    if view is None or record is None:
        return False
    for effect in found:
        fixed = effect.variables.get(_ZONE_CHANGES)
        if fixed is not None and (
            creature not in effect.targets or game.zone_changes(creature) != fixed
        ):
            continue
        instance = EffectInstance(
            ("restriction",), effect.spec, effect.source_id, (effect.timestamp,),
            resolved=effect, fixed_controller=effect.controller,
        )  # fmt: skip
        if effect.spec.affects.matches(record, EffectContext(instance, view, game), view):
            return True
    return False


def _sets(effect: ResolvedEffect, rule: str) -> bool:
    return any(isinstance(op, ChangeRules) and op.rule == rule for op in effect.spec.ops)
