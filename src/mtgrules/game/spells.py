"""Spells (CR 601.2b, 709): the text a spell is cast with, its revealed texts, and the halves of a
split card."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.adventures import adventure_face
from mtgrules.game.targets import spell_target_specs
from mtgrules.model.abilities import (
    Ability,
    AbilityKind,
    EffectSpec,
    Filter,
    RevealedText,
    TargetSpec,
)

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def revealed_texts(game: GameState, card: str, revealed: str | None) -> list[RevealedText]:
    """The texts ``card`` gets as a spell when ``revealed`` is revealed from its caster's hand
    as it is cast: each of its abilities whose reveal condition that card meets, separately."""
    if revealed is None:
        return []
    texts = [a.revealed_text for a in game.characteristics(card).abilities if a.revealed_text]
    if not texts:
        return []
    from mtgrules.effects.engine import EffectContext, EffectInstance

    result = game.layers()
    assert result.view is not None
    record = result.view.get(revealed)
    instance = EffectInstance(
        ("reveal",), EffectSpec(Filter(zones=()), ()), card, (0,), fixed_controller=None
    )
    ctx = EffectContext(instance, result.view, game)
    return [t for t in texts if record is not None and t.reveal.matches(record, ctx, result.view)]


def spell_text(
    game: GameState, card: str, revealed: list[RevealedText]
) -> tuple[tuple[Ability, ...], tuple[TargetSpec, ...]]:
    """The spell abilities and targets a spell has with these revealed texts: one that
    replaces stands instead of the spell's own text, the others are added."""
    abilities = tuple(
        a for a in game.characteristics(card).abilities if a.kind is AbilityKind.SPELL
    )
    targets = spell_target_specs(game, card)
    if any(t.replaces for t in revealed):
        abilities, targets = (), ()
    for text in revealed:
        abilities += (text.ability,)
        targets += text.targets
    return abilities, targets


def split_halves(game: GameState, card: str) -> list[str | None]:
    """CR 709.3: a split card is cast as one of its halves (named here); 715.3: an adventurer
    card in the hand normally (None) or as its Adventure (named); any other card as it is
    (None)."""
    obj = game.objects[card]
    if obj.card is not None and obj.card.layout == "split" and len(obj.card.faces) > 1:
        return [face.name for face in obj.card.faces]
    adventure = adventure_face(game, card)
    return [None] if adventure is None else [None, adventure]
