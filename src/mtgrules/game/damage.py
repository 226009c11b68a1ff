"""Damage (CR 120) and destruction (CR 701.8): what dealing damage does to players and permanents."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.keywords import DEATHTOUCH, LIFELINK
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.game.resolve import damage_permanent
from mtgrules.game.triggers import emit_event
from mtgrules.model.triggers import GameEvent

if TYPE_CHECKING:
    from mtgrules.game.state import Game


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
            emit_event(game, GameEvent("deals_combat_damage_to_player", source, recipient))
        if recipient != game.controller_of(source):
            emit_event(game, GameEvent("deals_damage_to_opponent", source, recipient))
    elif recipient in game.objects:
        damage_permanent(game, recipient, amount, deathtouch=chars.has_keyword(DEATHTOUCH))
    if chars.has_keyword(LIFELINK):
        game.players[game.controller_of(source)].life += amount
    game.events.append(
        event_of(
            "damage",
            f"{source} deals {amount} damage to {recipient}",
            "510.2" if combat else "120.3",
        )
    )


def destroy_permanent(game: Game, object_id: str, rule: str) -> None:
    obj = game.objects[object_id]
    if obj.regeneration_shields > 0:
        obj.regeneration_shields -= 1
        obj.tapped = True
        obj.damage = 0
        game.events.append(event_of("regenerate", f"{object_id} regenerates", "701.19a"))
        return
    game.move(object_id, Zone.GRAVEYARD)
    game.events.append(event_of("state-based action", f"{object_id} is destroyed", rule))
