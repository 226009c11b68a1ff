"""Rule hooks: restrictions a variant pack adds to a game without editing the engine
(:mod:`mtgrules.variants`). Each hook answers "may this happen?" with ``None`` (nothing against
it) or why not, as ``(message, rule)`` — the same pair an :class:`IllegalAction` carries."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.game.state import Game

Refusal = tuple[str, str] | None
"""Why not (message, rule), or None."""

AttackRestriction = Callable[["Game", str, str], Refusal]
"""CR 508.1c: may ``creature`` attack ``defender`` (a player, planeswalker or battle)?"""

UntapRestriction = Callable[["Game", str, str], Refusal]
"""CR 502.3, 701.26: may ``object`` untap, ``how``: ``untap_step`` (during its controller's
untap step) or ``effect`` (a spell or ability untaps it)?"""


@dataclass
class RuleHooks:
    """The restrictions a game's variants add, checked with the rules' own."""

    attack: list[AttackRestriction] = field(default_factory=list)
    untap: list[UntapRestriction] = field(default_factory=list)

    def attack_refused(self, game: Game, creature: str, defender: str) -> Refusal:
        for hook in self.attack:
            refusal = hook(game, creature, defender)
            if refusal is not None:
                return refusal
        return None

    def untap_refused(self, game: Game, object_id: str, how: str) -> Refusal:
        for hook in self.untap:
            refusal = hook(game, object_id, how)
            if refusal is not None:
                return refusal
        return None
