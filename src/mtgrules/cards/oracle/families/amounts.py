"""The amounts family: numbers the game counts (CR 107.3c "where X is", 604.3 and 208.2a
characteristic-defining power and toughness), counted conditions (CR 207.2c ability words:
delirium, spell mastery, metalcraft, domain) and later text that changes an earlier
instruction's amount (CR 608.2c: "{this} deals 6 damage instead if …", carried out by
:mod:`mtgrules.game.instead`).

A number is built as the definition's count (``{card_types_among: FILTER}``,
``{basic_land_types_among: FILTER}``, ``{count: FILTER}``, ``{life_total: you}``) and said back
from it by :func:`say_number`, so what renders is what the game counts.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle import registry
from mtgrules.cards.oracle.builder import (
    Scope,
    add_target,
    affects_of,
    amount_of,
    condition,
    object_target,
    pt_of,
    target_index,
)
from mtgrules.cards.oracle.filters import counted_filter, group_filter
from mtgrules.cards.oracle.reading import (
    find_child,
    keyword_of,
    subtrees,
    text_of,
    tokens_of,
    words_of,
)
from mtgrules.cards.oracle.render import (
    Unsayable,
    keyword_list,
    pt_text,
    render_condition,
    render_filter,
    render_group,
    render_object,
)
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import WORDS_FOR_NUMBERS, NotImplementedText

Data = dict[str, Any]
Node = Tree[Token]

# -- the cards of a graveyard ------------------------------------------------------------------

_TYPE_WORDS = {
    "creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment",
    "planeswalker": "Planeswalker", "instant": "Instant", "sorcery": "Sorcery", "land": "Land",
}  # fmt: skip


def _graveyards(node: Node) -> Data:
    """CR 404: "your graveyard" (the cards you own there) or "all graveyards"."""
    if node.data == "amounts_your_graveyard":
        return {"zone": "graveyard", "owner": "you"}
    return {"zone": "graveyard"}


def _say_graveyards(spec: Data) -> str:
    if set(spec) == {"zone", "owner"} and spec["owner"] == "you":
        return "your graveyard"
    if set(spec) == {"zone"}:
        return "all graveyards"
    raise Unsayable(f"no English for the graveyards {spec}")


def _cards(node: Node) -> Data:
    """The kind of card counted: "instant and/or sorcery cards" (either type, CR 205.2a),
    "creature cards", "Lesson cards"."""
    kind = str(node.data)
    if kind == "amounts_instants_sorceries":
        return {"any_types": ["Instant", "Sorcery"]}
    if kind == "amounts_land_cards":
        return {"types": ["Land"]}
    if kind == "amounts_subtype_cards":
        return {"subtypes": [str(tokens_of(node, "SUBTYPE")[0])]}
    return {"types": [_TYPE_WORDS[text_of(subtrees(node)[0])]]}


def _say_cards(spec: Data) -> str:
    if spec.get("any_types") == ["Instant", "Sorcery"] and "types" not in spec:
        return "instant and/or sorcery cards"
    if len(spec.get("types", ())) == 1 and "any_types" not in spec and "subtypes" not in spec:
        return f"{spec['types'][0].lower()} cards"
    if len(spec.get("subtypes", ())) == 1 and "types" not in spec and "any_types" not in spec:
        return f"{spec['subtypes'][0]} cards"
    raise Unsayable(f"no English for the cards {spec}")


def _split_cards(spec: Data) -> tuple[Data, Data]:
    """A graveyard filter's two halves: which cards, and whose graveyards."""
    where = {k: v for k, v in spec.items() if k in ("zone", "owner")}
    kind = {k: v for k, v in spec.items() if k not in ("zone", "owner")}
    if where.get("zone") != "graveyard":
        raise Unsayable(f"no English for the cards {spec}")
    return kind, where


# -- numbers -----------------------------------------------------------------------------------


def number_of(node: Node) -> Data:
    """CR 107.3c, 305.6, 119.1: the count an ``amounts_number`` names."""
    kind = str(node.data)
    if kind == "amounts_domain":  # CR 305.6: domain
        return {"basic_land_types_among": {"types": ["Land"], "controller": "you"}}
    if kind == "amounts_card_types":  # CR 205.2a: the card types among them
        return {"card_types_among": _graveyards(subtrees(node)[0])}
    if kind == "amounts_cards_in":
        cards, graveyards = subtrees(node)
        return {"count": {**_cards(cards), **_graveyards(graveyards)}}
    if kind == "amounts_life_total":
        return {"life_total": "you"}
    if kind == "amounts_tokens_count":  # CR 111.1: "the number of Blood tokens you control"
        subtype = text_of(subtrees(node)[0]).capitalize()
        return {"count": {"subtypes": [subtype], "token": True, "controller": "you"}}
    if kind == "amounts_twice":  # CR 107.1: "twice the number of Blood tokens you control"
        inner = number_of(subtrees(node)[0])
        if "times" in inner:
            raise NotImplementedText(f"the number '{text_of(node)}' not implemented")
        return {**inner, "times": 2}
    if kind == "amounts_group_count":  # "the number of Gates you control"
        group = group_filter(subtrees(node)[0])
        if "on" in words_of(node):  # "… on the battlefield": every controller's
            if group.get("controller"):
                raise NotImplementedText(f"the number '{text_of(node)}' not implemented")
            group["_on_battlefield"] = True
        return {"count": group}
    raise NotImplementedText(f"the number '{text_of(node)}' not implemented")


def say_number(count: Data) -> str:
    """The words of a count that :func:`number_of` builds (its ``times`` and ``plus`` aside)."""
    if set(count) - {"times", "plus"} == {"basic_land_types_among"}:
        if count["basic_land_types_among"] != {"types": ["Land"], "controller": "you"}:
            raise Unsayable(f"no English for the number {count}")
        return "the number of basic land types among lands you control"
    if set(count) - {"times", "plus"} == {"card_types_among"}:
        graveyards = _say_graveyards(count["card_types_among"])
        return f"the number of card types among cards in {graveyards}"
    tokens = count.get("count", {})
    if tokens == {"subtypes": tokens.get("subtypes"), "token": True, "controller": "you"}:
        (subtype,) = tokens["subtypes"]  # one, as number_of builds it
        return f"the number of {subtype} tokens you control"
    if set(count) - {"times", "plus"} == {"count"} and count["count"].get("zone") != "graveyard":
        group = {k: v for k, v in count["count"].items() if k != "_on_battlefield"}
        place = " on the battlefield" if count["count"].get("_on_battlefield") else ""
        return f"the number of {render_group(group)}{place}"
    if set(count) - {"times", "plus"} == {"count"}:
        kind, where = _split_cards(count["count"])
        return f"the number of {_say_cards(kind)} in {_say_graveyards(where)}"
    if set(count) - {"times", "plus"} == {"life_total"} and count["life_total"] == "you":
        return "your life total"
    raise Unsayable(f"no English for the number {count}")


# -- counted conditions ------------------------------------------------------------------------


@registry.condition("amounts_card_types_at_least")
def _card_types_at_least(node: Node) -> Data:
    """CR 207.2c delirium: "there are four or more card types among cards in your graveyard"
    (205.2a: artifact, creature, land, … each counts once)."""
    number = amount_of(subtrees(node)[0])
    if not isinstance(number, int):
        raise NotImplementedText(f"the condition '{text_of(node)}' not implemented")
    among = _graveyards(subtrees(node)[1])
    return {"amount": {"card_types_among": among}, "at_least": number}


@registry.condition("amounts_cards_at_least")
def _cards_at_least(node: Node) -> Data:
    """CR 207.2c spell mastery: "there are two or more instant and/or sorcery cards in your
    graveyard" (a card that is both counts once)."""
    number = amount_of(subtrees(node)[0])
    if not isinstance(number, int):
        raise NotImplementedText(f"the condition '{text_of(node)}' not implemented")
    cards = _cards(subtrees(node)[1])
    return {"count": {**cards, "zone": "graveyard", "owner": "you"}, "at_least": number,
            "_there": True}  # fmt: skip


@registry.says_condition("amounts_there_are")
def _say_there_are(condition: Data) -> str | None:
    """ "there are N or more …", for the conditions built above (None for any other)."""
    number = WORDS_FOR_NUMBERS.get(condition.get("at_least", 0))
    amount = condition.get("amount")
    if isinstance(amount, dict) and set(amount) == {"card_types_among"} and number:
        graveyards = _say_graveyards(amount["card_types_among"])
        return f"there are {number} or more card types among cards in {graveyards}"
    if condition.get("_there") and number and set(condition) == {"count", "at_least", "_there"}:
        kind, where = _split_cards(condition["count"])
        if where != {"zone": "graveyard", "owner": "you"}:
            return None
        return f"there are {number} or more {_say_cards(kind)} in your graveyard"
    return None


# -- instructions ------------------------------------------------------------------------------


@registry.clause("amounts_damage_instead")
def _damage_instead(node: Node, scope: Scope) -> Data:
    """CR 608.2c: "{this} deals 6 damage instead": another amount for the spell's earlier
    "deals N damage" (under an "if", :mod:`mtgrules.game.instead` folds it into that
    instruction as the spell resolves)."""
    trees = subtrees(node)
    out = {"damage": amount_of(trees[0]), "instead": True, "_amounts": "instead"}
    if len(trees) > 1:  # "it deals 5 damage to that creature instead": the same target
        number = object_target(trees[1], scope)
        if trees[1].data not in ("it", "that_object"):
            raise NotImplementedText(f"'{text_of(node)}' not implemented")
        out = {**out, **target_index(number), "_amounts": "instead_to"}
    return out


@registry.clause("amounts_damage_where")
def _damage_where(node: Node, scope: Scope) -> Data:
    """CR 107.3c, 120.3: "{this} deals X damage to any target, where X is the number of basic
    land types among lands you control" (X counted as it resolves, 608.2h)."""
    recipient, number = subtrees(node)
    if recipient.data == "any_target":
        index = add_target(scope, "any")
    elif recipient.data == "target_player":
        index = add_target(scope, "player")
    elif recipient.data == "to_object":
        index = object_target(subtrees(recipient)[0], scope)
    else:
        raise NotImplementedText(f"damage to '{text_of(recipient)}' not implemented")
    return {"damage": number_of(number), **target_index(index), "_amounts": "where"}


WHERE_X = "where_x"
"""The name of the number "where X is …" fixes as the ability resolves (CR 608.2h); not "X", the
value chosen for the spell (107.3a)."""


@registry.clause("amounts_pump_where")
def _pump_where(node: Node, scope: Scope) -> Data:
    """CR 611.2c, 608.2h: "Target creature gets +X/+X until end of turn, where X is the number
    of Elves on the battlefield" (X counted once, as it resolves)."""
    trees = subtrees(node)
    pt_node = find_child(node, "pt_mod")
    assert pt_node is not None
    sign = {"+X/+X": 1, "-X/-X": -1}.get(str(pt_node.children[0]))
    if sign is None:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    affects = affects_of(trees[0], scope)
    fixed = {"variable": WHERE_X, "times": sign} if sign < 0 else {"variable": WHERE_X}
    effect = {
        "affects": affects,
        "modify_pt": {"power": fixed, "toughness": dict(fixed)},
        "duration": "end_of_turn",
    }
    counted = {WHERE_X: number_of(trees[-1])}
    return {"effect": effect, "counted": counted, "_amounts": "pump_where"}


@registry.clause("amounts_gain_sacrificed")
def _gain_sacrificed(node: Node, scope: Scope) -> Data:
    """CR 601.2h, 608.2h: "You gain life equal to the sacrificed permanent's mana value." (the
    permanent sacrificed to cast the spell, as it last existed)."""
    scope.player = {"_you": True}
    return {"gain_life": "sacrificed_mana_value", "_amounts": "gain_sacrificed"}


@registry.clause("amounts_return_chosen")
def _return_chosen(node: Node, scope: Scope) -> Data:
    """CR 608.2d, 400.7: "return a creature or planeswalker card from your graveyard to your
    hand": a card the controller chooses as it resolves (not a target)."""
    words = [text_of(n) for n in subtrees(subtrees(node)[0])]
    if not words or any(w not in _TYPE_WORDS for w in words):
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    kinds = [_TYPE_WORDS[w] for w in words]
    spec: Data = {"any_types": kinds} if len(kinds) > 1 else {"types": kinds}
    spec.update({"zone": "graveyard", "owner": "you"})
    return {"return": spec, "to": "hand", "chosen": True, "_amounts": "return_chosen"}


def _say_kinds(spec: Data) -> str:
    kinds: list[str] = [str(k).lower() for k in spec.get("any_types") or spec.get("types") or ()]
    if len(kinds) <= 2:
        return " or ".join(kinds)
    return ", ".join(kinds[:-1]) + ", or " + kinds[-1]


def _for_each(node: Node) -> Data:
    """CR 107.3, 608.2h: "N … for each [object]": N times the number of them as it resolves."""
    number = int(next(t for t in tokens_of(node, "NUMBER") if str(t).isdigit()))
    phrase = next(t for t in subtrees(node) if t.data == "noun_phrase")
    each = counted_filter(phrase)
    if find_child(node, "amounts_on_battlefield") is not None:
        if "zone" in each or each.get("controller"):
            raise NotImplementedText(f"'{text_of(node)}' not implemented")
        each["_on_battlefield"] = True
    return {"count": each, "times": number} if number != 1 else {"count": each}


@registry.clause("amounts_gain_for_each")
def _gain_for_each(node: Node, scope: Scope) -> Data:
    """CR 119.3: "You gain 1 life for each Elf on the battlefield."."""
    if find_child(node, "p_you") is None:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    scope.player = {"_you": True}
    return {"gain_life": _for_each(node), "_amounts": "gain_for_each"}


@registry.clause("amounts_damage_for_each")
def _damage_for_each(node: Node, scope: Scope) -> Data:
    """CR 120.3: "it deals 1 damage to target opponent for each creature card in your
    graveyard" (Lotleth Giant)."""
    subject = words_of(node)[0]
    if subject == "it" and (scope.last is not None or not scope.it_is_self):
        raise NotImplementedText("'it deals' after a target not implemented")
    recipient = next(t for t in subtrees(node) if t.data != "noun_phrase")
    index = _recipient(recipient, scope)
    out = {"damage": _for_each(node), **target_index(index), "_amounts": "damage_for_each"}
    if subject == "it":
        out["_subject"] = "it"
    return out


def _recipient(recipient: Node, scope: Scope) -> int:
    """CR 115.1: the target damage is dealt to."""
    if recipient.data == "any_target":
        return add_target(scope, "any")
    if recipient.data == "target_player":
        return add_target(scope, "player")
    if recipient.data == "target_opponent":
        return add_target(scope, "opponent")
    if recipient.data == "to_object":
        return object_target(subtrees(recipient)[0], scope)
    raise NotImplementedText(f"damage to '{text_of(recipient)}' not implemented")


def _say_each(count: Data) -> tuple[str, str]:
    """ "1 life for each Elf on the battlefield": the number and what is counted."""
    each = {k: v for k, v in count["count"].items() if k != "_on_battlefield"}
    if set(count) - {"count", "times"}:
        raise Unsayable(f"no English for {count}")
    where = " on the battlefield" if count["count"].get("_on_battlefield") else ""
    return f"{count.get('times', 1)}", f"for each {render_filter(each)}{where}"


@registry.says_instruction("_amounts")
def _say_instruction(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    form = step["_amounts"]
    if form == "instead":
        if set(step) != {"damage", "instead", "_amounts"} or not isinstance(step["damage"], int):
            raise Unsayable(f"no English for {sorted(step)}")
        return f"{SELF} deals {step['damage']} damage instead"
    if form == "instead_to":
        what = render_object(step, targets, mentioned, refs)
        return f"it deals {step['damage']} damage to {what} instead"
    if form == "where":
        what = render_object(step, targets, mentioned, refs)
        return f"{SELF} deals X damage to {what}, where X is {say_number(step['damage'])}"
    if form == "pump_where":
        effect = step["effect"]
        if set(effect) != {"affects", "modify_pt", "duration"} or set(step["counted"]) != {WHERE_X}:
            raise Unsayable(f"no English for {sorted(step)}")
        affects = effect["affects"]
        if affects == "self":
            subject = SELF
        else:
            number = int(str(affects).partition("#")[2] or 1)
            subject = render_object({"target": number}, targets, mentioned, refs)
        counted = step["counted"][WHERE_X]
        twice = {1: "", 2: "twice "}.get(counted.get("times", 1))
        sign = effect["modify_pt"]["power"].get("times", 1)
        if (
            twice is None
            or "plus" in counted
            or effect["modify_pt"]["toughness"].get("times", 1) != sign
        ):
            raise Unsayable(f"no English for {counted}")
        pt = "+X/+X" if sign == 1 else "-X/-X"
        number_words = twice + say_number(counted)
        return f"{subject} gets {pt} until end of turn, where X is {number_words}"
    if form == "return_chosen":
        spec = step["return"]
        if set(spec) - {"any_types", "types"} != {"zone", "owner"} or spec["owner"] != "you":
            raise Unsayable(f"no English for {spec}")
        article = "an" if _say_kinds(spec)[:1] in "aeiou" else "a"
        return f"return {article} {_say_kinds(spec)} card from your graveyard to your hand"
    if form == "gain_sacrificed":
        if step["gain_life"] != "sacrificed_mana_value":
            raise Unsayable(f"no English for {sorted(step)}")
        return "you gain life equal to the sacrificed permanent's mana value"
    if form == "gain_for_each":
        times, each = _say_each(step["gain_life"])
        return f"you gain {times} life {each}"
    if form == "damage_for_each":
        times, each = _say_each(step["damage"])
        subject = "it" if step.get("_subject") == "it" else SELF
        what = render_object(step, targets, mentioned, refs)
        return f"{subject} deals {times} damage to {what} {each}"
    raise Unsayable(f"no English for the amounts form {form}")


# -- static abilities --------------------------------------------------------------------------


@registry.static("amounts_self_pt_where")
def _self_pt_where(node: Node) -> tuple[Data, Data]:
    """CR 611.3a, 107.3c: "{this} gets -X/-X, where X is your life total." (Death's Shadow):
    X is counted again whenever the layers apply, so the bonus follows the number."""
    pt_node = find_child(node, "pt_mod")
    assert pt_node is not None
    word = str(pt_node.children[0])
    count = number_of(subtrees(node)[-1])
    power, toughness = word.split("/")
    if {power.lstrip("+-"), toughness.lstrip("+-")} != {"X"}:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    modify = {
        key: {**count, "times": -1} if sign.startswith("-") else dict(count)
        for key, sign in (("power", power), ("toughness", toughness))
    }
    effect = {"affects": "self", "modify_pt": modify}
    return {"static": "", "effects": [effect]}, {"render": "amounts_static"}


@registry.static("amounts_cda_each", "amounts_cda_plus")
def _cda(node: Node) -> tuple[Data, Data]:
    """CR 604.3, 208.2a: "{this}'s power and toughness are each equal to the number of basic
    land types among lands you control" (Territorial Kavu), "{this}'s power is equal to the
    number of card types among cards in all graveyards and its toughness is equal to that
    number plus 1" (Tarmogoyf): abilities that define the creature's power and toughness in
    every zone."""
    count = number_of(find_child(node, "amounts_number") or subtrees(node)[0])
    if node.data == "amounts_cda_each":
        define: Data = {"each": count}
    else:
        # the word "number" is a NUMBER token too (the terminal named after it)
        plus = int(next(t for t in tokens_of(node, "NUMBER") if str(t).isdigit()))
        define = {"power": count, "toughness": {**count, "plus": plus}}
    effect = {"affects": "self", "define_pt": define}
    return {"static": "", "cda": True, "effects": [effect]}, {"render": "amounts_static"}


ATTACKS_EACH_COMBAT = "attacks_each_combat_if_able"
"""CR 508.1d: the requirement the game reads (:mod:`mtgrules.game.combat`)."""


@registry.static("amounts_conditional_attacks")
def _conditional_attacks(node: Node) -> tuple[Data, Data]:
    """CR 611.3b, 508.1d: "As long as there are four or more card types among cards in your
    graveyard, {this} gets +2/+2, has flying, and attacks each combat if able." (one effect,
    in layers 6, 7c and the rules: it exists only while the condition holds)."""
    cond = condition(subtrees(node)[0])
    pt_node = find_child(node, "pt_mod")
    granted = find_child(node, "granted")
    assert pt_node is not None and granted is not None
    effect = {
        "affects": "self",
        "condition": cond,
        "modify_pt": pt_of(str(pt_node.children[0])),
        "add_abilities": [keyword_of(k) for k in subtrees(granted)],
        "rules": ATTACKS_EACH_COMBAT,
    }
    return {"static": "", "effects": [effect]}, {"render": "amounts_conditional_attacks"}


@registry.says_ability("amounts_conditional_attacks")
def _say_conditional_attacks(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    keys = {"affects", "condition", "modify_pt", "add_abilities", "rules"}
    if set(effect) != keys or effect["affects"] != "self" or effect["rules"] != ATTACKS_EACH_COMBAT:
        raise Unsayable(f"no English for {effect}")
    return (
        f"As long as {render_condition(effect['condition'])}, {SELF} gets "
        f"{pt_text(effect['modify_pt'])}, has {keyword_list(effect['add_abilities'])}, and "
        "attacks each combat if able."
    )


DOMAIN = {"basic_land_types_among": {"types": ["Land"], "controller": "you"}}
"""CR 305.6: the number of basic land types among lands you control."""


@registry.static("amounts_costs_less_domain")
def _costs_less_domain(node: Node) -> tuple[Data, Data]:
    """CR 601.2f, 305.6: "{this} costs {1} less to cast for each basic land type among lands you
    control." (a reduction of generic mana that works where the card is cast from)."""
    (mana,) = tokens_of(node, "MANA")
    amount = str(mana).strip("{}")
    if not amount.isdigit():
        raise NotImplementedText(f"costing {mana} less not implemented")
    change = {"amount": -int(amount), "spells": {"self": True}, "per": dict(DOMAIN)}
    effect = {"affects": "self", "cost_change": change}
    return {"static": "", "anywhere": True, "effects": [effect]}, {"render": "amounts_costs_less"}


@registry.says_ability("amounts_costs_less")
def _say_costs_less(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    change = effect["cost_change"]
    if set(effect) != {"affects", "cost_change"} or set(change) != {"amount", "spells", "per"}:
        raise Unsayable(f"no English for {data}")
    if change["spells"] != {"self": True} or change["amount"] >= 0 or change["per"] != DOMAIN:
        raise Unsayable(f"no English for {data}")
    return (
        f"{SELF} costs {{{-change['amount']}}} less to cast for each basic land type among "
        "lands you control."
    )


DAMAGE_AS_COUNTERS = "noncombat_damage_to_opponents_creatures_as_counters"
"""CR 614.1a: the replacement the game reads (:mod:`mtgrules.game.damage`)."""


@registry.static("amounts_damage_as_counters")
def _damage_as_counters(node: Node) -> tuple[Data, Data]:
    """CR 614.1a, 120.3: "If a source you control would deal noncombat damage to a creature an
    opponent controls, put that many -1/-1 counters on that creature instead." (Soul-Scar
    Mage): the damage isn't dealt; as many -1/-1 counters are put on the creature."""
    if str(tokens_of(node, "PTMOD")[0]) != "-1/-1":
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    effect = {"affects": "self", "rules": DAMAGE_AS_COUNTERS}
    return {"static": "", "effects": [effect]}, {"render": "amounts_damage_as_counters"}


@registry.says_ability("amounts_damage_as_counters")
def _say_damage_as_counters(data: Data, notes: Data, targets: list[Any]) -> str:
    if data["effects"] != [{"affects": "self", "rules": DAMAGE_AS_COUNTERS}]:
        raise Unsayable(f"no English for {data['effects']}")
    return (
        "If a source you control would deal noncombat damage to a creature an opponent "
        "controls, put that many -1/-1 counters on that creature instead."
    )


@registry.says_ability("amounts_static")
def _say_static(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    if set(effect) == {"affects", "define_pt"} and data.get("cda"):
        define = effect["define_pt"]
        if set(define) == {"each"}:
            number = say_number(define["each"])
            return f"{SELF}'s power and toughness are each equal to {number}."
        power, toughness = define["power"], define["toughness"]
        plus = toughness.get("plus", 0)
        if {**toughness, "plus": 0} != {**power, "plus": 0} or "plus" in power or plus <= 0:
            raise Unsayable(f"no English for {define}")
        return (
            f"{SELF}'s power is equal to {say_number(power)} and its toughness is equal to "
            f"that number plus {plus}."
        )
    if set(effect) == {"affects", "modify_pt"} and effect["affects"] == "self":
        power, toughness = effect["modify_pt"]["power"], effect["modify_pt"]["toughness"]
        counted = {k: v for k, v in power.items() if k != "times"}
        if {k: v for k, v in toughness.items() if k != "times"} != counted:
            raise Unsayable(f"no English for {effect}")
        signs = [
            "-X" if v.get("times", 1) == -1 else "+X" if v.get("times", 1) == 1 else "?"
            for v in (power, toughness)
        ]
        if "?" in signs:
            raise Unsayable(f"no English for {effect}")
        return f"{SELF} gets {signs[0]}/{signs[1]}, where X is {say_number(counted)}."
    raise Unsayable(f"no English for {effect}")


# -- counters for the cards exiled with it (CR 702.66a, 614.1c) ---------------------------------

EXILED_INSTANTS_SORCERIES = {"exiled_with": ["Instant", "Sorcery"]}
"""The number of instant and sorcery cards its spell exiled to pay its cost (delve)."""


@registry.static("amounts_enters_counters_exiled")
def _enters_counters_exiled(node: Node) -> tuple[Data, Data]:
    """CR 614.1c, 702.66a: "{this} enters with a +1/+1 counter on it for each instant and
    sorcery card exiled with it." (Murktide Regent): one counter for each such card its spell
    exiled from its caster's graveyard while it was cast, still in exile as it enters."""
    counter = text_of(subtrees(node)[0])
    counters = {counter: dict(EXILED_INSTANTS_SORCERIES)}
    return {"static": "", "enters": {"counters": counters}}, {"render": "amounts_exiled_counters"}


@registry.says_ability("amounts_exiled_counters")
def _say_exiled_counters(data: Data, notes: Data, targets: list[Any]) -> str:
    ((counter, number),) = data["enters"]["counters"].items()
    if set(data["enters"]) != {"counters"} or number != EXILED_INSTANTS_SORCERIES:
        raise Unsayable(f"no English for entering with {data['enters']}")
    return (
        f"{SELF} enters with a {counter} counter on it for each instant and sorcery card "
        "exiled with it."
    )
