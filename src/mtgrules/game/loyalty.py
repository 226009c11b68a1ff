"""Loyalty abilities (CR 606): when a planeswalker's loyalty ability may be activated, and
paying its loyalty cost. Entering with loyalty (306.5b), damage removing loyalty (120.3c) and
dying at zero loyalty (704.5i) live with entering, damage and the state-based actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.refusals import Refusal
from mtgrules.game.timing import sorcery_timing
from mtgrules.model.costs import Cost

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

ACTIVATED_THIS_TURN = "loyalty_activated_turn"
"""The choice an object keeps: the turn in which a loyalty ability of it was activated (a new
object after a zone change has none, CR 400.7)."""


def loyalty_refusal(game: GameState, player: str, object_id: str, cost: Cost) -> Refusal | None:
    """Why a loyalty ability of ``object_id`` can't be activated now, or None (also for an
    ability that isn't a loyalty ability): only in a main phase of its controller's turn with
    an empty stack, and only if no loyalty ability of that permanent was activated this turn
    (606.3); a negative cost only with that many loyalty counters on it (606.6)."""
    if cost.loyalty is None:
        return None
    if not sorcery_timing(game, player) and not _at_instant_speed(game, object_id):
        return Refusal(
            "a loyalty ability only in a main phase of your turn with an empty stack", "606.3"
        )
    obj = game.objects[object_id]
    if obj.choices.get(ACTIVATED_THIS_TURN) == game.turn:
        return Refusal(
            f"a loyalty ability of '{object_id}' was already activated this turn", "606.3"
        )
    have = obj.counters.get("loyalty", 0)
    if cost.loyalty < 0 and have < -cost.loyalty:
        return Refusal(
            f"'{object_id}' has {have} loyalty counter(s), fewer than the {-cost.loyalty} to remove",
            "606.6",
        )
    return None


LOYALTY_AT_INSTANT_SPEED = "loyalty_abilities_at_instant_speed_the_turn_it_entered"
"""The rules effect of "As long as {this} entered the battlefield this turn, you may activate
her loyalty abilities any time you could cast an instant." (The Wandering Emperor)."""

ENTERED_TURN = "entered_turn"
"""The choice a planeswalker keeps: the turn it entered the battlefield."""


def note_entering(game: GameState, object_id: str) -> None:
    """Remember the turn a planeswalker entered the battlefield (what "entered the battlefield
    this turn" asks)."""
    obj = game.objects[object_id]
    if obj.printed.type_line.has_card_type("Planeswalker") and ENTERED_TURN not in obj.choices:
        obj.choices[ENTERED_TURN] = game.turn


def _at_instant_speed(game: GameState, object_id: str) -> bool:
    """Whether an ability of the permanent lets its loyalty abilities be activated any time its
    controller could cast an instant this turn, the turn it entered (CR 606.3 allows it)."""
    if game.objects[object_id].choices.get(ENTERED_TURN) != game.turn:
        return False
    return any(
        getattr(op, "rule", None) == LOYALTY_AT_INSTANT_SPEED
        for ability in game.characteristics(object_id).abilities
        for effect in ability.effects
        for op in effect.ops
    )


def pay_loyalty(game: GameState, object_id: str, cost: Cost) -> None:
    """CR 606.4: put on or remove the loyalty counters the cost shows, and remember that a
    loyalty ability of this permanent was activated this turn (606.3)."""
    if cost.loyalty is None:
        return
    if cost.loyalty:
        game.add_counters(object_id, "loyalty", cost.loyalty)
    game.objects[object_id].choices[ACTIVATED_THIS_TURN] = game.turn
    game.changed()
