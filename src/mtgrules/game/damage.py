"""Damage (CR 120), destruction (CR 701.8, 702.12b) and regeneration (CR 701.19): what dealing
damage does to players and permanents, and the one way a permanent is destroyed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.entering import battle_defeated
from mtgrules.game.keywords import DEATHTOUCH, INDESTRUCTIBLE, INFECT, LIFELINK
from mtgrules.game.log_entries import entry
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.player_rules import gain_life
from mtgrules.game.prevention import damage_after_prevention
from mtgrules.game.triggers import emit_event
from mtgrules.model.triggers import GameEvent

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


_TO_PLAYER_OR_PLANESWALKER = "deals_combat_damage_to_player_or_planeswalker"


def deal_damage(
    game: GameState, source: str, recipient: str, amount: int, *, combat: bool = False
) -> None:
    """CR 120.3: damage to a player makes them lose that much life; to a permanent, see
    :func:`damage_permanent`; lifelink gains its controller life (702.15b); deathtouch damage
    to a creature destroys it (704.5h). A source with infect gives a player poison counters
    instead (120.3b, 702.90b) and a creature -1/-1 counters (120.3d, 702.90c)."""
    amount = damage_after_prevention(game, source, recipient, amount)  # CR 615, 702.16e
    if amount <= 0:
        return
    if not combat and damage_as_counters(game, source, recipient):
        _counters_instead(game, source, recipient, amount)
        return
    chars = game.characteristics(source)
    infect = chars.has_keyword(INFECT)
    if recipient in game.players:
        if infect:
            poison(game, recipient, amount)
        else:
            game.players[recipient].life -= amount
        if combat:
            emit_event(game, GameEvent("deals_combat_damage_to_player", source, recipient))
            emit_event(game, GameEvent(_TO_PLAYER_OR_PLANESWALKER, source, recipient))
        if recipient != game.controller_of(source):
            emit_event(game, GameEvent("deals_damage_to_opponent", source, recipient))
    elif recipient in game.objects:
        walker = game.characteristics(recipient).type_line.has_card_type("Planeswalker")
        if infect:
            _damage_as_counters(game, recipient, amount, deathtouch=chars.has_keyword(DEATHTOUCH))
        else:
            damage_permanent(game, recipient, amount, deathtouch=chars.has_keyword(DEATHTOUCH))
        if combat and walker:  # CR 510.2: "deals combat damage to a player or planeswalker"
            controller = game.controller_of(recipient)
            emit_event(game, GameEvent(_TO_PLAYER_OR_PLANESWALKER, source, controller))
    if chars.has_keyword(LIFELINK):
        gain_life(game, game.controller_of(source), amount, logged=False)
    game.events.append(
        entry(
            "damage",
            f"{source} deals {amount} damage to {recipient}",
            "510.2" if combat else "120.3",
            source=source,
            targets=[recipient],
            amount=amount,
        )
    )


DAMAGE_AS_COUNTERS = "noncombat_damage_to_opponents_creatures_as_counters"
"""CR 614.1a: the rule a static ability sets: "If a source you control would deal noncombat
damage to a creature an opponent controls, put that many -1/-1 counters on that creature
instead." (Soul-Scar Mage; 613.11)."""


def damage_as_counters(game: GameState, source: str, recipient: str) -> bool:
    """CR 614.1a: whether noncombat damage from ``source`` to ``recipient`` is replaced by -1/-1
    counters: the recipient is a creature on the battlefield controlled by an opponent of the
    source's controller, who controls a permanent with that replacement."""
    obj = game.objects.get(recipient)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or source not in game.objects:
        return False
    controller = game.controller_of(source)
    if game.controller_of(recipient) == controller:
        return False
    if not game.characteristics(recipient).type_line.has_card_type("Creature"):
        return False
    return any(
        getattr(op, "rule", None) == DAMAGE_AS_COUNTERS and who == controller
        for _, who, op in game.layers().rule_effects
    )


def _counters_instead(game: GameState, source: str, recipient: str, amount: int) -> None:
    """CR 614.1a, 614.6: the damage isn't dealt (no lifelink, no deathtouch, no "deals damage"
    trigger); that many -1/-1 counters are put on the creature instead."""
    if amount > 0:
        game.add_counters(recipient, "-1/-1", amount)
    game.events.append(
        event_of(
            "replaced",
            f"{source}'s {amount} damage to {recipient}: {amount} -1/-1 counters instead",
            "614.1a",
        )
    )


def poison(game: GameState, player: str, amount: int) -> None:
    """CR 122.1f, 702.90b: a player gets poison counters (ten or more: they lose, 704.5c)."""
    if amount <= 0:
        return
    counters = game.players[player].counters
    counters["poison"] = counters.get("poison", 0) + amount
    game.events.append(
        entry(
            "poison", f"{player} gets {amount} poison counters", "702.90b",
            targets=[player], amount=amount,
        )
    )  # fmt: skip
    game.changed()


def _damage_as_counters(game: GameState, recipient: str, amount: int, *, deathtouch: bool) -> None:
    """CR 120.3c-d, 702.90c: damage from a source with infect removes loyalty counters from a
    planeswalker and defense counters from a battle as any damage does, and puts that many
    -1/-1 counters on a creature instead of being marked on it; it is still damage (deathtouch,
    704.5h)."""
    line = game.characteristics(recipient).type_line
    if not line.has_card_type("Creature"):
        damage_permanent(game, recipient, amount)
        return
    if line.has_card_type("Planeswalker"):
        game.add_counters(recipient, "loyalty", -amount)
    if amount > 0:
        game.add_counters(recipient, "-1/-1", amount)
    if deathtouch:
        game.deathtouched.add(recipient)


def destroy(game: GameState, object_id: str, *, can_regenerate: bool = True) -> bool:
    """CR 701.8a-b: to destroy a permanent is to move it from the battlefield to its owner's
    graveyard — by an effect that says "destroy" or by the state-based actions for lethal or
    deathtouch damage (704.5g-h). An indestructible permanent isn't
    destroyed (702.12b), so nothing replaces its destruction; a regeneration shield replaces
    the destruction of any other (701.19a, 614.8) unless it "can't be regenerated" (701.19c).
    Returns whether it was destroyed."""
    obj = game.get(object_id)
    if obj.zone is not Zone.BATTLEFIELD:
        return False
    if game.characteristics(object_id).has_keyword(INDESTRUCTIBLE):
        game.events.append(
            event_of("indestructible", f"{object_id} is indestructible: not destroyed", "702.12b")
        )
        return False
    if obj.regeneration_shields > 0 and can_regenerate:
        obj.regeneration_shields -= 1
        regenerate(game, object_id)
        return False
    game.move(object_id, Zone.GRAVEYARD)
    return True


def regenerate(game: GameState, object_id: str) -> None:
    """CR 701.19a: instead of being destroyed, all damage marked on it is removed, its
    controller taps it, and an attacking or blocking creature is removed from combat (506.4;
    a creature it blocked stays blocked, 509.1h)."""
    obj = game.get(object_id)
    obj.damage = 0
    obj.tapped = True
    game.combat.attackers.pop(object_id, None)
    game.combat.blockers.pop(object_id, None)
    game.combat.assigned.pop(object_id, None)
    game.deathtouched.discard(object_id)
    game.events.append(
        event_of("regenerate", f"{object_id} regenerates: tapped, damage removed", "701.19a")
    )
    game.changed()


def add_regeneration_shield(game: GameState, object_id: str) -> None:
    """CR 701.19a: "regenerate": a shield against its next destruction this turn (the shields
    end in the cleanup step, 514.2)."""
    game.get(object_id).regeneration_shields += 1
    game.events.append(
        event_of("regenerate", f"a regeneration shield for {object_id} this turn", "701.19a")
    )


def damage_permanent(
    game: GameState, recipient: str, amount: int, *, deathtouch: bool = False
) -> None:
    """CR 120.3c, 120.3e, 120.3h: damage dealt to a permanent removes that many loyalty counters
    from a planeswalker and defense counters from a battle (310.6), and is marked on a creature
    (each that applies); deathtouch damage to a creature is remembered for 704.5h."""
    line = game.characteristics(recipient).type_line
    if line.has_card_type("Planeswalker"):
        game.add_counters(recipient, "loyalty", -amount)
    if line.has_card_type("Battle"):
        had = game.get(recipient).counters.get("defense", 0)
        game.add_counters(recipient, "defense", -amount)
        if had and not game.get(recipient).counters.get("defense", 0):
            battle_defeated(game, recipient)
    if line.has_card_type("Creature"):
        game.get(recipient).damage += amount
        if deathtouch:
            game.deathtouched.add(recipient)
