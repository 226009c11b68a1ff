"""Choosing a card name as a spell or ability resolves (CR 201.4, 608.2d) and what is done with
the name chosen: "Choose a nonland card name. Target player reveals their hand and discards all
cards with that name." (Cabal Therapy). The controller names any card of the Oracle card
reference (201.4; with characteristics, 201.4a); the instructions after the choice wait for it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.cards.names import choose_card_name, is_nonland
from mtgrules.game.following import follow_knowing
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

NAME_CHOICES: dict[str, dict[str, Any]] = {
    "card_name": {},
    "nonland_card_name": {"having": is_nonland, "requirement": "nonland"},
    "card_name_seen_hand": {},
}
"""The choices of a card name (CR 201.4) and what :func:`choose_card_name` requires of the
name chosen (201.4a: "choose a nonland card name")."""

CARD_NAME = "card_name"
"""The choice a resolving spell's later instructions and filters read (``named: chosen``)."""

_REQUIREMENTS = {"any": "card_name", "nonland": "nonland_card_name"}


@handles("choose_name")
def _choose_name(it: Instructed) -> bool:
    """CR 201.4, 608.2d: the controller chooses a card name (``nonland``: a nonland card's,
    201.4a) before the rest of the instructions are followed."""
    requirement = _REQUIREMENTS[str(it.instruction.param("value"))]
    it.game.choices_waiting.append(
        {
            "object": it.resolution.source_id,
            "choice": requirement,
            "player": it.resolution.controller,
            "resolving": True,
            "then": None,  # the instructions after this one, held back (resolve.follow)
        }
    )
    return True


def finish_naming(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """CR 201.4: the name is chosen (English, whatever language it was given in, 201.2); the
    instructions held back follow, knowing it."""
    name = choose_card_name(game.database, value, **NAME_CHOICES[waiting["choice"]]).name
    game.events.append(event_of("choose", f"{waiting['player']} chooses {name}", "201.4"))
    follow_knowing(game, waiting, CARD_NAME, name)
    game.changed()


@handles("discard_named")
def _discard_named(it: Instructed) -> bool:
    """CR 701.9a: the target player discards every card in their hand with the chosen name."""
    game, player = it.game, it.target
    name = it.resolution.choices.get(CARD_NAME)
    if player not in game.players or name is None:
        return True
    cards = [
        i
        for i, o in game.objects.items()
        if o.zone is Zone.HAND and o.owner == player and name in game.characteristics(i).names
    ]
    for card in cards:
        game.move(card, Zone.GRAVEYARD)
        game.events.append(event_of("discard", f"{player} discards {card}", "701.9a"))
    if not cards:
        game.events.append(event_of("discard", f"{player} has no card named {name}", "701.9a"))
    return True
