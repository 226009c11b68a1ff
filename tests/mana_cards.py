"""Real mana cards compiled from their Oracle text (the shared card data), for the tests of mana
abilities (CR 605) and mana (106): a game with those definitions beside the bundled ones."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from mtgrules.cards.build import bundled_database, iter_records
from mtgrules.cards.definitions import CardDefinition, bundled_definitions
from mtgrules.cards.oracle import compile_card
from mtgrules.game.state import Game


@cache
def _records() -> dict[str, dict[str, object]]:
    return {str(r["name"]): dict(r) for r in iter_records(bundled_database())}


def compiled(names: Iterable[str]) -> dict[str, CardDefinition]:
    """The definitions of ``names`` compiled from their Oracle text; each must be supported."""
    out = {}
    records = _records()
    for name in names:
        card = compile_card(records[name])
        assert card.definition is not None, (name, card.why())
        out[name] = card.definition
    return out


def game_with(*names: str) -> Game:
    """A two-player game (A, B) whose definitions are the bundled ones and ``names`` compiled."""
    return Game(("A", "B"), definitions={**bundled_definitions(), **compiled(names)})
