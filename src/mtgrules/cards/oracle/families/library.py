"""The library family: looking at the top of a library and moving the cards looked at (CR 401,
608.2c), with the conditions and "instead" forms those instructions come with: "Look at the top
three cards of your library. Put one of them into your hand and the rest on the bottom of your
library in any order. If there is an instant card and a sorcery card in your graveyard, instead
put two of them into your hand and the rest on the bottom of your library in any order." (Flow
State).

Each builder turns one grammar rule of ``grammar/library.lark`` into definition data; each
renderer says it back. The game carries the instructions out in :mod:`mtgrules.game.library`
and :mod:`mtgrules.game.revealing`; an ``instead`` under an ``if`` is folded into the earlier
instruction by :mod:`mtgrules.game.instead`.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import Scope, clauses_of, condition
from mtgrules.cards.oracle.filters import TYPE_NOUNS
from mtgrules.cards.oracle.reading import subtrees, text_of
from mtgrules.cards.oracle.registry import condition as condition_rule
from mtgrules.cards.oracle.registry import says_condition, sentence
from mtgrules.cards.oracle.support import NotImplementedText

Data = dict[str, Any]
Node = Tree[Token]

INSTEAD_VERBS = frozenset({"dig"})
"""The instructions an "instead …" sentence may change the number of (CR 608.2c)."""


# -- "If …, instead …" (CR 608.2c) -------------------------------------------------------------


@sentence("library_if_instead")
def _if_instead(node: Node, scope: Scope) -> list[Data]:
    """CR 608.2c: "If [condition], instead [instruction]": the earlier instruction of the same
    verb is followed with this one's number if the condition holds as the spell resolves."""
    cond, clauses = subtrees(node)
    steps = clauses_of(clauses, scope)
    if len(steps) != 1 or not INSTEAD_VERBS & set(steps[0]):
        raise NotImplementedText(f"'instead {text_of(clauses)}' not implemented")
    return [{"if": condition(cond), "do": [{**steps[0], "instead": True}]}]


# -- conditions on a graveyard (CR 404.1) ------------------------------------------------------


@condition_rule("library_there_is_each")
def _there_is_each(node: Node) -> Data:
    """ "there is an instant card and a sorcery card in your graveyard": a card of each kind
    is in the graveyard (one card of two of the kinds counts for both)."""
    parts = []
    for kind in subtrees(node):
        article, noun = subtrees(kind)[0], subtrees(kind)[1]
        if text_of(article) not in ("a", "an") or text_of(noun) not in TYPE_NOUNS:
            raise NotImplementedText(f"the condition '{text_of(node)}' not implemented")
        parts.append(
            {"count": {"types": [TYPE_NOUNS[text_of(noun)]], "zone": "graveyard", "owner": "you"}}
        )
    return {"all_of": parts, "_there_is": True}


@says_condition("library_there_is_each")
def _say_there_is_each(cond: Data) -> str | None:
    if not cond.get("_there_is") or set(cond) != {"all_of", "_there_is"}:
        return None
    kinds = []
    for part in cond["all_of"]:
        counted = part.get("count", {})
        if set(part) != {"count"} or set(counted) != {"types", "zone", "owner"}:
            return None
        if counted["zone"] != "graveyard" or counted["owner"] != "you":
            return None
        if len(counted["types"]) != 1:
            return None
        noun = str(counted["types"][0]).lower()
        kinds.append(f"{'an' if noun[0] in 'aeiou' else 'a'} {noun} card")
    return f"there is {' and '.join(kinds)} in your graveyard"
