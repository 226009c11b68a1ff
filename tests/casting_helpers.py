"""For the tests of casting real cards (compiled by :mod:`compiled_cards`): the ways to cast a
card the game offers now."""

from __future__ import annotations

from mtgrules.game.actions import CastSpell
from mtgrules.game.state import Game


def casts(game: Game, card: str) -> list[CastSpell]:
    """The ways to cast ``card`` the game offers now."""
    return [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card]
