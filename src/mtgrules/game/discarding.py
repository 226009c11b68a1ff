"""Discards whose result later text reads (CR 701.9a, 608.2c): "each opponent discards a card,
then each opponent who didn't discard a nonland card this way loses 3 life" (Kroxa, Titan of
Death's Hunger). Each opponent chooses the card they discard — a decision before anyone gets
priority — and loses the life if they had no card to discard or discarded a land card. "Each
opponent discards a card. For each opponent who can't, you draw a card." (Refurbished
Familiar)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.discard import discard_card
from mtgrules.game.following import follow
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.log_entries import entry
from mtgrules.game.optional import MAY
from mtgrules.game.play_state import event_of
from mtgrules.game.zones import draw, hand

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


@handles("discard_or_lose")
def _discard_or_lose(it: Instructed) -> bool:
    """CR 701.9a, 608.2c: each player named discards a card of their choice; one who discards
    no nonland card loses the life."""
    game = it.game
    life = it.amount()
    for player in it.players():
        named: dict[str, str] = {}
        for card in sorted(hand(game, player)):
            named.setdefault(f"discard {game.characteristics(card).name or card}", card)
        if not named:
            _lose(game, player, life, "has no card to discard")
            continue
        game.choices_waiting.append(
            {
                "object": it.resolution.source_id,
                "choice": MAY,
                "player": player,
                "options": tuple((label, ("discard", card)) for label, card in named.items()),
                "resolution": it.resolution,
                "discarding": life,
                "then": None,  # the instructions after this one, held back (resolve.follow)
            }
        )
    return True


@handles("discard_or_draw")
def _discard_or_draw(it: Instructed) -> bool:
    """CR 701.9a, 608.2c: each player named discards a card of their choice (with one card,
    that card); the controller draws a card for each of them who had no card and so couldn't.
    Who can't is known as the instruction begins, so the draws don't wait for the others'
    choices."""
    game = it.game
    couldnt = 0
    for player in it.players():
        cards = sorted(hand(game, player))
        if not cards:
            couldnt += 1
            game.events.append(event_of("discard", f"{player} has no card to discard", "701.9a"))
        elif len(cards) == 1:
            discard_card(game, player, cards[0])  # CR 702.35a: madness exiles it instead
            game.events.append(event_of("discard", f"{player} discards {cards[0]}", "701.9a"))
        else:
            game.discards_waiting.append((player, 1))  # CR 701.9a: their choice
    if couldnt:
        controller = it.resolution.controller
        game.events.append(
            event_of("draw", f"{controller} draws a card for each of {couldnt} who can't", "608.2c")
        )
        draw(game, controller, couldnt * it.amount())
    return True


def finish_discard_or_lose(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The player discards the card chosen; a land card costs them the life (CR 701.9a)."""
    player = waiting["player"]
    _, card = dict(waiting["options"])[value]
    land = game.characteristics(card).type_line.has_card_type("Land")
    discard_card(game, player, card)  # CR 702.35a: madness exiles it instead
    game.events.append(
        entry("discard", f"{player} discards {card}", "701.9a", player=player, targets=[card])
    )
    if land:
        _lose(game, player, int(waiting["discarding"]), "discarded a land card")
    if waiting.get("then"):
        follow(game, waiting["then"])
    game.changed()


def _lose(game: GameState, player: str, life: int, why: str) -> None:
    game.players[player].life -= life
    game.events.append(
        entry(
            "lose_life", f"{player} {why}: loses {life} life", "119.3",
            targets=[player], amount=life,
        )
    )  # fmt: skip
