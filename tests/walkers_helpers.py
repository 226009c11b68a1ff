"""Helpers for the tests of planeswalkers, Sagas and modal spells: real cards compiled from the
Oracle text of the shared card data (the tests using them skip without it), played in a game
whose other cards are the bundled definitions."""

from __future__ import annotations

from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import record_of
from mtgrules.cards.definitions import CardDefinition
from mtgrules.cards.oracle import compile_card
from mtgrules.game.state import Game
from play_helpers import definitions


def compiled(*names: str) -> dict[str, CardDefinition]:
    """The definitions compiled from these cards' Oracle text; each must be supported."""
    database = bundled_database()
    out = {}
    for name in names:
        card = compile_card(record_of(database.card(name)))
        assert card.definition is not None, card.why()
        out[name] = card.definition
    return out


def game_with(*names: str) -> Game:
    """An empty game whose cards ``names`` are compiled from their Oracle text."""
    return Game(("A", "B"), definitions={**definitions(), **compiled(*names)})
