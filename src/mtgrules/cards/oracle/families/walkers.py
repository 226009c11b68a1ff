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
    build_line,
    cost_text,
    effects_of,
)
from mtgrules.cards.oracle.filters import noun_filter
from mtgrules.cards.oracle.reading import find_child, subtrees, tokens_of, words_of
from mtgrules.cards.oracle.registry import (
    clause,
    line,
    says_ability,
    says_instruction,
    static,
    trigger,
)
from mtgrules.cards.oracle.render import (
    capitalize,
    render_ability,
    render_filter,
    render_instructions,
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
    return {"_return_transformed": True, "return_transformed": "self"}


@says_instruction("_return_transformed")
def _say_return_transformed(step: Data, *_: Any) -> str:
    return "return it to the battlefield transformed under your control"


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
