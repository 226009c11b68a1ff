"""The casting family: counterspells of every form (CR 701.6: "counter target spell unless its
controller pays {N}", 118.12a; "… exile it instead"), alternative costs (118.9: Force of Will's
"pay 1 life and exile a blue card from your hand", Daze's "return an Island you control to its
owner's hand") and what can't be countered (101.2). The grammar is ``grammar/casting.lark``; the
game side is :mod:`mtgrules.game.counterspells` and :mod:`mtgrules.game.casting_costs`."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import (
    Scope,
    amount_of,
    condition,
    object_target,
    target_index,
)
from mtgrules.cards.oracle.filters import counted_filter, group_filter, noun_filter
from mtgrules.cards.oracle.reading import find_child, subtrees, text_of, tokens_of, words_of
from mtgrules.cards.oracle.registry import clause, says_ability, says_instruction, static
from mtgrules.cards.oracle.registry import condition as condition_rule
from mtgrules.cards.oracle.render import (
    Unsayable,
    capitalize,
    count_word,
    render_condition,
    render_filter,
    render_group,
    render_object,
)
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import WORDS_FOR_NUMBERS, NotImplementedText

Data = dict[str, Any]

EXILE_INSTEAD = (
    "If that spell is countered this way, exile it instead of putting it into its owner's graveyard"
)
UNCOUNTERABLE = "spells_you_control_cant_be_countered"


# -- counterspells (CR 701.6) -------------------------------------------------------------------


def _spell_target(node: Tree[Token], scope: Scope) -> int:
    """The spell a counterspell targets (CR 115.1: a spell on the stack)."""
    number = object_target(node, scope)
    spec = scope.targets[number - 1]
    if not isinstance(spec, dict) or spec.get("zone") != "stack":
        raise NotImplementedText(f"countering '{text_of(node)}' not implemented")
    return number


@clause("counter_unless", "casting_counter_unless_exile")
def _counter_unless(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.6a, 118.12a: "counter target spell unless its controller pays {2}" ({X}: the X
    the counterspell was cast with, 107.3), maybe "… exile it instead …" (Syncopate)."""
    if "for" in words_of(node):
        raise NotImplementedText("counter … unless its controller pays … for each not implemented")
    number = _spell_target(subtrees(node)[0], scope)
    (mana,) = tokens_of(node, "MANA")
    if not (str(mana) == "{X}" or str(mana).strip("{}").isdigit()):
        raise NotImplementedText(f"counter … unless its controller pays {mana} not implemented")
    out = {"counter": "target", **target_index(number), "unless": str(mana)}
    if node.data == "casting_counter_unless_exile":
        out["instead"] = "exile"
    return out


@clause("casting_counter_exile")
def _counter_exile(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.6a, 614.1a: "counter target noncreature spell. If that spell is countered this
    way, exile it instead of putting it into its owner's graveyard"."""
    number = _spell_target(subtrees(node)[0], scope)
    return {"counter": "target", **target_index(number), "instead": "exile"}


@says_instruction("counter")
def _say_counter(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    what = step["counter"]
    if what == "self":
        return f"counter {SELF}"
    if what == "that_spell":  # the spell a trigger was about (CR 603.2)
        return "counter that spell"
    if isinstance(what, dict):
        return f"counter all {render_group(what)}"
    text = f"counter {render_object(step, targets, mentioned, refs)}"
    if "unless" in step:
        text += f" unless its controller pays {step['unless']}"
    if step.get("instead") == "exile":
        text += ". " + EXILE_INSTEAD
    return text


# -- additional land plays (CR 305.2a) ---------------------------------------------------------


@clause("casting_additional_land")
def _additional_land(node: Tree[Token], scope: Scope) -> Data:
    """CR 305.2a: "you may play an additional land this turn"."""
    return {"additional_land": "this_turn"}


@says_instruction("additional_land")
def _say_additional_land(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    return "you may play an additional land this turn"


# -- alternative costs (CR 118.9) -----------------------------------------------------------------


@static("alternative_cost")
def _alternative_cost(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 118.9: "[If CONDITION,] you may COST rather than pay {this}'s mana cost."."""
    cost: Data = {}
    cond = next((t for t in subtrees(node) if t.data != "alt_cost"), None)
    if cond is not None:
        if cond.data == "casting_not_your_turn":
            cost["not_your_turn"] = True
        elif cond.data == "casting_opponent_cast_spells":
            number = amount_of(subtrees(cond)[0])
            if not isinstance(number, int):
                raise NotImplementedText(
                    f"an alternative cost 'if {text_of(cond)}' not implemented"
                )
            cost["opponent_cast"] = number
        elif cond.data == "c_control":
            cost["if"] = condition(cond)
        elif cond.data == "casting_no_lands_in_hand":  # none of the cards in hand is a land
            cost["if"] = dict(NO_LANDS_IN_HAND)
        else:
            raise NotImplementedText(f"an alternative cost 'if {text_of(cond)}' not implemented")
    alt = find_child(node, "alt_cost")
    assert alt is not None
    for part in subtrees(alt):
        _cost_part(part, cost)
    cost["label"] = cost_words(cost)
    return {"static": "", "alternative_cost": cost}, {"render": "casting_alternative"}


NO_LANDS_IN_HAND: Data = {
    "count": {"types": ["Land"], "zone": "hand", "owner": "you"},
    "at_most": 0,
}
"""CR 118.9: "If you have no land cards in hand" (Land Grant): none of the caster's cards in
hand is a land card."""


def _cost_part(part: Tree[Token], cost: Data) -> None:
    """One part of an alternative cost: life, mana, a revealed hand (701.20a) or objects chosen
    to exile, return, sacrifice or tap (CR 601.2h)."""
    words = words_of(part)
    verb = words[0]
    if words == ["reveal", "your", "hand"] and "reveal_hand" not in cost:
        cost["reveal_hand"] = True
        return
    if verb == "pay" and words[-1] == "life" and "life" not in cost:
        cost["life"] = int(tokens_of(part, "NUMBER")[0])
        return
    if verb == "pay" and "cost" not in cost and tokens_of(part, "MANA"):
        cost["cost"] = "".join(str(t) for t in tokens_of(part, "MANA"))
        return
    if verb not in ("exile", "return", "sacrifice", "tap") or "objects" in cost:
        raise NotImplementedText(f"the alternative cost '{text_of(part)}' not implemented")
    trees = subtrees(part)
    counted = trees[0]
    number = amount_of(counted) if counted.data != "article" else 1
    if counted.data == "article" and text_of(counted) not in ("a", "an"):
        raise NotImplementedText(f"the alternative cost '{text_of(part)}' not implemented")
    phrase = trees[1]
    if phrase.data == "noun_group":
        if number == 1:
            raise NotImplementedText(f"the alternative cost '{text_of(part)}' not implemented")
        spec = group_filter(phrase)
    elif verb == "exile":
        spec = _card_in_hand(phrase)
    else:
        spec = noun_filter(phrase)
    if verb in ("return", "tap") and spec.pop("controller", None) != "you":
        raise NotImplementedText(f"the alternative cost '{text_of(part)}' not implemented")
    if verb == "sacrifice" and spec.get("controller"):
        raise NotImplementedText(f"the alternative cost '{text_of(part)}' not implemented")
    if set(spec) - {"types", "subtypes", "colors", "zone", "token"} or spec.get("token"):
        raise NotImplementedText(f"the alternative cost '{text_of(part)}' not implemented")
    entry: Data = {verb: spec}
    if number != 1:
        entry["count"] = number
    cost["objects"] = [entry]


def _card_in_hand(phrase: Tree[Token]) -> Data:
    """ "a blue card from your hand": a card in the caster's hand (CR 118.9)."""
    zone = next((t for t in subtrees(phrase) if t.data == "from_your_hand"), None)
    if zone is None:
        raise NotImplementedText(f"exiling '{text_of(phrase)}' as a cost not implemented")
    rest = Tree(phrase.data, [c for c in phrase.children if c is not zone])
    spec = noun_filter(rest, card_zone="hand")
    spec.pop("_card", None)
    return {**spec, "zone": "hand"}


def cost_words(cost: Data) -> str:
    """An alternative cost as its card says it: "pay 1 life and exile a blue card from your
    hand", "return an Island you control to its owner's hand"."""
    parts = []
    if "cost" in cost:
        parts.append(f"pay {cost['cost']}")
    if "life" in cost:
        parts.append(f"pay {cost['life']} life")
    for entry in cost.get("objects", []):
        parts.append(_objects_words(entry))
    if cost.get("reveal_hand"):
        parts.append("reveal your hand")
    if not parts:
        raise Unsayable("an alternative cost of nothing")
    return " and ".join(parts)


def _objects_words(entry: Data) -> str:
    number = int(entry.get("count", 1))
    ((verb, spec),) = ((k, v) for k, v in entry.items() if k != "count")
    spec = dict(spec)
    if verb == "exile":
        if spec.pop("zone", None) != "hand" or set(spec) - {"colors", "types"}:
            raise Unsayable(f"no English for exiling {spec}")
        noun = " ".join([*(c.lower() for c in spec.get("colors", ())),
                         *(t.lower() for t in spec.get("types", ())), "card"])  # fmt: skip
        return f"exile {count_word(1, noun)} {noun} from your hand"
    nontoken = "nontoken " if spec.pop("token", None) is False else ""
    if nontoken and (number != 1 or verb != "sacrifice"):
        raise Unsayable(f"no English for {entry}")
    if number == 1:
        noun = nontoken + render_filter(
            {**spec, "controller": "you"} if verb != "sacrifice" else spec
        )
        what = f"{count_word(1, noun)} {noun}"
        if verb == "tap":
            what = f"an untapped {noun}"
    else:
        group = render_group({**spec, "controller": "you"} if verb != "sacrifice" else spec)
        what = f"{WORDS_FOR_NUMBERS[number]} {group}"
    if verb == "return":
        owner = "its owner's" if number == 1 else "their owner's"
        return f"return {what} to {owner} hand"
    return f"{verb} {what}"


@says_ability("casting_alternative")
def _say_alternative(data: Data, notes: Data, targets: list[Any]) -> str:
    cost = data["alternative_cost"]
    prefix = ""
    if cost.get("not_your_turn"):
        prefix = "if it's not your turn, "
    elif cost.get("opponent_cast"):
        number = WORDS_FOR_NUMBERS[cost["opponent_cast"]]
        prefix = f"if an opponent cast {number} or more spells this turn, "
    elif cost.get("if") == NO_LANDS_IN_HAND:
        prefix = "if you have no land cards in hand, "
    elif "if" in cost:
        prefix = f"if {render_condition(cost['if'])}, "
    return capitalize(f"{prefix}you may {cost_words(cost)} rather than pay {SELF}'s mana cost.")


# -- rules of casting a permanent sets (CR 101.2, 601.3) ------------------------------------------

CASTING_RULES = {
    "casting_spells_uncounterable": (UNCOUNTERABLE, "Spells you control can't be countered."),
    "casting_opponents_sorcery_timing": (
        "opponents_cast_spells_as_sorceries",
        "Each opponent can cast spells only any time they could cast a sorcery.",
    ),
    "casting_opponents_not_your_turn": (
        "opponents_cant_cast_spells_during_your_turn",
        "Your opponents can't cast spells during your turn.",
    ),
    "casting_one_spell_each_turn": (
        "each_player_one_spell_each_turn",
        "Each player can't cast more than one spell each turn.",
    ),
}
"""A static ability that sets a rule of casting while its permanent is on the battlefield
(CR 613.11; carried out by :mod:`mtgrules.game.casting` and :mod:`mtgrules.game.counterspells`):
the rule's name and what the card says."""
_SAID = {rule: text for rule, text in CASTING_RULES.values()}


@static(*CASTING_RULES)
def _casting_rule(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 101.2, 601.3: "Spells you control can't be countered.", "Each opponent can cast
    spells only any time they could cast a sorcery." (307.5) …"""
    rule = CASTING_RULES[str(node.data)][0]
    effect = {"affects": "self", "rules": rule}
    return {"static": "", "effects": [effect]}, {"render": "casting_rule"}


@says_ability("casting_rule")
def _say_casting_rule(data: Data, notes: Data, targets: list[Any]) -> str:
    effects = data.get("effects", [])
    if (
        len(effects) != 1
        or set(effects[0]) != {"affects", "rules"}
        or effects[0]["affects"] != "self"
    ):
        raise Unsayable(f"no English for {data}")
    return _SAID[effects[0]["rules"]]


# -- a spell's own cost reductions (CR 601.2f) ----------------------------------------------------

_INSTANTS_AND_SORCERIES = {"zone": "graveyard", "owner": "you", "any_types": ["Instant", "Sorcery"]}


@static("cost_less_each", "casting_less_for_instants_and_sorceries", "casting_less_if")
def _costs_less(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 601.2f: "{this} costs {1} less to cast for each instant and sorcery card in your
    graveyard", "{this} costs {2} less to cast if you control a Wizard": a cost reduction that
    works where the card is cast from (a static ability that functions in every zone)."""
    (mana,) = tokens_of(node, "MANA")
    amount = str(mana).strip("{}")
    if not amount.isdigit():
        raise NotImplementedText(f"costing {mana} less not implemented")
    change: Data = {"amount": -int(amount), "spells": {"self": True}}
    effect: Data = {"affects": "self", "cost_change": change}
    notes: Data = {"render": "casting_costs_less"}
    kind = str(node.data)
    if kind == "casting_less_for_instants_and_sorceries":
        change["per"] = {"count": dict(_INSTANTS_AND_SORCERIES)}
        notes["and"] = True  # "instant and sorcery card": each card that is either
    elif kind == "cost_less_each":
        change["per"] = {"count": counted_filter(subtrees(node)[-1])}
    else:
        effect["condition"] = condition(subtrees(node)[-1])
    return {"static": "", "anywhere": True, "effects": [effect]}, notes


@says_ability("casting_costs_less")
def _say_costs_less(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    change = effect["cost_change"]
    if (
        set(data) != {"static", "anywhere", "effects"}
        or change.get("spells") != {"self": True}
        or set(effect) - {"affects", "cost_change", "condition"}
        or set(change) - {"amount", "spells", "per"}
        or change["amount"] >= 0
    ):
        raise Unsayable(f"no English for {data}")
    text = f"{SELF} costs {{{-change['amount']}}} less to cast"
    if "per" in change:
        counted = change["per"]["count"]
        if notes.get("and") and counted == _INSTANTS_AND_SORCERIES:
            text += " for each instant and sorcery card in your graveyard"
        else:
            text += f" for each {render_filter(counted)}"
    if "condition" in effect:
        text += f" if {render_condition(effect['condition'])}"
    return text + "."


# -- effects on casting from resolution (CR 601.3b) -------------------------------------------------


@clause("casting_sorceries_as_flash")
def _sorceries_as_flash(node: Tree[Token], scope: Scope) -> Data:
    """CR 601.3b: "until your next turn, you may cast sorcery spells as though they had
    flash"."""
    if words_of(node)[-1] != "flash":
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return {"cast_as_though_flash": "sorcery"}


@says_instruction("cast_as_though_flash")
def _say_sorceries_as_flash(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if step != {"cast_as_though_flash": "sorcery"} and set(step) - {
        "cast_as_though_flash",
        "_join",
    }:
        raise Unsayable(f"no English for {step}")
    return "until your next turn, you may cast sorcery spells as though they had flash"


# -- spells' costs changed by a permanent (CR 601.2f) -----------------------------------------------


def _spell_group(group: Tree[Token]) -> Data:
    """ "noncreature spells", "Dragon spells", "green spells", "creature spells": the spells a
    cost change applies to, as a filter (read as the singular "… spell" would be)."""
    nouns = find_child(group, "plural_alternatives")
    if nouns is None or find_child(group, "control") is not None:
        raise NotImplementedText(f"the spells '{text_of(group)}' not implemented")
    words = words_of(nouns)
    if words == ["spells"]:
        noun = Tree("noun_word", [Token("SPELL", "spell")])
    elif len(words) == 2 and words[1] == "spells":
        noun = Tree("typed_spell", [Token("WORD", words[0]), Token("SPELL", "spell")])
    else:
        raise NotImplementedText(f"the spells '{text_of(group)}' not implemented")
    children: list[Any] = [c for c in subtrees(group) if c.data == "adjectives"]
    spec = noun_filter(Tree("noun_phrase", [*children, Tree("noun_alternatives", [noun])]))
    spec.pop("zone", None)
    if set(spec) - {"types", "not_types", "colors", "subtypes", "color_count"}:
        raise NotImplementedText(f"the spells '{text_of(group)}' not implemented")
    return spec


@static("cost_less_yours", "casting_spells_cost", "casting_instants_sorceries_cost_less")
def _spells_cost(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 601.2f: "Creature spells you cast cost {1} less to cast.", "Noncreature spells cost
    {1} more to cast." (each player's), "Instant and sorcery spells you cast cost {1} less to
    cast."."""
    (mana,) = tokens_of(node, "MANA")
    amount = str(mana).strip("{}")
    if not amount.isdigit():
        raise NotImplementedText(f"costing {mana} less not implemented")
    kind = str(node.data)
    notes: Data = {"render": "casting_spells_cost"}
    if kind == "casting_instants_sorceries_cost_less":
        spells: Data = {"any_types": ["Instant", "Sorcery"]}
        notes["and"] = True
    else:
        spells = _spell_group(subtrees(node)[0])
    more = kind == "casting_spells_cost" and text_of(subtrees(node)[-1]) == "more"
    if kind != "casting_spells_cost" or "you" in words_of(node):
        spells["controller"] = "you"
    change = {"amount": int(amount) if more else -int(amount), "spells": spells}
    return {"static": "", "effects": [{"affects": "self", "cost_change": change}]}, notes


@says_ability("casting_spells_cost")
def _say_spells_cost(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    change = effect["cost_change"]
    spells = dict(change["spells"])
    if set(data) != {"static", "effects"} or set(effect) != {"affects", "cost_change"}:
        raise Unsayable(f"no English for {data}")
    yours = spells.pop("controller", None) == "you"
    words = [f"non{t.lower()}" for t in spells.pop("not_types", ())]
    words += [c.lower() for c in spells.pop("colors", ())]
    if "color_count" in spells:  # CR 105.2c, 105.4: "colorless", "multicolored"
        words.append(render_group({"color_count": spells.pop("color_count")}).split()[0])
    words += list(spells.pop("subtypes", ()))
    words += [t.lower() for t in spells.pop("types", ())]
    if notes.get("and") and spells.get("any_types") == ["Instant", "Sorcery"]:
        words.append("instant and sorcery")
        spells.pop("any_types")
    if spells:
        raise Unsayable(f"no English for the spells {spells}")
    amount = change["amount"]
    who = " you cast" if yours else ""
    less = "more" if amount > 0 else "less"
    return capitalize(f"{' '.join([*words, 'spells'])}{who} cost {{{abs(amount)}}} {less} to cast.")


@clause("casting_opponents_cant_cast")
def _opponents_cant_cast(node: Tree[Token], scope: Scope) -> Data:
    """CR 601.3: "your opponents can't cast spells this turn" (Silence)."""
    return {"cant_cast_spells": "opponents"}


@says_instruction("cant_cast_spells")
def _say_opponents_cant_cast(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if step.get("cant_cast_spells") != "opponents" or set(step) - {"cant_cast_spells", "_join"}:
        raise Unsayable(f"no English for {step}")
    return "your opponents can't cast spells this turn"


# -- "if you cast it" (CR 603.4, 400.7d) ------------------------------------------------------------


@condition_rule("casting_c_cast_it")
def _cast_it(node: Tree[Token]) -> Data:
    """CR 603.4, 400.7d: "if you cast it": whether the ability's source was cast as a spell
    (the permanent it became remembers)."""
    return {"cast": "self"}
