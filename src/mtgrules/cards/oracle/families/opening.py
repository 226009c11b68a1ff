"""Opening hands (CR 103.6): a card its owner may reveal from their opening hand, with what
follows ("If you do, scry 3 at the beginning of your first upkeep.": a delayed triggered
ability, 603.7a), or begin the game with on the battlefield (103.6a). The game offers them once
the mulligans are over (:mod:`mtgrules.game.opening_hand`)."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import Scope, clauses_of
from mtgrules.cards.oracle.reading import Data, find_child
from mtgrules.cards.oracle.registry import says_ability, static
from mtgrules.cards.oracle.render import lower_first, render_instructions
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import NotImplementedText

FIRST_UPKEEP = "at the beginning of your first upkeep"


@static("opening_reveal")
def _reveal(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 103.6b: "You may reveal {this} from your opening hand. If you do, [instructions] at
    the beginning of your first upkeep.": a delayed trigger created as it is revealed."""
    clauses = find_child(node, "clauses")
    assert clauses is not None
    scope = Scope()
    steps = clauses_of(clauses, scope)
    if scope.targets:
        raise NotImplementedText("an opening-hand delayed trigger with targets not implemented")
    delayed = {"delayed": "your_first_upkeep", "do": steps}
    data = {"static": "", "opening_hand": "reveal", "do": [delayed]}
    return data, {"render": "opening_reveal", "refs": scope.refs}


@says_ability("opening_reveal")
def _say_reveal(data: Data, notes: Data, targets: list[Any]) -> str:
    ((delayed),) = data["do"]
    body = render_instructions(delayed["do"], targets, list(notes.get("refs", ())))
    return f"You may reveal {SELF} from your opening hand. If you do, {lower_first(body)[:-1]} {FIRST_UPKEEP}."


@static("opening_battlefield")
def _battlefield(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 103.6a: "If {this} is in your opening hand, you may begin the game with it on the
    battlefield." """
    return {"static": "", "opening_hand": "battlefield"}, {"render": "opening_battlefield"}


@says_ability("opening_battlefield")
def _say_battlefield(data: Data, notes: Data, targets: list[Any]) -> str:
    return f"If {SELF} is in your opening hand, you may begin the game with it on the battlefield."
