"""Permanents a player chooses as a spell or ability resolves, not targets (CR 608.2d): "return
a land you control to its owner's hand" (Rakdos Carnarium), "return a permanent you control to
its owner's hand" (Kor Skyfisher). The player chooses one of the permanents they control that
the description matches — a decision before anyone gets priority — and it is done to that one;
the instructions after it wait for the choice."""

from __future__ import annotations

from typing import Any

from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.state import Game

CHOICE = "choose_permanent"
"""The kind of the waiting choice (:mod:`mtgrules.game.entering` asks and finishes it)."""


@handles("choose_permanent")
def choose_permanent(it: Instructed) -> bool:
    """CR 608.2d: the player chooses a permanent they control the filter matches (nothing to
    choose: nothing is done); what ``act`` says is done to it."""
    from mtgrules.game.resolve import every_object

    game = it.game
    players = it.players()
    if len(players) != 1:
        return False
    (player,) = players
    matching = [
        p
        for p in every_object(game, it.resolution, it.instruction.param("all"))
        if game.objects[p].zone is Zone.BATTLEFIELD and game.controller_of(p) == player
    ]
    if not matching:
        game.events.append(event_of("choose", f"{player} controls no such permanent", "608.2d"))
        return True
    options = tuple((f"{game.characteristics(p).name} ({p})", p) for p in matching)
    game.choices_waiting.append(
        {
            "object": it.resolution.source_id,
            "choice": CHOICE,
            "player": player,
            "options": options,
            "action": it.instruction.param("act"),
            "then": None,  # the instructions after this one, held back (resolve.follow)
        }
    )
    return True


def finish_choose_permanent(game: Game, waiting: dict[str, Any], value: str) -> None:
    """The player chose the permanent ``value`` names: it is returned to its owner's hand
    (CR 400.7); the instructions held back follow."""
    from mtgrules.game.resolve import follow_knowing

    chosen = dict(waiting["options"])[value]
    game.events.append(event_of("choose", f"{waiting['player']} chooses {value}", "608.2d"))
    if waiting["action"] == "return" and game.objects[chosen].zone is Zone.BATTLEFIELD:
        owner = game.objects[chosen].owner
        game.move(chosen, Zone.HAND)
        game.events.append(event_of("return", f"{chosen} returns to {owner}'s hand", "400.7"))
    follow_knowing(game, waiting, CHOICE, chosen)
    game.changed()
