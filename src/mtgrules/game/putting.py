"""Each player putting a card from their hand onto the battlefield (CR 608.2e, 101.4): "Each
player may put an artifact, creature, enchantment, or land card from their hand onto the
battlefield." (Show and Tell). The players choose in turn order, starting with the active
player, each knowing the choices made before; then the cards chosen enter the battlefield at
the same time, each under its owner's control (110.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.entering import as_permanent_enters
from mtgrules.game.following import follow_knowing
from mtgrules.game.instructed import Instructed, every_object, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.zones import hand

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

EACH_PUTS = "each_puts_from_hand"
"""The kind of choice waiting for each player in turn (:attr:`Game.choices_waiting`)."""

PUT_NOTHING = "put nothing"
"""The option of a player who may put a card and doesn't."""

PUT_CARDS = "cards_put"
"""The key of :attr:`Resolution.choices` the cards put are known by afterwards."""


def _in_turn_order(game: GameState) -> list[str]:
    """CR 101.4: the players in turn order, starting with the active player (those still in
    the game)."""
    order = game.turn_order
    start = order.index(game.active_player) if game.active_player in order else 0
    return [p for p in order[start:] + order[:start] if not game.players[p].lost]


@handles("each_puts_from_hand")
def each_puts_from_hand(it: Instructed) -> bool:
    """CR 608.2e, 101.4: each player, in turn order, may choose a card the description
    matches in their hand; the choices wait for them one after another."""
    game, wanted = it.game, it.instruction.param("all")
    matching = set(every_object(game, it.resolution, wanted))
    asking = []
    for player in _in_turn_order(game):
        options: dict[str, str | None] = {PUT_NOTHING: None}
        for card in sorted(c for c in hand(game, player) if c in matching):
            options.setdefault(game.characteristics(card).name or card, card)
        if len(options) > 1:
            asking.append((player, tuple(options.items())))
    for index, (player, offered) in enumerate(asking):
        waiting: dict[str, Any] = {
            "object": it.resolution.source_id, "choice": EACH_PUTS, "player": player,
            "options": offered, "chosen": (), "group": it.resolution.source_id,
        }  # fmt: skip
        if index == len(asking) - 1:
            waiting["then"] = None  # the instructions after this one (resolve.follow)
        game.choices_waiting.append(waiting)
    return True


def finish_each_puts(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """One player chose (``value``: a card's name, or :data:`PUT_NOTHING`); after the last
    player, every card chosen enters the battlefield at once (608.2e), then the instructions
    held back follow."""
    card = dict(waiting["options"])[value]
    chosen: tuple[str, ...] = (*waiting["chosen"], *((card,) if card is not None else ()))
    later = game.choices_waiting[0] if game.choices_waiting else None
    if (
        later is not None
        and later.get("choice") == EACH_PUTS
        and later.get("group") == waiting["group"]
    ):
        game.choices_waiting[0] = {**later, "chosen": chosen}
        return
    put = [c for c in chosen if game.objects[c].zone is Zone.HAND]
    with game.at_once():
        for each in put:
            game.move(each, Zone.BATTLEFIELD)  # under its owner's control (110.2)
    for each in put:
        as_permanent_enters(game, each)
        owner = game.objects[each].owner
        name = game.characteristics(each).name or each
        game.events.append(event_of("put", f"{owner} puts {name} onto the battlefield", "608.2e"))
    follow_knowing(game, waiting, PUT_CARDS, tuple(put))
    game.changed()
