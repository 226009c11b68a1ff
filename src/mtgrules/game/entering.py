"""Permanents entering the battlefield (CR 614.12, 310): the choices offered as a permanent enters,
battles entering and being defeated, and cards cast transformed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgrules.game.battles import protector_candidates
from mtgrules.game.hand_looks import look_at_an_opponents_hand
from mtgrules.game.history import colors_spent
from mtgrules.game.objects import CAST_X, EXILED_TO_CAST, Zone
from mtgrules.game.play_state import StackItem, event_of
from mtgrules.game.replacement import entering_tapped_by_others, enters_untapped
from mtgrules.game.triggers import emit_event
from mtgrules.model.triggers import GameEvent, TriggerEvent

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def _sunburst(game: GameState, object_id: str) -> None:
    """CR 702.44a-b: a permanent with sunburst enters with a +1/+1 counter (a creature) or a
    charge counter (otherwise) for each color of mana spent to cast it; none if it wasn't
    cast."""
    colors = colors_spent(game, object_id)
    if not colors:
        return
    obj = game.objects[object_id]
    kind = (
        "+1/+1" if game.characteristics(object_id).type_line.has_card_type("Creature") else "charge"
    )
    obj.counters[kind] = obj.counters.get(kind, 0) + colors
    obj.counter_timestamps[kind] = obj.timestamp  # CR 613.7c: as it enters
    game.changed()


def as_permanent_enters(game: GameState, object_id: str) -> None:
    """CR 614.12, 614.1c-d: what happens as a permanent enters. Its controller makes each "as
    this enters, choose …" choice (a :class:`Choose` decision, queued); replacement effects on
    how it enters apply if the permanent as it would exist on the battlefield has them — so a
    Steam Vents under Blood Moon enters untapped, unasked."""
    obj = game.objects[object_id]
    if obj.card is None or obj.face is None:
        return
    controller = game.controller_of(object_id)
    definition = game.definition_of(obj.card, obj.face)
    for kind, spec in definition.as_enters:
        if kind == "choose" and spec == "card_name_seen_hand" and "card_name" not in obj.choices:
            look_at_an_opponents_hand(game, controller, object_id)  # CR 402.3: first
        if kind == "choose" and spec not in obj.choices:
            game.choices_waiting.append({"object": object_id, "choice": spec, "player": controller})
    game.put_entering_counters(object_id)
    if game.characteristics(object_id).type_line.has_card_type("Battle"):
        _battle_enters(game, object_id, controller)
    for ability in game.characteristics(object_id).abilities:
        enters = dict(ability.enters)
        if not enters or (ability.if_kicked and not obj.kicks):
            continue  # CR 702.33e: "if it was kicked, it enters with …"
        if enters.get("sunburst"):
            _sunburst(game, object_id)
        if "counters" in enters:
            for kind, amount in enters["counters"]:
                amount = obj.kicks if amount == "kicked" else amount  # multikicker (702.33c)
                amount = obj.choices.get(CAST_X, 0) if amount == "X" else amount  # CR 107.3m
                if isinstance(amount, tuple):  # CR 702.66a: the cards exiled with it
                    amount = exiled_with_count(game, object_id, amount)
                if amount:
                    obj.counters[kind] = obj.counters.get(kind, 0) + amount
                    obj.counter_timestamps[kind] = obj.timestamp  # CR 613.7c: as it enters
            game.changed()
        if enters.get("tapped") and not enters_untapped(game, object_id, controller, enters):
            life = enters.get("unless_pay_life")
            if life and game.players[controller].life >= life:
                game.choices_waiting.append(
                    {
                        "object": object_id,
                        "choice": "pay_life_or_tapped",
                        "player": controller,
                        "life": life,
                    }
                )
            else:
                obj.tapped = True
    if not obj.tapped and entering_tapped_by_others(game, object_id):
        obj.tapped = True  # CR 614.12: another permanent's "… enter the battlefield tapped"
    if not obj.tapped and not _life_choice_waiting(game, object_id):
        entered_untapped(game, object_id)


def token_entered(game: GameState, object_id: str) -> None:
    """CR 111.1, 603.6a: a token created on the battlefield enters it: "whenever a creature
    enters" abilities trigger on it as on any permanent that enters."""
    emit_event(
        game,
        GameEvent(
            TriggerEvent.ENTERS, object_id, game.controller_of(object_id), None, "battlefield"
        ),
    )


def _life_choice_waiting(game: GameState, object_id: str) -> bool:
    return any(
        w.get("object") == object_id and w.get("choice") == "pay_life_or_tapped"
        for w in game.choices_waiting
    )


def entered_untapped(game: GameState, object_id: str) -> None:
    """CR 603.2, 614.1c: the permanent entered untapped (its replacement effects applied): the
    event "When {this} enters untapped" triggers on."""
    emit_event(
        game, GameEvent(TriggerEvent.ENTERS_UNTAPPED, object_id, game.controller_of(object_id))
    )


CAST_TRANSFORMED = ("cast it transformed", "don't cast it")
"""The answers to 310.11b's "you may cast it transformed"."""


def battle_defeated(game: GameState, battle: str) -> None:
    """CR 310.11b: the last defense counter was removed from a battle (an event its Siege
    ability triggers on)."""
    game.events.append(
        event_of("defeated", f"the last defense counter is removed from {battle}", "310.11b")
    )
    emit_event(game, GameEvent("last_defense_counter_removed", battle, game.controller_of(battle)))


def offer_cast_transformed(game: GameState, card: str, player: str) -> None:
    """CR 310.11b: "then you may cast it transformed without paying its mana cost" — if the
    card was exiled, its controller decides (a :class:`Choose` before anyone gets priority)."""
    obj = game.objects.get(card)
    if obj is None or obj.zone is not Zone.EXILE or obj.card is None or len(obj.card.faces) < 2:
        return
    game.choices_waiting.append({"object": card, "choice": "cast_transformed", "player": player})


def cast_transformed(game: GameState, card: str, player: str) -> None:
    """CR 712.11a, 712.8c, 601.2: cast a double-faced card from exile with its back face up,
    without paying its mana cost (118.9a): it is cast ("whenever you cast" sees it) and
    counts as a spell cast this turn."""
    game.move(card, Zone.STACK)
    game.objects[card].controller = player
    game.turn_over(card)
    name = game.characteristics(card).name
    game.stack.append(StackItem(card, "spell", card, player, None, (), 0, f"{name} (transformed)"))
    game.spell_cast(player, card)
    game.count_spell_cast(player)
    game.events.append(event_of("cast", f"{player} casts {name} transformed", "310.11b"))
    emit_event(game, GameEvent("cast", card, player))
    game.passes = set()


def _battle_enters(game: GameState, battle: str, controller: str) -> None:
    """CR 310.8a, 310.11a: as a battle enters (with its defense counters, 310.4b) its
    controller chooses its protector (for a Siege, one of their opponents) — with only one
    player to choose, that one."""
    obj = game.objects[battle]
    candidates = protector_candidates(game, battle)
    if len(candidates) == 1:
        obj.choices["protector"] = candidates[0]
        game.events.append(event_of("choose", f"{candidates[0]} protects {battle}", "310.11a"))
    elif candidates:
        game.choices_waiting.append({"object": battle, "choice": "protector", "player": controller})
    game.changed()


CHOICE_OPTIONS: dict[str, tuple[str, ...]] = {
    "color": ("white", "blue", "black", "red", "green"),
    "basic_land_type": ("Plains", "Island", "Swamp", "Mountain", "Forest"),
}


def exiled_with_count(game: GameState, object_id: str, card_types: tuple[str, ...]) -> int:
    """CR 702.66a, 614.1c: how many of the cards exiled to pay for this permanent's spell
    (delve) are still those cards in exile and of one of ``card_types`` ("for each instant
    and sorcery card exiled with it", Murktide Regent)."""
    found = 0
    for card, changes in game.objects[object_id].choices.get(EXILED_TO_CAST, ()):
        exiled = game.objects.get(card)
        if exiled is None or exiled.zone is not Zone.EXILE or game.zone_changes(card) != changes:
            continue  # CR 400.7: a card that left exile is a new object
        line = game.characteristics(card).type_line
        found += any(line.has_card_type(kind) for kind in card_types)
    return found
