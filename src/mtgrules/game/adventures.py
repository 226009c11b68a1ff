"""Adventurer cards (CR 715): a card cast as its Adventure, exiled as it resolves, and cast later
from exile as the card it normally is.

As a player casts an adventurer card from their hand, they choose to cast it normally or as its
Adventure (715.3; the Adventure is offered as the card's second face, as a split card's half is,
709.3). On the stack as an Adventure, the spell has only the Adventure's characteristics
(715.3a-b: :meth:`Game.cast_as_half`); everywhere else, the card has only its normal ones
(715.4). An Adventure spell that resolves is exiled instead of going to its owner's graveyard,
and for as long as that card stays exiled, its controller may cast it — normally, not as an
Adventure (715.3d). One that is countered, or leaves the stack some other way, goes where it is
put (its owner's graveyard)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.objects import Zone
from mtgrules.game.permissions import ON_AN_ADVENTURE, grant
from mtgrules.game.play_state import event_of
from mtgrules.game.refusals import Refusal

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

ADVENTURE_LAYOUT = "adventure"
"""The layout of an adventurer card in the card data (CR 715.1)."""


def adventure_face(game: GameState, card: str) -> str | None:
    """CR 715.3: the name of the Adventure ``card`` may be cast as (its second face) when it is
    an adventurer card in its owner's hand, else None. A card exiled by its own Adventure is
    cast only normally from exile (715.3d)."""
    obj = game.objects[card]
    if obj.card is None or obj.card.layout != ADVENTURE_LAYOUT or len(obj.card.faces) < 2:
        return None
    if obj.zone is not Zone.HAND:
        return None
    return obj.card.faces[1].name


def cast_as_adventure(game: GameState, card: str) -> bool:
    """CR 715.3b: whether the spell ``card`` is on the stack as an Adventure (it has its
    Adventure's characteristics). A copy of it is one too (715.3c), but no card: it ceases to
    exist as it leaves the stack (704.5e), and nobody casts it from exile."""
    obj = game.objects.get(card)
    return (
        obj is not None
        and not obj.is_spell_copy
        and obj.zone is Zone.STACK
        and obj.card is not None
        and obj.card.layout == ADVENTURE_LAYOUT
        and obj.face is not None
        and obj.face is not obj.card.front
    )


def finish_resolving(game: GameState, card: str) -> None:
    """CR 608.2n, 715.3d: a resolved instant or sorcery spell is put into its owner's graveyard —
    or, cast as an Adventure, exiled, and its controller may cast it from exile for as long as
    it stays there."""
    if not cast_as_adventure(game, card):
        game.move(card, Zone.GRAVEYARD)
        return
    controller = game.controller_of(card) or game.objects[card].owner
    name = game.characteristics(card).name or card
    game.move(card, Zone.EXILE)
    if game.objects[card].zone is not Zone.EXILE:
        return  # CR 614: something else moved it; it isn't on an adventure
    grant(game, controller, card, ON_AN_ADVENTURE, next_turn=True)
    game.events.append(
        event_of(
            "adventure",
            f"{name} resolves as an Adventure: {card} is exiled and {controller} may cast it "
            "from exile",
            "715.3d",
        )
    )


def adventure_refusal(game: GameState, card: str, face: str | None) -> Refusal | None:
    """CR 715.3, 715.3d: why ``card`` can't be cast as the Adventure ``face`` now — an
    adventurer card is cast as its Adventure from its owner's hand, never from the exile its
    Adventure put it in — or None."""
    obj = game.objects.get(card)
    if face is None or obj is None or obj.card is None or obj.card.layout != ADVENTURE_LAYOUT:
        return None
    if len(obj.card.faces) < 2 or face != obj.card.faces[1].name:
        return Refusal(f"'{face}' isn't the Adventure of '{card}'", "715.3")
    if adventure_face(game, card) is None:
        return Refusal(
            f"'{card}' is cast as its Adventure only from its owner's hand: from the "
            f"{obj.zone.value}, only as the card it normally is",
            "715.3d",
        )
    return None
