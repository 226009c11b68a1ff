"""Declaring attackers and blockers (CR 506-509): who may attack whom, who may block whom, and
the requirements and restrictions on them."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgrules.effects.ops import ChangeRules
from mtgrules.game.actions import Action, DeclareAttacker, DeclareBlocker
from mtgrules.game.battles import protector
from mtgrules.game.keywords import (
    BLOCKING_RULES,
    DEFENDER,
    FLYING,
    MENACE,
    VIGILANCE,
)
from mtgrules.game.log_entries import entry
from mtgrules.game.mana import may_tap
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import Decision, DecisionKind
from mtgrules.game.refusals import Refusal
from mtgrules.game.restrictions import restricted_by_static, restricted_this_turn
from mtgrules.game.stack import give_priority
from mtgrules.game.triggers import emit_event
from mtgrules.game.zones import zone_lists
from mtgrules.model.triggers import GameEvent, TriggerEvent

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def possible_attackers(game: GameState) -> list[str]:
    """CR 508.1a: the creatures the active player could declare as attackers (already declared
    ones among them): those :func:`attacker_refusal` and :func:`attack_restriction` don't
    refuse."""
    active = game.active_player
    # Only the active player's permanents may attack (attacker_refusal decides): the rest are
    # passed over without building their refusals; only permanents are looked at (the
    # game's order, as the zone lists keep it).
    return [
        object_id
        for object_id in zone_lists(game).get((Zone.BATTLEFIELD, ""), ())
        if game.controller_of(object_id) == active
        and attacker_refusal(game, active, object_id, declared=False) is None
        and attack_restriction(game, object_id) is None
    ]


def attacker_refusal(
    game: GameState, player: str, creature: str, *, declared: bool = True
) -> Refusal | None:
    """CR 508.1a: an attacker is an untapped creature the active player controls, not already
    attacking (unless ``declared`` is False), without summoning sickness (302.6) or defender
    (702.3b)."""
    obj = game.objects.get(creature)
    if (
        obj is None
        or obj.zone is not Zone.BATTLEFIELD
        or game.controller_of(creature) != player
        or not game.characteristics(creature).type_line.has_card_type("Creature")
    ):
        return Refusal(f"{player} controls no creature '{creature}'", "508.1a")
    if declared and creature in game.combat.attackers:
        return Refusal(f"'{creature}' is already attacking", "508.1a")
    if obj.tapped:
        return Refusal(f"'{creature}' is tapped", "508.1a")
    if not may_tap(game, creature):
        return Refusal(f"'{creature}' has summoning sickness", "302.6")
    if game.characteristics(creature).has_keyword(DEFENDER):
        return Refusal(f"'{creature}' has defender", "702.3b")
    return None


def attack_restriction(game: GameState, creature: str) -> Refusal | None:
    """CR 508.1c: a restriction says the creature can't attack."""
    if _restricted(game, creature, "attack"):
        return Refusal(f"'{creature}' can't attack", "508.1c")
    return None


ATTACKS_EACH_COMBAT = "attacks_each_combat_if_able"
"""CR 508.1d: the requirement "{this} attacks each combat if able" (a rules-changing effect of
the creature's own static ability, 613.11; it may hold only as long as a condition does)."""


def attack_requirement_refusal(game: GameState, player: str) -> Refusal | None:
    """CR 508.1d: the declaration can't be finished while a creature that attacks each combat if
    able could still attack (no restriction stops it, some player or permanent may be attacked)
    and hasn't been declared: the most requirements are obeyed that can be."""
    defenders = _defenders(game)
    for creature in possible_attackers(game):
        if creature in game.combat.attackers or ATTACKS_EACH_COMBAT not in rules_of(game, creature):
            continue
        if any(defender_refusal(game, creature, d, defenders) is None for d in defenders):
            return Refusal(f"'{creature}' attacks each combat if able", "508.1d")
    return None


def defender_refusal(
    game: GameState, creature: str, defender: str, defenders: Sequence[str] | None = None
) -> Refusal | None:
    """CR 508.1b: a creature attacks an opponent, a planeswalker an opponent controls, or a
    battle an opponent protects (310.8b: never a battle its attacker's controller protects);
    and what a variant's rules say (:attr:`~mtgrules.game.game_state.RuleHooks.attack`).
    ``defenders`` are those of :func:`_defenders`, when already known."""
    if defender not in (_defenders(game) if defenders is None else defenders):
        obj = game.objects.get(defender)
        if (
            obj is not None
            and obj.zone is Zone.BATTLEFIELD
            and game.characteristics(defender).type_line.has_card_type("Battle")
            and protector(game, defender) == game.active_player
        ):
            return Refusal(f"'{defender}' is protected by {game.active_player}", "310.8b")
        return Refusal(f"'{defender}' can't be attacked", "508.1b")
    if game.hooks.attack:
        refused = game.hooks.attack_refused(game, creature, defender)
        if refused is not None:
            return Refusal(*refused)
    return None


def attack_refusal(game: GameState, player: str, creature: str, defender: str) -> Refusal | None:
    """CR 508.1a-c: may ``player`` declare ``creature`` as attacking ``defender`` now?"""
    return (
        attacker_refusal(game, player, creature)
        or defender_refusal(game, creature, defender)
        or attack_restriction(game, creature)
    )


def _restricted(game: GameState, creature: str, what: str) -> bool:
    """CR 508.1c, 509.1b-c: whether a restriction says the creature can't ``attack``, ``block``
    or ``be_blocked``: a static ability in force (its own, "Hulking Goblin can't block"; an Aura's
    or Equipment's attached to it, "Enchanted creature can't attack or block", Pacifism), or an
    effect until end of turn."""
    return restricted_by_static(game, creature, what) or restricted_this_turn(game, creature, what)


def _attachments(game: GameState) -> dict[str, list[str]]:
    """The permanents attached to each object (derived once per game version)."""
    derived = game.derived()
    found: dict[str, list[str]] | None = derived.get("attachments")
    if found is None:
        found = {}
        for object_id in zone_lists(game).get((Zone.BATTLEFIELD, ""), ()):
            host = game.objects[object_id].attached_to
            if host is not None:
                found.setdefault(host, []).append(object_id)
        derived["attachments"] = found
    return found


def _defenders(game: GameState) -> list[str]:
    """CR 506.2, 802, 508.1b: what can be attacked: the opponents, their planeswalkers, and the
    battles they protect (310.5, 310.8b: a battle's protector can never attack it; a Siege can
    be attacked by its own controller)."""
    active = game.active_player
    players = [p for p in game.turn_order if p != active and not game.players[p].lost]
    permanents = []
    for object_id in zone_lists(game).get((Zone.BATTLEFIELD, ""), ()):
        line = game.characteristics(object_id).type_line
        walker = line.has_card_type("Planeswalker") and game.controller_of(object_id) in players
        if walker or (line.has_card_type("Battle") and protector(game, object_id) in players):
            permanents.append(object_id)
    return players + permanents


def still_attacked(game: GameState, defender: str) -> bool:
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


def attack_actions(game: GameState, player: str) -> list[Action]:
    """CR 508.1: the attacks ``player`` may declare next: each creature not yet attacking, at
    each player, planeswalker or battle it may attack."""
    declared = game.combat.attackers
    defenders = _defenders(game)
    return [
        DeclareAttacker(player, creature, defender)
        for creature in possible_attackers(game) if creature not in declared
        for defender in defenders
        if defender_refusal(game, creature, defender, defenders) is None
    ]  # fmt: skip


def defending_players(game: GameState) -> list[str]:
    """CR 508.5, 509.1: the players who declare blockers, in turn order (those still in the
    game)."""
    attacked = set(game.combat.defending.values())
    return [p for p in game.turn_order if p in attacked and not game.players[p].lost]


def can_block(game: GameState, blocker: str, attacker: str) -> bool:
    """CR 509.1b: whether nothing about the two creatures stops ``blocker`` blocking
    ``attacker`` (:func:`blocking_restriction`)."""
    return blocking_restriction(game, blocker, attacker) is None


def blocking_restriction(game: GameState, blocker: str, attacker: str) -> Refusal | None:
    """CR 509.1b: what the keywords say (flying 702.9b, protection 702.16f:
    :data:`~mtgrules.game.keywords.BLOCKING_RULES`); a creature that "can't block", or an
    attacker that "can't be blocked"."""
    for rule in BLOCKING_RULES:
        refusal = rule(game, blocker, attacker)
        if refusal is not None:
            return refusal
    if _restricted(game, attacker, "be_blocked") or _restricted(game, blocker, "block"):
        return Refusal(f"'{blocker}' can't block '{attacker}'", "509.1b")
    if BLOCKS_ONLY_FLYERS in rules_of(game, blocker) and not game.characteristics(
        attacker
    ).has_keyword(FLYING):
        return Refusal(f"'{blocker}' can block only creatures with flying", "509.1b")
    return None


BLOCKS_ONLY_FLYERS = "can_block_only_creatures_with_flying"
"""CR 509.1b: the restriction "{this} can block only creatures with flying" (a rules-changing
effect of the creature's own static ability, 613.11)."""


def rules_of(game: GameState, object_id: str) -> set[str]:
    """The rules-changing effects (CR 613.11) the static abilities of ``object_id`` generate."""
    return {
        op.rule
        for source, _, op in game.layers().rule_effects
        if source == object_id and isinstance(op, ChangeRules)
    }


def blocker_refusal(game: GameState, player: str, blocker: str) -> Refusal | None:
    """CR 509.1a: a blocker is an untapped creature the defending player controls, not already
    blocking, and not a battle."""
    obj = game.objects.get(blocker)
    if (
        obj is None
        or obj.zone is not Zone.BATTLEFIELD
        or game.controller_of(blocker) != player
        or not game.characteristics(blocker).type_line.has_card_type("Creature")
    ):
        return Refusal(f"{player} controls no creature '{blocker}'", "509.1a")
    if obj.tapped:
        return Refusal(f"'{blocker}' is tapped", "509.1a")
    if blocker in game.combat.blockers:
        return Refusal(f"'{blocker}' is already blocking", "509.1a")
    if game.characteristics(blocker).type_line.has_card_type("Battle"):
        return Refusal(f"'{blocker}' is a battle", "509.1a")
    return None


def blocked_refusal(game: GameState, player: str, attacker: str) -> Refusal | None:
    """CR 509.1a: a creature blocks a creature attacking its controller, a planeswalker they
    control or a battle they protect."""
    if game.combat.defending.get(attacker) != player:
        return Refusal(
            f"'{attacker}' is not a creature attacking {player}, a planeswalker they "
            "control or a battle they protect",
            "509.1a",
        )
    return None


def block_refusal(game: GameState, player: str, blocker: str, attacker: str) -> Refusal | None:
    """CR 509.1a-b: may ``player`` declare ``blocker`` as blocking ``attacker`` now?"""
    return (
        blocker_refusal(game, player, blocker)
        or blocked_refusal(game, player, attacker)
        or blocking_restriction(game, blocker, attacker)
    )


def block_actions(game: GameState, player: str) -> list[Action]:
    """CR 509.1a: the blocks ``player`` may declare next: each creature of theirs that may
    block, blocking each creature attacking them that it may block."""
    attackers = [a for a in game.combat.attackers if blocked_refusal(game, player, a) is None]
    # Only the player's permanents may block (blocker_refusal decides): the rest are passed
    # over without building their refusals.
    return [
        DeclareBlocker(player, object_id, a)
        for object_id, obj in game.objects.items()
        if obj.zone is Zone.BATTLEFIELD and game.controller_of(object_id) == player
        and blocker_refusal(game, player, object_id) is None
        for a in attackers if blocking_restriction(game, object_id, a) is None
    ]  # fmt: skip


# -- combat ---------------------------------------------------------------------------------------


def finish_declaring_attackers(game: GameState) -> None:
    """CR 508.1f-k: attacking creatures tap (unless vigilance); "attacks" triggers."""
    for creature in game.combat.attackers:
        if not game.characteristics(creature).has_keyword(VIGILANCE):
            game.objects[creature].tapped = True
        game.events.append(
            entry(
                "attack",
                f"{creature} attacks {game.combat.attackers[creature]}",
                "508.1",
                player=game.active_player,
                source=creature,
                targets=[game.combat.attackers[creature]],
            )
        )
        emit_event(game, GameEvent("attacks", creature, game.active_player))
    if len(game.combat.attackers) == 1:  # CR 506.5: the only creature declared as an attacker
        alone = next(iter(game.combat.attackers))
        emit_event(game, GameEvent(TriggerEvent.ATTACKS_ALONE, alone, game.active_player))
    give_priority(game, game.active_player)


def menace_blocks(game: GameState, player: str) -> list[str]:
    """CR 702.111b, 509.1b-c: the blockers ``player`` declared that block an attacker with
    fewer creatures than it needs (:func:`minimum_blockers`: menace, "can't be blocked except
    by three or more creatures"); such a declaration can't be finished."""
    per_attacker: dict[str, list[str]] = {}
    for blocker, attacker in game.combat.blockers.items():
        if game.controller_of(blocker) == player:
            per_attacker.setdefault(attacker, []).append(blocker)
    return [
        blocker for attacker, blockers in per_attacker.items()
        if len(blockers) < minimum_blockers(game, attacker) for blocker in blockers
    ]  # fmt: skip


BLOCKED_ONLY_BY = {
    "cant_be_blocked_except_by_two_or_more_creatures": 2,
    "cant_be_blocked_except_by_three_or_more_creatures": 3,
}
"""CR 509.1b: the restrictions "{this} can't be blocked except by N or more creatures"
(rules-changing effects of the creature's own static ability, 613.11), by N."""


def minimum_blockers(game: GameState, attacker: str) -> int:
    """CR 509.1b, 702.111b: how many creatures must block ``attacker`` if any do: two with
    menace, N if it "can't be blocked except by N or more creatures", otherwise one."""
    least = 2 if game.characteristics(attacker).has_keyword(MENACE) else 1
    for rule in rules_of(game, attacker):
        least = max(least, BLOCKED_ONLY_BY.get(rule, 1))
    return least


def too_few_blockers(game: GameState, player: str) -> Refusal | None:
    """CR 509.1b, 702.111b: why ``player``'s blocks can't be finished yet: an attacker blocked
    by fewer creatures than it needs."""
    stuck = menace_blocks(game, player)
    if not stuck:
        return None
    attackers = dict.fromkeys(game.combat.blockers[b] for b in stuck)
    if all(minimum_blockers(game, a) == 2 for a in attackers) and all(
        game.characteristics(a).has_keyword(MENACE) for a in attackers
    ):
        return Refusal(f"{', '.join(stuck)} can't block an attacker with menace alone", "702.111b")
    needs = ", ".join(f"'{a}' by {minimum_blockers(game, a)} or more" for a in attackers)
    return Refusal(f"{', '.join(stuck)} can't block: {needs} creatures only", "509.1b")


BLOCKS_EACH_COMBAT = "blocks_each_combat_if_able"
"""CR 509.1c: the requirement "blocks each combat if able" (a rules-changing effect of the
creature's own ability, 613.11: "Target creature blocks this turn if able" gives it this
ability until end of turn)."""


def block_requirement_refusal(game: GameState, player: str) -> Refusal | None:
    """CR 509.1c: ``player``'s blocks can't be finished while a creature of theirs that blocks
    if able isn't blocking and could block an attacker (no restriction stops it; with menace
    or "except by N or more", 509.1b, together with enough other creatures that could block
    it): the most requirements are obeyed that can be."""
    attackers = [a for a in game.combat.attackers if blocked_refusal(game, player, a) is None]
    if not attackers:
        return None
    free = [
        object_id for object_id, obj in game.objects.items()
        if obj.zone is Zone.BATTLEFIELD and game.controller_of(object_id) == player
        and object_id not in game.combat.blockers
        and blocker_refusal(game, player, object_id) is None
    ]  # fmt: skip
    for creature in free:
        if BLOCKS_EACH_COMBAT not in rules_of(game, creature):
            continue
        for attacker in attackers:
            if blocking_restriction(game, creature, attacker) is not None:
                continue
            already = sum(1 for a in game.combat.blockers.values() if a == attacker)
            helpers = sum(
                1 for other in free
                if other != creature and blocking_restriction(game, other, attacker) is None
            )  # fmt: skip
            if already + 1 + helpers >= minimum_blockers(game, attacker):
                return Refusal(f"'{creature}' blocks this turn if able", "509.1c")
    return None


def finish_declaring_blockers(game: GameState, player: str) -> None:
    """CR 509.1: the declared blockers are final (the declaration was checked legal: menace,
    702.111b, needs two or more blockers)."""
    mine = {b: a for b, a in game.combat.blockers.items() if game.controller_of(b) == player}
    per_attacker: dict[str, list[str]] = {}
    for blocker, attacker in mine.items():
        per_attacker.setdefault(attacker, []).append(blocker)
    for attacker, blockers in per_attacker.items():
        game.combat.blocked.add(attacker)
        for b in blockers:
            game.events.append(
                entry(
                    "block", f"{b} blocks {attacker}", "509.1",
                    player=player, source=b, targets=[attacker],
                )
            )  # fmt: skip
            emit_event(game, GameEvent("blocks", b, player))
        emit_event(game, GameEvent("becomes_blocked", attacker, game.active_player))
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


def chosen_defender(game: GameState, creature: str) -> str | None:
    return game.combat.attackers.get(creature)
