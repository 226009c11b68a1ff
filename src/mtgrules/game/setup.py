"""Starting a game (CR 103): shuffling, the starting player, opening hands and mulligans; or
beginning from a described board."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from mtgrules.game.objects import Zone
from mtgrules.game.opening_hand import begin_opening_actions
from mtgrules.game.play_state import Combat, Decision, DecisionKind, Setup, Step
from mtgrules.game.turns import enter_step
from mtgrules.game.zone_events import became_unattached, zone_changed
from mtgrules.game.zones import draw, hand, shuffle_library

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


OPENING_HAND = 7
"""CR 103.5."""


# -- set-up -----------------------------------------------------------------------------------


def start_game(
    game: GameState,
    decks: Mapping[str, Sequence[str]],
    seed: int,
    sideboards: Mapping[str, Sequence[str]] | None = None,
) -> None:
    """CR 103: shuffle each library (103.3), choose the starting player at random (103.1), set
    life to 20 (103.4), draw opening hands and begin mulligans (103.5). The sideboards are the
    cards outside the game (400.11a)."""
    game.rng = random.Random(seed)
    game.on_zone_change = zone_changed
    game.on_unattach = became_unattached
    boards = {p: list(c) for p, c in (sideboards or {}).items() if c}
    game.setup = Setup({p: list(d) for p, d in decks.items()}, seed, tuple(game.players), boards)
    game.outside = {p: list(c) for p, c in boards.items()}
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


def cards_to_bottom(game: GameState, player: str) -> int:
    """CR 103.5: one card on the bottom for each mulligan taken; in a multiplayer game the first
    mulligan is free (103.5c)."""
    taken = game.mulligans.get(player, 0)
    return max(0, taken - 1) if len(game.players) > 2 else taken


def keep_hand(game: GameState, player: str) -> None:
    """CR 103.5: the hand is kept; put the cards the mulligans cost on the bottom."""
    game.kept.add(player)
    count = min(cards_to_bottom(game, player), len(hand(game, player)))
    if count:
        game.pending = Decision(DecisionKind.BOTTOM, player, count=count)
        return
    mulligan_decided(game, player)


def mulligan_decided(game: GameState, player: str) -> None:
    order = game.turn_order
    remaining = [p for p in order[order.index(player) + 1 :] if p not in game.kept]
    if remaining:
        game.pending = Decision(DecisionKind.MULLIGAN, remaining[0])
        return
    begin_opening_actions(game)  # CR 103.6, then the first turn (103.8)


def begin_from_board(
    game: GameState, *, step: Step = Step.PRECOMBAT_MAIN, active: str | None = None, seed: int = 0
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
    if not game.turns_begun:  # the turns so far, in turn order up to this one (no extra turns)
        for turn in range(1, game.turn + 1):
            player = game.turn_order[(turn - game.turn) % len(game.turn_order)]
            game.turns_begun[player] = game.turns_begun.get(player, 0) + 1
    game.land_plays = 0
    game.combat = Combat()
    for object_id, obj in game.objects.items():
        if obj.zone is Zone.BATTLEFIELD:
            obj.settled_under = game.controller_of(object_id)
    enter_step(game, step)
