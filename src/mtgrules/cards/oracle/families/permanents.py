"""The permanents family: the trigger events of triggered abilities (CR 603) and static
abilities of permanents (CR 604, 611.3) the game carries out.

A trigger is built as its condition's text, said from what was parsed (the filter of the
objects it is about, read by the core's filter helpers), and accepted only if the trigger
language of :mod:`mtgrules.model.triggers` reads that text back into a typed
:class:`~mtgrules.model.triggers.TriggerSpec`: what compiles is what the game matches.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle import registry
from mtgrules.cards.oracle.builder import (
    amount_of,
    pt_of,
)
from mtgrules.cards.oracle.filters import counted_filter, group_filter, noun_filter
from mtgrules.cards.oracle.reading import find_child, subtrees, text_of, tokens_of
from mtgrules.cards.oracle.render import (
    Unsayable,
    count_word,
    pt_text,
    render_filter,
    render_group,
    trigger_text,
)
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import NotImplementedText
from mtgrules.model.triggers import read_trigger

Data = dict[str, Any]


def _known(text: str) -> str:
    """CR 603.1: the trigger condition ``text``, if the game's trigger language reads it."""
    if read_trigger(text) is None:
        raise NotImplementedText(f"the trigger '{text}' not implemented")
    return text


def _when(node: Tree[Token]) -> str:
    return "Whenever" if find_child(node, "whenever") is not None else "When"


# -- the object itself -------------------------------------------------------------------------

_SELF_EVENTS = {
    "permanents_enters": "enters",
    "permanents_dies": "dies",
    "permanents_attacks": "attacks",
    "permanents_leaves": "leaves the battlefield",
    "permanents_to_graveyard": "is put into a graveyard from the battlefield",
}


@registry.trigger("permanents_self_events")
def _self_events(node: Tree[Token]) -> str:
    """CR 603.2: "When {this} enters or leaves the battlefield", "Whenever {this} enters or
    attacks": one ability that either event triggers."""
    events = [_SELF_EVENTS[str(t.data)] for t in subtrees(node)[1:]]
    return _known(f"{_when(node)} {SELF} {' or '.join(events)}")


@registry.trigger("permanents_cast_self")
def _cast_self(node: Tree[Token]) -> str:
    """CR 603.2, 601.2i: "When you cast {this}" (it triggers as the spell becomes cast)."""
    return _known(f"When you cast {SELF}")


@registry.trigger("permanents_self_or_another")
def _self_or_another(node: Tree[Token]) -> str:
    """CR 603.2, 603.10a: "Whenever {this} or another creature you control dies"."""
    trees = subtrees(node)
    spec = counted_filter(trees[1])
    verb = _SELF_EVENTS[str(trees[2].data)]
    under = " under your control" if find_child(node, "under_your_control") is not None else ""
    if under and spec.get("controller"):
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    return _known(f"{_when(node)} {SELF} or another {render_filter(spec)} {verb}{under}")


# -- other objects -----------------------------------------------------------------------------


@registry.trigger("t_other_enters", "t_other_dies", "t_other_attacks")
def _other(node: Tree[Token]) -> str:
    """CR 603.2, 603.6a, 700.4: "Whenever a land you control enters" (landfall), "Whenever
    another creature dies", "Whenever a nontoken creature you control dies"."""
    if _when(node) != "Whenever":
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    article = text_of(subtrees(node)[1])
    spec = counted_filter(subtrees(node)[2])
    if article == "another":
        spec["other"] = True
    elif article not in ("a", "an"):
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    event = {"t_other_enters": "enters", "t_other_dies": "dies", "t_other_attacks": "attacks"}[
        str(node.data)
    ]
    if find_child(node, "under_your_control") is not None:
        if spec.get("controller"):
            raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
        spec["controller"] = "under"
    return _known(trigger_text(event, spec))


# -- casting, drawing, gaining life ------------------------------------------------------------

_CASTERS = {"t_you_cast": "you cast", "t_player_casts": "a player casts",
            "t_opponent_casts": "an opponent casts"}  # fmt: skip
_SPELL_KEYS = {"zone", "types", "any_types", "not_types", "color_count"}  # colorless: 105.2c


@registry.trigger("t_you_cast", "t_player_casts", "t_opponent_casts")
def _cast(node: Tree[Token]) -> str:
    """CR 601.2i, 603.2: "Whenever you cast a noncreature spell", "Whenever an opponent casts
    an instant or sorcery spell", "Whenever a player casts a spell with mana value 3 or
    less"."""
    if _when(node) != "Whenever":
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    phrase = subtrees(node)[-1]
    bound = ""
    kept: list[Any] = []
    for part in phrase.children:
        if isinstance(part, Tree) and part.data in ("mv_or_less", "mv_or_greater") and not bound:
            number = tokens_of(part, "NUMBER")[0]
            bound = (
                f" with mana value {number} or {'less' if part.data == 'mv_or_less' else 'greater'}"
            )
        else:
            kept.append(part)
    spec = noun_filter(Tree(phrase.data, kept))
    if spec.get("zone") != "stack" or set(spec) - _SPELL_KEYS:
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    noun = render_filter(spec)
    article = "an" if noun[:1] in "aeiou" else "a"
    return _known(f"Whenever {_CASTERS[str(node.data)]} {article} {noun}{bound}")


@registry.trigger("t_gain_life", "t_draw", "permanents_opponent_draws")
def _player_event(node: Tree[Token]) -> str:
    """CR 119.9, 121.2, 603.2: "Whenever you gain life", "Whenever you draw a card",
    "Whenever an opponent draws a card"."""
    if _when(node) != "Whenever":
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    words = {
        "t_gain_life": "you gain life",
        "t_draw": "you draw a card",
        "permanents_opponent_draws": "an opponent draws a card",
    }[str(node.data)]
    return _known(f"Whenever {words}")


# -- steps -------------------------------------------------------------------------------------

_OWNERS = {"yours": "your", "each": "each", "opponents": "each opponent's", "permanents_the": "the"}
_STEP_WORDS = {"upkeep": "upkeep", "end_step": "end step", "draw_step": "draw step"}


@registry.trigger("t_step")
def _step(node: Tree[Token]) -> str:
    """CR 503.1a, 504.2, 507.1, 513.1a: "At the beginning of your upkeep", "At the beginning
    of the end step" (each end step)."""
    owner, step = (str(t.data) for t in subtrees(node))
    if owner not in _OWNERS or step not in _STEP_WORDS:
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    return _known(f"At the beginning of {_OWNERS[owner]} {_STEP_WORDS[step]}")


@registry.trigger("permanents_combat")
def _combat(node: Tree[Token]) -> str:
    """CR 507.1: "At the beginning of combat on your turn"."""
    return _known("At the beginning of combat on your turn")


# -- static abilities --------------------------------------------------------------------------

_RULE_SENTENCES = {
    "no_maximum_hand_size": "You have no maximum hand size.",
    "players_cant_gain_life": "Players can't gain life.",
    "can_block_only_creatures_with_flying": f"{SELF} can block only creatures with flying.",
    "cant_be_blocked_except_by_two_or_more_creatures": (
        f"{SELF} can't be blocked except by two or more creatures."
    ),
    "cant_be_blocked_except_by_three_or_more_creatures": (
        f"{SELF} can't be blocked except by three or more creatures."
    ),
}
"""CR 613.11: the rules-changing effects of this family (carried out in
:mod:`mtgrules.game.player_rules` and :mod:`mtgrules.game.combat`), as their sentences."""


def _rules(rule: str) -> tuple[Data, Data]:
    effect = {"affects": "self", "rules": rule}
    return {"static": "", "effects": [effect]}, {"render": "permanents_rules"}


@registry.static("no_max_hand")
def _no_maximum_hand_size(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 402.2: "You have no maximum hand size." (Reliquary Tower)."""
    return _rules("no_maximum_hand_size")


@registry.static("cant_gain_life")
def _cant_gain_life(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 119.7: "Players can't gain life." (Sunspine Lynx)."""
    if text_of(subtrees(node)[0]) != "players":
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return _rules("players_cant_gain_life")


@registry.static("permanents_blocks_only_flyers")
def _blocks_only_flyers(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 509.1b: "{this} can block only creatures with flying." (Brazen Borrower)."""
    if text_of(subtrees(node)[-1]) != "flying":
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return _rules("can_block_only_creatures_with_flying")


@registry.static("permanents_blocked_only_by_many")
def _blocked_only_by_many(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 509.1b: "{this} can't be blocked except by three or more creatures." (Troll of
    Khazad-dum)."""
    number = amount_of(subtrees(node)[0])
    words = {2: "two", 3: "three"}.get(number if isinstance(number, int) else 0)
    if words is None:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return _rules(f"cant_be_blocked_except_by_{words}_or_more_creatures")


@registry.says_ability("permanents_rules")
def _say_rules(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    if set(effect) != {"affects", "rules"} or effect["affects"] != "self":
        raise Unsayable(f"no English for {effect}")
    return _RULE_SENTENCES[effect["rules"]]


@registry.trigger("permanents_cast_subtypes")
def _cast_subtypes(node: Tree[Token]) -> str:
    """CR 601.2i, 603.2: "Whenever you cast an Aura, Equipment, or Vehicle spell" (a spell of
    any of these subtypes)."""
    if _when(node) != "Whenever":
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    words = [str(t) for t in tokens_of(subtrees(node)[-1], "SUBTYPE")]
    if len(words) == 1:
        kinds = words[0]
    elif len(words) == 2:
        kinds = " or ".join(words)
    else:
        kinds = ", ".join(words[:-1]) + ", or " + words[-1]
    article = "an" if kinds[:1] in "AEIOU" else "a"
    return _known(f"Whenever you cast {article} {kinds} spell")


@registry.static("permanents_self_pt_as_long_as")
def _self_pt_as_long_as(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 611.3b, 702.x threshold: "{this} gets +2/+2 as long as seven or more cards are in
    your graveyard" (the cards its controller owns there, counted as the effect applies)."""
    cond = subtrees(node)[-1]
    if cond.data != "c_graveyard" or text_of(subtrees(cond)[-1]) != "cards":
        raise NotImplementedText(f"the condition '{text_of(cond)}' not implemented")
    number = amount_of(subtrees(cond)[0])
    if not isinstance(number, int):
        raise NotImplementedText(f"the condition '{text_of(cond)}' not implemented")
    pt = pt_of(str(tokens_of(find_child(node, "pt_mod") or node, "PTMOD")[0]))
    effect = {
        "affects": "self",
        "modify_pt": pt,
        "condition": {"count": {"zone": "graveyard", "owner": "you"}, "at_least": number},
    }
    return {"static": "", "effects": [effect]}, {"render": "permanents_graveyard_pt"}


@registry.says_ability("permanents_graveyard_pt")
def _say_graveyard_pt(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    number = effect["condition"]["at_least"]
    return (
        f"{SELF} gets {pt_text(effect['modify_pt'])} as long as "
        f"{count_word(number, 'cards')} or more cards are in your graveyard."
    )


@registry.static("permanents_tapped_unless_opponents_control")
def _tapped_unless_opponents_control(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 614.1c: "{this} enters tapped unless your opponents control eight or more lands"
    (Turbulent Moor): the lands of all of them together, as it enters."""
    many, group = subtrees(node)
    number = 8 if many.data == "permanents_eight" else amount_of(many)
    counted = group_filter(group)
    if counted.get("controller") or not isinstance(number, int) or set(counted) != {"types"}:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    unless = {"count": {**counted, "controller": "opponent"}, "at_least": number}
    data = {"static": "", "enters": {"tapped": True, "unless": unless}}
    return data, {"render": "permanents_tapped_unless_opponents_control"}


@registry.says_ability("permanents_tapped_unless_opponents_control")
def _say_tapped_unless_opponents_control(data: Data, notes: Data, targets: list[Any]) -> str:
    unless = data["enters"]["unless"]
    group = {k: v for k, v in unless["count"].items() if k != "controller"}
    number = {8: "eight"}.get(unless["at_least"]) or count_word(unless["at_least"], "")
    return f"{SELF} enters tapped unless your opponents control {number} or more {render_group(group)}."


@registry.trigger("permanents_enters_untapped")
def _enters_untapped(node: Tree[Token]) -> str:
    """CR 603.2, 614.1c: "When {this} enters untapped" (Idyllic Grange)."""
    return _known(f"{_when(node)} {SELF} enters untapped")


@registry.static("permanents_tapped_unless_other_plains")
def _tapped_unless_other_plains(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 614.1c: "{this} enters tapped unless you control three or more other Plains" (a
    land type whose plural is its own name, 205.3i)."""
    (subtype,) = (str(t) for t in tokens_of(node, "SUBTYPE"))
    number = amount_of(subtrees(node)[0])
    if subtype != "Plains" or not isinstance(number, int):
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    counted = {"subtypes": [subtype], "controller": "you", "other": True}
    data = {
        "static": "",
        "enters": {"tapped": True, "unless": {"count": counted, "at_least": number}},
    }
    return data, {"render": "permanents_tapped_unless_other_plains"}


@registry.says_ability("permanents_tapped_unless_other_plains")
def _say_tapped_unless_other_plains(data: Data, notes: Data, targets: list[Any]) -> str:
    unless = data["enters"]["unless"]
    (subtype,) = unless["count"]["subtypes"]
    number = count_word(unless["at_least"], "")
    return f"{SELF} enters tapped unless you control {number} or more other {subtype}."
