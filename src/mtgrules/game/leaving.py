"""What a zone change ends and forgets (CR 400.7, 611.2b-c): the effects that end when their
source or object leaves, the effects that no longer apply to the new object; and which cards turn their front face up again."""

from __future__ import annotations

from dataclasses import replace

from mtgrules.game.objects import ResolvedEffect

SPELL_COPY = "a copy of a spell"
"""The description of the copy effect that gives a copy of a spell its characteristics."""

TURNED_LAYOUTS = ("flip", "transform")
"""Cards with a second face that turns up on the battlefield (or on the stack, cast
"transformed"), and turns down again elsewhere."""


def ended_by_leaving(effect: ResolvedEffect, object_id: str) -> bool:
    """CR 611.2b: "for as long as" effects end when their source leaves; an "enters as a copy"
    effect ends when its object leaves (CR 400.7), as does the copy effect of a copy of a spell
    (which then ceases to exist, 704.5e)."""
    if effect.spec.duration == "while_source" and effect.source_id == object_id:
        return True
    return effect.description in ("enters as a copy", SPELL_COPY) and effect.source_id == object_id


def forgetting(effect: ResolvedEffect, object_id: str) -> ResolvedEffect:
    """CR 400.7: an object that changes zones becomes a new object with no memory of its
    previous existence: an effect that was locked onto it (611.2c) or that targeted it no
    longer applies to it (the object it became isn't affected). Except a permanent spell that
    becomes a permanent (400.7a) and a card cast by an effect's permission (400.7g-h), which
    the caller leaves alone, and a copy of a spell, whose values were fixed as it was made
    (707.10)."""
    affected = effect.affected or ()
    if (object_id not in affected and object_id not in effect.targets) or (
        effect.description == SPELL_COPY
    ):
        return effect
    return replace(
        effect,
        affected=tuple(i for i in affected if i != object_id)
        if effect.affected is not None
        else None,
        targets=tuple(None if t == object_id else t for t in effect.targets),
    )
