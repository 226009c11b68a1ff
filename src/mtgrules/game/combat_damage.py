"""Combat damage (CR 510-511): first strike and double strike, damage assignment among blockers,
and dealing combat damage."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.actions import AssignCombatDamage
from mtgrules.game.assignment import Blocked
from mtgrules.game.combat import still_attacked
from mtgrules.game.damage import deal_damage
from mtgrules.game.keywords import DEATHTOUCH, DOUBLE_STRIKE, FIRST_STRIKE, TRAMPLE
from mtgrules.game.monarch import combat_damage_dealt
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import Decision, DecisionKind, Step, event_of
from mtgrules.game.stack import give_priority

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def any_first_strike(game: GameState) -> bool:
    fighters = list(game.combat.attackers) + list(game.combat.blockers)
    return any(
        f in game.objects and (game.characteristics(f).has_keyword(FIRST_STRIKE) or game.characteristics(f).has_keyword(DOUBLE_STRIKE))
        for f in fighters
    )  # fmt: skip


def _deals_damage_now(game: GameState, creature: str, first_strike: bool) -> bool:
    """CR 510.4: in the first-strike step, creatures with first or double strike; in the
    regular step, those that had neither as the first-strike step began, and those that have
    double strike now (a first striker that lost first strike doesn't deal damage again)."""
    chars = game.characteristics(creature)
    double = chars.has_keyword(DOUBLE_STRIKE)
    if first_strike:
        return double or chars.has_keyword(FIRST_STRIKE)
    return double or creature not in game.combat.first_strike_done


def note_first_strikers(game: GameState) -> None:
    """CR 510.4: remember who had first or double strike as the first-strike step began."""
    combat = game.combat
    combat.first_strike_done = {
        f for f in [*combat.attackers, *combat.blockers]
        if _on_battlefield(game, f) and _deals_damage_now(game, f, first_strike=True)
    }  # fmt: skip


def _on_battlefield(game: GameState, object_id: str) -> bool:
    obj = game.objects.get(object_id)
    return obj is not None and obj.zone is Zone.BATTLEFIELD


def _lethal(game: GameState, blocker: str, deathtouch: bool) -> int:
    """CR 702.19b: the damage lethal to a creature, damage already marked on it counted; with
    deathtouch any nonzero amount is lethal (702.2c)."""
    left = max(0, (game.characteristics(blocker).toughness or 0) - game.objects[blocker].damage)
    return min(1, left) if deathtouch else left


def blocked_attacker(game: GameState, attacker: str, first_strike: bool) -> Blocked | None:
    """A blocked attacking creature that assigns combat damage in this step (CR 510.1a: it has
    power; 510.4: it's its step), with the creatures blocking it now (510.1c) — or None."""
    combat = game.combat
    if attacker not in combat.blocked or not _on_battlefield(game, attacker):
        return None
    if not _deals_damage_now(game, attacker, first_strike):
        return None
    chars = game.characteristics(attacker)
    power = max(0, chars.power or 0)
    if power <= 0:
        return None
    blockers = tuple(
        b for b, a in combat.blockers.items() if a == attacker and _on_battlefield(game, b)
    )
    deathtouch = chars.has_keyword(DEATHTOUCH)
    lethal = tuple(_lethal(game, b, deathtouch) for b in blockers)
    return Blocked(
        attacker, power, combat.attackers[attacker], blockers, lethal,
        chars.has_keyword(TRAMPLE), deathtouch,
    )  # fmt: skip


def awaiting_assignment(game: GameState) -> list[Blocked]:
    """CR 510.1c: the attacking creatures whose combat damage the active player has yet to
    divide in this combat damage step (blocked by two or more creatures, or with trample and
    damage to spare beyond lethal)."""
    combat = game.combat
    first_strike = game.step is Step.FIRST_STRIKE_DAMAGE
    waiting = []
    for attacker in combat.attackers:
        if attacker in combat.assigned:
            continue
        blocked = blocked_attacker(game, attacker, first_strike)
        if blocked is not None and blocked.needs_choice:
            waiting.append(blocked)
    return waiting


def damage_step(game: GameState) -> None:
    """CR 510.1-510.3: the active player announces how each attacking creature that has a
    choice assigns its combat damage (:class:`AssignCombatDamage`, one decision per creature);
    then all combat damage is dealt at once and the active player gets priority. (A blocking
    creature blocks one attacker here, so its damage needs no choice, 510.1d.)"""
    if awaiting_assignment(game):
        game.pending = Decision(DecisionKind.ASSIGN, game.active_player, about="510.1c")
        return
    combat_damage(game, first_strike=game.step is Step.FIRST_STRIKE_DAMAGE)
    game.combat.assigned = {}
    give_priority(game, game.active_player)


def assignment_problem(game: GameState, action: AssignCombatDamage) -> tuple[str, str] | None:
    """Why ``action`` isn't a legal assignment now (CR 510.1a-c, 702.19b), or None."""
    for blocked in awaiting_assignment(game):
        if blocked.attacker == action.attacker:
            return blocked.problem(action.assignment)
    return (f"'{action.attacker}' has no combat damage to divide now", "510.1c")


def assign_chosen_damage(game: GameState, action: AssignCombatDamage) -> None:
    game.combat.assigned[action.attacker] = action.assignment
    divided = ", ".join(f"{amount} to {recipient}" for recipient, amount in action.assignment)
    game.events.append(
        event_of(
            "assign damage",
            f"{action.player} assigns {action.attacker}'s combat damage: {divided}",
            "510.1c",
        )
    )
    damage_step(game)


def combat_damage(game: GameState, *, first_strike: bool) -> None:
    """CR 510.1-510.2: every attacking and blocking creature assigns its combat damage — a
    blocked attacker as its controller chose (:class:`AssignCombatDamage`) or, with no choice to
    make, all to its one blocker, or with trample lethal damage first and the rest to what it
    attacks (702.19b; 702.19d with no blocker left) — then all of it is dealt at once.
    Lifelink (702.15b), deathtouch (702.2b) and infect (702.90) as any damage has them."""
    combat = game.combat
    assignments: list[tuple[str, str, int]] = []
    for attacker, defender in combat.attackers.items():
        if attacker in combat.blocked:
            blocked = blocked_attacker(game, attacker, first_strike)
            if blocked is not None:
                chosen = combat.assigned.get(attacker) or blocked.default()
                still = {*blocked.blockers, defender}
                assignments += [(attacker, r, a) for r, a in chosen if a > 0 and r in still]
            continue
        if not _on_battlefield(game, attacker) or not _deals_damage_now(
            game, attacker, first_strike
        ):
            continue
        power = max(0, game.characteristics(attacker).power or 0)
        if power > 0 and still_attacked(game, defender):  # CR 510.1b: else no damage to it
            assignments.append((attacker, defender, power))
    for blocker, attacker in combat.blockers.items():
        if not _on_battlefield(game, blocker) or not _on_battlefield(game, attacker):
            continue
        if not _deals_damage_now(game, blocker, first_strike):
            continue
        power = max(0, game.characteristics(blocker).power or 0)
        if power > 0:
            assignments.append((blocker, attacker, power))
    logged = len(game.events)
    for source, recipient, amount in assignments:
        deal_damage(game, source, recipient, amount, combat=True)
    combat_damage_dealt(game, game.events[logged:])  # CR 725.2, 603.2: dealt at once
