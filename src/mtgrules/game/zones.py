"""Zones (CR 400-406): each player's library, hand and the order of objects in zones; drawing and
shuffling (CR 121, 701.24)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.history import may_draw
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.player_rules import card_drawn

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def library(game: GameState, player: str) -> list[str]:
    """A player's library, top card first."""
    return game.libraries.setdefault(player, [])


def shuffle_library(game: GameState, player: str) -> None:
    cards = [i for i, o in game.objects.items() if o.zone is Zone.LIBRARY and o.owner == player]
    game.rng.shuffle(cards)
    game.libraries[player] = cards
    game.reordered(cards)  # CR 701.20d


def draw(game: GameState, player: str, count: int = 1) -> None:
    """CR 121.1: draw from the top; drawing from an empty library is remembered for 704.5b."""
    for _ in range(count):
        if not may_draw(game, player):  # "can't draw more than one card each turn"
            game.events.append(event_of("draw", f"{player} can't draw another card", "101.2"))
            continue
        cards = library(game, player)
        if not cards:
            game.drew_from_empty.add(player)
            continue
        card = cards.pop(0)
        game.move(card, Zone.HAND)

        card_drawn(game, player, card)


def hand(game: GameState, player: str) -> list[str]:
    return list(zone_lists(game).get((Zone.HAND, player), ()))


def zone_lists(game: GameState) -> dict[tuple[Zone, str], list[str]]:
    """The objects in each zone by owner, in the game's order; ``(Zone.BATTLEFIELD, "")`` holds
    every permanent. Derived once per game version (every zone change makes a new version)."""
    derived = game.derived()
    found = derived.get("zones")
    if found is None:
        found = {}
        battlefield: list[str] | None = None
        for object_id, obj in game.objects.items():
            zone = obj.zone
            key = (zone, obj.owner)
            listed = found.get(key)
            if listed is None:
                listed = found[key] = []
            listed.append(object_id)
            if zone is Zone.BATTLEFIELD:
                if battlefield is None:
                    battlefield = found[(Zone.BATTLEFIELD, "")] = []
                battlefield.append(object_id)
        derived["zones"] = found
    return found
