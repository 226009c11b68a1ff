"""Costs (CR 118, 601.2h, 602.2b): activation cost parts paid with objects the player chooses —
"Sacrifice an artifact", "Discard a card", "Tap an untapped creature you control", "Return a
Forest you control to its owner's hand", "Exile three cards from your graveyard" — and with
counters of the source ("Remove a +1/+1 counter from {this}", "Put a -0/-1 counter on
{this}").

Each cost part is said as printed and read by :func:`~mtgrules.model.costs.parse_cost`; the game
pays it in :mod:`mtgrules.game.activation_costs`.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import (
    Scope,
    amount_of,
    effects_of,
    object_target,
    target_index,
)
from mtgrules.cards.oracle.builder import (
    clause_data as clause_of,
)
from mtgrules.cards.oracle.reading import subtrees, text_of, tokens_of, words_of
from mtgrules.cards.oracle.registry import (
    clause,
    cost_part,
    says_instruction,
    sentence,
    static,
    token,
)
from mtgrules.cards.oracle.render import (
    count_word,
    lower_first,
    render_instructions,
    render_object,
)
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import NotImplementedText
from mtgrules.model.costs import UnsupportedCost, parse_cost
from mtgrules.vocab.types import CORE

Data = dict[str, Any]

_TYPE_WORDS = frozenset(
    {"artifact", "creature", "enchantment", "land", "planeswalker", "instant", "sorcery", "battle"}
)


def printed(node: Tree[Token]) -> str:
    """A cost part's words as printed: "nonland" in one word, "owner's", a capital first."""
    words = words_of(node)
    out: list[str] = []
    for word in words:
        if out and out[-1] in ("non", "non-"):
            out[-1] = ("non" if word[:1].islower() else "non-") + word
        elif word == "'s" and out:
            out[-1] += word
        else:
            out.append(word)
    text = " ".join(out)
    return text[:1].upper() + text[1:]


def _simple(what: str) -> bool:
    """Whether the game can tell what a cost part names (:func:`~mtgrules.game.
    activation_costs.is_named_by`): card types, subtypes and non-types joined by "or"."""
    words = what.removesuffix(" card").removesuffix(" permanent").replace(" or ", " ").split()
    for word in words:
        low = word.lower()  # "Nonland permanent": a capital first as printed
        bare = low.removeprefix("non-").removeprefix("non") if low.startswith("non") else word
        if bare.lower() in _TYPE_WORDS or word in ("Card", "Permanent"):
            continue
        if not (bare[:1].isupper() and CORE.subtypes_named(bare)):  # "Gate", not "Elve"
            return False
    return True


@cost_part(
    "remove_counters_cost", "discard_cost", "sacrifice_other", "tap_other_cost",
    "exile_other_cost", "return_cost", "costs_exile_from_graveyard", "costs_put_counter",
)  # fmt: skip
def _chosen_cost(node: Tree[Token]) -> str:
    """CR 601.2h, 122.8, 122.1: a cost part paid with chosen objects or with counters."""
    text = printed(node)
    try:
        cost = parse_cost(text)
    except UnsupportedCost as error:
        raise NotImplementedText(f"the cost '{text}' not implemented") from error
    if not cost.beyond_self or not all(_simple(p.what) for p in cost.chosen):
        raise NotImplementedText(f"the cost '{text}' not implemented")
    return text


# -- entering with counters (CR 122.6, 614.1c) -------------------------------------------------


@static("enters_with_counter", "enters_with_counters")
def _enters_with_counters(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 122.6, 614.1c: "{this} enters with two +1/+1 counters on it"; with X counters, the X
    its spell was cast with (107.3m: 0 if it wasn't cast)."""
    trees = subtrees(node)
    number = amount_of(trees[0])
    counter = text_of(trees[1])
    if not isinstance(number, int) and number != "X":
        raise NotImplementedText(f"entering with '{text_of(node)}' not implemented")
    return {"static": "", "enters": {"counters": {counter: number}}}, {}


# -- optional instructions (CR 608.2d) and costs paid as instructions (118.3) -------------------

_MAY_VERBS = frozenset(
    {"draw", "gain_life", "untap", "tap", "counters", "create_token", "damage", "scry", "surveil",
     "mill", "attach", "put_on_top"}
)  # fmt: skip
"""The instructions "you may" is carried out for as a yes or a no (each can always be done)."""


@clause("may")
def _may(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2d: "you may [instruction]": the controller chooses as it resolves; "you may pay
    {B}" and "you may discard a card" only when they can (118.3); "you may search" and "you may
    shuffle" are those instructions' own optional forms."""
    (inner,) = subtrees(node)
    if words_of(node) == ["you", "may", "shuffle"]:
        return {"shuffle": "you", "optional": True}  # CR 701.24a
    step = clause_of(inner, scope)
    if "search" in step and step.pop("_then_shuffle", False):  # CR 701.23a: "you may search"
        return {"may": [step, {"shuffle": "you", "_join": "then"}]}
    return {"may": [_optional(step, inner)]}


def optional_step(inner: Tree[Token], scope: Scope) -> Data:
    """The instruction of a clause "you may" offers (CR 608.2d), if the game can offer it."""
    return _optional(clause_of(inner, scope), inner)


def _optional(step: Data, inner: Tree[Token]) -> Data:
    if "discard" in step and (step["discard"] != 1 or set(step) - {"discard", "_join"}):
        raise NotImplementedText(f"an optional '{text_of(inner)}' not implemented")
    if step.get("act", "sacrifice") != "sacrifice" or "player" in step:
        raise NotImplementedText(f"an optional '{text_of(inner)}' not implemented")
    verbs = set(step) - {"_join", "_subject", "target", "player", "amount", "kind", "to", "on"}
    if not verbs & (_MAY_VERBS | {"pay", "discard", "choose_permanent", "exile_from_graveyard"}):
        raise NotImplementedText(f"an optional '{text_of(inner)}' not implemented")
    return step


@sentence("if_you_do")
def _if_you_do(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 608.2d: "If you do, [instructions]": followed only if the player did what the "you
    may" before it offered."""
    (clauses,) = subtrees(node)
    steps = _branch(clauses, scope)
    return [{"_attach": "if_you_do", "_to": "may", "_said": "If you do", "do": steps}]


def _branch(clauses: Tree[Token], scope: Scope) -> list[Data]:
    """The instructions of a sentence that follows another's result ("If you do, …"); "{this}
    deals 3 damage to you" (CR 120.3: to the controller) among them."""
    words = words_of(clauses)
    damage_to_you = words[:2] == [SELF, "deals"] and words[3:] == ["damage", "to", "you"]
    if damage_to_you and words[2].isdigit():
        return [{"damage": int(words[2]), "to": "you"}]
    return effects_of(Tree(Token("RULE", "sentences"), [Tree("effect_sentence", [clauses])]), scope)


def _say_branch(steps: list[Data], targets: list[Any], refs: list[str]) -> str:
    if len(steps) == 1 and steps[0].get("to") == "you" and "damage" in steps[0]:
        return f"{SELF} deals {steps[0]['damage']} damage to you"
    return lower_first(render_instructions(steps, targets, refs)).removesuffix(".")


@says_instruction("may")
def _say_may(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    inner = lower_first(render_instructions(step["may"], targets, refs).removesuffix("."))
    text = f"you may {inner}"
    if step.get("or"):  # "you may discard a card or sacrifice a land"
        text += " or " + lower_first(render_instructions(step["or"], targets, refs))[:-1]
    if step.get("if_you_do"):
        text += f". If you do, {_say_branch(step['if_you_do'], targets, refs)}"
    return text


@clause("pay_mana")
def _pay_mana(node: Tree[Token], scope: Scope) -> Data:
    """CR 118.3: "pay {4}" (as an instruction: only "you may pay …" here)."""
    return {"pay": "".join(str(t) for t in tokens_of(node, "MANA"))}


@clause("pay_life_effect")
def _pay_life(node: Tree[Token], scope: Scope) -> Data:
    """CR 119.4: "pay 2 life"."""
    return {"pay": "life", "life": int(tokens_of(node, "NUMBER")[0])}


@says_instruction("pay")
def _say_pay(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return f"pay {step['life']} life" if step["pay"] == "life" else f"pay {step['pay']}"


# -- coin flips (CR 705) ------------------------------------------------------------------------


@clause("costs_flip_coin")
def _flip_coin(node: Tree[Token], scope: Scope) -> Data:
    """CR 705.1: "flip a coin"."""
    return {"flip_coin": "you"}


@sentence("costs_if_flip")
def _if_flip(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 705.2: "If you win the flip, …", "If you lose the flip, …" after "flip a coin"."""
    result, clauses = subtrees(node)
    steps = _branch(clauses, scope)
    key = "won" if result.data == "costs_won" else "lost"
    said = f"If you {'win' if key == 'won' else 'lose'} the flip"
    return [{"_attach": key, "_to": "flip_coin", "_said": said, "do": steps}]


@says_instruction("flip_coin")
def _say_flip(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    text = "flip a coin"
    for key, word in (("won", "win"), ("lost", "lose")):
        if step.get(key):
            text += f". If you {word} the flip, {_say_branch(step[key], targets, refs)}"
    return text


# -- predefined tokens (CR 111.10) and investigate (701.16a) -----------------------------------


def _predefined(subtype: str, text: str, cost: str, do: list[Data]) -> Data:
    return {
        "types": f"Artifact — {subtype}",
        "abilities": [{"activated": text, "cost": cost, "do": do}],
    }


FOOD = _predefined(
    "Food", "{2}, {T}, Sacrifice this token: You gain 3 life.", f"{{2}}, {{T}}, Sacrifice {SELF}",
    [{"gain_life": 3}],
)  # fmt: skip
"""CR 111.10b: "a colorless Food artifact token with '{2}, {T}, Sacrifice this token: You gain 3
life.'"."""

CLUE = _predefined(
    "Clue", "{2}, Sacrifice this token: Draw a card.", f"{{2}}, Sacrifice {SELF}", [{"draw": 1}]
)
"""CR 111.10f: "a colorless Clue artifact token with '{2}, Sacrifice this token: Draw a
card.'"."""

BLOOD = _predefined(
    "Blood", "{1}, {T}, Discard a card, Sacrifice this token: Draw a card.",
    f"{{1}}, {{T}}, Discard a card, Sacrifice {SELF}", [{"draw": 1}],
)  # fmt: skip
"""CR 111.10g: "a colorless Blood artifact token with '{1}, {T}, Discard a card, Sacrifice this
token: Draw a card.'"."""


def _numbered(token: Data, number: Any) -> Data:
    if not isinstance(number, int):
        raise NotImplementedText(f"creating {number} {token['types']} tokens not implemented")
    return {**token, **({"number": number} if number != 1 else {})}


@token("Food")
def _food(number: Any) -> Data:
    return _numbered(FOOD, number)


@token("Clue")
def _clue(number: Any) -> Data:
    return _numbered(CLUE, number)


@token("Blood")
def _blood(number: Any) -> Data:
    return _numbered(BLOOD, number)


@clause("investigate")
def _investigate(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.16a: "investigate": create a Clue token."""
    scope.last = "token"
    return {"_investigate": True, "create_token": dict(CLUE)}


@says_instruction("_investigate")
def _say_investigate(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return "investigate"


@clause("costs_create_blood")
def _create_blood(node: Tree[Token], scope: Scope) -> Data:
    """CR 111.10g: "create a Blood token", "create two Blood tokens"."""
    scope.last = "token"
    return {"create_token": _blood(amount_of(subtrees(node)[0]))}


# -- connive (CR 701.50) ------------------------------------------------------------------------


@clause("connive")
def _connive(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.50a: "it connives" (the permanent whose ability it is)."""
    if scope.last is not None or not scope.it_is_self:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return {"connive": "self"}


@says_instruction("connive")
def _say_connive(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return "it connives"


# -- explore (CR 701.44) and the Map token (111.10i) -------------------------------------------


@clause("explore")
def _explore(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.44a: "it explores" (the permanent whose ability it is)."""
    if scope.last is not None or not scope.it_is_self:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return {"explore": "self"}


@says_instruction("explore")
def _say_explore(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step["explore"] == "self":
        return "it explores"
    raise NotImplementedText("a target exploring is said only by the Map token")


MAP: Data = {
    "types": "Artifact — Map",
    "abilities": [
        {
            "activated": "{1}, {T}, Sacrifice this token: Target creature you control explores. "
            "Activate only as a sorcery.",
            "cost": f"{{1}}, {{T}}, Sacrifice {SELF}",
            "targets": [{"types": ["Creature"], "controller": "you"}],
            "do": [{"explore": "target"}],
            "timing": ["sorcery"],
        }
    ],
}
"""CR 111.10i: "a colorless Map artifact token with '{1}, {T}, Sacrifice this token: Target
creature you control explores. Activate only as a sorcery.'"."""


@token("Map")
def _map(number: Any) -> Data:
    return _numbered(MAP, number)


@clause("costs_tap_it")
def _tap_it(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.26a: "Tap it." — the permanent itself, when nothing else was mentioned before
    (Dream Trawler: "{this} gains hexproof until end of turn. Tap it.")."""
    if isinstance(scope.last, int):
        return {"tap": "target", **({"target": scope.last} if scope.last != 1 else {}),
                "_tap_it": True}  # fmt: skip
    if scope.last is not None or not scope.it_is_self:
        raise NotImplementedText("'tap it' with nothing before it not implemented")
    return {"tap": "self", "_tap_it": True}


@says_instruction("_tap_it")
def _say_tap_it(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return "tap it"


# -- two kinds of counters (CR 122.1, 122.1b) ---------------------------------------------------


@clause("costs_two_counters")
def _two_counters(node: Tree[Token], scope: Scope) -> Data:
    """CR 122.1, 122.1b: "put a +1/+1 counter and a lifelink counter on target creature"."""
    trees = subtrees(node)
    articles = [t for t in trees if t.data in ("article", "another", "two", "three")]
    kinds = [text_of(t) for t in trees if t.data == "costs_counter"]
    if len(kinds) != 2 or any(text_of(a) not in ("a", "an") for a in articles):
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    where = trees[-1]
    if where.data == "self_object":
        return {"counters_each": "self", "kinds": kinds}
    return {"counters_each": "target", "kinds": kinds, **target_index(object_target(where, scope))}


@says_instruction("counters_each")
def _say_two_counters(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    first, second = (f"{count_word(1, k)} {k} counter" for k in step["kinds"])
    where = (
        SELF if step["counters_each"] == "self" else render_object(step, targets, mentioned, refs)
    )
    return f"put {first} and {second} on {where}"
