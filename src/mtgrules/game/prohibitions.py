"""Effects that prohibit activating abilities and casting spells (CR 602.5, 601.3): "Activated
abilities of artifacts can't be activated." (Null Rod), "Activated abilities of sources with the
chosen name can't be activated unless they're mana abilities." (Pithing Needle), "Spells with the
chosen name can't be cast." (Meddling Mage).

Each is a static ability's effect setting a rule (CR 613.11) over the objects its filter
matches now (611.3a): a prohibited ability isn't offered, is refused with the effect's source
named, and is never activated to pay a cost (605.3a)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from mtgrules.effects.engine import EffectContext, EffectInstance
from mtgrules.effects.ops import ChangeRules
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.refusals import Refusal
from mtgrules.game.zones import zone_lists
from mtgrules.model.abilities import Ability, AbilityKind, EffectSpec, Filter

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

CANT_ACTIVATE = "activated_abilities_cant_be_activated"
"""CR 602.5: the activated abilities of the objects the effect affects can't be activated."""
CANT_ACTIVATE_UNLESS_MANA = "nonmana_activated_abilities_cant_be_activated"
"""CR 602.5: … unless they're mana abilities (605.1a)."""
CANT_CAST = "spells_cant_be_cast"
"""CR 601.3: the cards the effect affects can't be cast as spells."""
CANT_CAST_ABOVE_LANDS = "opponents_cant_cast_mana_value_above_their_lands"
"""CR 601.3, 202.3: the effect's controller's opponents can't cast the cards it affects with
mana value greater than the number of lands the caster controls (Lavinia, Azorius Renegade)."""


def _prohibitions(game: GameState, rule: str) -> Iterator[tuple[str, str, EffectSpec]]:
    """The effects in force setting ``rule``: each one's source, controller and effect (found
    on its source's abilities, whose filter says what it affects)."""
    result = game.layers()
    for source, controller, op in result.rule_effects:
        if not isinstance(op, ChangeRules) or op.rule != rule or source not in game.objects:
            continue
        for ability in game.characteristics(source).abilities:
            for spec in ability.effects:
                if op in spec.ops:
                    yield source, controller, spec


def _affected(
    game: GameState, source: str, controller: str, spec: EffectSpec, object_id: str
) -> bool:
    """CR 611.3a: whether ``object_id`` is one of the objects the effect affects now."""
    view = game.layers().view
    record = view.get(object_id) if view is not None else None
    if view is None or record is None:
        return False
    instance = EffectInstance(("prohibition",), spec, source, (0,), fixed_controller=controller)
    return bool(spec.affects.matches(record, EffectContext(instance, view, game), view))


AS_THOUGH_FLASH = "you_may_cast_as_though_they_had_flash"
"""CR 601.3b, 702.8a: the effect's controller may cast the cards it affects any time they
could cast an instant ("You may cast Spirit spells as though they had flash.", Rattlechains)."""


def may_cast_as_though_flash(game: GameState, player: str, card: str) -> bool:
    """CR 601.3b: whether a static ability lets ``player`` cast ``card`` as though it had
    flash."""
    if not game.layers().rule_effects:
        return False
    return any(
        controller == player and _affected(game, source, controller, spec, card)
        for source, controller, spec in _prohibitions(game, AS_THOUGH_FLASH)
    )


def _source_name(game: GameState, source: str) -> str:
    return game.characteristics(source).name or source


def activation_prohibited(
    game: GameState, player: str, object_id: str, ability: Ability
) -> Refusal | None:
    """CR 602.5: an effect says ``ability`` of ``object_id`` can't be activated (a mana
    ability too, unless the effect excepts mana abilities)."""
    if not game.layers().rule_effects:
        return None
    rules = [CANT_ACTIVATE]
    if ability.kind is not AbilityKind.MANA:
        rules.append(CANT_ACTIVATE_UNLESS_MANA)
    for rule in rules:
        for source, controller, spec in _prohibitions(game, rule):
            if _affected(game, source, controller, spec, object_id):
                return Refusal(
                    f"{_source_name(game, source)}: the activated abilities of '{object_id}' "
                    "can't be activated",
                    "602.5",
                )
    return None


def casting_prohibited(game: GameState, player: str, card: str, x: int = 0) -> Refusal | None:
    """CR 601.3: an effect says ``card`` can't be cast ("Spells with the chosen name can't be
    cast.", "Each opponent can't cast noncreature spells with mana value greater than the number
    of lands that player controls." — with X = ``x``, 202.3e; "Target player can't cast spells
    this turn.")."""
    if not game.layers().rule_effects:
        return None
    refused = _cant_cast_this_turn(game, player)
    if refused is not None:
        return refused
    for source, controller, spec in _prohibitions(game, CANT_CAST):
        if _affected(game, source, controller, spec, card):
            return Refusal(f"{_source_name(game, source)}: '{card}' can't be cast", "601.3")
    for source, controller, spec in _prohibitions(game, CANT_CAST_ABOVE_LANDS):
        if controller == player or not _affected(game, source, controller, spec, card):
            continue
        value, lands = _mana_value(game, card, x), _lands_of(game, player)
        if value > lands:
            return Refusal(
                f"{_source_name(game, source)}: '{card}' (mana value {value}) can't be cast by "
                f"{player}, who controls {lands} land{'s' if lands != 1 else ''}",
                "601.3",
            )
    return None


PLAYER_CANT_CAST = "target_player_cant_cast_spells_this_turn"
"""CR 601.3, 514.2: the effect's target player can't cast spells until end of turn."""


@handles("cant_cast_this_turn")
def _player_cant_cast(it: Instructed) -> bool:
    """CR 601.3, 514.2: "Target player can't cast spells this turn." (Orim's Chant)."""
    if it.target is None:
        return False
    spec = EffectSpec(Filter(zones=()), (ChangeRules(PLAYER_CANT_CAST),), duration="end_of_turn")
    it.game.create_effect(
        spec, it.resolution.source_id, it.resolution.controller, targets=(it.target,),
        description=f"{it.target} can't cast spells this turn",
    )  # fmt: skip
    return True


def _cant_cast_this_turn(game: GameState, player: str) -> Refusal | None:
    """CR 601.3: an effect from a resolved spell says ``player`` can't cast spells this turn."""
    for effect in game.effects:
        if player in effect.targets and any(
            isinstance(op, ChangeRules) and op.rule == PLAYER_CANT_CAST for op in effect.spec.ops
        ):
            return Refusal(
                f"{_source_name(game, effect.source_id)}: {player} can't cast spells this turn",
                "601.3",
            )
    return None


def _mana_value(game: GameState, card: str, x: int) -> int:
    """CR 202.3, 202.3e: the card's mana value as a spell cast with X = ``x``."""
    cost = game.characteristics(card).mana_cost
    return cost.mana_value(x) if cost is not None else 0


def _lands_of(game: GameState, player: str) -> int:
    """How many lands ``player`` controls."""
    return sum(
        1
        for object_id in zone_lists(game).get((Zone.BATTLEFIELD, ""), ())
        if game.controller_of(object_id) == player
        and game.characteristics(object_id).type_line.has_card_type("Land")
    )
