"""The history family: conditions and triggers over what happened this turn (CR 500.1) — revolt
("if a permanent you controlled left the battlefield this turn"), "if you've cast three or more
instant and sorcery spells this turn" — and the text that reads with them ("destroy target
creature if it has mana value 2 or less", "… instead if …", CR 608.2c). The grammar is
``grammar/history.lark``; the record is :mod:`mtgrules.game.history`, the conditions
:class:`~mtgrules.model.history.HistoryCheck`."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import (
    Scope,
    amount_of,
    clauses_of,
    condition,
)
from mtgrules.cards.oracle.reading import find_child, subtrees, text_of, tokens_of, words_of
from mtgrules.cards.oracle.registry import (
    clause,
    says_ability,
    says_condition,
    says_instruction,
    sentence,
    static,
    trigger,
)
from mtgrules.cards.oracle.registry import condition as condition_rule
from mtgrules.cards.oracle.render import Unsayable, plural, render_condition, render_step
from mtgrules.cards.oracle.support import WORDS_FOR_NUMBERS, NotImplementedText
from mtgrules.model.history import OPPONENTS_DRAW_ONE, YOU_CAST_TWO_ON_YOUR_TURN
from mtgrules.model.triggers import read_trigger

Data = dict[str, Any]


# -- conditions on the object an instruction names ------------------------------------------------


def _object_condition(node: Tree[Token], scope: Scope) -> Data:
    """CR 202.3, 608.2b: "it has mana value 2 or less": whether the object the instruction
    before named (its target) has that mana value as the spell resolves."""
    if not isinstance(scope.last, int):
        raise NotImplementedText(f"'if {text_of(node)}' with no object before not implemented")
    number = int(tokens_of(node, "NUMBER")[0])
    bound = "at_most" if text_of(subtrees(node)[-1]) == "less" else "at_least"
    word = "it" if words_of(node)[0] == "it" else "that creature"
    return {"count": {"target": scope.last, "mana_value": {bound: number}}, "_object": word}


@says_condition("history_object")
def _say_object(cond: Data) -> str | None:
    if "_object" not in cond:
        return None
    ((bound, number),) = cond["count"]["mana_value"].items()
    more = "less" if bound == "at_most" else "greater"
    return f"{cond['_object']} has mana value {number} or {more}"


@sentence("history_if_after")
def _if_after(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 608.2c: "Destroy target creature if it has mana value 2 or less.": the instructions,
    followed only if the object they name meets the condition as the spell resolves."""
    clauses, cond = subtrees(node)
    steps = clauses_of(clauses, scope)
    return [{"if": _object_condition(cond, scope), "do": steps, "_after": True}]


# -- conditions on the turn's history ---------------------------------------------------------


@condition_rule("history_revolt")
def _revolt(node: Tree[Token]) -> Data:
    """Revolt (CR 207.2c): a permanent its controller controlled left the battlefield this
    turn (603.10a: who controlled it as it left)."""
    return {"history": "left_battlefield"}


@condition_rule("history_spells_cast")
def _spells_cast(node: Tree[Token]) -> Data:
    """CR 601.2i: "if you've cast three or more instant and sorcery spells this turn"."""
    number = amount_of(subtrees(node)[0])
    if not isinstance(number, int):
        raise NotImplementedText(f"'if {text_of(node)}' not implemented")
    out: Data = {"history": "spells_cast", "at_least": number}
    if find_child(node, "history_instants_sorceries") is not None:
        out["any_types"] = ["Instant", "Sorcery"]
    return out


@condition_rule("history_land_entered")
def _land_entered(node: Tree[Token]) -> Data:
    """Landfall (CR 207.2c, 603.2): "if you had a land enter the battlefield under your control
    this turn" (by whoever controlled it as it entered)."""
    return {"history": "land_entered"}


@condition_rule("history_no_mana_spent")
def _no_mana_spent(node: Tree[Token]) -> Data:
    """CR 601.2h, 603.4: "if no mana was spent to cast it" (the spell the trigger is about)."""
    return {"history": "no_mana_spent"}


@condition_rule("history_opponent_cast_colors")
def _opponent_cast_colors(node: Tree[Token]) -> Data:
    """CR 601.2i, 105.2: "if an opponent has cast a blue or black spell this turn"."""
    colors = [w.capitalize() for w in words_of(node) if w in _COLORS]
    return {"history": "opponent_cast", "any_colors": colors}


_COLORS = ("white", "blue", "black", "red", "green")


@sentence("history_counter_triggering")
def _counter_that_spell(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 701.6a, 603.2: "counter that spell": the spell a "whenever … casts a spell" trigger
    is about."""
    return [{"counter": "that_spell"}]


@says_condition("history")
def _say_history(cond: Data) -> str | None:
    fact = cond.get("history")
    if fact == "no_mana_spent":
        return "no mana was spent to cast it"
    if fact == "opponent_cast" and len(cond.get("any_colors", [])) == 2:
        first, second = (c.lower() for c in cond["any_colors"])
        return f"an opponent has cast a {first} or {second} spell this turn"
    if fact == "land_entered" and set(cond) == {"history"}:
        return "you had a land enter the battlefield under your control this turn"
    if fact == "left_battlefield" and cond.get("at_least", 1) == 1:
        return "a permanent you controlled left the battlefield this turn"
    if fact == "spells_cast" and cond.get("at_least", 1) in WORDS_FOR_NUMBERS:
        kinds = cond.get("any_types")
        if kinds not in (None, ["Instant", "Sorcery"]):
            raise Unsayable(f"no English for spells of types {kinds}")
        noun = "instant and sorcery spells" if kinds else "spells"
        number = WORDS_FOR_NUMBERS[cond.get("at_least", 1)]
        return f"you've cast {number} or more {noun} this turn"
    if fact is not None:
        raise Unsayable(f"no English for the condition {cond}")
    return None


# -- "… instead if …" (CR 608.2c) -------------------------------------------------------------------


@sentence("history_instead")
def _instead(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 608.2c: "Destroy that creature if it has mana value 4 or less instead if a permanent
    you controlled left the battlefield this turn.": when the last condition holds as the spell
    resolves, this replaces the spell ability before it ("that creature": that ability's first
    target)."""
    clauses, first, last = subtrees(node)
    if scope.it_is_self or scope.last is not None or scope.targets:
        # only a spell's line can replace the spell ability before it (another sentence of
        # the same ability, or an ability of a permanent, would need more)
        raise NotImplementedText(f"'{text_of(node)}' here not implemented")
    scope.last = 1  # the object the ability before this one named first
    steps = clauses_of(clauses, scope)
    inner = {"if": _object_condition(first, scope), "do": steps, "_after": True}
    return [{"instead": condition(last), "do": [inner], "_previous": True}]


@says_instruction("instead")
def _say_instead(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step.get("_previous"):
        mentioned.add(1)  # named by the ability before this one
    body = ", ".join(render_step(s, targets, mentioned, refs) for s in step["do"])
    return f"{body} instead if {render_condition(step['instead'])}"


# -- triggers on the nth card drawn or spell cast --------------------------------------------------


def _known(text: str) -> str:
    """A trigger condition the game's trigger language reads (:func:`read_trigger`), or the
    reason it isn't implemented."""
    if read_trigger(text) is None:
        raise NotImplementedText(f"the trigger '{text}' not implemented")
    return text


@trigger("history_t_nth_draw", "history_t_nth_spell")
def _nth_trigger(node: Tree[Token]) -> str:
    """CR 603.2, 121.2, 601.2i: "When you draw your third card in a turn", "Whenever you cast
    your second spell each turn" (counted in the turn's history)."""
    when = "Whenever" if find_child(node, "whenever") is not None else "When"
    ordinal = text_of(find_child(node, "history_ordinal") or node)
    if node.data == "history_t_nth_draw":
        turn = text_of(find_child(node, "history_in_a_turn") or node)
        return _known(f"{when} you draw your {ordinal} card {turn}")
    return _known(f"{when} you cast your {ordinal} spell each turn")


# -- returning itself from the graveyard (CR 113.6k) ---------------------------------------------


@clause("history_return_self")
def _return_self(node: Tree[Token], scope: Scope) -> Data:
    """CR 113.6k, 110.2: "return {this} from your graveyard to the battlefield [tapped]": an
    ability of a card in a graveyard, which functions only there."""
    out: Data = {"return": "self", "from": "graveyard", "to": "battlefield"}
    if find_child(node, "history_tapped") is not None:
        out["tapped"] = True
    return out


@trigger("history_t_enters_or_opponent_draws")
def _enters_or_draws(node: Tree[Token]) -> str:
    """CR 603.2, 504.1: "When {this} enters and whenever an opponent draws a card except the
    first one they draw in each of their draw steps" (the turn's history says which is
    first)."""
    return _known(
        "When {this} enters and whenever an opponent draws a card except the first one they "
        "draw in each of their draw steps"
    )


# -- amass (CR 701.47) ---------------------------------------------------------------------------


@clause("amass")
def _amass(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.47a: "amass Orcs 1"."""
    (kind,) = tokens_of(node, "PLURAL_SUBTYPE")
    return {"amass": int(tokens_of(node, "NUMBER")[0]), "kind": str(kind)}


@says_instruction("amass")
def _say_amass(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return f"amass {plural(step['kind'])} {step['amass']}"


@trigger("history_t_cast_opponents_turn")
def _cast_opponents_turn(node: Tree[Token]) -> str:
    """CR 601.2i, 500.1: "Whenever you cast a spell during an opponent's turn"."""
    if find_child(node, "whenever") is None or words_of(node)[3:5] != ["a", "spell"]:
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    return _known("Whenever you cast a spell during an opponent's turn")


# -- converge (CR 207.2c) ------------------------------------------------------------------------


@sentence("history_converge")
def _converge(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 601.2h, 608.2b: "[instructions] if its mana value is less than or equal to the number
    of colors of mana spent to cast {this}": the object the instructions name."""
    (clauses,) = subtrees(node)
    steps = clauses_of(clauses, scope)
    if not isinstance(scope.last, int):
        raise NotImplementedText(f"'{text_of(node)}' with no object before not implemented")
    cond = {"converge": "covers_mana_value", "target": scope.last}
    return [{"if": cond, "do": steps, "_after": True}]


@says_condition("history_converge")
def _say_converge(cond: Data) -> str | None:
    if "converge" not in cond:
        return None
    return (
        "its mana value is less than or equal to the number of colors of mana spent to cast {this}"
    )


# -- limits over the turn's history (CR 101.2, 601.3) --------------------------------------------

HISTORY_RULES = {
    "history_opponents_draw_one": (
        OPPONENTS_DRAW_ONE,
        "Each opponent can't draw more than one card each turn.",
    ),
    "history_you_cast_two": (
        YOU_CAST_TWO_ON_YOUR_TURN,
        "You can cast spells only during your turn and you can cast no more than two spells "
        "each turn.",
    ),
}
"""A static ability that limits what a player does each turn, while its permanent is on the
battlefield (CR 613.11; carried out by :mod:`mtgrules.game.history` and
:mod:`mtgrules.game.casting`): the rule's name and what the card says."""
_SAID_RULES = dict(HISTORY_RULES.values())


@static(*HISTORY_RULES)
def _history_rule(node: Tree[Token]) -> tuple[Data, Data]:
    rule = HISTORY_RULES[str(node.data)][0]
    return {"static": "", "effects": [{"affects": "self", "rules": rule}]}, {
        "render": "history_rule"
    }


@says_ability("history_rule")
def _say_history_rule(data: Data, notes: Data, targets: list[Any]) -> str:
    effects = data.get("effects", [])
    if len(effects) != 1 or set(effects[0]) != {"affects", "rules"}:
        raise Unsayable(f"no English for {data}")
    return _SAID_RULES[effects[0]["rules"]]
