"""The events of zone changes (CR 603.6, 603.10a, 700.4): entering the battlefield, dying,
leaving the battlefield, going to and leaving a graveyard, and becoming unattached (701.3) — and
what a permanent's leaving does at once (506.4: it is removed from combat; 610.3: the cards
exiled until it left return). The game calls :func:`zone_changed` on every zone change
(:attr:`~mtgrules.game.game_state.GameState.on_zone_change`, set as the game begins)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.exile_until import source_left
from mtgrules.game.objects import Zone
from mtgrules.game.triggers import emit_event
from mtgrules.model.triggers import GameEvent, TriggerEvent

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def sacrificed(game: GameState, player: str, permanent: str) -> None:
    """CR 701.21a, 603.2: ``player`` sacrificed ``permanent`` (it is in its owner's graveyard
    now, or gone: a token): "whenever you sacrifice …" abilities trigger on it, seeing it as it
    last was on the battlefield (603.10a)."""
    emit_event(game, GameEvent(TriggerEvent.SACRIFICED, permanent, player, "battlefield"))


def became_unattached(game: GameState, object_id: str, host: str) -> None:
    """CR 701.3: "becomes unattached" is an event abilities trigger on."""
    obj = game.objects.get(object_id)
    if obj is not None:
        emit_event(game, GameEvent("becomes_unattached", object_id, game.controller_of(object_id)))


def zone_changed(game: GameState, object_id: str, before: Zone, after: Zone) -> None:
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
        emit_event(
            game, GameEvent("enters", object_id, obj.base_controller, before.value, after.value)
        )
    if before is Zone.BATTLEFIELD:
        was = game.last_known.get(object_id)
        controller = (was.controller if was else None) or obj.owner
        if after is Zone.GRAVEYARD and was is not None and was.type_line.has_card_type("Creature"):
            emit_event(game, GameEvent("dies", object_id, controller, before.value, after.value))
        if after is Zone.GRAVEYARD:
            emit_event(
                game, GameEvent("put_into_graveyard_from_battlefield", object_id, controller)
            )
        emit_event(game, GameEvent("leaves", object_id, controller, before.value, after.value))
    if after is Zone.GRAVEYARD:
        emit_event(game, GameEvent("to_graveyard", object_id, obj.owner, before.value, after.value))
    if before is Zone.GRAVEYARD and after is not Zone.GRAVEYARD:
        emit_event(
            game, GameEvent("leaves_graveyard", object_id, obj.owner, before.value, after.value)
        )
    if before is Zone.BATTLEFIELD and game.exiled_until:  # CR 610.3: what it held in exile
        source_left(game, object_id)
