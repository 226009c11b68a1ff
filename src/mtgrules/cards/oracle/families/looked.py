"""The cards an instruction has just looked at, revealed or chosen, shared by the families that
refer back to them (instructions, library, zones, objects): the names :attr:`Scope.last` takes
("them", "that card", CR 608.2c) and how taking cards from among them is said. Not a family of
its own: it reads no grammar rule and registers nothing.
"""

from __future__ import annotations

from typing import Any

from mtgrules.cards.oracle.families.amounts import say_number
from mtgrules.cards.oracle.render import Unsayable
from mtgrules.cards.oracle.support import WORDS_FOR_NUMBERS

Data = dict[str, Any]

LOOKED = "looked at"
"""What :attr:`Scope.last` is after "look at the top N cards of your library": "them"."""

REVEALED = "revealed"
"""What :attr:`Scope.last` is after cards were revealed: "that card", "it", "its mana value"."""

CHOSEN_CARD = "chosen_card"
"""What :attr:`Scope.last` is after a card was chosen (from a revealed hand: "that card"; after
"you may put a creature card from your hand onto the battlefield": "that creature"); the game
knows the card by this key (CR 608.2c)."""

COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
"""CR 105.1, 202.2a: each color's mana-symbol letter."""


def say_where(amount: Data) -> str:
    """What X is, in the words the library family read ("your devotion to blue", "the number
    of lands you control")."""
    if set(amount) == {"devotion_to"} and len(amount["devotion_to"]) == 1:
        names = {v: k for k, v in COLOR_LETTERS.items()}
        return f"your devotion to {names[amount['devotion_to'][0]]}"
    return say_number(amount)


def say_those(step: Data) -> str:
    """ "put one of those cards into your hand [instead]", for the library family's "those
    cards" data (and "put up to one of them on top of your library and the rest …", its "top
    rest" data)."""
    if step.get("_say") == "top_rest":
        if set(step) - {"_say"} != {"take_looked", "kind", "most", "rest"} or step["kind"]:
            raise Unsayable(f"no English for taking {step}")
        return (
            "put up to one of them on top of your library and the rest on the bottom of your "
            "library in a random order"
        )
    if step.get("kind") or step.get("take_looked") != "hand" or not step.get("exactly"):
        raise Unsayable(f"no English for taking {step}")
    most = step["most"]
    those = {"any": "each", 1: "one"}.get(most) or WORDS_FOR_NUMBERS.get(most, str(most))
    instead = " instead" if step.get("instead") else ""
    rest = ""
    if step.get("rest") == "any":
        rest = " and the rest on the bottom of your library in any order"
    elif step.get("rest"):
        raise Unsayable(f"no English for taking {step}")
    return f"put {those} of those cards into your hand{instead}{rest}"


def _kind_noun(kind: Data) -> str:
    """ "instant", "Faerie", "instant, sorcery, or Faerie" (the words before "card")."""
    if set(kind) == {"any_of"}:
        nouns = [_kind_noun(part) for part in kind["any_of"]]
        if len(nouns) == 2:
            return " or ".join(nouns)
        return ", ".join(nouns[:-1]) + ", or " + nouns[-1]
    if set(kind) == {"types"} and len(kind["types"]) == 1:
        return str(kind["types"][0]).lower()
    if set(kind) == {"subtypes"} and len(kind["subtypes"]) == 1:
        return str(kind["subtypes"][0])
    raise Unsayable(f"no English for the cards {kind}")


def say_milled(step: Data) -> str:
    """ "put an instant, sorcery, or Faerie card from among the milled cards into your hand"."""
    if step.get("from") != "milled" or not step.get("exactly") or step.get("most") != 1:
        raise Unsayable(f"no English for taking {step}")
    noun = _kind_noun(step["kind"])
    article = "an" if noun[:1].lower() in "aeiou" else "a"
    return f"put {article} {noun} card from among the milled cards into your hand"
