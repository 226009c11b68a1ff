"""Turn structure (CR 500-514): beginning a turn, entering and leaving steps, untapping, and the
cleanup step."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.combat import defending_players, possible_attackers
from mtgrules.game.combat_damage import any_first_strike, damage_step, note_first_strikers
from mtgrules.game.delayed import (
    end_step_begins,
    end_until_your_next_turn,
    main_phase_begins,
    upkeep_begins,
)
from mtgrules.game.extra_turns import next_extra_turn
from mtgrules.game.history import new_turn
from mtgrules.game.log_entries import stamp
from mtgrules.game.monarch import monarch_end_step
from mtgrules.game.objects import Zone
from mtgrules.game.permissions import permissions_as_turn_begins, permissions_at_cleanup
from mtgrules.game.play_state import (
    STEPS,
    Combat,
    Decision,
    DecisionKind,
    Step,
)
from mtgrules.game.player_rules import maximum_hand_size, skips_draw_step
from mtgrules.game.restrictions import restricted_by_static
from mtgrules.game.sagas import lore_as_main_phase_begins
from mtgrules.game.sba import run_state_based_actions
from mtgrules.game.stack import give_priority, next_in_game, resolve_top
from mtgrules.game.triggers import emit_event
from mtgrules.game.zones import draw, hand
from mtgrules.model.triggers import GameEvent

__all__ = [  # the names of the old module stay importable from here
    "MAXIMUM_HAND_SIZE",
    "STEPS",
    "Decision",
    "DecisionKind",
    "Step",
    "begin_turn",
    "cleanup_step",
    "enter_step",
    "leave_step",
    "untap_step",
]

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


MAXIMUM_HAND_SIZE = 7
"""CR 402.2."""


# -- turns --------------------------------------------------------------------------------------


def begin_turn(game: GameState, *, first: bool = False) -> None:
    """CR 500.1: a turn begins with its untap step; the next turn is an extra one if one
    waits (500.7), otherwise the next player's in turn order."""
    stamp(game)  # what was logged in the turn that ends
    if not first:
        order = [p for p in game.turn_order if not game.players[p].lost]
        extra = next_extra_turn(game)  # CR 500.7: an extra turn comes first
        game.active_player = extra or (
            order[(order.index(game.active_player) + 1) % len(order)]
            if game.active_player in order
            else order[0]
        )
        game.turn += 1
        _end_until_your_next_turn(game, game.active_player)
        permissions_as_turn_begins(game)  # CR 611.2b: "until the end of your next turn"
    active = game.active_player
    game.turns_begun[active] = game.turns_begun.get(active, 0) + 1
    game.land_plays = 0
    game.extra_land_plays = {}  # CR 305.2a: "this turn" ends
    new_turn(game)  # CR 500.1: its history starts empty
    for player in game.players.values():  # CR 500.1: life lost and gained this turn
        player.life_lost_this_turn = player.life_gained_this_turn = 0
    last = dict(game.spells_cast_by)
    if game.spells_cast_this_turn or last != game.spells_cast_last_turn:
        game.spells_cast_last_turn = last  # counted per turn (Progress, werewolves)
        game.spells_cast_by = {}
        game.spells_cast_this_turn = 0
        game.changed()  # what may be cast, for which cost, is derived per version
    game.combat = Combat()
    enter_step(game, Step.UNTAP)


def _end_until_your_next_turn(game: GameState, player: str) -> None:
    """CR 611.2b: effects of ``player``'s that last "until your next turn" end as it begins
    (603.7b: and their delayed triggers lasting as long)."""
    end_until_your_next_turn(game, player)
    before = len(game.effects)
    game.effects = [
        e
        for e in game.effects
        if not (e.spec.duration == "until_your_next_turn" and e.controller == player)
    ]
    if len(game.effects) != before:
        game.changed()


def enter_step(game: GameState, step: Step) -> None:
    """Begin a step: its turn-based actions, then priority (CR 500.2-500.3)."""
    stamp(game)  # what was logged in the step that ends
    game.step = step
    game.passes = set()
    active = game.active_player
    if step is Step.UNTAP:
        untap_step(game)
        return enter_step(game, Step.UPKEEP)
    if step is Step.UPKEEP:
        upkeep_begins(game)  # CR 603.7b: "at the beginning of the next turn's upkeep"
        emit_event(game, GameEvent("upkeep", player=active))
    elif step is Step.DRAW:
        if game.turn == 1 and active == game.starting_player and len(game.turn_order) == 2:
            return leave_step(game)  # CR 103.8a: the starting player skips this draw step
        if skips_draw_step(game, active):
            return leave_step(game)  # CR 614.10: "Skip your draw step." (Necropotence)
        draw(game, active)  # CR 504.1, then "at the beginning of your draw step" (504.2)
        emit_event(game, GameEvent("draw_step", player=active))
    elif step is Step.PRECOMBAT_MAIN:
        lore_as_main_phase_begins(game, active)  # CR 714.3c
        main_phase_begins(game)  # CR 603.7b: "at the beginning of your next main phase"
    elif step is Step.POSTCOMBAT_MAIN:
        main_phase_begins(game)
    elif step is Step.BEGINNING_OF_COMBAT:
        emit_event(game, GameEvent("beginning_of_combat", player=active))
    elif step is Step.DECLARE_ATTACKERS:
        if not possible_attackers(game):
            return leave_step(game)  # CR 508.8: no attackers, the rest of combat is skipped
        game.pending = Decision(DecisionKind.ATTACK, active)
        return None
    elif step is Step.DECLARE_BLOCKERS:
        defenders = defending_players(game)
        if not defenders:
            return leave_step(game)
        game.pending = Decision(DecisionKind.BLOCK, defenders[0], data={"defenders": defenders})
        return None
    elif step in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
        if step is Step.FIRST_STRIKE_DAMAGE:
            note_first_strikers(game)
        return damage_step(game)
    elif step is Step.END_OF_COMBAT:
        pass
    elif step is Step.END:
        end_step_begins(game)  # CR 603.7b: "at the beginning of the next end step"
        monarch_end_step(game)  # CR 725.2: the monarch draws a card
        emit_event(game, GameEvent("end_step", player=active))
    elif step is Step.CLEANUP:
        return cleanup_step(game)
    give_priority(game, active)
    return None


def untap_step(game: GameState) -> None:
    """CR 502: phasing (not modeled), then the active player untaps their permanents (502.3);
    their permanents are no longer summoning sick (302.6). No player gets priority."""
    active = game.active_player
    for object_id, obj in game.objects.items():
        if obj.zone is Zone.BATTLEFIELD and game.controller_of(object_id) == active:
            obj.settled_under = active
            if obj.tapped and not _doesnt_untap(game, object_id):
                obj.tapped = False


def _doesnt_untap(game: GameState, object_id: str) -> bool:
    """CR 502.3: "doesn't untap during its controller's untap step": a static ability in force
    says so (:func:`~mtgrules.game.restrictions.restricted_by_static`), or a variant's rule
    (:class:`~mtgrules.game.game_state.RuleHooks`)."""
    if game.hooks.untap and game.hooks.untap_refused(game, object_id, "untap_step"):
        return True
    return restricted_by_static(game, object_id, "untap")


def leave_step(game: GameState) -> None:
    """CR 500.4-500.5: mana empties; the next step begins (combat steps skipped when no one
    attacks, 508.8; the first-strike step only when a creature has first or double strike)."""
    for pool in game.pools.values():
        pool.empty()
    step = game.step
    if step is Step.CLEANUP:
        return enter_step(game, Step.CLEANUP)  # CR 514.3a: after priority, another cleanup
    index = STEPS.index(step)
    following = STEPS[index + 1]
    if step is Step.DECLARE_ATTACKERS and not game.combat.attackers:
        following = Step.END_OF_COMBAT
    if following is Step.FIRST_STRIKE_DAMAGE and not any_first_strike(game):
        following = Step.COMBAT_DAMAGE
    if following is Step.END_OF_COMBAT:
        pass
    if step is Step.END_OF_COMBAT:
        game.combat = Combat()
    return enter_step(game, following)


def cleanup_step(game: GameState) -> None:
    """CR 514: discard to maximum hand size (514.1), then damage wears off and "until end of
    turn" effects end (514.2). If state-based actions are performed or anything triggers,
    players get priority, and another cleanup step follows (514.3a); otherwise the turn ends
    with no one getting priority (514.3)."""
    active = game.active_player
    maximum = maximum_hand_size(game, active)
    excess = len(hand(game, active)) - maximum if maximum is not None else 0
    if excess > 0:
        game.pending = Decision(DecisionKind.DISCARD, active, count=excess)
        return
    for obj in game.objects.values():
        obj.damage = 0
        obj.regeneration_shields = 0
    before = len(game.effects)
    game.effects = [e for e in game.effects if e.spec.duration != "end_of_turn"]
    if len(game.effects) != before:
        game.changed()
    permissions_at_cleanup(game)  # CR 514.2: "until end of turn" permissions end
    game.deathtouched.clear()
    version = game.version
    run_state_based_actions(game)
    if game.over:
        return
    if game.waiting_triggers or game.version != version:
        give_priority(game, active)
        return
    for pool in game.pools.values():
        pool.empty()
    begin_turn(game)


def pass_priority(game: GameState, player: str) -> None:
    """CR 117.4: when all players pass in succession, the top of the stack resolves, or, with an
    empty stack, the step ends."""
    game.passes.add(player)
    alive = [p for p in game.turn_order if not game.players[p].lost]
    if all(p in game.passes for p in alive):
        game.passes = set()
        if game.stack:
            resolve_top(game)
            if not game.over:
                give_priority(game, game.active_player)
            return
        leave_step(game)
        return
    give_priority(game, next_in_game(game, player))
