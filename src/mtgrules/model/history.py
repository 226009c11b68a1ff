"""What happened this turn, as the game records it (CR 500.1: a turn's own history), and the
questions card text asks of it: "if a permanent you controlled left the battlefield this turn"
(revolt), "if you've cast three or more instant and sorcery spells this turn", "when you draw
your third card in a turn".

A :class:`TurnHistory` is a frozen value: the game replaces it as things happen
(:mod:`mtgrules.game.history`), so copies of a game share it safely. A :class:`HistoryCheck`
is a condition over it (CR 603.4, 608.2c), read by :class:`~mtgrules.model.abilities.Condition`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True)
class SpellCast:
    """One spell cast this turn (CR 601.2i): who cast it, its card types as it became cast,
    the spell, and the mana spent to cast it (601.2h: each mana's color, ``C`` for
    colorless)."""

    player: str
    card_types: frozenset[str] = frozenset()
    spell: str = ""
    mana_spent: tuple[str, ...] = ()
    colors: frozenset[str] = frozenset()
    """Its colors as it became cast (``Blue``)."""


@dataclass(frozen=True)
class TurnHistory:
    """The record of one turn: the permanents that left the battlefield (by who controlled
    each as it left, CR 603.10a), the spells cast (601.2i), and the cards drawn (121.2: each
    with the step it was drawn in)."""

    turn: int = 0
    left_battlefield: tuple[str, ...] = ()
    """The controller of each permanent that left the battlefield this turn, in order."""
    cast: tuple[SpellCast, ...] = ()
    drawn: tuple[tuple[str, str], ...] = ()
    """(player, step) for each card drawn this turn, in order."""
    lands_entered: tuple[str, ...] = ()
    """The controller of each land that entered the battlefield this turn, as it entered (CR
    305.1, 603.2: landfall)."""
    targeted: tuple[tuple[str, str], ...] = ()
    """(object, player) each time a permanent became the target of a spell or ability that
    player controls this turn (CR 115.10), in order."""

    def __bool__(self) -> bool:
        return bool(
            self.left_battlefield or self.cast or self.drawn or self.targeted or self.lands_entered
        )

    def digest(self) -> list[Any]:
        """What a game's state hash reads of it."""
        return [
            self.turn,
            self.left_battlefield,
            tuple(
                (
                    c.player,
                    tuple(sorted(c.card_types)),
                    c.spell,
                    c.mana_spent,
                    tuple(sorted(c.colors)),
                )
                for c in self.cast
            ),
            self.drawn,
            self.targeted,
            self.lands_entered,
        ]

    def with_left(self, controller: str) -> TurnHistory:
        return replace(self, left_battlefield=(*self.left_battlefield, controller))

    def with_cast(self, spell: SpellCast) -> TurnHistory:
        return replace(self, cast=(*self.cast, spell))

    def with_land_entered(self, controller: str) -> TurnHistory:
        return replace(self, lands_entered=(*self.lands_entered, controller))

    def with_drawn(self, player: str, step: str) -> TurnHistory:
        return replace(self, drawn=(*self.drawn, (player, step)))

    def with_targeted(self, object_id: str, player: str) -> TurnHistory:
        return replace(self, targeted=(*self.targeted, (object_id, player)))

    def times_targeted(self, object_id: str, player: str) -> int:
        """How many times ``object_id`` became the target of a spell or ability ``player``
        controls this turn."""
        return sum(1 for seen in self.targeted if seen == (object_id, player))

    def cards_drawn(self, player: str) -> int:
        """How many cards ``player`` drew this turn."""
        return sum(1 for who, _ in self.drawn if who == player)

    def spells_cast(self, player: str, any_types: tuple[str, ...] = ()) -> int:
        """How many spells ``player`` cast this turn (only those of one of ``any_types``, if
        given)."""
        return sum(
            1
            for spell in self.cast
            if spell.player == player
            and (not any_types or any(t in spell.card_types for t in any_types))
        )


OPPONENTS_DRAW_ONE = "opponents_draw_one_card_each_turn"
"""The rule "Each opponent can't draw more than one card each turn." (for the effect's
controller's opponents)."""
YOU_CAST_TWO_ON_YOUR_TURN = "you_cast_two_spells_each_turn_only_on_your_turn"
"""The rule "You can cast spells only during your turn and you can cast no more than two spells
each turn." (for the effect's controller)."""

NO_HISTORY = TurnHistory()
"""The record of a turn in which nothing happened yet (and of a board without turns)."""


HISTORY_FACTS = (
    "left_battlefield",
    "spells_cast",
    "no_mana_spent",
    "opponent_cast",
    "land_entered",
)
"""What a :class:`HistoryCheck` can ask about."""


@dataclass(frozen=True)
class HistoryCheck:
    """CR 603.4, 608.2c: a condition on what happened this turn, about the ability's
    controller: ``left_battlefield`` — at least ``at_least`` permanents they controlled left
    the battlefield (revolt); ``spells_cast`` — they cast at least ``at_least`` spells (of one
    of ``any_types``, if given); ``no_mana_spent`` — no mana was spent to cast the spell the
    ability's trigger was about (``about``); ``opponent_cast`` — an opponent of theirs cast a
    spell of one of ``any_colors`` ("if an opponent has cast a blue or black spell this
    turn")."""

    fact: str
    at_least: int = 1
    any_types: tuple[str, ...] = ()
    any_colors: tuple[str, ...] = ()

    def holds(self, controller: str, history: TurnHistory, about: str | None = None) -> bool:
        if self.fact == "no_mana_spent":
            cast = [c for c in history.cast if about is not None and c.spell == about]
            return bool(cast) and not cast[-1].mana_spent
        if self.fact == "left_battlefield":
            return sum(1 for who in history.left_battlefield if who == controller) >= self.at_least
        if self.fact == "spells_cast":
            return history.spells_cast(controller, self.any_types) >= self.at_least
        if self.fact == "land_entered":  # landfall: a land entered under their control
            return sum(1 for who in history.lands_entered if who == controller) >= self.at_least
        if self.fact == "opponent_cast":
            return any(
                c.player != controller and set(self.any_colors) & c.colors for c in history.cast
            )
        raise ValueError(f"no such fact of the turn's history: {self.fact}")
