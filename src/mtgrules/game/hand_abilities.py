"""Activated abilities that function in a hand (CR 113.6m): an ability whose cost discards the
card it is on — cycling and typecycling (702.29a, 702.29e), channel — is activated only while
that card is in its owner's hand, by its owner. :mod:`mtgrules.game.activation` asks here for
them beside the abilities of permanents, and for what an activated ability's cost comes to
after "this ability costs {1} less to activate for each …" (:func:`reduced_cost`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from mtgrules.game.cast_keywords import less_generic
from mtgrules.game.discard import discard_card
from mtgrules.game.instructed import Resolution, count_of
from mtgrules.game.keywords import CYCLING, TYPECYCLINGS
from mtgrules.game.mana import activated_abilities
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.triggers import emit_event
from mtgrules.game.zones import hand
from mtgrules.model.abilities import Ability
from mtgrules.model.costs import Cost

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

CostOf = Callable[[Ability], "Cost | None"]


def functions_in_hand(ability: Ability, cost: Cost | None) -> bool:
    """CR 113.6m: an ability whose cost discards its card functions only in its owner's hand."""
    return cost is not None and cost.discard_self


def hand_activatable(
    game: GameState, player: str, cost_of: CostOf
) -> list[tuple[str, list[tuple[int, Ability]]]]:
    """The cards in ``player``'s hand with abilities that function there (CR 113.6m), each
    with those abilities and their indexes among the card's activated abilities."""
    found = []
    for card in hand(game, player):
        abilities = [
            (index, ability)
            for index, ability in enumerate(activated_abilities(game, card), start=1)
            if functions_in_hand(ability, cost_of(ability))
        ]
        if abilities:
            found.append((card, abilities))
    return found


def in_hand_of(game: GameState, card: str, player: str) -> bool:
    """Whether ``card`` is in ``player``'s hand (its owner's, CR 402.1)."""
    obj = game.objects.get(card)
    return obj is not None and obj.zone is Zone.HAND and obj.owner == player


def discard_to_activate(game: GameState, player: str, card: str) -> None:
    """CR 701.9a, 602.2b: discard the card as its ability's cost is paid."""
    discard_card(game, player, card)  # CR 702.35a: madness exiles it instead
    game.events.append(event_of("discard", f"{player} discards {card}", "701.9a"))


def reduced_cost(game: GameState, player: str, source: str, ability: Ability, cost: Cost) -> Cost:
    """CR 601.2f, 602.2b: the cost of activating ``ability`` of ``source`` now: "this ability
    costs {1} less to activate for each [object]" reduces its generic mana by that count (never
    below none); other costs are as printed."""
    if ability.cost_less is None or cost.mana is None:
        return cost
    count = count_of(game, Resolution(source, player, ability), ability.cost_less)
    return replace(cost, mana=less_generic(cost.mana, count))


def cycled(game: GameState, player: str, card: str, ability: Ability) -> None:
    """CR 702.29c, 702.29f: a card discarded to pay the cost of a cycling (or typecycling)
    ability was cycled: "When you cycle this card" triggers, from the zone the card is in
    now."""
    from mtgrules.model.triggers import GameEvent

    if ability.is_keyword(CYCLING) or any(ability.is_keyword(k) for k in TYPECYCLINGS):
        emit_event(game, GameEvent("cycled", card, player))
