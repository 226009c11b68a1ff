"""The monarch (CR 725): a designation a player can have, given by effects ("you become the
monarch"), one player at a time (725.3). Being the monarch has two inherent triggered abilities
with no source, controlled by the monarch as they trigger (725.2): "At the beginning of the
monarch's end step, that player draws a card" and "Whenever a creature deals combat damage to
the monarch, its controller becomes the monarch"."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgrules.game.events import Event
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.play_state import event_of
from mtgrules.game.triggers import emit_event
from mtgrules.model.abilities import Ability, AbilityKind, Count, Instruction
from mtgrules.model.text import Text
from mtgrules.model.triggers import GameEvent, TriggerEvent

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

MONARCH = "the monarch"
"""The source the monarch's inherent abilities are shown with (they have none, CR 725.2)."""

_DRAWS = Ability(
    AbilityKind.TRIGGERED,
    Text(("At the beginning of the monarch's end step, that player draws a card.",)),
    instructions=(Instruction("draw", amount=Count(constant=1)),),
    trigger="At the beginning of the monarch's end step",
)


def become_monarch(game: GameState, player: str) -> None:
    """CR 725.3: ``player`` becomes the monarch; the monarch before ceases to be."""
    if game.monarch == player or player not in game.players or game.players[player].lost:
        return
    game.monarch = player
    game.events.append(event_of("monarch", f"{player} becomes the monarch", "725.3"))
    game.changed()


@handles("monarch")
def _become_monarch(it: Instructed) -> bool:
    """CR 725.1: "you become the monarch" (``who``: the player named instead, 725.2)."""
    become_monarch(it.game, str(it.instruction.param("who") or it.resolution.controller))
    return True


def monarch_end_step(game: GameState) -> None:
    """CR 725.2: the monarch's end step begins: "that player draws a card" triggers."""
    if game.monarch is not None and game.monarch == game.active_player:
        game.waiting_triggers.append((MONARCH, _DRAWS, game.monarch))
        game.changed()


def combat_damage_to_monarch(game: GameState, source: str, player: str) -> None:
    """CR 725.2: a creature dealt combat damage to the monarch: "its controller becomes the
    monarch" triggers (controlled by the monarch)."""
    if game.monarch is None or player != game.monarch:
        return
    controller = game.controller_of(source)
    if controller is None:
        return
    steal = Ability(
        AbilityKind.TRIGGERED,
        Text(("Whenever a creature deals combat damage to the monarch, its controller becomes "
              "the monarch.",)),
        instructions=(Instruction("monarch", params=(("who", controller),)),),
        trigger="Whenever a creature deals combat damage to the monarch",
    )  # fmt: skip
    game.waiting_triggers.append((MONARCH, steal, game.monarch))
    game.changed()


def monarch_left(game: GameState, player: str) -> None:
    """CR 725.4: the monarch left the game: the active player becomes the monarch, or the next
    player in turn order who can."""
    if game.monarch != player:
        return
    game.monarch = None
    order = [p for p in game.turn_order if not game.players[p].lost]
    if not order:
        return
    start = order.index(game.active_player) if game.active_player in order else 0
    become_monarch(game, order[start])


def combat_damage_dealt(game: GameState, dealt: Sequence[Event]) -> None:
    """CR 510.2, 603.2: combat damage was dealt at once (``dealt``: the log's damage entries):
    each creature that dealt combat damage to the monarch triggers their inherent ability
    (725.2); each player whose creatures dealt combat damage to one or more players is the
    player of one event of that ("whenever one or more creatures you control deal combat damage
    to one or more players")."""
    dealers: dict[str, None] = {}
    for entry in dealt:
        if entry.kind != "damage" or entry.rule != "510.2" or not entry.targets:
            continue
        recipient, source = entry.targets[0], entry.source
        if recipient not in game.players or source is None or not entry.amount:
            continue
        combat_damage_to_monarch(game, source, recipient)
        controller = game.controller_of(source) if source in game.objects else None
        if controller is not None:
            dealers[controller] = None
    for player in dealers:
        emit_event(game, GameEvent(TriggerEvent.COMBAT_DAMAGE_TO_PLAYERS, player=player))
