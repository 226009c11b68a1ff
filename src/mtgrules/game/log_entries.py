"""The game's log as data (the record of what happened, CR 117, 120, 119, 400, 601, 603, 608,
704, 508-510): each entry says in words what happened and, where its writer gives it, the same as
data — its kind, the object or player it came from, what it was done to, how much — and when
(the turn and step). An entry whose writer says it in words only is a ``note``: the log never
guesses the data from the words."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from mtgrules.game.events import Event

if TYPE_CHECKING:
    from collections.abc import Iterable

    from mtgrules.game.events import Event
    from mtgrules.game.game_state import GameState


NOTE = "note"
"""The kind of an entry said in words only."""

KINDS: dict[str, str] = {
    "damage": "120.3",
    "gain_life": "119.3",
    "lose_life": "119.3",
    "pay life": "119.4",
    "poison": "122.1f",
    "cast": "601.2",
    "activate": "602.2",
    "resolve": "608.2",
    "trigger": "603.3",
    "state-based action": "704.3",
    "attack": "508.1",
    "block": "509.1",
    "sacrifice": "701.21a",
    "draw": "121.1",
    "discard": "701.9a",
    "return": "400.7",
    "token": "111.2",
}
"""The kinds of structured entry, each with the rule that says what it records."""


class UnknownLogKind(ValueError):
    """A structured log entry of a kind :data:`KINDS` doesn't list."""


def entry(
    kind: str,
    detail: str,
    rule: str | None,
    *,
    player: str | None = None,
    source: str | None = None,
    targets: Iterable[str] = (),
    amount: int | None = None,
) -> Event:
    """A structured entry of the log: ``detail`` in words, the rest as data. ``player`` is the
    player who did it (cast, paid, sacrificed), ``source`` the object it came from, ``targets`` what it was done to (objects or players, in
    order), ``amount`` how much (damage dealt, life gained or lost, counters)."""
    if kind not in KINDS:
        raise UnknownLogKind(f"unknown kind of log entry '{kind}'; kinds: {', '.join(KINDS)}")

    return Event(kind, detail, rule, kind, player, source, tuple(targets), amount)


def stamp(game: GameState) -> None:
    """Give the entries logged since the last stamp the turn and step they were logged in:
    called as a step ends (CR 500.2) and a turn begins (500.1), before either changes."""
    events = game.events
    index = len(events) - 1
    while index >= 0 and events[index].turn is None:
        index -= 1
    if index == len(events) - 1:
        return
    turn, step = game.turn, game.step.label
    for at in range(index + 1, len(events)):
        events[at] = replace(events[at], turn=turn, step=step)


def stamped(game: GameState) -> list[Event]:
    """The log with every entry's turn and step, those of the current step for the entries
    logged in it (the game itself is left as it is)."""
    turn, step = game.turn, game.step.label
    return [
        event if event.turn is not None else replace(event, turn=turn, step=step)
        for event in game.events
    ]
