"""Chapter abilities (CR 714.2): a Saga's chapter symbol is a triggered ability whose trigger
condition a definition writes as ``Chapter I`` or ``Chapter I, II`` (714.2c). It triggers only
as lore counters are put on its Saga (:mod:`mtgrules.game.sagas`), never on other events."""

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
