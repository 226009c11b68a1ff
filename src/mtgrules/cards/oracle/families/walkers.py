"""Planeswalkers, Sagas and modal spells: loyalty abilities ("[+1]: …", CR 606), chapter
abilities ("I — …", CR 714.2) and modes ("Choose one — • … • …", CR 700.2). The game carries
them out in :mod:`mtgrules.game.loyalty`, :mod:`mtgrules.game.sagas` and
:mod:`mtgrules.game.modes`."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import (
    Built,
    Scope,
    affects_of,
    amount_of,
    build_line,
    clause_data,
    clauses_of,
    cost_text,
    effects_of,
    object_target,
    pt_of,
    target_index,
)
from mtgrules.cards.oracle.filters import group_filter, noun_filter
from mtgrules.cards.oracle.reading import find_child, subtrees, text_of, tokens_of, words_of
from mtgrules.cards.oracle.registry import (
    clause,
    line,
    says_ability,
    says_instruction,
    static,
    trigger,
)
from mtgrules.cards.oracle.registry import sentence as sentence_rule
from mtgrules.cards.oracle.render import (
    Unsayable,
    capitalize,
    count_word,
    pt_text,
    render_ability,
    render_filter,
    render_group,
    render_instructions,
    render_object,
    render_step,
    render_target,
)
from mtgrules.cards.oracle.source import SELF
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
    notes: Data = {"refs": scope.refs}
    if any("emblem" in step for step in instructions):
        if "emblem" not in instructions[-1]:
            raise NotImplementedText("an emblem before other instructions not implemented")
        notes["render"] = "walkers_loyalty_emblem"
    return Built([(data, notes)])


@says_ability("walkers_loyalty_emblem")
def _say_loyalty_emblem(data: Data, notes: Data, targets: list[Any]) -> str:
    """CR 606, 114.2: a loyalty ability whose last sentence gives its controller an emblem."""
    *steps, last = data["do"]
    before = render_instructions(steps, targets, list(notes["refs"])) + " " if steps else ""
    return f"{data['cost']}: {before}{_say_emblem(last)}"


# -- emblems (CR 114) ----------------------------------------------------------------------------


@sentence_rule("walkers_emblem")
def emblem(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 114.2: "You get an emblem with "[ability]"": the emblem's ability, its text said back
    from its data (the emblem's own targets are its ability's, 114.4)."""
    (ability_node,) = subtrees(subtrees(node)[0])
    return [{"emblem": [_granted_ability(ability_node)]}]


def _say_emblem(step: Data) -> str:
    if set(step) != {"emblem"} or len(step["emblem"]) != 1:
        raise Unsayable(f"no English for the emblem {sorted(step)}")
    (ability,) = step["emblem"]
    text = next(ability[k] for k in ("triggered", "static", "activated") if k in ability)
    return f'You get an emblem with "{text}"'


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


# -- chapter abilities (CR 714.2) ----------------------------------------------------------------


@line("chapter")
def chapter_ability(node: Tree[Token], is_spell: bool) -> Built:
    """CR 714.2b-c: "I, II — [Effect]": a triggered ability of the Saga, triggering as lore
    counters reach its numbers (:mod:`mtgrules.game.sagas`)."""
    numerals = [str(t) for t in tokens_of(node, "CHAPTER")]
    body = subtrees(node)[-1]
    scope = Scope(it_is_self=True)
    steps = [_gains(body)] if body.data == "walkers_gains" else effects_of(body, scope)
    data: Data = {"triggered": "", "trigger": "Chapter " + ", ".join(numerals), "do": steps}
    if scope.targets:
        data["targets"] = scope.targets
    return Built([(data, {"render": "chapter", "refs": scope.refs, "numerals": numerals})])


@says_ability("chapter")
def say_chapter(data: Data, notes: Data, targets: list[Any]) -> str:
    """CR 714.2: "I, II — [Effect]"."""
    steps = data["do"]
    if len(steps) == 1 and "_gains" in steps[0]:
        body = _say_gains(steps[0])
    else:
        body = render_instructions(steps, targets, list(notes["refs"]))
    return f"{', '.join(notes['numerals'])} — {body}"


def _gains(node: Tree[Token]) -> Data:
    """CR 611.2a, 113.10: "{this} gains "[ability]"": an effect of the resolving ability that
    gives its source the quoted ability for as long as it is on the battlefield."""
    (granted,) = (
        subtrees(subtrees(node)[0])
        if subtrees(node)[0].data == "walkers_granted"
        else (subtrees(node)[0],)
    )
    ability = _granted_ability(granted)
    return {"_gains": True, "effect": {"affects": "self", "add_abilities": [ability]}}


def _granted_ability(node: Tree[Token]) -> Data:
    """A quoted ability as a definition writes it, its text said back from its data."""
    if node.data == "walkers_activated_token":
        cost_node, token_node = subtrees(node)
        token = _token_with_ability(token_node)
        cost = cost_text(cost_node)
        step: Data = {"_quoted_token": True, "create_token": token}
        return {"activated": f"{cost}: {capitalize(_say_token(step))}", "cost": cost, "do": [step]}
    built = build_line(node, False)
    ((data, notes),) = built.abilities
    if not isinstance(data, dict) or built.as_enters:
        raise NotImplementedText("granting this ability not implemented")
    data = dict(data)
    for kind in ("activated", "triggered", "static"):
        if kind in data:
            data[kind] = render_ability(data, notes, data.get("targets", []))
    return data


def _token_with_ability(node: Tree[Token]) -> Data:
    """CR 111.4: "a 0/0 colorless Construct artifact creature token with '[static ability]'"."""
    (pt,) = tokens_of(node, "PT")
    power, toughness = str(pt).split("/")
    if not (power.isdigit() and toughness.isdigit()):
        raise NotImplementedText(f"a {pt} token not implemented")
    subtypes = [str(t) for t in tokens_of(node, "SUBTYPE")]
    static = build_line(Tree(Token("RULE", "static_line"), [subtrees(node)[0]]), False)
    ((data, notes),) = static.abilities
    if not isinstance(data, dict):
        raise NotImplementedText("this token's ability not implemented")
    ability = {**data, "static": render_ability(data, notes, [])}
    return {
        "colors": [],
        "types": f"Artifact Creature — {' '.join(subtypes)}",
        "power": int(power),
        "toughness": int(toughness),
        "abilities": [ability],
    }


@says_instruction("_quoted_token")
def _say_token(step: Data, *_: Any) -> str:
    """ "create a 0/0 colorless Construct artifact creature token with '…'"."""
    token = step["create_token"]
    subtypes = token["types"].partition(" — ")[2]
    (ability,) = token["abilities"]
    text = ability["static"]
    pt = f"{token['power']}/{token['toughness']}"
    return f"create a {pt} colorless {subtypes} artifact creature token with '{text}'"


def _say_gains(step: Data) -> str:
    (ability,) = step["effect"]["add_abilities"]
    text = next(ability[k] for k in ("mana", "activated", "triggered", "static") if k in ability)
    return f'{SELF} gains "{text}"'


# -- searching for a mana cost (CR 701.23a, 202.1) -----------------------------------------------


@clause("walkers_search_mana_cost")
def search_mana_cost(node: Tree[Token], scope: Scope) -> Data:
    """ "Search your library for an artifact card with mana cost {0} or {1}, put it onto the
    battlefield, then shuffle" (one card, 701.23a; the shuffle after it, 701.24a)."""
    phrase = find_child(node, "noun_phrase")
    destination = find_child(node, "to_battlefield") or find_child(node, "to_hand")
    if phrase is None or destination is None or words_of(phrase)[-1] != "card":
        raise NotImplementedText(f"searching for '{' '.join(words_of(node))}' not implemented")
    spec = noun_filter(phrase, card_zone="library")
    if set(spec) - {"types", "any_types", "subtypes", "supertypes", "colors"}:
        raise NotImplementedText(f"searching for '{' '.join(words_of(phrase))}' not implemented")
    spec["mana_costs"] = [str(t) for t in tokens_of(node, "MANA") if str(t).startswith("{")]
    spec.update({"zone": "library", "owner": "you"})
    put = "battlefield" if destination.data == "to_battlefield" else "hand"
    return {"_mana_cost_search": True, "search": spec, "put": put, "_then_shuffle": True}


@says_instruction("_mana_cost_search")
def _say_mana_cost_search(step: Data, *_: Any) -> str:
    spec = step["search"]
    kinds = {k: v for k, v in spec.items() if k not in ("zone", "owner", "mana_costs")}
    phrase = f"{render_filter(kinds)} card with mana cost {' or '.join(spec['mana_costs'])}"
    article = "an" if phrase[:1] in "aeiou" else "a"
    where = "onto the battlefield" if step["put"] == "battlefield" else "into your hand"
    return f"search your library for {article} {phrase}, put it {where}"


# -- returning transformed (CR 712.14a) ----------------------------------------------------------


@clause("walkers_return_transformed")
def return_transformed(node: Tree[Token], scope: Scope) -> Data:
    """ "[Exile {this}, then] return it to the battlefield transformed under your control"."""
    if not scope.it_is_self or scope.last is not None:
        raise NotImplementedText(
            "returning something other than {this} transformed not implemented"
        )
    him = find_child(node, "walkers_him")
    if him is None:
        return {"_return_transformed": True, "return_transformed": "self"}
    pronoun = " ".join(words_of(find_child(node, "walkers_pronoun") or node))
    return {"_return_transformed": True, "return_transformed": "self", "under": "owner",
            "_him": " ".join(words_of(him)), "_his": pronoun}  # fmt: skip


@says_instruction("_return_transformed")
def _say_return_transformed(step: Data, *_: Any) -> str:
    if step.get("under") == "owner":
        return (
            f"return {step['_him']} to the battlefield transformed under {step['_his']} owner's "
            "control"
        )
    return "return it to the battlefield transformed under your control"


@clause("walkers_pump_next_turn")
def pump_next_turn(node: Tree[Token], scope: Scope) -> Data:
    """CR 611.2b: "Up to one target creature gets -2/-0 until your next turn": the effect ends
    as its controller's next turn begins."""
    object_node = subtrees(node)[0]
    pt = find_child(node, "pt_mod")
    assert pt is not None
    effect: Data = {
        "affects": affects_of(object_node, scope),
        "modify_pt": pt_of(str(pt.children[0])),
        "duration": "until_your_next_turn",
    }
    return {"effect": effect, "_walkers_pump_next_turn": True}


@says_instruction("_walkers_pump_next_turn")
def _say_pump_next_turn(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    effect = step["effect"]
    if set(effect) != {"affects", "modify_pt", "duration"}:
        raise Unsayable(f"no English for the effect {sorted(effect)}")
    subject = _say_affected(effect, targets, mentioned, refs)
    return f"{subject} gets {pt_text(effect['modify_pt'])} until your next turn"


# -- loyalty abilities at instant speed (CR 606.3) -----------------------------------------------


@static("walkers_loyalty_as_instant")
def loyalty_as_instant(node: Tree[Token]) -> tuple[Data, Data]:
    """ "As long as {this} entered the battlefield this turn, you may activate her loyalty
    abilities any time you could cast an instant.": a rules effect of the planeswalker, read
    by :mod:`mtgrules.game.loyalty` (the turn it entered is remembered there)."""
    pronoun = " ".join(words_of(find_child(node, "walkers_pronoun") or node))
    rule = "loyalty_abilities_at_instant_speed_the_turn_it_entered"
    data = {"static": "", "effects": [{"affects": "self", "rules": rule}]}
    return data, {"render": "loyalty_as_instant", "pronoun": pronoun}


@says_ability("loyalty_as_instant")
def _say_loyalty_as_instant(data: Data, notes: Data, targets: list[Any]) -> str:
    return (
        f"As long as {SELF} entered the battlefield this turn, you may activate "
        f"{notes['pronoun']} loyalty abilities any time you could cast an instant."
    )


# -- Class levels (CR 716) -----------------------------------------------------------------------


@line("walkers_level_bar")
def level_bar(node: Tree[Token], is_spell: bool) -> Built:
    """CR 716.2a: "[Cost]: Level N": "[Cost]: This Class's level becomes N. Activate only if
    this Class is level N-1 and only as a sorcery" (the abilities after it are its section's,
    :mod:`mtgrules.game.classes`)."""
    level = int(tokens_of(node, "NUMBER")[0])
    cost = cost_text(subtrees(node)[0])
    data: Data = {"activated": "", "cost": cost, "do": [{"class_level": level}]}
    data["timing"] = ["sorcery"]
    return Built([(data, {"render": "level_bar"})])


@says_ability("level_bar")
def _say_level_bar(data: Data, notes: Data, targets: list[Any]) -> str:
    return f"{data['cost']}: Level {data['do'][0]['class_level']}"


@trigger("walkers_t_becomes_level")
def becomes_level(node: Tree[Token]) -> str:
    """CR 716.2a: "When {this} becomes level N" (it triggers as the level becomes N)."""
    return f"When {SELF} becomes level {int(tokens_of(node, 'NUMBER')[0])}"


# -- objects that become something else (CR 611.2, 205.1b, 613.4) ------------------------------

_DURATIONS = {
    "walkers_until_next_turn": ("until_your_next_turn", "until your next turn"),
    "walkers_until_end_of_turn": ("end_of_turn", "until end of turn"),
}
"""How long a "becomes" effect from a resolving ability lasts (CR 611.2a-b), and its words."""


@clause("walkers_becomes")
def becomes(node: Tree[Token], scope: Scope) -> Data:
    """CR 611.2b, 205.1b, 613.4b: "Until your next turn, up to one target noncreature artifact
    becomes an artifact creature with power and toughness each equal to its mana value": the
    object keeps its types and gains the creature type (205.1b); its power and toughness are
    set in layer 7b, from its mana value as the effect applies."""
    duration_node, object_node, what = subtrees(node)
    effect: Data = {"affects": affects_of(object_node, scope)}
    if what.data != "walkers_artifact_creature_mv":
        raise NotImplementedText(f"becoming '{' '.join(words_of(what))}' not implemented")
    effect["become_artifact_creature"] = []
    effect["set_pt"] = {"each": "mana_value"}
    effect["duration"] = _DURATIONS[str(duration_node.data)][0]
    return {"effect": effect, "_walkers_becomes": True}


@says_instruction("_walkers_becomes")
def _say_becomes(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    effect = step["effect"]
    words = next(w for d, w in _DURATIONS.values() if d == effect["duration"])
    subject = _say_affected(effect, targets, mentioned, refs)
    known = {"affects", "duration", "become_artifact_creature", "set_pt"}
    if set(effect) != known or effect["set_pt"] != {"each": "mana_value"}:
        raise Unsayable(f"no English for the effect {sorted(effect)}")
    if effect["become_artifact_creature"]:
        raise Unsayable("no English for becoming a typed artifact creature")
    what = "an artifact creature with power and toughness each equal to its mana value"
    return f"{words}, {subject} becomes {what}"


def _say_affected(effect: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    """The object an effect from resolution is on: {this}, "it", or a target (CR 608.2b)."""
    affects = effect["affects"]
    if affects == "self":
        return "it" if effect.get("_subject") == "it" else SELF
    if isinstance(affects, str) and affects.startswith("target"):
        number = int(affects.partition("#")[2] or 1)
        return render_object({"target": number}, targets, mentioned, refs)
    raise Unsayable(f"an effect on {affects}")


# -- cards from outside the game (CR 400.11b) ----------------------------------------------------


def _wished_type(phrase: Tree[Token]) -> str:
    """The one card type of "an artifact card you own" (a card outside the game has only its
    printed characteristics to be told by, CR 400.11c)."""
    spec = noun_filter(find_child(phrase, "noun_phrase") or phrase, card_zone="outside")
    types = spec.get("types", [])
    if set(spec) - {"types"} or len(types) != 1 or words_of(phrase)[-3:-2] != ["card"]:
        raise NotImplementedText(f"taking '{' '.join(words_of(phrase))}' not implemented")
    return str(types[0])


@sentence_rule("walkers_wish", "walkers_wish_or_exile")
def wish(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 400.11b, 608.2d: "You may reveal an artifact card you own from outside the game [or
    choose a face-up artifact card you own in exile]" and put it into your hand."""
    owned = list(node.find_data("walkers_owned"))
    kinds = {_wished_type(o) for o in owned}
    if len(kinds) != 1:
        raise NotImplementedText("taking cards of two kinds not implemented")
    places = ["outside", "exile"] if node.data == "walkers_wish_or_exile" else ["outside"]
    return [{"wish": kinds.pop(), "from": places, "optional": True, "_walkers_wish": True}]


@says_instruction("_walkers_wish")
def _say_wish(step: Data, *_: Any) -> str:
    kind = step["wish"].lower()
    article = "an" if kind[:1] in "aeiou" else "a"
    reveal = f"you may reveal {article} {kind} card you own from outside the game"
    if step["from"] == ["outside"]:
        return f"{reveal} and put it into your hand"
    if step["from"] != ["outside", "exile"] or not step.get("optional"):
        raise Unsayable(f"no English for taking a card from {step['from']}")
    return (
        f"{reveal} or choose a face-up {kind} card you own in exile. Put that card into your hand"
    )


# -- a library position (CR 401.7) ---------------------------------------------------------------

_ORDINALS = {"walkers_second": 2, "walkers_third": 3, "walkers_fourth": 4}
_ORDINAL_WORDS = {2: "second", 3: "third", 4: "fourth"}


@clause("walkers_put_nth_from_top")
def put_nth_from_top(node: Tree[Token], scope: Scope) -> Data:
    """CR 401.7: "put target nonland permanent into its owner's library third from the top"."""
    what, ordinal = subtrees(node)
    if what.data != "target_object":
        raise NotImplementedText(f"putting '{' '.join(words_of(what))}' into a library")
    number = object_target(what, scope)
    return {"put_into_library": "target", "from_top": _ORDINALS[str(ordinal.data)],
            **target_index(number)}  # fmt: skip


@says_instruction("put_into_library")
def _say_put_nth(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    what = render_object(step, targets, mentioned, refs)
    return f"put {what} into its owner's library {_ORDINAL_WORDS[step['from_top']]} from the top"


# -- at the beginning of the next end step (CR 603.7a) -------------------------------------------


@sentence_rule("walkers_next_end_step")
def next_end_step(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 603.7a: "At the beginning of the next end step, [instructions]": a delayed triggered
    ability created as this resolves; it triggers once (603.7c)."""
    inner = Scope(it_is_self=False)
    sentence: Tree[Token] = Tree(Token("RULE", "effect_sentence"), list(node.children))
    steps = effects_of(Tree(Token("RULE", "effect_sentences"), [sentence]), inner)
    if inner.targets:
        raise NotImplementedText("a delayed triggered ability with targets not implemented")
    body = render_instructions(steps, [], [])
    text = f"At the beginning of the next end step, {body[:1].lower()}{body[1:]}"
    return [{"delayed": "next_end_step", "text": text, "do": steps, "_walkers_delayed": True}]


@says_instruction("_walkers_delayed")
def _say_next_end_step(step: Data, *_: Any) -> str:
    body = render_instructions(step["do"], [], [])
    return f"at the beginning of the next end step, {body[:1].lower()}{body[1:-1]}"


@clause("walkers_untap_up_to")
def untap_up_to(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.26b, 608.2d: "untap up to two lands": the controller chooses which as it
    resolves (no target)."""
    count_node, noun = subtrees(node)
    spec = group_filter(
        Tree(Token("RULE", "noun_group"), [Tree(Token("RULE", "plural_alternatives"), [noun])])
    )
    if set(spec) != {"types"}:
        raise NotImplementedText(f"untapping up to '{' '.join(words_of(node))}' not implemented")
    return {"untap_chosen": spec, "amount": amount_of(count_node), "_walkers_untap": True}


@says_instruction("_walkers_untap")
def _say_untap_up_to(step: Data, *_: Any) -> str:
    count = count_word(step["amount"], "")
    return f"untap up to {count} {render_group(step['untap_chosen'])}"


# -- every land type (CR 205.3i) -----------------------------------------------------------------


def _nonbasic_land_types() -> list[str]:
    """CR 205.3i: the land types that aren't basic land types, by their English words."""
    from mtgrules.vocab.types import BASIC_LAND_TYPES, CORE, SubtypeKind

    basic = {s.english for s in BASIC_LAND_TYPES}
    return sorted(
        s.english for s in CORE.subtypes if s.kind is SubtypeKind.LAND and s.english not in basic
    )


@static("walkers_every_nonbasic_land_type")
def every_nonbasic_land_type(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 205.3i, 205.1b: "{this} is every nonbasic land type": it has each of them in addition
    to its other types (its abilities stay: only basic land types replace them, 305.7)."""
    effect = {"affects": "self", "add_types": {"subtypes": _nonbasic_land_types()}}
    return {"static": "", "effects": [effect]}, {"render": "walkers_every_land_type"}


@says_ability("walkers_every_land_type")
def _say_every_land_type(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    if effect != {"affects": "self", "add_types": {"subtypes": _nonbasic_land_types()}}:
        raise Unsayable(f"no English for the effect {sorted(effect)}")
    return f"{SELF} is every nonbasic land type."


# -- "if it's a …" (CR 608.2c) -------------------------------------------------------------------


@sentence_rule("walkers_if_it_is", "walkers_if_it_is_not")
def if_it_is(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 608.2c: "If it's an artifact creature, [instructions]": the object the ability named
    before ("it") is checked as they are followed; "If it's not a creature" the other way."""
    phrase, clauses = subtrees(node)[-2:]
    if not isinstance(scope.last, int):
        raise NotImplementedText("'if it's …' with no object named before not implemented")
    spec = {"types": [w.capitalize() for w in words_of(phrase)]}
    kind = "not_types" if node.data == "walkers_if_it_is_not" else "types"
    number = scope.last
    steps = clauses_of(clauses, scope)
    return [
        {
            "if": {"count": {"target": number, kind: spec["types"]}},
            "do": steps,
            "_walkers_if_it": True,
        }
    ]


@sentence_rule("walkers_if_it_is_color")
def if_it_is_color(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 608.2c, 105.2: "If it's a green card, [instructions]": the card the ability named
    before ("it", wherever it is now) is checked for that color as they are followed."""
    color, clauses = subtrees(node)[-2:]
    if not isinstance(scope.last, int):
        raise NotImplementedText("'if it's …' with no object named before not implemented")
    number = scope.last
    steps = clauses_of(clauses, scope)
    colors = [text_of(color).capitalize()]
    kind = {"target_is": {"colors": colors}, "target": number}  # wherever it is now
    return [{"if": kind, "do": steps, "_walkers_if_it_color": True}]


@says_instruction("_walkers_if_it_color")
def _say_if_it_color(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    kind = step["if"]["target_is"]
    if set(kind) != {"colors"} or len(kind["colors"]) != 1 or step["if"]["target"] not in mentioned:
        raise Unsayable(f"no English for the condition {step['if']}")
    body = ", ".join(render_step(s, targets, mentioned, refs) for s in step["do"])
    return f"if it's a {kind['colors'][0].lower()} card, {body}"


@says_instruction("_walkers_if_it")
def _say_if_it(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    counted = step["if"]["count"]
    if set(counted) - {"target", "types", "not_types"} or len(counted) != 2:
        raise Unsayable(f"no English for the condition {counted}")
    if int(counted["target"]) not in mentioned:
        raise Unsayable("'it' before the object is named")
    negated = "not_types" in counted
    noun = " ".join(t.lower() for t in counted["not_types" if negated else "types"])
    article = "an" if noun[:1] in "aeiou" else "a"
    body = ", ".join(render_step(s, targets, mentioned, refs) for s in step["do"])
    return f"if it's {'not ' if negated else ''}{article} {noun}, {body}"


@clause("walkers_becomes_typed")
def becomes_typed(node: Tree[Token], scope: Scope) -> Data:
    """CR 205.1b, 611.2a: "it becomes a 0/0 Robot artifact creature": it keeps its other types
    (its creature types replaced), for as long as it is on the battlefield."""
    object_node = subtrees(node)[0]
    (pt,) = tokens_of(node, "PT")
    power, toughness = str(pt).split("/")
    if not (power.isdigit() and toughness.isdigit()):
        raise NotImplementedText(f"becoming a {pt} creature not implemented")
    effect: Data = {
        "affects": affects_of(object_node, scope),
        "become_artifact_creature": [str(t) for t in tokens_of(node, "SUBTYPE")],
        "set_pt": {"power": int(power), "toughness": int(toughness)},
    }
    return {"effect": effect, "_walkers_becomes_typed": True}


@says_instruction("_walkers_becomes_typed")
def _say_becomes_typed(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    effect = step["effect"]
    if set(effect) != {"affects", "become_artifact_creature", "set_pt"}:
        raise Unsayable(f"no English for the effect {sorted(effect)}")
    subject = _say_affected(effect, targets, mentioned, refs)
    pt = f"{effect['set_pt']['power']}/{effect['set_pt']['toughness']}"
    kinds = " ".join(effect["become_artifact_creature"])
    return f"{subject} becomes a {pt} {kinds} artifact creature"


# -- a search into the hand, "in" (CR 701.23a) ---------------------------------------------------


@clause("walkers_search_in_hand")
def search_in_hand(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.23a, 701.20a: "search your library for an artifact card with mana value 1 or less,
    reveal it, put it in your hand, then shuffle" (one card; the shuffle after it, 701.24a)."""
    phrase = find_child(node, "noun_phrase")
    if phrase is None or text_of(subtrees(node)[0]) not in ("a", "an"):
        raise NotImplementedText(f"searching for '{' '.join(words_of(node))}' not implemented")
    spec = noun_filter(phrase, card_zone="library")
    if set(spec) - {"types", "mana_value"} or len(spec.get("types", ())) != 1:
        raise NotImplementedText(f"searching for '{' '.join(words_of(phrase))}' not implemented")
    spec.update({"zone": "library", "owner": "you"})
    return {"search": spec, "reveal": True, "put": "hand", "_then_shuffle": True,
            "_walkers_search_in": True}  # fmt: skip


@says_instruction("_walkers_search_in")
def _say_search_in(step: Data, *_: Any) -> str:
    spec = {k: v for k, v in step["search"].items() if k not in ("zone", "owner")}
    bound = spec.pop("mana_value", None)
    (kind,) = spec.pop("types")
    if spec:
        raise Unsayable(f"no English for the search {sorted(spec)}")
    phrase = f"{kind.lower()} card"
    if bound is not None:
        if set(bound) != {"at_most"}:
            raise Unsayable(f"no English for the mana value {bound}")
        phrase += f" with mana value {bound['at_most']} or less"
    article = "an" if phrase[:1] in "aeiou" else "a"
    return f"search your library for {article} {phrase}, reveal it, put it in your hand"


@clause("walkers_loses_and_becomes")
def loses_and_becomes(node: Tree[Token], scope: Scope) -> Data:
    """CR 205.1a, 613.1d-f, 613.4b, 611.2a: "Target artifact or creature loses all abilities and
    becomes a green Elk creature with base power and toughness 3/3": its card types and creature
    types are replaced (205.1a), its colors set, its abilities lost and its base power and
    toughness set, for as long as it is on the battlefield."""
    object_node = subtrees(node)[0]
    (pt,) = tokens_of(node, "PT")
    power, toughness = str(pt).split("/")
    if not (power.isdigit() and toughness.isdigit()):
        raise NotImplementedText(f"becoming a {pt} creature not implemented")
    color = words_of(find_child(node, "color") or node)[0]
    effect: Data = {
        "affects": affects_of(object_node, scope),
        "set_types": {
            "card_types": ["Creature"],
            "subtypes": [str(t) for t in tokens_of(node, "SUBTYPE")],
        },
        "set_colors": [color.capitalize()],
        "lose_all_abilities": True,
        "set_pt": {"power": int(power), "toughness": int(toughness)},
    }
    return {"effect": effect, "_walkers_loses_and_becomes": True}


@says_instruction("_walkers_loses_and_becomes")
def _say_loses_and_becomes(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    effect = step["effect"]
    known = {"affects", "set_types", "set_colors", "lose_all_abilities", "set_pt"}
    types = effect.get("set_types", {})
    if (
        set(effect) != known
        or types.get("card_types") != ["Creature"]
        or len(effect["set_colors"]) != 1
    ):
        raise Unsayable(f"no English for the effect {sorted(effect)}")
    subject = _say_affected(effect, targets, mentioned, refs)
    what = f"{effect['set_colors'][0].lower()} {' '.join(types['subtypes'])} creature"
    article = "an" if what[:1] in "aeiou" else "a"
    pt = f"{effect['set_pt']['power']}/{effect['set_pt']['toughness']}"
    return (
        f"{subject} loses all abilities and becomes {article} {what} with base power and "
        f"toughness {pt}"
    )


# -- exchanging control (CR 701.12b) -------------------------------------------------------------


@clause("walkers_exchange_control")
def exchange_control(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.12a-b, 613.1b: "Exchange control of target artifact or creature you control and
    target creature an opponent controls …": each of their controllers gains control of the other
    one (layer 2), or nothing happens if the whole exchange can't be made."""
    first, second = subtrees(node)
    if first.data != "target_object" or second.data != "target_object":
        raise NotImplementedText(f"exchanging control of '{' '.join(words_of(node))}'")
    one, other = object_target(first, scope), object_target(second, scope)
    if (one, other) != (1, 2):
        raise NotImplementedText("exchanging control of targets after others not implemented")
    return {"exchange_control": "two_targets"}


@says_instruction("exchange_control")
def _say_exchange_control(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    one = render_object({"target": 1}, targets, mentioned, refs)
    other = render_object({"target": 2}, targets, mentioned, refs)
    return f"exchange control of {one} and {other}"


# -- "until your next turn, whenever …" (CR 603.7b) ----------------------------------------------

_ATTACKS_YOU = "Whenever a creature attacks you or a planeswalker you control"


@sentence_rule("walkers_until_next_turn_attacked")
def until_next_turn_attacked(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 603.7b-c: "Until your next turn, whenever a creature attacks you or a planeswalker
    you control, it gets -1/-0 until end of turn.": a delayed triggered ability lasting until
    its controller's next turn, triggering on each such attacker; "it" is that creature."""
    pt = find_child(node, "pt_mod")
    assert pt is not None
    effect: Data = {
        "affects": "that_object",
        "modify_pt": pt_of(str(pt.children[0])),
        "duration": "end_of_turn",
    }
    return [
        {
            "delayed": "until_your_next_turn",
            "trigger": _ATTACKS_YOU,
            "text": f"{_ATTACKS_YOU}, it gets {pt_text(effect['modify_pt'])} until end of turn.",
            "do": [{"effect": effect}],
            "_walkers_until_attacked": True,
        }
    ]


@says_instruction("_walkers_until_attacked")
def _say_until_attacked(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    (inner,) = step["do"]
    effect = inner["effect"]
    if step["trigger"] != _ATTACKS_YOU or set(effect) != {"affects", "modify_pt", "duration"}:
        raise Unsayable(f"no English for the delayed ability {step}")
    change = pt_text(effect["modify_pt"])
    return f"until your next turn, {_ATTACKS_YOU.lower()}, it gets {change} until end of turn"


# -- an emblem's own damage (CR 114.4, 120.3) ------------------------------------------------------


@clause("walkers_emblem_deals")
def emblem_deals(node: Tree[Token], scope: Scope) -> Data:
    """CR 114.4, 120.3: "this emblem deals 2 damage to any target": the emblem (the object whose
    ability resolves) is the source of the damage."""
    dealt = clause_data(Tree(Token("RULE", "deal_damage"), list(subtrees(node))), scope)
    if not isinstance(dealt.get("damage"), int) or "each" in dealt:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return {**dealt, "_walkers_emblem_deals": True}


@says_instruction("_walkers_emblem_deals")
def _say_emblem_deals(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    plain = {k: v for k, v in step.items() if k != "_walkers_emblem_deals"}
    said = render_step(plain, targets, mentioned, refs)
    if not said.startswith(f"{SELF} deals "):
        raise Unsayable(f"no English for the emblem's damage {step}")
    return "this emblem" + said.removeprefix(SELF)


# -- reflexive triggered abilities (CR 603.12) -----------------------------------------------------

_DISCARDED_NONLAND = "When you discard a nonland card this way"


@sentence_rule("walkers_discard_reflexive")
def discard_reflexive(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 603.12, 608.2d: "Draw a card, then you may discard a card. When you discard a nonland
    card this way, {this} deals damage equal to that card's mana value to target creature or
    planeswalker.": the reflexive ability triggers only if a nonland card was discarded; its
    target is chosen as it is put on the stack (603.3d)."""
    recipient = subtrees(node)[-1]
    if recipient.data != "to_object":
        raise NotImplementedText(f"damage to '{text_of(recipient)}' not implemented")
    inner = Scope(it_is_self=True)
    number = object_target(subtrees(recipient)[0], inner)
    damage: Data = {"damage": "mana_value_of_target", "on": "discarded", **target_index(number)}
    said = (
        f"{SELF} deals damage equal to that card's mana value to {render_target(inner.targets[0])}"
    )
    ability: Data = {
        "triggered": f"{_DISCARDED_NONLAND}, {said}.",
        "trigger": _DISCARDED_NONLAND,
        "do": [damage],
        "targets": inner.targets,
    }
    reflexive = {"reflexive": "discarded", "kind": {"not_types": ["Land"]}, "ability": ability}
    return [
        {"draw": 1},
        {"may": [{"discard": 1}], "if_you_do": [reflexive], "_join": "then",
         "_walkers_reflexive": True},
    ]  # fmt: skip


@says_instruction("_walkers_reflexive")
def _say_discard_reflexive(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    (reflexive,) = step["if_you_do"]
    ability = reflexive["ability"]
    if step["may"] != [{"discard": 1}] or reflexive["kind"] != {"not_types": ["Land"]}:
        raise Unsayable(f"no English for {step}")
    damage = {"damage": "mana_value_of_target", "on": "discarded"}
    if ability["do"] != [damage] or len(ability["targets"]) != 1:
        raise Unsayable(f"no English for the reflexive ability {ability}")
    said = f"deals damage equal to that card's mana value to {render_target(ability['targets'][0])}"
    return f"you may discard a card. {_DISCARDED_NONLAND}, {SELF} {said}"
