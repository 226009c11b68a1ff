"""The objects family: objects that enter or come back. Delayed returns and sacrifices "at the
beginning of the next end step" (CR 603.7), about the object an earlier instruction moved or
named; lasting gains ("It gains haste.", 611.2a) of that object.

A delayed instruction is about one object (603.7c): the target the earlier instruction named,
or the ability's source; the game remembers that object as the delayed ability is created and
leaves alone the new object it becomes if it changes zones (400.7)."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import (
    Built,
    Scope,
    amount_of,
    build_line,
    object_target,
    pt_of,
    target_index,
)
from mtgrules.cards.oracle.families.looked import CHOSEN_CARD
from mtgrules.cards.oracle.filters import counted_filter
from mtgrules.cards.oracle.reading import (
    find_child,
    keyword_of,
    subtrees,
    text_of,
    tokens_of,
    words_of,
)
from mtgrules.cards.oracle.registry import (
    TOKENS,
    clause,
    line,
    says_ability,
    says_filter,
    says_instruction,
    sentence,
    static,
)
from mtgrules.cards.oracle.render import (
    Unsayable,
    keyword_list,
    render_ability,
    render_filter,
    render_group,
    render_object,
)
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import WORDS_FOR_NUMBERS, NotImplementedText

Data = dict[str, Any]

CREATED = "created_token"
"""What a later "it" means after "Create a token that's a copy of …": that token (the game
knows it by this key, CR 608.2c)."""


def _about(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2b, 603.7c: the object "it" ("that creature") means: the target named before, or
    the ability's own object when nothing was named ("Exile {this}. Return it …")."""
    if isinstance(scope.last, int):
        scope.refs.append(text_of(node))
        return {"about": "target", **target_index(scope.last)}
    if scope.last is None and scope.it_is_self and text_of(node) == "it":
        return {"about": "self"}
    if scope.last == CHOSEN_CARD and text_of(node) != "it":  # "That creature", "the creature"
        return {"about": CHOSEN_CARD, "_word": text_of(node)}
    if scope.last == CREATED and text_of(node) == "it":  # the token just created
        return {"about": CREATED}
    raise NotImplementedText(f"'{text_of(node)}' with nothing named before not implemented")


# -- delayed triggered abilities (CR 603.7) ----------------------------------------------------

_WHEN = {"objects_next": "next_end_step", "objects_your_next": "your_next_end_step"}
_WHEN_WORDS = {
    "next_end_step": "at the beginning of the next end step",
    "your_next_end_step": "at the beginning of your next end step",
}
_LATER: dict[str, Data] = {
    "objects_later_battlefield": {"return": "target", "on": "that_object", "to": "battlefield"},
    "objects_later_hand": {"return": "target", "on": "that_object", "to": "hand"},
    "objects_later_sacrifice": {"sacrifice": "that_object"},
    "objects_later_exile": {"exile": "that_object"},
}
_LATER_WORDS = {
    "objects_later_battlefield": "return {} to the battlefield under its owner's control",
    "objects_later_hand": "return {} to its owner's hand",
    "objects_later_sacrifice": "sacrifice {}",
    "objects_later_exile": "exile {}",
}


@sentence("objects_delayed")
def _delayed(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 603.7a: "Return it to its owner's hand at the beginning of your next end step.": a
    delayed triggered ability, created as this resolves, that triggers once (603.7b), about the
    object "it" means (603.7c)."""
    later, when = subtrees(node)
    (word,) = subtrees(later)
    about = _about(word, scope)
    kind, timing = str(later.data), _WHEN[str(when.data)]
    body = _LATER_WORDS[kind].format(text_of(word))
    text = f"{_WHEN_WORDS[timing]}, {body}."
    step: Data = {
        "_objects_delayed": kind,
        "_word": text_of(word),
        "delayed": timing,
        "text": text[:1].upper() + text[1:],
        **about,
        "do": [dict(_LATER[kind])],
    }
    return [step]


@says_instruction("_objects_delayed")
def _say_delayed(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    kind = step["_objects_delayed"]
    if step["do"] != [_LATER[kind]] or step["delayed"] not in _WHEN_WORDS:
        raise Unsayable(f"no English for the delayed instruction {step}")
    if step["about"] == "target":
        number = int(step.get("target", 1))
        if number not in mentioned or not refs:
            raise Unsayable("'it' before the object is named")
        word = refs.pop(0)
    else:
        word = step["_word"]
    return f"{_LATER_WORDS[kind].format(word)} {_WHEN_WORDS[step['delayed']]}"


# -- lasting gains (CR 611.2a) -----------------------------------------------------------------


@clause("objects_gains")
def _gains(node: Tree[Token], scope: Scope) -> Data:
    """CR 611.2a, 400.7: "It gains haste.": an effect from resolution with no duration, on the
    object named before, for as long as it remains that object."""
    word, _, granted = node.children
    assert isinstance(word, Tree) and isinstance(granted, Tree)
    about = _about(word, scope)
    if about["about"] in ("self", CHOSEN_CARD):
        affects = about["about"]
    else:
        number = int(about.get("target", 1))
        affects = "target" if number == 1 else f"target#{number}"
    effect = {"affects": affects, "add_abilities": [keyword_of(k) for k in subtrees(granted)]}
    return {"_objects_gains": text_of(word), "effect": effect}


@says_instruction("_objects_gains")
def _say_gains(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    effect = step["effect"]
    if set(effect) != {"affects", "add_abilities"}:
        raise Unsayable(f"no English for the effect {sorted(effect)}")
    if effect["affects"] in ("self", CHOSEN_CARD):
        subject = step["_objects_gains"]
    else:
        number = int(str(effect["affects"]).partition("#")[2] or 1)
        subject = render_object({"target": number}, targets, mentioned, refs)
    if subject == SELF:
        raise Unsayable("a lasting gain said of {this}")
    return f"{subject} gains {keyword_list(effect['add_abilities'])}"


# -- tokens with quoted abilities (CR 111.4, 113.10) -------------------------------------------

_KINDS = {"objects_creature": "Creature", "objects_artifact_creature": "Artifact Creature"}


@sentence("objects_create_quoted")
def _create_quoted(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 111.4, 113.10: "create two 0/1 colorless Eldrazi Spawn creature tokens with
    "Sacrifice {this}: Add {C}."": tokens whose abilities are the quoted ones (their {this} is
    the token itself, 201.5), and the keywords before them."""
    (token,) = subtrees(node)
    scope.last = "token"  # a later "it" is the token, which no instruction names yet
    return [{"_objects_token": True, "create_token": _quoted_token(token)}]


def _quoted_token(node: Tree[Token]) -> Data:
    trees = subtrees(node)
    number = amount_of(trees[0])
    (pt,) = tokens_of(node, "PT")
    power, toughness = str(pt).split("/")
    if not (power.isdigit() and toughness.isdigit()):
        raise NotImplementedText(f"a {pt} token not implemented")
    colors_node = find_child(node, "color_list")  # else "colorless"
    colors = [w.capitalize() for w in words_of(colors_node) if w != "and"] if colors_node else []
    subtypes = [str(t) for t in tokens_of(node, "SUBTYPE")]
    kind = _KINDS[str(trees[2].data)]
    granted = find_child(node, "granted")
    keywords: list[Any] = [keyword_of(k) for k in subtrees(granted)] if granted else []
    token: Data = {
        "colors": colors,
        "types": f"{kind} — {' '.join(subtypes)}",
        "power": int(power),
        "toughness": int(toughness),
        "abilities": [*keywords, quoted_ability(trees[-1])],
    }
    if number != 1:
        token["number"] = number
    return token


def quoted_ability(node: Tree[Token]) -> Data:
    """CR 113.10: a quoted ability as a definition writes it (its text said back from its
    data); one the game can't carry out is refused like any other line."""
    (line,) = subtrees(node)
    built = build_line(line, False)
    if len(built.abilities) != 1 or built.as_enters or built.spell_targets:
        raise NotImplementedText(f"the quoted ability '{text_of(line)}' not implemented")
    ((data, notes),) = built.abilities
    if not isinstance(data, dict):
        raise NotImplementedText(f"the quoted ability '{text_of(line)}' not implemented")
    text = render_ability(data, notes, list(data.get("targets", [])))
    out: Data = _plain(data)
    for kind in ("activated", "triggered", "static"):
        if kind in out:
            out[kind] = text
    if "mana" in out and out["mana"] != text:
        raise Unsayable(f"the quoted mana ability '{text_of(line)}' said back as '{text}'")
    return out


def _plain(value: Any) -> Any:
    """Definition data without the renderer's notes (keys starting with ``_``)."""
    if isinstance(value, dict):
        return {k: _plain(v) for k, v in value.items() if not str(k).startswith("_")}
    if isinstance(value, list):
        return [_plain(v) for v in value]
    return value


def _ability_text(ability: Any) -> str:
    if isinstance(ability, str):
        return ability
    return str(
        next(ability[k] for k in ("mana", "activated", "triggered", "static") if k in ability)
    )


@says_instruction("_objects_token")
def _say_quoted_token(step: Data, *_: Any) -> str:
    """ "create two 0/1 colorless Eldrazi Spawn creature tokens with "Sacrifice {this}: Add
    {C}."" (the sentence's period is the quoted ability's own)."""
    token = step["create_token"]
    number = token.get("number", 1)
    count = "a" if number == 1 else WORDS_FOR_NUMBERS.get(number, str(number))
    if number == 1 and "/" in count:
        raise Unsayable("no English for this token's number")
    kind, _, subtypes = token["types"].partition(" — ")
    colors = " and ".join(c.lower() for c in token["colors"]) or "colorless"
    *keywords, quoted = token["abilities"]
    if not all(isinstance(k, str) for k in keywords) or isinstance(quoted, str):
        raise Unsayable("no English for the abilities of this token")
    noun = "token" if number == 1 else "tokens"
    pt = f"{token['power']}/{token['toughness']}"
    said = f"create {count} {pt} {colors} {subtypes} {kind.lower()} {noun} with "
    if keywords:
        said += keyword_list(keywords) + " and "
    return said + f'"{_ability_text(quoted)}"'


# -- nontoken objects (CR 111.1) ---------------------------------------------------------------


@says_filter("token")
def _say_nontoken(spec: Data, plural: bool) -> str:
    """ "nontoken creature", "nonland, nontoken permanents you control" (coordinate "non-"
    adjectives are written with a comma)."""
    if spec["token"] is not False:
        raise Unsayable(f"no English for the filter {spec}")
    rest = {k: v for k, v in spec.items() if k != "token"}
    words = (render_group(rest) if plural else render_filter(rest)).split()
    at = 1 if words[:1] in (["other"], ["another"]) else 0
    while at < len(words) and words[at].startswith("non"):
        at += 1
    if at and words[at - 1].startswith("non"):
        words[at - 1] += ","
    return " ".join([*words[:at], "nontoken", *words[at:]])


# -- cards returned this way (CR 608.2c) -------------------------------------------------------


@clause("objects_draw_for_returned")
def _draw_for_returned(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2c: "Draw a card for each card returned to your hand this way": the cards the
    spell's targets became in your hand (only after an instruction returning its targets)."""
    if len(scope.targets) != 1 or not isinstance(scope.last, int):
        raise NotImplementedText(f"'{text_of(node)}' after no targets returned not implemented")
    return {"draw_for_each_returned": "you"}


@says_instruction("draw_for_each_returned")
def _say_draw_for_returned(step: Data, *_: Any) -> str:
    return "draw a card for each card returned to your hand this way"


# -- returning to the battlefield (CR 400.7, 110.2) --------------------------------------------


@clause("objects_return_under_owner")
def _return_under_owner(node: Tree[Token], scope: Scope) -> Data:
    """CR 110.2, 400.7: "then return it to the battlefield under its owner's control" (a
    flicker): the card the earlier instruction exiled enters as a new object."""
    (what,) = subtrees(node)
    if what.data not in ("it", "that_object"):
        raise NotImplementedText(f"returning '{text_of(what)}' not implemented")
    number = object_target(what, scope)
    return {"_objects_under_owner": True, "return": "target", "to": "battlefield",
            **target_index(number)}  # fmt: skip


@says_instruction("_objects_under_owner")
def _say_return_under_owner(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    what = render_object(step, targets, mentioned, refs)
    return f"return {what} to the battlefield under its owner's control"


# -- attached auras and equipment (CR 613.4c, 702.5d, 702.6a) ----------------------------------

_ATTACHED = {"objects_equipped": "equipped", "objects_enchanted": "enchanted"}
_TYPE_WORDS = {"artifact": "Artifact", "enchantment": "Enchantment", "creature": "Creature",
               "land": "Land", "planeswalker": "Planeswalker"}  # fmt: skip


def _each(node: Tree[Token]) -> Data:
    """What "for each …" counts: objects ("artifact you control", "artifact and/or enchantment
    you control": either or both types, 205.2a) or counters on the source ("+1/+1 counter on
    {this}", 122.1)."""
    kind = str(node.data)
    if kind == "objects_count_phrase":
        return {"count": counted_filter(subtrees(node)[0])}
    if kind == "objects_count_counters":
        return {"counters": str(tokens_of(node, "PTMOD")[0])}
    first, second, control = subtrees(node)
    kinds = [_TYPE_WORDS.get(text_of(w)) for w in (first, second)]
    if None in kinds or control.data != "you_control":
        raise NotImplementedText(f"counting '{text_of(node)}' not implemented")
    return {"count": {"any_types": kinds, "controller": "you", "_and_or": True}}


@static("objects_attached_pt_each")
def _attached_pt_each(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 613.4c: the creature the Aura or Equipment is attached to gets +N/+N for each object
    (or counter) counted, as the effect applies; "and has …" keywords (613.1f)."""
    trees = subtrees(node)
    attached = _ATTACHED[str(trees[0].data)]
    pt_node = find_child(node, "pt_mod")
    assert pt_node is not None
    bonus = pt_of(str(tokens_of(pt_node, "PTMOD")[0]))
    if not all(isinstance(v, int) and v >= 0 for v in bonus.values()) or bonus.get("_minus_zero"):
        raise NotImplementedText("a negative or X bonus for each not implemented")
    each = _each(next(t for t in trees if str(t.data).startswith("objects_count_")))
    counted = {
        k: ({**each, "times": v} if v > 1 else dict(each)) if v else 0
        for k, v in bonus.items()
        if k in ("power", "toughness")
    }
    effect: Data = {"affects": attached, "modify_pt": counted}
    granted = find_child(node, "granted")
    if granted is not None:
        effect["add_abilities"] = [keyword_of(k) for k in subtrees(granted)]
    return {"static": "", "effects": [effect]}, {"render": "objects_attached_pt_each"}


@says_ability("objects_attached_pt_each")
def _say_attached_pt_each(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    if set(effect) - {"affects", "modify_pt", "add_abilities"}:
        raise Unsayable(f"no English for {sorted(effect)}")
    pt = effect["modify_pt"]
    counted = [v for v in (pt["power"], pt["toughness"]) if isinstance(v, dict)]
    each = {k: v for k, v in counted[0].items() if k != "times"}
    if any(isinstance(v, dict) and {k: w for k, w in v.items() if k != "times"} != each
           for v in (pt["power"], pt["toughness"])):  # fmt: skip
        raise Unsayable("two different counts")

    def per(value: Any) -> str:
        return f"+{value.get('times', 1)}" if isinstance(value, dict) else f"+{value}"

    text = (
        f"{effect['affects'].capitalize()} creature gets {per(pt['power'])}/"
        f"{per(pt['toughness'])} for each {_say_each(each)}"
    )
    if effect.get("add_abilities"):
        text += " and has " + keyword_list(effect["add_abilities"])
    return text + "."


def _say_each(each: Data) -> str:
    if "counters" in each:
        return f"{each['counters']} counter on {SELF}"
    spec = dict(each["count"])
    if spec.pop("_and_or", False):
        kinds = " and/or ".join(t.lower() for t in spec.pop("any_types"))
        if spec != {"controller": "you"}:
            raise Unsayable(f"no English for counting {each}")
        return f"{kinds} you control"
    return render_filter(spec)


# -- each player putting a card onto the battlefield (CR 608.2e) -------------------------------


@clause("objects_each_may_put")
def _each_may_put(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2e, 101.4: "Each player may put an artifact, creature, enchantment, or land card
    from their hand onto the battlefield.": each in turn order chooses, then they enter at
    once (:mod:`mtgrules.game.putting`)."""
    kinds = find_child(node, "objects_kinds")
    assert kinds is not None
    words = [text_of(k) for k in subtrees(kinds)]
    if len(words) == 2 or len(set(words)) != len(words):
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    spec = {"any_types": [_TYPE_WORDS[w] for w in words], "zone": "hand"}
    return {"each_puts_from_hand": spec}


@says_instruction("each_puts_from_hand")
def _say_each_may_put(step: Data, *_: Any) -> str:
    kinds = [t.lower() for t in step["each_puts_from_hand"]["any_types"]]
    said = kinds[0] if len(kinds) == 1 else ", ".join(kinds[:-1]) + ", or " + kinds[-1]
    article = "an" if said[:1] in "aeiou" else "a"
    return f"each player may put {article} {said} card from their hand onto the battlefield"


# -- tokens that are copies (CR 707.2, 707.9) --------------------------------------------------


@clause("objects_copy_token")
def _copy_token(node: Tree[Token], scope: Scope) -> Data:
    """CR 707.2, 707.9b: "create a token that's a copy of target creature[, except it has
    haste]": the token's copiable values are the target's as it is created, with the
    exception; a later "it" is the token."""
    what = subtrees(node)[0]
    number = object_target(what, scope)
    granted = find_child(node, "granted")
    copy: Data = {"of": "target" if number == 1 else f"target#{number}"}
    if granted is not None:
        copy["add_abilities"] = [keyword_of(k) for k in subtrees(granted)]
    scope.last = CREATED
    return {"create_token_copy": copy, **target_index(number)}


@says_instruction("create_token_copy")
def _say_copy_token(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    copy = step["create_token_copy"]
    if set(copy) - {"of", "add_abilities"}:
        raise Unsayable(f"no English for the copy {copy}")
    what = render_object(step, targets, mentioned, refs)
    text = f"create a token that's a copy of {what}"
    if copy.get("add_abilities"):
        text += ", except it has " + keyword_list(copy["add_abilities"])
    return text


# -- discarding up to N, then drawing that many (CR 608.2d, 701.9a) ----------------------------


@sentence("objects_rummage")
def _rummage(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 608.2d: "You may discard up to two cards. If you do, draw that many cards.": the
    player chooses up to that many cards as it resolves, then draws as many as discarded."""
    number = amount_of(subtrees(node)[0])
    if not isinstance(number, int) or number < 2:
        raise NotImplementedText(f"discarding up to {number} cards not implemented")
    return [{"discard_up_to": number, "then_draw": "that_many"}]


@says_instruction("discard_up_to")
def _say_rummage(step: Data, *_: Any) -> str:
    if step.get("then_draw") != "that_many":
        raise Unsayable(f"no English for {step}")
    count = WORDS_FOR_NUMBERS[step["discard_up_to"]]
    return f"you may discard up to {count} cards. If you do, draw that many cards"


# -- numbers of counters on the source (CR 122.1, 608.2h) --------------------------------------

_PER_COUNTER = {"objects_lose_per_counter": "lose_life", "objects_draw_per_counter": "draw"}


@clause("objects_lose_per_counter", "objects_draw_per_counter")
def _per_counter(node: Tree[Token], scope: Scope) -> Data:
    """CR 122.1, 608.2h: "you lose 1 life for each burden counter on {this}", "draw a card for
    each burden counter on {this}": the number of those counters on the source as it resolves
    (none if it has left the battlefield, 122.2)."""
    verb = _PER_COUNTER[str(node.data)]
    per = find_child(node, "objects_per_counter")
    assert per is not None
    kind = text_of(subtrees(per)[0])
    each = 1 if verb == "draw" else int(tokens_of(node, "NUMBER")[0])
    amount: Data = {"counters": kind, **({"times": each} if each != 1 else {})}
    return {"_objects_per_counter": kind, verb: amount}


@says_instruction("_objects_per_counter")
def _say_per_counter(step: Data, *_: Any) -> str:
    kind = step["_objects_per_counter"]
    per = f"for each {kind} counter on {SELF}"
    if "draw" in step and step["draw"] == {"counters": kind}:
        return f"draw a card {per}"
    if "lose_life" in step and set(step["lose_life"]) <= {"counters", "times"}:
        return f"you lose {step['lose_life'].get('times', 1)} life {per}"
    raise Unsayable(f"no English for {step}")


# -- becoming a copy (CR 707.2, 707.9b) --------------------------------------------------------


@clause("objects_becomes_copy")
def _becomes_copy(node: Tree[Token], scope: Scope) -> Data:
    """CR 707.2, 707.9b, 201.5b: "{this} becomes a copy of target land, except it has this
    ability": the copy's copiable values are the target's, with this ability kept (its {this}
    then the new name), from resolution on (611.2a)."""
    (what,) = subtrees(node)
    if what.data != "target_object":
        raise NotImplementedText(f"becoming a copy of '{text_of(what)}' not implemented")
    number = object_target(what, scope)
    copy: Data = {"of": "target" if number == 1 else f"target#{number}", "add_abilities": "this"}
    return {"become_copy": copy, **target_index(number)}


@says_instruction("become_copy")
def _say_becomes_copy(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step["become_copy"].get("add_abilities") != "this" or set(step["become_copy"]) != {
        "of",
        "add_abilities",
    }:
        raise Unsayable(f"no English for the copy {step['become_copy']}")
    what = render_object(step, targets, mentioned, refs)
    return f"{SELF} becomes a copy of {what}, except it has this ability"


# -- putting a land from the hand onto the battlefield tapped (CR 305.4, 614.1) ----------------


@clause("objects_may_put_land_tapped")
def _may_put_land_tapped(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2d, 305.4, 614.1: "you may put a land card from your hand onto the battlefield
    tapped": the player chooses one or none; it enters tapped, and isn't played."""
    scope.last = CHOSEN_CARD
    spec = {"types": ["Land"], "zone": "hand", "owner": "you"}
    return {"_objects_put_tapped": True, "put_from_hand": spec, "tapped": True}


@says_instruction("_objects_put_tapped")
def _say_may_put_land_tapped(step: Data, *_: Any) -> str:
    if step["put_from_hand"] != {"types": ["Land"], "zone": "hand", "owner": "you"}:
        raise Unsayable(f"no English for {step}")
    return "you may put a land card from your hand onto the battlefield tapped"


# -- tapped predefined tokens, as many as a power (CR 111.10, 608.2h) --------------------------


@clause("objects_tapped_tokens_its_power")
def _tapped_tokens_its_power(node: Tree[Token], scope: Scope) -> Data:
    """CR 111.10, 608.2h: "create a number of tapped Treasure tokens equal to its power": "its"
    is the ability's source (as it last existed on the battlefield, if it has left); the
    tokens enter tapped."""
    (subtype,) = (str(t) for t in tokens_of(node, "SUBTYPE"))
    if subtype not in TOKENS or scope.last is not None or not scope.it_is_self:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    token = {**TOKENS[subtype](1), "number": "power_of_source", "tapped": True}
    return {"_objects_tapped_tokens": subtype, "create_token": token}


@says_instruction("_objects_tapped_tokens")
def _say_tapped_tokens_its_power(step: Data, *_: Any) -> str:
    subtype = step["_objects_tapped_tokens"]
    expected = {**TOKENS[subtype](1), "number": "power_of_source", "tapped": True}
    if step["create_token"] != expected:
        raise Unsayable(f"no English for the tokens {step['create_token']}")
    return f"create a number of tapped {subtype} tokens equal to its power"


# -- triggered mana abilities (CR 605.1b, 605.4a) ----------------------------------------------

TAPPED_FOR_MANA = "Whenever you tap a creature for mana"


@line("objects_tapped_for_mana")
def _tapped_for_mana(node: Tree[Token], is_spell: bool) -> Built:
    """CR 605.1b, 106.12: "Whenever you tap a creature for mana, add an additional {G}.": a
    triggered mana ability (it triggers when its controller activates a mana ability of a
    creature with {T} in its cost) — it doesn't use the stack and resolves at once (605.4a)."""
    if is_spell:
        raise NotImplementedText("a triggered mana ability on a spell not implemented")
    mana = str(tokens_of(node, "MANA")[-1])  # the word "mana" is a MANA token too
    data: Data = {"triggered": "", "trigger": TAPPED_FOR_MANA, "do": [{"add_mana": mana}]}
    return Built([(data, {"render": "objects_tapped_for_mana"})])


@says_ability("objects_tapped_for_mana")
def _say_tapped_for_mana(data: Data, notes: Data, targets: list[Any]) -> str:
    if data.get("trigger") != TAPPED_FOR_MANA or len(data["do"]) != 1:
        raise Unsayable(f"no English for {data}")
    ((verb, mana),) = data["do"][0].items()
    if verb != "add_mana" or not str(mana).startswith("{"):
        raise Unsayable(f"no English for {data}")
    return f"{TAPPED_FOR_MANA}, add an additional {mana}."


# -- lands that become creatures (CR 205.1b, 611.2a) -------------------------------------------


@sentence("objects_land_becomes_creature", "objects_land_becomes_creature_if")
def _land_becomes_creature(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 205.1b, 105.3, 613.1: "Until end of turn, {this} becomes a 7/7 blue Giant creature
    with ward {3}. It's still a land.": until end of turn it is also a creature of that subtype
    (its land types kept), of that color only (105.3; its own color when none is said), with
    that base power and toughness (613.4b) and those abilities (613.1f). "If {this} isn't a
    creature, it becomes …" (608.2c): only if it isn't one as the ability resolves, and for as
    long as it remains that object (611.2a, 400.7)."""
    form = find_child(node, "objects_creature_form")
    assert form is not None
    if node.data == "objects_land_becomes_creature":
        effect = {"affects": "self", "duration": "end_of_turn", **_creature_form(form)}
        return [{"_objects_becomes_creature": True, "effect": effect}]
    effect = {"affects": "self", **_creature_form(form)}
    return [
        {
            "_objects_becomes_creature_if": True,
            "if": {"count": {"self": True, "not_types": ["Creature"]}, "at_least": 1},
            "do": [{"effect": effect}],
        }
    ]


def _creature_form(node: Tree[Token]) -> Data:
    """ "a 4/4 blue and black Shark creature with deathtouch": the effect's operations."""
    (pt,) = tokens_of(node, "PT")
    power, toughness = str(pt).split("/")
    if not (power.isdigit() and toughness.isdigit()):
        raise NotImplementedText(f"becoming a {pt} creature not implemented")
    colors_node = find_child(node, "color_list")
    colors = [w.capitalize() for w in words_of(colors_node) if w != "and"] if colors_node else []
    if colors_node is not None and not colors:
        raise NotImplementedText("becoming a colorless creature not implemented")
    out: Data = {
        "add_types": {
            "card_types": "Creature",
            "subtypes": [str(t) for t in tokens_of(node, "SUBTYPE")],
        },
        "set_pt": {"power": int(power), "toughness": int(toughness)},
    }
    if colors:
        out["set_colors"] = colors
    granted = find_child(node, "granted")
    quoted = find_child(node, "objects_quoted")
    if granted is not None:
        out["add_abilities"] = [keyword_of(k) for k in subtrees(granted)]
    elif quoted is not None:
        out["add_abilities"] = [quoted_ability(quoted)]
    return out


def _say_creature_form(effect: Data) -> str:
    types = effect["add_types"]
    if set(types) != {"card_types", "subtypes"} or types["card_types"] != "Creature":
        raise Unsayable(f"no English for the types {types}")
    pt = effect["set_pt"]
    colors = "".join(c.lower() + " and " for c in effect.get("set_colors", ()))[: -len(" and")]
    said = f"a {pt['power']}/{pt['toughness']} {colors}{' '.join(types['subtypes'])} creature"
    abilities = effect.get("add_abilities")
    if not abilities:
        return said + "."
    if all(isinstance(a, str) for a in abilities):
        return f"{said} with {keyword_list(abilities)}."
    if len(abilities) == 1:  # the quoted ability's period ends the sentence
        return f'{said} with "{_ability_text(abilities[0])}"'
    raise Unsayable(f"no English for the abilities {abilities}")


@says_instruction("_objects_becomes_creature")
def _say_land_becomes_creature(step: Data, *_: Any) -> str:
    effect = step["effect"]
    known = {"affects", "duration", "add_types", "set_colors", "set_pt", "add_abilities"}
    if set(effect) - known or effect["affects"] != "self" or effect["duration"] != "end_of_turn":
        raise Unsayable(f"no English for the effect {sorted(effect)}")
    return f"until end of turn, {SELF} becomes {_say_creature_form(effect)} It's still a land"


@says_instruction("_objects_becomes_creature_if")
def _say_land_becomes_creature_if(step: Data, *_: Any) -> str:
    ((effect,),) = ([s["effect"] for s in step["do"]],)
    known = {"affects", "add_types", "set_colors", "set_pt", "add_abilities"}
    if set(effect) - known or effect["affects"] != "self" or len(step["do"]) != 1:
        raise Unsayable(f"no English for the effect {sorted(effect)}")
    if step["if"] != {"count": {"self": True, "not_types": ["Creature"]}, "at_least": 1}:
        raise Unsayable(f"no English for the condition {step['if']}")
    return f"if {SELF} isn't a creature, it becomes {_say_creature_form(effect)} It's still a land"
