"""Cards chosen as a spell or ability resolves (CR 608.2d): "return a creature or planeswalker
card from your graveyard to your hand" (Takenuma, Abandoned Mire). Nothing is targeted: the
controller chooses among the cards the description matches when the instruction is followed
(cards milled by the instruction before it among them), and must choose one if there is one
(a graveyard is a public zone: no "fail to find", unlike a search, 701.23b)."""

from __future__ import annotations

from typing import Any

from mtgrules.game.instructed import Instructed
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.state import Game

RETURN_CHOSEN = "return_chosen"
"""The choice the controller makes (:data:`Game.choices_waiting`)."""


def return_chosen(it: Instructed) -> bool:
    """CR 608.2d, 400.7: the controller chooses one card the instruction's filter matches and
    returns it to its owner's hand; with one such card, that one; with none, nothing."""
    from mtgrules.game.resolve import every_object

    game = it.game
    options: dict[str, str] = {}
    for card in sorted(every_object(game, it.resolution, it.instruction.param("all"))):
        options.setdefault(game.characteristics(card).name or card, card)  # alike by name
    if not options:
        game.events.append(event_of("choose", "no such card to return", "608.2d"))
        return True
    if len(options) == 1:
        (card,) = options.values()
        _to_hand(game, card)
        return True
    game.choices_waiting.append(
        {
            "object": it.resolution.source_id,
            "choice": RETURN_CHOSEN,
            "player": it.resolution.controller,
            "options": tuple(sorted(options.items())),
            "then": None,  # the instructions after this one, held back (resolve.follow)
        }
    )
    return True


def finish_return_chosen(game: Game, waiting: dict[str, Any], value: str) -> None:
    """The controller chose the card ``value`` names: it returns; the instructions held back
    follow."""
    from mtgrules.game.resolve import follow_knowing

    card = dict(waiting["options"])[value]
    game.events.append(event_of("choose", f"{waiting['player']} chooses {value}", "608.2d"))
    _to_hand(game, card)
    follow_knowing(game, waiting, "chosen", card)
    game.changed()


def _to_hand(game: Game, card: str) -> None:
    game.move(card, Zone.HAND)
    game.events.append(event_of("return", f"{card} returns to its owner's hand", "400.7"))
