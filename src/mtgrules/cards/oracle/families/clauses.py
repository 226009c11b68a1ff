"""The clauses family: sentence and clause forms beyond the core's — conditions with an upper
bound ("if you control no artifacts", "if you control four or fewer lands", CR 603.4, 608.2c),
lists of instructions in one sentence ("You gain 2 life, draw two cards, then discard two
cards.", CR 608.2c), and the instructions these forms need.

Each builder turns one grammar rule (``grammar/clauses.lark`` or the core's) into definition
data; each renderer says it back.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import (
    Built,
    Scope,
    add_target,
    amount_of,
    object_target,
    put_counters_data,
    target_index,
)
from mtgrules.cards.oracle.filters import group_filter, noun_filter
from mtgrules.cards.oracle.reading import find_child, keyword_of, subtrees, text_of, words_of
from mtgrules.cards.oracle.registry import (
    clause,
    condition,
    filter_part,
    line,
    says_ability,
    says_condition,
    says_instruction,
    sentence,
    static,
    trigger,
)
from mtgrules.cards.oracle.render import render_filter, render_group, render_object
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import WORDS_FOR_NUMBERS, NotImplementedText
from mtgrules.model.triggers import read_trigger

Data = dict[str, Any]


# -- conditions with an upper bound (CR 603.4, 608.2c, 611.3) ----------------------------------


@condition("c_control_none", "c_control_fewer")
def _control_at_most(node: Tree[Token]) -> Data:
    """CR 603.4, 608.2c: "you control no artifacts", "you control four or fewer lands": at most
    so many of your permanents match as the condition is checked."""
    trees = subtrees(node)
    group = group_filter(trees[-1])
    if group.get("controller"):
        raise NotImplementedText(f"the condition '{text_of(node)}' not implemented")
    group["controller"] = "you"
    if node.data == "c_control_none":
        return {"count": group, "at_most": 0}
    number = amount_of(trees[0])
    if not isinstance(number, int):
        raise NotImplementedText(f"the condition '{text_of(node)}' not implemented")
    if "other" in text_of(node).split()[:5]:
        group["other"] = True
    return {"count": group, "at_most": number}


@says_condition("clauses_at_most")
def _say_control_at_most(cond: Data) -> str | None:
    """ "you control no artifacts", "you control four or fewer lands" (None for any other)."""
    if set(cond) != {"count", "at_most"} or cond["count"].get("controller") != "you":
        return None
    group = dict(cond["count"])
    other = "other " if group.pop("other", False) else ""
    rest = render_group(group).removesuffix(" you control")
    most = cond["at_most"]
    if most == 0:
        return f"you control no {other}{rest}"
    return f"you control {WORDS_FOR_NUMBERS.get(most, str(most))} or fewer {other}{rest}"


# -- edicts (CR 701.21a) -----------------------------------------------------------------------

_EDICT_FILTER_KEYS = frozenset({"types", "any_types", "not_types", "subtypes", "colors", "token"})


@clause("each_sacrifices")
def _edict(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.21a, 608.2d: "each opponent sacrifices a creature", "target player sacrifices an
    artifact": each player named chooses one of their permanents the words match as it
    resolves and sacrifices it (none: nothing happens)."""
    words = words_of(node)
    article, phrase = subtrees(node)[-2], subtrees(node)[-1]
    spec = noun_filter(phrase)
    if text_of(article) not in ("a", "an") or set(spec) - _EDICT_FILTER_KEYS:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    if words[0] == "target":
        number = add_target(scope, "player" if words[1] == "player" else "opponent")
        player: Data = {"player": "target", **target_index(number)}
    else:
        player = {"player": "each_player" if words[1] == "player" else "each_opponent"}
    scope.player = dict(player)
    return {"_edict": True, "_player_verb": True, "choose_permanent": spec, "act": "sacrifice",
            **player}  # fmt: skip


@says_instruction("_edict")
def _say_edict(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step["player"] == "target":
        who = render_object(step, targets, mentioned, refs)
    else:
        who = "each player" if step["player"] == "each_player" else "each opponent"
    noun = _say_kind(step["choose_permanent"])
    article = "an" if noun[:1] in "aeiou" else "a"
    return f"{who} sacrifices {article} {noun}"


def _say_kind(spec: Data) -> str:
    """ "creature", "nontoken creature", "creature token" (CR 111.1)."""
    plain = {k: v for k, v in spec.items() if k != "token"}
    noun = render_filter(plain)
    if spec.get("token") is False:
        return f"nontoken {noun}"
    return f"{noun} token" if spec.get("token") else noun


# -- triggers on two events of the object itself (CR 603.2) -------------------------------------


@trigger("clauses_t_enters_or_attacks")
def _t_enters_or_attacks(node: Tree[Token]) -> str:
    """CR 603.2: "Whenever {this} enters or attacks": either event triggers it."""
    when = "Whenever" if find_child(node, "whenever") is not None else "When"
    text = f"{when} {SELF} enters or attacks"
    if read_trigger(text) is None:
        raise NotImplementedText(f"the trigger '{text}' not implemented")
    return text


# -- objects chosen as it resolves (CR 608.2d) and "you may X or Y" -----------------------------


def _chosen_spec(node: Tree[Token]) -> Data:
    article, phrase = subtrees(node)[0], subtrees(node)[1]
    if text_of(article) not in ("a", "an"):
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return noun_filter(phrase, card_zone="graveyard")


@clause("clauses_sacrifice_chosen")
def _sacrifice_chosen(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.21a, 608.2d: "sacrifice a land": the controller chooses one of their permanents
    the words match as it resolves (none: nothing happens)."""
    spec = _chosen_spec(node)
    if set(spec) - _EDICT_FILTER_KEYS:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return {"_sacrifice_chosen": True, "choose_permanent": spec, "act": "sacrifice"}


@says_instruction("_sacrifice_chosen")
def _say_sacrifice_chosen(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    noun = render_filter(step["choose_permanent"])
    return f"sacrifice {'an' if noun[:1] in 'aeiou' else 'a'} {noun}"


@clause("clauses_exile_chosen")
def _exile_chosen(node: Tree[Token], scope: Scope) -> Data:
    """CR 406.2, 608.2d: "exile a creature card from your graveyard": the controller chooses
    one of theirs as it resolves."""
    spec = _chosen_spec(node)
    if spec.get("zone") != "graveyard" or spec.get("owner") != "you":
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    if set(spec) - {"types", "any_types", "not_types", "subtypes", "colors", "zone", "owner",
                    "_from"}:  # fmt: skip
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return {"exile_from_graveyard": spec}


@says_instruction("exile_from_graveyard")
def _say_exile_from_graveyard(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    noun = render_filter(step["exile_from_graveyard"])
    return f"exile {'an' if noun[:1] in 'aeiou' else 'a'} {noun}"


@clause("clauses_may_either")
def _may_either(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2d: "you may discard a card or sacrifice a land": the controller chooses one of
    the two, or neither (an "If you do" after it follows either)."""
    from mtgrules.cards.oracle.families.costs import optional_step

    first, second = subtrees(node)
    return {"may": [optional_step(first, scope)], "or": [optional_step(second, scope)]}


# -- any number of cards traded for as many (CR 701.9a, 401.4, 121.1) --------------------------


@clause("clauses_discard_any_draw", "clauses_bottom_any_draw")
def _trade_cards(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.9a, 121.1: "discard any number of cards, then draw that many cards"; CR 401.4:
    "put any number of cards from your hand on the bottom of your library, then draw that many
    cards plus one": the controller chooses the cards one at a time, then draws as many (plus
    the bonus)."""
    how = "discard" if node.data == "clauses_discard_any_draw" else "bottom"
    plus = 1 if words_of(node)[-1] == "one" else 0
    return {"trade_cards": how, **({"plus": plus} if plus else {})}


@says_instruction("trade_cards")
def _say_trade_cards(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    plus = " plus one" if step.get("plus") == 1 else ""
    if step["trade_cards"] == "discard" and not plus:
        return "discard any number of cards, then draw that many cards"
    return (
        "put any number of cards from your hand on the bottom of your library, then draw that "
        f"many cards{plus}"
    )


# -- damage to each opponent and their permanents, X counted (CR 120.3, 608.2h) -----------------


@clause("clauses_damage_opponents_theirs_where")
def _damage_opponents_theirs_where(node: Tree[Token], scope: Scope) -> Data:
    """CR 120.3, 608.2h: "it deals X damage to each opponent and each planeswalker they
    control, where X is the number of land cards in your graveyard" (the object itself, in a
    trigger of its own: X counted as it resolves)."""
    from mtgrules.cards.oracle.families.amounts import number_of
    from mtgrules.cards.oracle.filters import TYPE_NOUNS

    if scope.last is not None or not scope.it_is_self:
        raise NotImplementedText("'it deals' after another object not implemented")
    kind, number = subtrees(node)
    if text_of(kind) not in TYPE_NOUNS:
        raise NotImplementedText(f"damage to each '{text_of(kind)}' not implemented")
    each = {"types": [TYPE_NOUNS[text_of(kind)]], "controller": "opponent"}
    return {"_clauses_theirs": True, "damage": number_of(number), "player": "each_opponent",
            "each": each}  # fmt: skip


@says_instruction("_clauses_theirs")
def _say_damage_theirs(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    from mtgrules.cards.oracle.families.amounts import say_number

    (kind,) = step["each"]["types"]
    return (
        f"it deals X damage to each opponent and each {kind.lower()} they control, where X is "
        f"{say_number(step['damage'])}"
    )


# -- permanents with the same name (CR 201.2) --------------------------------------------------


@clause("clauses_destroy_same_name")
def _destroy_same_name(node: Tree[Token], scope: Scope) -> Data:
    """CR 201.2, 608.2c: "destroy target nonland permanent and all other permanents with the
    same name as that permanent": all of them at once, the names read as it resolves."""
    number = object_target(subtrees(node)[0], scope)
    return {"destroy_same_name": "target", **target_index(number)}


@says_instruction("destroy_same_name")
def _say_destroy_same_name(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    what = render_object(step, targets, mentioned, refs)
    return f"destroy {what} and all other permanents with the same name as that permanent"


# -- "twice" (CR 107.1) ------------------------------------------------------------------------


@clause("clauses_damage_twice_number")
def _damage_twice_number(node: Tree[Token], scope: Scope) -> Data:
    """CR 120.3, 608.2h: "{this} deals damage equal to twice the number of creatures you
    control to target creature" (counted as it resolves)."""
    group, what = subtrees(node)
    counted = group_filter(group)
    number = object_target(what, scope)
    return {"_clauses_twice": True, "damage": {"count": counted, "times": 2},
            **target_index(number)}  # fmt: skip


@says_instruction("_clauses_twice")
def _say_damage_twice(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    counted = render_group(step["damage"]["count"])
    what = render_object(step, targets, mentioned, refs)
    return f"{SELF} deals damage equal to twice the number of {counted} to {what}"


# -- several target players (CR 115.1, 406.2) --------------------------------------------------


@clause("clauses_exile_graveyards_of_targets")
def _exile_graveyards_of_targets(node: Tree[Token], scope: Scope) -> Data:
    """CR 115.1, 406.2: "exile any number of target players' graveyards": each player chosen
    as a target, every card in their graveyard."""
    if scope.targets:
        raise NotImplementedText("several players for a second word 'target' not implemented")
    add_target(scope, {"player": True, "min": 0, "max": _ANY_NUMBER})
    return {"_clauses_graveyards": True, "exile_graveyard": "targets"}


_ANY_NUMBER = 99
"""CR 601.2c: "any number of target players": as many as there are (a bound no game reaches)."""


@says_instruction("_clauses_graveyards")
def _say_exile_graveyards(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    mentioned.add(1)
    return "exile any number of target players' graveyards"


# -- counters on each object (CR 122.1, 608.2h) ------------------------------------------------

_EACH_KEYS = frozenset({"types", "any_types", "not_types", "subtypes", "colors", "controller",
                        "other", "token"})  # fmt: skip


def _each_filter(node: Tree[Token]) -> Data:
    from mtgrules.cards.oracle.filters import counted_filter

    each = counted_filter(node)
    if set(each) - _EACH_KEYS:
        raise NotImplementedText(f"counters on each '{text_of(node)}' not implemented")
    return each


@clause("put_counters")
def _counters(node: Tree[Token], scope: Scope) -> Data:
    """CR 122.1: "put a +1/+1 counter on each creature you control" (every one the words match
    as it resolves); on one object, as the core reads it."""
    where = subtrees(node)[-1]
    if where.data != "each_object":
        return put_counters_data(node, scope)
    trees = subtrees(node)
    number = amount_of(trees[0])
    kind = text_of(trees[1])
    each = _each_filter(subtrees(where)[0])
    return {"_clauses_counters": True, "counters": "each", "kind": kind, "amount": number,
            "each": each}  # fmt: skip


@clause("clauses_counters_each_where_power")
def _counters_each_where_power(node: Tree[Token], scope: Scope) -> Data:
    """CR 122.1, 608.2h: "put X +1/+1 counters on each creature you control, where X is
    {this}'s power" (X fixed once, before any counter is put)."""
    kind, phrase = subtrees(node)[0], subtrees(node)[1]
    return {"_clauses_counters": True, "counters": "each", "kind": text_of(kind),
            "amount": {"power_of_source": True}, "each": _each_filter(phrase)}  # fmt: skip


@says_instruction("_clauses_counters")
def _say_counters_each(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    from mtgrules.cards.oracle.render import count_word

    kind, amount = step["kind"], step["amount"]
    each = render_filter(step["each"])
    if amount == {"power_of_source": True}:
        return f"put X {kind} counters on each {each}, where X is {SELF}'s power"
    counters = "counter" if amount == 1 else "counters"
    return f"put {count_word(amount, kind)} {kind} {counters} on each {each}"


# -- several target cards (CR 115.1, 400.7) ----------------------------------------------------


@clause("clauses_return_cards")
def _return_cards(node: Tree[Token], scope: Scope) -> Data:
    """CR 115.1, 400.7: "return up to two target creature cards from your graveyard to your
    hand": one word "target" for up to that many cards, each returned."""
    from mtgrules.cards.oracle.filters import TYPE_NOUNS

    if scope.targets:
        raise NotImplementedText("several cards for a second word 'target' not implemented")
    most, kind = subtrees(node)
    spec = {"types": [TYPE_NOUNS[text_of(kind)]], "zone": "graveyard", "owner": "you",
            "min": 0, "max": amount_of(most)}  # fmt: skip
    add_target(scope, spec)
    return {"_clauses_cards": True, "return": "targets", "to": "hand"}


@says_instruction("_clauses_cards")
def _say_return_cards(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    mentioned.add(1)
    (spec,) = targets
    most = WORDS_FOR_NUMBERS.get(spec["max"], str(spec["max"]))
    (kind,) = spec["types"]
    return f"return up to {most} target {kind.lower()} cards from your graveyard to your hand"


# -- a search for either of two kinds (CR 701.23a) ---------------------------------------------


@clause("clauses_search_either")
def _search_either(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.23a: "search your library for a basic land card or a Gate card, reveal it, put it
    into your hand, then shuffle": a card of either kind."""
    trees = subtrees(node)
    kinds = []
    for article, phrase in zip(trees[0::2], trees[1::2], strict=True):
        spec = noun_filter(phrase, card_zone="library")
        if text_of(article) not in ("a", "an") or words_of(phrase)[-1] != "card":
            raise NotImplementedText(f"searching for '{text_of(phrase)}' not implemented")
        if set(spec) - {"types", "subtypes", "supertypes", "colors"}:
            raise NotImplementedText(f"searching for '{text_of(phrase)}' not implemented")
        kinds.append(spec)
    return {"_clauses_either": [text_of(p) for p in trees[1::2]],
            "search": {"any_of": kinds, "zone": "library", "owner": "you"}, "put": "hand",
            "reveal": True, "_then_shuffle": True}  # fmt: skip


@says_instruction("_clauses_either")
def _say_search_either(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    said = []
    for spec in step["search"]["any_of"]:
        phrase = _card_phrase(spec)
        said.append(f"{'an' if phrase[:1] in 'aeiou' else 'a'} {phrase}")
    return f"search your library for {' or '.join(said)}, reveal it, put it into your hand"


def _card_phrase(spec: Data) -> str:
    words = [t.lower() for t in spec.get("supertypes", [])]
    words += [c.lower() for c in spec.get("colors", [])]
    words += list(spec.get("subtypes", []))
    words += [t.lower() for t in spec.get("types", [])]
    return " ".join([*words, "card"])


# -- "destroy all … with mana value N or less" (CR 202.3, 608.2c) ------------------------------


@clause("destroy_all_with")
def _destroy_all_with(node: Tree[Token], scope: Scope) -> Data:
    """CR 202.3, 608.2c: "destroy all nonland permanents with mana value 1 or less": every
    one the words match as it resolves, at once."""
    group, rest = subtrees(node)
    spec = group_filter(group)
    words = words_of(rest)
    if words[:2] != ["mana", "value"] or not words[2].isdigit():
        raise NotImplementedText(f"destroying all '{text_of(node)}' not implemented")
    spec["mana_value"] = {"at_most" if words[-1] == "less" else "at_least": int(words[2])}
    return {"_clauses_all_with": True, "destroy": spec}


@says_instruction("_clauses_all_with")
def _say_destroy_all_with(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    spec = dict(step["destroy"])
    bound = spec.pop("mana_value")
    ((side, number),) = bound.items()
    return (
        f"destroy all {render_group(spec)} with mana value {number} or "
        f"{'less' if side == 'at_most' else 'greater'}"
    )


# -- a bound counted from the object's controller (CR 202.3) -----------------------------------


@filter_part("clauses_mv_at_most_graveyard")
def _mv_at_most_graveyard(node: Tree[Token], out: Data) -> None:
    """CR 202.3: "with mana value less than or equal to the number of cards in its
    controller's graveyard": checked as targets are chosen and as it resolves (608.2b)."""
    out["mana_value_at_most"] = "cards_in_controllers_graveyard"


# -- a discard whose result later text reads (CR 701.9a, 608.2c) -------------------------------


@clause("clauses_discard_or_lose")
def _discard_or_lose(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.9a, 608.2c: "each opponent discards a card, then each opponent who didn't
    discard a nonland card this way loses 3 life"."""
    from mtgrules.cards.oracle.reading import tokens_of

    life = int(tokens_of(node, "NUMBER")[0])
    scope.player = {"player": "each_opponent"}
    return {"discard_or_lose": life, "player": "each_opponent"}


@says_instruction("discard_or_lose")
def _say_discard_or_lose(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    return (
        "each opponent discards a card, then each opponent who didn't discard a nonland card "
        f"this way loses {step['discard_or_lose']} life"
    )


# -- what the spell remembers of its cost (CR 601.2h, 608.2h) ----------------------------------


@condition("clauses_discarded_nonland")
def _discarded_nonland(node: Tree[Token]) -> Data:
    """CR 601.2h, 608.2h: "the discarded card wasn't a land card" (the card discarded to cast
    the spell, as it was discarded)."""
    return {"amount": "discarded_nonland", "at_least": 1}


@says_condition("clauses_discarded")
def _say_discarded_nonland(cond: Data) -> str | None:
    if cond == {"amount": "discarded_nonland", "at_least": 1}:
        return "the discarded card wasn't a land card"
    return None


@clause("clauses_damage_word_each_opponent")
def _damage_word_each_opponent(node: Tree[Token], scope: Scope) -> Data:
    """CR 120.3: "{this} deals two damage to each opponent" (the number in a word)."""
    return {"_clauses_word": True, "damage": amount_of(subtrees(node)[0]),
            "player": "each_opponent"}  # fmt: skip


@says_instruction("_clauses_word")
def _say_damage_word(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return f"{SELF} deals {WORDS_FOR_NUMBERS[step['damage']]} damage to each opponent"


# -- "unless its controller pays {X}, where X is {this}'s power" (CR 107.3c, 118.12a) ---------


@clause("clauses_counter_unless_power")
def _counter_unless_power(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.6a, 118.12a, 608.2h: "counter target instant or sorcery spell unless its
    controller pays {X}, where X is {this}'s power" (as the source last existed: it may have
    been sacrificed to pay for the ability)."""
    from mtgrules.cards.oracle.reading import tokens_of

    (mana,) = tokens_of(node, "MANA")
    if str(mana) != "{X}":
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    number = object_target(subtrees(node)[0], scope)
    spec = scope.targets[number - 1]
    if not isinstance(spec, dict) or spec.get("zone") != "stack":
        raise NotImplementedText(f"countering '{text_of(subtrees(node)[0])}' not implemented")
    return {"_clauses_unless_power": True, "counter": "target", "unless": "{X}",
            "x_is": "power_of_source", **target_index(number)}  # fmt: skip


@says_instruction("_clauses_unless_power")
def _say_counter_unless_power(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    what = render_object(step, targets, mentioned, refs)
    return f"counter {what} unless its controller pays {{X}}, where X is {SELF}'s power"


# -- "target opponent exiles a creature they control and their graveyard" ----------------------


@clause("clauses_exiles_theirs_and_graveyard")
def _exiles_theirs_and_graveyard(node: Tree[Token], scope: Scope) -> Data:
    """CR 406.2, 608.2d: "target opponent exiles a creature they control and their graveyard":
    the opponent chooses one of their permanents the words match and exiles it, then every card
    in their graveyard is exiled."""
    article, phrase = subtrees(node)
    spec = noun_filter(phrase)
    if text_of(article) not in ("a", "an") or set(spec) - _EDICT_FILTER_KEYS:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    number = add_target(scope, "opponent")
    player = {"player": "target", **target_index(number)}
    return {"_clauses_betrayal": True, "choose_permanent": spec, "act": "exile", **player,
            "and_graveyard": True}  # fmt: skip


@says_instruction("_clauses_betrayal")
def _say_exiles_theirs(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    who = render_object(step, targets, mentioned, refs)
    noun = render_filter(step["choose_permanent"])
    article = "an" if noun[:1] in "aeiou" else "a"
    return f"{who} exiles {article} {noun} they control and their graveyard"


# -- "a creature token" (CR 111.1) -------------------------------------------------------------


@filter_part("clauses_token_noun")
def _token_noun(node: Tree[Token], out: Data) -> None:
    """CR 111.1: "a creature token": only tokens."""
    out["token"] = True


# -- modes under a "Choose one" with no dash (CR 700.2) ----------------------------------------


@line("clauses_modal_plain")
def _modal_plain(node: Tree[Token], is_spell: bool) -> Built:
    """CR 700.2: "Choose one • [mode] • [mode]" (the modes printed on lines of their own, under
    a "Choose one" with no dash): read as any modal spell."""
    from mtgrules.cards.oracle.families.walkers import modal_spell

    built = modal_spell(node, is_spell)
    ((data, notes),) = built.abilities
    built.abilities = [(data, {**notes, "render": "clauses_modal_plain"})]
    return built


@says_ability("clauses_modal_plain")
def _say_modal_plain(data: Data, notes: Data, targets: list[Any]) -> str:
    from mtgrules.cards.oracle.families.walkers import say_modes

    said = say_modes(data, notes, targets)
    head = f"Choose {notes['words']} — "
    return f"Choose {notes['words']} " + said.removeprefix(head)


# -- each player searches (CR 701.23a, 101.4) --------------------------------------------------


@clause("clauses_each_player_searches")
def _each_player_searches(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.23a, 101.4: "each player searches their library for a basic land card, puts it
    onto the battlefield, then shuffles": in turn order, each their own library."""
    article, phrase = subtrees(node)
    spec = noun_filter(phrase, card_zone="library")
    if text_of(article) not in ("a", "an") or words_of(phrase)[-1] != "card":
        raise NotImplementedText(f"searching for '{text_of(phrase)}' not implemented")
    if set(spec) - {"types", "subtypes", "supertypes", "colors"}:
        raise NotImplementedText(f"searching for '{text_of(phrase)}' not implemented")
    return {"_clauses_each_search": True, "search": {**spec, "zone": "library"},
            "put": "battlefield", "player": "each_player", "and_shuffle": True}  # fmt: skip


@says_instruction("_clauses_each_search")
def _say_each_player_searches(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    spec = {k: v for k, v in step["search"].items() if k != "zone"}
    phrase = _card_phrase(spec)
    article = "an" if phrase[:1] in "aeiou" else "a"
    return (
        f"each player searches their library for {article} {phrase}, puts it onto the "
        "battlefield, then shuffles"
    )


# -- a spell's delayed triggered ability (CR 603.7) and "If you don't" (608.2d) ----------------

_YOUR_NEXT_UPKEEP = "At the beginning of your next upkeep"


@sentence("clauses_if_you_dont")
def _if_you_dont(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 608.2d, 118.3: "pay {3}{U}{U}. If you don't, you lose the game.": the payment is the
    player's choice (when they can make it); what follows happens if they don't pay."""
    from mtgrules.cards.oracle.builder import clauses_of

    (clauses,) = subtrees(node)
    steps = clauses_of(clauses, scope)
    return [{"_attach": "if_you_dont", "_to": "pay", "_said": "If you don't", "do": steps}]


@line("clauses_delayed_your_next_upkeep")
def _delayed_your_next_upkeep(node: Tree[Token], is_spell: bool) -> Built:
    """CR 603.7a: a spell's "At the beginning of your next upkeep, …": a delayed triggered
    ability the spell creates as it resolves, triggering once, at its controller's next
    upkeep."""
    from mtgrules.cards.oracle.builder import effects_of

    if not is_spell:
        raise NotImplementedText("a delayed trigger on a permanent not implemented")
    scope = Scope()
    steps = effects_of(subtrees(node)[0], scope)
    if scope.targets:
        raise NotImplementedText("a delayed trigger with targets not implemented")
    steps = [_pay_or(step) for step in steps]
    data: Data = {"spell": "", "do": [{"delayed": "your_next_upkeep", "do": steps}]}
    return Built([(data, {"render": "clauses_delayed", "refs": scope.refs})])


def _pay_or(step: Data) -> Data:
    """ "pay {3}{U}{U}. If you don't, …": the payment offered, the rest if it isn't made."""
    if "if_you_dont" not in step:
        return step
    if set(step) - {"pay", "if_you_dont", "_join"}:
        raise NotImplementedText("'If you don't' after no payment not implemented")
    pay = {k: v for k, v in step.items() if k == "pay"}
    return {"_clauses_pay_or": True, "may": [pay], "if_you_dont": step["if_you_dont"]}


@says_instruction("_clauses_pay_or")
def _say_pay_or(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    from mtgrules.cards.oracle.render import lower_first, render_instructions

    (pay,) = step["may"]
    otherwise = lower_first(render_instructions(step["if_you_dont"], targets, refs))[:-1]
    return f"pay {pay['pay']}. If you don't, {otherwise}"


@says_ability("clauses_delayed")
def _say_delayed(data: Data, notes: Data, targets: list[Any]) -> str:
    from mtgrules.cards.oracle.render import lower_first, render_instructions

    ((delayed),) = data["do"]
    body = render_instructions(delayed["do"], targets, list(notes.get("refs", ())))
    return f"{_YOUR_NEXT_UPKEEP}, {lower_first(body)}"


@clause("lose_game")
def _lose_game(node: Tree[Token], scope: Scope) -> Data:
    """CR 104.3e: "you lose the game"."""
    return {"lose_game": "you"}


@says_instruction("lose_game")
def _say_lose_game(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return "you lose the game"


# -- one or two targets you own (CR 115.1, 108.3) ----------------------------------------------


@clause("clauses_return_one_or_two_owned")
def _return_one_or_two_owned(node: Tree[Token], scope: Scope) -> Data:
    """CR 115.1, 108.3, 400.7: "return one or two target creatures and/or enchantments you own
    to your hand": one word "target" for one or two permanents you own, each returned."""
    if scope.targets:
        raise NotImplementedText("several objects for a second word 'target' not implemented")
    (group,) = subtrees(node)
    spec = group_filter(group)
    if set(spec) - {"types", "any_types", "_and_or"}:
        raise NotImplementedText(f"returning '{text_of(group)}' not implemented")
    add_target(scope, {**spec, "owner": "you", "min": 1, "max": 2})
    return {"_clauses_owned": True, "return": "targets", "to": "hand"}


@says_instruction("_clauses_owned")
def _say_return_owned(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    mentioned.add(1)
    (spec,) = targets
    kinds = spec.get("any_types") or spec.get("types", [])
    joined = " and/or " if spec.get("_and_or") else " and "
    group = joined.join(f"{k.lower()}s" for k in kinds)
    return f"return one or two target {group} you own to your hand"


# -- modes with a condition (CR 700.2) ---------------------------------------------------------


@line("clauses_modal_more_if")
def _modal_more_if(node: Tree[Token], is_spell: bool) -> Built:
    """CR 700.2, 601.2b: "Choose one. If you control a Wizard as you cast {this}, you may
    choose two instead. • …": one mode, or up to two when the condition holds as it is cast."""
    from mtgrules.cards.oracle.builder import condition as condition_of
    from mtgrules.cards.oracle.families.walkers import modal_spell

    cond, *sentences = subtrees(node)
    count = Tree(Token("RULE", "mode_count"), [Token("ONE", "one")])
    built = modal_spell(Tree(Token("RULE", "modal"), [count, *sentences]), is_spell)
    ((data, notes),) = built.abilities
    if not isinstance(data, dict):
        raise NotImplementedText("modes with a condition on a keyword line not implemented")
    data["modes"]["more_if"] = condition_of(cond)
    data["modes"]["more"] = [1, 2]
    built.abilities = [(data, {**notes, "render": "clauses_modal_more_if"})]
    return built


@says_ability("clauses_modal_more_if")
def _say_modal_more_if(data: Data, notes: Data, targets: list[Any]) -> str:
    from mtgrules.cards.oracle.families.walkers import say_modes
    from mtgrules.cards.oracle.render import render_condition

    said = say_modes(data, notes, targets).removeprefix(f"Choose {notes['words']} — ")
    cond = render_condition(data["modes"]["more_if"])
    return f"Choose one. If {cond} as you cast {SELF}, you may choose two instead. {said}"


# -- keywords by color (CR 611.3, 105.2) -------------------------------------------------------


@static("clauses_keywords_by_color")
def _keywords_by_color(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 611.3, 105.2: "Each creature you control has vigilance if it's white, hexproof if
    it's blue, …": one effect per color, each giving its keyword to the creatures of that
    color (a creature of two colors gets both)."""

    effects = []
    for part in subtrees(node):
        keyword, color = subtrees(part)
        effects.append({
            "affects": {"types": ["Creature"], "controller": "you",
                        "colors": [text_of(color).capitalize()]},
            "add_abilities": [keyword_of(keyword)],
        })  # fmt: skip
    return {"static": "", "effects": effects}, {"render": "clauses_keywords_by_color"}


@says_ability("clauses_keywords_by_color")
def _say_keywords_by_color(data: Data, notes: Data, targets: list[Any]) -> str:
    parts = [
        f"{e['add_abilities'][0].lower()} if it's {e['affects']['colors'][0].lower()}"
        for e in data["effects"]
    ]
    return f"Each creature you control has {', '.join(parts[:-1])}, and {parts[-1]}."


# -- a choice of additional costs (CR 118.8, 601.2b) -------------------------------------------


@static("clauses_additional_either")
def _additional_either(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 118.8, 601.2b: "As an additional cost to cast {this}, sacrifice an artifact or discard
    a card.": the caster announces which of the two they pay (the game's cost reader checks that
    it can pay each one)."""
    from mtgrules.model.costs import UnsupportedCost, spell_cost_options

    kinds = ("clauses_cost_option", "clauses_pay_mana")
    options = [text_of(part) for part in subtrees(node) if part.data in kinds]
    text = f"{options[0][:1].upper()}{options[0][1:]} or {options[1]}"
    try:
        if len(spell_cost_options(text)) != 2:
            raise NotImplementedText(f"the additional cost '{text}' not implemented")
    except UnsupportedCost as error:
        raise NotImplementedText(f"the additional cost '{text}': {error}") from error
    return {"static": "", "additional_cost": text}, {}


# -- "For each opponent who can't, …" (CR 701.9a, 608.2c) ----------------------------------------


@sentence("clauses_discard_or_you_draw")
def _discard_or_you_draw(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 701.9a, 608.2c: "Each opponent discards a card. For each opponent who can't, you draw
    a card." (an opponent with no card in hand can't discard)."""
    return [{"discard_or_draw": 1, "player": "each_opponent"}]


@says_instruction("discard_or_draw")
def _say_discard_or_you_draw(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if step.get("discard_or_draw") != 1 or step.get("player") != "each_opponent":
        raise NotImplementedText(f"no English for {step}")
    return "each opponent discards a card. For each opponent who can't, you draw a card"


# -- half a number, rounded (CR 107.1a) --------------------------------------------------------


@clause("clauses_lose_half_life")
def _lose_half_life(node: Tree[Token], scope: Scope) -> Data:
    """CR 107.1a, 119.3: "you lose half your life, rounded up": half the life total as the
    instruction is followed."""
    rounding = find_child(node, "clauses_round_up") is not None
    half = "up" if rounding else "down"
    return {"lose_life": {"life_total": "you", "half": half}, "_clauses_half": half}


@says_instruction("_clauses_half")
def _say_lose_half_life(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    return f"you lose half your life, rounded {step['_clauses_half']}"


@clause("clauses_draw_half_library")
def _draw_half_library(node: Tree[Token], scope: Scope) -> Data:
    """CR 107.1a, 121.2: "draw cards equal to half the number of cards in your library, rounded
    up": the cards of the library counted as the instruction is followed."""
    half = "up" if find_child(node, "clauses_round_up") is not None else "down"
    library = {"zone": "library", "owner": "you"}
    return {"draw": {"count": library, "half": half}, "_clauses_half_library": half}


@says_instruction("_clauses_half_library")
def _say_draw_half_library(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if step["draw"] != {
        "count": {"zone": "library", "owner": "you"},
        "half": step["_clauses_half_library"],
    }:
        raise NotImplementedText(f"no English for {step}")
    return (
        "draw cards equal to half the number of cards in your library, rounded "
        f"{step['_clauses_half_library']}"
    )


# -- searching a library and a graveyard for cards to keep (CR 701.23a, 401.4) -----------------


@sentence("clauses_search_keep_on_top")
def _search_keep_on_top(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 701.23a, 401.4: "Search your library and graveyard for five cards and exile the rest.
    Put the chosen cards on top of your library in any order."."""
    number = amount_of(subtrees(node)[0])
    if not isinstance(number, int):
        raise NotImplementedText(f"searching for '{text_of(node)}' not implemented")
    return [{"keep_on_top": number}]


@says_instruction("keep_on_top")
def _say_keep_on_top(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if set(step) - {"keep_on_top", "_join"}:
        raise NotImplementedText(f"no English for {step}")
    word = WORDS_FOR_NUMBERS.get(step["keep_on_top"], str(step["keep_on_top"]))
    return (
        f"search your library and graveyard for {word} cards and exile the rest. Put the "
        "chosen cards on top of your library in any order"
    )


# -- "If …, counter that spell instead." (CR 608.2c) --------------------------------------------


@sentence("clauses_if_counter_instead")
def _if_counter_instead(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 608.2c, 701.6a: "If you control a creature with power 4 or greater, counter that
    spell instead.": a spell's line of its own that, when the condition holds as the spell
    resolves, replaces the spell ability before it ("that spell": that ability's first target,
    so no payment is offered)."""
    from mtgrules.cards.oracle.builder import condition as condition_of

    if scope.it_is_self or scope.last is not None or scope.targets:
        raise NotImplementedText(f"'{text_of(node)}' here not implemented")
    held = condition_of(subtrees(node)[0])
    counter = {"counter": "target", "target": 1}
    return [{"_clauses_counter_instead": True, "instead": held, "do": [counter], "_previous": True}]


@says_instruction("_clauses_counter_instead")
def _say_if_counter_instead(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    from mtgrules.cards.oracle.render import render_condition

    if step.get("do") != [{"counter": "target", "target": 1}]:
        raise NotImplementedText(f"no English for {step}")
    mentioned.add(1)  # named by the ability before this one
    return f"if {render_condition(step['instead'])}, counter that spell instead"


# -- "… unless that player pays {N}" (CR 118.12a) -----------------------------------------------


@clause("clauses_may_draw_unless_pays")
def _may_draw_unless_pays(node: Tree[Token], scope: Scope) -> Data:
    """CR 118.12a, 603.2: "you may draw a card unless that player pays {4}": the player the
    trigger event is about may pay {4}; if they don't, the controller may draw a card."""
    from mtgrules.cards.oracle.reading import tokens_of

    mana = "".join(tokens_of(node, "MANA"))
    return {
        "_clauses_unless_pays": True, "may": [{"pay": mana}], "player": "that_player",
        "if_you_dont": [{"may": [{"draw": 1}]}],
    }  # fmt: skip


@says_instruction("_clauses_unless_pays")
def _say_may_draw_unless_pays(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if step.get("if_you_dont") != [{"may": [{"draw": 1}]}] or len(step.get("may", [])) != 1:
        raise NotImplementedText(f"no English for {step}")
    return f"you may draw a card unless that player pays {step['may'][0]['pay']}"


# -- "As {this} enters, look at an opponent's hand, then choose any card name." -----------------


@static("clauses_as_enters_look_name")
def _as_enters_look_name(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 614.12, 402.3, 201.4: as it enters, its controller looks at an opponent's hand, then
    chooses a card name (any card's)."""
    return {"static": ""}, {"choose": "card_name_seen_hand", "render": "clauses_look_name"}


@says_ability("clauses_look_name")
def _say_as_enters_look_name(data: Data, notes: Data, targets: list[Any]) -> str:
    if data != {"static": ""}:
        raise NotImplementedText(f"no English for {data}")
    return f"As {SELF} enters, look at an opponent's hand, then choose any card name."
