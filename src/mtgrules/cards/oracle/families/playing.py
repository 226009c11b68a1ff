"""The playing family: casting and playing cards from zones other than the hand, and without
paying their mana costs (CR 601.3, 608.2g, 118.9): "you may cast target instant or sorcery card
… from your graveyard without paying its mana cost" (cast while the ability resolves). The
grammar is ``grammar/playing.lark``; the game side is :mod:`mtgrules.game.permissions`."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import (
    Scope,
    amount_of,
    object_target,
    target_index,
)
from mtgrules.cards.oracle.reading import find_child, subtrees, text_of, tokens_of, words_of
from mtgrules.cards.oracle.registry import clause, keyword, says_ability, says_instruction, static
from mtgrules.cards.oracle.registry import sentence as sentence_rule
from mtgrules.cards.oracle.render import Unsayable, capitalize, render_object
from mtgrules.cards.oracle.support import WORDS_FOR_NUMBERS, NotImplementedText

Data = dict[str, Any]

EXILE_INSTEAD = "If that spell would be put into your graveyard, exile it instead"


@clause("playing_may_cast_now")
def _may_cast_now(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2g, 118.9: "you may cast target … card … without paying its mana cost[. If that
    spell would be put into your graveyard, exile it instead]" — cast while the ability
    resolves."""
    number = object_target(subtrees(node)[0], scope)
    spec = scope.targets[number - 1]
    if not isinstance(spec, dict) or spec.get("zone") != "graveyard":
        raise NotImplementedText("casting a card from elsewhere than a graveyard not implemented")
    out: Data = {"cast": "target", **target_index(number), "optional": True, "free": True}
    if find_child(node, "playing_exile_instead") is not None:
        out["instead"] = "exile"  # CR 614.1a: a replacement of the spell going to the graveyard
    return out


@says_instruction("cast")
def _say_cast(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if set(step) - {"cast", "target", "optional", "free", "instead", "_join"} or not (
        step.get("optional") and step.get("free")
    ):
        raise Unsayable(f"no English for {step}")
    text = f"you may cast {render_object(step, targets, mentioned, refs)}"
    text += " without paying its mana cost"
    if step.get("instead") == "exile":
        text += ". " + EXILE_INSTEAD
    return text


OWNER_CASTS_EXILED = "the exiled card's owner may cast that card without paying its mana cost"


@clause("playing_owner_casts_exiled")
def _owner_casts_exiled(node: Tree[Token], scope: Scope) -> Data:
    """CR 607.2a, 608.2g: "the exiled card's owner may cast that card without paying its mana
    cost": the card this object's other ability exiled, cast by its owner as this resolves."""
    if not scope.it_is_self:
        raise NotImplementedText("'the exiled card' in a spell not implemented")
    return {"cast_exiled": "owner"}


@says_instruction("cast_exiled")
def _say_cast_exiled(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if set(step) - {"cast_exiled", "_join"} or step["cast_exiled"] != "owner":
        raise Unsayable(f"no English for {step}")
    return OWNER_CASTS_EXILED


# -- the graveyard for a turn (CR 601.3, 614.1a) ---------------------------------------------------

GRAVEYARD_THIS_TURN = "until end of turn, you may play lands and cast spells from your graveyard"
GRAVEYARD_EXILED = (
    "if a card would be put into your graveyard from anywhere this turn, exile that card instead"
)


@clause("playing_graveyard_this_turn")
def _graveyard_this_turn(node: Tree[Token], scope: Scope) -> Data:
    """CR 601.3, 305.1, 611.2a: "Until end of turn, you may play lands and cast spells from your
    graveyard."."""
    return {"play_from_graveyard": "this_turn"}


@clause("playing_graveyard_exiled_this_turn")
def _graveyard_exiled_this_turn(node: Tree[Token], scope: Scope) -> Data:
    """CR 614.1a, 611.2a: "If a card would be put into your graveyard from anywhere this turn,
    exile that card instead."."""
    return {"graveyard_exiled": "this_turn"}


@says_instruction("play_from_graveyard")
def _say_graveyard_this_turn(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if set(step) - {"play_from_graveyard", "_join"}:
        raise Unsayable(f"no English for {step}")
    return GRAVEYARD_THIS_TURN


@says_instruction("graveyard_exiled")
def _say_graveyard_exiled(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if set(step) - {"graveyard_exiled", "_join"}:
        raise Unsayable(f"no English for {step}")
    return GRAVEYARD_EXILED


# -- flashback given until end of turn (CR 702.34a, 611.2c) --------------------------------------

FLASHBACK_SAID = "gains flashback until end of turn. The flashback cost is equal to its mana cost"
_EACH_INSTANT_AND_SORCERY: Data = {
    "zone": "graveyard",
    "owner": "you",
    "any_types": ["Instant", "Sorcery"],
}


def _is_flashback(node: Tree[Token]) -> None:
    said = find_child(node, "playing_gains_flashback") or node
    if {str(t) for t in tokens_of(said, "KEYWORD_WITH_COST")} != {"flashback"}:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")


@clause("playing_gains_flashback")
def _gains_flashback(node: Tree[Token], scope: Scope) -> Data:
    """CR 702.34a, 611.2c: "target instant or sorcery card in your graveyard gains flashback
    until end of turn. The flashback cost is equal to its mana cost."."""
    _is_flashback(node)
    number = object_target(subtrees(node)[0], scope)
    spec = scope.targets[number - 1]
    if not isinstance(spec, dict) or spec.get("zone") != "graveyard":
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return {"gain_flashback": "target", **target_index(number)}


@clause("playing_each_gains_flashback")
def _each_gains_flashback(node: Tree[Token], scope: Scope) -> Data:
    """CR 702.34a, 611.2c: "each instant and sorcery card in your graveyard gains flashback until
    end of turn …" (the cards there as it resolves)."""
    _is_flashback(node)
    return {"gain_flashback": dict(_EACH_INSTANT_AND_SORCERY)}


@says_instruction("gain_flashback")
def _say_gain_flashback(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if set(step) - {"gain_flashback", "target", "_join"}:
        raise Unsayable(f"no English for {step}")
    if step["gain_flashback"] == _EACH_INSTANT_AND_SORCERY:
        return f"each instant and sorcery card in your graveyard {FLASHBACK_SAID}"
    if step["gain_flashback"] != "target":
        raise Unsayable(f"no English for {step}")
    return f"{render_object(step, targets, mentioned, refs)} {FLASHBACK_SAID}"


# -- exile the top cards and play them for a while (CR 601.3, 611.2b) ------------------------------

_UNTIL = {"playing_this_turn": "end_of_turn", "playing_next_turn": "end_of_your_next_turn"}
_UNTIL_SAID = {
    "end_of_turn": "until end of turn",
    "end_of_your_next_turn": "until the end of your next turn",
}


@clause("playing_impulse", "playing_impulse_it")
def _impulse(node: Tree[Token], scope: Scope) -> Data:
    """CR 601.3, 611.2b: "exile the top two cards of your library. Until the end of your next
    turn, you may play those cards." — the cards exiled may be played (cast, or played as a
    land) from exile until then; "cast": only cast; "without paying its mana cost" (118.9)."""
    until = next(t for t in subtrees(node) if str(t.data) in _UNTIL)
    verb = text_of(find_child(node, "playing_verb") or node)
    count = subtrees(node)[0]
    number: int | str = 1
    if node.data == "playing_impulse" and subtrees(count):
        number = amount_of(subtrees(count)[0])
    if not isinstance(number, int):
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    out: Data = {"impulse": number, "until": _UNTIL[str(until.data)], "what": verb}
    those = find_child(node, "playing_those")
    if those is not None:
        said = words_of(those)
        if (said[0] == "that") != (number == 1):
            raise NotImplementedText(f"'{text_of(node)}' not implemented")
        if find_child(those, "playing_free") is not None:
            out["free"] = True
    else:
        out["_it"] = True
    return out


@says_instruction("impulse")
def _say_impulse(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if set(step) - {"impulse", "until", "what", "free", "_it", "_join", "_then_sentence"}:
        raise Unsayable(f"no English for {step}")
    number = step["impulse"]
    until = _UNTIL_SAID[step["until"]]
    cards = "card" if number == 1 else f"{WORDS_FOR_NUMBERS[number]} cards"
    text = f"exile the top {cards} of your library. "
    if step.get("_it"):
        if number != 1 or step.get("free"):
            raise Unsayable(f"no English for {step}")
        return text + f"You may {step['what']} it {until}"
    those = "that card" if number == 1 else "those cards"
    if step.get("free"):
        those += " without paying its mana cost"
    return text + capitalize(f"{until}, you may {step['what']} {those}")


# -- escape (CR 702.138) ----------------------------------------------------------------------------


@keyword("playing_escape")
def _escape(node: Tree[Token]) -> str:
    """CR 702.138a: "Escape—[mana], Exile five other cards from your graveyard." as a definition
    writes it and the card prints it."""
    word = str(tokens_of(node, "KEYWORD_WITH_COST")[0])
    if word != "escape":
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    cost, count = (text_of(t) for t in subtrees(node))
    mana = cost.replace(" ", "")
    return f"Escape—{mana}, Exile {count} other cards from your graveyard."


@clause("playing_sacrifice_unless_escaped")
def _sacrifice_unless_escaped(node: Tree[Token], scope: Scope) -> Data:
    """CR 702.138c: "sacrifice it unless it escaped" (a permanent escaped if the spell it was
    was cast with escape)."""
    if not scope.it_is_self or scope.last is not None:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return {"sacrifice_unless_escaped": "self"}


@says_instruction("sacrifice_unless_escaped")
def _say_sacrifice_unless_escaped(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if step.get("sacrifice_unless_escaped") != "self" or set(step) - {
        "sacrifice_unless_escaped",
        "_join",
    }:
        raise Unsayable(f"no English for {step}")
    return "sacrifice it unless it escaped"


GRAVEYARD_ESCAPE = "nonland_cards_in_your_graveyard_have_escape"
"""The rule a permanent sets (CR 613.11, :mod:`mtgrules.game.permissions`): each nonland card
in its controller's graveyard has escape, for its mana cost plus exiling N other cards (the
rule's name ends with ``:N``)."""


@static("playing_graveyard_has_escape")
def _graveyard_has_escape(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 702.138a: "Each nonland card in your graveyard has escape. The escape cost is equal to
    the card's mana cost plus exile three other cards from your graveyard."."""
    if {str(t) for t in tokens_of(node, "KEYWORD_WITH_COST")} != {"escape"}:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    count = amount_of(subtrees(node)[0])
    effect = {"affects": "self", "rules": f"{GRAVEYARD_ESCAPE}:{count}"}
    return {"static": "", "effects": [effect]}, {"render": "playing_graveyard_escape"}


@says_ability("playing_graveyard_escape")
def _say_graveyard_escape(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    rule, _, count = str(effect.get("rules", "")).partition(":")
    if rule != GRAVEYARD_ESCAPE or set(effect) != {"affects", "rules"} or not count.isdigit():
        raise Unsayable(f"no English for {data}")
    return (
        "Each nonland card in your graveyard has escape. The escape cost is equal to the card's "
        f"mana cost plus exile {WORDS_FOR_NUMBERS[int(count)]} other cards from your graveyard."
    )


FREE_UP_TO_LANDS = "cast_free_with_mana_value_up_to_lands"
"""The rule a permanent sets (CR 613.11, :func:`mtgrules.game.casting_costs.casting_options`):
its controller may cast spells with mana value at most the number of lands they control without
paying their mana costs (118.9)."""


@static("playing_free_up_to_lands")
def _free_up_to_lands(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 118.9: "You may cast spells with mana value less than or equal to the number of lands
    you control without paying their mana costs." (Fires of Invention)."""
    effect = {"affects": "self", "rules": FREE_UP_TO_LANDS}
    return {"static": "", "effects": [effect]}, {"render": "playing_free_up_to_lands"}


@says_ability("playing_free_up_to_lands")
def _say_free_up_to_lands(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    if effect != {"affects": "self", "rules": FREE_UP_TO_LANDS}:
        raise Unsayable(f"no English for {data}")
    return (
        "You may cast spells with mana value less than or equal to the number of lands you "
        "control without paying their mana costs."
    )


LOOK_AT_TOP = "look_at_top_of_library"
PLAY_TOP_FOR_LIFE = "play_from_top_of_library_paying_life"
CAST_TOP_ARTIFACTS = "cast_artifact_and_colorless_spells_from_top_of_library"
TOP_OF_LIBRARY_RULES = {
    "playing_look_at_top": (LOOK_AT_TOP, "You may look at the top card of your library any time."),
    "playing_top_for_life": (
        PLAY_TOP_FOR_LIFE,
        "You may play lands and cast spells from the top of your library. If you cast a spell "
        "this way, pay life equal to its mana value rather than pay its mana cost.",
    ),
    "playing_top_artifacts": (
        CAST_TOP_ARTIFACTS,
        "You may cast artifact spells and colorless spells from the top of your library.",
    ),
}
"""The rules a permanent sets for its controller's library (CR 613.11; carried out by
:mod:`mtgrules.game.permissions` and :mod:`mtgrules.game.view`): the rule's name and what the
card says."""
_SAID_TOP_RULES = dict(TOP_OF_LIBRARY_RULES.values())


@static(*TOP_OF_LIBRARY_RULES)
def _top_of_library(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 401.2, 601.3, 305.1, 118.9: what its controller may do with the top card of their
    library while the permanent is on the battlefield."""
    rule = TOP_OF_LIBRARY_RULES[str(node.data)][0]
    return {"static": "", "effects": [{"affects": "self", "rules": rule}]}, {
        "render": "playing_top_of_library"
    }


@says_ability("playing_top_of_library")
def _say_top_of_library(data: Data, notes: Data, targets: list[Any]) -> str:
    effects = data.get("effects", [])
    if len(effects) != 1 or set(effects[0]) != {"affects", "rules"}:
        raise Unsayable(f"no English for {data}")
    said = _SAID_TOP_RULES.get(str(effects[0]["rules"]))
    if said is None:
        raise Unsayable(f"no English for {data}")
    return said


# -- cards from outside the game (CR 400.11b) ------------------------------------------------------


@sentence_rule("playing_wish_any")
def _wish_any(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 400.11b, 608.2d: "you may put a card you own from outside the game into your hand"."""
    return [{"wish": "Card", "optional": True, "_playing_wish_any": True}]


@says_instruction("_playing_wish_any")
def _say_wish_any(step: Data, *_: Any) -> str:
    if step.get("wish") != "Card" or step.get("from", ["outside"]) != ["outside"]:
        raise Unsayable(f"no English for {step}")
    return "you may put a card you own from outside the game into your hand"
