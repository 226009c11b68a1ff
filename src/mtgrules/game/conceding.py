"""Conceding (CR 104.3a): the player leaves the game at once and loses; in a multiplayer game
the others play on (800.4a), and the decision that player was to make moves on without them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.combat import finish_declaring_attackers, finish_declaring_blockers
from mtgrules.game.combat_damage import damage_step
from mtgrules.game.ending import check_game_over, players_leave
from mtgrules.game.play_state import DecisionKind, event_of
from mtgrules.game.setup import mulligan_decided
from mtgrules.game.stack import give_priority, next_in_game
from mtgrules.game.turns import cleanup_step

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def concede_game(game: GameState, player: str) -> None:
    """CR 104.3a: the player leaves the game at once and loses; in a multiplayer game the others
    play on (800.4a), and a decision that player was to make moves on without them."""
    game.players[player].lost = True
    game.events.append(event_of("concede", f"{player} concedes", "104.3a"))
    players_leave(game)
    check_game_over(game)
    decision = game.pending
    if game.over or decision is None:
        return
    if decision.kind is DecisionKind.ASSIGN:
        return damage_step(game)  # the creatures and blockers left may need no choice now
    if decision.player != player:
        return
    if decision.kind in (DecisionKind.MULLIGAN, DecisionKind.BOTTOM):
        game.kept.add(player)
        return mulligan_decided(game, player)
    if decision.kind is DecisionKind.ATTACK:
        game.combat.attackers.clear()
        game.combat.defending.clear()
        return finish_declaring_attackers(game)
    if decision.kind is DecisionKind.BLOCK:
        return finish_declaring_blockers(game, player)
    if decision.kind is DecisionKind.DISCARD and not game.discards_waiting:
        return cleanup_step(game)
    give_priority(game, next_in_game(game, player))  # CR 800.4a: priority passes on
