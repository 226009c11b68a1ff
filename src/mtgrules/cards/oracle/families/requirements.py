"""The requirements family: requirements an effect gives for a turn (CR 509.1c: "Target
creature blocks this turn if able"), carried out by :mod:`mtgrules.game.combat`."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import Scope, affects_of
from mtgrules.cards.oracle.reading import keyword_of, subtrees
from mtgrules.cards.oracle.registry import says_instruction, sentence
from mtgrules.cards.oracle.render import render_object
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import NotImplementedText

Data = dict[str, Any]


# -- "blocks this turn if able" (CR 509.1c) ------------------------------------------------------

BLOCKS_EACH_COMBAT = "blocks_each_combat_if_able"
"""CR 509.1c: the requirement the game reads (:func:`mtgrules.game.combat.block_requirement_refusal`)."""

_BLOCKS_IF_ABLE = {
    "static": f"{SELF} blocks each combat if able.",
    "effects": [{"affects": "self", "rules": BLOCKS_EACH_COMBAT}],
}


@sentence("requirements_blocks_if_able_may_gain")
def _blocks_if_able_may_gain(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 509.1c, 608.2d: "Target creature blocks this turn if able. You may have it gain reach
    until end of turn.": the creature has the requirement until end of turn; the spell's
    controller chooses as it resolves whether it gains the keyword too."""
    object_node, keyword_node = subtrees(node)[0], subtrees(node)[-1]
    affects = affects_of(object_node, scope)
    keyword = keyword_of(keyword_node)
    must: Data = {"affects": affects, "add_abilities": [dict(_BLOCKS_IF_ABLE)],
                  "duration": "end_of_turn"}  # fmt: skip
    gains: Data = {"affects": affects, "add_abilities": [keyword], "duration": "end_of_turn"}
    return [
        {"effect": must, "_requirements_blocks_if_able": True},
        {"may": [{"effect": gains}], "_requirements_may_have_it_gain": True},
    ]


@says_instruction("_requirements_blocks_if_able")
def _say_blocks_if_able(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    effect = step["effect"]
    if effect.get("add_abilities") != [_BLOCKS_IF_ABLE] or not str(effect["affects"]).startswith(
        "target"
    ):
        raise NotImplementedText(f"no English for {step}")
    number = int(str(effect["affects"]).partition("#")[2] or 1)
    return f"{render_object({'target': number}, targets, mentioned, refs)} blocks this turn if able"


@says_instruction("_requirements_may_have_it_gain")
def _say_may_have_it_gain(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    ((inner,),) = [step["may"]]
    (keyword,) = inner["effect"]["add_abilities"]
    if not isinstance(keyword, str) or inner["effect"].get("duration") != "end_of_turn":
        raise NotImplementedText(f"no English for {step}")
    return f"you may have it gain {keyword.lower()} until end of turn"
