"""Suspend (CR 702.62): "Suspend N—[cost]" is three abilities. The first is a static ability of
the card in its owner's hand: if they could begin to cast it, they may pay [cost] and exile it
with N time counters on it (a special action, 116.2f). The other two function in exile: "At the
beginning of your upkeep, if this card is suspended, remove a time counter from it" and "When
the last time counter is removed from this card, if it's exiled, you may play it without paying
its mana cost if able." A card is suspended while it is exiled, has suspend and has a time
counter (702.62b). The first two are read from the keyword
(:func:`mtgrules.cards.keyword_abilities.suspend`); the last is put on the stack here as the
last counter is removed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.actions import SpecialAction
from mtgrules.game.casting import cast_timing_refusal
from mtgrules.game.casting_costs import pay_cost
from mtgrules.game.instructed import HANDLERS, Instructed, handles
from mtgrules.game.keywords import SUSPEND
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.refusals import Refusal
from mtgrules.game.zones import hand
from mtgrules.model.abilities import Ability, AbilityKind, Instruction
from mtgrules.model.text import Text
from mtgrules.vocab.mana import ManaCost

if TYPE_CHECKING:
    from mtgrules.game.actions import Action, SpecialAction
    from mtgrules.game.game_state import GameState
    from mtgrules.game.mana import Payer

SUSPEND_ACTION = "suspend"
"""The special action of suspending a card (CR 116.2f)."""

TIME = "time"
"""The kind of counter suspend puts on the card (CR 702.62a)."""

LAST_COUNTER_REMOVED = Ability(
    AbilityKind.TRIGGERED,
    Text((
        "When the last time counter is removed from this card, if it's exiled, you may play it "
        "without paying its mana cost if able.",
    )),
    instructions=(Instruction("suspend_cast"),),
)  # fmt: skip
"""CR 702.62a: suspend's third ability."""


def suspend_of(game: GameState, card: str) -> tuple[int, ManaCost] | None:
    """CR 702.62a: the card's suspend (of two, the first): its number of time counters and its
    cost."""
    from mtgrules.cards.keyword_abilities import suspend_parameter

    ability = next((a for a in game.characteristics(card).abilities if a.is_keyword(SUSPEND)), None)
    if ability is None:
        return None
    number, mana = suspend_parameter(ability.parameter)
    return number, ManaCost.parse(mana, game.rules.symbols)


def is_suspended(game: GameState, card: str) -> bool:
    """CR 702.62b: exiled, with suspend and a time counter on it."""
    obj = game.objects.get(card)
    return (
        obj is not None
        and obj.zone is Zone.EXILE
        and obj.counters.get(TIME, 0) > 0
        and suspend_of(game, card) is not None
    )


def suspend_actions(game: GameState, player: str, payer: Payer) -> list[Action]:
    """CR 702.62a, 702.62c, 116.2f: the cards in ``player``'s hand they may suspend now: those
    they could begin to cast now (its timing, and effects that prohibit casting it), whose
    suspend cost they can pay."""
    actions: list[Action] = []
    for card in hand(game, player):
        found = suspend_of(game, card)
        if found is None or cast_timing_refusal(game, player, card) is not None:
            continue
        if _creature_refusal(game, card) is not None:
            continue
        if payer.can_pay(found[1], 0):
            actions.append(SpecialAction(player, card, SUSPEND_ACTION))
    return actions


def _creature_refusal(game: GameState, card: str) -> Refusal | None:
    """CR 702.62a: a creature spell cast by suspend gains haste until its caster loses control
    of it, which isn't carried out: a creature card isn't suspended."""
    if game.characteristics(card).type_line.has_card_type("Creature"):
        return Refusal(
            "suspending a creature card isn't supported (the haste it gains when cast)", "702.62a"
        )
    return None


def suspend_refusal(game: GameState, action: SpecialAction) -> Refusal:
    """CR 702.62a, 702.62c: why ``action`` can't be taken now."""
    obj = game.objects.get(action.card)
    if obj is None or obj.zone is not Zone.HAND or obj.owner != action.player:
        return Refusal(f"'{action.card}' is not in {action.player}'s hand", "702.62a")
    if suspend_of(game, action.card) is None:
        return Refusal(f"'{action.card}' has no suspend", "702.62a")
    creature = _creature_refusal(game, action.card)
    if creature is not None:
        return creature
    timing = cast_timing_refusal(game, action.player, action.card)
    if timing is not None:
        return Refusal(f"it couldn't be cast now: {timing.message}", "702.62c")
    return Refusal("the suspend cost can't be paid", "702.62a")


def suspend_card(game: GameState, action: SpecialAction) -> None:
    """CR 702.62a: pay the suspend cost and exile the card with N time counters on it; it is
    now suspended (702.62b)."""
    found = suspend_of(game, action.card)
    assert found is not None, "the action was checked as legal"
    number, cost = found
    pay_cost(game, action.player, cost, 0)
    game.move(action.card, Zone.EXILE)
    game.add_counters(action.card, TIME, number)
    game.events.append(
        event_of(
            "suspend",
            f"{action.player} suspends {action.card} with {number} time counters",
            "702.62a",
        )
    )


@handles("suspend")
def _remove_time_counter(it: Instructed) -> bool:
    """CR 702.62a: "remove a time counter from it" — if it is still suspended (the
    intervening "if", 603.4); when the last is removed, suspend's third ability triggers."""
    game, card = it.game, it.resolution.source_id
    if not is_suspended(game, card):
        return True
    game.add_counters(card, TIME, -1)
    left = game.objects[card].counters.get(TIME, 0)
    game.events.append(
        event_of("suspend", f"a time counter is removed from {card} ({left} left)", "702.62a")
    )
    if not left:
        game.waiting_triggers.append((card, LAST_COUNTER_REMOVED, game.objects[card].owner))
    return True


@handles("suspend_cast")
def _cast_suspended(it: Instructed) -> bool:
    """CR 702.62a, 702.62d: "you may play it without paying its mana cost if able" — if it is
    still exiled, its owner chooses as this resolves whether to cast it, and how (601.2b,
    601.2f-h); if they don't, it remains exiled."""
    game, card = it.game, it.resolution.source_id
    obj = game.objects.get(card)
    if obj is None or obj.zone is not Zone.EXILE:
        return True
    free = Instruction("cast", params=(("value", "target"), ("free", True)))
    return HANDLERS["cast"](Instructed(game, it.resolution, free, card))
