"""Games with real cards compiled from their Oracle text in the shared card data (the tests
that use them skip without it, :data:`card_data.needs_full_database`), beside the hand-written
definitions of the test boards."""

from __future__ import annotations

from functools import cache

from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import record_of
from mtgrules.cards.definitions import CardDefinition
from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import CastSpell
from mtgrules.game.state import Game
from play_helpers import definitions


@cache
def compiled(name: str) -> CardDefinition:
    """The definition of the real card ``name`` compiled from its Oracle text (it must be
    supported: every line proven by render-back)."""
    result = compile_card(record_of(bundled_database()[name]))
    assert result.definition is not None, result.why()
    return result.definition


def game_with(*names: str, players: tuple[str, ...] = ("A", "B")) -> Game:
    """An empty game whose cards ``names`` are compiled from their Oracle text."""
    found = definitions()
    found.update({name: compiled(name) for name in names})
    return Game(players, definitions=found)


def casts(game: Game, card: str) -> list[CastSpell]:
    """The ways to cast ``card`` the game offers now."""
    return [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card]
