"""Bestow (CR 702.103): a creature card cast bestowed, for its bestow cost, is an Aura spell with
enchant creature that targets a creature; the permanent it becomes is a bestowed Aura attached
to that creature. It ceases to be bestowed — and is the creature its card says — if its target
is illegal as it resolves (702.103e), or once it becomes unattached or is attached illegally
(702.103f, an exception to 704.5m), or as it leaves the battlefield or the stack (400.7).

A bestowed object's characteristics come from its card with the bestow effect applied to them
(:func:`bestowed_characteristics`); ``choices[BESTOWED]`` marks it, and the game gives it its
card's own characteristics again as it moves (:meth:`mtgrules.game.state.Game.move`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtgrules.cards.keyword_abilities import BESTOW_COST
from mtgrules.game.attachments import AttachmentRule, enchant_allows
from mtgrules.game.keywords import BESTOW, ENCHANT
from mtgrules.game.objects import BESTOWED, Zone, printed_characteristics, undefined_abilities
from mtgrules.game.play_state import StackItem, event_of
from mtgrules.game.targets import targets_still_legal
from mtgrules.model.abilities import Ability, AbilityKind, Filter, TargetSpec
from mtgrules.model.text import Text
from mtgrules.vocab.keywords import keyword
from mtgrules.vocab.typeline import TypeLine

if TYPE_CHECKING:
    from mtgrules.effects.characteristics import Characteristics
    from mtgrules.game.actions import CastSpell
    from mtgrules.game.game_state import GameState


ENCHANT_CREATURE_TARGET = TargetSpec(Filter(types=("Creature",)), "target creature")
"""CR 702.103b, 303.4a: what a bestowed Aura spell targets."""

AURA_LINE = TypeLine.parse("Enchantment — Aura")


def _enchant_creature() -> Ability:
    """CR 702.103b: the enchant creature ability a bestowed Aura gains."""
    found = keyword(ENCHANT)
    assert found is not None
    return Ability(
        AbilityKind.STATIC, Text(("Enchant creature",)), keyword=found, parameter="creature"
    )


def bestowed_characteristics(printed: Characteristics) -> Characteristics:
    """CR 702.103b, 205.1a: an object's characteristics as a bestowed Aura: it becomes an Aura
    enchantment (its card types and subtypes are replaced, its supertypes stay) and gains
    enchant creature; not a creature, it has no power or toughness (208.3)."""
    line = TypeLine(printed.type_line.supertypes, AURA_LINE.card_types, AURA_LINE.subtypes)
    return replace(
        printed,
        type_line=line,
        abilities=(_enchant_creature(), *printed.abilities),
        power=None,
        toughness=None,
    )


def has_bestow(game: GameState, card: str) -> bool:
    """Whether the card has a bestow ability (CR 702.103a)."""
    return any(a.is_keyword(BESTOW) for a in game.characteristics(card).abilities)


def is_bestowed(game: GameState, object_id: str) -> bool:
    """CR 702.103b: whether the spell or permanent is bestowed."""
    obj = game.objects.get(object_id)
    return obj is not None and bool(obj.choices.get(BESTOWED))


def bestow(game: GameState, object_id: str) -> None:
    """CR 702.103b: the spell (or the permanent it becomes) becomes a bestowed Aura; on the
    stack, it targets what its enchant creature ability allows (601.2c)."""
    obj = game.get(object_id)
    obj.printed = bestowed_characteristics(obj.printed)
    obj.choices[BESTOWED] = True
    if obj.zone is Zone.STACK:
        obj.choices["spell_targets"] = (ENCHANT_CREATURE_TARGET,)
    game.changed()


def cease_bestowed(game: GameState, object_id: str) -> None:
    """CR 702.103e-f: it ceases to be bestowed: the effect making it an Aura ends, and it has
    its card's characteristics again (an enchantment creature, if it is a permanent)."""
    obj = game.get(object_id)
    card, face = obj.card, obj.face
    assert card is not None and face is not None
    obj.printed = printed_characteristics(
        card, face, game.definition_of(card, face).abilities or undefined_abilities(face),
        controller=obj.owner, rules=game.rules,
    )  # fmt: skip
    obj.choices.pop(BESTOWED, None)
    obj.choices.pop("spell_targets", None)
    game.changed()


def cast_bestowed(game: GameState, action: CastSpell) -> None:
    """CR 702.103a-b: as a spell cast for its bestow cost is put onto the stack, it becomes a
    bestowed Aura spell."""
    if action.cost == BESTOW_COST:
        bestow(game, action.card)
        game.events.append(event_of("bestow", f"{action.card} is cast bestowed", "702.103b"))


def bestow_targets(label: str) -> tuple[TargetSpec, ...] | None:
    """CR 702.103b: the targets a spell cast for the cost ``label`` needs, if it is cast
    bestowed (None otherwise: its own)."""
    return (ENCHANT_CREATURE_TARGET,) if label == BESTOW_COST else None


def bestowed_spell_resolves(game: GameState, item: StackItem) -> tuple[StackItem, bool]:
    """CR 702.103e: as a bestowed Aura spell begins resolving, if its target is illegal it
    ceases to be bestowed and resolves as a creature spell (it isn't countered). Returns the
    item to resolve (without its target then) and whether it is still bestowed."""
    if not is_bestowed(game, item.id):
        return item, False
    if any(t is not None for t in targets_still_legal(game, (ENCHANT_CREATURE_TARGET,), item)):
        return item, True
    cease_bestowed(game, item.id)
    game.events.append(
        event_of("bestow", f"{item.id}'s target is illegal: it resolves as a creature", "702.103e")
    )
    return replace(item, targets=(), target_changes=()), False


def _may_enchant(game: GameState, aura: str, host: str) -> bool:
    obj = game.objects.get(host)
    return (
        host != aura
        and obj is not None
        and obj.zone is Zone.BATTLEFIELD
        and enchant_allows(game, aura, host)
    )


CEASE_BESTOWED = "cease_bestowed"
"""The state-based action of CR 702.103f: unattach it, and it ceases to be bestowed."""

BESTOWED_AURA = AttachmentRule(
    "Bestowed Aura",
    is_bestowed,
    _may_enchant,
    CEASE_BESTOWED,
    "702.103f",
    must_be_attached=True,
)
"""CR 702.103f: a bestowed Aura attached to nothing, or illegally, becomes unattached and
ceases to be bestowed (an exception to 704.5m: it stays on the battlefield as a creature)."""


def unattach_bestowed(game: GameState, object_id: str) -> None:
    """CR 702.103f: the state-based action: unattached, it ceases to be bestowed."""
    obj = game.objects.get(object_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or not is_bestowed(game, object_id):
        return
    game.unattach(object_id)
    cease_bestowed(game, object_id)
