"""Sagas (CR 714): lore counters put on a Saga as it enters (714.3a) and as its controller's
precombat main phase begins (714.3c), and its chapter abilities triggering as the counters pass
their numbers (714.2b). Sacrificing a Saga after its last chapter (714.4, 704.5s) is a
state-based action, in :mod:`mtgrules.game.sba`.

A chapter ability (:mod:`mtgrules.model.chapters`) triggers only here, when lore counters are
put on its Saga."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.entering import as_permanent_enters
from mtgrules.game.instructed import Instructed, handles
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import event_of
from mtgrules.model.abilities import Ability
from mtgrules.model.chapters import chapter_numbers

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def chapter_abilities(game: GameState, saga: str) -> list[tuple[tuple[int, ...], Ability]]:
    """The chapter abilities a permanent has now, with their numbers."""
    found = ((chapter_numbers(a), a) for a in game.characteristics(saga).abilities)
    return [(numbers, ability) for numbers, ability in found if numbers]


def final_chapter(game: GameState, saga: str) -> int:
    """CR 714.2d: the greatest chapter number among its chapter abilities (0 with none)."""
    return max((max(numbers) for numbers, _ in chapter_abilities(game, saga)), default=0)


def add_lore(game: GameState, saga: str, amount: int = 1) -> None:
    """Put lore counters on a Saga; each chapter ability whose number the count reaches from
    below triggers (CR 714.2b)."""
    obj = game.objects[saga]
    before = obj.counters.get("lore", 0)
    game.add_counters(saga, "lore", amount)
    after = obj.counters.get("lore", 0)
    controller = game.controller_of(saga)
    for numbers, ability in chapter_abilities(game, saga):
        for number in numbers:
            if before < number <= after:
                game.waiting_triggers.append((saga, ability, controller))


def enters_with_lore(game: GameState, object_id: str) -> None:
    """CR 714.3a: a Saga enters with a lore counter on it (its chapter I then triggers: the
    counter is put on it as it enters, 122.6)."""
    obj = game.objects[object_id]
    if obj.zone is not Zone.BATTLEFIELD or "lore" in obj.counters:
        return
    if not obj.printed.type_line.has_subtype("Saga"):
        return  # (looked at as printed: most permanents need no layer run here)
    if game.characteristics(object_id).type_line.has_subtype("Saga"):
        add_lore(game, object_id)


def lore_as_main_phase_begins(game: GameState, player: str) -> None:
    """CR 714.3c: as a player's precombat main phase begins, they put a lore counter on each
    Saga they control with one or more chapter abilities (a turn-based action)."""
    sagas = [
        object_id
        for object_id, obj in game.objects.items()
        if obj.zone is Zone.BATTLEFIELD
        and obj.printed.type_line.has_subtype("Saga")
        and game.controller_of(object_id) == player
        and game.characteristics(object_id).type_line.has_subtype("Saga")
        and chapter_abilities(game, object_id)
    ]
    for saga in sagas:
        add_lore(game, saga)
        lore = game.objects[saga].counters.get("lore", 0)
        game.events.append(event_of("lore", f"{saga} gets a lore counter ({lore})", "714.3c"))


def chapter_waiting(game: GameState, saga: str) -> bool:
    """CR 714.4: whether a chapter ability of ``saga`` has triggered and not yet left the
    stack (waiting to be put on it, or on it)."""
    if any(s == saga and chapter_numbers(a) for s, a, _ in game.waiting_triggers):
        return True
    return any(
        item.source == saga and item.ability is not None and chapter_numbers(item.ability)
        for item in game.stack
        if item.kind == "ability"
    )


@handles("return_transformed")
def return_transformed(it: Instructed) -> bool:
    """CR 712.14a: "Exile {this}, then return it to the battlefield transformed under your
    control": the card exiled comes back with its back face up, a new object (400.7) under the
    ability's controller; a card that isn't a transforming double-faced card stays in exile."""
    game, card = it.game, it.resolution.source_id
    obj = game.objects.get(card)
    if obj is None or obj.zone is not Zone.EXILE:
        return True  # not exiled (it had left the battlefield): nothing to return
    if obj.card is None or obj.card.layout != "transform" or len(obj.card.faces) < 2:
        game.events.append(event_of("no effect", f"{card} isn't double-faced", "712.14a"))
        return True
    game.move(card, Zone.BATTLEFIELD)
    owner = it.instruction.param("under") == "owner"  # "under his owner's control" (110.2)
    obj.controller = obj.owner if owner else it.resolution.controller
    game.turn_over(card)
    as_permanent_enters(game, card)
    name = game.characteristics(card).name
    game.events.append(event_of("transform", f"{card} returns transformed as {name}", "712.14a"))
    return True
