"""Mana abilities and the mana that spells and abilities add (CR 106, 605), and the predefined
Treasure token (111.10a).

A mana ability (605.1a) is compiled to ``mana: TEXT`` with its ``cost``; the game reads the
mana from its text, as from a hand-written one, unless it does more (605.3b: then ``do`` lists
``add_mana`` — the mana, in the words the game reads — and what else, such as "{this} deals 2
damage to you") or counts ("for each artifact you control", ``amount``). ``if`` is the
condition of "Activate only if …" (602.5b), ``timing`` "Activate only as an instant"
(602.5e). "Add {B}{B}{B}" on a spell or a trigger is the ``add_mana``
instruction (106.4)."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle import registry
from mtgrules.cards.oracle.builder import (
    Built,
    Scope,
    amount_of,
    condition,
    cost_text,
    target_index,
)
from mtgrules.cards.oracle.filters import counted_filter, group_filter
from mtgrules.cards.oracle.reading import find_child, subtrees, text_of, tokens_of, words_of
from mtgrules.cards.oracle.render import (
    Unsayable,
    plural,
    render_condition,
    render_filter,
    render_group,
)
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import WORDS_FOR_NUMBERS, NotImplementedText
from mtgrules.model.costs import parse_cost

Data = dict[str, Any]

COMMANDER = "one mana of any color in your commander's color identity"
"""CR 903.4: the mana of Command Tower and Arcane Signet."""

CHOSEN = "one mana of the chosen color"
"""CR 614.12: the mana of Sol Grail, Coldsteel Heart and the Gates."""


# -- what is added ---------------------------------------------------------------------------


def _either(parts: list[str]) -> str:
    """ "{U} or {R}", "{G}, {U}, or {R}"."""
    if len(parts) == 2:
        return " or ".join(parts)
    return ", ".join(parts[:-1]) + ", or " + parts[-1]


def adding(made: Tree[Token]) -> Data:
    """CR 106.1: the ``add_mana`` instruction for what a "mana_made" phrase adds: the phrase in
    the words the game reads (``{B}{B}{B}``, ``{U} or {R}``, ``three mana of any one color``),
    and ``amount`` for "for each …" (106.1b)."""
    kind = str(made.data)
    symbols = [str(t) for t in tokens_of(made, "MANA") if str(t).startswith("{")]
    if any(s not in _PLAIN for s in symbols):
        raise NotImplementedText(f"adding '{text_of(made)}' not implemented")
    if kind == "mana_symbols":
        return {"add_mana": "".join(symbols)}
    if kind == "mana_either":
        return {"add_mana": _either(symbols)}
    if kind == "mana_pairs":
        return {
            "add_mana": _either([a + b for a, b in zip(symbols[::2], symbols[1::2], strict=True)])
        }
    if kind == "mana_any_color":
        return {"add_mana": "one mana of any color"}
    if kind == "mana_any_one_color":
        number = amount_of(subtrees(made)[0])
        if not isinstance(number, int) or number < 2:
            raise NotImplementedText(f"adding '{text_of(made)}' not implemented")
        return {"add_mana": f"{WORDS_FOR_NUMBERS[number]} mana of any one color"}
    if kind == "mana_combination":
        number = amount_of(subtrees(made)[0])
        if not isinstance(number, int) or number < 2:
            raise NotImplementedText(f"adding '{text_of(made)}' not implemented")
        return {"add_mana": f"{WORDS_FOR_NUMBERS[number]} mana in any combination of colors"}
    if kind == "mana_commander":
        return {"add_mana": COMMANDER}
    if kind == "mana_chosen_color":  # CR 614.12: chosen as its permanent entered
        return {"add_mana": CHOSEN}
    if kind == "mana_or_chosen" and len(symbols) == 1:
        return {"add_mana": f"{symbols[0]} or {CHOSEN}"}
    if kind == "mana_for_each" and len(symbols) == 1:
        each = counted_filter(subtrees(made)[-1])
        return {"add_mana": symbols[0], "amount": {"count": each}}
    raise NotImplementedText(f"adding '{text_of(made)}' not implemented")


_PLAIN = frozenset({"{W}", "{U}", "{B}", "{R}", "{G}", "{C}"})
"""The mana symbols a production may name (CR 106.1a-b)."""


def render_adding(step: Data) -> str:
    """ "{U} for each artifact you control", "three mana of any one color"."""
    made = str(step["add_mana"])
    if "amount" in step:
        amount = step["amount"]
        if not isinstance(amount, dict) or set(amount) != {"count"}:
            raise Unsayable(f"no English for the amount {amount}")
        each = dict(amount["count"])
        mine = each.pop("controller", None) == "you"  # "creature with defender you control"
        where = " you control" if mine else " on the battlefield"  # "for each Elf on the …"
        made += f" for each {render_filter(each)}{where}"
    return made


@registry.clause("add_mana")
def _add_mana_clause(node: Tree[Token], scope: Scope) -> Data:
    """CR 106.4: "Add {B}{B}{B}." on a spell or a trigger (Dark Ritual, Burning-Tree Emissary);
    what is chosen ("one mana of any color", 106.1a) is chosen as it resolves (608.2d)."""
    step = adding(subtrees(node)[0])
    if step["add_mana"] == COMMANDER:
        raise NotImplementedText("adding mana of the commander's colors as it resolves")
    return step


@registry.says_instruction("add_mana")
def _say_add_mana(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return "add " + render_adding(step)


# -- mana abilities ----------------------------------------------------------------------------


@registry.line("mana_ability")
def _mana_ability(node: Tree[Token], is_spell: bool) -> Built:
    """CR 605.1a: "[Cost]: Add [mana]. [More it does.] [Activate only if …]" — a mana ability:
    it has no target and isn't a loyalty ability (605.1a); it is activated and done at once
    (605.3b)."""
    trees = subtrees(node)
    cost = _cost(trees[0])
    if "{Q}" in cost:
        raise NotImplementedText(f"a mana ability with the cost '{cost}' not implemented")
    made = adding(trees[1])
    steps: list[Data] = [made]
    more = find_child(node, "spell_sentence")
    if more is not None:
        steps.append(_more(more))
    data: Data = {"mana": "", "cost": cost}
    if len(steps) > 1 or "amount" in made:
        data["do"] = steps  # else the game reads the mana from the text, as written by hand
    notes: Data = {"render": "mana", "adding": made}
    limit = find_child(node, "activation_condition")
    if limit is not None:
        data["if"] = _activate_only_if(limit)
    instead = find_child(node, "mana_instead_if_control")
    if instead is not None:  # "If you control …, add {C}{C}{C} instead." (the Urza lands)
        made.update(_instead_if_control(instead))
        data["do"] = steps
    spend = find_child(node, "mana_spend_only")
    if spend is not None:  # CR 106.6: the restriction rides on the mana made
        made["spend_only"], notes["spend_plural"] = _spend_only(spend)
        data["do"] = steps
    if find_child(node, "mana_as_instant") is not None:
        data["timing"] = ["instant"]  # 602.5e
    if find_child(node, "mana_once_each_turn") is not None:
        data["timing"] = ["once_each_turn"]  # 602.5b
    data["mana"] = _say_mana(data, notes, [])
    return Built([(data, notes)])


_OWN_COSTS = {
    "mana_discard_hand": "Discard your hand",
    "mana_exile_from_hand": f"Exile {SELF} from your hand",
}
"""Cost parts only mana abilities are paid with here (CR 118, 113.6m)."""


def _cost(node: Tree[Token]) -> str:
    """CR 118, 602.1a: a mana ability's cost as printed: the parts any activated ability may
    have (:func:`cost_text`) and "Discard your hand" (Lion's Eye Diamond), "Exile {this} from
    your hand" (Simian Spirit Guide)."""
    parts = subtrees(node)
    shared: list[Tree[Token] | Token] = [p for p in parts if str(p.data) not in _OWN_COSTS]
    said = cost_text(Tree(node.data, shared)).split(", ") if shared else []
    paid = parse_cost(", ".join(said)) if said else None
    if paid is not None and (paid.chosen or paid.remove_counters):  # CR 601.2h, 122.8
        raise NotImplementedText(
            f"a mana ability with the cost '{', '.join(said)}' not implemented"
        )
    out = []
    for part in parts:
        out.append(_OWN_COSTS[str(part.data)] if str(part.data) in _OWN_COSTS else said.pop(0))
    return ", ".join(out)


def _more(sentence: Tree[Token]) -> Data:
    """CR 605.3b: what a mana ability does besides adding mana: "{this} deals N damage to you"
    (Ancient Tomb, the pain lands)."""
    words = words_of(sentence)
    if (
        len(words) == 7
        and words[0] == SELF
        and words[1:2] == ["deals"]
        and words[2].isdigit()
        and words[3:] == ["damage", "to", "you", "."]
    ):
        return {"damage": int(words[2]), "to": "you"}
    raise NotImplementedText(f"a mana ability that also does '{text_of(sentence)}' not implemented")


def _activate_only_if(limit: Tree[Token]) -> Data:
    """CR 602.5b: "Activate only if you control three or more artifacts" (metalcraft), "… if
    you control an Island or a Mountain" (the Verges)."""
    words = words_of(limit)
    if words[:3] != ["activate", "only", "if"]:
        raise NotImplementedText(f"'{text_of(limit)}' on a mana ability not implemented")
    inner = subtrees(limit)
    if len(inner) == 1 and str(inner[0].data) in ("c_control", "c_control_more"):
        return condition(inner[0])
    if len(inner) == 1 and str(inner[0].data) == "c_control_either":
        names = [str(t) for t in tokens_of(inner[0], "SUBTYPE")]
        return {"count": {"subtypes": names, "controller": "you"}}
    alternatives = [t for t in inner if t.data == "noun_alternatives"]
    names = [text_of(t) for t in alternatives]
    if len(alternatives) == 2 and all(n[:1].isupper() and " " not in n for n in names):
        return {"count": {"subtypes": names, "controller": "you"}}
    raise NotImplementedText(f"'{text_of(limit)}' on a mana ability not implemented")


def _article(noun: str) -> str:
    return "an" if noun[:1].lower() in "aeiou" else "a"


def _say_condition(cond: Data) -> str:
    counted = cond["count"]
    names = counted.get("subtypes", [])
    if set(counted) == {"subtypes", "controller"} and len(names) == 2 and "at_least" not in cond:
        return "you control " + " or ".join(f"{_article(n)} {n}" for n in names)
    return render_condition(cond)


@registry.says_ability("mana")
def _say_mana(data: Data, notes: Data, targets: list[Any]) -> str:
    """CR 605.1a: "{T}, Sacrifice {this}: Add three mana of any one color." from the data."""
    steps = list(data.get("do", [notes["adding"]]))
    if not steps or "add_mana" not in steps[0]:
        raise Unsayable("a mana ability that adds no mana")
    text = f"{data['cost']}: Add {render_adding(steps[0])}."
    for step in steps[1:]:
        if set(step) == {"damage", "to"} and step["to"] == "you":
            text += f" {SELF} deals {step['damage']} damage to you."
        else:
            raise Unsayable(f"no English for {sorted(step)} in a mana ability")
    if "instead_if" in steps[0]:
        text += " " + _say_instead(steps[0])
    if "spend_only" in steps[0]:
        text += " " + render_spend_only(steps[0]["spend_only"], bool(notes.get("spend_plural")))
    if "if" in data:
        text += f" Activate only if {_say_condition(data['if'])}."
    if data.get("timing") == ["instant"]:
        text += " Activate only as an instant."
    elif data.get("timing") == ["once_each_turn"]:
        text += " Activate only once each turn."
    elif data.get("timing"):
        raise Unsayable(f"no English for the timing {data['timing']}")
    return text


# -- "add … instead" (CR 106.1, 614.1a-like wording of one ability) ------------------------------


def _instead_if_control(node: Tree[Token]) -> Data:
    """ "If you control an Urza's Mine and an Urza's Power-Plant, add {C}{C}{C} instead.": the
    mana the ability adds while it controls both (``instead_if``: each must hold)."""
    symbols = [str(t) for t in tokens_of(node, "MANA") if str(t).startswith("{")]
    if any(s not in _PLAIN for s in symbols):
        raise NotImplementedText(f"adding '{text_of(node)}' not implemented")
    conditions = []
    for name in subtrees(node):
        if name.data != "mana_land_name":
            continue
        first, second = (str(t) for t in tokens_of(name, "SUBTYPE"))
        land = {"subtypes": [first + "'s"], "any_of": [{"subtypes": [second]}]}
        conditions.append({"count": {**land, "controller": "you"}})
    return {"instead_if": conditions, "instead": "".join(symbols)}


def _say_instead(step: Data) -> str:
    names = []
    for cond in step["instead_if"]:
        counted = dict(cond["count"])
        if set(cond) != {"count"} or counted.pop("controller", None) != "you":
            raise Unsayable(f"no English for {cond}")
        ((first,), (second,)) = counted["subtypes"], counted["any_of"][0]["subtypes"]
        names.append(f"an {first} {second}" if first[:1] in "AEIOU" else f"a {first} {second}")
    return f"If you control {' and '.join(names)}, add {step['instead']} instead."


# -- restrictions on spending mana (CR 106.6) -------------------------------------------------

_CARD_TYPES = {
    "creature": "Creature", "artifact": "Artifact", "instant": "Instant", "sorcery": "Sorcery",
    "planeswalker": "Planeswalker", "enchantment": "Enchantment",
}  # fmt: skip
_GROUPS = {"creatures": "Creature", "artifacts": "Artifact"}
_COLORS = ["White", "Blue", "Black", "Red", "Green"]
"""Colorless: none of the five colors (CR 105.2c)."""
_SAME_PLURAL = {"Eldrazi"}
"""Subtypes whose plural is the word itself ("abilities of colorless Eldrazi")."""


def _spend_only(node: Tree[Token]) -> tuple[Data, bool]:
    """CR 106.6: "Spend this mana only to cast [spells] [or activate abilities of [sources]]
    [, and that spell can't be countered]." → the ``spend_only`` of the mana it adds, and
    whether the spells were said in the plural ("artifact spells" or "an artifact spell": the
    same restriction)."""
    noncreature = find_child(node, "mana_a_noncreature_spell")
    if noncreature is not None:  # "a noncreature spell"
        return {"cast": {"not_types": ["Creature"]}}, False
    spells = find_child(node, "mana_a_spell") or find_child(node, "mana_spells")
    assert spells is not None
    only: Data = {}
    cast, multicolored = _described(
        subtrees(spells)[-1]
        if spells.data == "mana_spells"
        else next(t for t in subtrees(spells) if t.data != "article")
    )
    only["cast"] = cast
    if multicolored:
        only["multicolored"] = True
    if find_child(spells, "mana_of_chosen_type") is not None:  # CR 614.12: as it entered
        only["chosen_type"] = True
    sources = find_child(node, "mana_spend_sources")
    if sources is not None:
        activate, multicolored = _described(sources)
        if multicolored:
            raise NotImplementedText(f"spending mana on '{text_of(sources)}' not implemented")
        only["activate"] = activate
    if find_child(node, "mana_spend_uncounterable") is not None:
        only["uncounterable"] = True  # CR 101.2: "and that spell can't be countered"
    return only, spells.data == "mana_spells"


def _described(node: Tree[Token]) -> tuple[Data, bool]:
    """The filter "colorless Eldrazi", "Dragon creature", "instant and sorcery", "legendary"
    say, and whether they say "multicolored" (CR 105.4)."""
    words = [text_of(w) for w in subtrees(node) if w.data == "mana_spell_word"]
    words += [str(t) for t in node.children if isinstance(t, Token) and t.type == "PLURAL_SUBTYPE"]
    words += [_GROUPS[str(t)] for t in node.children if isinstance(t, Token) and str(t) in _GROUPS]
    out: Data = {}
    if node.data == "mana_spell_either":
        if not all(w in _CARD_TYPES for w in words):
            raise NotImplementedText(f"spending mana on '{text_of(node)}' not implemented")
        out["any_types"] = [_CARD_TYPES[w] for w in words]
        return out, False
    multicolored = False
    for word in words:
        if word in _CARD_TYPES or word in _GROUPS.values():
            out.setdefault("types", []).append(_CARD_TYPES.get(word, word))
        elif word == "colorless":
            out["not_colors"] = list(_COLORS)
        elif word == "multicolored":
            multicolored = True
        elif word == "legendary":
            out["supertypes"] = ["Legendary"]
        elif word[:1].isupper() and "subtypes" not in out:
            out["subtypes"] = [word]
        else:
            raise NotImplementedText(f"spending mana on '{text_of(node)}' not implemented")
    return out, multicolored


def render_spend_only(only: Data, plural: bool) -> str:
    """CR 106.6: "Spend this mana only to cast artifact spells." from the data."""
    if set(only) - {"cast", "activate", "multicolored", "chosen_type", "uncounterable"}:
        raise Unsayable(f"no English for spending mana only on {sorted(only)}")
    if only["cast"] == {"not_types": ["Creature"]} and set(only) == {"cast"} and not plural:
        return "Spend this mana only to cast a noncreature spell."
    words = _spell_words(only["cast"], bool(only.get("multicolored")), plural)
    if plural:
        spells = f"{words} spells"
    else:
        spells = f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words} spell"
    if only.get("chosen_type"):
        spells += " of the chosen type"
    text = f"Spend this mana only to cast {spells}"
    if "activate" in only:
        text += f" or activate abilities of {_source_words(only['activate'])}"
    if only.get("uncounterable"):
        text += ", and that spell can't be countered"
    return text + "."


def _spell_words(spec: Data, multicolored: bool, plural: bool) -> str:
    """ "legendary", "colorless Eldrazi", "Dragon creature", "instant and sorcery"."""
    rest = set(spec) - {"types", "any_types", "not_colors", "supertypes", "subtypes"}
    if rest or (spec.get("not_colors") not in (None, _COLORS)):
        raise Unsayable(f"no English for spending mana on {spec}")
    words: list[str] = []
    if spec.get("supertypes") == ["Legendary"]:
        words.append("legendary")
    elif spec.get("supertypes"):
        raise Unsayable(f"no English for spending mana on {spec}")
    if "not_colors" in spec:
        words.append("colorless")
    if multicolored:
        words.append("multicolored")
    words += list(spec.get("subtypes", []))
    words += [t.lower() for t in spec.get("types", [])]
    if "any_types" in spec:
        words.append((" and " if plural else " or ").join(t.lower() for t in spec["any_types"]))
    return " ".join(words)


def _source_words(spec: Data) -> str:
    """ "creatures", "Elementals", "colorless Eldrazi"."""
    words = _spell_words(spec, False, True).split(" ")
    last = words[-1]
    if last in ("creature", "artifact"):
        words[-1] = last + "s"
    elif last not in _SAME_PLURAL:
        words[-1] = plural(last)
    return " ".join(words)


# -- mana added later (CR 603.7a) -------------------------------------------------------------

NEXT_MAIN = "at the beginning of your next main phase, add an amount of"


@registry.sentence("mana_next_main")
def _next_main(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 603.7a, 608.2h: "At the beginning of your next main phase, add an amount of {C}
    equal to that spell's mana value." (Mana Drain, after "Counter target spell."): a delayed
    triggered ability adding the mana counted as the spell resolves."""
    (symbol,) = [str(t) for t in tokens_of(node, "MANA") if str(t).startswith("{")]
    if symbol not in _PLAIN or not isinstance(scope.last, int):
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    step: Data = {"add_mana_next_main": symbol, "amount": "mana_value_of_target"}
    return [{**step, **target_index(scope.last)}]


@registry.says_instruction("add_mana_next_main")
def _say_next_main(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step.get("amount") != "mana_value_of_target":
        raise Unsayable(f"no English for adding mana later {step}")
    return f"{NEXT_MAIN} {step['add_mana_next_main']} equal to that spell's mana value"


# -- lands that enter tapped (CR 614.1c) -----------------------------------------------------


@registry.static("mana_enters_tapped_if")
def _enters_tapped_if(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 614.1c: "If you control two or more other lands, {this} enters tapped." (Den of the
    Bugbear): tapped only if the condition holds as it enters."""
    number = amount_of(subtrees(node)[0])
    group = group_filter(subtrees(node)[-1])
    if not isinstance(number, int) or group.get("controller"):
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    counted = {**group, "other": True, "controller": "you"}
    data = {"static": "", "enters": {"tapped": True, "if": {"count": counted, "at_least": number}}}
    return data, {"render": "mana_enters_tapped_if"}


@registry.says_ability("mana_enters_tapped_if")
def _say_enters_tapped_if(data: Data, notes: Data, targets: list[Any]) -> str:
    enters = data["enters"]
    cond = enters["if"]
    group = dict(cond["count"])
    if set(enters) != {"tapped", "if"} or set(cond) != {"count", "at_least"}:
        raise Unsayable(f"no English for entering tapped {enters}")
    if group.pop("other", False) is not True or group.pop("controller", None) != "you":
        raise Unsayable(f"no English for entering tapped {enters}")
    number = WORDS_FOR_NUMBERS[cond["at_least"]]
    return f"If you control {number} or more other {render_group(group)}, {SELF} enters tapped."


@registry.static("mana_tapped_after_third_turn")
def _tapped_after_third_turn(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 614.1c: "{this} enters tapped unless it's your first, second, or third turn of the
    game." (Starting Town): untapped during its controller's first three turns."""
    data = {"static": "", "enters": {"tapped": True, "unless_your_turn_at_most": 3}}
    return data, {"render": "mana_tapped_after_third_turn"}


@registry.says_ability("mana_tapped_after_third_turn")
def _say_tapped_after_third_turn(data: Data, notes: Data, targets: list[Any]) -> str:
    if data.get("enters") != {"tapped": True, "unless_your_turn_at_most": 3}:
        raise Unsayable(f"no English for {data}")
    return f"{SELF} enters tapped unless it's your first, second, or third turn of the game."


@registry.static("mana_choose_land_type")
def _choose_land_type(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 614.12, 614.1c: "As {this} enters, choose a basic land type. Then you may pay 2 life.
    If you don't, it enters tapped." (Multiversal Passage): the choice, then the payment."""
    life = int(tokens_of(node, "NUMBER")[0])
    data = {"static": "", "enters": {"tapped": True, "unless_pay_life": life}}
    return data, {"choose": "basic_land_type", "render": "mana_choose_land_type"}


@registry.says_ability("mana_choose_land_type")
def _say_choose_land_type(data: Data, notes: Data, targets: list[Any]) -> str:
    enters = data.get("enters", {})
    if set(enters) != {"tapped", "unless_pay_life"} or notes.get("choose") != "basic_land_type":
        raise Unsayable(f"no English for entering {enters}")
    return (
        f"As {SELF} enters, choose a basic land type. Then you may pay "
        f"{enters['unless_pay_life']} life. If you don't, it enters tapped."
    )


_CHOSEN_LAND_TYPE: Data = {"affects": "self", "add_types": {"chosen_basic_land_type": True}}


@registry.static("mana_is_chosen_type")
def _is_chosen_type(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 614.12, 305.6: "{this} is the chosen type.": it has the basic land type chosen as it
    entered, and so that type's mana ability."""
    return {"static": "", "effects": [dict(_CHOSEN_LAND_TYPE)]}, {"render": "mana_is_chosen_type"}


@registry.says_ability("mana_is_chosen_type")
def _say_is_chosen_type(data: Data, notes: Data, targets: list[Any]) -> str:
    if data.get("effects") != [_CHOSEN_LAND_TYPE]:
        raise Unsayable(f"no English for {data}")
    return f"{SELF} is the chosen type."


# -- "if {this} is tapped" (CR 603.4) ----------------------------------------------------------


@registry.condition("mana_self_tapped")
def _self_tapped(node: Tree[Token]) -> Data:
    """CR 603.4, 110.5: "if {this} is tapped" (Mana Vault's draw-step trigger): the permanent's
    state as the ability triggers and as it resolves."""
    return {"tapped": "self"}


@registry.says_condition("mana_self_tapped")
def _say_self_tapped(cond: Data) -> str | None:
    if cond != {"tapped": "self"}:
        return None
    return f"{SELF} is tapped"


# -- the predefined Treasure token (CR 111.10a) ---------------------------------------------


TREASURE: Data = {
    "types": "Artifact — Treasure",
    "abilities": [
        {
            "mana": "{T}, Sacrifice this token: Add one mana of any color.",
            "cost": f"{{T}}, Sacrifice {SELF}",
            "do": [{"add_mana": "one mana of any color"}],
        }
    ],
}
"""CR 111.10a: "a colorless Treasure artifact token with '{T}, Sacrifice this token: Add one
mana of any color.'" (its name: its subtype plus "Token", 111.4)."""


@registry.token("Treasure")
def _treasure(number: Any) -> Data:
    if not isinstance(number, int):
        raise NotImplementedText(f"creating {number} Treasure tokens not implemented")
    return {**TREASURE, **({"number": number} if number != 1 else {})}


@registry.sentence("mana_add_spend_only")
def _add_spend_only(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 106.1, 106.6: "Add {U}, {R}, or {W}. Spend this mana only to cast a noncreature
    spell.": mana a resolving spell or ability adds, its restriction riding on it."""
    made = adding(subtrees(node)[0])
    only, plural = _spend_only(subtrees(node)[1])
    return [{**made, "spend_only": only, "_mana_spend_plural": plural}]


@registry.says_instruction("_mana_spend_plural")
def _say_add_spend_only(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    only = render_spend_only(step["spend_only"], bool(step["_mana_spend_plural"]))
    return f"add {render_adding(step)}. {only.removesuffix('.')}"
