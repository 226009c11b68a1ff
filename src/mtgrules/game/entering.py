"""Permanents entering the battlefield (CR 614.12, 310): choices made as a permanent enters,
battles entering and being defeated, and cards cast transformed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game import revealing
from mtgrules.game.chains import finish_chain
from mtgrules.game.chosen import finish_choose_permanent, finish_return_chosen, finish_top_or_bottom
from mtgrules.game.counter_choice import finish_counter_of_choice
from mtgrules.game.counterspells import finish_payment_choice
from mtgrules.game.hands import (
    finish_choose_card,
    finish_opponent_hand,
    finish_put_from_hand,
    look_at_an_opponents_hand,
)
from mtgrules.game.keeping import finish_keep_on_top
from mtgrules.game.keyword_triggers import finish_cumulative_upkeep
from mtgrules.game.library import finish_arranging, finish_dig
from mtgrules.game.madness import finish_madness
from mtgrules.game.mana import finish_adding
from mtgrules.game.naming import NAME_CHOICES, finish_naming
from mtgrules.game.objects import CAST_X, Zone
from mtgrules.game.optional import finish_may
from mtgrules.game.outside import finish_wish
from mtgrules.game.permissions import finish_cast_now
from mtgrules.game.play_state import StackItem, event_of
from mtgrules.game.putting import finish_each_puts
from mtgrules.game.replacement import entering_tapped_by_others, enters_untapped
from mtgrules.game.rummaging import finish_discard_up_to
from mtgrules.game.sba import LEGEND_CHOICE, finish_legend_rule, protector_candidates
from mtgrules.game.search import finish_search
from mtgrules.game.stack_abilities import finish_change_target
from mtgrules.game.triggers import emit_event
from mtgrules.game.untapping import finish_untap_chosen
from mtgrules.game.ward import finish_ward
from mtgrules.model.triggers import GameEvent, TriggerEvent

if TYPE_CHECKING:
    from mtgrules.game.state import Game


def as_permanent_enters(game: Game, object_id: str) -> None:
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
        if "counters" in enters:
            for kind, amount in enters["counters"]:
                amount = obj.kicks if amount == "kicked" else amount  # multikicker (702.33c)
                amount = obj.choices.get(CAST_X, 0) if amount == "X" else amount  # CR 107.3m
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


def token_entered(game: Game, object_id: str) -> None:
    """CR 111.1, 603.6a: a token created on the battlefield enters it: "whenever a creature
    enters" abilities trigger on it as on any permanent that enters."""
    emit_event(
        game,
        GameEvent(
            TriggerEvent.ENTERS, object_id, game.controller_of(object_id), None, "battlefield"
        ),
    )


def _life_choice_waiting(game: Game, object_id: str) -> bool:
    return any(
        w.get("object") == object_id and w.get("choice") == "pay_life_or_tapped"
        for w in game.choices_waiting
    )


def entered_untapped(game: Game, object_id: str) -> None:
    """CR 603.2, 614.1c: the permanent entered untapped (its replacement effects applied): the
    event "When {this} enters untapped" triggers on."""
    emit_event(
        game, GameEvent(TriggerEvent.ENTERS_UNTAPPED, object_id, game.controller_of(object_id))
    )


CAST_TRANSFORMED = ("cast it transformed", "don't cast it")
"""The answers to 310.11b's "you may cast it transformed"."""


def battle_defeated(game: Game, battle: str) -> None:
    """CR 310.11b: the last defense counter was removed from a battle (an event its Siege
    ability triggers on)."""
    game.events.append(
        event_of("defeated", f"the last defense counter is removed from {battle}", "310.11b")
    )
    emit_event(game, GameEvent("last_defense_counter_removed", battle, game.controller_of(battle)))


def offer_cast_transformed(game: Game, card: str, player: str) -> None:
    """CR 310.11b: "then you may cast it transformed without paying its mana cost" — if the
    card was exiled, its controller decides (a :class:`Choose` before anyone gets priority)."""
    obj = game.objects.get(card)
    if obj is None or obj.zone is not Zone.EXILE or obj.card is None or len(obj.card.faces) < 2:
        return
    game.choices_waiting.append({"object": card, "choice": "cast_transformed", "player": player})


def cast_transformed(game: Game, card: str, player: str) -> None:
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


def _battle_enters(game: Game, battle: str, controller: str) -> None:
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


def choice_options(game: Game, waiting: dict[str, Any]) -> tuple[str, ...]:
    """The values a player may choose (CR 614.12). A creature type is any existing one (205.3e);
    a card name any card's (201.4) — the options listed are the creature types and card names
    of the cards in the game, and :meth:`Game.check` accepts any other legal one."""
    kind = waiting["choice"]
    if kind in CHOICE_OPTIONS:
        return CHOICE_OPTIONS[kind]
    if kind in (
        "search",
        "scry",
        "surveil",
        "arrange_top",
        "may_shuffle",
        "put_on_top_from_hand",
        "pay_or_countered",
        "cumulative_upkeep",
        "madness",
        "ward",
        "dig",
        "bottom_order",
        "may_put_looked",
        "reveal_looked",
        "take_looked",
        "bottom_next",
        "counter_of_choice",
        "choose_type",
        "choose_card",
        "put_from_hand",
        "each_puts_from_hand",
        "discard_up_to",
        "mana",
        "change_target",
        "keep_on_top",
        "opponent_hand",
        "cast_now",
        "choose_permanent",
        "top_or_bottom",
        "chain",
        "return_chosen",
        "may",
        "wish",
        "untap_chosen",
        LEGEND_CHOICE,
    ):  # 701.23b, 701.22a, 118.12a, 702.35a, 702.21a, 608.2c-d, 305.4, 106.1a …
        return tuple(label for label, _ in waiting["options"])
    if kind == "pay_life_or_tapped":
        return (f"pay {waiting['life']} life", "enter tapped")
    if kind == "protector":
        return tuple(protector_candidates(game, waiting["object"]))
    if kind == "cast_transformed":
        return CAST_TRANSFORMED
    if kind == "creature_type":
        found = {
            s.english
            for i in game.objects
            for s in game.characteristics(i).type_line.subtypes_of(_creature_kind())
        }
        return tuple(sorted(found or {"Human"}))
    nonland = kind == "nonland_card_name"  # CR 201.4a
    names = {
        n
        for i in game.objects
        for n in game.characteristics(i).names
        if not (nonland and game.characteristics(i).type_line.has_card_type("Land"))
    }
    return tuple(sorted(names))


def _creature_kind() -> Any:
    from mtgrules.vocab.types import SubtypeKind

    return SubtypeKind.CREATURE


def valid_choice(game: Game, waiting: dict[str, Any], value: str) -> bool:
    kind = waiting["choice"]
    if value in choice_options(game, waiting):
        return True
    from mtgrules.cards.names import choose_card_name
    from mtgrules.vocab.typeline import choose_subtype

    try:
        if kind == "creature_type":
            choose_subtype(_creature_kind(), value)
            return True
        if kind in NAME_CHOICES:
            choose_card_name(game.database, value, **NAME_CHOICES[kind])
            return True
    except (ValueError, LookupError):
        return False
    return False


def make_choice(game: Game, value: str) -> None:
    waiting = game.choices_waiting.pop(0)
    kind = waiting["choice"]
    if kind in NAME_CHOICES and waiting.get("resolving"):  # CR 608.2d: as it resolves
        finish_naming(game, waiting, value)
        return
    if kind == "search":
        finish_search(game, waiting, value)
        return
    if kind == "ward":  # CR 702.21a
        finish_ward(game, waiting, value)
        return
    if kind == "madness":  # CR 702.35a
        finish_madness(game, waiting, value)
        return
    if kind in ("dig", "bottom_order", "may_put_looked"):  # CR 608.2c, 608.2d
        finish_dig(game, waiting, value)
        return
    if kind == "counter_of_choice":  # CR 122.1, 608.2d
        finish_counter_of_choice(game, waiting, value)
        return
    if kind in ("reveal_looked", "take_looked", "bottom_next", "choose_type"):  # CR 608.2d
        finish = {"reveal_looked": revealing.finish_reveal_looked,
                  "choose_type": revealing.finish_choose_type,
                  "take_looked": revealing.finish_take_looked,
                  "bottom_next": revealing.finish_bottom_next}[kind]  # fmt: skip
        finish(game, waiting, value)
        return
    if kind == "choose_card":  # CR 608.2d
        finish_choose_card(game, waiting, value)
        return
    if kind == "choose_permanent":  # CR 608.2d
        finish_choose_permanent(game, waiting, value)
        return
    if kind == "chain":  # CR 707.10
        finish_chain(game, waiting, value)
        return
    if kind == "top_or_bottom":  # CR 401.1
        finish_top_or_bottom(game, waiting, value)
    if kind == "return_chosen":  # CR 608.2d
        finish_return_chosen(game, waiting, value)
        return
    if kind == "discard_up_to":  # CR 608.2d
        finish_discard_up_to(game, waiting, value)
        return
    if kind == "each_puts_from_hand":  # CR 608.2e
        finish_each_puts(game, waiting, value)
        return
    if kind == "put_from_hand":  # CR 305.4
        finish_put_from_hand(game, waiting, value)
        return
    if kind in ("scry", "surveil", "arrange_top", "may_shuffle", "put_on_top_from_hand"):
        finish_arranging(game, waiting, value)
        return
    if kind == "untap_chosen":  # CR 701.26b
        finish_untap_chosen(game, waiting, value)
        return
    if kind == "wish":  # CR 400.11b
        finish_wish(game, waiting, value)
        return
    if kind == "opponent_hand":  # CR 402.3
        finish_opponent_hand(game, waiting, value)
        return
    if kind == "keep_on_top":  # CR 701.23a
        finish_keep_on_top(game, waiting, value)
        return
    if kind == "change_target":  # CR 115.7a
        finish_change_target(game, waiting, value)
        return
    if kind == "cumulative_upkeep":  # CR 702.24a
        finish_cumulative_upkeep(game, waiting, value)
        return
    if kind == "pay_or_countered":
        finish_payment_choice(game, waiting, value)
        return
    if kind == "cast_now":  # CR 608.2g
        finish_cast_now(game, waiting, value)
    if kind == "may":  # CR 608.2d
        finish_may(game, waiting, value)
        return
    if kind == LEGEND_CHOICE:  # CR 704.5j
        finish_legend_rule(game, waiting, value)
        return
    if kind == "mana":
        finish_adding(game, waiting, value)
        return
    obj = game.objects[waiting["object"]]
    if kind == "cast_transformed":
        if value == CAST_TRANSFORMED[0]:
            cast_transformed(game, waiting["object"], waiting["player"])
        else:
            game.events.append(
                event_of("choose", f"{waiting['player']} doesn't cast it", "310.11b")
            )
        return
    if kind == "pay_life_or_tapped":
        if value.startswith("pay"):
            game.players[waiting["player"]].life -= int(waiting["life"])
            entered_untapped(game, waiting["object"])
        else:
            obj.tapped = True
    elif kind == "creature_type":
        from mtgrules.vocab.typeline import choose_subtype

        obj.choices[kind] = choose_subtype(_creature_kind(), value).english
    elif kind in NAME_CHOICES:  # CR 201.4: the chosen name, whatever it was required to be
        from mtgrules.cards.names import choose_card_name

        obj.choices["card_name"] = choose_card_name(game.database, value, **NAME_CHOICES[kind]).name
    else:
        obj.choices[kind] = value
    game.events.append(
        event_of("choose", f"{waiting['player']} chooses {value} for {waiting['object']}", "614.12")
    )
    game.changed()
