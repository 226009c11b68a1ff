"""Declaring attackers and blockers (CR 506-509): who may attack whom, who may block whom, and
the requirements and restrictions on them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.actions import Action, DeclareAttacker, DeclareBlocker
from mtgrules.game.mana import _may_tap
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import Decision, DecisionKind, _log
from mtgrules.game.triggers import _event
from mtgrules.game.zones import _zone_lists
from mtgrules.model.triggers import GameEvent

if TYPE_CHECKING:
    from mtgrules.game.state import Game


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


# -- combat ---------------------------------------------------------------------------------------


def _finish_attacks(game: Game) -> None:
    """CR 508.1f-k: attacking creatures tap (unless vigilance); "attacks" triggers."""
    from mtgrules.game.stack import give_priority

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
    from mtgrules.game.stack import give_priority

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


def chosen_defender(game: Game, creature: str) -> str | None:
    return game.combat.attackers.get(creature)
