"""Reading a scenario's values (CR-independent checks of what a file says: booleans, whole
numbers in range, counter amounts, X, ability numbers, divisions), each refused with the file
and line; the base of the scenario reader (:mod:`mtgrules.scenario.run`)."""

from __future__ import annotations

from typing import Any

from mtgrules.cards.database import CardDatabase
from mtgrules.game.state import Game
from mtgrules.sourcefile import Located, SourceError, line_of

MAX_OBJECTS = 1_000
"""The most cards a scenario may put in its zones (a board needs a few dozen)."""
MAX_AMOUNT = 1_000_000_000
"""The largest damage, life total or number of counters a scenario may give."""
MAX_ACTIONS = 1_000
"""The most actions a scenario may list."""
MAX_PLAYED = 5_000
"""The most game actions (priority passes, declarations, …) a scenario's actions may take in
all; ``next:`` and ``end_turn`` in play take a few dozen each."""
MAX_CHOICE = 1_000
"""The largest X, kicker count or ability number a scenario action may give (a larger X only
makes its effect slow: drawing or creating that many)."""


class ScenarioReader:
    """What every part of the scenario reader shares: the file it reads, its errors with the
    line, and its values."""

    def __init__(self, path: str, database: CardDatabase | None) -> None:
        self.path = path
        self.database = database

    def fail(self, where: Any, message: str, key: str | int | None = None) -> SourceError:
        return SourceError(self.path, line_of(where, key), message)

    def check_keys(self, data: Located, allowed: set[str], what: str) -> None:
        for key in data:
            if key not in allowed:
                raise self.fail(
                    data,
                    f"unknown field '{key}' in {what}; expected one of: {', '.join(sorted(allowed))}",
                    key,
                )

    # -- values ------------------------------------------------------------------------------

    def flag(self, data: Located, key: str) -> bool:
        """``key`` of ``data``: true or false (false when not given); ``no``, ``off`` or
        ``1`` are refused rather than read as true."""
        value = data.get(key, False)
        if not isinstance(value, bool):
            raise self.fail(data, f"{key} must be true or false, not {value!r}", key)
        return value

    def number(
        self, data: Located, key: str, default: int, maximum: int = MAX_AMOUNT, minimum: int = 0
    ) -> int:
        """``key`` of ``data``: a whole number from ``minimum`` to ``maximum`` (``default``
        when not given); text, fractions, ``.inf`` and negative numbers are refused."""
        value = data.get(key, default)
        return self.whole(data, key, value, minimum, maximum)

    def whole(
        self, where: Any, key: str | int, value: Any, minimum: int, maximum: int, name: str = ""
    ) -> int:
        """``value`` (``where[key]``, called ``name``): a whole number in the range."""
        name = name or str(key)
        if isinstance(value, bool) or not isinstance(value, int):
            raise self.fail(where, f"{name} must be a whole number, not {value!r}", key)
        if not minimum <= value <= maximum:
            shown = f"{value:,}" if abs(value) < 10**30 else "a larger one"
            raise self.fail(
                where, f"{name} must be from {minimum:,} to {maximum:,}, not {shown}", key
            )
        return value

    def amounts(self, data: Located, key: str) -> dict[str, int]:
        """``key`` of ``data``: a mapping of counter kinds to whole numbers of at least 0,
        such as ``{+1/+1: 2}``."""
        given = data.get(key) or {}
        if not isinstance(given, dict):
            raise self.fail(
                data, f"'{key}' must map counter kinds to numbers, e.g. {{+1/+1: 2}}", key
            )
        return {str(kind): self.whole(given, kind, n, 0, MAX_AMOUNT) for kind, n in given.items()}

    def x(self, data: Located) -> int:
        """CR 107.3: the value chosen for X, 0 when not given."""
        return self.number(data, "x", 0, MAX_CHOICE)

    def ability_number(self, data: Located) -> int:
        """Which of an object's abilities (``ability: N``, from 1)."""
        return self.number(data, "ability", 1, MAX_CHOICE, minimum=1)

    def division(self, data: Located) -> tuple[int, ...]:
        """CR 601.2d: how a spell's damage is divided (``divide: [2, 1]``)."""
        given = data.get("divide")
        if given is None:
            return ()
        if not isinstance(given, list):
            raise self.fail(data, "'divide' must be a list of amounts, e.g. [2, 1]", "divide")
        return tuple(self.whole(given, i, n, 0, MAX_AMOUNT, "divide") for i, n in enumerate(given))

    def check_played(self, game: Game, where: Any, key: str | int | None) -> None:
        """At most :data:`MAX_PLAYED` game actions (or turns ended) in all."""
        if len(game.log) + game.turn > MAX_PLAYED:
            raise self.fail(
                where, f"the scenario's actions take more than {MAX_PLAYED:,} game actions", key
            )
