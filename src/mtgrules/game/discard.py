"""Discarding a card (CR 701.9a): it goes to its owner's graveyard — unless it has madness, whose
replacement exiles it instead and whose ability then triggers (702.35a; casting it:
:mod:`mtgrules.game.madness`). Every discard goes through :func:`discard_card`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.keywords import MADNESS
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.triggers import emit_event
from mtgrules.model.abilities import Ability
from mtgrules.model.triggers import GameEvent, TriggerEvent

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def madness_ability(game: GameState, card: str) -> Ability | None:
    """The card's madness ability, if it has one (the first, CR 702.35a)."""
    return next((a for a in game.characteristics(card).abilities if a.is_keyword(MADNESS)), None)


def discard_card(game: GameState, player: str, card: str) -> None:
    """CR 701.9a: ``player`` discards ``card`` from their hand: it goes to its owner's
    graveyard — unless it has madness: then it is exiled instead and its madness ability
    triggers (702.35a). The caller logs the discard."""
    ability = madness_ability(game, card)
    if ability is None:
        game.move(card, Zone.GRAVEYARD)
    else:
        game.move(card, Zone.EXILE)
        game.events.append(event_of("madness", f"{card} is exiled instead (madness)", "702.35a"))
        game.waiting_triggers.append((card, ability, game.objects[card].owner))

    emit_event(game, GameEvent(TriggerEvent.DISCARD, card, player, "hand"))  # CR 603.2
