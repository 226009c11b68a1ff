"""Cards outside the game (CR 400.11): a player's sideboard (400.11a), and the effects that
bring one of those cards into the game (400.11b: "reveal an artifact card you own from outside
the game … put that card into your hand").

A game started from decklists keeps each player's sideboard as the names of the cards outside
the game (:attr:`Game.outside`). A card brought in becomes a new object in its owner's hand and
stays in the game until it ends (400.11b). A sideboard card the engine doesn't fully play is
kept out of the game's reach unless the game allows unsupported cards, as the main deck's are.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from mtgrules.game.following import follow_knowing
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

WISHED = "wished"
"""The choice a wish's later instructions know: the card put into the hand (CR 608.2c)."""

NOTHING = "nothing"
"""The option of a player who "may reveal" a card and doesn't (CR 608.2d)."""


def sideboards_of(
    game: GameState,
    decks: Mapping[str, Any],
    given: Mapping[str, Any] | None,
    allow_unsupported: bool,
) -> dict[str, list[str]]:
    """CR 400.11a: each player's cards outside the game, by English name: ``given`` (player →
    card names), else the sideboard of each player's ``Decklist``. Cards the engine doesn't fully
    play are left out unless ``allow_unsupported``."""
    from mtgrules.cards.support import deck_support

    boards: dict[str, list[str]] = {}
    for player, deck in decks.items():
        if given is not None:
            names = list(given.get(player) or ())
        else:
            names = [e.name for e in getattr(deck, "sideboard", ()) for _ in range(e.count)]
        if not all(isinstance(n, str) for n in names):
            raise ValueError(f"{player}'s sideboard must be a list of card names")
        english = [game.database.card(n).name for n in names]
        if not allow_unsupported and english:
            unsupported = deck_support(english, game.database, game.definitions).cards
            left_out = {c.card for c in unsupported}
            english = [n for n in english if n not in left_out]
        if english:
            boards[player] = english
    return boards


ANY_CARD = "Card"
"""The "card type" of a wish for any card, which isn't revealed ("you may put a card you own
from outside the game into your hand", North Wind Avatar)."""


def _has_card_type(game: GameState, name: str, card_type: str) -> bool:
    """CR 400.11c, 205.2a: a card outside the game has its printed card types (its front face's,
    711.2)."""
    if card_type == ANY_CARD:
        return True
    faces = game.database.card(name).faces
    return bool(faces) and card_type in faces[0].types


def _exiled(game: GameState, player: str, card_type: str) -> dict[str, str]:
    """CR 406.3: the face-up cards ``player`` owns in exile with ``card_type``, one per name."""
    found: dict[str, str] = {}
    for card in sorted(game.objects):
        obj = game.objects[card]
        if obj.zone is not Zone.EXILE or obj.owner != player or obj.face_down:
            continue
        seen = game.characteristics(card)
        if seen.type_line.has_card_type(card_type):
            found.setdefault(seen.name or card, card)
    return found


@handles("wish")
def wish(it: Instructed) -> bool:
    """CR 400.11b, 608.2d: the controller may reveal a card of the card type they own from
    outside the game (or, with ``from: [outside, exile]``, choose a face-up one they own in
    exile) and put it into their hand; they choose before anyone gets priority."""
    game, player = it.game, it.resolution.controller
    card_type = str(it.instruction.param("value"))
    places = it.instruction.param("from") or ("outside",)
    options: list[tuple[str, tuple[str, str] | None]] = []
    if "outside" in places:
        verb = "put" if card_type == ANY_CARD else "reveal"
        for name in sorted(set(game.outside.get(player, ()))):
            if _has_card_type(game, name, card_type):
                options.append((f"{verb} {name} from outside the game", ("outside", name)))
    if "exile" in places:
        for name, card in sorted(_exiled(game, player, card_type).items()):
            options.append((f"choose {name} in exile", ("exile", card)))
    if not options:
        game.events.append(event_of("wish", f"{player} has no such card to take", "400.11b"))
        return True
    if it.instruction.param("optional"):
        options.insert(0, (NOTHING, None))
    game.choices_waiting.append(
        {
            "object": it.resolution.source_id,
            "choice": "wish",
            "player": player,
            "options": tuple(options),
            "revealed": card_type != ANY_CARD,
            "then": None,  # the instructions after this one, held back (resolve.follow)
        }
    )
    return True


def finish_wish(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """The player chose the card ``value`` names: a card from outside the game is revealed and
    comes into the game in their hand (400.11b); one from exile is put into their hand."""
    player = waiting["player"]
    picked = dict(waiting["options"])[value]
    card: str | None = None
    if picked is None:
        game.events.append(event_of("wish", f"{player} takes no card", "608.2d"))
    elif picked[0] == "outside":
        name = picked[1]
        game.outside[player].remove(name)
        if not game.outside[player]:
            del game.outside[player]
        card = game.create_card(name, player, Zone.HAND).id
        if waiting.get("revealed", True):
            game.events.append(
                event_of("reveal", f"{player} reveals {name} from outside the game", "400.11b")
            )
        game.events.append(event_of("wish", f"{player} puts {card} into their hand", "400.11b"))
    else:
        card = picked[1]
        game.move(card, Zone.HAND)
        game.events.append(event_of("wish", f"{player} puts {card} into their hand", "608.2d"))
    follow_knowing(game, waiting, WISHED, card)
    game.changed()
