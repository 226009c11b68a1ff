"""Instructions about hands, libraries, graveyards and turns (CR 608.2, 701): "target player
reveals their hand", "you choose a nonland card from it", "look at the top five cards of your
library" and "put two of them into your hand and the rest on the bottom of your library in any
order", tutors that put the card on top, "exile target player's graveyard", "take an extra turn
after this one", and "its controller gains life equal to its power" (last known information).

Each builder turns one grammar rule (``grammar/instructions.lark`` or the core's) into one
instruction as a definition writes it; each renderer says one verb back.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import (
    Scope,
    add_target,
    amount_of,
    target_index,
)
from mtgrules.cards.oracle.families.looked import CHOSEN_CARD, LOOKED, say_where
from mtgrules.cards.oracle.filters import TYPE_NOUNS, adjectives_into, noun_filter
from mtgrules.cards.oracle.reading import find_child, subtrees, text_of, tokens_of, words_of
from mtgrules.cards.oracle.registry import clause, says_instruction
from mtgrules.cards.oracle.render import (
    Unsayable,
    bounds_text,
    cards_phrase,
    render_filter,
    render_object,
    render_step,
    target_number,
)
from mtgrules.cards.oracle.support import WORDS_FOR_NUMBERS, NotImplementedText

Data = dict[str, Any]


# -- graveyards (CR 406.2) ---------------------------------------------------------------------


@clause("exile_graveyard")
def _exile_graveyard(node: Tree[Token], scope: Scope) -> Data:
    """CR 406.2: "exile target player's graveyard": every card in it."""
    return {"exile_graveyard": "target", **target_index(add_target(scope, "player"))}


@clause("instructions_exile_graveyards")
def _exile_graveyards(node: Tree[Token], scope: Scope) -> Data:
    """CR 406.2: "exile each opponent's graveyard"."""
    return {"exile_graveyard": "each_opponent"}


@says_instruction("exile_graveyard")
def _say_exile_graveyard(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if step["exile_graveyard"] == "each_opponent":
        return "exile each opponent's graveyard"
    return f"exile {render_object(step, targets, mentioned, refs)}'s graveyard"


# -- turns (CR 500.7) --------------------------------------------------------------------------


@clause("extra_turn")
def _extra_turn(node: Tree[Token], scope: Scope) -> Data:
    """CR 500.7: "take an extra turn after this one"."""
    return {"extra_turn": "you"}


@says_instruction("extra_turn")
def _say_extra_turn(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return "take an extra turn after this one"


# -- hands (CR 402, 701.20, 701.9) -------------------------------------------------------------


@clause("instructions_look_at_hand")
def _look_at_hand(node: Tree[Token], scope: Scope) -> Data:
    """CR 402.3, 608.2c: "look at target player's hand": its cards are shown to you."""
    return {"look_at_hand": "target", **target_index(add_target(scope, "player"))}


@clause("reveal_hand")
def _reveal_hand(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.20a: "target player reveals their hand"."""
    number = add_target(scope, words_of(node)[1])  # "target player", "target opponent"
    scope.player = {"player": "target", **target_index(number)}
    return {"reveal_hand": "target", **target_index(number)}


@clause("choose_from_hand", "instructions_choose_from_hand_with")
def _choose_from_hand(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2d: "you choose a nonland card from it" (the hand just revealed), "… from it with
    mana value 3 or less"."""
    if scope.player.get("player") != "target":
        raise NotImplementedText("choosing a card from a hand no one revealed not implemented")
    article = text_of(subtrees(node)[0])
    if article not in ("a", "an"):
        raise NotImplementedText(f"choosing '{article}' cards not implemented")
    spec = noun_filter(subtrees(node)[1], card_zone="hand")
    after = find_child(node, "mv_or_less") or find_child(node, "mv_or_greater")
    if len(subtrees(node)) > 2:
        if after is None:
            raise NotImplementedText(
                f"choosing a card '{text_of(subtrees(node)[2])}' not implemented"
            )
        bound = "at_most" if after.data == "mv_or_less" else "at_least"
        spec["mana_value"] = {bound: int(tokens_of(after, "NUMBER")[0])}
        spec["_bounds_after"] = True
    if set(spec) - {
        "_card",
        "types",
        "not_types",
        "colors",
        "not_colors",
        "mana_value",
        "_bounds_after",
    }:
        raise NotImplementedText(f"choosing '{text_of(subtrees(node)[1])}' not implemented")
    spec.pop("_card", None)
    number = scope.player.get("target", 1)
    if number != 1:
        raise NotImplementedText("choosing from the hand of a second target not implemented")
    scope.last = CHOSEN_CARD  # "exile that card" next (CR 608.2c)
    return {"choose_card": {**spec, "zone": "hand", "owner": "target"}}


@clause("discard_chosen")
def _discard_chosen(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.9a: "that player discards that card" (the card just chosen)."""
    if scope.player.get("player") != "target":
        raise NotImplementedText("'that player' with no player before not implemented")
    return {"discard_chosen": "target", **target_index(scope.player.get("target", 1))}


@says_instruction("look_at_hand")
def _say_look_at_hand(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return f"look at {render_object(step, targets, mentioned, refs)}'s hand"


@says_instruction("reveal_hand")
def _say_reveal_hand(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return f"{render_object(step, targets, mentioned, refs)} reveals their hand"


@says_instruction("choose_card")
def _say_choose_card(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    chosen = step["choose_card"]
    plain = {k: v for k, v in chosen.items() if k not in ("zone", "owner", "mana_value", "power")}
    plain.pop("_bounds_after", None)
    noun = render_filter(plain)
    noun = noun.removesuffix("permanent") + "card" if not plain.get("types") else noun + " card"
    article = "an" if noun[:1] in "aeiou" else "a"
    bounds = bounds_text(chosen)
    if chosen.get("_bounds_after"):
        return f"you choose {article} {noun} from it{bounds}"
    return f"you choose {article} {noun}{bounds} from it"


@says_instruction("discard_chosen")
def _say_discard_chosen(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if target_number(step) not in mentioned:
        raise Unsayable("'that player' before the player is named")
    return "that player discards that card"


# -- libraries (CR 401, 608.2c, 701.23) --------------------------------------------------------


@clause("look_at_top")
def _look_at_top(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2c: "look at the top N cards of your library" (the cards "them" means next)."""
    words = words_of(node)
    if words[-2:] != ["your", "library"]:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    count = subtrees(node)[0]
    amount = 1 if words_of(count) == ["card"] else amount_of(count)
    scope.last = LOOKED
    return {"look_at_top": amount}


@clause("instructions_look_at_top_of_target")
def _look_at_top_of_target(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2c: "look at the top card of target player's library"."""
    return {"look_at_top": 1, "player": "target", **target_index(add_target(scope, "player"))}


@clause("dig")
def _dig(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2c: "put two of them into your hand and the rest on the bottom of your library in
    any order" (the cards just looked at): the player chooses which, and the order."""
    if scope.last != LOOKED:
        raise NotImplementedText("'them' with no cards looked at before not implemented")
    words = words_of(node)
    kept = 1 if words[1] == "one" else amount_of(subtrees(node)[0])
    out: Data = {"dig": kept}
    if "other" in words:
        out["_other"] = True  # "and the other on the bottom of your library"
    return out


@says_instruction("look_at_top")
def _say_look_at_top(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    amount = step["look_at_top"]
    if "amount" in step:  # "the top X cards of your library, where X is …" (CR 107.3c)
        if amount != "X" or step.get("player"):
            raise Unsayable(f"no English for looking at {step}")
        return f"look at the top X cards of your library, where X is {say_where(step['amount'])}"
    count = "card" if amount == 1 else cards_phrase(amount)
    if step.get("player") == "target":
        return (
            f"look at the top {count} of {render_object(step, targets, mentioned, refs)}'s library"
        )
    return f"look at the top {count} of your library"


@says_instruction("dig")
def _say_dig(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    kept = step["dig"]
    number = "one" if kept == 1 else WORDS_FOR_NUMBERS.get(kept, str(kept))
    if step.get("_other"):
        return f"put {number} of them into your hand and the other on the bottom of your library"
    instead = "instead " if step.get("instead") else ""  # CR 608.2c (Flow State)
    return (
        f"{instead}put {number} of them into your hand and the rest on the bottom of your library in any "
        "order"
    )


# -- last known information (CR 608.2h) --------------------------------------------------------


@clause("instructions_controller_gains_power")
def _controller_gains_power(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2h: "its controller gains life equal to its power", after the object left the
    battlefield: its controller and power as it last existed there."""
    if not isinstance(scope.last, int):
        raise NotImplementedText("'its controller' with no object before not implemented")
    return {"gain_life": "power_of_target", "player": "target_controller",
            **target_index(scope.last)}  # fmt: skip


# -- tutors (CR 701.23, 701.24) ----------------------------------------------------------------


@clause("instructions_tutor_top")
def _tutor_top(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.23a, 701.24a: "search your library for a card, [reveal it,] then shuffle and put
    that card on top": the card found is put on top after the shuffle."""
    out = _found(node)
    out["put"] = "top_after_shuffle"
    if "reveal" in words_of(node):
        out["reveal"] = True
    return out


@clause("instructions_search_reveal")
def _search_reveal(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.23a, 701.20a: "search your library for a blue instant card, reveal that card, put
    it into your hand, then shuffle"."""
    out = _found(node)
    out.update({"put": "hand", "reveal": True, "_reveal_that": True, "_then_shuffle": True})
    return out


def _found(node: Tree[Token]) -> Data:
    """What a search looks for (one card: "a card", "an instant or sorcery card", "a blue
    instant card"), as the core's searches read it."""
    from mtgrules.cards.oracle.builder import (
        search_data,
    )

    words = words_of(node)
    cut = words.index(",")
    rebuilt = Tree(
        Token("RULE", "search"),
        [*node.children[: _position(node, cut)], *_plain_ending()],
    )
    found = search_data(rebuilt)
    return {"search": found["search"]}


def _position(node: Tree[Token], word: int) -> int:
    """The index among ``node``'s children where its ``word``-th word is."""
    seen = 0
    for index, child in enumerate(node.children):
        size = len(words_of(child)) if child is not None else 0
        if seen + size > word:
            return index
        seen += size
    return len(node.children)


def _plain_ending() -> list[Any]:
    """ ", put it into your hand, then shuffle": the ending the core's search reads."""
    words = [",", "put", "it"]
    ending: list[Any] = [Token("WORD", w) for w in words]
    ending.append(Tree(Token("RULE", "to_hand"), [Token("WORD", "into")]))
    ending += [Token("WORD", w) for w in (",", "then", "shuffle")]
    return ending


# -- delayed triggered abilities (CR 603.7) ----------------------------------------------------

_NEXT_UPKEEP = "at the beginning of the next turn's upkeep"


@clause("delayed_draw")
def _delayed_draw(node: Tree[Token], scope: Scope) -> Data:
    """CR 603.7a: "draw a card at the beginning of the next turn's upkeep": a delayed triggered
    ability, created as this resolves, that triggers once."""
    return {
        "delayed": "next_upkeep",
        "text": "At the beginning of the next turn's upkeep, draw a card.",
        "do": [{"draw": 1}],
    }


@says_instruction("delayed")
def _say_delayed(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step["delayed"] != "next_upkeep":
        raise Unsayable(f"no English for a delayed trigger {step['delayed']}")
    from mtgrules.cards.oracle.render import render_instructions

    body = render_instructions(step["do"], targets, refs).removesuffix(".")
    if "." in body:
        raise Unsayable("a delayed trigger of more than one sentence")
    return f"{body[:1].lower()}{body[1:]} {_NEXT_UPKEEP}"


# -- returning cards to the battlefield (CR 400.7, 110.2) --------------------------------------


@clause("reanimate", "put_onto_battlefield")
def _reanimate(node: Tree[Token], scope: Scope) -> Data:
    """CR 110.2: "return target creature card from your graveyard to the battlefield": it
    enters under its owner's control (tapped if the text says so); "put target creature card
    from a graveyard onto the battlefield under your control" (Reanimate)."""
    from mtgrules.cards.oracle.builder import (
        object_target,
    )

    words = words_of(node)
    put = words[0] == "put"
    if "under" in words and not put:
        raise NotImplementedText("returning a card under your control not implemented")
    trees = subtrees(node)
    if trees[0].data != "target_object":
        raise NotImplementedText(f"returning '{text_of(trees[0])}' not implemented")
    number = object_target(trees[0], scope)
    spec = scope.targets[number - 1]
    if not isinstance(spec, dict) or spec.get("zone") != "graveyard":
        raise NotImplementedText(
            f"returning '{text_of(trees[0])}' to the battlefield not implemented"
        )
    out: Data = {"return": "target", "to": "battlefield", **target_index(number)}
    if words[-1] == "tapped":
        out["tapped"] = True
    if put:
        out["_put"] = True
        if "under" in words:
            out["under"] = "you"
    return out


@clause("instructions_lose_life_mana_value")
def _lose_life_mana_value(node: Tree[Token], scope: Scope) -> Data:
    """CR 119.3, 202.3: "you lose life equal to its mana value" (the object just named, or the
    card just revealed: ``on: revealed``, :mod:`.zones`)."""
    if scope.last == "revealed":
        return {"lose_life": "mana_value_of_target", "on": "revealed"}
    if not isinstance(scope.last, int):
        raise NotImplementedText("'its mana value' with no object before not implemented")
    return {"lose_life": "mana_value_of_target", **target_index(scope.last)}


# -- libraries and hands: putting back, returning all (CR 401, 400.7) ------------------------


@clause("put_on_top")
def _put_on_top(node: Tree[Token], scope: Scope) -> Data:
    """CR 401.1: "put {this} on top of its owner's library"."""
    what = subtrees(node)[0]
    if what.data == "self_object":
        return {"put_on_top": "self"}
    if what.data == "target_object":
        from mtgrules.cards.oracle.builder import (
            object_target,
        )

        number = object_target(what, scope)
        spec = scope.targets[number - 1]
        if isinstance(spec, dict) and spec.get("zone") == "graveyard":
            return {"put_on_top": "target", **target_index(number)}
    raise NotImplementedText(f"putting '{text_of(what)}' on top not implemented")


@says_instruction("put_on_top")
def _say_put_on_top(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step["put_on_top"] == "target":
        library = "your library" if step.get("_your_library") else "its owner's library"
        return f"put {render_object(step, targets, mentioned, refs)} on top of {library}"
    return "put {this} on top of its owner's library"


@clause("instructions_may_put_looked")
def _may_put_looked(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2d: "you may put that card into your graveyard" (the card just looked at)."""
    if scope.last != LOOKED:
        raise NotImplementedText("'that card' with no card looked at before not implemented")
    return {"may_put_looked": "graveyard"}


@says_instruction("may_put_looked")
def _say_may_put_looked(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    return "you may put that card into your graveyard"


@clause("instructions_return_all_owned")
def _return_all_owned(node: Tree[Token], scope: Scope) -> Data:
    """CR 400.7: "return all artifacts target player owns to their hand"."""
    noun = text_of(subtrees(node)[0])
    kinds = {"artifacts": "Artifact", "creatures": "Creature", "enchantments": "Enchantment",
             "lands": "Land"}  # fmt: skip
    if noun not in kinds:
        raise NotImplementedText(f"returning all '{noun}' not implemented")
    number = add_target(scope, "player")
    if number != 1:
        raise NotImplementedText("the cards of a second target player not implemented")
    return {"return": {"types": [kinds[noun]], "owner": "target"}, "to": "hand"}


@clause("instructions_controller_may_search")
def _controller_may_search(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.23a, 608.2h: "its controller may search their library for a basic land card, put
    it onto the battlefield, then shuffle" (Path to Exile, Assassin's Trophy): the permanent's
    controller as it last existed searches, if they choose to, and shuffles if they did."""
    from mtgrules.cards.oracle.builder import (
        search_data,
    )

    if not isinstance(scope.last, int):
        raise NotImplementedText("'its controller' with no object before not implemented")
    found = search_data(node)
    found.pop("_then_shuffle")
    found["search"].pop("owner")  # the searcher's own library (the handler looks there)
    return {**found, "player": "target_controller", "optional": True, "and_shuffle": True,
            **target_index(scope.last)}  # fmt: skip


# -- putting a card from a hand onto the battlefield (CR 305.4, 608.2d) ---------------------

_HAND_CARDS = {"instructions_land_card": "Land", "instructions_creature_card": "Creature"}


@clause("instructions_may_put_from_hand")
def _may_put_from_hand(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2d, 305.4: "you may put a land card from your hand onto the battlefield": the
    player chooses one, or none; a land put onto the battlefield this way isn't played."""
    kind = _HAND_CARDS[str(subtrees(node)[0].data)]
    scope.last = CHOSEN_CARD  # a later "that creature" is the card put (608.2c)
    return {"put_from_hand": {"types": [kind], "zone": "hand", "owner": "you"}}


@says_instruction("put_from_hand")
def _say_put_from_hand(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    (kind,) = step["put_from_hand"]["types"]
    return f"you may put a {kind.lower()} card from your hand onto the battlefield"


@clause("instructions_search_two_ways")
def _search_two_ways(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.23a, 701.20a: "search your library for up to two basic land cards, reveal those
    cards, put one onto the battlefield tapped and the other into your hand, then shuffle"."""

    amount = amount_of(subtrees(node)[0])
    group = subtrees(node)[1]
    spec: Data = {}
    for part in subtrees(group):
        if part.data == "adjectives":
            adjectives_into(part, spec)
        elif text_of(part) in TYPE_NOUNS:
            spec.setdefault("types", []).append(TYPE_NOUNS[text_of(part)])
        else:
            raise NotImplementedText(f"searching for '{text_of(group)}' not implemented")
    if amount != 2 or set(spec) - {"types", "supertypes", "subtypes", "colors"}:
        raise NotImplementedText(f"searching for '{text_of(group)}' not implemented")
    spec.update({"zone": "library", "owner": "you"})
    return {"search": spec, "amount": 2, "put": ["battlefield_tapped", "hand"], "reveal": True,
            "_then_shuffle": True}  # fmt: skip


@clause("instructions_controller_creates")
def _controller_creates(node: Tree[Token], scope: Scope) -> Data:
    """CR 111.2, 608.2h: "its controller creates a 3/3 green Beast creature token" (the
    controller of the object just named, as it last existed)."""
    from mtgrules.cards.oracle.builder import (
        token_data,
    )

    if not isinstance(scope.last, int):
        raise NotImplementedText("'its controller' with no object before not implemented")
    return {"create_token": token_data(subtrees(node)[0]), "player": "target_controller",
            **target_index(scope.last)}  # fmt: skip


# -- "It can't be regenerated." (CR 701.19c) ----------------------------------------------------


@clause("no_regeneration")
def _no_regeneration(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.19c: "Destroy target creature. It can't be regenerated.": the destruction the
    sentence before orders ignores regeneration shields (a key of that instruction)."""
    return {"_attach": "no_regeneration", "_to": "destroy", "_said": text_of(node), "do": True}


@says_instruction("no_regeneration")
def _say_no_regeneration(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    destroying = {k: v for k, v in step.items() if k != "no_regeneration"}
    subject = "They" if isinstance(step.get("destroy"), dict) else "It"  # "destroy all …"
    return f"{render_step(destroying, targets, mentioned, refs)}. {subject} can't be regenerated"
