"""Planeswalkers, Sagas and modal spells: loyalty abilities ("[+1]: …", CR 606), chapter
abilities ("I — …", CR 714.2) and modes ("Choose one — • … • …", CR 700.2). The game carries
them out in :mod:`mtgrules.game.loyalty`, :mod:`mtgrules.game.sagas` and
:mod:`mtgrules.game.modes`."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import Built, Scope, effects_of, subtrees, tokens_of, words_of
from mtgrules.cards.oracle.registry import line, says_ability
from mtgrules.cards.oracle.render import render_instructions
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


# -- modes (CR 700.2) ----------------------------------------------------------------------------

_MODE_COUNTS = {"one": (1, 1), "two": (2, 2), "three": (3, 3), "one or both": (1, 2)}
"""How many modes "Choose …" asks for (least, most); "one or more" is every number up to all."""


@line("modal")
def modal_spell(node: Tree[Token], is_spell: bool) -> Built:
    """CR 700.2: "Choose one — • [mode] • [mode]": each mode built alone, with its own targets
    (700.2c); the modes are chosen as the spell is cast (700.2a)."""
    if not is_spell:
        raise NotImplementedText("modes of a permanent's ability not implemented")
    count_node, *sentences = subtrees(node)
    words = " ".join(words_of(count_node))
    if words == "one or more":
        count = (1, len(sentences))
    elif words in _MODE_COUNTS:
        count = _MODE_COUNTS[words]
    else:
        raise NotImplementedText(f"choosing {words} modes not implemented")
    options: list[Data] = []
    refs: list[list[str]] = []
    for sentence in sentences:
        scope = Scope()
        steps = effects_of(Tree(Token("RULE", "mode"), [sentence]), scope)
        option: Data = {"spell": "", "do": steps}
        if scope.targets:
            option["targets"] = scope.targets
        option["spell"] = render_instructions(steps, scope.targets, list(scope.refs))
        options.append(option)
        refs.append(scope.refs)
    data: Data = {"spell": "", "modes": {"choose": list(count), "options": options}}
    return Built([(data, {"render": "modal", "mode_refs": refs, "words": words})])


@says_ability("modal")
def say_modes(data: Data, notes: Data, targets: list[Any]) -> str:
    """CR 700.2: "Choose two — • … • …", each mode said with its own targets."""
    modes = [
        "• " + render_instructions(o["do"], o.get("targets", []), list(refs))
        for o, refs in zip(data["modes"]["options"], notes["mode_refs"], strict=True)
    ]
    return f"Choose {notes['words']} — " + " ".join(modes)
