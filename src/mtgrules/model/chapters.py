"""Triggered abilities of Sagas and Classes that trigger on their own kind of event, not on the
game's events: a Saga's chapter symbol (CR 714.2), whose trigger condition a definition writes
as ``Chapter I`` or ``Chapter I, II`` (714.2c), triggers as lore counters are put on its Saga
(:mod:`mtgrules.game.sagas`); a Class's "When {this} becomes level N" as its level becomes N
(716.2a, :mod:`mtgrules.game.classes`)."""

from __future__ import annotations

import re

from mtgrules.model.abilities import Ability, AbilityKind

ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}
"""CR 714.2a: the chapter numbers."""

_CHAPTER = re.compile(r"^Chapter ([IVX]+(?:, [IVX]+)*)$")


def chapter_numbers(ability: Ability) -> tuple[int, ...]:
    """The chapter numbers of a chapter ability (CR 714.2a, 714.2c), or () for any other."""
    if ability.kind is not AbilityKind.TRIGGERED:
        return ()
    match = _CHAPTER.match(ability.trigger)
    if match is None or not all(n in ROMAN for n in match.group(1).split(", ")):
        return ()
    return tuple(ROMAN[n] for n in match.group(1).split(", "))


_BECOMES_LEVEL = re.compile(r"^When {this} becomes level (\d+)$")


def becomes_level(ability: Ability) -> int | None:
    """CR 716.2a: the level of a Class's "When {this} becomes level N" ability, or None for any
    other (it triggers only as the level becomes N, :mod:`mtgrules.game.classes`)."""
    if ability.kind is not AbilityKind.TRIGGERED:
        return None
    match = _BECOMES_LEVEL.match(ability.trigger)
    return int(match.group(1)) if match is not None else None
