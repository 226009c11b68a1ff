"""Restrictions on what an object may do (CR 508.1c, 509.1b, 502.3, 101.2), as typed
rules-changing effects (613.11), never read from an ability's words at play.

Static ones (604.1): "Hulking Goblin can't block.", "Enchanted creature can't attack or block."
(Pacifism), "Phantom Warrior can't be blocked.", "This spell can't be countered.", "… doesn't
untap during your untap step.": an effect whose filter says which objects (``affects: self``,
``enchanted``, or any filter) and whose rule says what they can't do (:data:`STATIC_RULES`).

From resolving spells and abilities, until end of turn (611.2, 514.2): "Target creature can't be
blocked this turn." (Manifold Key), "Creatures without flying can't block this turn." (Sundering
Eruption), "creatures can't attack this turn" (Orim's Chant).

Each is a continuous effect on the rules (CR 613.11) whose filter says which creatures it
restricts; as it doesn't change characteristics, the set isn't locked in as it begins (611.2c):
a creature that enters later is restricted too. A targeted one restricts only that object: not a
new object the card becomes after a zone change (400.7)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from mtgrules.effects.engine import EffectContext, EffectInstance
from mtgrules.effects.ops import ChangeRules
from mtgrules.game.instructed import Instructed, handles
from mtgrules.model.abilities import Ability, EffectSpec, Filter

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState
    from mtgrules.game.objects import ResolvedEffect

STATIC_RULES = {
    "attack": "cant_attack",
    "block": "cant_block",
    "be_blocked": "cant_be_blocked",
    "untap": "doesnt_untap",
    "be_countered": "cant_be_countered",
}
"""What an object can't do while a static ability says so → the rule its effect sets: attack
(508.1c), block (509.1b), be blocked (509.1b), untap during its controller's untap step (502.3),
be countered (101.2)."""
_IN_FORCE = ("static restrictions",)
"""The key in ``game.derived()`` of the static restrictions in force (a tuple: never an id)."""

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
            spec,
            it.resolution.source_id,
            it.resolution.controller,
            targets=(it.target,),
            variables={_ZONE_CHANGES: game.zone_changes(it.target)},
            description=f"{it.target} {_SAID[what]} this turn",
        )
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
    instances = [
        effect.instance("restriction")
        for effect in found
        if (fixed := effect.variables.get(_ZONE_CHANGES)) is None
        or (creature in effect.targets and game.zone_changes(creature) == fixed)
    ]
    return _affects(game, creature, instances)


def _affects(game: GameState, object_id: str, instances: list[EffectInstance]) -> bool:
    """Whether one of these effects' filters matches ``object_id`` now (CR 611.2c: a
    rules-changing effect's set of objects isn't locked in)."""
    view = game.layers().view
    record = view.get(object_id) if view is not None else None
    if view is None or record is None:
        return False
    return any(
        i.spec.affects.matches(record, EffectContext(i, view, game), view) for i in instances
    )


def _sets(effect: ResolvedEffect, rule: str) -> bool:
    return any(isinstance(op, ChangeRules) and op.rule == rule for op in effect.spec.ops)


def restricted_by_static(game: GameState, object_id: str, what: str) -> bool:
    """CR 604.1, 613.11: whether a static ability in force says ``object_id`` can't ``what``
    (a key of :data:`STATIC_RULES`): its own ("Hulking Goblin can't block"), an Aura's or
    Equipment's on what it's attached to (Pacifism), or any other whose filter matches it."""
    found = _static_restrictions(game).get(STATIC_RULES[what])
    if not found:
        return False
    instances = [
        EffectInstance(
            ("restriction", source),
            spec,
            source,
            (game.objects[source].timestamp,),
            fixed_controller=controller,
        )
        for source, controller, spec in found
    ]
    return _affects(game, object_id, instances)


def says_itself(abilities: Iterable[Ability], what: str) -> bool:
    """Whether one of ``abilities`` says its object can't ``what`` (a spell on the stack: "This
    spell can't be countered", whose static ability functions there, CR 113.6b)."""
    rule = STATIC_RULES[what]
    return any(
        isinstance(op, ChangeRules) and op.rule == rule and effect.affects.self_only
        for ability in abilities
        for effect in ability.effects
        for op in effect.ops
    )


def _static_restrictions(game: GameState) -> dict[str, list[tuple[str, str, EffectSpec]]]:
    """The static restrictions the layer system found in force, by rule: (source, its
    controller, the effect), derived once per game version."""
    derived = game.derived()
    found: dict[str, list[tuple[str, str, EffectSpec]]] | None = derived.get(_IN_FORCE)
    if found is None:
        found = {}
        rules = set(STATIC_RULES.values())
        for source, controller, op in game.layers().rule_effects:
            if (
                not isinstance(op, ChangeRules)
                or op.rule not in rules
                or source not in game.objects
            ):
                continue
            for ability in game.characteristics(source).abilities:
                for effect in ability.effects:
                    if op in effect.ops:
                        found.setdefault(op.rule, []).append((source, controller, effect))
        derived[_IN_FORCE] = found
    return found
