"""Effects on the rules for players (CR 613.11) and the events of gaining life and drawing:
"Players can't gain life" (CR 119.7), "You have no maximum hand size" (402.2); a player gains
life (119.3, one event per gain, 119.9) and draws cards (121.2, one event per card), both
events triggered abilities see (603.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.effects.ops import ChangeRules
from mtgrules.game.log_entries import entry
from mtgrules.game.play_state import event_of
from mtgrules.game.triggers import emit_event
from mtgrules.model.triggers import GameEvent, TriggerEvent

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

MAXIMUM_HAND_SIZE = 7
"""CR 402.2: a player's maximum hand size, normally."""

NO_MAXIMUM_HAND_SIZE = "no_maximum_hand_size"
"""The rule "You have no maximum hand size" (402.2): for the effect's controller."""

PLAYERS_CANT_GAIN_LIFE = "players_cant_gain_life"
"""The rule "Players can't gain life" (119.7): for every player."""


SKIP_DRAW_STEP = "skip_your_draw_step"
"""The rule "Skip your draw step." (614.1b, 614.10): for the effect's controller."""


def _rules_for(game: GameState, rule: str) -> list[str]:
    """The controllers of the rules-changing effects named ``rule`` in force (CR 613.11)."""
    return [
        controller
        for _, controller, op in game.layers().rule_effects
        if isinstance(op, ChangeRules) and op.rule == rule
    ]


def maximum_hand_size(game: GameState, player: str) -> int | None:
    """CR 402.2, 514.1: ``player``'s maximum hand size; None when they have none."""
    if player in _rules_for(game, NO_MAXIMUM_HAND_SIZE):
        return None
    return MAXIMUM_HAND_SIZE


def skips_draw_step(game: GameState, player: str) -> bool:
    """CR 614.1b, 614.10: whether an effect says ``player`` skips their draw step (the step
    doesn't happen: no draw, nothing triggers at its beginning, no priority in it)."""
    return player in _rules_for(game, SKIP_DRAW_STEP)


def can_gain_life(game: GameState, player: str) -> bool:
    """CR 119.7: whether an effect says ``player`` can't gain life."""
    return not _rules_for(game, PLAYERS_CANT_GAIN_LIFE)


def gain_life(game: GameState, player: str, amount: int, *, logged: bool = True) -> None:
    """CR 119.3: ``player`` gains ``amount`` life — unless they can't (119.7, then nothing
    happens and nothing triggers) — and abilities that trigger on gaining life see it once
    (119.9)."""
    if amount <= 0:
        return
    if not can_gain_life(game, player):
        game.events.append(event_of("gain_life", f"{player} can't gain life", "119.7"))
        return
    game.players[player].life += amount
    if logged:
        game.events.append(
            entry(
                "gain_life", f"{player} gains {amount} life", "119.3",
                player=player, targets=[player], amount=amount,
            )
        )  # fmt: skip
    emit_event(game, GameEvent(TriggerEvent.GAIN_LIFE, player=player))


def card_drawn(game: GameState, player: str, card: str) -> None:
    """CR 121.2, 603.2: ``player`` drew ``card``: abilities that trigger on a draw see it."""
    emit_event(game, GameEvent(TriggerEvent.DRAW, card, player))
