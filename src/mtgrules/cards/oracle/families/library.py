"""The library family: looking at the top of a library and moving the cards looked at (CR 401,
608.2c), with the conditions and "instead" forms those instructions come with: "Look at the top
three cards of your library. Put one of them into your hand and the rest on the bottom of your
library in any order. If there is an instant card and a sorcery card in your graveyard, instead
put two of them into your hand and the rest on the bottom of your library in any order." (Flow
State).

Each builder turns one grammar rule of ``grammar/library.lark`` into definition data; each
renderer says it back. The game carries the instructions out in :mod:`mtgrules.game.library`
and :mod:`mtgrules.game.revealing`; an ``instead`` under an ``if`` is folded into the earlier
instruction by :mod:`mtgrules.game.instead`.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import (
    Scope,
    add_target,
    amount_of,
    clauses_of,
    condition,
    target_index,
)
from mtgrules.cards.oracle.families.amounts import number_of
from mtgrules.cards.oracle.families.looked import CHOSEN_CARD, COLOR_LETTERS, LOOKED, REVEALED
from mtgrules.cards.oracle.filters import TYPE_NOUNS, noun_filter
from mtgrules.cards.oracle.reading import subtrees, text_of, words_of
from mtgrules.cards.oracle.registry import (
    clause,
    says_ability,
    says_condition,
    says_instruction,
    sentence,
    static,
)
from mtgrules.cards.oracle.registry import condition as condition_rule
from mtgrules.cards.oracle.render import Unsayable, render_object
from mtgrules.cards.oracle.support import WORDS_FOR_NUMBERS, NotImplementedText

Data = dict[str, Any]
Node = Tree[Token]

INSTEAD_VERBS = frozenset({"dig", "take_looked"})
"""The instructions an "instead …" sentence may change the number of (CR 608.2c)."""


# -- "If …, instead …" (CR 608.2c) -------------------------------------------------------------


@sentence("library_if_instead")
def _if_instead(node: Node, scope: Scope) -> list[Data]:
    """CR 608.2c: "If [condition], instead [instruction]": the earlier instruction of the same
    verb is followed with this one's number if the condition holds as the spell resolves."""
    cond, clauses = subtrees(node)
    steps = clauses_of(clauses, scope)
    if len(steps) != 1 or not INSTEAD_VERBS & set(steps[0]):
        raise NotImplementedText(f"'instead {text_of(clauses)}' not implemented")
    return [{"if": condition(cond), "do": [{**steps[0], "instead": True}]}]


# -- conditions on a graveyard (CR 404.1) ------------------------------------------------------


@condition_rule("library_there_is_each")
def _there_is_each(node: Node) -> Data:
    """ "there is an instant card and a sorcery card in your graveyard": a card of each kind
    is in the graveyard (one card of two of the kinds counts for both)."""
    parts = []
    for kind in subtrees(node):
        article, noun = subtrees(kind)[0], subtrees(kind)[1]
        if text_of(article) not in ("a", "an") or text_of(noun) not in TYPE_NOUNS:
            raise NotImplementedText(f"the condition '{text_of(node)}' not implemented")
        parts.append(
            {"count": {"types": [TYPE_NOUNS[text_of(noun)]], "zone": "graveyard", "owner": "you"}}
        )
    return {"all_of": parts, "_there_is": True}


@says_condition("library_there_is_each")
def _say_there_is_each(cond: Data) -> str | None:
    if not cond.get("_there_is") or set(cond) != {"all_of", "_there_is"}:
        return None
    kinds = []
    for part in cond["all_of"]:
        counted = part.get("count", {})
        if set(part) != {"count"} or set(counted) != {"types", "zone", "owner"}:
            return None
        if counted["zone"] != "graveyard" or counted["owner"] != "you":
            return None
        if len(counted["types"]) != 1:
            return None
        noun = str(counted["types"][0]).lower()
        kinds.append(f"{'an' if noun[0] in 'aeiou' else 'a'} {noun} card")
    return f"there is {' and '.join(kinds)} in your graveyard"


# -- a card chosen from a revealed hand (CR 406.3, 608.2c) -------------------------------------


@clause("library_exile_chosen")
def _exile_chosen(node: Node, scope: Scope) -> Data:
    """CR 406.3: "exile that card": the card just chosen from the target player's hand."""
    if scope.last != CHOSEN_CARD or scope.player.get("player") != "target":
        raise NotImplementedText("'exile that card' with no card chosen before not implemented")
    return {"exile_chosen": "target", **target_index(scope.player.get("target", 1))}


@says_instruction("exile_chosen")
def _say_exile_chosen(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return "exile that card"


# -- "look at the top X cards …, where X is …", then "put one of those cards into your hand" ----


@clause("library_look_where")
def _look_where(node: Node, scope: Scope) -> Data:
    """CR 608.2c, 107.3c: "look at the top X cards of your library, where X is the number of
    lands you control": X counted as the instruction is followed."""
    scope.last = LOOKED
    number = subtrees(node)[0]
    if number.data == "library_devotion":  # CR 700.5
        color = COLOR_LETTERS[text_of(subtrees(number)[0])]
        return {"look_at_top": "X", "amount": {"devotion_to": [color]}}
    return {"look_at_top": "X", "amount": number_of(number)}


@clause("library_top_rest")
def _top_rest(node: Node, scope: Scope) -> Data:
    """CR 608.2c, 401.4: "put up to one of them on top of your library and the rest on the
    bottom of your library in a random order": the player may keep one of the cards looked at
    on top; the others go under the library, shuffled among themselves."""
    if scope.last != LOOKED:
        raise NotImplementedText("'them' with no cards looked at before not implemented")
    return {"take_looked": "top", "kind": {}, "most": 1, "rest": "random", "_say": "top_rest"}


@condition_rule("library_x_covers_library")
def _x_covers_library(node: Node) -> Data:
    """CR 401.2: "X is greater than or equal to the number of cards in your library" (X as
    the ability defined it: Thassa's Oracle)."""
    return {"library_at_most": "X"}


@says_condition("library_x_covers_library")
def _say_x_covers_library(cond: Data) -> str | None:
    if set(cond) != {"library_at_most"} or cond["library_at_most"] != "X":
        return None
    return "X is greater than or equal to the number of cards in your library"


@clause("library_take_those")
def _take_those(node: Node, scope: Scope) -> Data:
    """CR 608.2c: "put one of those cards into your hand" (the cards just looked at): exactly
    that many, if there are that many ("each of those cards": all of them); "… instead" (under
    an "if") changes the number of the earlier one."""
    if scope.last != LOOKED:
        raise NotImplementedText("'those cards' with no cards looked at before not implemented")
    those = subtrees(node)[0]
    most = "any" if those.data == "library_each_of_those" else amount_of(subtrees(those)[0])
    out: Data = {"take_looked": "hand", "kind": {}, "most": most, "exactly": True,
                 "_say": "those"}  # fmt: skip
    if words_of(node)[-1] == "instead":
        out["instead"] = True
    if words_of(node)[-1] == "order":  # "… and the rest on the bottom … in any order"
        out["rest"] = "any"
    return out


# -- winning the game (CR 104.2b) --------------------------------------------------------------


@clause("win_game")
def _win_game(node: Node, scope: Scope) -> Data:
    """CR 104.2b: "you win the game" (the controller of the spell or ability)."""
    return {"win_game": True}


@says_instruction("win_game")
def _say_win_game(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return "you win the game"


# -- the cards just milled (CR 701.17a, 608.2c) ------------------------------------------------


@clause("library_take_milled")
def _take_milled(node: Node, scope: Scope) -> Data:
    """CR 608.2c: "put an instant, sorcery, or Faerie card from among the milled cards into your
    hand": one of the cards the instruction before milled (still in the graveyard), of the
    kind, if there is one."""
    article, phrase = subtrees(node)[0], subtrees(node)[1]
    if text_of(article) not in ("a", "an") or words_of(phrase)[-1] != "card":
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    kind = _plain_kind(noun_filter(phrase, card_zone="graveyard"), node)
    return {"take_looked": "hand", "kind": kind, "most": 1, "exactly": True, "from": "milled",
            "_say": "milled"}  # fmt: skip


_KIND_KEYS = {"types", "subtypes", "any_of"}


def _plain_kind(spec: Data, node: Node) -> Data:
    """A kind of card as the game's looked-at cards are matched (no zone: they are where they
    are): one card type or subtype, or one of several ("an instant, sorcery, or Faerie card")."""
    spec = {k: v for k, v in spec.items() if k not in ("zone", "_card")}
    if "any_of" in spec:
        spec["any_of"] = [_plain_kind(part, node) for part in spec["any_of"]]
    if set(spec) - _KIND_KEYS or not spec:
        raise NotImplementedText(f"cards '{text_of(node)}' not implemented")
    return spec


# -- one card of each kind among those revealed (CR 300.1, 105.1, 608.2c-d) --------------------

EACH_SAID = {
    "card_type": (
        "for each card type, you may put a card of that type from among the revealed cards into "
        "your hand"
    ),
    "color_pair": "for each color pair, choose a card that's exactly those colors from among them",
}


@clause("library_each_card_type", "library_each_color_pair")
def _take_each(node: Node, scope: Scope) -> Data:
    """CR 608.2c-d: for each card type (Atraxa: the player may put one card of it into their
    hand) or each color pair (Niv-Mizzet Reborn: the player chooses one that is exactly those
    colors), a card of the cards just revealed; one card counts for one kind only."""
    if scope.last not in (REVEALED, LOOKED):
        raise NotImplementedText(f"'{text_of(node)}' with no cards revealed before not implemented")
    scope.last = LOOKED  # "the rest" next: the revealed cards not taken
    if node.data == "library_each_card_type":
        return {"take_each": "card_type", "optional": True}
    return {"take_each": "color_pair"}


@says_instruction("take_each")
def _say_take_each(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    kind = step["take_each"]
    if bool(step.get("optional")) != (kind == "card_type"):
        raise Unsayable(f"no English for {step}")
    return EACH_SAID[kind]


@clause("library_put_chosen")
def _put_chosen(node: Node, scope: Scope) -> Data:
    """CR 608.2c, 401.4: "put the chosen cards into your hand and the rest on the bottom of your
    library in a random order" (after "for each color pair, choose …"); "put the chosen cards
    into your graveyard and the rest into your hand" (after "target opponent chooses …")."""
    if scope.last != LOOKED:
        raise NotImplementedText("'the chosen cards' with none chosen before not implemented")
    if "graveyard" in words_of(node):
        return {"put_chosen": "graveyard", "rest": "hand"}
    return {"put_chosen": "hand", "rest": "random"}


@says_instruction("put_chosen")
def _say_put_chosen(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step["put_chosen"] == "graveyard":
        return "put the chosen cards into your graveyard and the rest into your hand"
    return (
        "put the chosen cards into your hand and the rest on the bottom of your library in a "
        "random order"
    )


@clause("library_search_different")
def _search_different(node: Node, scope: Scope) -> Data:
    """CR 701.23a, 201.2: "search your library for up to four cards with different names and
    reveal them": the player finds up to that many, no two with the same name."""
    scope.last = LOOKED  # "those cards", "the rest" next
    return {"search_different": amount_of(subtrees(node)[0]), "reveal": True}


@says_instruction("search_different")
def _say_search_different(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    number = WORDS_FOR_NUMBERS.get(step["search_different"], str(step["search_different"]))
    return f"search your library for up to {number} cards with different names and reveal them"


@clause("library_opponent_chooses")
def _opponent_chooses(node: Node, scope: Scope) -> Data:
    """CR 608.2d: "target opponent chooses two of those cards" (the cards just found)."""
    if scope.last != LOOKED:
        raise NotImplementedText("'those cards' with no cards found before not implemented")
    number = add_target(scope, "opponent")
    scope.last = LOOKED  # "the chosen cards", "the rest": still the cards found
    return {"opponent_chooses": amount_of(subtrees(node)[0]), **target_index(number)}


@says_instruction("opponent_chooses")
def _say_opponent_chooses(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    who = render_object(step, targets, mentioned, refs)
    number = WORDS_FOR_NUMBERS.get(step["opponent_chooses"], str(step["opponent_chooses"]))
    return f"{who} chooses {number} of those cards"


# -- shuffling and discarding whole zones (CR 701.24a, 701.9a) ----------------------------------


@clause("library_shuffle_your_library")
def _shuffle_your_library(node: Node, scope: Scope) -> Data:
    """CR 701.24a: "shuffle your library"."""
    return {"shuffle": "you", "_library_your_library": True}


@says_instruction("_library_your_library")
def _say_shuffle_your_library(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if set(step) - {"_join", "_then_sentence"} != {"shuffle", "_library_your_library"}:
        raise Unsayable(f"no English for {step}")
    return "shuffle your library"


@clause("library_discard_hand")
def _discard_hand(node: Node, scope: Scope) -> Data:
    """CR 701.9a: "discard your hand" / "each player discards their hand": every card of it,
    at the same time."""
    if words_of(node)[0] == "each":
        scope.player = {"player": "each_player"}
        return {"discard_hand": "each_player", "player": "each_player", "_player_verb": True}
    scope.player = {}
    return {"discard_hand": "you"}


@says_instruction("discard_hand")
def _say_discard_hand(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step["discard_hand"] == "each_player":
        return "each player discards their hand"
    return "discard your hand"


@clause("library_owner_shuffles_it_in")
def _owner_shuffles_it_in(node: Node, scope: Scope) -> Data:
    """CR 701.24a, 400.7: "its owner shuffles it into their library": the object that was put
    into the graveyard (if it is still there) goes into its owner's library, then they shuffle."""
    if not scope.from_graveyard:
        raise NotImplementedText("'its owner shuffles it' of a permanent not implemented")
    return {"shuffle_self_in": "owner"}


@says_instruction("shuffle_self_in")
def _say_shuffle_self_in(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    return "its owner shuffles it into their library"


@clause("shuffle")
def _shuffle(node: Node, scope: Scope) -> Data:
    """CR 701.24a: "[Then] shuffle." (your library), "you may shuffle"."""
    words = words_of(node)
    if words == ["shuffle"]:
        return {"shuffle": "you"}
    if words == ["you", "may", "shuffle"]:
        return {"shuffle": "you", "optional": True}
    raise NotImplementedText(f"'{text_of(node)}' not implemented")


# -- exiling the top of a library, revealing until a name (CR 406.3, 701.20a) -------------------


@clause("exile_top")
def _exile_top(node: Node, scope: Scope) -> Data:
    """CR 406.3: "exile the top six cards of your library" (face up; fewer if it has fewer)."""
    count = subtrees(node)[0]
    amount = 1 if words_of(count) == ["card"] else amount_of(count)
    if not isinstance(amount, int):
        raise NotImplementedText(f"exiling the top {text_of(count)} not implemented")
    return {"exile_top": amount}


@says_instruction("exile_top")
def _say_exile_top(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    amount = step["exile_top"]
    cards = "card" if amount == 1 else f"{WORDS_FOR_NUMBERS.get(amount, amount)} cards"
    return f"exile the top {cards} of your library"


@clause("library_reveal_until_named")
def _reveal_until_named(node: Node, scope: Scope) -> Data:
    """CR 701.20a, 201.4: "reveal cards from the top of your library until you reveal a card
    with the chosen name" (the name chosen as the spell resolved)."""
    scope.last = REVEALED
    scope.player = {}
    return {"reveal_until": {"named": "chosen"}, "_library_named": True}


@says_instruction("_library_named")
def _say_reveal_until_named(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if step.get("reveal_until") != {"named": "chosen"} or step.get("player"):
        raise Unsayable(f"no English for {step}")
    return "reveal cards from the top of your library until you reveal a card with the chosen name"


@clause("library_keep_found")
def _keep_found(node: Node, scope: Scope) -> Data:
    """CR 608.2c: "put that card into your hand and exile all other cards revealed this way":
    the card the reveal stopped at, if it found one; the other cards revealed are exiled."""
    if scope.last != REVEALED or scope.player:
        raise NotImplementedText("'that card' with no card revealed before not implemented")
    return {"keep_found": "hand", "rest": "exile"}


@says_instruction("keep_found")
def _say_keep_found(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    return "put that card into your hand and exile all other cards revealed this way"


# -- Gamble, Golos (CR 701.9b, 601.3) ----------------------------------------------------------


@sentence("library_gamble")
def _gamble(node: Node, scope: Scope) -> list[Data]:
    """CR 701.23a, 701.9b, 701.24a: search for any card and put it into your hand, discard a
    card at random (it may be that one), then shuffle — in that order."""
    scope.last = None
    return [
        {"search": {"zone": "library", "owner": "you"}, "put": "hand", "_it": "that card"},
        {"discard_random": 1, "_join": ","},
        {"shuffle": "you", "_join": "then"},
    ]


@says_instruction("discard_random")
def _say_discard_random(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if step["discard_random"] != 1:
        raise Unsayable(f"no English for {step}")
    return "discard a card at random"


@clause("library_impulse_them")
def _impulse_them(node: Node, scope: Scope) -> Data:
    """CR 601.3, 118.9, 514.2: "exile the top three cards of your library. You may play them this
    turn without paying their mana costs."."""
    count = subtrees(node)[0]
    amount = 1 if words_of(count) == ["card"] else amount_of(count)
    if not isinstance(amount, int) or amount < 2:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return {"impulse": amount, "until": "end_of_turn", "what": "play", "free": True,
            "_library_them": True}  # fmt: skip


@says_instruction("_library_them")
def _say_impulse_them(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step.get("until") != "end_of_turn" or not step.get("free") or step.get("what") != "play":
        raise Unsayable(f"no English for {step}")
    cards = WORDS_FOR_NUMBERS.get(step["impulse"], str(step["impulse"]))
    return (
        f"exile the top {cards} cards of your library. You may play them this turn without "
        "paying their mana costs"
    )


# -- playing lands from a graveyard (CR 305.1, 601.3) ------------------------------------------

LANDS_FROM_GRAVEYARD = "play_lands_from_graveyard"
"""The rules change of "You may play lands from your graveyard." (read by
:func:`mtgrules.game.permissions.permitted_lands`)."""


@static("library_lands_from_graveyard")
def _lands_from_graveyard(node: Node) -> tuple[Data, Data]:
    """CR 305.1, 601.3: "You may play lands from your graveyard.": its controller may play a
    land card from their graveyard as they would from their hand (one land a turn, 305.2)."""
    effect = {"affects": "self", "rules": LANDS_FROM_GRAVEYARD}
    return {"static": "", "effects": [effect]}, {"render": "library_lands_from_graveyard"}


@says_ability("library_lands_from_graveyard")
def _say_lands_from_graveyard(data: Data, notes: Data, targets: list[Any]) -> str:
    effects = data.get("effects", [])
    if len(effects) != 1 or effects[0].get("rules") != LANDS_FROM_GRAVEYARD:
        raise Unsayable(f"no English for {data}")
    return "You may play lands from your graveyard."
