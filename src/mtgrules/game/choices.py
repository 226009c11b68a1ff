"""The choices a player makes partway through the game's events (CR 608.2d: as a spell or
ability resolves; 614.12: as a permanent enters; 704.5j: the legend rule): the options each kind
of choice offers, whether a value is one of them, and making it — each kind carried on by the
rule area it belongs to."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from mtgrules.game import revealing
from mtgrules.game.battles import protector_candidates
from mtgrules.game.casting_now import finish_cast_now
from mtgrules.game.chains import finish_chain
from mtgrules.game.chosen import finish_choose_permanent, finish_return_chosen, finish_top_or_bottom
from mtgrules.game.counter_choice import finish_counter_of_choice
from mtgrules.game.counterspells import finish_payment_choice
from mtgrules.game.discarding import finish_discard_or_lose
from mtgrules.game.entering import (
    CAST_TRANSFORMED,
    CHOICE_OPTIONS,
    cast_transformed,
    entered_untapped,
)
from mtgrules.game.hand_looks import finish_opponent_hand
from mtgrules.game.hands import finish_choose_card, finish_put_from_hand
from mtgrules.game.keeping import finish_keep_on_top
from mtgrules.game.keyword_triggers import finish_cumulative_upkeep
from mtgrules.game.library import finish_arranging, finish_dig
from mtgrules.game.madness import finish_madness
from mtgrules.game.mana import finish_adding
from mtgrules.game.naming import NAME_CHOICES, finish_naming
from mtgrules.game.optional import finish_may
from mtgrules.game.outside import finish_wish
from mtgrules.game.play_state import event_of
from mtgrules.game.putting import finish_each_puts
from mtgrules.game.retargeting import finish_change_target
from mtgrules.game.rummaging import finish_discard_up_to
from mtgrules.game.sacrificing import CHOICE as SACRIFICE_CHOICE
from mtgrules.game.sacrificing import finish_sacrifice_permanents
from mtgrules.game.sba import LEGEND_CHOICE, finish_legend_rule
from mtgrules.game.search import finish_search
from mtgrules.game.trading import finish_trade
from mtgrules.game.untapping import finish_untap_chosen
from mtgrules.game.ward import finish_ward

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def choice_options(game: GameState, waiting: dict[str, Any]) -> tuple[str, ...]:
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
        "opening_hand",  # CR 103.6: mtgrules.game.opening_hand
        SACRIFICE_CHOICE,
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


def valid_choice(game: GameState, waiting: dict[str, Any], value: str) -> bool:
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


def make_choice(game: GameState, value: str) -> None:
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
    if kind == SACRIFICE_CHOICE:  # CR 701.21a
        finish_sacrifice_permanents(game, waiting, value)
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
    if kind == "may" and "discarding" in waiting:  # "each opponent who didn't discard …"
        finish_discard_or_lose(game, waiting, value)  # CR 608.2d
        return
    if kind == "may" and "trade" in waiting:  # "discard any number of cards, then draw …"
        finish_trade(game, waiting, value)  # CR 608.2d
        return
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
