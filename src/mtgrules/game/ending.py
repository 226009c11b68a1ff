"""Ending the game (CR 104) and leaving a multiplayer game (CR 800.4): conceding, losing, winning."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.monarch import monarch_left
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def players_leave(game: GameState) -> None:
    """CR 800.4a: in a multiplayer game, when a player leaves, every object they own leaves the
    game, the effects that gave them control of objects end, and whatever else they control is
    exiled; their spells and abilities on the stack cease to exist."""
    alive = [p for p in game.players.values() if not p.lost]
    if len(game.players) <= 2 or len(alive) <= 1:
        return
    for player in [p.id for p in game.players.values() if p.lost and p.id not in game.departed]:
        game.departed.add(player)
        monarch_left(game, player)  # CR 725.4
        game.effects = [e for e in game.effects if e.controller != player]
        for object_id in [i for i, o in game.objects.items() if o.owner == player]:
            game.remove_object(object_id)
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
            event_of(
                "leaves the game",
                f"{player} leaves the game; what they own leaves with them",
                "800.4a",
            )
        )
        game.changed()


def check_game_over(game: GameState) -> None:
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
