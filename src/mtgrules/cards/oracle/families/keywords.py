"""Keyword abilities (CR 702) beyond the core's: keywords whose cost follows a dash
(``Cycling—Pay 2 life.``, ``Flashback—Sacrifice a Mountain.``, CR 702.29a, 702.34a) and the
cost "Discard {this}" (an ability that functions in its owner's hand, 113.6m). The keywords the
game carries out are listed once, in :mod:`mtgrules.cards.keyword_abilities`."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import (
    Built,
    Scope,
    build_line,
)
from mtgrules.cards.oracle.filters import counted_filter
from mtgrules.cards.oracle.reading import Data, find_child, subtrees, text_of, tokens_of, words_of
from mtgrules.cards.oracle.registry import (
    clause,
    cost_part,
    keyword,
    line,
    says_ability,
    says_instruction,
    trigger,
)
from mtgrules.cards.oracle.render import Unsayable, render_ability, render_filter
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import NotImplementedText
from mtgrules.model.triggers import read_trigger


@keyword("keywords_protection_colored_spells")
def _protection_colored_spells(node: Tree[Token]) -> str:
    """CR 702.16a: "protection from spells that are one or more colors"."""
    return "Protection from spells that are one or more colors"  # mtgrules.game.keywords


@trigger("keywords_t_to_graveyard_anywhere")
def _t_to_graveyard_anywhere(node: Tree[Token]) -> str:
    """CR 113.6k: "When {this} is put into a graveyard from anywhere" (it triggers in the
    graveyard it is put into: :func:`mtgrules.game.triggers.functions_in`)."""
    if words_of(node)[0] != "when":
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    return f"When {SELF} is put into a graveyard from anywhere"


@clause("keywords_owner_shuffles_graveyard")
def _owner_shuffles_graveyard(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.24a: "its owner shuffles their graveyard into their library" (the source's
    owner)."""
    if not scope.it_is_self:
        raise NotImplementedText("'its owner' of another object not implemented")
    return {"shuffle_graveyard_in": "owner"}


@says_instruction("shuffle_graveyard_in")
def _say_shuffle_graveyard_in(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    return "its owner shuffles their graveyard into their library"


@keyword("keywords_dashed")
def _dashed(node: Tree[Token]) -> str:
    """CR 702.1: "[Keyword]—[cost]." as a definition writes it and the card prints it (some
    cards space the dash: "Ward — Pay 2 life.")."""
    word, dash = tokens_of(node)[:2]
    name = str(word)
    parts = [_dash_part(p) for p in subtrees(subtrees(node)[0])]
    spaced = (dash.start_pos or 0) > (word.start_pos or 0) + len(name)
    return f"{name[:1].upper()}{name[1:]}{' — ' if spaced else '—'}{', '.join(parts)}."


def _dash_part(part: Tree[Token]) -> str:
    """One part of a cost after a dash, as printed: ``Pay 2 life``, ``Sacrifice a Mountain``,
    ``{2}``."""
    kind = str(part.data)
    if kind == "keywords_pay_life":
        return f"Pay {words_of(part)[1]} life"
    if kind == "keywords_sacrifice":
        return "Sacrifice " + text_of(part).split(" ", 1)[1]
    if kind == "keywords_tap":  # CR 702.34a: "Flashback—Tap three untapped white creatures …"
        return "Tap " + text_of(part).split(" ", 1)[1]
    if kind == "keywords_mana":
        return "".join(words_of(part))
    raise NotImplementedText(f"the cost '{text_of(part)}' not implemented")


@cost_part("discard_self_cost")
def _discard_self(node: Tree[Token]) -> str:
    """CR 113.6m, 701.9a: "Discard {this}" — the ability functions in its owner's hand."""
    return f"Discard {SELF}"


@line("keywords_cost_reduced")
def _cost_reduced(node: Tree[Token], is_spell: bool) -> Built:
    """CR 602.1, 601.2f, 602.2b: "[Cost]: [Effect.] This ability costs {1} less to activate
    for each [object]." (the channel lands)."""
    trees = subtrees(node)
    children: list[Any] = [trees[0], trees[1], None]  # as parsed without an activation limit
    plain: Tree[Token] = Tree("activated", children)
    built = build_line(plain, is_spell)
    (data, notes), *rest = built.abilities
    assert isinstance(data, dict) and not rest
    reduction = trees[2]
    amount = "".join(tokens_of(reduction, "MANA"))
    if amount != "{1}":
        raise NotImplementedText(f"an activation cost {amount} less for each not implemented")
    data = {**data, "cost_less": {"count": counted_filter(subtrees(reduction)[0])}}
    return Built([(data, {**notes, "render": "keywords_cost_reduced"})])


@says_ability("keywords_cost_reduced")
def _say_cost_reduced(data: dict[str, Any], notes: dict[str, Any], targets: list[Any]) -> str:
    """The activated ability, then its cost reduction."""
    plain = {k: v for k, v in notes.items() if k != "render"}
    text = render_ability({k: v for k, v in data.items() if k != "cost_less"}, plain, targets)
    each = render_filter(data["cost_less"]["count"])
    return text + f" This ability costs {{1}} less to activate for each {each}."


@keyword("keywords_suspend")
def _suspend(node: Tree[Token]) -> str:
    """CR 702.62a: "Suspend N—[cost]" as a definition writes it and the card prints it."""
    word, number = (str(t) for t in tokens_of(node)[:2])
    if word != "suspend":
        raise NotImplementedText(f"the keyword '{word} {number}—' not implemented")
    mana = "".join(words_of(subtrees(node)[0]))
    return f"Suspend {number}—{mana}"


CREATED = "created"
"""What ``to: created`` names: the token the instruction before it created (CR 111.2)."""


@clause("attach")
def _attach(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.3a: "attach {this} to it" right after creating a token: the source (an
    Equipment, as Cori-Steel Cutter's flurry says) is attached to the token just created."""
    words = words_of(node)
    if words[:2] != ["attach", SELF] or words[2:] != ["to", "it"] or scope.last != "token":
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return {"attach": "self", "to": CREATED}


@says_instruction("attach")
def _say_attach(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step.get("to") != CREATED:
        raise NotImplementedText(f"no English for attaching to {step.get('to')}")
    return f"attach {SELF} to it"


@trigger("keywords_cycle_self")
def _cycle_self(node: Tree[Token]) -> str:
    """CR 702.29c: "When you cycle {this}" means "When you discard this card to pay an
    activation cost of a cycling ability"."""
    when = "Whenever" if find_child(node, "whenever") is not None else "When"
    text = f"{when} you cycle {SELF}"
    if read_trigger(text) is None:
        raise NotImplementedText(f"the trigger '{text}' not implemented")
    return text


@trigger("keywords_valiant")
def _valiant(node: Tree[Token]) -> str:
    """CR 115.10, 603.2: "Whenever {this} becomes the target of a spell or ability you control
    for the first time each turn" (the Valiant ability word's trigger)."""
    when = "Whenever" if find_child(node, "whenever") is not None else "When"
    text = (
        f"{when} {SELF} becomes the target of a spell or ability you control for the first "
        "time each turn"
    )
    if read_trigger(text) is None:
        raise NotImplementedText(f"the trigger '{text}' not implemented")
    return text


@clause("keywords_player_protection")
def _player_protection(node: Tree[Token], scope: Scope) -> Data:
    """CR 702.16j, 611.2b: "you gain protection from everything until your next turn"."""
    return {"protection_from_everything": "you"}


@says_instruction("protection_from_everything")
def _say_player_protection(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if set(step) - {"protection_from_everything", "_join"}:
        raise Unsayable(f"no English for {step}")
    return "you gain protection from everything until your next turn"
