"""Splice (CR 702.47): as a spell is cast, its controller may reveal cards with "Splice onto
[quality] [cost]" from their hand (702.47a); the spell gains each one's rules text, its spell
abilities, after its own (702.47b), the spliced cards' targets chosen after the spell's own;
the changes end as the spell leaves the stack (702.47e). Games carry it out through
:func:`splice_onto` (the scenario format's ``splice:``); a cast action doesn't offer it yet
(:data:`mtgrules.cards.support.KEYWORD_NOTES`)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtgrules.game.errors import IllegalAction
from mtgrules.game.events import Event
from mtgrules.game.keywords import SPLICE
from mtgrules.game.objects import Zone
from mtgrules.model.abilities import AbilityKind, TargetSpec

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def splice_quality(game: GameState, card: str) -> str | None:
    """What ``card`` splices onto ("Arcane" of "Splice onto Arcane {1}{R}"), or None."""
    for ability in game.characteristics(card).abilities:
        if ability.is_keyword(SPLICE):
            return ability.parameter.removeprefix("onto ").rsplit(" ", 1)[0]
    return None


def splice_onto(
    game: GameState, spell_id: str, card: str, targets_before: int
) -> tuple[TargetSpec, ...]:
    """CR 702.47a-c: ``card``, in the hand of the controller of the spell ``spell_id``, is
    revealed and spliced onto it: the spell gains the card's spell abilities, after its own,
    their targets numbered after the ``targets_before`` the spell has. Returns the card's
    targets; refuses a card not in that hand, without splice, or of another quality."""
    spell = game.get(spell_id)
    obj = game.objects.get(card)
    if obj is None or obj.zone is not Zone.HAND or obj.owner != spell.controller:
        raise IllegalAction(f"no '{card}' in {spell.controller}'s hand to splice", "702.47a")
    name = obj.face.name if obj.face is not None else card
    quality = splice_quality(game, card)
    if quality is None:
        raise IllegalAction(f"'{name}' has no splice ability", "702.47a")
    line = game.characteristics(spell_id).type_line
    if not (line.has_subtype(quality) or line.has_card_type(quality)):
        raise IllegalAction(f"'{name}' splices only onto {quality} spells", "702.47a")
    gained = tuple(
        replace(
            a,
            instructions=tuple(
                replace(i, target=i.target + targets_before) for i in a.instructions
            ),
        )
        for a in game.characteristics(card).abilities
        if a.kind is AbilityKind.SPELL
    )
    spell.printed = replace(spell.printed, abilities=(*spell.printed.abilities, *gained))
    game.changed()
    now = game.characteristics(spell_id)
    added = now.ability_texts[len(now.ability_texts) - len(gained) :]
    game.events.append(
        Event("splice", f"{name} spliced onto {now.name}: " + " ".join(added), "702.47c")
    )
    assert obj.card is not None and obj.face is not None
    return game.definition_of(obj.card, obj.face).targets
