"""Instructions about a player's hand (CR 402): looking at it (402.3: only an effect lets a
player see another's hand), revealing it (701.20a), choosing a card from it as the spell
resolves (608.2d) and discarding the chosen card (701.9a) — Thoughtseize's "Target player
reveals their hand. You choose a nonland card from it. That player discards that card."

The choice is made before anyone gets priority, by the spell's controller, among the cards the
description matches (by card name: cards of one name are alike to the chooser); the instructions
after it wait for it (608.2c: in order) and learn which card it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.discard import discard_card
from mtgrules.game.entering import as_permanent_enters
from mtgrules.game.exile_until import remember_exiled
from mtgrules.game.following import follow_knowing
from mtgrules.game.hand_looks import card_names, hand_cards
from mtgrules.game.instructed import Instructed, every_object, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

CHOSEN = "chosen_card"
"""The key of :attr:`Resolution.choices` the card chosen from a hand is known by."""


@handles("look_at_hand")
def look_at_hand(it: Instructed) -> bool:
    """CR 402.3: the controller looks at the target player's hand."""
    if it.target not in it.game.players:
        return False
    cards = hand_cards(it.game, it.target)
    it.game.show(cards, (it.resolution.controller,))  # CR 701.20e
    it.game.events.append(
        event_of(
            "look",
            f"{it.resolution.controller} looks at {it.target}'s hand: {card_names(it.game, cards)}",
            "402.3",
        )
    )
    return True


@handles("reveal_hand")
def reveal_hand(it: Instructed) -> bool:
    """CR 701.20a: the target player reveals their hand: every player sees it."""
    if it.target not in it.game.players:
        return False
    cards = hand_cards(it.game, it.target)
    it.game.show(cards)
    it.game.events.append(
        event_of(
            "reveal", f"{it.target} reveals their hand: {card_names(it.game, cards)}", "701.20a"
        )
    )
    return True


@handles("choose_card")
def choose_card(it: Instructed) -> bool:
    """CR 608.2d: the controller chooses a card the description matches from the target
    player's hand (nothing to choose: nothing is chosen)."""
    game, player = it.game, it.target
    if player not in game.players:
        return False
    wanted = it.instruction.param("all")
    matching = [
        c for c in every_object(game, it.resolution, wanted) if c in hand_cards(game, player)
    ]
    options: dict[str, str] = {}
    for card in sorted(matching):
        options.setdefault(game.characteristics(card).name or card, card)
    if not options:
        game.events.append(event_of("choose", f"{player}'s hand has no such card", "608.2d"))
        return True
    game.choices_waiting.append(
        {
            "object": it.resolution.source_id,
            "choice": "choose_card",
            "player": it.resolution.controller,
            "options": tuple(sorted(options.items())),
            "then": None,  # the instructions after this one, held back (resolve.follow)
        }
    )
    return True


def finish_choose_card(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The controller chose the card ``value`` names; the instructions held back follow,
    knowing it."""
    card = dict(waiting["options"])[value]
    game.events.append(event_of("choose", f"{waiting['player']} chooses {value}", "608.2d"))

    follow_knowing(game, waiting, CHOSEN, card)
    game.changed()


@handles("discard_chosen")
def discard_chosen(it: Instructed) -> bool:
    """CR 701.9a: the target player discards the card chosen from their hand (if it is still
    there)."""
    card = it.resolution.choices.get(CHOSEN)
    game = it.game
    if card is None or card not in game.objects:
        return True
    obj = game.objects[card]
    if obj.zone is not Zone.HAND or obj.owner != it.target:
        return True
    game.move(card, Zone.GRAVEYARD)
    game.events.append(event_of("discard", f"{it.target} discards {card}", "701.9a"))
    return True


@handles("discard_hand")
def discard_hand(it: Instructed) -> bool:
    """CR 701.9a: "discard your hand" / "each player discards their hand": each player named,
    in turn order, discards every card of their hand (a card with madness is exiled instead,
    702.35a)."""
    game = it.game
    order = game.turn_order or list(game.players)
    named = it.players() if it.instruction.param("value") == "each_player" else [
        it.resolution.controller
    ]  # fmt: skip
    for player in [p for p in order if p in named]:
        cards = sorted(hand_cards(game, player))
        with game.at_once():
            for card in cards:
                discard_card(game, player, card)
        game.events.append(
            event_of("discard", f"{player} discards their hand ({len(cards)} cards)", "701.9a")
        )
    return True


@handles("discard_random")
def discard_random(it: Instructed) -> bool:
    """CR 701.9b: the controller discards N cards chosen at random from their hand (all of it
    if it is smaller)."""
    game, player = it.game, it.resolution.controller
    cards = hand_cards(game, player)
    picked = game.rng.sample(cards, min(it.amount(), len(cards)))
    for card in picked:
        discard_card(game, player, card)
        game.events.append(event_of("discard", f"{player} discards {card} at random", "701.9b"))
    return True


@handles("exile_chosen")
def exile_chosen(it: Instructed) -> bool:
    """CR 406.3, 607.2a: the card chosen from the target player's hand is exiled (if it is
    still there); a permanent whose other ability returns "the exiled card" remembers it
    (Mesmeric Fiend)."""
    card = it.resolution.choices.get(CHOSEN)
    game = it.game
    if card is None or card not in game.objects:
        return True
    obj = game.objects[card]
    if obj.zone is not Zone.HAND or obj.owner != it.target:
        return True
    game.move(card, Zone.EXILE)
    game.events.append(event_of("exile", f"{it.target}'s {card} is exiled", "406.3"))
    remember_exiled(game, it.resolution.source_id, card)
    return True


@handles("put_from_hand")
def may_put_from_hand(it: Instructed) -> bool:
    """CR 608.2d, 305.4: the controller may put a card the description matches from their hand
    onto the battlefield (a land put there this way isn't played): they choose which, or none,
    before anyone gets priority."""
    game, player = it.game, it.resolution.controller
    wanted = it.instruction.param("all")
    matching = [
        c for c in every_object(game, it.resolution, wanted) if c in hand_cards(game, player)
    ]
    options: dict[str, str | None] = {PUT_NOTHING: None}
    for card in sorted(matching):
        options.setdefault(game.characteristics(card).name or card, card)
    if len(options) == 1:
        return True
    game.choices_waiting.append(
        {"object": it.resolution.source_id, "choice": "put_from_hand", "player": player,
         "options": tuple(options.items()), "then": None,
         "tapped": bool(it.instruction.param("tapped"))}
    )  # fmt: skip
    return True


PUT_NOTHING = "put nothing"
"""The option of a player who "may put" a card and doesn't."""


def finish_put_from_hand(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The card ``value`` names enters the battlefield (none for :data:`PUT_NOTHING`); then
    the instructions held back follow. One put "onto the battlefield tapped" enters tapped
    (CR 614.1)."""
    card = dict(waiting["options"])[value]
    if card is not None and game.objects[card].zone is Zone.HAND:
        game.move(card, Zone.BATTLEFIELD)
        game.objects[card].tapped = bool(waiting.get("tapped"))
        as_permanent_enters(game, card)
        game.events.append(
            event_of("put", f"{waiting['player']} puts {value} onto the battlefield", "305.4")
        )
    follow_knowing(game, waiting, CHOSEN, card)
    game.changed()
