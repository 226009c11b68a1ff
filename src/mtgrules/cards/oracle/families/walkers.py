"""Planeswalkers, Sagas and modal spells: loyalty abilities ("[+1]: …", CR 606), chapter
abilities ("I — …", CR 714.2) and modes ("Choose one — • … • …", CR 700.2). The game carries
them out in :mod:`mtgrules.game.loyalty`, :mod:`mtgrules.game.sagas` and
:mod:`mtgrules.game.modes`."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import Built, Scope, effects_of, subtrees, tokens_of
from mtgrules.cards.oracle.registry import line
from mtgrules.cards.oracle.support import NotImplementedText
from mtgrules.model.costs import loyalty_of

Data = dict[str, Any]


# -- loyalty abilities (CR 606) ------------------------------------------------------------------


@line("loyalty")
def loyalty_ability(node: Tree[Token], is_spell: bool) -> Built:
    """CR 606.2, 606.4: "[+1]: [Effect.]": an activated ability whose cost puts on or removes
    loyalty counters; when it may be activated is the rule of every loyalty ability (606.3),
    not written on it."""
    (symbol,) = tokens_of(node, "LOYALTY")
    if loyalty_of(str(symbol)) is None:
        raise NotImplementedText(f"the loyalty cost '{symbol}' (an X) not implemented")
    scope = Scope(it_is_self=True)
    instructions = effects_of(subtrees(node)[0], scope)
    data: Data = {"activated": "", "cost": str(symbol), "do": instructions}
    if scope.targets:
        data["targets"] = scope.targets
    return Built([(data, {"refs": scope.refs})])
