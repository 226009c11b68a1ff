"""The stack family: abilities on the stack and restrictions. Countering an activated or
triggered ability (CR 701.6a, 115.1: Stifle). The grammar is ``grammar/stack.lark``; the game
side is :mod:`mtgrules.game.stack_abilities`."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import Scope, add_target, find_child, target_index, words_of
from mtgrules.cards.oracle.registry import clause

Data = dict[str, Any]


# -- abilities on the stack (CR 115.1, 701.6a) --------------------------------------------------


@clause("stack_counter_ability")
def _counter_ability(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.6a: "counter target activated or triggered ability" (a mana ability can't be
    targeted: it never is on the stack, 605.3b)."""
    kinds = find_child(node, "stack_ability_target")
    assert kinds is not None
    named = [w for w in words_of(kinds) if w in ("activated", "triggered")]
    number = add_target(scope, {"ability": named})
    return {"counter": "target", **target_index(number)}
