"""Targets (CR 115, 601.2c, 608.2b): the legal targets of a spell or ability, and whether they are
still legal as it resolves."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from mtgrules.game.errors import IllegalAction
from mtgrules.game.keywords import ENCHANT
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import StackItem
from mtgrules.game.stack_abilities import ability_target_problem, ability_targets
from mtgrules.game.target_checks import assign_targets, check_targets, dependent_target_problem
from mtgrules.model.abilities import EffectSpec, Filter, TargetSpec, fixed_x

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def targets_still_legal(
    game: GameState, specs: Sequence[TargetSpec], item: StackItem
) -> list[str | None]:
    """CR 608.2b: each target, or None where it is illegal now: a player who left the game, an
    object no longer on the battlefield or that left it and came back (a new object, 400.7),
    or one that no longer matches what its word "target" asks for (hexproof, protection …)."""
    specs = tuple(specs) or (TargetSpec(Filter(zones=("all",)), any_target=True),)
    try:
        pairs = assign_targets(specs, item.targets)
    except IllegalAction:
        pairs = [(specs[0], t) for t in item.targets]
    legal: list[str | None] = []
    for (spec, target), changes in zip(pairs, item.target_changes, strict=True):
        legal.append(target if _target_still_legal(game, spec, target, changes, item) else None)
    if any(s.controlled_by_target for s in specs) and dependent_target_problem(
        game, specs, item.targets
    ):  # CR 608.2b: still a creature of that player's
        for index, (spec, _) in enumerate(pairs):
            if spec.controlled_by_target:
                legal[index] = None
    return legal


def _target_still_legal(
    game: GameState, spec: TargetSpec, target: str, changes: int, item: StackItem
) -> bool:
    if spec.abilities:  # CR 608.2b: the ability must still be on the stack
        return ability_target_problem(game, spec, target, item.id) is None
    if target in game.players:
        if game.players[target].lost:
            return False
    else:
        obj = game.objects.get(target)
        if obj is None or (
            obj.zone is not _zone_targeted(spec) and obj.zone.value not in spec.filter.zones
        ):  # "target spell or permanent": where it was chosen (a move makes it new, 400.7)
            return False
        if changes >= 0 and game.zone_changes(target) != changes:
            return False
    source = item.source if item.source in game.objects else None
    if source is None:
        return True  # its source is gone (a token): no last known information here yet
    try:
        check_targets(game, [spec], [target], source, item.controller, spell=item.kind == "spell")
    except IllegalAction:
        return False
    return True


def _zone_targeted(spec: TargetSpec) -> Zone:
    """Where the objects a word "target" means are: spells on the stack ("target spell"),
    cards in a graveyard or in exile ("target creature card from your graveyard"), or
    permanents (CR 115.1)."""
    for zone in (Zone.STACK, Zone.GRAVEYARD, Zone.EXILE):
        if spec.filter.zones == (zone.value,):
            return zone
    return Zone.STACK if "stack" in spec.filter.zones else Zone.BATTLEFIELD


def with_x(specs: Sequence[TargetSpec], x: int) -> tuple[TargetSpec, ...]:
    """CR 601.2b-c: the targets a spell cast with X = ``x`` needs: a bound X in their filters
    ("target nonland permanent with mana value X") is that number (X is announced first)."""
    return tuple(replace(s, filter=fixed_x(s.filter, x)) for s in specs)


def spell_target_specs(
    game: GameState, card: str, face: str | None = None
) -> tuple[TargetSpec, ...]:
    """The targets the spell needs (CR 601.2c); ``face`` is the half of a split card cast."""
    obj = game.objects[card]
    if obj.card is None or obj.face is None:
        return ()
    if "spell_targets" in obj.choices:
        targets: tuple[TargetSpec, ...] = obj.choices["spell_targets"]
        return targets  # the text it was cast with (a revealed card's)
    specs = game.definition_of(obj.card, obj.card.face(face) if face else obj.face).targets
    chars = game.characteristics(card)
    if not specs and chars.type_line.has_subtype("Aura"):
        # CR 303.4a: an Aura spell targets what its enchant ability allows.
        for ability in chars.abilities:
            if ability.is_keyword(ENCHANT):
                what = ability.parameter.strip().capitalize()
                if what == "Permanent":
                    return (TargetSpec(Filter(), "target permanent"),)
                types = (
                    (what,)
                    if what in ("Creature", "Land", "Artifact", "Enchantment", "Planeswalker")
                    else ()
                )
                subtypes = () if types else (what,)
                return (
                    TargetSpec(Filter(types=types, subtypes=subtypes), f"target {what.lower()}"),
                )
    return specs


def legal_targets(
    game: GameState, spec: TargetSpec, source: str, controller: str, *, spell: bool = False
) -> list[str]:
    """Every object or player ``spec`` may target now (CR 115); ``spell``: the targets of a
    spell being cast (not of an ability: protection from spells, 702.16a)."""
    if spec.abilities:  # CR 115.1: an ability on the stack
        return ability_targets(game, spec, source)
    players = tuple(p for p in game.turn_order if not game.players[p].lost)
    # Remembered for this game version unless the targets must be tapped, attacking, ….
    key = ("legal targets", id(spec), source, controller, players, spell)
    derived = None if spec.status else game.derived()
    known = derived.get(key) if derived is not None else None
    if known is not None and known[0] is spec:
        return list(known[1])
    candidates: list[str] = []
    if spec.player or spec.any_target:
        candidates += players
    if not spec.player:
        candidates += _permanents_passing_filter(game, spec, source, controller)
        if "stack" in spec.filter.zones:  # CR 115.5: a spell can't target itself
            candidates += [i.id for i in game.stack if i.kind == "spell" and i.id != source]
    single = replace(spec, minimum=1, maximum=1)
    legal = []
    for candidate in candidates:
        try:
            check_targets(game, [single], [candidate], source, controller, spell=spell)
        except IllegalAction:
            continue
        legal.append(candidate)
    if derived is not None:
        derived[key] = (spec, tuple(legal))
    return legal


def _permanents_passing_filter(
    game: GameState, spec: TargetSpec, source: str, controller: str
) -> list[str]:
    """The permanents that may pass ``spec``'s filter: a quick first pass over the battlefield
    before :func:`check_targets` checks each (a filter that can't be read here keeps the
    permanent for that full check)."""
    from mtgrules.effects.engine import EffectContext, EffectInstance

    view = game.layers().view
    public = {Zone.BATTLEFIELD} | {  # CR 115.1: a card in a graveyard or exile, if it says so
        z for z in (Zone.GRAVEYARD, Zone.EXILE) if z.value in spec.filter.zones
    }
    battlefield = [i for i, o in game.objects.items() if o.zone in public]
    if view is None:
        return battlefield
    instance = EffectInstance(
        ("target",), EffectSpec(spec.filter, ()), source, (0,), fixed_controller=controller
    )
    ctx = EffectContext(instance, view, game)
    passing = []
    for object_id in battlefield:
        record = view.get(object_id)
        try:
            if record is not None and not spec.filter.matches(record, ctx, view):
                continue
        except (ValueError, LookupError):
            pass  # a filter that can't be read here (a word its text lacks) doesn't narrow
        passing.append(object_id)
    return passing


def target_choices(
    game: GameState,
    specs: Sequence[TargetSpec],
    source: str,
    controller: str,
    *,
    spell: bool = False,
) -> list[tuple[str, ...]]:
    """Every legal choice of targets (CR 601.2c), each word "target" taking between its minimum
    and maximum different objects or players."""
    per_spec: list[list[tuple[str, ...]]] = []
    for spec in specs:
        options = legal_targets(game, spec, source, controller, spell=spell)
        choices = [
            combo for size in range(spec.minimum, spec.maximum + 1)
            for combo in itertools.combinations(options, size)
        ]  # fmt: skip
        if not choices:
            return []
        per_spec.append(choices)
    found = [tuple(itertools.chain.from_iterable(parts)) for parts in itertools.product(*per_spec)]
    if any(s.controlled_by_target for s in specs):  # CR 601.2c: a target depending on another
        found = [c for c in found if dependent_target_problem(game, specs, c) is None]
    return found
