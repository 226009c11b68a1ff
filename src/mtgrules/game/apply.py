"""Taking actions: the legal actions of the player the game waits for, the check of an action
(with the rule it breaks when illegal), and carrying it out."""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from mtgrules.game.actions import (
    ACTION_RULES,
    Action,
    ActivateAbility,
    ActivateManaAbility,
    AssignCombatDamage,
    CastSpell,
    Choose,
    ChooseTargets,
    ChooseTrigger,
    Concede,
    DeclareAttacker,
    DeclareBlocker,
    Discard,
    FinishAttacks,
    FinishBlocks,
    Keep,
    Mulligan,
    PassPriority,
    PlayLand,
    PutOnBottom,
    SpecialAction,
    WithdrawBlocker,
    malformed,
)
from mtgrules.game.activation import (
    activate_ability,
    activate_actions,
    activation_division_problem,
    activation_refusal,
)
from mtgrules.game.battles import defending_player
from mtgrules.game.cast_keywords import delved_otherwise
from mtgrules.game.casting import (
    cast_actions,
    cast_refusal,
    cast_spell,
    division_problem,
    land_actions,
    land_refusal,
)
from mtgrules.game.choices import make_choice, valid_choice
from mtgrules.game.combat import (
    attack_actions,
    attack_refusal,
    attack_requirement_refusal,
    block_actions,
    block_refusal,
    block_requirement_refusal,
    finish_declaring_attackers,
    finish_declaring_blockers,
    menace_blocks,
    too_few_blockers,
)
from mtgrules.game.combat_damage import (
    assign_chosen_damage,
    assignment_problem,
    awaiting_assignment,
)
from mtgrules.game.conceding import concede_game
from mtgrules.game.copies import copy_targets_chosen
from mtgrules.game.discard import discard_card
from mtgrules.game.entering import as_permanent_enters
from mtgrules.game.errors import IllegalAction
from mtgrules.game.log_entries import entry
from mtgrules.game.mana import Payer, mana_ability_refusal, mana_actions, produce_mana
from mtgrules.game.objects import Zone
from mtgrules.game.opening_hand import choose_opening_action, is_opening_hand_choice
from mtgrules.game.play_state import Decision, DecisionKind, event_of
from mtgrules.game.refusals import Refusal
from mtgrules.game.setup import OPENING_HAND, cards_to_bottom, keep_hand, mulligan_decided
from mtgrules.game.special_actions import (
    special_action_refusal,
    special_actions,
    take_special_action,
)
from mtgrules.game.stack import give_priority
from mtgrules.game.trigger_stack import choose_trigger, push_trigger
from mtgrules.game.triggers import emit_event
from mtgrules.game.turns import cleanup_step, pass_priority
from mtgrules.game.zones import draw, hand, shuffle_library
from mtgrules.model.triggers import GameEvent, TriggerEvent

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


# -- legal actions ---------------------------------------------------------------------------------


def legal_actions(game: GameState) -> list[Action]:
    """Every action the player the game waits for may take now."""
    decision = game.pending
    if decision is None or game.over:
        return []
    player = decision.player
    kind = decision.kind
    if kind is DecisionKind.MULLIGAN:
        return [Keep(player), Mulligan(player)]
    if kind is DecisionKind.BOTTOM:
        cards = sorted(hand(game, player))
        return [
            PutOnBottom(player, combo) for combo in itertools.combinations(cards, decision.count)
        ]
    if kind is DecisionKind.DISCARD:
        return [Discard(player, card) for card in sorted(hand(game, player))]
    if kind is DecisionKind.CHOOSE:
        return [Choose(player, value) for value in decision.options]
    if kind is DecisionKind.ORDER:
        return [ChooseTrigger(player, i) for i in range(int(decision.data["count"]))]
    if kind is DecisionKind.TARGETS:
        choices: list[tuple[str, ...]] = decision.data["choices"]
        return [ChooseTargets(player, targets) for targets in choices]
    if kind is DecisionKind.ATTACK:
        required = attack_requirement_refusal(game, player)  # CR 508.1d
        finish = [FinishAttacks(player)] if required is None else []
        return [*attack_actions(game, player), *finish]
    if kind is DecisionKind.BLOCK:
        stuck = menace_blocks(game, player)
        if stuck:  # CR 509.1c: this declaration isn't legal yet; add a blocker or take one back
            withdraw = [WithdrawBlocker(player, b) for b in stuck]
            return [*block_actions(game, player), *withdraw]
        if block_requirement_refusal(game, player) is not None:  # CR 509.1c: a requirement
            return block_actions(game, player)
        return [*block_actions(game, player), FinishBlocks(player)]
    if kind is DecisionKind.ASSIGN:
        return [
            AssignCombatDamage(player, blocked.attacker, option)
            for blocked in awaiting_assignment(game) for option in blocked.options()
        ]  # fmt: skip
    payer = Payer(game, player)
    actions: list[Action] = [PassPriority(player)]
    actions += land_actions(game, player)
    actions += cast_actions(game, player, payer)
    actions += activate_actions(game, player, payer)
    actions += mana_actions(game, player, payer)
    actions += special_actions(game, player, payer)  # CR 116.2k: plot
    return actions


# -- applying actions ---------------------------------------------------------------------------


def check_action(game: GameState, action: Action) -> None:
    """Raise :class:`IllegalAction` (with the rule) unless ``action`` is legal now. Nothing in
    the game changes."""
    shape = malformed(action)
    if shape is not None:
        kind = getattr(action, "kind", "")
        raise IllegalAction(f"a malformed {kind or 'action'}: {shape}", ACTION_RULES.get(kind))
    decision = game.pending
    if game.over or decision is None:
        raise IllegalAction("the game is over", "104.1")
    if isinstance(action, Concede):
        if action.player not in game.players or game.players[action.player].lost:
            raise IllegalAction(f"'{action.player}' is not in the game", "104.3a")
        return
    if action.player != decision.player:
        raise IllegalAction(
            f"it is {decision.player}'s decision ({decision.kind.value}), not {action.player}'s",
            "117.3",
        )
    if isinstance(action, Choose) and decision.kind is DecisionKind.CHOOSE and game.choices_waiting:
        if valid_choice(game, game.choices_waiting[0], action.value):
            return
        kind = game.choices_waiting[0]["choice"]
        rule = {"search": "701.23b", "scry": "701.22a", "surveil": "701.25a"}.get(kind, "614.12")
        rule = {
            "arrange_top": "608.2c",
            "may_shuffle": "701.24a",
            "put_on_top_from_hand": "608.2c",
            "pay_or_countered": "118.12a",
            "dig": "608.2c",
            "bottom_order": "608.2c",
            "may_put_looked": "608.2d",
            "reveal_looked": "608.2d",
            "take_looked": "608.2d",
            "bottom_next": "401.4",
            "counter_of_choice": "122.1",
            "choose_type": "608.2d",
            "choose_card": "608.2d",
            "choose_permanent": "608.2d",
            "top_or_bottom": "401.1",
            "chain": "707.10",
            "return_chosen": "608.2d",
            "put_from_hand": "305.4",
            "mana": "106.1a",
            "cast_now": "608.2g",
            "may": "608.2d",
            "legend": "704.5j",
        }.get(kind, rule)
        raise IllegalAction(f"'{action.value}' can't be chosen for {decision.about}", rule)
    if isinstance(action, AssignCombatDamage) and decision.kind is DecisionKind.ASSIGN:
        problem = assignment_problem(game, action)  # any legal division, offered or not
        if problem is not None:
            raise IllegalAction(*problem)
        return
    legal = _legal_like(game, action)
    if action in legal:
        return
    if (
        isinstance(action, CastSpell)
        and _divided_otherwise(action, legal)
        and division_problem(game, action) is None
    ):
        return  # CR 601.2d: any legal division, offered or not
    if (
        isinstance(action, ActivateAbility)
        and _divided_otherwise(action, legal)
        and activation_division_problem(game, action) is None
    ):
        return  # CR 602.2b, 601.2d: the same for an activated ability
    if isinstance(action, CastSpell) and delved_otherwise(
        game, action, [a for a in legal if isinstance(a, CastSpell)]
    ):
        return  # CR 702.66a: any cards of the graveyard exiled for delve, offered or not
    raise IllegalAction(*refusal_of(game, action))


def _divided_otherwise(action: CastSpell | ActivateAbility, legal: Sequence[Action]) -> bool:
    """Whether a cast or activation just like ``action`` but for the division of its damage is
    legal."""
    undivided = replace(action, divide=())
    return any(type(a) is type(action) and replace(a, divide=()) == undivided for a in legal)


def _legal_like(game: GameState, action: Action) -> list[Action]:
    """The legal actions ``action`` could be one of: with priority, only those of its kind (and
    card or source), so that checking a pass doesn't list every spell's targets."""
    decision = game.pending
    if decision is None or decision.kind is not DecisionKind.PRIORITY:
        return legal_actions(game)
    player = decision.player
    if isinstance(action, PassPriority):
        return [PassPriority(player)]
    if isinstance(action, PlayLand):
        return land_actions(game, player)
    if isinstance(action, CastSpell):
        return cast_actions(game, player, only=action.card)
    if isinstance(action, ActivateAbility):
        return activate_actions(game, player, only=action.source)
    if isinstance(action, ActivateManaAbility):
        return mana_actions(game, player)
    if isinstance(action, SpecialAction):
        return special_actions(game, player)
    return legal_actions(game)


DECISION_RULES = {
    DecisionKind.MULLIGAN: "103.5", DecisionKind.BOTTOM: "103.5", DecisionKind.DISCARD: "514.1",
    DecisionKind.CHOOSE: "614.12", DecisionKind.ATTACK: "508.1", DecisionKind.BLOCK: "509.1",
    DecisionKind.PRIORITY: "117.1", DecisionKind.TARGETS: "603.3d", DecisionKind.ORDER: "603.3b",
    DecisionKind.ASSIGN: "510.1",
}  # fmt: skip
"""The rule that says what each decision is about."""


def refusal_of(game: GameState, action: Action) -> Refusal:
    """Why an action that isn't among the legal ones is illegal: the refusal of the rule
    question it fails."""
    decision = game.pending
    assert decision is not None
    expected = {
        DecisionKind.MULLIGAN: (Keep, Mulligan), DecisionKind.BOTTOM: (PutOnBottom,),
        DecisionKind.DISCARD: (Discard,), DecisionKind.CHOOSE: (Choose,),
        DecisionKind.TARGETS: (ChooseTargets,), DecisionKind.ORDER: (ChooseTrigger,),
        DecisionKind.ATTACK: (DeclareAttacker, FinishAttacks), DecisionKind.BLOCK: (DeclareBlocker, WithdrawBlocker, FinishBlocks),
        DecisionKind.ASSIGN: (AssignCombatDamage,),
        DecisionKind.PRIORITY: (PassPriority, PlayLand, CastSpell, ActivateAbility, ActivateManaAbility, SpecialAction),
    }[decision.kind]  # fmt: skip
    rule = str(decision.data.get("rule", DECISION_RULES[decision.kind]))
    if not isinstance(action, expected):
        return Refusal(f"the game waits for {decision.kind.value}, not '{action.kind}'", rule)
    if isinstance(action, PlayLand):
        return land_refusal(game, action.player, action.card) or Refusal(
            "a land was already played this turn", "305.2"
        )
    if isinstance(action, CastSpell):
        return cast_refusal(game, action)
    if isinstance(action, ActivateAbility):
        return activation_refusal(game, action)
    if isinstance(action, ActivateManaAbility):
        return mana_ability_refusal(game, action)
    if isinstance(action, SpecialAction):
        return special_action_refusal(game, action)
    if isinstance(action, DeclareAttacker):
        refusal = attack_refusal(game, action.player, action.creature, action.defender)
        return refusal or Refusal(f"'{action.creature}' can't attack", "508.1c")
    if isinstance(action, DeclareBlocker):
        refusal = block_refusal(game, action.player, action.blocker, action.attacker)
        return refusal or Refusal(f"'{action.blocker}' can't block '{action.attacker}'", "509.1b")
    too_few = too_few_blockers(game, action.player) if isinstance(action, FinishBlocks) else None
    if too_few is not None:
        return too_few
    if isinstance(action, FinishBlocks):  # CR 509.1c: a requirement not obeyed
        required = block_requirement_refusal(game, action.player)
        if required is not None:
            return required
    if isinstance(action, FinishAttacks):  # CR 508.1d: a requirement not obeyed
        required = attack_requirement_refusal(game, action.player)
        if required is not None:
            return required
    if isinstance(action, WithdrawBlocker):
        return Refusal(f"'{action.blocker}' isn't a blocker that needs taking back", "509.1c")
    if isinstance(action, Discard):
        return Refusal(f"'{action.card}' is not a card in {action.player}'s hand", "514.1")
    if isinstance(action, PutOnBottom):
        return Refusal(
            f"put {decision.count} different card(s) from your hand on the bottom, "
            f"not {len(action.cards)}",
            "103.5",
        )
    return Refusal("that choice isn't one of the options", rule)


def perform(game: GameState, action: Action) -> None:
    """Carry out a legal action and move the game on until the next decision."""
    game.log.append(action)
    if isinstance(action, Concede):
        return concede_game(game, action.player)
    if isinstance(action, Keep):
        return keep_hand(game, action.player)
    if isinstance(action, Mulligan):
        game.mulligans[action.player] = game.mulligans.get(action.player, 0) + 1
        for card in hand(game, action.player):
            game.move(card, Zone.LIBRARY)
        shuffle_library(game, action.player)
        draw(game, action.player, OPENING_HAND)
        if cards_to_bottom(game, action.player) >= OPENING_HAND:
            return keep_hand(game, action.player)  # CR 103.5: no mulligan below zero cards
        game.pending = Decision(DecisionKind.MULLIGAN, action.player)
        return None
    if isinstance(action, PutOnBottom):
        for card in action.cards:
            game.move(card, Zone.LIBRARY, bottom=True)  # CR 103.5: once each, at the bottom
        return mulligan_decided(game, action.player)
    if isinstance(action, ChooseTrigger):
        resume = str((game.pending.data if game.pending else {}).get("resume", game.active_player))
        choose_trigger(game, action.trigger)
        return give_priority(game, resume)
    if isinstance(action, ChooseTargets):
        resume = str((game.pending.data if game.pending else {}).get("resume", game.active_player))
        if game.targeting is None:  # CR 707.10c: the targets of a copy of a spell
            copy_targets_chosen(game, game.copies_waiting.pop(0), action.targets)
            return give_priority(game, resume)
        source, ability, controller = game.targeting
        game.targeting = None
        push_trigger(game, source, ability, controller, action.targets)
        return give_priority(game, resume)
    if isinstance(action, Choose) and is_opening_hand_choice(game):
        return choose_opening_action(game, action.value)  # CR 103.6
    if isinstance(action, Choose):
        resume = str((game.pending.data if game.pending else {}).get("resume", game.active_player))
        make_choice(game, action.value)
        return give_priority(game, resume)
    if isinstance(action, Discard):
        discard_card(game, action.player, action.card)  # CR 702.35a: madness exiles it
        if game.discards_waiting:
            return _discarded(game, action)
        return cleanup_step(game)
    if isinstance(action, PassPriority):
        return pass_priority(game, action.player)
    if isinstance(action, PlayLand):
        game.land_plays += 1
        game.move(action.card, Zone.BATTLEFIELD)
        obj = game.objects[action.card]
        obj.controller = action.player
        obj.settled_under = None
        as_permanent_enters(game, action.card)
        game.events.append(event_of("play land", f"{action.player} plays {action.card}", "305.1"))
        emit_event(game, GameEvent(TriggerEvent.PLAYS_LAND, action.card, action.player))
        game.passes = set()
        return give_priority(game, action.player)
    if isinstance(action, CastSpell):
        cast_spell(game, action)
        return give_priority(game, action.player)
    if isinstance(action, SpecialAction):
        take_special_action(game, action)  # CR 116.3: its player gets priority again
        return give_priority(game, action.player)
    if isinstance(action, ActivateAbility):
        activate_ability(game, action)
        return give_priority(game, action.player)
    if isinstance(action, ActivateManaAbility):
        produce_mana(game, action.player, action.source, action.index, action.color)
        return give_priority(game, action.player)
    if isinstance(action, DeclareAttacker):
        game.combat.attackers[action.creature] = action.defender
        game.combat.defending[action.creature] = defending_player(game, action.defender)
        return None
    if isinstance(action, FinishAttacks):
        return finish_declaring_attackers(game)
    if isinstance(action, DeclareBlocker):
        game.combat.blockers[action.blocker] = action.attacker
        return None
    if isinstance(action, WithdrawBlocker):
        del game.combat.blockers[action.blocker]
        return None
    if isinstance(action, FinishBlocks):
        return finish_declaring_blockers(game, action.player)
    if isinstance(action, AssignCombatDamage):
        return assign_chosen_damage(game, action)
    raise AssertionError(f"unhandled action {action!r}")


def _discarded(game: GameState, action: Discard) -> None:
    """CR 701.9b: one card of a spell's "discards N cards" is chosen and discarded; when all
    are, the game goes on to priority."""
    game.events.append(
        entry(
            "discard", f"{action.player} discards {action.card}", "701.9a",
            player=action.player, targets=[action.card],
        )
    )  # fmt: skip
    player, count = game.discards_waiting.pop(0)
    if count > 1 and hand(game, player):
        game.discards_waiting.insert(0, (player, count - 1))
    resume = (game.pending.data if game.pending else {}).get("resume", game.active_player)
    give_priority(game, str(resume))
