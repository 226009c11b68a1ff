"""Any number of cards traded for as many (CR 701.9a, 401.4, 121.1): "discard any number of
cards, then draw that many cards" (Cavalier of Flame), "put any number of cards from your hand on
the bottom of your library, then draw that many cards plus one" (Valakut Awakening).

The controller chooses the cards one at a time — each a decision before anyone gets priority,
with the option to stop — and then draws as many as they chose (plus the bonus); the
instructions after wait for it (CR 608.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.discard import discard_card
from mtgrules.game.following import follow
from mtgrules.game.instructed import Instructed, Resolution, handles
from mtgrules.game.objects import Zone
from mtgrules.game.optional import MAY
from mtgrules.game.play_state import event_of
from mtgrules.game.zones import draw, hand

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

DONE = "done"
"""The option of choosing no more cards."""


@handles("trade_cards")
def _trade_cards(it: Instructed) -> bool:
    """CR 701.9a, 401.4: the controller starts choosing cards of their hand."""
    trade = {"how": str(it.instruction.param("value")),
             "plus": int(it.instruction.param("plus", 0) or 0), "count": 0}  # fmt: skip
    _ask(it.game, it.resolution, trade, None, at=len(it.game.choices_waiting))
    return True


def _ask(
    game: GameState, resolution: Resolution, trade: dict[str, Any], then: Any, at: int
) -> None:
    """Offer the next card (one option per name: alike to the player) or stopping; with no card
    left in hand, the draw follows at once."""
    player = resolution.controller
    verb = "discard {}" if trade["how"] == "discard" else "put {} on the bottom"
    named: dict[str, str] = {}
    for card in sorted(hand(game, player)):
        named.setdefault(verb.format(game.characteristics(card).name or card), card)
    if not named:
        _draw_that_many(game, player, trade)
        if then:
            follow(game, then)
        return
    game.choices_waiting.insert(
        at,
        {
            "object": resolution.source_id,
            "choice": MAY,
            "player": player,
            "options": (
                *((label, ("card", card)) for label, card in named.items()),
                (DONE, ("done", None)),
            ),
            "resolution": resolution,
            "trade": trade,
            "then": then,  # the instructions after this one, held back (resolve.follow)
        },
    )


def finish_trade(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The player chose a card (it is discarded or put on the bottom of their library, and the
    next is offered) or to stop (they draw that many cards, then the instructions held back
    follow)."""
    player = waiting["player"]
    how, card = dict(waiting["options"])[value]
    trade = dict(waiting["trade"])
    if how == "done":
        _draw_that_many(game, player, trade)
        if waiting.get("then"):
            follow(game, waiting["then"])
        game.changed()
        return
    if trade["how"] == "discard":
        discard_card(game, player, card)  # CR 702.35a: madness exiles it instead
        game.events.append(event_of("discard", f"{player} discards {card}", "701.9a"))
    elif game.objects[card].zone is Zone.HAND:
        game.move(card, Zone.LIBRARY, bottom=True)
        game.events.append(
            event_of("library", f"{player} puts a card on the bottom of their library", "401.4")
        )
    trade["count"] += 1
    _ask(game, waiting["resolution"], trade, waiting.get("then"), at=0)
    game.changed()


def _draw_that_many(game: GameState, player: str, trade: dict[str, Any]) -> None:
    """CR 121.1: "then draw that many cards [plus one]"."""
    count = trade["count"] + trade["plus"]
    game.events.append(event_of("draw", f"{player} draws {count} card(s)", "121.1"))
    draw(game, player, count)
