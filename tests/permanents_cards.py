"""Real cards compiled from their Oracle text in the shared card data, for the tests of
triggered and static abilities of permanents: a game with their definitions beside the bundled
ones and the tests' own (:func:`play_helpers.definitions`)."""

from __future__ import annotations

from functools import cache

from mtgrules.cards.build import bundled_database, iter_records
from mtgrules.cards.definitions import CardDefinition
from mtgrules.cards.oracle import compile_card
from mtgrules.game.state import Game
from play_helpers import definitions


@cache
def _records() -> dict[str, dict[str, object]]:
    return {str(r["name"]): r for r in iter_records(bundled_database())}


def compiled(*names: str) -> dict[str, CardDefinition]:
    """The definitions of the cards ``names``, compiled from their Oracle text (each must be
    supported in full)."""
    found = {}
    for name in names:
        result = compile_card(_records()[name])
        assert result.definition is not None, result.why()
        found[result.definition.card] = result.definition
    return found


def game_with(*names: str) -> Game:
    """An empty game to set up by hand, with the cards ``names`` compiled."""
    return Game(("A", "B"), definitions={**definitions(), **compiled(*names)})
