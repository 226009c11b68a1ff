"""Battles (CR 310): who may protect one, and who protects it; the defending player of an
attacking creature (508.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def protector_candidates(game: GameState, battle: str) -> list[str]:
    """CR 310.8a, 310.11a: who may protect a battle: for a Siege, each opponent of its
    controller still in the game; for another battle, its controller."""
    controller = game.controller_of(battle)
    if not game.characteristics(battle).type_line.has_subtype("Siege"):
        return [controller]
    return [p for p in game.turn_order if p != controller and not game.players[p].lost]


def protector(game: GameState, battle: str) -> str | None:
    """CR 310.8: the player designated as a battle's protector (None: no one yet)."""
    found = game.objects[battle].choices.get("protector")
    return str(found) if found is not None else None


def defending_player(game: GameState, defender: str) -> str:
    """CR 508.5: the defending player of a creature attacking ``defender``: that player, the
    controller of that planeswalker, or the protector of that battle (310.8d)."""
    if defender in game.players:
        return defender
    if game.characteristics(defender).type_line.has_card_type("Battle"):
        return protector(game, defender) or game.controller_of(defender)
    return game.controller_of(defender)
