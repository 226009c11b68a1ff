"""Playing a game: set-up (CR 103), turns and steps (500-514), priority and the stack (117, 405,
608), casting spells and activating abilities (601-602, 605), mana payment (106, 601.2g-h),
triggered abilities (603), combat (506-511), cleanup and the end of the game (104).

The public surface is on :class:`~mtgrules.game.state.Game` (``from_decks``, ``legal_actions``,
``apply``, ``copy``, ``state_hash``, ``replay``); the functions here do the work. The game moves
on by itself through everything that needs no decision and stops when a player must act
(:attr:`Game.pending`).
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, NamedTuple

from mtgrules.cards.abilities import ACTIVATION_TIMINGS, Ability, AbilityKind, RevealedText
from mtgrules.effects.model import EffectSpec, Filter, TargetSpec
from mtgrules.effects.ops import ChangeCost
from mtgrules.game.actions import (
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
    WithdrawBlocker,
)
from mtgrules.game.assignment import Assignment, Blocked, divisions
from mtgrules.game.costs import Cost, SpellCost, UnsupportedCost, parse_cost, parse_spell_cost
from mtgrules.game.mana import (
    Mana,
    ManaSource,
    Payment,
    mana_options,
    plan_payment,
)
from mtgrules.game.objects import Zone
from mtgrules.game.resolve import (
    Resolution,
    _assign_targets,
    check_division,
    check_targets,
    damage_permanent,
    divided_amount,
    intervening_if_holds,
    resolve,
    target_groups,
)
from mtgrules.game.sba import CHECKS, apply_state_based_actions, protector_candidates
from mtgrules.game.state import IllegalAction
from mtgrules.game.triggers import GameEvent, TriggerSpec, trigger_of
from mtgrules.game.turns import STEPS, Decision, DecisionKind, Step
from mtgrules.vocab.mana import GenericSymbol, ManaCost, SymbolTable

if TYPE_CHECKING:
    from mtgrules.effects.characteristics import Characteristics
    from mtgrules.game.state import Game

OPENING_HAND = 7
"""CR 103.5."""
MAXIMUM_HAND_SIZE = 7
"""CR 402.2."""
MAX_X = 20
"""The largest X offered among legal actions (any larger X is still accepted by apply)."""
MAX_KICKS = 10
"""The most times a multikicker cost is offered (CR 702.33c; any number may be paid)."""
MANA_COST = "mana cost"
"""The name of the cost a spell is cast for when no alternative cost is chosen."""


@dataclass
class StackItem:
    """CR 405, 113.7: an object on the stack — a spell (``kind == "spell"``, the card's id) or
    an ability (its source and the ability), with its controller, targets and X."""

    id: str
    kind: str
    source: str
    controller: str
    ability: Ability | None = None
    targets: tuple[str, ...] = ()
    x: int = 0
    description: str = ""
    target_changes: tuple[int, ...] = ()
    """How many times each target had changed zones when it was chosen: a target that has left
    its zone since is a new object, and illegal (CR 400.7, 608.2b)."""
    variables: dict[str, int] = field(default_factory=dict)
    """What a spell remembers of how it was cast, for its instructions: ``kicked`` (how many
    times, CR 702.33d), ``sacrificed_power`` (of the permanent sacrificed to cast it, 608.2h)."""
    divide: tuple[int, ...] = ()
    """CR 601.2d: how the spell's damage was divided among its targets, in target order."""

    def __post_init__(self) -> None:
        if len(self.target_changes) != len(self.targets):
            self.target_changes = (-1,) * len(self.targets)  # unknown: not checked

    def remember_targets(self, game: Game) -> StackItem:
        """Note each target's zone-change count as it is chosen (CR 601.2c, 603.3d)."""
        self.target_changes = tuple(game.zone_changes(t) for t in self.targets)
        return self


@dataclass
class Combat:
    """CR 506: who attacks whom, who blocks whom."""

    attackers: dict[str, str] = field(default_factory=dict)
    """attacking creature → the player, planeswalker or battle it attacks"""
    blockers: dict[str, str] = field(default_factory=dict)
    """blocking creature → the attacking creature it blocks"""
    blocked: set[str] = field(default_factory=set)
    """attacking creatures that became blocked (CR 509.1h: they stay blocked)"""
    first_strike_done: set[str] = field(default_factory=set)
    """creatures with first or double strike as the first-strike damage step began (510.4)"""
    assigned: dict[str, Assignment] = field(default_factory=dict)
    """attacking creature → how its controller chose to assign its combat damage in this
    combat damage step (510.1c), until the damage is dealt"""
    defending: dict[str, str] = field(default_factory=dict)
    """attacking creature → its defending player (508.5): the player it attacks, the controller
    of the planeswalker or the protector of the battle it attacks, as it was declared (still
    that player once the planeswalker or battle is removed from combat, 506.4c)"""

    def copy(self) -> Combat:
        return Combat(
            dict(self.attackers),
            dict(self.blockers),
            set(self.blocked),
            set(self.first_strike_done),
            dict(self.assigned),
            dict(self.defending),
        )


@dataclass
class Setup:
    """What a game was started from, for :meth:`Game.replay`."""

    decks: dict[str, list[str]]
    seed: int
    players: tuple[str, ...]


# -- set-up -----------------------------------------------------------------------------------


def start_game(game: Game, decks: Mapping[str, Sequence[str]], seed: int) -> None:
    """CR 103: shuffle each library (103.3), choose the starting player at random (103.1), set
    life to 20 (103.4), draw opening hands and begin mulligans (103.5)."""
    game.rng = random.Random(seed)
    game.on_zone_change = zone_changed
    game.on_unattach = became_unattached
    game.setup = Setup({p: list(d) for p, d in decks.items()}, seed, tuple(game.players))
    for player, names in decks.items():
        for name in names:
            game.create_card(name, player, Zone.LIBRARY)
    for player in game.players:
        shuffle_library(game, player)
    order = list(game.players)
    first = game.rng.choice(order)
    game.turn_order = order[order.index(first) :] + order[: order.index(first)]
    game.active_player = first
    game.starting_player = first
    for player in game.turn_order:
        draw(game, player, OPENING_HAND)
    game.pending = Decision(DecisionKind.MULLIGAN, first)


def library(game: Game, player: str) -> list[str]:
    """A player's library, top card first."""
    return game.libraries.setdefault(player, [])


def shuffle_library(game: Game, player: str) -> None:
    cards = [i for i, o in game.objects.items() if o.zone is Zone.LIBRARY and o.owner == player]
    game.rng.shuffle(cards)
    game.libraries[player] = cards


def draw(game: Game, player: str, count: int = 1) -> None:
    """CR 121.1: draw from the top; drawing from an empty library is remembered for 704.5b."""
    for _ in range(count):
        cards = library(game, player)
        if not cards:
            game.drew_from_empty.add(player)
            continue
        card = cards.pop(0)
        game.move(card, Zone.HAND)


def hand(game: Game, player: str) -> list[str]:
    return list(_zone_lists(game).get((Zone.HAND, player), ()))


def _zone_lists(game: Game) -> dict[tuple[Zone, str], list[str]]:
    """The objects in each zone by owner, in the game's order; ``(Zone.BATTLEFIELD, "")`` holds
    every permanent. Derived once per game version (every zone change makes a new version)."""
    derived = game.derived()
    found = derived.get("zones")
    if found is None:
        found = {}
        for object_id, obj in game.objects.items():
            found.setdefault((obj.zone, obj.owner), []).append(object_id)
            if obj.zone is Zone.BATTLEFIELD:
                found.setdefault((Zone.BATTLEFIELD, ""), []).append(object_id)
        derived["zones"] = found
    return found


def _cards_to_bottom(game: Game, player: str) -> int:
    """CR 103.5: one card on the bottom for each mulligan taken; in a multiplayer game the first
    mulligan is free (103.5c)."""
    taken = game.mulligans.get(player, 0)
    return max(0, taken - 1) if len(game.players) > 2 else taken


def _keep(game: Game, player: str) -> None:
    """CR 103.5: the hand is kept; put the cards the mulligans cost on the bottom."""
    game.kept.add(player)
    count = min(_cards_to_bottom(game, player), len(hand(game, player)))
    if count:
        game.pending = Decision(DecisionKind.BOTTOM, player, count=count)
        return
    _mulligan_decided(game, player)


def _mulligan_decided(game: Game, player: str) -> None:
    order = game.turn_order
    remaining = [p for p in order[order.index(player) + 1 :] if p not in game.kept]
    if remaining:
        game.pending = Decision(DecisionKind.MULLIGAN, remaining[0])
        return
    begin_turn(game, first=True)


def begin_from_board(
    game: Game, *, step: Step = Step.PRECOMBAT_MAIN, active: str | None = None, seed: int = 0
) -> None:
    """Start playing from a board set up by hand (``Game(...)`` and ``create_card``), at the
    beginning of ``step`` of turn :attr:`Game.turn`, with ``active`` (the first player by default)
    as the active player: set-up and mulligans are over (CR 103); the permanents on the
    battlefield have been under their controllers' control since the turn began (no summoning
    sickness, 302.6); then the step's turn-based actions happen and the active player gets
    priority (117.3a), as in a game started with :meth:`Game.from_decks`."""
    game.rng = random.Random(seed)
    game.on_zone_change = zone_changed
    game.on_unattach = became_unattached
    active = active or game.turn_order[0]
    order = game.turn_order
    game.turn_order = order[order.index(active) :] + order[: order.index(active)]
    game.active_player = active
    game.kept = set(game.players)
    game.land_plays = 0
    game.combat = Combat()
    for object_id, obj in game.objects.items():
        if obj.zone is Zone.BATTLEFIELD:
            obj.settled_under = game.controller_of(object_id)
    enter_step(game, step)


# -- turns --------------------------------------------------------------------------------------


def begin_turn(game: Game, *, first: bool = False) -> None:
    """CR 500.1: a turn begins with its untap step."""
    if not first:
        order = [p for p in game.turn_order if not game.players[p].lost]
        game.active_player = (
            order[(order.index(game.active_player) + 1) % len(order)]
            if game.active_player in order
            else order[0]
        )
        game.turn += 1
    game.land_plays = 0
    last = dict(game.spells_cast_by)
    if game.spells_cast_this_turn or last != game.spells_cast_last_turn:
        game.spells_cast_last_turn = last  # counted per turn (Progress, werewolves)
        game.spells_cast_by = {}
        game.spells_cast_this_turn = 0
        game.changed()  # what may be cast, for which cost, is derived per version
    game.combat = Combat()
    enter_step(game, Step.UNTAP)


def enter_step(game: Game, step: Step) -> None:
    """Begin a step: its turn-based actions, then priority (CR 500.2-500.3)."""
    game.step = step
    game.passes = set()
    active = game.active_player
    if step is Step.UNTAP:
        untap_step(game)
        return enter_step(game, Step.UPKEEP)
    if step is Step.UPKEEP:
        _event(game, GameEvent("upkeep", player=active))
    elif step is Step.DRAW:
        if game.turn == 1 and active == game.starting_player and len(game.turn_order) == 2:
            return leave_step(game)  # CR 103.8a: the starting player skips this draw step
        draw(game, active)  # CR 504.1, then "at the beginning of your draw step" (504.2)
        _event(game, GameEvent("draw_step", player=active))
    elif step is Step.BEGINNING_OF_COMBAT:
        _event(game, GameEvent("beginning_of_combat", player=active))
    elif step is Step.DECLARE_ATTACKERS:
        if not possible_attackers(game):
            return leave_step(game)  # CR 508.8: no attackers, the rest of combat is skipped
        game.pending = Decision(DecisionKind.ATTACK, active)
        return None
    elif step is Step.DECLARE_BLOCKERS:
        defenders = _defending_players(game)
        if not defenders:
            return leave_step(game)
        game.pending = Decision(DecisionKind.BLOCK, defenders[0], data={"defenders": defenders})
        return None
    elif step in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
        if step is Step.FIRST_STRIKE_DAMAGE:
            _note_first_strikers(game)
        return damage_step(game)
    elif step is Step.END_OF_COMBAT:
        pass
    elif step is Step.END:
        _event(game, GameEvent("end_step", player=active))
    elif step is Step.CLEANUP:
        return cleanup_step(game)
    give_priority(game, active)
    return None


def untap_step(game: Game) -> None:
    """CR 502: phasing (not modeled), then the active player untaps their permanents (502.3);
    their permanents are no longer summoning sick (302.6). No player gets priority."""
    active = game.active_player
    for object_id, obj in game.objects.items():
        if obj.zone is Zone.BATTLEFIELD and game.controller_of(object_id) == active:
            obj.settled_under = active
            if obj.tapped and not _doesnt_untap(game, object_id):
                obj.tapped = False


def _doesnt_untap(game: Game, object_id: str) -> bool:
    """CR 502.3: "doesn't untap during its controller's untap step", written on it or added by
    a variant's rule (:class:`~mtgrules.game.hooks.RuleHooks`)."""
    if game.hooks.untap and game.hooks.untap_refused(game, object_id, "untap_step"):
        return True
    return any(
        "doesn't untap during" in text for text in game.characteristics(object_id).ability_texts
    )


def leave_step(game: Game) -> None:
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
    if following is Step.FIRST_STRIKE_DAMAGE and not _any_first_strike(game):
        following = Step.COMBAT_DAMAGE
    if following is Step.END_OF_COMBAT:
        pass
    if step is Step.END_OF_COMBAT:
        game.combat = Combat()
    return enter_step(game, following)


def cleanup_step(game: Game) -> None:
    """CR 514: discard to maximum hand size (514.1), then damage wears off and "until end of
    turn" effects end (514.2). If state-based actions are performed or anything triggers,
    players get priority, and another cleanup step follows (514.3a); otherwise the turn ends
    with no one getting priority (514.3)."""
    active = game.active_player
    excess = len(hand(game, active)) - MAXIMUM_HAND_SIZE
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


# -- priority ---------------------------------------------------------------------------------


def give_priority(game: Game, player: str) -> None:
    """CR 117.5: before a player gets priority, state-based actions are performed and triggered
    abilities put on the stack, repeatedly, until neither happens. Choices a permanent needed as
    it entered come first (614.12)."""
    if game.choices_waiting:
        waiting = game.choices_waiting[0]
        game.pending = Decision(
            DecisionKind.CHOOSE, waiting["player"], _choice_options(game, waiting),
            about=f"{waiting['object']}: {waiting['choice']}", data={"resume": player},
        )  # fmt: skip
        return
    if game.discards_waiting:  # CR 701.9b: the discarding player chooses, mid-resolution
        discarder, count = game.discards_waiting[0]
        game.pending = Decision(
            DecisionKind.DISCARD, discarder, count=count, about="701.9b", data={"resume": player}
        )
        return
    if game.copies_waiting:  # CR 707.10c: new targets for a copy, mid-resolution
        copy = next(item for item in game.stack if item.id == game.copies_waiting[0])
        choices = new_target_choices(game, copy)
        game.pending = Decision(
            DecisionKind.TARGETS, copy.controller, tuple(",".join(c) for c in choices),
            about=copy.description, data={"choices": choices, "resume": player, "rule": "707.10c"},
        )  # fmt: skip
        return
    while True:
        run_state_based_actions(game)
        if game.over:
            game.pending = None
            return
        if game.choices_waiting:  # a state-based action asks for a choice (704.5w-x)
            return give_priority(game, player)
        if not game.waiting_triggers:
            break
        if put_triggers_on_stack(game):
            assert game.pending is not None
            game.pending.data["resume"] = player  # a trigger's targets to choose first
            return
    if game.players[player].lost:
        player = _next_in_game(game, player)  # CR 800.4j: a turn without an active player
    game.priority = player
    game.pending = Decision(DecisionKind.PRIORITY, player)


def _next_in_game(game: Game, player: str) -> str:
    """The next player after ``player`` in turn order who is still in the game (CR 800.4a)."""
    order = game.turn_order
    at = order.index(player)
    return next((p for p in order[at + 1 :] + order[: at + 1] if not game.players[p].lost), player)


def pass_priority(game: Game, player: str) -> None:
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
    give_priority(game, _next_in_game(game, player))


def run_state_based_actions(game: Game) -> None:
    """CR 704.3, with the checks that need the game's memory (704.5b drawing from an empty
    library, 704.5h deathtouch damage)."""
    for player in [p for p in game.players if p in game.drew_from_empty]:  # not a set's order
        game.players[player].lost = True
        game.events.append(
            _log("state-based action", f"{player} drew from an empty library", "704.5b")
        )
    game.drew_from_empty.clear()
    deathtouched = [i for i in game.objects if i in game.deathtouched] if game.deathtouched else []
    for object_id in deathtouched:  # in the game's order, not a set's
        obj = game.objects.get(object_id)
        if (
            obj is not None
            and obj.zone is Zone.BATTLEFIELD
            and not game.characteristics(object_id).has_keyword("Indestructible")
        ):
            _destroy(game, object_id, "704.5h")
    game.deathtouched.clear()
    _control_changes(game)
    inputs = _sba_inputs(game)
    if inputs is None or inputs != game.sba_settled:
        done = apply_state_based_actions(game, game.sba_checks)
        game.sba_settled = None if done else inputs
    _tokens_and_copies_cease_to_exist(game)
    _players_leave(game)
    _check_game_over(game)


def _control_changes(game: Game) -> None:
    """CR 302.6: a permanent whose controller changed is no longer "settled": it counts as
    under its new controller's control only from their next turn on, even when control comes
    back to the player who had it at the start of this turn."""
    derived = game.derived()
    if "control checked" in derived:  # nothing changed since the last look
        return
    result = game.layers()
    for object_id in _zone_lists(game).get((Zone.BATTLEFIELD, ""), ()):
        obj = game.objects[object_id]
        if obj.settled_under is None:
            continue
        traces = result.traces.get(object_id, ())
        if not traces and obj.settled_under == obj.controller:
            continue  # no effect on it: it is controlled as it entered (CR 613.1b)
        if obj.settled_under != game.controller_of(object_id):
            obj.settled_under = None
    derived["control checked"] = True


def _players_leave(game: Game) -> None:
    """CR 800.4a: in a multiplayer game, when a player leaves, every object they own leaves the
    game, the effects that gave them control of objects end, and whatever else they control is
    exiled; their spells and abilities on the stack cease to exist."""
    alive = [p for p in game.players.values() if not p.lost]
    if len(game.players) <= 2 or len(alive) <= 1:
        return
    for player in [p.id for p in game.players.values() if p.lost and p.id not in game.departed]:
        game.departed.add(player)
        game.effects = [e for e in game.effects if e.controller != player]
        for object_id in [i for i, o in game.objects.items() if o.owner == player]:
            del game.objects[object_id]
        game.libraries.pop(player, None)
        game.waiting_triggers = [t for t in game.waiting_triggers if t[2] != player]  # 800.4d
        game.stack = [
            item for item in game.stack
            if item.controller != player and (item.kind == "ability" or item.id in game.objects)
        ]  # fmt: skip
        for object_id in [
            i
            for i, o in game.objects.items()
            if o.zone is Zone.BATTLEFIELD and game.controller_of(i) == player
        ]:
            game.move(object_id, Zone.EXILE)
        game.combat.attackers = {
            a: d for a, d in game.combat.attackers.items() if a in game.objects and d != player
        }
        game.combat.defending = {
            a: p for a, p in game.combat.defending.items() if a in game.combat.attackers
        }
        on_stack = {item.id for item in game.stack}
        game.copies_waiting = [c for c in game.copies_waiting if c in on_stack]
        game.combat.blockers = {
            b: a for b, a in game.combat.blockers.items() if b in game.objects and a in game.objects
        }
        game.events.append(
            _log(
                "leaves the game",
                f"{player} leaves the game; what they own leaves with them",
                "800.4a",
            )
        )
        game.changed()


def _sba_inputs(game: Game) -> tuple[Any, ...] | None:
    """What the standard checks (:data:`~mtgrules.game.sba.CHECKS`) read: the permanents and
    their characteristics (the layer system's run), life totals, and the damage, counters and
    attachments of permanents. When these are as they were when the checks last found nothing,
    they find nothing again. None for a game with other checks (a variant's, which may read
    more); a variant's attachment rules read what these do (characteristics, zones,
    attachments, and the zone of what a permanent is attached to)."""
    if game.sba_checks is not CHECKS:
        return None
    # A new run of the layer system comes with any change but cards moving between zones it
    # doesn't look at (:mod:`mtgrules.game.reach`), which the checks don't look at either.
    board = game.layers().view
    objects = game.objects
    permanents = tuple(
        (i, o.damage, tuple(o.counters.items()), o.attached_to, _host_zone(game, o.attached_to))
        for i in _zone_lists(game).get((Zone.BATTLEFIELD, ""), ())
        if (o := objects[i]).damage or o.counters or o.attached_to
    )
    players = tuple((p.life, p.lost, tuple(p.counters.items())) for p in game.players.values())
    # CR 704.5v: a battle that is the source of a triggered ability on the stack waits for it.
    triggered = tuple(item.source for item in game.stack if item.kind == "ability")
    triggered += tuple(source for source, _, _ in game.waiting_triggers)
    attacked = tuple(game.combat.attackers.values())  # CR 704.5w: only a battle not attacked
    return (board, players, permanents, triggered, attacked)


def _host_zone(game: Game, host: str | None) -> Zone | None:
    obj = game.objects.get(host) if host is not None else None
    return obj.zone if obj is not None else None


def _tokens_and_copies_cease_to_exist(game: Game) -> None:
    """CR 704.5d: a token in a zone other than the battlefield ceases to exist; 704.5e,
    707.10a: so does a copy of a spell in a zone other than the stack."""
    derived = game.derived()
    if "tokens checked" in derived:  # nothing moved since the last look
        return
    derived["tokens checked"] = True
    gone = [
        i for i, o in game.objects.items()
        if (o.is_token and o.zone is not Zone.BATTLEFIELD)
        or (o.is_spell_copy and o.zone is not Zone.STACK)
    ]  # fmt: skip
    for object_id in gone:
        if game.objects[object_id].is_spell_copy:
            game.events.append(
                _log(
                    "state-based action",
                    f"{object_id}, a copy of a spell, ceases to exist",
                    "704.5e",
                )
            )
        del game.objects[object_id]
        game.changed()


def _check_game_over(game: Game) -> None:
    """CR 104.2a: a player still in the game when all others have left wins; 104.2b, 104.1: an
    effect that says a player wins ends the game (unless that player also lost, 104.3f)."""
    for player in game.players.values():
        if player.won and player.lost:
            player.won = False
    if any(p.won for p in game.players.values()):
        game.over = True
        game.pending = None
        return
    alive = [p for p in game.players.values() if not p.lost]
    if len(alive) <= 1 and len(game.players) > 1:
        if alive:
            alive[0].won = True
        game.over = True
        game.pending = None


# -- the stack ------------------------------------------------------------------------------------


def resolve_top(game: Game) -> None:
    """CR 608: the top object resolves. A spell or ability whose targets are all illegal now
    doesn't resolve (608.2b); a permanent spell becomes a permanent (608.3)."""
    item = game.stack.pop()
    if item.kind == "spell":
        _resolve_spell(game, item)
    else:
        _resolve_ability(game, item)
    game.changed()


def _targets_still_legal(
    game: Game, specs: Sequence[TargetSpec], item: StackItem
) -> list[str | None]:
    """CR 608.2b: each target, or None where it is illegal now: a player who left the game, an
    object no longer on the battlefield or that left it and came back (a new object, 400.7),
    or one that no longer matches what its word "target" asks for (hexproof, protection …)."""
    specs = tuple(specs) or (TargetSpec(Filter(zones=("all",)), any_target=True),)
    try:
        pairs = _assign_targets(specs, item.targets)
    except IllegalAction:
        pairs = [(specs[0], t) for t in item.targets]
    legal: list[str | None] = []
    for (spec, target), changes in zip(pairs, item.target_changes, strict=True):
        legal.append(target if _target_still_legal(game, spec, target, changes, item) else None)
    return legal


def _target_still_legal(
    game: Game, spec: TargetSpec, target: str, changes: int, item: StackItem
) -> bool:
    if target in game.players:
        if game.players[target].lost:
            return False
    else:
        obj = game.objects.get(target)
        if obj is None or obj.zone is not _zone_targeted(spec):
            return False
        if changes >= 0 and game.zone_changes(target) != changes:
            return False
    source = item.source if item.source in game.objects else None
    if source is None:
        return True  # its source is gone (a token): no last known information here yet
    try:
        check_targets(game, [spec], [target], source, item.controller)
    except IllegalAction:
        return False
    return True


def _zone_targeted(spec: TargetSpec) -> Zone:
    """Where the objects a word "target" means are: spells on the stack ("target spell") or
    permanents (CR 115.1)."""
    return Zone.STACK if "stack" in spec.filter.zones else Zone.BATTLEFIELD


def _resolve_spell(game: Game, item: StackItem) -> None:
    obj = game.objects[item.id]
    chars = game.characteristics(item.id)
    specs = _spell_targets(game, item.id)
    targets: tuple[str | None, ...] = item.targets
    if item.targets:
        legal = _targets_still_legal(game, specs, item)
        targets = tuple(legal)  # CR 608.2b: illegal targets aren't affected
        if all(t is None for t in legal):
            game.events.append(
                _log("countered", f"{item.id}: all its targets are illegal", "608.2b")
            )
            game.move(item.id, Zone.GRAVEYARD)
            return
    line = chars.type_line
    if line.has_card_type("Instant") or line.has_card_type("Sorcery"):
        for ability in chars.abilities:
            if ability.kind is AbilityKind.SPELL and ability.instructions:
                variables = {"X": item.x, **item.variables}
                choices: dict[str, Any] = {"divide": item.divide} if item.divide else {}
                resolution = Resolution(
                    item.id, item.controller, ability, targets, variables, choices
                )
                resolve(game, resolution)
        if item.id in game.objects and game.objects[item.id].zone is Zone.STACK:
            game.move(item.id, Zone.GRAVEYARD)  # CR 608.2n
        game.events.append(_log("resolve", f"{item.description} resolves", "608.2"))
        return
    # A permanent spell (CR 608.3): it enters under its controller's control.
    controller = item.controller
    game.move(item.id, Zone.BATTLEFIELD)
    obj.controller = controller
    obj.settled_under = None
    if line.has_subtype("Aura") and item.targets:
        game.attach(item.id, item.targets[0])  # CR 303.4f
    _as_enters(game, item.id)
    game.events.append(_log("resolve", f"{item.description} enters the battlefield", "608.3"))


def _as_enters(game: Game, object_id: str) -> None:
    """CR 614.12, 614.1c-d: what happens as a permanent enters. Its controller makes each "as
    this enters, choose …" choice (a :class:`Choose` decision, queued); replacement effects on
    how it enters apply if the permanent as it would exist on the battlefield has them — so a
    Steam Vents under Blood Moon enters untapped, unasked."""
    obj = game.objects[object_id]
    if obj.card is None or obj.face is None:
        return
    controller = game.controller_of(object_id)
    definition = game.definition_of(obj.card, obj.face)
    for kind, spec in definition.as_enters:
        if kind == "choose" and spec not in obj.choices:
            game.choices_waiting.append({"object": object_id, "choice": spec, "player": controller})
    game.put_entering_counters(object_id)
    if game.characteristics(object_id).type_line.has_card_type("Battle"):
        _battle_enters(game, object_id, controller)
    for ability in game.characteristics(object_id).abilities:
        enters = dict(ability.enters)
        if not enters or (ability.if_kicked and not obj.kicks):
            continue  # CR 702.33e: "if it was kicked, it enters with …"
        if "counters" in enters:
            for kind, amount in enters["counters"]:
                amount = obj.kicks if amount == "kicked" else amount  # multikicker (702.33c)
                if amount:
                    obj.counters[kind] = obj.counters.get(kind, 0) + amount
                    obj.counter_timestamps[kind] = obj.timestamp  # CR 613.7c: as it enters
            game.changed()
        if enters.get("tapped"):
            life = enters.get("unless_pay_life")
            if life and game.players[controller].life >= life:
                game.choices_waiting.append(
                    {
                        "object": object_id,
                        "choice": "pay_life_or_tapped",
                        "player": controller,
                        "life": life,
                    }
                )
            else:
                obj.tapped = True


CAST_TRANSFORMED = ("cast it transformed", "don't cast it")
"""The answers to 310.11b's "you may cast it transformed"."""


def battle_defeated(game: Game, battle: str) -> None:
    """CR 310.11b: the last defense counter was removed from a battle (an event its Siege
    ability triggers on)."""
    game.events.append(
        _log("defeated", f"the last defense counter is removed from {battle}", "310.11b")
    )
    _event(game, GameEvent("last_defense_counter_removed", battle, game.controller_of(battle)))


def offer_cast_transformed(game: Game, card: str, player: str) -> None:
    """CR 310.11b: "then you may cast it transformed without paying its mana cost" — if the
    card was exiled, its controller decides (a :class:`Choose` before anyone gets priority)."""
    obj = game.objects.get(card)
    if obj is None or obj.zone is not Zone.EXILE or obj.card is None or len(obj.card.faces) < 2:
        return
    game.choices_waiting.append({"object": card, "choice": "cast_transformed", "player": player})


def cast_transformed(game: Game, card: str, player: str) -> None:
    """CR 712.11a, 712.8c, 601.2: cast a double-faced card from exile with its back face up,
    without paying its mana cost (118.9a): it is cast ("whenever you cast" sees it) and
    counts as a spell cast this turn."""
    game.move(card, Zone.STACK)
    game.objects[card].controller = player
    game.turn_over(card)
    name = game.characteristics(card).name
    game.stack.append(StackItem(card, "spell", card, player, None, (), 0, f"{name} (transformed)"))
    game.spell_cast(player, card)
    game.count_spell_cast(player)
    game.events.append(_log("cast", f"{player} casts {name} transformed", "310.11b"))
    _event(game, GameEvent("cast", card, player))
    game.passes = set()


def _battle_enters(game: Game, battle: str, controller: str) -> None:
    """CR 310.8a, 310.11a: as a battle enters (with its defense counters, 310.4b) its
    controller chooses its protector (for a Siege, one of their opponents) — with only one
    player to choose, that one."""
    obj = game.objects[battle]
    candidates = protector_candidates(game, battle)
    if len(candidates) == 1:
        obj.choices["protector"] = candidates[0]
        game.events.append(_log("choose", f"{candidates[0]} protects {battle}", "310.11a"))
    elif candidates:
        game.choices_waiting.append({"object": battle, "choice": "protector", "player": controller})
    game.changed()


CHOICE_OPTIONS: dict[str, tuple[str, ...]] = {
    "color": ("white", "blue", "black", "red", "green"),
    "basic_land_type": ("Plains", "Island", "Swamp", "Mountain", "Forest"),
}


def _choice_options(game: Game, waiting: dict[str, Any]) -> tuple[str, ...]:
    """The values a player may choose (CR 614.12). A creature type is any existing one (205.3e);
    a card name any card's (201.4) — the options listed are the creature types and card names
    of the cards in the game, and :meth:`Game.check` accepts any other legal one."""
    kind = waiting["choice"]
    if kind in CHOICE_OPTIONS:
        return CHOICE_OPTIONS[kind]
    if kind == "pay_life_or_tapped":
        return (f"pay {waiting['life']} life", "enter tapped")
    if kind == "protector":
        return tuple(protector_candidates(game, waiting["object"]))
    if kind == "cast_transformed":
        return CAST_TRANSFORMED
    if kind == "creature_type":
        found = {
            s.english
            for i in game.objects
            for s in game.characteristics(i).type_line.subtypes_of(_creature_kind())
        }
        return tuple(sorted(found or {"Human"}))
    names = {n for i in game.objects for n in game.characteristics(i).names}
    return tuple(sorted(names))


def _creature_kind() -> Any:
    from mtgrules.vocab.types import SubtypeKind

    return SubtypeKind.CREATURE


def _valid_choice(game: Game, waiting: dict[str, Any], value: str) -> bool:
    kind = waiting["choice"]
    if value in _choice_options(game, waiting):
        return True
    from mtgrules.cards.names import choose_card_name
    from mtgrules.vocab.typeline import choose_subtype

    try:
        if kind == "creature_type":
            choose_subtype(_creature_kind(), value)
            return True
        if kind == "card_name":
            choose_card_name(game.database, value)
            return True
    except (ValueError, LookupError):
        return False
    return False


def _make_choice(game: Game, value: str) -> None:
    waiting = game.choices_waiting.pop(0)
    obj = game.objects[waiting["object"]]
    kind = waiting["choice"]
    if kind == "cast_transformed":
        if value == CAST_TRANSFORMED[0]:
            cast_transformed(game, waiting["object"], waiting["player"])
        else:
            game.events.append(_log("choose", f"{waiting['player']} doesn't cast it", "310.11b"))
        return
    if kind == "pay_life_or_tapped":
        if value.startswith("pay"):
            game.players[waiting["player"]].life -= int(waiting["life"])
        else:
            obj.tapped = True
    elif kind == "creature_type":
        from mtgrules.vocab.typeline import choose_subtype

        obj.choices[kind] = choose_subtype(_creature_kind(), value).english
    elif kind == "card_name":
        from mtgrules.cards.names import choose_card_name

        obj.choices[kind] = choose_card_name(game.database, value).name
    else:
        obj.choices[kind] = value
    game.events.append(
        _log("choose", f"{waiting['player']} chooses {value} for {waiting['object']}", "614.12")
    )
    game.changed()


def _resolve_ability(game: Game, item: StackItem) -> None:
    assert item.ability is not None
    targets: tuple[str | None, ...] = item.targets
    if item.targets:
        legal = _targets_still_legal(game, item.ability.targets, item)
        targets = tuple(legal)  # CR 608.2b: illegal targets aren't affected
        if all(t is None for t in legal):
            game.events.append(
                _log("countered", f"{item.description}: all its targets are illegal", "608.2b")
            )
            return
    if item.ability.kind is AbilityKind.TRIGGERED and not intervening_if_holds(
        game, item.ability, item.source, item.controller
    ):
        game.events.append(
            _log("no effect", f"{item.description}: its condition no longer holds", "603.4")
        )
        return
    if item.source not in game.objects:
        game.events.append(_log("resolve", f"{item.description} (its source is gone)", "608.2"))
    try:
        resolve(
            game,
            Resolution(
                item.source,
                item.controller,
                item.ability,
                targets,
                {"X": item.x, "kicked": _kicks_of(game, item.source), **item.variables},
            ),
        )
    except (KeyError, ValueError) as error:
        game.events.append(_log("not modeled", f"{item.description}: {error}", None))
    game.events.append(_log("resolve", f"{item.description} resolves", "608.2"))


def _kicks_of(game: Game, object_id: str) -> int:
    """How many times the spell an object was had been kicked (CR 702.33d, 400.7d)."""
    obj = game.objects.get(object_id)
    return obj.kicks if obj is not None else 0


def became_unattached(game: Game, object_id: str, host: str) -> None:
    """CR 701.3: "becomes unattached" is an event abilities trigger on."""
    obj = game.objects.get(object_id)
    if obj is not None:
        _event(game, GameEvent("becomes_unattached", object_id, game.controller_of(object_id)))


def zone_changed(game: Game, object_id: str, before: Zone, after: Zone) -> None:
    """Events of zone changes (CR 603.6): entering the battlefield, dying (a creature put into a
    graveyard from the battlefield, 700.4), leaving the battlefield. A permanent that leaves the
    battlefield is removed from combat (506.4); a creature it blocked stays blocked (509.1h)."""
    if before is Zone.BATTLEFIELD:
        game.combat.attackers.pop(object_id, None)
        game.combat.blockers.pop(object_id, None)
    obj = game.objects.get(object_id)
    if obj is None:
        return
    if after is Zone.BATTLEFIELD:
        _event(game, GameEvent("enters", object_id, obj.base_controller, before.value, after.value))
    if before is Zone.BATTLEFIELD:
        was = game.last_known.get(object_id)
        controller = (was.controller if was else None) or obj.owner
        if after is Zone.GRAVEYARD and was is not None and was.type_line.has_card_type("Creature"):
            _event(game, GameEvent("dies", object_id, controller, before.value, after.value))
        if after is Zone.GRAVEYARD:
            _event(game, GameEvent("put_into_graveyard_from_battlefield", object_id, controller))
        _event(game, GameEvent("leaves", object_id, controller, before.value, after.value))
    if after is Zone.GRAVEYARD:
        _event(game, GameEvent("to_graveyard", object_id, obj.owner, before.value, after.value))


# -- triggers -----------------------------------------------------------------------------------


def _event(game: Game, event: GameEvent) -> None:
    """Record an event and queue every triggered ability it triggers (CR 603.2). Abilities of
    objects that left the battlefield are looked at as they were (603.10)."""
    for object_id, chars, triggers in _trigger_holders(game):
        obj = game.objects.get(object_id)
        if obj is None:
            continue
        for ability, spec in triggers:
            if not _matches(game, spec, event, object_id, obj.zone.value):
                continue
            controller = chars.controller or obj.owner
            if not intervening_if_holds(game, ability, object_id, controller):
                continue
            game.waiting_triggers.append((object_id, ability, controller))


def _trigger_holders(
    game: Game,
) -> list[tuple[str, Characteristics, tuple[tuple[Ability, TriggerSpec], ...]]]:
    """The objects with triggered abilities whose triggers are known, in the game's order
    (derived once per game version)."""
    derived = game.derived()
    found = derived.get("trigger holders")
    if found is not None:
        return found  # type: ignore[no-any-return]
    result = game.layers()
    characteristics = result.characteristics
    last = game.alone_memo.get(_HOLDERS)  # (a layers result, its holders)
    made, previous, moved = game.assembly
    if last is not None and last[0] is result:
        found = last[1]
    elif last is not None and made is result and previous is not None and last[0] is previous:
        # Only some objects moved (each to the end of the game's order): look at those again.
        gone = set(moved)
        found = [h for h in last[1] if h[0] not in gone]
        for object_id in list(dict.fromkeys(reversed(moved)))[::-1]:
            chars = characteristics.get(object_id)
            triggers = _triggers_of(chars) if chars is not None and chars.abilities else ()
            if chars is not None and triggers:
                found.append((object_id, chars, triggers))
    else:
        found = []
        for object_id, chars in characteristics.items():
            if not chars.abilities:
                continue
            triggers = _triggers_of(chars)
            if triggers:
                found.append((object_id, chars, triggers))
    game.alone_memo[_HOLDERS] = (result, found)
    derived["trigger holders"] = found
    return found


_HOLDERS = ("trigger holders",)


def _triggers_of(chars: Characteristics) -> tuple[tuple[Ability, TriggerSpec], ...]:
    """The triggered abilities among ``chars``' abilities whose trigger is known, with it
    (remembered per characteristics: they are frozen values)."""
    known = _TRIGGERS.get(id(chars))
    if known is not None and known[0] is chars:
        return known[1]
    found = []
    for ability in chars.abilities:
        if ability.kind is AbilityKind.TRIGGERED:
            spec = trigger_of(ability)
            if spec is not None:
                found.append((ability, spec))
    if len(_TRIGGERS) > 20_000:
        _TRIGGERS.clear()
    _TRIGGERS[id(chars)] = (chars, tuple(found))
    return tuple(found)


_TRIGGERS: dict[int, tuple[Characteristics, tuple[tuple[Ability, TriggerSpec], ...]]] = {}


def _matches(game: Game, spec: TriggerSpec, event: GameEvent, object_id: str, zone: str) -> bool:
    if spec.event != event.kind:
        return False
    source_zone_ok = zone == "battlefield" or (
        event.object_id == object_id and spec.subject == "self"
    )
    if spec.event == "cast" and spec.subject == "self":
        return event.object_id == object_id
    if not source_zone_ok:
        return False
    controller = game.controller_of(object_id)
    if spec.whose == "you" and (event.player or "") != controller:
        return False
    if spec.whose == "opponent" and (event.player or "") == controller:
        return False
    if spec.subject == "self":
        return event.object_id == object_id
    if event.object_id is None:
        return True
    if spec.subject == "another" and event.object_id == object_id:
        return False
    if event.object_id in game.objects:
        line = game.last_known.get(event.object_id) or game.characteristics(event.object_id)
        if spec.types and not all(line.type_line.has_card_type(t) for t in spec.types):
            return False
        if spec.nontoken and game.objects[event.object_id].is_token:
            return False
    return True


def put_triggers_on_stack(game: Game) -> bool:
    """CR 603.3b: the active player puts their triggered abilities on the stack first, in the
    order they choose, then each other player in turn order (APNAP). Choosing that order
    (:class:`ChooseTrigger`) and a trigger's targets (603.3d, :class:`ChooseTargets`) are the
    controller's decisions: then this returns True with the decision pending, and the triggers
    not yet on the stack wait their turn."""
    order = game.turn_order
    start = order.index(game.active_player)
    apnap = order[start:] + order[:start]
    waiting = game.waiting_triggers
    ordered = [t for player in apnap for t in waiting if t[2] == player]
    ordered += [t for t in waiting if t[2] not in apnap]
    game.waiting_triggers = ordered
    while game.waiting_triggers:
        source, ability, controller = game.waiting_triggers[0]
        group = [t for t in game.waiting_triggers if t[2] == controller]
        distinct = {(t[0], t[1].render()) for t in group}  # the same ability twice: no choice
        if len(distinct) > 1 and not game.trigger_chosen:
            game.pending = Decision(
                DecisionKind.ORDER, controller, tuple(_trigger_text(game, t) for t in group),
                about="603.3b", data={"count": len(group)},
            )  # fmt: skip
            return True
        game.trigger_chosen = False
        game.waiting_triggers = game.waiting_triggers[1:]
        choices = (
            _target_choices(game, ability.targets, source, controller) if ability.targets else [()]
        )
        if not choices:
            game.events.append(
                _log("no target", f"{source}: {ability.render()} has no legal target", "603.3d")
            )
            continue
        if len(choices) > 1:
            game.targeting = (source, ability, controller)
            game.pending = Decision(
                DecisionKind.TARGETS, controller, tuple(",".join(c) for c in choices),
                about=_trigger_text(game, (source, ability, controller)), data={"choices": choices},
            )  # fmt: skip
            return True
        _push_trigger(game, source, ability, controller, choices[0])
    return False


def _trigger_text(game: Game, trigger: tuple[str, Ability, str]) -> str:
    source, ability, _ = trigger
    name = game.characteristics(source).name if source in game.objects else source
    return f"{name}: {ability.render(name)}"


def _choose_trigger(game: Game, index: int) -> None:
    """CR 603.3b: the chosen trigger goes on the stack next."""
    controller = game.waiting_triggers[0][2]
    group = [t for t in game.waiting_triggers if t[2] == controller]
    chosen = group[index]
    rest = list(game.waiting_triggers)
    rest.remove(chosen)
    game.waiting_triggers = [chosen, *rest]
    game.trigger_chosen = True


def _push_trigger(
    game: Game, source: str, ability: Ability, controller: str, targets: tuple[str, ...]
) -> None:
    name = game.characteristics(source).name if source in game.objects else source
    item = StackItem(
        f"ability-{game.next_timestamp()}", "ability", source, controller, ability,
        targets, 0, f"{name}: {ability.render(name)}", variables=_source_state(game, source),
    ).remember_targets(game)  # fmt: skip
    game.stack.append(item)
    game.events.append(_log("trigger", item.description, "603.3"))


def _source_state(game: Game, source: str) -> dict[str, int]:
    """What an ability remembers of its source as it is put on the stack: how many times the
    source had transformed (CR 701.27f)."""
    obj = game.objects.get(source)
    return {"transformations": obj.transformations} if obj is not None else {}


# -- copies of spells (CR 707.10) ------------------------------------------------------------------


def copy_spell(game: Game, spell_id: str, controller: str, *, new_targets: bool = False) -> None:
    """CR 707.10: put a copy of a spell on the stack, controlled by ``controller``. It isn't
    cast (no "whenever you cast" triggers); it has the spell's copiable values (a copy effect,
    707.2) and the decisions made for it: its targets, the value of X, how its damage is divided,
    its additional and alternative costs (kicked, what was sacrificed), the text a revealed card
    gave it. With ``new_targets``
    ("you may choose new targets for the copy", 707.10c) its controller keeps them or chooses
    new legal ones before anyone gets priority (a :class:`ChooseTargets` decision, when there
    is a choice)."""
    original = next((i for i in game.stack if i.id == spell_id and i.kind == "spell"), None)
    if original is None:
        return
    copy = game.copy_spell(spell_id, controller)
    source = game.objects[spell_id]
    copy.kicks = source.kicks  # CR 707.10: additional costs paid for the original
    if "spell_targets" in source.choices:  # the text it was cast with (a revealed card's)
        copy.choices["spell_targets"] = source.choices["spell_targets"]
    name = game.characteristics(copy.id).name
    item = StackItem(
        copy.id, "spell", copy.id, controller, None, original.targets, original.x,
        f"{name} (a copy)", original.target_changes, variables=dict(original.variables),
        divide=original.divide,
    )  # fmt: skip
    game.stack.append(item)
    if new_targets and original.targets and len(new_target_choices(game, item)) > 1:
        game.copies_waiting.append(copy.id)
        return
    _copy_targets_chosen(game, copy.id, item.targets)


def new_target_choices(game: Game, item: StackItem) -> list[tuple[str, ...]]:
    """CR 707.10c: the targets a copy may have: for each word "target", the original's targets
    kept (legal or not), or new legal ones (never the copy itself, 115.5)."""
    specs = _spell_targets(game, item.id)
    try:
        kept = target_groups(specs, item.targets)
    except IllegalAction:
        return [item.targets]
    per_spec: list[list[tuple[str, ...]]] = []
    for spec, old in zip(specs, kept, strict=True):
        options = legal_targets(game, spec, item.id, item.controller)
        choices = [
            combo for size in range(spec.minimum, spec.maximum + 1)
            for combo in itertools.combinations(options, size)
        ]  # fmt: skip
        per_spec.append([old, *(c for c in choices if c != old)])
    return [tuple(itertools.chain.from_iterable(parts)) for parts in itertools.product(*per_spec)]


def _copy_targets_chosen(game: Game, copy_id: str, targets: tuple[str, ...]) -> None:
    """CR 707.10c: the copy's targets are decided: targets kept from the original stay as they
    were chosen (an object that changed zones since is still a new one, 400.7)."""
    at = next(i for i, item in enumerate(game.stack) if item.id == copy_id)
    item = game.stack[at]
    remembered = dict(zip(item.targets, item.target_changes, strict=True))
    changes = tuple(remembered.get(t, game.zone_changes(t)) for t in targets)
    game.stack[at] = replace(item, targets=targets, target_changes=changes)
    game.events.append(
        _log(
            "copy",
            f"{item.controller} puts {item.description} on the stack"
            + (f" targeting {', '.join(targets)}" if targets else ""),
            "707.10",
        )
    )
    game.passes = set()


# -- legal actions ---------------------------------------------------------------------------------


def legal_actions(game: Game) -> list[Action]:
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
        return [*_attack_actions(game, player), FinishAttacks(player)]
    if kind is DecisionKind.BLOCK:
        stuck = _menace_blocks(game, player)
        if stuck:  # CR 509.1c: this declaration isn't legal yet; add a blocker or take one back
            withdraw = [WithdrawBlocker(player, b) for b in stuck]
            return [*_block_actions(game, player), *withdraw]
        return [*_block_actions(game, player), FinishBlocks(player)]
    if kind is DecisionKind.ASSIGN:
        return [
            AssignCombatDamage(player, blocked.attacker, option)
            for blocked in awaiting_assignment(game) for option in blocked.options()
        ]  # fmt: skip
    payer = _Payer(game, player)
    actions: list[Action] = [PassPriority(player)]
    actions += _land_actions(game, player)
    actions += _cast_actions(game, player, payer)
    actions += _activate_actions(game, player, payer)
    actions += _mana_actions(game, player, payer)
    return actions


class _Payer:
    """What ``player`` can pay now (CR 601.2g-h), their mana sources listed once: legal_actions
    asks about many costs of one unchanging state."""

    def __init__(self, game: Game, player: str) -> None:
        self.game = game
        self.player = player
        self._sources: list[ManaSource] | None = None
        self._known: dict[tuple[int, int, str | None, int], tuple[ManaCost, bool]] = {}

    def sources(self, exclude: str | None = None) -> list[ManaSource]:
        if self._sources is None:
            self._sources = mana_sources(self.game, self.player)
        if exclude is None:
            return self._sources
        return [s for s in self._sources if s.object_id != exclude]

    def can_pay(
        self, cost: ManaCost, x: int, exclude: str | None = None, *, life_reserved: int = 0
    ) -> bool:
        """Whether ``cost`` can be paid with X = ``x``, without ``exclude``'s mana, keeping
        ``life_reserved`` life for the rest of the cost (CR 119.4)."""
        key = (id(cost), x, exclude, life_reserved)
        known = self._known.get(key)
        if known is None or known[0] is not cost:
            game = self.game
            sources = self.sources(exclude)
            pool = game.pools[self.player].mana
            life = game.players[self.player].life - life_reserved
            # The same question for this game version, with the same mana at hand:
            lasting = ("can pay", id(cost), x, tuple(s.object_id for s in sources), *pool, life)
            derived = game.derived()
            known = derived.get(lasting)
            if known is None or known[0] is not cost:
                plan = plan_payment(cost, x, pool, sources, life)
                known = derived[lasting] = (cost, plan is not None)
            self._known[key] = known
        return known[1]

    def available(self) -> int:
        """The most mana the player could have now: the pool and every source's largest
        option."""
        return len(self.game.pools[self.player]) + sum(
            max(len(o) for o in s.options) for s in self.sources()
        )

    def max_x(self, cost: ManaCost) -> int:
        return max(0, min(MAX_X, self.available() - cost.mana_value()))


def _sorcery_timing(game: Game, player: str) -> bool:
    """CR 307.1: the active player, in a main phase, with an empty stack."""
    return game.active_player == player and game.step.is_main and not game.stack


def _land_actions(game: Game, player: str) -> list[Action]:
    """CR 305.2: one land per turn, at sorcery timing."""
    if not _sorcery_timing(game, player) or game.land_plays >= 1:
        return []
    return [
        PlayLand(player, card) for card in hand(game, player)
        if game.characteristics(card).type_line.has_card_type("Land")
    ]  # fmt: skip


def revealed_texts(game: Game, card: str, revealed: str | None) -> list[RevealedText]:
    """The texts ``card`` gets as a spell when ``revealed`` is revealed from its caster's hand
    as it is cast: each of its abilities whose reveal condition that card meets, separately."""
    if revealed is None:
        return []
    texts = [a.revealed_text for a in game.characteristics(card).abilities if a.revealed_text]
    if not texts:
        return []
    from mtgrules.effects.engine import EffectContext, EffectInstance

    result = game.layers()
    assert result.view is not None
    record = result.view.get(revealed)
    instance = EffectInstance(
        ("reveal",), EffectSpec(Filter(zones=()), ()), card, (0,), fixed_controller=None
    )
    ctx = EffectContext(instance, result.view, game)
    return [t for t in texts if record is not None and t.reveal.matches(record, ctx, result.view)]


def spell_text(
    game: Game, card: str, revealed: list[RevealedText]
) -> tuple[tuple[Ability, ...], tuple[TargetSpec, ...]]:
    """The spell abilities and targets a spell has with these revealed texts: one that
    replaces stands instead of the spell's own text, the others are added."""
    abilities = tuple(
        a for a in game.characteristics(card).abilities if a.kind is AbilityKind.SPELL
    )
    targets = _spell_targets(game, card)
    if any(t.replaces for t in revealed):
        abilities, targets = (), ()
    for text in revealed:
        abilities += (text.ability,)
        targets += text.targets
    return abilities, targets


def _spell_targets(game: Game, card: str, face: str | None = None) -> tuple[TargetSpec, ...]:
    """The targets the spell needs (CR 601.2c); ``face`` is the half of a split card cast."""
    obj = game.objects[card]
    if obj.card is None or obj.face is None:
        return ()
    if "spell_targets" in obj.choices:
        targets: tuple[TargetSpec, ...] = obj.choices["spell_targets"]
        return targets  # the text it was cast with (a revealed card's)
    specs = game.definition_of(obj.card, obj.card.face(face) if face else obj.face).targets
    chars = game.characteristics(card)
    if not specs and chars.type_line.has_subtype("Aura"):
        # CR 303.4a: an Aura spell targets what its enchant ability allows.
        for ability in chars.abilities:
            if ability.is_keyword("Enchant"):
                what = ability.parameter.strip().capitalize()
                if what == "Permanent":
                    return (TargetSpec(Filter(), "target permanent"),)
                types = (
                    (what,)
                    if what in ("Creature", "Land", "Artifact", "Enchantment", "Planeswalker")
                    else ()
                )
                subtypes = () if types else (what,)
                return (
                    TargetSpec(Filter(types=types, subtypes=subtypes), f"target {what.lower()}"),
                )
    return specs


def legal_targets(game: Game, spec: TargetSpec, source: str, controller: str) -> list[str]:
    """Every object or player ``spec`` may target now (CR 115)."""
    players = tuple(p for p in game.turn_order if not game.players[p].lost)
    # Remembered for this game version unless the targets must be tapped, attacking, ….
    key = ("legal targets", id(spec), source, controller, players)
    derived = None if spec.status else game.derived()
    known = derived.get(key) if derived is not None else None
    if known is not None and known[0] is spec:
        return list(known[1])
    candidates: list[str] = []
    if spec.player or spec.any_target:
        candidates += players
    if not spec.player:
        candidates += _permanents_passing_filter(game, spec, source, controller)
        if "stack" in spec.filter.zones:  # CR 115.5: a spell can't target itself
            candidates += [i.id for i in game.stack if i.kind == "spell" and i.id != source]
    single = replace(spec, minimum=1, maximum=1)
    legal = []
    for candidate in candidates:
        try:
            check_targets(game, [single], [candidate], source, controller)
        except IllegalAction:
            continue
        legal.append(candidate)
    if derived is not None:
        derived[key] = (spec, tuple(legal))
    return legal


def _permanents_passing_filter(
    game: Game, spec: TargetSpec, source: str, controller: str
) -> list[str]:
    """The permanents that may pass ``spec``'s filter: a quick first pass over the battlefield
    before :func:`check_targets` checks each (a filter that can't be read here keeps the
    permanent for that full check)."""
    from mtgrules.effects.engine import EffectContext, EffectInstance
    from mtgrules.effects.model import EffectSpec

    view = game.layers().view
    battlefield = [i for i, o in game.objects.items() if o.zone is Zone.BATTLEFIELD]
    if view is None:
        return battlefield
    instance = EffectInstance(
        ("target",), EffectSpec(spec.filter, ()), source, (0,), fixed_controller=controller
    )
    ctx = EffectContext(instance, view, game)
    passing = []
    for object_id in battlefield:
        record = view.get(object_id)
        try:
            if record is not None and not spec.filter.matches(record, ctx, view):
                continue
        except (ValueError, LookupError):
            pass  # a filter that can't be read here (a word its text lacks) doesn't narrow
        passing.append(object_id)
    return passing


def _target_choices(
    game: Game, specs: Sequence[TargetSpec], source: str, controller: str
) -> list[tuple[str, ...]]:
    """Every legal choice of targets (CR 601.2c), each word "target" taking between its minimum
    and maximum different objects or players."""
    per_spec: list[list[tuple[str, ...]]] = []
    for spec in specs:
        options = legal_targets(game, spec, source, controller)
        choices = [
            combo for size in range(spec.minimum, spec.maximum + 1)
            for combo in itertools.combinations(options, size)
        ]  # fmt: skip
        if not choices:
            return []
        per_spec.append(choices)
    return [tuple(itertools.chain.from_iterable(parts)) for parts in itertools.product(*per_spec)]


def _concede(game: Game, player: str) -> None:
    """CR 104.3a: the player leaves the game at once and loses; in a multiplayer game the others
    play on (800.4a), and a decision that player was to make moves on without them."""
    game.players[player].lost = True
    game.events.append(_log("concede", f"{player} concedes", "104.3a"))
    _players_leave(game)
    _check_game_over(game)
    decision = game.pending
    if game.over or decision is None:
        return
    if decision.kind is DecisionKind.ASSIGN:
        return damage_step(game)  # the creatures and blockers left may need no choice now
    if decision.player != player:
        return
    if decision.kind in (DecisionKind.MULLIGAN, DecisionKind.BOTTOM):
        game.kept.add(player)
        return _mulligan_decided(game, player)
    if decision.kind is DecisionKind.ATTACK:
        game.combat.attackers.clear()
        game.combat.defending.clear()
        return _finish_attacks(game)
    if decision.kind is DecisionKind.BLOCK:
        return _finish_blocks(game, player)
    if decision.kind is DecisionKind.DISCARD and not game.discards_waiting:
        return cleanup_step(game)
    give_priority(game, _next_in_game(game, player))  # CR 800.4a: priority passes on


def _cast_actions(
    game: Game, player: str, payer: _Payer | None = None, only: str | None = None
) -> list[Action]:
    """The spells ``player`` may cast now (of the card ``only``, if given): the costs are looked
    at before the targets, which take longer to list."""
    payer = payer or _Payer(game, player)
    actions: list[Action] = []
    for way in _spells_in_hand(game, player):
        if only is not None and way.card != only:
            continue
        if way.kicks > 1 and way.cost.mana_value() > payer.available():
            continue  # kicked more times than there is mana for (a quick look, CR 702.33c)
        if not _may_cast_now(game, player, way.card, way.face):
            continue
        if way.extra.life and game.players[player].life < way.extra.life:
            continue  # CR 119.4: no more life than one has
        xs = range(0, payer.max_x(way.cost) + 1) if way.has_x else [0]
        for x in xs:
            if payer.can_pay(way.cost, x, life_reserved=way.extra.life):
                actions += _casting(game, player, way, x)
    return actions


def _casting(game: Game, player: str, way: _WayToCast, x: int) -> list[CastSpell]:
    """The ways to cast ``way.card`` with X = ``x``, one per choice of targets, of permanents
    to sacrifice and of cards to discard for its additional costs (CR 601.2c, 601.2h) —
    remembered for this game version unless a target must be tapped, attacking…"""
    derived = game.derived()
    key = ("casting", player, way.card, way.face, way.label, way.kicks, x)
    known: list[CastSpell] | None = derived.get(key)
    if known is not None:
        return known
    made: list[CastSpell] = []
    remember = True
    sacrifices = _sacrifice_choices(game, player, way.extra.sacrifice)
    discards = _discard_choices(game, player, way.card, way.extra.discard)
    for reveal in _reveal_options(game, player, way.card, way.face):
        specs = _cast_targets(game, way.card, way.face, reveal)
        choices = _target_choices(game, specs, way.card, player) if specs else [()]
        amount = _divided_amount(game, player, way.card, way.face, x) if specs else None
        made += [
            CastSpell(
                player, way.card, targets, x, face=way.face, cost=way.label, kicks=way.kicks,
                sacrifice=sacrificed, discard=discarded, reveal=reveal, divide=divide,
            )
            for targets in choices for sacrificed in sacrifices for discarded in discards
            for divide in _divisions_offered(amount, len(targets))
        ]  # fmt: skip
        remember = remember and not any(spec.status for spec in specs)
    if remember:
        derived[key] = made
    return made


def _reveal_options(game: Game, player: str, card: str, face: str | None) -> list[str | None]:
    """Casting without revealing, and revealing each card in hand that gives the spell another
    text (the Bond variant's Joint; revealing any other card changes nothing)."""
    if face is not None or not any(a.revealed_text for a in game.characteristics(card).abilities):
        return [None]
    return [None] + [c for c in hand(game, player) if c != card and revealed_texts(game, card, c)]


def _cast_targets(
    game: Game, card: str, face: str | None, reveal: str | None
) -> tuple[TargetSpec, ...]:
    """The targets a spell cast this way needs: its own, or the revealed text's."""
    texts = revealed_texts(game, card, reveal)
    return spell_text(game, card, texts)[1] if texts else _spell_targets(game, card, face)


def _divided_amount(game: Game, player: str, card: str, face: str | None, x: int) -> int | None:
    """CR 601.2d: the damage ``card`` (the half ``face`` of a split card) divides among its
    targets as it is cast with X = ``x``, or None when it divides nothing."""
    obj = game.objects[card]
    if obj.card is None or obj.face is None:
        return None
    definition = game.definition_of(obj.card, obj.card.face(face) if face else obj.face)
    return divided_amount(game, card, player, definition.abilities, x)


def _divisions_offered(amount: int | None, targets: int) -> list[tuple[int, ...]]:
    """CR 601.2d: the divisions of a spell's damage offered with ``targets`` targets: none to
    announce when it divides nothing or has one target."""
    if amount is None or targets <= 1:
        return [()]
    return divisions(amount, targets)


def _division_problem(game: Game, action: CastSpell) -> tuple[str, str] | None:
    """CR 601.2d: why the cast's division of damage among its targets is illegal (at least 1
    to each target, all of it; one target needs no division), or None."""
    amount = _divided_amount(game, action.player, action.card, action.face, action.x)
    if amount is None:
        return ("this spell divides nothing among its targets", "601.2d") if action.divide else None
    if not action.divide and len(action.targets) <= 1:
        return None
    try:
        check_division(action.targets, action.divide or None, amount)
    except IllegalAction as error:
        return (str(error).split(" (CR ")[0], "601.2d")
    return None


class _WayToCast(NamedTuple):
    """A card in hand with one cost it may be cast for now (CR 601.2b): the mana cost or an
    alternative cost (``label``), kicked ``kicks`` times; ``cost`` is the total mana to pay
    (601.2f) and ``extra`` the additional costs besides mana (sacrifices, discards, life)."""

    card: str
    face: str | None
    label: str
    kicks: int
    cost: ManaCost
    has_x: bool
    extra: SpellCost


def _spells_in_hand(game: Game, player: str) -> list[_WayToCast]:
    """The cards in ``player``'s hand that aren't lands, each with every cost it may be cast for
    now (its mana cost, if it has one, and its alternative costs whose conditions hold, CR
    118.9), with its additional costs (118.8) kicked or not (702.33), as a total cost (601.2f),
    and whether it has {X}. Derived once per game version."""
    derived = game.derived()
    key = ("spells in hand", player)
    found = derived.get(key)
    if found is None:
        found = []
        for card in hand(game, player):
            chars = game.characteristics(card)
            if chars.type_line.has_card_type("Land"):
                continue
            for face in split_halves(game, card):
                additional = additional_costs(game, card, face)
                for label, base in casting_costs(game, player, card, face):
                    for kicks in additional.kick_counts():
                        extra = additional.announced(kicks)
                        mana = base if extra.mana is None else _plus(base, extra.mana)
                        cost = total_cost(game, player, card, mana)
                        has_x = any(s.text == "{X}" for s in cost.symbols)
                        if extra.mana is not None:
                            extra = replace(extra, mana=None)  # counted in ``cost``
                        found.append(_WayToCast(card, face, label, kicks, cost, has_x, extra))
        derived[key] = found
    return found


def _plus(base: ManaCost, more: ManaCost) -> ManaCost:
    """CR 601.2f: a mana cost with more mana added (an additional cost's)."""
    return _generic_changed(ManaCost(base.symbols + more.symbols))


@dataclass(frozen=True)
class AdditionalCosts:
    """CR 118.8: a spell's additional costs: the ones it must pay together (``mandatory``), and
    its kicker cost (702.33a), which may be paid once, or any number of times for multikicker
    (702.33c)."""

    mandatory: SpellCost = field(default_factory=SpellCost)
    kicker: SpellCost | None = None
    multikicker: bool = False

    def kick_counts(self) -> range:
        """How many times it may be kicked (CR 702.33d): none without kicker; once, or up to
        :data:`MAX_KICKS` times for multikicker."""
        if self.kicker is None:
            return range(1)
        return range(MAX_KICKS + 1 if self.multikicker else 2)

    def announced(self, kicks: int) -> SpellCost:
        """The additional costs to pay when kicked ``kicks`` times (CR 601.2b, 601.2f)."""
        if not kicks or self.kicker is None:
            return self.mandatory
        return self.mandatory + self.kicker.times(kicks)


def additional_costs(game: Game, card: str, face: str | None = None) -> AdditionalCosts:
    """The additional costs of casting ``card`` (the half ``face`` of a split card): from its
    static abilities "As an additional cost to cast this spell, …" (CR 118.8) and its kicker or
    multikicker (702.33). Of two kicker costs (702.33b), the first is offered."""
    chars = game.characteristics(card) if face is None else game.half_characteristics(card, face)
    mandatory, kicker, multikicker = SpellCost(), None, False
    for ability in chars.abilities:
        if ability.additional_cost:
            mandatory += _read_spell_cost(ability.additional_cost, game.rules.symbols)
        elif kicker is None and (ability.is_keyword("Kicker") or ability.is_keyword("Multikicker")):
            kicker = _read_spell_cost(ability.parameter, game.rules.symbols)
            multikicker = ability.is_keyword("Multikicker")
    return AdditionalCosts(mandatory, kicker, multikicker)


@functools.lru_cache(maxsize=1024)
def _read_spell_cost(text: str, symbols: SymbolTable) -> SpellCost:
    return parse_spell_cost(text, symbols)


def _sacrifice_choices(game: Game, player: str, kinds: tuple[str, ...]) -> list[tuple[str, ...]]:
    """CR 701.21a, 601.2h: the ways to choose different permanents ``player`` controls to
    sacrifice, one of each kind (``Creature``, ``Goblin``, ``Permanent``)."""
    if not kinds:
        return [()]
    mine = [
        i for i in _zone_lists(game).get((Zone.BATTLEFIELD, ""), ())
        if game.controller_of(i) == player
    ]  # fmt: skip
    if len(set(kinds)) == 1:
        fitting = [i for i in mine if is_a(game, i, kinds[0])]
        return list(itertools.combinations(fitting, len(kinds)))
    each = [[i for i in mine if is_a(game, i, kind)] for kind in kinds]
    return [c for c in itertools.product(*each) if len(set(c)) == len(c)]


def is_a(game: Game, object_id: str, word: str) -> bool:
    """Whether a permanent is what a cost's word names: ``Permanent``, a card type or a
    subtype."""
    if word == "Permanent":
        return True
    line = game.characteristics(object_id).type_line
    return line.has_card_type(word) or line.has_subtype(word)


def _discard_choices(game: Game, player: str, card: str, count: int) -> list[tuple[str, ...]]:
    """CR 701.9a, 601.2h: the ways to choose ``count`` other cards in ``player``'s hand to
    discard (the spell itself is on the stack by then, 601.2a)."""
    if not count:
        return [()]
    others = sorted(c for c in hand(game, player) if c != card)
    return list(itertools.combinations(others, count))


def split_halves(game: Game, card: str) -> list[str | None]:
    """CR 709.3: a split card is cast as one of its halves (named here); any other card as it
    is (None)."""
    obj = game.objects[card]
    if obj.card is not None and obj.card.layout == "split" and len(obj.card.faces) > 1:
        return [face.name for face in obj.card.faces]
    return [None]


def casting_costs(
    game: Game, player: str, card: str, face: str | None = None
) -> list[tuple[str, ManaCost]]:
    """CR 118.9, 601.2b: the costs ``card`` (the half ``face`` of a split card, 709.3) may be
    cast for now: its mana cost, and each alternative cost whose conditions hold (only one may
    be chosen)."""
    from mtgrules.effects.engine import EffectContext, EffectInstance

    obj = game.objects[card]
    if face is not None and obj.card is not None:
        half = obj.card.face(face)
        mana_cost = ManaCost.parse(half.mana_cost, game.rules.symbols) if half.mana_cost else None
    else:
        mana_cost = game.characteristics(card).mana_cost
    costs: list[tuple[str, ManaCost]] = []
    if mana_cost is not None:
        costs.append((MANA_COST, mana_cost))
    if obj.card is None or obj.face is None:
        return costs
    definition_face = obj.card.face(face) if face else obj.face
    alternatives = list(game.definition_of(obj.card, definition_face).alternative_costs)
    chars = game.characteristics(card) if face is None else game.half_characteristics(card, face)
    alternatives += [a.alternative_cost for a in chars.abilities if a.alternative_cost]
    for alternative in alternatives:
        if game.spells_cast_this_turn < alternative.spells_cast_this_turn:
            continue
        if alternative.condition is not None:
            result = game.layers()
            assert result.view is not None
            instance = EffectInstance(
                ("cost",), EffectSpec(Filter(zones=()), ()), card, (0,), fixed_controller=player
            )
            if not alternative.condition.holds(
                EffectContext(instance, result.view, game), result.view
            ):
                continue
        costs.append((alternative.label, ManaCost.parse(alternative.mana, game.rules.symbols)))
    return costs


def total_cost(game: Game, player: str, card: str, base: ManaCost) -> ManaCost:
    """CR 601.2f: the total cost: the mana cost, plus cost increases, minus cost reductions
    (which reduce only generic mana that generic reductions may reduce — not {S}, not a
    variant's symbol that says so — and never below {0})."""
    increase = reduce = 0
    result = game.layers()
    for source, controller, op in result.rule_effects:
        if isinstance(op, ChangeCost) and _spell_matches(
            game, op.spells, card, source, controller, player
        ):
            if op.amount > 0:
                increase += op.amount
            else:
                reduce -= op.amount
    if not increase and not reduce:
        return base
    return _generic_changed(base, increase - reduce)


def _generic_changed(cost: ManaCost, change: int = 0) -> ManaCost:
    """``cost`` with its generic mana in one symbol, ``change`` more or less of it (never below
    {0}, CR 601.2f)."""
    generic = sum(s.amount for s in cost.symbols if isinstance(s, GenericSymbol)) + change
    variables = [s for s in cost.symbols if s.is_generic and not isinstance(s, GenericSymbol)]
    others = [s for s in cost.symbols if not s.is_generic]
    symbols = [*variables, *([GenericSymbol(generic)] if generic > 0 else []), *others]
    return ManaCost(tuple(symbols) or (GenericSymbol(0),))


@dataclass
class _SpellView:
    """A card being cast, as a cost-changing effect's filter sees it."""

    id: str
    zone: str
    owner: str
    controller: str
    type_line: Any
    colors: Any
    is_token: bool
    attached_to: str | None
    mana_value: int
    abilities: Any

    def has_keyword(self, word: str) -> bool:
        return any(a.is_keyword(word) for a in self.abilities)


def _spell_matches(
    game: Game, spells: Filter, card: str, source: str, controller: str, caster: str
) -> bool:
    from mtgrules.effects.engine import EffectContext, EffectInstance

    result = game.layers()
    assert result.view is not None
    chars = game.characteristics(card)
    obj = game.objects[card]
    spell = _SpellView(
        card, "stack", obj.owner, caster, chars.type_line, chars.colors, obj.is_token, None,
        chars.mana_value, chars.abilities,
    )  # fmt: skip
    instance = EffectInstance(
        ("cost",), EffectSpec(spells, ()), source, (0,), fixed_controller=controller
    )
    return spells.matches(spell, EffectContext(instance, result.view, game), result.view)


def _may_cast_now(game: Game, player: str, card: str, face: str | None = None) -> bool:
    """CR 601.3: timing (sorcery speed unless instant or flash, 307.1) and 205.4e; for a split
    card, of the half cast (709.3)."""
    chars = game.characteristics(card) if face is None else game.half_characteristics(card, face)
    line = chars.type_line
    instant_speed = line.has_card_type("Instant") or chars.has_keyword("Flash")
    if not instant_speed and not _sorcery_timing(game, player):
        return False
    if line.has_supertype("Legendary") and (
        line.has_card_type("Instant") or line.has_card_type("Sorcery")
    ):
        return any(
            o.zone is Zone.BATTLEFIELD and game.controller_of(i) == player
            and game.characteristics(i).type_line.has_supertype("Legendary")
            and (game.characteristics(i).type_line.has_card_type("Creature") or game.characteristics(i).type_line.has_card_type("Planeswalker"))
            for i, o in game.objects.items()
        )  # fmt: skip
    return True


def mana_sources(game: Game, player: str, exclude: str | None = None) -> list[ManaSource]:
    """The untapped permanents ``player`` controls with mana abilities that tap ({T}) and need
    no other cost, for paying (CR 601.2g)."""
    sources = []
    objects = game.objects
    for source, creature in _mana_abilities(game, player):
        object_id = source.object_id
        if object_id == exclude or objects[object_id].tapped:
            continue
        if creature and not _may_tap(game, object_id):
            continue
        sources.append(source)
    return sources


def _mana_abilities(game: Game, player: str) -> list[tuple[ManaSource, bool]]:
    """For :func:`mana_sources`: each permanent ``player`` controls with a mana ability that
    only taps or costs nothing, as a source of its first such ability, and whether it's a
    creature. Derived once per game version."""
    derived = game.derived()
    key = ("mana abilities", player, tuple(game.mana_properties))
    known: list[tuple[ManaSource, bool]] | None = derived.get(key)
    if known is not None:
        return known
    found = []
    for object_id in _zone_lists(game).get((Zone.BATTLEFIELD, ""), ()):
        if game.controller_of(object_id) != player:
            continue
        chars = game.characteristics(object_id)
        if not any(a.kind is AbilityKind.MANA for a in chars.abilities):
            continue
        creature = chars.type_line.has_card_type("Creature")
        for index, ability in enumerate([a for a in chars.abilities if a.is_activated], start=1):
            if ability.kind is not AbilityKind.MANA or ability.cost.strip() not in ("{T}", ""):
                continue
            options = mana_options(ability)
            if options:
                properties = frozenset(p for hook in game.mana_properties for p in hook(chars))
                found.append((ManaSource(object_id, index, options, properties), creature))
                break
    derived[key] = found
    return found


def _may_tap(game: Game, object_id: str) -> bool:
    """CR 302.6: a creature's {T} abilities need it to have been under its controller's control
    since their most recent turn began, or haste."""
    obj = game.objects[object_id]
    if obj.settled_under == game.controller_of(object_id):
        return True
    return game.characteristics(object_id).has_keyword("Haste")


def _can_pay(game: Game, player: str, cost: ManaCost, x: int, exclude: str | None = None) -> bool:
    return _plan(game, player, cost, x, exclude) is not None


def _plan(
    game: Game,
    player: str,
    cost: ManaCost,
    x: int,
    exclude: str | None = None,
    life_reserved: int = 0,
) -> Payment | None:
    return plan_payment(
        cost,
        x,
        game.pools[player].mana,
        mana_sources(game, player, exclude),
        game.players[player].life - life_reserved,
    )


def _max_x(game: Game, player: str, cost: ManaCost) -> int:
    available = len(game.pools[player]) + sum(
        max(len(o) for o in s.options) for s in mana_sources(game, player)
    )
    return max(0, min(MAX_X, available - cost.mana_value()))


def _activated(game: Game, object_id: str) -> list[Ability]:
    return [a for a in game.characteristics(object_id).abilities if a.is_activated]


def _ability_cost(ability: Ability) -> Cost | None:
    text = ability.cost or (ability.parameter if ability.keyword is not None else "")
    if text in _COSTS:
        return _COSTS[text]
    try:
        cost: Cost | None = parse_cost(text)
    except UnsupportedCost:
        cost = None
    if len(_COSTS) > 4096:
        _COSTS.clear()
    _COSTS[text] = cost
    return cost


_COSTS: dict[str, Cost | None] = {}
"""Costs read from their text (:func:`parse_cost` is pure), by text."""


def _activate_actions(
    game: Game, player: str, payer: _Payer | None = None, only: str | None = None
) -> list[Action]:
    """The non-mana abilities ``player`` may activate now (of the permanent ``only``, if
    given)."""
    payer = payer or _Payer(game, player)
    actions: list[Action] = []
    for object_id, abilities in _activatable(game, player):
        if only is not None and object_id != only:
            continue
        for index, ability in abilities:
            if _activation_problem(game, player, object_id, ability) is not None:
                continue
            cost = _ability_cost(ability)
            assert cost is not None
            specs = ability.targets
            choices = _target_choices(game, specs, object_id, player) if specs else [()]
            has_x = cost.mana is not None and any(s.text == "{X}" for s in cost.mana.symbols)
            xs = range(0, payer.max_x(cost.mana) + 1) if has_x and cost.mana else [0]
            for x in xs:
                if cost.mana is not None and not payer.can_pay(
                    cost.mana, x, object_id if cost.tap else None
                ):
                    continue
                actions += [
                    ActivateAbility(player, object_id, index, targets, x) for targets in choices
                ]
    return actions


def _activatable(game: Game, player: str) -> list[tuple[str, list[tuple[int, Ability]]]]:
    """The permanents with activated abilities other than mana abilities that ``player`` may
    activate (CR 602.2: their controller's, or any player's when the ability says so), each
    with those abilities and their indexes; of redundant instances, the first. Derived once per
    game version."""
    derived = game.derived()
    key = ("activatable", player)
    found = derived.get(key)
    if found is None:
        found = []
        for object_id in _zone_lists(game).get((Zone.BATTLEFIELD, ""), ()):
            mine = game.controller_of(object_id) == player
            abilities = []
            seen: set[str] = set()
            for index, ability in enumerate(_activated(game, object_id), start=1):
                if ability.kind is AbilityKind.MANA or not (mine or ability.activators == "any"):
                    continue
                if ability.redundant and ability.keyword is not None:
                    if ability.keyword.english in seen:
                        continue
                    seen.add(ability.keyword.english)
                abilities.append((index, ability))
            if abilities:
                found.append((object_id, abilities))
        derived[key] = found
    return found


def _activation_problem(
    game: Game, player: str, object_id: str, ability: Ability
) -> tuple[str, str] | None:
    """Why ``ability`` can't be activated now (message, rule), or None."""
    cost = _ability_cost(ability)
    if cost is None:
        return (f"the cost '{ability.cost}' can't be paid in this engine yet", "602.2b")
    obj = game.objects[object_id]
    if cost.tap and obj.tapped:
        return (f"'{object_id}' is tapped", "107.5")
    if (
        cost.tap
        and game.characteristics(object_id).type_line.has_card_type("Creature")
        and not _may_tap(game, object_id)
    ):
        return (f"'{object_id}' has summoning sickness", "302.6")
    for timing in ability.timing:
        if not _timing_allows(game, player, object_id, timing):
            message, rule = ACTIVATION_TIMINGS[timing]
            return (f"activate {message}", ability.timing_rule or rule)
    if cost.life and game.players[player].life < cost.life:
        return ("not enough life to pay", "119.4")
    return None


def _timing_allows(game: Game, player: str, object_id: str, timing: str) -> bool:
    """CR 602.5b, 602.5d: whether an activation restriction (:data:`ACTIVATION_TIMINGS`)
    allows ``player`` to activate the ability of ``object_id`` now."""
    if timing == "sorcery":
        return _sorcery_timing(game, player)
    if timing == "your_turn":
        return game.active_player == player
    if timing == "controllers_turn":
        return game.active_player == game.controller_of(object_id)
    if timing == "your_combat":
        return game.active_player == player and game.step.phase == "combat"
    if timing == "attached":
        return game.objects[object_id].attached_to is not None
    raise ValueError(f"unknown activation timing '{timing}'")


def _mana_actions(game: Game, player: str, payer: _Payer | None = None) -> list[Action]:
    actions: list[Action] = []
    derived = game.derived()
    for source in (payer or _Payer(game, player)).sources():
        key = ("mana actions", player, source)
        made = derived.get(key)
        if made is None:
            colors = {c for option in source.options for c in option}
            made = derived[key] = [
                ActivateManaAbility(
                    player, source.object_id, source.index, None if color is None else color.value
                )
                for color in sorted(colors, key=lambda c: "C" if c is None else c.value)
            ]
        actions += made
    return actions


def possible_attackers(game: Game) -> list[str]:
    """CR 508.1a: untapped creatures the active player controls that can attack: no summoning
    sickness (302.6) unless haste, no defender (702.3b)."""
    active = game.active_player
    out = []
    for object_id, obj in game.objects.items():
        if (
            obj.zone is not Zone.BATTLEFIELD
            or obj.tapped
            or game.controller_of(object_id) != active
        ):
            continue
        chars = game.characteristics(object_id)
        if not chars.type_line.has_card_type("Creature") or chars.has_keyword("Defender"):
            continue
        if not _may_tap(game, object_id):
            continue
        if _restricted(game, object_id, "attack"):
            continue
        out.append(object_id)
    return out


_RESTRICTIONS = {
    "attack": ("can't attack",),
    "block": ("can't block", "can't attack or block"),
    "be blocked": ("can't be blocked",),
}


def _restricted(game: Game, creature: str, what: str) -> bool:
    """CR 508.1c, 509.1b-c: whether a restriction says the creature can't ``attack``, ``block``
    or ``be blocked``: one of its own abilities ("Hulking Goblin can't block"), or a static
    ability of an Aura or Equipment attached to it ("Enchanted creature can't attack or block",
    Pacifism)."""
    texts = list(game.characteristics(creature).ability_texts)
    for object_id in _attachments(game).get(creature, ()):
        texts += [
            t
            for t in game.characteristics(object_id).ability_texts
            if t.startswith(("Enchanted creature", "Equipped creature"))
        ]
    return any(words in t for t in texts for words in _RESTRICTIONS[what])


def _attachments(game: Game) -> dict[str, list[str]]:
    """The permanents attached to each object (derived once per game version)."""
    derived = game.derived()
    found: dict[str, list[str]] | None = derived.get("attachments")
    if found is None:
        found = {}
        for object_id in _zone_lists(game).get((Zone.BATTLEFIELD, ""), ()):
            host = game.objects[object_id].attached_to
            if host is not None:
                found.setdefault(host, []).append(object_id)
        derived["attachments"] = found
    return found


def _defenders(game: Game) -> list[str]:
    """CR 506.2, 802, 508.1b: what can be attacked: the opponents, their planeswalkers, and the
    battles they protect (310.5, 310.8b: a battle's protector can never attack it; a Siege can
    be attacked by its own controller)."""
    active = game.active_player
    players = [p for p in game.turn_order if p != active and not game.players[p].lost]
    permanents = []
    for object_id in _zone_lists(game).get((Zone.BATTLEFIELD, ""), ()):
        line = game.characteristics(object_id).type_line
        walker = line.has_card_type("Planeswalker") and game.controller_of(object_id) in players
        if walker or (line.has_card_type("Battle") and protector(game, object_id) in players):
            permanents.append(object_id)
    return players + permanents


def protector(game: Game, battle: str) -> str | None:
    """CR 310.8: the player designated as a battle's protector (None: no one yet)."""
    found = game.objects[battle].choices.get("protector")
    return str(found) if found is not None else None


def defending_player(game: Game, defender: str) -> str:
    """CR 508.5: the defending player of a creature attacking ``defender``: that player, the
    controller of that planeswalker, or the protector of that battle (310.8d)."""
    if defender in game.players:
        return defender
    if game.characteristics(defender).type_line.has_card_type("Battle"):
        return protector(game, defender) or game.controller_of(defender)
    return game.controller_of(defender)


def _still_attacked(game: Game, defender: str) -> bool:
    """CR 506.4, 510.1b: whether what a creature attacks is still in combat: a player still in
    the game, or a planeswalker or battle still on the battlefield and still one. A creature
    attacking something removed from combat attacks nothing and assigns no combat damage
    (506.4c)."""
    if defender in game.players:
        return not game.players[defender].lost
    obj = game.objects.get(defender)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return False
    line = game.characteristics(defender).type_line
    return line.has_card_type("Planeswalker") or line.has_card_type("Battle")


def _attack_actions(game: Game, player: str) -> list[Action]:
    declared = game.combat.attackers
    defenders = _defenders(game)
    hooks = game.hooks.attack
    return [
        DeclareAttacker(player, creature, defender)
        for creature in possible_attackers(game) if creature not in declared
        for defender in defenders
        if not hooks or game.hooks.attack_refused(game, creature, defender) is None
    ]  # fmt: skip


def _defending_players(game: Game) -> list[str]:
    """CR 508.5, 509.1: the players who declare blockers, in turn order (those still in the
    game)."""
    attacked = set(game.combat.defending.values())
    return [p for p in game.turn_order if p in attacked and not game.players[p].lost]


def can_block(game: Game, blocker: str, attacker: str) -> bool:
    """CR 509.1b: flying (702.9b) needs flying or reach; a creature that "can't be blocked"
    isn't."""
    a = game.characteristics(attacker)
    b = game.characteristics(blocker)
    if a.has_keyword("Flying") and not (b.has_keyword("Flying") or b.has_keyword("Reach")):
        return False
    if _restricted(game, attacker, "be blocked") or _restricted(game, blocker, "block"):
        return False
    return not _protected(game, attacker, blocker)


def _protected(game: Game, protected: str, other: str) -> bool:
    """CR 702.16: protection from a color: can't be blocked by creatures of that color."""
    colors = {c.english.lower() for c in game.characteristics(other).colors}
    for ability in game.characteristics(protected).abilities:
        if ability.is_keyword("Protection"):
            quality = ability.parameter.lower().removeprefix("from ").strip()
            if quality in colors:
                return True
    return False


def _block_actions(game: Game, player: str) -> list[Action]:
    attackers = [a for a in game.combat.attackers if game.combat.defending.get(a) == player]
    out: list[Action] = []
    for object_id, obj in game.objects.items():
        if (
            obj.zone is not Zone.BATTLEFIELD
            or obj.tapped
            or game.controller_of(object_id) != player
        ):
            continue
        line = game.characteristics(object_id).type_line
        if object_id in game.combat.blockers or not line.has_card_type("Creature"):
            continue
        if line.has_card_type("Battle"):
            continue  # CR 509.1a: a blocker can't also be a battle
        out += [
            DeclareBlocker(player, object_id, a) for a in attackers if can_block(game, object_id, a)
        ]
    return out


# -- applying actions ---------------------------------------------------------------------------


def check_action(game: Game, action: Action) -> None:
    """Raise :class:`IllegalAction` (with the rule) unless ``action`` is legal now. Nothing in
    the game changes."""
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
        if _valid_choice(game, game.choices_waiting[0], action.value):
            return
        raise IllegalAction(f"'{action.value}' can't be chosen for {decision.about}", "614.12")
    if isinstance(action, AssignCombatDamage) and decision.kind is DecisionKind.ASSIGN:
        problem = _assignment_problem(game, action)  # any legal division, offered or not
        if problem is not None:
            raise IllegalAction(*problem)
        return
    legal = _legal_like(game, action)
    if action in legal:
        return
    if (
        isinstance(action, CastSpell)
        and _divided_otherwise(action, legal)
        and _division_problem(game, action) is None
    ):
        return  # CR 601.2d: any legal division, offered or not
    raise IllegalAction(*_why_illegal(game, action))


def _divided_otherwise(action: CastSpell, legal: Sequence[Action]) -> bool:
    """Whether a cast just like ``action`` but for the division of its damage is legal."""
    undivided = replace(action, divide=())
    return any(isinstance(a, CastSpell) and replace(a, divide=()) == undivided for a in legal)


def _legal_like(game: Game, action: Action) -> list[Action]:
    """The legal actions ``action`` could be one of: with priority, only those of its kind (and
    card or source), so that checking a pass doesn't list every spell's targets."""
    decision = game.pending
    if decision is None or decision.kind is not DecisionKind.PRIORITY:
        return legal_actions(game)
    player = decision.player
    if isinstance(action, PassPriority):
        return [PassPriority(player)]
    if isinstance(action, PlayLand):
        return _land_actions(game, player)
    if isinstance(action, CastSpell):
        return _cast_actions(game, player, only=action.card)
    if isinstance(action, ActivateAbility):
        return _activate_actions(game, player, only=action.source)
    if isinstance(action, ActivateManaAbility):
        return _mana_actions(game, player)
    return legal_actions(game)


_DECISION_RULES = {
    DecisionKind.MULLIGAN: "103.5", DecisionKind.BOTTOM: "103.5", DecisionKind.DISCARD: "514.1",
    DecisionKind.CHOOSE: "614.12", DecisionKind.ATTACK: "508.1", DecisionKind.BLOCK: "509.1",
    DecisionKind.PRIORITY: "117.1", DecisionKind.TARGETS: "603.3d", DecisionKind.ORDER: "603.3b",
    DecisionKind.ASSIGN: "510.1",
}  # fmt: skip
"""The rule that says what each decision is about."""


def _why_illegal(game: Game, action: Action) -> tuple[str, str]:
    """Why an action that isn't among the legal ones is illegal: a message and the rule."""
    decision = game.pending
    assert decision is not None
    expected = {
        DecisionKind.MULLIGAN: (Keep, Mulligan), DecisionKind.BOTTOM: (PutOnBottom,),
        DecisionKind.DISCARD: (Discard,), DecisionKind.CHOOSE: (Choose,),
        DecisionKind.TARGETS: (ChooseTargets,), DecisionKind.ORDER: (ChooseTrigger,),
        DecisionKind.ATTACK: (DeclareAttacker, FinishAttacks), DecisionKind.BLOCK: (DeclareBlocker, WithdrawBlocker, FinishBlocks),
        DecisionKind.ASSIGN: (AssignCombatDamage,),
        DecisionKind.PRIORITY: (PassPriority, PlayLand, CastSpell, ActivateAbility, ActivateManaAbility),
    }[decision.kind]  # fmt: skip
    rule = str(decision.data.get("rule", _DECISION_RULES[decision.kind]))
    if not isinstance(action, expected):
        return (f"the game waits for {decision.kind.value}, not '{action.kind}'", rule)
    if isinstance(action, PlayLand):
        return _why_not_land(game, action)
    if isinstance(action, CastSpell):
        return _why_not_cast(game, action)
    if isinstance(action, ActivateAbility):
        return _why_not_activate(game, action)
    if isinstance(action, ActivateManaAbility):
        return _why_not_mana(game, action)
    if isinstance(action, DeclareAttacker):
        return _why_not_attack(game, action)
    if isinstance(action, DeclareBlocker):
        return _why_not_block(game, action)
    if isinstance(action, FinishBlocks) and _menace_blocks(game, action.player):
        alone = ", ".join(_menace_blocks(game, action.player))
        return (f"{alone} can't block an attacker with menace alone", "702.111b")
    if isinstance(action, WithdrawBlocker):
        return (f"'{action.blocker}' isn't a blocker that needs taking back", "509.1c")
    if isinstance(action, Discard):
        return (f"'{action.card}' is not a card in {action.player}'s hand", "514.1")
    if isinstance(action, PutOnBottom):
        return (
            f"put {decision.count} different card(s) from your hand on the bottom, "
            f"not {len(action.cards)}",
            "103.5",
        )
    return ("that choice isn't one of the options", rule)


def _in_hand(game: Game, card: str, player: str) -> bool:
    obj = game.objects.get(card)
    return obj is not None and obj.zone is Zone.HAND and obj.owner == player


def _why_not_land(game: Game, action: PlayLand) -> tuple[str, str]:
    """CR 305.1: a land card from your hand, in your main phase with an empty stack; 305.2: one
    per turn."""
    if not _in_hand(game, action.card, action.player):
        return (f"'{action.card}' is not in {action.player}'s hand", "305.1")
    if not game.characteristics(action.card).type_line.has_card_type("Land"):
        return (f"'{action.card}' is not a land", "305.1")
    if not _sorcery_timing(game, action.player):
        return ("a land can be played only in your main phase with an empty stack", "305.1")
    return ("a land was already played this turn", "305.2")


def _why_not_cast(game: Game, action: CastSpell) -> tuple[str, str]:
    """CR 601.2a (from hand), 117.1a (timing), 205.4e (legendary sorceries), 601.2c (targets),
    601.2h (the cost)."""
    player = action.player
    if not _in_hand(game, action.card, player):
        return (f"'{action.card}' is not in {player}'s hand", "601.2a")
    chars = game.characteristics(action.card)
    if chars.type_line.has_card_type("Land") or chars.mana_cost is None:
        return (f"'{action.card}' can't be cast (a land is played, not cast)", "305.9")
    if not _may_cast_now(game, player, action.card):
        instant_speed = chars.type_line.has_card_type("Instant") or chars.has_keyword("Flash")
        if instant_speed or _sorcery_timing(game, player):
            return ("a legendary sorcery needs a legendary creature or planeswalker", "205.4e")
        return (
            "a noninstant spell only in your main phase with an empty stack (sorcery speed)",
            "117.1a",
        )
    if action.reveal is not None and action.reveal not in _reveal_options(
        game, player, action.card, action.face
    ):
        return (f"revealing '{action.reveal}' gives {action.card} no other text", "Bond 502.A")
    try:
        specs = _cast_targets(game, action.card, action.face, action.reveal)
        check_targets(game, specs, action.targets, action.card, player)
    except IllegalAction as error:
        return (str(error).split(" (CR ")[0], getattr(error, "rule", None) or "601.2c")
    division = _division_problem(game, action)
    if division is not None:
        return division
    has_x = any(s.text == "{X}" for s in chars.mana_cost.symbols)
    if action.x < 0 or (action.x and not has_x):
        return (f"X can't be {action.x} for this spell", "601.2b")
    halves = split_halves(game, action.card)
    if action.face not in halves:
        named = ", ".join(h for h in halves if h) or "it isn't a split card"
        return (f"'{action.face}' isn't a half of '{action.card}' ({named})", "709.3")
    offered = [label for label, _ in casting_costs(game, player, action.card, action.face)]
    if action.cost not in offered:
        return (
            f"'{action.card}' can't be cast for '{action.cost}' now "
            f"(it may be cast for: {', '.join(offered) or 'nothing'})",
            "601.2b",
        )
    problem = _why_not_additional(game, action, additional_costs(game, action.card))
    if problem is not None:
        return problem
    return ("the spell's total cost can't be paid", "601.2h")


def _why_not_additional(
    game: Game, action: CastSpell, costs: AdditionalCosts
) -> tuple[str, str] | None:
    """Why the additional costs ``action`` announces can't be paid (CR 118.8, 601.2b, 601.2h),
    or None: kicked only with kicker, more than once only with multikicker (702.33a-d); the
    permanents to sacrifice are that many different permanents of the kind the cost names that
    the caster controls (701.21a); the cards to discard are other cards in their hand
    (701.9a); life only as much as they have (119.4)."""
    player = action.player
    if action.kicks < 0 or (action.kicks and costs.kicker is None):
        return (f"'{action.card}' has no kicker: it can't be kicked", "702.33a")
    if action.kicks > 1 and not costs.multikicker:
        return ("a spell with kicker is kicked once at most (multikicker: any number)", "702.33d")
    if action.kicks > MAX_KICKS:
        return (f"kicked more than the {MAX_KICKS} times this game offers", "702.33c")
    extra = costs.announced(action.kicks)
    wanted = extra.sacrifice
    if len(action.sacrifice) != len(wanted) or len(set(action.sacrifice)) != len(wanted):
        if not wanted:
            return ("nothing is sacrificed to cast this spell", "118.8")
        what = " and ".join(f"a {w.lower()}" for w in wanted)
        return (f"choose what to sacrifice for the additional cost: {what}", "118.8")
    for permanent, word in zip(action.sacrifice, wanted, strict=True):
        obj = game.objects.get(permanent)
        if (
            obj is None
            or obj.zone is not Zone.BATTLEFIELD
            or game.controller_of(permanent) != player
        ):
            return (
                f"{player} can't sacrifice '{permanent}': not a permanent they control",
                "701.21a",
            )
        if not is_a(game, permanent, word):
            return (f"'{permanent}' is not a {word.lower()} (the cost: {extra.text})", "601.2h")
    if len(action.discard) != extra.discard or len(set(action.discard)) != extra.discard:
        return (f"choose {extra.discard} different card(s) to discard for this spell", "118.8")
    for card in action.discard:
        if card == action.card or not _in_hand(game, card, player):
            return (f"'{card}' is not another card in {player}'s hand to discard", "701.9a")
    if extra.life > game.players[player].life:
        return (f"{player} can't pay {extra.life} life with {game.players[player].life}", "119.4")
    return None


def _why_not_activate(game: Game, action: ActivateAbility) -> tuple[str, str]:
    """CR 602.2: an activated ability of a permanent you control; its costs (107.5, 302.6,
    119.4, 601.2h), timing (702.6a) and targets (601.2c)."""
    player = action.player
    obj = game.objects.get(action.source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return (f"there is no permanent '{action.source}'", "602.2")
    abilities = _activated(game, action.source)
    if not 1 <= action.index <= len(abilities):
        return (f"'{action.source}' has no activated ability {action.index}", "602.1")
    ability = abilities[action.index - 1]
    if game.controller_of(action.source) != player and ability.activators != "any":
        return (f"{player} doesn't control '{action.source}'", "602.2")
    if ability.kind is AbilityKind.MANA:
        return ("a mana ability doesn't use the stack: activate it as a mana ability", "605.3b")
    problem = _activation_problem(game, player, action.source, ability)
    if problem:
        return problem
    try:
        check_targets(game, ability.targets, action.targets, action.source, player)
    except IllegalAction as error:
        return (str(error).split(" (CR ")[0], getattr(error, "rule", None) or "601.2c")
    return ("the ability's total cost can't be paid", "601.2h")


def _why_not_mana(game: Game, action: ActivateManaAbility) -> tuple[str, str]:
    """CR 605.3a: a mana ability of a permanent you control, whose cost can be paid (107.5,
    302.6)."""
    obj = game.objects.get(action.source)
    if (
        obj is None
        or obj.zone is not Zone.BATTLEFIELD
        or game.controller_of(action.source) != action.player
    ):
        return (f"{action.player} controls no permanent '{action.source}'", "605.3a")
    if obj.tapped:
        return (f"'{action.source}' is tapped", "107.5")
    chars = game.characteristics(action.source)
    if chars.type_line.has_card_type("Creature") and not _may_tap(game, action.source):
        return (f"'{action.source}' has summoning sickness", "302.6")
    return (f"'{action.source}' has no mana ability {action.index} making that mana", "605.1a")


def _why_not_attack(game: Game, action: DeclareAttacker) -> tuple[str, str]:
    """CR 508.1a: an untapped creature the active player controls; 302.6 (summoning sickness);
    702.3b (defender); 508.1b (whom it attacks)."""
    creature = action.creature
    obj = game.objects.get(creature)
    if (
        obj is None
        or obj.zone is not Zone.BATTLEFIELD
        or game.controller_of(creature) != action.player
        or not game.characteristics(creature).type_line.has_card_type("Creature")
    ):
        return (f"{action.player} controls no creature '{creature}'", "508.1a")
    chars = game.characteristics(creature)
    if creature in game.combat.attackers:
        return (f"'{creature}' is already attacking", "508.1a")
    if obj.tapped:
        return (f"'{creature}' is tapped", "508.1a")
    if not _may_tap(game, creature):
        return (f"'{creature}' has summoning sickness", "302.6")
    if chars.has_keyword("Defender"):
        return (f"'{creature}' has defender", "702.3b")
    if action.defender not in _defenders(game):
        return _why_not_attacked(game, action.defender)
    refusal = game.hooks.attack_refused(game, creature, action.defender)
    if refusal is not None:
        return refusal
    return (f"'{creature}' can't attack", "508.1c")


def _why_not_attacked(game: Game, defender: str) -> tuple[str, str]:
    """CR 508.1b: a creature attacks an opponent, a planeswalker an opponent controls, or a
    battle an opponent protects; 310.8b: never a battle its attacker's controller protects."""
    obj = game.objects.get(defender)
    if (
        obj is not None
        and obj.zone is Zone.BATTLEFIELD
        and game.characteristics(defender).type_line.has_card_type("Battle")
        and protector(game, defender) == game.active_player
    ):
        return (f"'{defender}' is protected by {game.active_player}", "310.8b")
    return (f"'{defender}' can't be attacked", "508.1b")


def _why_not_block(game: Game, action: DeclareBlocker) -> tuple[str, str]:
    """CR 509.1a: an untapped creature the defending player controls blocks one creature
    attacking them; 702.9b (flying), 702.16f (protection), 509.1b (restrictions)."""
    blocker, attacker = action.blocker, action.attacker
    obj = game.objects.get(blocker)
    if (
        obj is None
        or obj.zone is not Zone.BATTLEFIELD
        or game.controller_of(blocker) != action.player
        or not game.characteristics(blocker).type_line.has_card_type("Creature")
    ):
        return (f"{action.player} controls no creature '{blocker}'", "509.1a")
    if obj.tapped:
        return (f"'{blocker}' is tapped", "509.1a")
    if blocker in game.combat.blockers:
        return (f"'{blocker}' is already blocking", "509.1a")
    if game.characteristics(blocker).type_line.has_card_type("Battle"):
        return (f"'{blocker}' is a battle", "509.1a")
    if game.combat.defending.get(attacker) != action.player:
        return (
            f"'{attacker}' is not a creature attacking {action.player}, a planeswalker they "
            "control or a battle they protect",
            "509.1a",
        )
    a, b = game.characteristics(attacker), game.characteristics(blocker)
    if a.has_keyword("Flying") and not (b.has_keyword("Flying") or b.has_keyword("Reach")):
        return (f"'{attacker}' has flying; '{blocker}' has neither flying nor reach", "702.9b")
    if _protected(game, attacker, blocker):
        return (f"'{attacker}' has protection from '{blocker}'", "702.16f")
    return (f"'{blocker}' can't block '{attacker}'", "509.1b")


def perform(game: Game, action: Action) -> None:
    """Carry out a legal action and move the game on until the next decision."""
    game.log.append(action)
    if isinstance(action, Concede):
        return _concede(game, action.player)
    if isinstance(action, Keep):
        return _keep(game, action.player)
    if isinstance(action, Mulligan):
        game.mulligans[action.player] = game.mulligans.get(action.player, 0) + 1
        for card in hand(game, action.player):
            game.move(card, Zone.LIBRARY)
        shuffle_library(game, action.player)
        draw(game, action.player, OPENING_HAND)
        if _cards_to_bottom(game, action.player) >= OPENING_HAND:
            return _keep(game, action.player)  # CR 103.5: no mulligan below zero cards
        game.pending = Decision(DecisionKind.MULLIGAN, action.player)
        return None
    if isinstance(action, PutOnBottom):
        for card in action.cards:
            game.move(card, Zone.LIBRARY, bottom=True)  # CR 103.5: once each, at the bottom
        return _mulligan_decided(game, action.player)
    if isinstance(action, ChooseTrigger):
        resume = str((game.pending.data if game.pending else {}).get("resume", game.active_player))
        _choose_trigger(game, action.trigger)
        return give_priority(game, resume)
    if isinstance(action, ChooseTargets):
        resume = str((game.pending.data if game.pending else {}).get("resume", game.active_player))
        if game.targeting is None:  # CR 707.10c: the targets of a copy of a spell
            _copy_targets_chosen(game, game.copies_waiting.pop(0), action.targets)
            return give_priority(game, resume)
        source, ability, controller = game.targeting
        game.targeting = None
        _push_trigger(game, source, ability, controller, action.targets)
        return give_priority(game, resume)
    if isinstance(action, Choose):
        resume = str((game.pending.data if game.pending else {}).get("resume", game.active_player))
        _make_choice(game, action.value)
        return give_priority(game, resume)
    if isinstance(action, Discard):
        game.move(action.card, Zone.GRAVEYARD)
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
        _as_enters(game, action.card)
        game.events.append(_log("play land", f"{action.player} plays {action.card}", "305.1"))
        game.passes = set()
        return give_priority(game, action.player)
    if isinstance(action, CastSpell):
        _cast(game, action)
        return give_priority(game, action.player)
    if isinstance(action, ActivateAbility):
        _activate(game, action)
        return give_priority(game, action.player)
    if isinstance(action, ActivateManaAbility):
        _produce_mana(game, action.player, action.source, action.index, action.color)
        return give_priority(game, action.player)
    if isinstance(action, DeclareAttacker):
        game.combat.attackers[action.creature] = action.defender
        game.combat.defending[action.creature] = defending_player(game, action.defender)
        return None
    if isinstance(action, FinishAttacks):
        return _finish_attacks(game)
    if isinstance(action, DeclareBlocker):
        game.combat.blockers[action.blocker] = action.attacker
        return None
    if isinstance(action, WithdrawBlocker):
        del game.combat.blockers[action.blocker]
        return None
    if isinstance(action, FinishBlocks):
        return _finish_blocks(game, action.player)
    if isinstance(action, AssignCombatDamage):
        return _assign(game, action)
    raise AssertionError(f"unhandled action {action!r}")


def _discarded(game: Game, action: Discard) -> None:
    """CR 701.9b: one card of a spell's "discards N cards" is chosen and discarded; when all
    are, the game goes on to priority."""
    game.events.append(_log("discard", f"{action.player} discards {action.card}", "701.9a"))
    player, count = game.discards_waiting.pop(0)
    if count > 1 and hand(game, player):
        game.discards_waiting.insert(0, (player, count - 1))
    resume = (game.pending.data if game.pending else {}).get("resume", game.active_player)
    give_priority(game, str(resume))


def _pay(
    game: Game,
    player: str,
    cost: ManaCost,
    x: int,
    exclude: str | None = None,
    *,
    life_reserved: int = 0,
) -> None:
    plan = _plan(game, player, cost, x, exclude, life_reserved)
    if plan is None:
        raise AssertionError("payment was checked as possible")
    for source, option in plan.activations:
        _produce_mana(game, player, source.object_id, source.index, None, option=option)
    # The pool now holds the planned mana; spend what the plan said, re-planned on the pool.
    life = game.players[player].life - life_reserved
    final = plan_payment(cost, x, game.pools[player].mana, [], life)
    assert final is not None
    game.pools[player].spend(final.pool)
    game.players[player].life -= final.life


def _produce_mana(
    game: Game,
    player: str,
    source: str,
    index: int,
    color: str | None,
    *,
    option: int | None = None,
) -> None:
    """CR 605.3: activate a mana ability: pay its cost ({T}) and add its mana at once."""
    ability = _activated(game, source)[index - 1]
    options = mana_options(ability)
    if option is None:
        option = next(
            i for i, o in enumerate(options) if any((c.value if c else None) == color for c in o)
        )
    chars = game.characteristics(source)
    properties = frozenset(p for hook in game.mana_properties for p in hook(chars))
    game.objects[source].tapped = True
    game.pools[player].add(Mana(c, source, properties) for c in options[option])


def _cast(game: Game, action: CastSpell) -> None:
    """CR 601.2: move the card to the stack, choose targets and X, announce the additional
    costs (601.2b), pay the total cost (601.2f-h): the mana, then the rest."""
    player = action.player
    way = _way_to_cast(game, action)
    assert way is not None, "the action was checked as legal"
    _pay(game, player, way.cost, action.x, life_reserved=way.extra.life)
    if action.face is not None:
        game.cast_as_half(action.card, action.face)  # CR 709.3a
    texts = revealed_texts(game, action.card, action.reveal)
    abilities, targets = spell_text(game, action.card, texts)
    game.move(action.card, Zone.STACK)
    obj = game.objects[action.card]
    obj.controller = player
    obj.kicks = action.kicks
    variables = _pay_beyond_mana(game, action, way.extra)
    name = game.characteristics(action.card).name
    if action.reveal is not None:
        game.cast_with_text(action.card, abilities, targets)
        game.events.append(
            _log("reveal", f"{player} reveals {action.reveal}: {name} has the text "
                 + " ".join(repr(a.render(name)) for a in abilities), "Bond 502.A")
        )  # fmt: skip
    kicked = _kicked_words(action.kicks)
    game.stack.append(
        StackItem(
            action.card, "spell", action.card, player, None, action.targets, action.x,
            f"{name}{kicked}", variables=variables, divide=action.divide,
        ).remember_targets(game)
    )  # fmt: skip
    game.spell_cast(player, action.card)
    game.count_spell_cast(player)
    game.events.append(
        _log(
            "cast",
            f"{player} casts {name}{kicked}"
            + (f" targeting {', '.join(action.targets)}" if action.targets else "")
            + (f", dividing {'/'.join(map(str, action.divide))}" if action.divide else ""),
            "702.33d" if action.kicks else "601.2",
        )
    )
    _event(game, GameEvent("cast", action.card, player))
    game.passes = set()


def _kicked_words(kicks: int) -> str:
    """How a log line says a spell was kicked (CR 702.33d)."""
    if not kicks:
        return ""
    return " (kicked)" if kicks == 1 else f" (kicked {kicks} times)"


def _way_to_cast(game: Game, action: CastSpell) -> _WayToCast | None:
    """The cost ``action`` announces for its card (CR 601.2b), among those it may be cast for."""
    return next(
        (
            w for w in _spells_in_hand(game, action.player)
            if (w.card, w.face, w.label, w.kicks) == (action.card, action.face, action.cost, action.kicks)
        ),
        None,
    )  # fmt: skip


def _pay_beyond_mana(game: Game, action: CastSpell, extra: SpellCost) -> dict[str, int]:
    """CR 601.2h, 118.8: pay the additional costs that aren't mana — sacrifice the chosen
    permanents (701.21a), discard the chosen cards (701.9a), pay life (119.4). Returns what the
    spell remembers of them: the power of what was sacrificed, as it last existed (608.2h)."""
    player = action.player
    remembered: dict[str, int] = {}
    if action.kicks:
        remembered["kicked"] = action.kicks
    if action.sacrifice:
        power = sum(max(0, game.characteristics(p).power or 0) for p in action.sacrifice)
        remembered["sacrificed_power"] = power
    for permanent in action.sacrifice:
        game.move(permanent, Zone.GRAVEYARD)
        game.events.append(_log("sacrifice", f"{player} sacrifices {permanent}", "701.21a"))
    for card in action.discard:
        game.move(card, Zone.GRAVEYARD)
        game.events.append(_log("discard", f"{player} discards {card}", "701.9a"))
    if extra.life:
        game.players[player].life -= extra.life
        game.events.append(_log("pay life", f"{player} pays {extra.life} life", "119.4"))
    return remembered


def _activate(game: Game, action: ActivateAbility) -> None:
    """CR 602.2: put the ability on the stack, pay its costs."""
    player = action.player
    ability = _activated(game, action.source)[action.index - 1]
    cost = _ability_cost(ability)
    assert cost is not None
    if cost.mana is not None:
        _pay(game, player, cost.mana, action.x, action.source if cost.tap else None)
    if cost.tap:
        game.objects[action.source].tapped = True
    game.players[player].life -= cost.life
    name = game.characteristics(action.source).name
    item = StackItem(
        f"ability-{game.next_timestamp()}",
        "ability",
        action.source,
        player,
        ability,
        action.targets,
        action.x,
        f"{name}: {ability.render(name)}",
        variables=_source_state(game, action.source),
    ).remember_targets(game)
    if cost.sacrifice_self:
        game.move(action.source, Zone.GRAVEYARD)
    game.stack.append(item)
    game.events.append(_log("activate", item.description, "602.2"))
    game.passes = set()


# -- combat ---------------------------------------------------------------------------------------


def _finish_attacks(game: Game) -> None:
    """CR 508.1f-k: attacking creatures tap (unless vigilance); "attacks" triggers."""
    for creature in game.combat.attackers:
        if not game.characteristics(creature).has_keyword("Vigilance"):
            game.objects[creature].tapped = True
        game.events.append(
            _log("attack", f"{creature} attacks {game.combat.attackers[creature]}", "508.1")
        )
        _event(game, GameEvent("attacks", creature, game.active_player))
    give_priority(game, game.active_player)


def _menace_blocks(game: Game, player: str) -> list[str]:
    """CR 702.111b, 509.1c: the blockers ``player`` declared that each block, alone, an
    attacker with menace (such a declaration can't be finished)."""
    per_attacker: dict[str, list[str]] = {}
    for blocker, attacker in game.combat.blockers.items():
        if game.controller_of(blocker) == player:
            per_attacker.setdefault(attacker, []).append(blocker)
    return [
        blockers[0] for attacker, blockers in per_attacker.items()
        if len(blockers) == 1 and game.characteristics(attacker).has_keyword("Menace")
    ]  # fmt: skip


def _finish_blocks(game: Game, player: str) -> None:
    """CR 509.1: the declared blockers are final (the declaration was checked legal: menace,
    702.111b, needs two or more blockers)."""
    mine = {b: a for b, a in game.combat.blockers.items() if game.controller_of(b) == player}
    per_attacker: dict[str, list[str]] = {}
    for blocker, attacker in mine.items():
        per_attacker.setdefault(attacker, []).append(blocker)
    for attacker, blockers in per_attacker.items():
        game.combat.blocked.add(attacker)
        for b in blockers:
            game.events.append(_log("block", f"{b} blocks {attacker}", "509.1"))
            _event(game, GameEvent("blocks", b, player))
        _event(game, GameEvent("becomes_blocked", attacker, game.active_player))
    defenders = game.pending.data.get("defenders", []) if game.pending else []
    remaining = [
        p for p in defenders if isinstance(p, str) and p != player and p not in game.blocks_declared
    ]
    game.blocks_declared.add(player)
    if remaining:
        game.pending = Decision(DecisionKind.BLOCK, remaining[0], data={"defenders": defenders})
        return
    game.blocks_declared = set()
    give_priority(game, game.active_player)


def _any_first_strike(game: Game) -> bool:
    fighters = list(game.combat.attackers) + list(game.combat.blockers)
    return any(
        f in game.objects and (game.characteristics(f).has_keyword("First strike") or game.characteristics(f).has_keyword("Double strike"))
        for f in fighters
    )  # fmt: skip


def _deals_damage_now(game: Game, creature: str, first_strike: bool) -> bool:
    """CR 510.4: in the first-strike step, creatures with first or double strike; in the
    regular step, those that had neither as the first-strike step began, and those that have
    double strike now (a first striker that lost first strike doesn't deal damage again)."""
    chars = game.characteristics(creature)
    double = chars.has_keyword("Double strike")
    if first_strike:
        return double or chars.has_keyword("First strike")
    return double or creature not in game.combat.first_strike_done


def _note_first_strikers(game: Game) -> None:
    """CR 510.4: remember who had first or double strike as the first-strike step began."""
    combat = game.combat
    combat.first_strike_done = {
        f for f in [*combat.attackers, *combat.blockers]
        if _on_battlefield(game, f) and _deals_damage_now(game, f, first_strike=True)
    }  # fmt: skip


def _on_battlefield(game: Game, object_id: str) -> bool:
    obj = game.objects.get(object_id)
    return obj is not None and obj.zone is Zone.BATTLEFIELD


def _lethal(game: Game, blocker: str, deathtouch: bool) -> int:
    """CR 702.19b: the damage lethal to a creature, damage already marked on it counted; with
    deathtouch any nonzero amount is lethal (702.2c)."""
    left = max(0, (game.characteristics(blocker).toughness or 0) - game.objects[blocker].damage)
    return min(1, left) if deathtouch else left


def blocked_attacker(game: Game, attacker: str, first_strike: bool) -> Blocked | None:
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
    deathtouch = chars.has_keyword("Deathtouch")
    lethal = tuple(_lethal(game, b, deathtouch) for b in blockers)
    return Blocked(
        attacker, power, combat.attackers[attacker], blockers, lethal,
        chars.has_keyword("Trample"), deathtouch,
    )  # fmt: skip


def awaiting_assignment(game: Game) -> list[Blocked]:
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


def damage_step(game: Game) -> None:
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


def _assignment_problem(game: Game, action: AssignCombatDamage) -> tuple[str, str] | None:
    """Why ``action`` isn't a legal assignment now (CR 510.1a-c, 702.19b), or None."""
    for blocked in awaiting_assignment(game):
        if blocked.attacker == action.attacker:
            return blocked.problem(action.assignment)
    return (f"'{action.attacker}' has no combat damage to divide now", "510.1c")


def _assign(game: Game, action: AssignCombatDamage) -> None:
    game.combat.assigned[action.attacker] = action.assignment
    divided = ", ".join(f"{amount} to {recipient}" for recipient, amount in action.assignment)
    game.events.append(
        _log(
            "assign damage",
            f"{action.player} assigns {action.attacker}'s combat damage: {divided}",
            "510.1c",
        )
    )
    damage_step(game)


def combat_damage(game: Game, *, first_strike: bool) -> None:
    """CR 510.1-510.2: every attacking and blocking creature assigns its combat damage — a
    blocked attacker as its controller chose (:class:`AssignCombatDamage`) or, with no choice to
    make, all to its one blocker, or with trample lethal damage first and the rest to what it
    attacks (702.19b; 702.19d with no blocker left) — then all of it is dealt at once.
    Lifelink (702.15b), deathtouch (702.2b), infect not modeled."""
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
        if power > 0 and _still_attacked(game, defender):  # CR 510.1b: else no damage to it
            assignments.append((attacker, defender, power))
    for blocker, attacker in combat.blockers.items():
        if not _on_battlefield(game, blocker) or not _on_battlefield(game, attacker):
            continue
        if not _deals_damage_now(game, blocker, first_strike):
            continue
        power = max(0, game.characteristics(blocker).power or 0)
        if power > 0:
            assignments.append((blocker, attacker, power))
    for source, recipient, amount in assignments:
        deal_damage(game, source, recipient, amount, combat=True)


def deal_damage(
    game: Game, source: str, recipient: str, amount: int, *, combat: bool = False
) -> None:
    """CR 120.3: damage to a player makes them lose that much life; to a permanent, see
    :func:`damage_permanent`; lifelink gains its controller life (702.15b); deathtouch damage
    to a creature destroys it (704.5h)."""
    chars = game.characteristics(source)
    if recipient in game.players:
        game.players[recipient].life -= amount
        if combat:
            _event(game, GameEvent("deals_combat_damage_to_player", source, recipient))
        if recipient != game.controller_of(source):
            _event(game, GameEvent("deals_damage_to_opponent", source, recipient))
    elif recipient in game.objects:
        damage_permanent(game, recipient, amount, deathtouch=chars.has_keyword("Deathtouch"))
    if chars.has_keyword("Lifelink"):
        game.players[game.controller_of(source)].life += amount
    game.events.append(
        _log(
            "damage",
            f"{source} deals {amount} damage to {recipient}",
            "510.2" if combat else "120.3",
        )
    )


def _destroy(game: Game, object_id: str, rule: str) -> None:
    obj = game.objects[object_id]
    if obj.regeneration_shields > 0:
        obj.regeneration_shields -= 1
        obj.tapped = True
        obj.damage = 0
        game.events.append(_log("regenerate", f"{object_id} regenerates", "701.19a"))
        return
    game.move(object_id, Zone.GRAVEYARD)
    game.events.append(_log("state-based action", f"{object_id} is destroyed", rule))


def _log(event: str, detail: str, rule: str | None) -> Any:
    from mtgrules.game.state import Event

    return Event(event, detail, rule)


def chosen_defender(game: Game, creature: str) -> str | None:
    return game.combat.attackers.get(creature)


def summarize(game: Game) -> dict[str, Any]:
    """The game's situation for the JSON output: turn, active player, phase, step, winner."""
    winner = next((p.id for p in game.players.values() if p.won), None)
    return {
        "turn": game.turn,
        "active": game.active_player,
        "phase": game.step.phase,
        "step": game.step.label,
        "priority": game.pending.player if game.pending else None,
        "waiting_for": game.pending.kind.value if game.pending else None,
        "winner": winner,
        "over": game.over,
        "stack": [item.description for item in game.stack],
    }


def iter_unique(values: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(values))
