"""Sacrificing several permanents a player chooses (CR 701.21a): "defending player sacrifices
six permanents" (annihilator, 702.86a). The player chooses that many of the permanents they
control, one at a time (each a decision before anyone gets priority, 608.2d), then sacrifices
them all at once; one who controls no more than that many sacrifices all of them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game.following import follow_knowing
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.revealing import revealing_player

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

CHOICE = "sacrifice_permanents"
"""The kind of the waiting choice: one more permanent to sacrifice."""


def _permanents(game: GameState, player: str) -> list[str]:
    return sorted(
        i
        for i, o in game.objects.items()
        if o.zone is Zone.BATTLEFIELD and game.controller_of(i) == player
    )


@handles("sacrifice_permanents")
def sacrifice_permanents(it: Instructed) -> bool:
    """CR 701.21a, 702.86a: the defending player of the source (:func:`revealing_player`)
    sacrifices ``amount`` permanents of their choice."""
    game = it.game
    player = revealing_player(it)
    if player is None:
        return False
    count = it.amount()
    theirs = _permanents(game, player)
    if len(theirs) <= count:
        _sacrifice(game, player, theirs)
        return True
    game.choices_waiting.append(
        {"object": it.resolution.source_id, "choice": CHOICE, "player": player,
         "options": _options(game, theirs), "count": count, "chosen": (), "then": None}
    )  # fmt: skip
    return True


def _options(game: GameState, permanents: list[str]) -> tuple[tuple[str, str], ...]:
    return tuple((f"{game.characteristics(p).name} ({p})", p) for p in permanents)


def finish_sacrifice_permanents(game: GameState, waiting: dict[str, Any], value: str) -> None:
    """One permanent chosen: choose the next, or, all chosen, sacrifice them at once and
    follow the instructions held back."""
    chosen = (*waiting["chosen"], dict(waiting["options"])[value])
    player = waiting["player"]
    game.events.append(event_of("choose", f"{player} chooses {value}", "608.2d"))
    if len(chosen) < waiting["count"]:
        left = [p for _, p in waiting["options"] if p not in chosen]
        game.choices_waiting.insert(
            0, {**waiting, "options": _options(game, left), "chosen": chosen}
        )
        return
    _sacrifice(game, player, list(chosen))
    follow_knowing(game, waiting, CHOICE, chosen)
    game.changed()


def _sacrifice(game: GameState, player: str, permanents: list[str]) -> None:
    """CR 701.21a: the permanents go to their owners' graveyards at the same time."""
    with game.at_once():
        for permanent in permanents:
            game.move(permanent, Zone.GRAVEYARD)
    for permanent in permanents:
        game.events.append(event_of("sacrifice", f"{player} sacrifices {permanent}", "701.21a"))
