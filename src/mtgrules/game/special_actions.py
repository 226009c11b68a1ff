"""Special actions (CR 116): plotting a card (702.170a, 116.2k) and suspending one (702.62a, 116.2f) — which actions a player may take now, why one is refused, and taking it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.actions import SpecialAction
from mtgrules.game.casting_costs import pay_cost
from mtgrules.game.keywords import PLOT
from mtgrules.game.mana import Payer
from mtgrules.game.objects import Zone
from mtgrules.game.permissions import PLOTTED, grant
from mtgrules.game.play_state import event_of
from mtgrules.game.refusals import Refusal
from mtgrules.game.suspend import SUSPEND_ACTION, suspend_actions, suspend_card, suspend_refusal
from mtgrules.game.timing import sorcery_timing
from mtgrules.game.zones import hand
from mtgrules.vocab.mana import ManaCost

if TYPE_CHECKING:
    from mtgrules.game.actions import Action, SpecialAction
    from mtgrules.game.game_state import GameState
    from mtgrules.game.mana import Payer


def _plot_cost(game: GameState, card: str) -> ManaCost | None:
    """CR 702.170a: the card's plot cost (of two, the first)."""
    chars = game.characteristics(card)
    ability = next((a for a in chars.abilities if a.is_keyword(PLOT)), None)
    return ManaCost.parse(ability.parameter, game.rules.symbols) if ability else None


def special_actions(game: GameState, player: str, payer: Payer | None = None) -> list[Action]:
    """CR 116.2k, 702.170a: the cards in ``player``'s hand they may plot now: any time they have
    priority during their main phase while the stack is empty, paying the plot cost."""
    payer = payer or Payer(game, player)
    actions: list[Action] = suspend_actions(game, player, payer)  # CR 116.2f, 702.62a
    if not sorcery_timing(game, player):
        return actions
    for card in hand(game, player):
        cost = _plot_cost(game, card)
        if cost is not None and payer.can_pay(cost, 0):
            actions.append(SpecialAction(player, card, "plot"))
    return actions


def special_action_refusal(game: GameState, action: SpecialAction) -> Refusal:
    """CR 116.2k, 702.170a: why ``action`` can't be taken now."""
    if action.action == SUSPEND_ACTION:
        return suspend_refusal(game, action)
    obj = game.objects.get(action.card)
    if action.action != "plot":
        return Refusal(f"'{action.action}' is not a special action this game has", "116.2")
    if obj is None or obj.zone is not Zone.HAND or obj.owner != action.player:
        return Refusal(f"'{action.card}' is not in {action.player}'s hand", "702.170a")
    if _plot_cost(game, action.card) is None:
        return Refusal(f"'{action.card}' has no plot", "702.170a")
    if not sorcery_timing(game, action.player):
        return Refusal(
            "a card is plotted only in its owner's main phase with an empty stack", "702.170a"
        )
    return Refusal("the plot cost can't be paid", "702.170a")


def take_special_action(game: GameState, action: SpecialAction) -> None:
    """CR 702.170a-b: pay the plot cost and exile the card from the hand: it becomes plotted."""
    if action.action == SUSPEND_ACTION:
        suspend_card(game, action)  # CR 702.62a
        return
    cost = _plot_cost(game, action.card)
    assert cost is not None, "the action was checked as legal"
    pay_cost(game, action.player, cost, 0)
    game.move(action.card, Zone.EXILE)
    grant(game, action.player, action.card, PLOTTED, next_turn=True, free=True)
    game.events.append(event_of("plot", f"{action.player} plots {action.card}", "702.170a"))
