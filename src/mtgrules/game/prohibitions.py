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
from mtgrules.game.refusals import Refusal
from mtgrules.model.abilities import Ability, AbilityKind, EffectSpec

if TYPE_CHECKING:
    from mtgrules.game.state import Game

CANT_ACTIVATE = "activated_abilities_cant_be_activated"
"""CR 602.5: the activated abilities of the objects the effect affects can't be activated."""
CANT_ACTIVATE_UNLESS_MANA = "nonmana_activated_abilities_cant_be_activated"
"""CR 602.5: … unless they're mana abilities (605.1a)."""
CANT_CAST = "spells_cant_be_cast"
"""CR 601.3: the cards the effect affects can't be cast as spells."""


def _prohibitions(game: Game, rule: str) -> Iterator[tuple[str, str, EffectSpec]]:
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


def _affected(game: Game, source: str, controller: str, spec: EffectSpec, object_id: str) -> bool:
    """CR 611.3a: whether ``object_id`` is one of the objects the effect affects now."""
    view = game.layers().view
    record = view.get(object_id) if view is not None else None
    if view is None or record is None:
        return False
    instance = EffectInstance(("prohibition",), spec, source, (0,), fixed_controller=controller)
    return bool(spec.affects.matches(record, EffectContext(instance, view, game), view))


def _source_name(game: Game, source: str) -> str:
    return game.characteristics(source).name or source


def activation_prohibited(
    game: Game, player: str, object_id: str, ability: Ability
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


def casting_prohibited(game: Game, player: str, card: str) -> Refusal | None:
    """CR 601.3: an effect says ``card`` can't be cast ("Spells with the chosen name can't be
    cast.")."""
    if not game.layers().rule_effects:
        return None
    for source, controller, spec in _prohibitions(game, CANT_CAST):
        if _affected(game, source, controller, spec, card):
            return Refusal(f"{_source_name(game, source)}: '{card}' can't be cast", "601.3")
    return None
