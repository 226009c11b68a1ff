"""Exiling an object until a permanent leaves the battlefield (CR 610.3): "When Portable Hole
enters, exile target nonland permanent an opponent controls with mana value 2 or less until
Portable Hole leaves the battlefield."

The exile is a one-shot effect; the game remembers which permanent it waits for
(:attr:`Game.exiled_until`). Right after that permanent leaves the battlefield, a second
one-shot effect returns the exiled card to the battlefield under its owner's control (610.3,
610.3c) — not a triggered ability: nothing goes on the stack, and several such cards return at
the same time (610.3d). If the permanent had already left the battlefield when the exile would
happen, the object doesn't move (610.3a-b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.entering import as_permanent_enters
from mtgrules.game.instructed import Instructed, Resolution, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def _name(game: GameState, object_id: str) -> str:
    return game.characteristics(object_id).name or object_id


@handles("exile_until")
def exile_until(it: Instructed) -> bool:
    """CR 610.3, 610.3b: exile the target until the source leaves the battlefield; if it
    already has (it is not there as the same object it was when the ability triggered or was
    activated: it left and maybe came back, 400.7), the target doesn't move."""
    game, source, target = it.game, it.resolution.source_id, it.target
    if target is None or target not in game.objects:
        return True
    there = game.objects.get(source)
    when = it.resolution.variables.get("source_zone_changes")
    if (
        there is None
        or there.zone is not Zone.BATTLEFIELD
        or (when is not None and game.zone_changes(source) != when)
    ):
        game.events.append(
            event_of(
                "exile", f"{_name(game, source)} has left the battlefield: nothing is exiled",
                "610.3b",
            )
        )  # fmt: skip
        return True
    game.move(target, Zone.EXILE)
    game.exiled_until.append((source, target, game.zone_changes(target)))
    game.events.append(
        event_of(
            "exile",
            f"{_name(game, target)} is exiled until {_name(game, source)} leaves the battlefield",
            "610.3",
        )
    )
    return True


def source_left(game: GameState, object_id: str) -> None:
    """CR 610.3, 610.3c-d: a permanent left the battlefield: each card exiled until it did
    returns to the battlefield under its owner's control, at the same time — if it is still
    the card that was exiled (it hasn't left exile since, 400.7; a token has ceased to exist,
    111.7)."""
    due = [entry for entry in game.exiled_until if entry[0] == object_id]
    if not due:
        return
    game.exiled_until = [entry for entry in game.exiled_until if entry[0] != object_id]

    with game.at_once():
        for _, card, changes in due:
            obj = game.objects.get(card)
            if obj is None or obj.zone is not Zone.EXILE or game.zone_changes(card) != changes:
                continue
            game.move(card, Zone.BATTLEFIELD)
            as_permanent_enters(game, card)
            game.events.append(
                event_of(
                    "return",
                    f"{_name(game, card)} returns to the battlefield under its owner's control",
                    "610.3c",
                )
            )


# -- the card a linked ability exiled (CR 607.2a) ----------------------------------------------


def _returns_exiled(game: GameState, source: str) -> bool:
    """Whether the permanent has an ability that returns "the exiled card" (CR 607.2a)."""
    return any(
        step.action in ("return_exiled", "cast_exiled")  # Oblivion Ring, Spell Queller
        for ability in game.characteristics(source).abilities
        for step in ability.instructions
    )


def remember_exiled(game: GameState, source: str, card: str) -> None:
    """CR 607.2a: a permanent with a "return the exiled card" ability exiled ``card`` with its
    other ability: remember which permanent (as the object it is now) exiled which card (as
    the object it is in exile)."""
    obj = game.objects.get(source)
    if obj is None or obj.zone is not Zone.BATTLEFIELD or not _returns_exiled(game, source):
        return
    game.exiled_with = [
        entry
        for entry in game.exiled_with
        if entry[2] in game.objects
        and game.objects[entry[2]].zone is Zone.EXILE
        and game.zone_changes(entry[2]) == entry[3]
    ]  # fmt: skip  (the cards no longer in exile are forgotten)
    game.exiled_with.append((source, game.zone_changes(source), card, game.zone_changes(card)))


def take_linked(game: GameState, resolution: Resolution) -> list[tuple[str, int, str, int]]:
    """CR 607.2a, 400.7: the cards the resolving ability's object exiled with its linked
    ability — as the permanent it was when the ability triggered (its leaving: one zone change
    before) — now forgotten by it (whether or not they are still in exile)."""
    source = resolution.source_id
    when = resolution.variables.get("source_zone_changes")
    linked = [
        entry for entry in game.exiled_with
        if entry[0] == source and (when is None or entry[1] in (when, when - 1))
    ]  # fmt: skip
    game.exiled_with = [entry for entry in game.exiled_with if entry not in linked]
    return linked


@handles("return_exiled")
def return_exiled(it: Instructed) -> bool:
    """CR 607.2a, 400.7: the cards this object exiled — as the permanent it was when the
    ability triggered (its leaving: one zone change before) — that are still in exile return
    to the battlefield under their owner's control, at the same time, or to their owner's
    hand."""
    game = it.game
    linked = take_linked(game, it.resolution)
    to_hand = it.instruction.param("value") == "hand"

    returned = []
    with game.at_once():
        for _, _, card, changes in linked:
            obj = game.objects.get(card)
            if obj is None or obj.zone is not Zone.EXILE or game.zone_changes(card) != changes:
                continue
            game.move(card, Zone.HAND if to_hand else Zone.BATTLEFIELD)
            returned.append(card)
    for card in returned:
        if not to_hand:
            as_permanent_enters(game, card)
        where = "its owner's hand" if to_hand else "the battlefield under its owner's control"
        game.events.append(event_of("return", f"{_name(game, card)} returns to {where}", "607.2a"))
    return True
