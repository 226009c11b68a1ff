"""The stack family: abilities on the stack and restrictions. Countering an activated or
triggered ability (CR 701.6a, 115.1: Stifle). The grammar is ``grammar/stack.lark``; the game
side is :mod:`mtgrules.game.stack_abilities`."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import (
    Scope,
    add_target,
    object_target,
    target_index,
)
from mtgrules.cards.oracle.filters import group_filter, noun_filter
from mtgrules.cards.oracle.reading import find_child, subtrees, text_of, words_of
from mtgrules.cards.oracle.registry import clause, says_ability, says_instruction, static
from mtgrules.cards.oracle.render import (
    Unsayable,
    capitalize,
    lower_first,
    render_group,
    render_instructions,
    render_object,
)
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import NotImplementedText

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


# -- prohibitions (CR 602.5, 601.3) and chosen names (CR 201.4) -----------------------------------

CANT_ACTIVATE = "activated_abilities_cant_be_activated"
CANT_ACTIVATE_UNLESS_MANA = "nonmana_activated_abilities_cant_be_activated"
CANT_CAST = "spells_cant_be_cast"
"""The rules these effects set (CR 613.11), carried out by :mod:`mtgrules.game.prohibitions`."""

_NAMED = {"named": "chosen", "zone": "all"}
"""The objects with the name chosen as the source entered, in every zone (CR 201.4)."""


@static("stack_cant_activate")
def _cant_activate(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 602.5: "Activated abilities of artifacts [your opponents control] can't be activated
    [unless they're mana abilities]."."""
    sources = subtrees(node)[0]
    if sources.data == "stack_named_sources":
        affects: Data = dict(_NAMED)
    else:
        affects = group_filter(subtrees(sources)[0])
        if set(affects) - {"types", "controller"} or affects.get("types") != ["Artifact"]:
            raise NotImplementedText(f"activated abilities of '{text_of(sources)}' not implemented")
    unless = find_child(node, "stack_unless_mana") is not None
    rule = CANT_ACTIVATE_UNLESS_MANA if unless else CANT_ACTIVATE
    return {"static": "", "effects": [{"affects": affects, "rules": rule}]}, {
        "render": "stack_rule"
    }


@static("stack_cant_cast_named")
def _cant_cast_named(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 601.3: "Spells with the chosen name can't be cast." (Meddling Mage)."""
    effect = {"affects": dict(_NAMED), "rules": CANT_CAST}
    return {"static": "", "effects": [effect]}, {"render": "stack_rule"}


@says_ability("stack_rule")
def _say_rule(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    if set(data) != {"static", "effects"} or set(effect) != {"affects", "rules"}:
        raise Unsayable(f"no English for {data}")
    affects, rule = effect["affects"], effect["rules"]
    if rule == CANT_CAST and affects == _NAMED:
        return "Spells with the chosen name can't be cast."
    if rule not in (CANT_ACTIVATE, CANT_ACTIVATE_UNLESS_MANA):
        raise Unsayable(f"no English for the rule {rule}")
    sources = "sources with the chosen name" if affects == _NAMED else render_group(affects)
    unless = " unless they're mana abilities" if rule == CANT_ACTIVATE_UNLESS_MANA else ""
    return f"Activated abilities of {sources} can't be activated{unless}."


_NAME_CHOICES = {"stack_any_name": "card_name", "stack_nonland_name": "nonland_card_name"}
_NAME_WORDS = {"card_name": "a card name", "nonland_card_name": "a nonland card name"}


@static("stack_as_enters_name")
def _as_enters_name(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 614.12, 201.4, 201.4a: "As {this} enters, choose a [nonland] card name."."""
    choice = _NAME_CHOICES[str(subtrees(node)[0].data)]
    return {"static": ""}, {"choose": choice, "render": "stack_as_enters_name"}


@says_ability("stack_as_enters_name")
def _say_as_enters_name(data: Data, notes: Data, targets: list[Any]) -> str:
    if data != {"static": ""}:
        raise Unsayable(f"no English for {data}")
    return f"As {SELF} enters, choose {_NAME_WORDS[notes['choose']]}."


# -- effects on the rules until end of turn (CR 615.12, 119.7) -------------------------------------

_THIS_TURN = {
    "stack_no_prevention": ("damage_cant_be_prevented", "damage can't be prevented this turn"),
    "stack_spells_uncounterable_this_turn": (
        "spells_uncounterable",
        "spells you control can't be countered this turn",
    ),
    "stack_no_life_gain": ("players_cant_gain_life", "players can't gain life this turn"),
}
_SAID_THIS_TURN = dict(_THIS_TURN.values())


@clause(*_THIS_TURN)
def _this_turn(node: Tree[Token], scope: Scope) -> Data:
    """CR 615.12: "damage can't be prevented this turn"; 119.7: "players can't gain life this
    turn"."""
    return {_THIS_TURN[str(node.data)][0]: "this_turn"}


@says_instruction(*_SAID_THIS_TURN)
def _say_this_turn(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    (verb,) = (k for k in step if k in _SAID_THIS_TURN)
    if step[verb] != "this_turn" or set(step) - {verb, "_join"}:
        raise Unsayable(f"no English for {step}")
    return _SAID_THIS_TURN[verb]


# -- conditional counters and removal (CR 608.2c) ------------------------------------------------


@clause("stack_if_its_color")
def _if_its_color(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2c, 105.2: "counter target spell if it's blue", "destroy target permanent if it's
    blue": the target may be of any color; only if it has that color as the spell resolves is
    it countered or destroyed."""
    verb = words_of(node)[0]
    what = subtrees(node)[0]
    if what.data != "target_object":
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    number = object_target(what, scope)
    spec = scope.targets[number - 1]
    on_stack = spec.get("zone") == "stack"
    if (verb == "counter") != on_stack or set(spec) - {"zone", "types"}:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    color = words_of(node)[-1]
    counted: Data = {"target": number, "colors": [color.capitalize()]}
    if on_stack:
        counted["zone"] = "stack"
    step = {verb: "target", **target_index(number)}
    return {"if": {"count": counted}, "do": [step], "_stack_if_its": color}


@says_instruction("_stack_if_its")
def _say_if_its_color(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    (inner,) = step["do"]
    number = int(inner.get("target", 1))
    color = step["_stack_if_its"]
    counted = {"target": number, "colors": [color.capitalize()]}
    if "counter" in inner:
        counted["zone"] = "stack"
    if step["if"] != {"count": counted} or set(step) - {"if", "do", "_stack_if_its", "_join"}:
        raise Unsayable(f"no English for {step}")
    said = render_instructions([inner], targets, [])
    return f"{lower_first(said.removesuffix('.'))} if it's {color}"


# -- losing abilities (CR 613.1f) -----------------------------------------------------------------


@static("stack_lose_all_abilities")
def _lose_all_abilities(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 613.1f, 611.3a: "Creatures lose all abilities." (Dress Down): a layer 6 effect on
    every object the group matches now."""
    affects = group_filter(subtrees(node)[0])
    if set(affects) - {"types", "controller"}:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    effect = {"affects": affects, "lose_all_abilities": True}
    return {"static": "", "effects": [effect]}, {"render": "stack_lose_all"}


@says_ability("stack_lose_all")
def _say_lose_all(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    if set(data) != {"static", "effects"} or set(effect) != {"affects", "lose_all_abilities"}:
        raise Unsayable(f"no English for {data}")
    return f"{capitalize(render_group(effect['affects']))} lose all abilities."


# -- a card name chosen as a spell resolves (CR 201.4, 608.2d) ------------------------------------

_CHOOSE_NAME = {"stack_any_name": "any", "stack_nonland_name": "nonland"}
_CHOSEN_WORDS = {"any": "a card name", "nonland": "a nonland card name"}


@clause("stack_choose_name")
def _choose_name(node: Tree[Token], scope: Scope) -> Data:
    """CR 201.4, 201.4a: "choose a [nonland] card name" (as the spell resolves)."""
    return {"choose_name": _CHOOSE_NAME[str(subtrees(node)[0].data)]}


@says_instruction("choose_name")
def _say_choose_name(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if set(step) - {"choose_name", "_join"}:
        raise Unsayable(f"no English for {step}")
    return f"choose {_CHOSEN_WORDS[step['choose_name']]}"


@clause("stack_discard_named")
def _discard_named(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.9a: "[target player] … and discards all cards with that name" (the player the
    sentence is about)."""
    if scope.player.get("player") != "target":
        raise NotImplementedText(f"'{text_of(node)}' without a target player not implemented")
    return {"discard_named": "target", **target_index(scope.player.get("target", 1))}


@says_instruction("discard_named")
def _say_discard_named(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step.get("discard_named") != "target" or set(step) - {"discard_named", "target", "_join"}:
        raise Unsayable(f"no English for {step}")
    return "discards all cards with that name"


# -- a floor on spells' total cost (CR 601.2f) ----------------------------------------------------

THREE_WHILE_UNTAPPED = "spells_cost_at_least_three_mana_while_untapped"
"""Carried out by :mod:`mtgrules.game.cost_minimums`."""
_FLOOR_SAID = (
    f"As long as {SELF} is untapped, each spell that would cost less than three mana to cast "
    "costs three mana to cast."
)


@static("stack_cost_floor")
def _cost_floor(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 601.2f: "As long as {this} is untapped, each spell that would cost less than three
    mana to cast costs three mana to cast." (Trinisphere)."""
    numbers = [text_of(n) for n in subtrees(node)]
    if numbers != ["three", "three"]:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    effect = {"affects": "self", "rules": THREE_WHILE_UNTAPPED}
    return {"static": "", "effects": [effect]}, {"render": "stack_cost_floor"}


@says_ability("stack_cost_floor")
def _say_cost_floor(data: Data, notes: Data, targets: list[Any]) -> str:
    if data != {"static": "", "effects": [{"affects": "self", "rules": THREE_WHILE_UNTAPPED}]}:
        raise Unsayable(f"no English for {data}")
    return _FLOOR_SAID


# -- the next spell can't be countered (CR 101.2) -------------------------------------------------


@clause("stack_next_spell_uncounterable")
def _next_spell_uncounterable(node: Tree[Token], scope: Scope) -> Data:
    """CR 101.2, 611.2a: "the next spell you cast this turn can't be countered"."""
    return {"next_spell_uncounterable": "you"}


@says_instruction("next_spell_uncounterable")
def _say_next_spell_uncounterable(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if step.get("next_spell_uncounterable") != "you" or set(step) - {
        "next_spell_uncounterable",
        "_join",
    }:
        raise Unsayable(f"no English for {step}")
    return "the next spell you cast this turn can't be countered"


# -- changing a target (CR 115.7a) ----------------------------------------------------------------


@clause("stack_change_target")
def _change_target(node: Tree[Token], scope: Scope) -> Data:
    """CR 115.7a: "change the target of target spell with a single target"."""
    spec = noun_filter(subtrees(node)[0])
    if spec != {"zone": "stack"}:
        raise NotImplementedText(f"changing the target of '{text_of(node)}' not implemented")
    number = add_target(scope, {**spec, "single_target": True})
    return {"change_target": "target", **target_index(number)}


@says_instruction("change_target")
def _say_change_target(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step.get("change_target") != "target" or set(step) - {"change_target", "target", "_join"}:
        raise Unsayable(f"no English for {step}")
    return f"change the target of {render_object(step, targets, mentioned, refs)}"
