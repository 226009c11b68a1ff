"""Keyword abilities (CR 702) beyond the core's: keywords whose cost follows a dash
(``Cycling—Pay 2 life.``, ``Flashback—Sacrifice a Mountain.``, CR 702.29a, 702.34a) and the
cost "Discard {this}" (an ability that functions in its owner's hand, 113.6m). The keywords the
game carries out are listed once, in :mod:`mtgrules.cards.keyword_abilities`."""

from __future__ import annotations

from lark import Token, Tree

from mtgrules.cards.oracle.builder import subtrees, text_of, words_of
from mtgrules.cards.oracle.registry import cost_part, keyword
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import NotImplementedText


@keyword("keywords_dashed")
def _dashed(node: Tree[Token]) -> str:
    """CR 702.1: "[Keyword]—[cost]." as a definition writes it (and the card prints it)."""
    name = words_of(node)[0]
    parts = [_dash_part(p) for p in subtrees(subtrees(node)[0])]
    return f"{name[:1].upper()}{name[1:]}—{', '.join(parts)}."


def _dash_part(part: Tree[Token]) -> str:
    """One part of a cost after a dash, as printed: ``Pay 2 life``, ``Sacrifice a Mountain``,
    ``{2}``."""
    kind = str(part.data)
    if kind == "keywords_pay_life":
        return f"Pay {words_of(part)[1]} life"
    if kind == "keywords_sacrifice":
        return "Sacrifice " + text_of(part).split(" ", 1)[1]
    if kind == "keywords_mana":
        return "".join(words_of(part))
    raise NotImplementedText(f"the cost '{text_of(part)}' not implemented")


@cost_part("discard_self_cost")
def _discard_self(node: Tree[Token]) -> str:
    """CR 113.6m, 701.9a: "Discard {this}" — the ability functions in its owner's hand."""
    return f"Discard {SELF}"
