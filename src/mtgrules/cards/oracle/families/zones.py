"""Instructions about zones (CR 400): revealing cards from the top of a library and what
happens to the cards revealed (701.20: "reveal the top card of your library and put that card
into your hand", "defending player reveals the top card of their library. If it's a land card,
that player puts it into their hand", "you may reveal that card. If an instant or sorcery card
is revealed this way, …"), gaining control of a permanent (613.1b) and exiling a permanent
until another leaves the battlefield (610.3).

Each builder turns one grammar rule of ``grammar/zones.lark`` into one instruction (or
condition) as a definition writes it; each renderer says one back. The game carries them out
in :mod:`mtgrules.game.revealing` and :mod:`mtgrules.game.control`.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import (
    Scope,
    add_target,
    affects_of,
    amount_of,
    object_target,
    target_index,
)
from mtgrules.cards.oracle.families.looked import LOOKED, REVEALED, say_milled, say_those
from mtgrules.cards.oracle.filters import BOUND_WORDS, TYPE_NOUNS, adjectives_into, noun_filter
from mtgrules.cards.oracle.reading import subtrees, text_of, tokens_of, words_of
from mtgrules.cards.oracle.registry import clause, condition, says_condition, says_instruction
from mtgrules.cards.oracle.render import (
    Unsayable,
    cards_phrase,
    render_filter,
    render_object,
)
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import NotImplementedText

Data = dict[str, Any]


# -- revealing the top of a library (CR 701.20) ------------------------------------------------


@clause("zones_reveal_top")
def _reveal_top(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.20a: "reveal the top card of your library", "defending player reveals the top
    card of their library" (508.5: the player the source attacks)."""
    count = subtrees(node)[0]
    amount = 1 if words_of(count) == ["card"] else amount_of(count)
    if not isinstance(amount, int):
        raise NotImplementedText(f"revealing the top {text_of(count)} not implemented")
    scope.last = REVEALED
    if words_of(node)[0] == "defending":
        scope.player = {"player": "defending"}
        return {"reveal_top": amount, "player": "defending"}
    scope.player = {}
    return {"reveal_top": amount}


@clause("zones_put_revealed")
def _put_revealed(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2c, 400.3: "put that card into your hand" / "that player puts it into their hand":
    the card just revealed goes to its owner's hand (the library it was revealed from is its
    owner's)."""
    if scope.last != REVEALED:
        raise NotImplementedText("'that card' with no card revealed before not implemented")
    if words_of(node)[0] == "that":
        if scope.player.get("player") != "defending":
            raise NotImplementedText("'that player' with no player before not implemented")
        return {"put_revealed": "hand", "_subject": "that player"}
    if scope.player:
        raise NotImplementedText("'your hand' for a card another player revealed not implemented")
    return {"put_revealed": "hand"}


@clause("zones_may_reveal")
def _may_reveal(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.20a, 608.2d: "you may reveal that card" (the card just looked at)."""
    if scope.last != LOOKED:
        raise NotImplementedText("'that card' with no card looked at before not implemented")
    scope.last = REVEALED
    return {"reveal_looked": "may"}


@says_instruction("reveal_top")
def _say_reveal_top(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    count = "card" if step["reveal_top"] == 1 else cards_phrase(step["reveal_top"])
    if step.get("player") == "defending":
        return f"defending player reveals the top {count} of their library"
    return f"reveal the top {count} of your library"


@says_instruction("put_revealed")
def _say_put_revealed(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step.get("chosen_type"):
        return (
            "put all cards of the chosen type revealed this way into your hand and the rest "
            "into your graveyard"
        )
    if step["put_revealed"] == "graveyard":
        return "puts those cards into their graveyard"
    if step.get("_subject") == "that player":
        return "that player puts it into their hand"
    return "put that card into your hand"


@says_instruction("reveal_looked")
def _say_reveal_looked(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return "you may reveal that card"


# -- conditions on the cards revealed (CR 608.2c) ----------------------------------------------

_REVEALED_KEYS = {"types", "any_types", "not_types", "supertypes", "subtypes", "colors"}


@condition("zones_revealed_this_way", "zones_revealed_is")
def _revealed(node: Tree[Token]) -> Data:
    """CR 608.2c: "if an instant or sorcery card is revealed this way", "if it's a land card":
    whether the card just revealed is of that kind (nothing revealed: it isn't)."""
    article = text_of(subtrees(node)[0])
    if article not in ("a", "an"):
        raise NotImplementedText(f"the condition '{text_of(node)}' not implemented")
    phrase = subtrees(node)[1]
    spec = noun_filter(phrase, card_zone="library")
    spec.pop("_card", None)
    if words_of(phrase)[-1] != "card" or set(spec) - _REVEALED_KEYS:
        raise NotImplementedText(f"the condition '{text_of(node)}' not implemented")
    how = "this_way" if node.data == "zones_revealed_this_way" else "it_is"
    return {"revealed": spec, "_how": how}


@says_condition("revealed")
def _say_revealed(condition: Data) -> str | None:
    if "revealed" not in condition:
        return None  # another family's condition
    noun = render_filter(condition["revealed"]).removesuffix(" permanent")
    if not condition["revealed"].get("types") and not condition["revealed"].get("any_types"):
        raise Unsayable(f"no English for a revealed card {condition['revealed']}")
    article = "an" if noun[:1].lower() in "aeiou" else "a"
    if condition.get("_how") == "it_is":
        return f"it's {article} {noun} card"
    return f"{article} {noun} card is revealed this way"


# -- gaining control (CR 613.1b) ---------------------------------------------------------------

_CONTROL_NOTE = "_zones_control"
"""The note on the effect instruction of "gain control of …" that names its renderer."""


@clause("gain_control")
def _gain_control(node: Tree[Token], scope: Scope) -> Data:
    """CR 613.1b, 611.2: "gain control of target artifact [until end of turn]": a continuous
    effect from the resolving spell or ability (layer 2) by which its controller controls the
    object, for as long as it says (indefinitely, 611.2a)."""
    what = subtrees(node)[0]
    if what.data not in ("target_object", "another_target"):
        raise NotImplementedText(f"gaining control of '{text_of(what)}' not implemented")
    affects = affects_of(what, scope)
    effect: Data = {"affects": affects, "gain_control": True}
    if words_of(node)[-3:] == ["end", "of", "turn"]:
        effect["duration"] = "end_of_turn"
    return {"effect": effect, _CONTROL_NOTE: True}


@says_instruction(_CONTROL_NOTE)
def _say_gain_control(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    effect = step["effect"]
    number = int(str(effect["affects"]).partition("#")[2] or 1)
    what = render_object({"target": number}, targets, mentioned, refs)
    until = " until end of turn" if effect.get("duration") == "end_of_turn" else ""
    return f"gain control of {what}{until}"


# -- exiling until a permanent leaves the battlefield (CR 610.3) ------------------------------


@clause("exile_until")
def _exile_until(node: Tree[Token], scope: Scope) -> Data:
    """CR 610.3: "exile target nonland permanent an opponent controls until {this} leaves the
    battlefield": the object returns to the battlefield right after {this} leaves it."""
    what = subtrees(node)[0]
    if what.data not in ("target_object", "another_target", "up_to_one_target"):
        raise NotImplementedText(f"exiling '{text_of(what)}' until … not implemented")
    if not scope.it_is_self:
        raise NotImplementedText("exiling until a spell leaves the battlefield not implemented")
    return {"exile_until": "target", **target_index(object_target(what, scope))}


@says_instruction("exile_until")
def _say_exile_until(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    what = render_object(step, targets, mentioned, refs)
    return f"exile {what} until {SELF} leaves the battlefield"


# -- the cards looked at, by kind (CR 608.2c-d) ------------------------------------------------

_LOOKED_KEYS = {"types", "any_types", "not_types", "subtypes", "supertypes", "colors",
                "mana_value"}  # fmt: skip


def _card_group(node: Tree[Token]) -> Data:
    """ "creature cards with mana value 3 or less": the kind of card, as a filter."""

    spec: Data = {}
    for part in subtrees(node):
        if part.data == "adjectives":
            adjectives_into(part, spec)
        elif part.data == "with_clause" or str(part.data) in BOUND_WORDS:
            bound = part if str(part.data) in BOUND_WORDS else subtrees(part)[0]
            key, side = BOUND_WORDS[str(bound.data)]
            number = int(
                next(
                    t
                    for t in bound.scan_values(
                        lambda v: isinstance(v, Token) and v.type == "NUMBER"
                    )
                )
            )
            spec.setdefault(key, {})[side] = number
            if bound.data == "mv_equal":
                spec[key]["at_least"] = number
        elif text_of(part) in TYPE_NOUNS:
            spec.setdefault("types", []).append(TYPE_NOUNS[text_of(part)])
        else:
            raise NotImplementedText(f"cards '{text_of(node)}' not implemented")
    return spec


@clause("zones_take_looked")
def _take_looked(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2c-d: of the cards just looked at, the player puts those of a kind into their
    hand or onto the battlefield: one ("you may reveal a noncreature, nonland card … and put it
    into your hand"), up to N ("put up to two creature cards with mana value 3 or less …"), or
    any number ("you may reveal any number of creature cards … and put the revealed cards into
    your hand"); "you may" and "up to" let them put none."""
    if scope.last != LOOKED:
        raise NotImplementedText("'them' with no cards looked at before not implemented")
    words = words_of(node)
    trees = subtrees(node)
    group = next((t for t in trees if t.data == "zones_card_group"), None)
    if group is not None:
        kind = _card_group(group)
    else:
        phrase = next(t for t in trees if t.data == "noun_phrase")
        if words_of(phrase)[-1] != "card" or text_of(trees[0]) not in ("a", "an"):
            raise NotImplementedText(f"'{text_of(node)}' not implemented")
        kind = noun_filter(phrase, card_zone="library")
        kind.pop("_card", None)
    if set(kind) - _LOOKED_KEYS:
        raise NotImplementedText(f"cards '{text_of(node)}' not implemented")
    destination = next((t for t in trees if t.data in ("zones_to_hand", "zones_to_battlefield")),
                       None)  # fmt: skip
    onto = destination is not None and destination.data == "zones_to_battlefield"
    out: Data = {"take_looked": "battlefield" if onto else "hand", "kind": kind}
    if words[:3] == ["put", "up", "to"]:
        out["most"] = amount_of(trees[0])
        out["_say"] = "up_to"
    elif "any" in words[:5]:
        out.update({"most": "any", "reveal": True, "_say": "any_number"})
    else:
        out["most"] = 1
        out["_say"] = "reveal_it" if words[2] == "reveal" else "may_put"
        if words[2] == "reveal":
            out["reveal"] = True
    out["_article"] = text_of(trees[0]) if out["_say"] in ("reveal_it", "may_put") else ""
    return out


@clause("zones_bottom_rest")
def _bottom_rest(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2c, 401.4: "put the rest on the bottom of your library in a random order / in
    any order": the cards looked at that are still on top."""
    if scope.last != LOOKED:
        raise NotImplementedText("'the rest' with no cards looked at before not implemented")
    order = subtrees(node)[0]
    return {"bottom_looked": "random" if order.data == "zones_random" else "any"}


def _kind_words(kind: Data, plural: bool) -> str:
    """ "noncreature, nonland card", "creature cards with mana value 3 or less"."""
    from mtgrules.cards.oracle.render import bounds_text

    plain = {k: v for k, v in kind.items() if k != "mana_value"}
    noun = render_filter(plain)
    if not plain.get("types") and not plain.get("any_types"):
        noun = noun.removesuffix("permanent").rstrip()
        noun = f"{noun} card".strip() if noun else "card"
    else:
        noun += " card"
    if plural:
        noun += "s"
    return noun + bounds_text(kind)


@says_instruction("take_looked")
def _say_take_looked(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    where = "onto the battlefield" if step["take_looked"] == "battlefield" else "into your hand"
    say = step.get("_say")
    if say in ("those", "top_rest", "milled"):  # "put one of those cards …" (library)
        return say_milled(step) if say == "milled" else say_those(step)
    if say == "up_to":
        from mtgrules.cards.oracle.support import WORDS_FOR_NUMBERS

        most = WORDS_FOR_NUMBERS.get(step["most"], str(step["most"]))
        return f"put up to {most} {_kind_words(step['kind'], True)} from among them {where}"
    if say == "any_number":
        return (
            f"you may reveal any number of {_kind_words(step['kind'], True)} from among them and "
            "put the revealed cards into your hand"
        )
    article = step.get("_article", "a")
    if say == "reveal_it":
        return (
            f"you may reveal {article} {_kind_words(step['kind'], False)} from among them and "
            "put it into your hand"
        )
    return f"you may put {article} {_kind_words(step['kind'], False)} from among them {where}"


@says_instruction("bottom_looked")
def _say_bottom_looked(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    order = "a random" if step["bottom_looked"] == "random" else "any"
    return f"put the rest on the bottom of your library in {order} order"


# -- shuffling cards into a library (CR 701.24a) -----------------------------------------------


@clause("zones_shuffle_in")
def _shuffle_in(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.24a, 101.4: "each player shuffles their hand and graveyard into their library"
    (a later "draws seven cards" is the same players')."""
    scope.player = {"player": "each_player"}
    return {"shuffle_into_library": "hand_and_graveyard", "player": "each_player",
            "_player_verb": True}  # fmt: skip


@says_instruction("shuffle_into_library")
def _say_shuffle_in(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return "each player shuffles their hand and graveyard into their library"


# -- a card at random from a hand (CR 402.3) ---------------------------------------------------


@clause("zones_look_at_random")
def _look_at_random(node: Tree[Token], scope: Scope) -> Data:
    """CR 402.3, 608.2c: "look at a card at random in target player's hand": one card of it,
    chosen at random, is shown to the controller."""
    return {"look_at_random": "target", **target_index(add_target(scope, "player"))}


@says_instruction("look_at_random")
def _say_look_at_random(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    return f"look at a card at random in {render_object(step, targets, mentioned, refs)}'s hand"


@clause("zones_you_delayed_draw")
def _you_delayed_draw(node: Tree[Token], scope: Scope) -> Data:
    """CR 603.7a: "you draw a card at the beginning of the next turn's upkeep": a delayed
    triggered ability, created as this resolves, that triggers once."""
    return {
        "delayed": "next_upkeep",
        "text": "At the beginning of the next turn's upkeep, you draw a card.",
        "do": [{"draw": 1, "_subject": "you"}],
    }


# -- "until your next turn" (CR 611.2b) -------------------------------------------------------


@clause("zones_cost_until_next_turn")
def _cost_until_next_turn(node: Tree[Token], scope: Scope) -> Data:
    """CR 601.2f, 611.2b: "noncreature spells your opponents cast cost {2} more to cast until
    your next turn": a cost change from a resolving ability that lasts until its controller's
    next turn begins."""

    group, casters, more = subtrees(node)
    spells: Data = {}
    for part in subtrees(group):
        adjectives_into(part, spells)
    if set(spells) - {"types", "not_types", "colors", "not_colors", "subtypes"}:
        raise NotImplementedText(f"the spells '{text_of(group)}' not implemented")
    spells["controller"] = "you" if casters.data == "zones_you_cast" else "opponent"
    (mana,) = tokens_of(node, "MANA")
    amount = str(mana).strip("{}")
    if not amount.isdigit():
        raise NotImplementedText(f"costing {mana} more or less not implemented")
    change = {"amount": int(amount) if more.data == "zones_more" else -int(amount),
              "spells": spells}  # fmt: skip
    effect = {"affects": "self", "cost_change": change, "duration": "until_your_next_turn"}
    return {"effect": effect, "_zones_cost_change": True}


@says_instruction("_zones_cost_change")
def _say_cost_until_next_turn(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    change = step["effect"]["cost_change"]
    spells = dict(change["spells"])
    who = "you" if spells.pop("controller") == "you" else "your opponents"
    words = [f"non{t.lower()}" for t in spells.pop("not_types", ())]
    words += [c.lower() for c in spells.pop("colors", ())]
    words += [f"non{c.lower()}" for c in spells.pop("not_colors", ())]
    words += list(spells.pop("subtypes", ()))
    words += [t.lower() for t in spells.pop("types", ())]
    if spells:
        raise Unsayable(f"no English for the spells {spells}")
    amount = change["amount"]
    more = "more" if amount > 0 else "less"
    return (
        f"{' '.join([*words, 'spells'])} {who} cast cost {{{abs(amount)}}} {more} to cast until "
        "your next turn"
    )


# -- a counter of the player's choice (CR 122.1) ------------------------------------------------


@clause("zones_counter_of_choice")
def _counter_of_choice(node: Tree[Token], scope: Scope) -> Data:
    """CR 122.1, 608.2d: "put a +1/+1 counter or a loyalty counter on it": the controller
    chooses which, as it resolves."""
    first, second, what = subtrees(node)
    kinds = [text_of(first), text_of(second)]
    return {"counter_of_choice": kinds, **target_index(object_target(what, scope))}


@says_instruction("counter_of_choice")
def _say_counter_of_choice(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    first, second = step["counter_of_choice"]
    what = render_object(step, targets, mentioned, refs)
    return f"put a {first} counter or a {second} counter on {what}"


# -- returning a card to the battlefield under its owner's control (CR 110.2) ------------------


@clause("zones_put_under_owner")
def _put_under_owner(node: Tree[Token], scope: Scope) -> Data:
    """CR 110.2, 400.7: "put target creature card from a graveyard onto the battlefield under
    its owner's control"."""
    what = subtrees(node)[0]
    if what.data != "target_object":
        raise NotImplementedText(f"putting '{text_of(what)}' onto the battlefield not implemented")
    number = object_target(what, scope)
    spec = scope.targets[number - 1]
    if not isinstance(spec, dict) or spec.get("zone") != "graveyard":
        raise NotImplementedText(f"putting '{text_of(what)}' onto the battlefield not implemented")
    return {"return": "target", "to": "battlefield", **target_index(number),
            "_zones_under_owner": True}  # fmt: skip


@says_instruction("_zones_under_owner")
def _say_put_under_owner(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    what = render_object(step, targets, mentioned, refs)
    return f"put {what} onto the battlefield under its owner's control"


# -- control and ownership (CR 108.3) -----------------------------------------------------------


@condition("zones_control_not_owned")
def _control_not_owned(node: Tree[Token]) -> Data:
    """CR 108.3, 603.4: "you control three or more permanents you don't own": permanents whose
    controller is you and whose owner is another player."""
    number, noun = subtrees(node)
    if text_of(noun) != "permanents":
        raise NotImplementedText(f"the condition '{text_of(node)}' not implemented")
    at_least = amount_of(number)
    if not isinstance(at_least, int):
        raise NotImplementedText(f"the condition '{text_of(node)}' not implemented")
    return {"count": {"controller": "you", "owner": "not_you"}, "at_least": at_least,
            "_zones_not_owned": True}  # fmt: skip


@says_condition("_zones_not_owned")
def _say_control_not_owned(condition: Data) -> str | None:
    from mtgrules.cards.oracle.support import WORDS_FOR_NUMBERS

    if "_zones_not_owned" not in condition:
        return None  # another family's condition

    number = WORDS_FOR_NUMBERS.get(condition["at_least"], str(condition["at_least"]))
    return f"you control {number} or more permanents you don't own"


# -- revealing until (CR 701.20a) --------------------------------------------------------------


@clause("zones_reveal_until")
def _reveal_until(node: Tree[Token], scope: Scope) -> Data:
    """CR 701.20a: "target player reveals cards from the top of their library until they
    reveal a land card": one at a time, stopping at the first card of the kind (or when the
    library runs out); every card revealed is "those cards"."""
    article, phrase = subtrees(node)
    if text_of(article) not in ("a", "an") or words_of(phrase)[-1] != "card":
        raise NotImplementedText(f"revealing until '{text_of(node)}' not implemented")
    kind = noun_filter(phrase, card_zone="library")
    kind.pop("_card", None)
    if set(kind) - _LOOKED_KEYS:
        raise NotImplementedText(f"revealing until '{text_of(node)}' not implemented")
    number = add_target(scope, "player")
    scope.player = {"player": "target", **target_index(number)}
    scope.last = REVEALED
    return {"reveal_until": kind, "player": "target", **target_index(number)}


@clause("zones_put_revealed_away")
def _put_revealed_away(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2c, 400.3: "[then] puts those cards into their graveyard": every card revealed
    goes to its owner's graveyard."""
    if scope.last != REVEALED or scope.player.get("player") != "target":
        raise NotImplementedText("'those cards' with no cards revealed before not implemented")
    return {"put_revealed": "graveyard"}


@says_instruction("reveal_until")
def _say_reveal_until(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    who = render_object(step, targets, mentioned, refs)
    noun = _kind_words(step["reveal_until"], False)
    article = "an" if noun[:1] in "aeiou" else "a"
    return f"{who} reveals cards from the top of their library until they reveal {article} {noun}"


# -- the card a linked ability exiled (CR 607.2a) ----------------------------------------------


@clause("zones_return_exiled")
def _return_exiled(node: Tree[Token], scope: Scope) -> Data:
    """CR 607.2a, 610.3c: "return the exiled card to the battlefield under its owner's control"
    / "… to its owner's hand": the card exiled by this object's other ability."""
    if not scope.it_is_self:
        raise NotImplementedText("'the exiled card' in a spell not implemented")
    return {"return_exiled": "hand" if words_of(node)[-1] == "hand" else "battlefield"}


@says_instruction("return_exiled")
def _say_return_exiled(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step["return_exiled"] == "hand":
        return "return the exiled card to its owner's hand"
    return "return the exiled card to the battlefield under its owner's control"


# -- a card type chosen, then the revealed cards of that type (CR 608.2d) ----------------------


@clause("zones_choose_type")
def _choose_type(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2d: "choose creature or land": one of the card types, as the spell resolves."""

    kinds = [text_of(t) for t in subtrees(node)]
    if any(k not in TYPE_NOUNS for k in kinds):
        raise NotImplementedText(f"choosing '{text_of(node)}' not implemented")
    return {"choose_type": [TYPE_NOUNS[k] for k in kinds]}


@says_instruction("choose_type")
def _say_choose_type(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return "choose " + " or ".join(t.lower() for t in step["choose_type"])


@clause("zones_put_chosen_type")
def _put_chosen_type(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2c: "put all cards of the chosen type revealed this way into your hand and the
    rest into your graveyard"."""
    if scope.last != REVEALED:
        raise NotImplementedText("cards 'revealed this way' with none revealed not implemented")
    return {"put_revealed": "hand", "chosen_type": True, "rest": "graveyard"}
