"""Discarding up to a number of cards, then drawing that many (CR 701.9a, 608.2d, 121.1): "You
may discard up to two cards. If you do, draw that many cards." (Fable of the Mirror-Breaker).
The player chooses which cards (none: they don't, and draw nothing) as it resolves."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any

from mtgrules.game.discard import discard_card
from mtgrules.game.following import follow_knowing
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.play_state import event_of
from mtgrules.game.zones import draw, hand

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

DISCARD_UP_TO = "discard_up_to"
"""The kind of choice waiting for the player (:attr:`Game.choices_waiting`)."""

DISCARD_NOTHING = "discard nothing"


def _options(game: GameState, player: str, most: int) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Each different choice of up to ``most`` cards of the hand (cards of one name are alike
    to the player: one option per choice of names), with the cards it discards."""
    cards = sorted(hand(game, player))
    options: dict[str, tuple[str, ...]] = {DISCARD_NOTHING: ()}
    for size in range(1, most + 1):
        for chosen in itertools.combinations(cards, size):
            names = sorted(game.characteristics(c).name or c for c in chosen)
            options.setdefault("discard " + " and ".join(names), chosen)
    return tuple(options.items())


@handles("discard_up_to")
def discard_up_to(it: Instructed) -> bool:
    """CR 608.2d: the controller chooses up to N cards to discard (before anyone gets
    priority; the instructions after this one wait, 608.2c)."""
    game, player = it.game, it.resolution.controller
    most = int(it.instruction.param("value", 1))
    options = _options(game, player, most)
    if len(options) == 1:
        game.events.append(event_of("discard", f"{player} has no card to discard", "608.2d"))
        return True
    game.choices_waiting.append(
        {"object": it.resolution.source_id, "choice": DISCARD_UP_TO, "player": player,
         "options": options, "draw": it.instruction.param("then_draw") == "that_many",
         "then": None}
    )  # fmt: skip
    return True


def finish_discard_up_to(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The chosen cards are discarded at once (701.9a; madness exiles one instead, 702.35a);
    if any were ("If you do"), the player draws that many; then the instructions held back
    follow."""
    player = waiting["player"]
    chosen: tuple[str, ...] = dict(waiting["options"])[value]
    with game.at_once():
        for card in chosen:
            discard_card(game, player, card)
            game.events.append(event_of("discard", f"{player} discards {card}", "701.9a"))
    if chosen and waiting["draw"]:
        draw(game, player, len(chosen))
    follow_knowing(game, waiting, "discarded", chosen)
    game.changed()
