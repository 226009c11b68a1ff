"""The events family: trigger events (CR 603.2) and the statics that change what players may do
(CR 101.2, 601.3). The grammar is ``grammar/events.lark``; the trigger language that reads the
conditions is :mod:`mtgrules.model.triggers`, matched in :mod:`mtgrules.game.triggers`."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.filters import adjectives_into
from mtgrules.cards.oracle.reading import find_child, subtrees, text_of
from mtgrules.cards.oracle.registry import keyword, says_ability, static, trigger
from mtgrules.cards.oracle.render import Unsayable, render_group
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import NotImplementedText
from mtgrules.model.triggers import read_trigger

Data = dict[str, Any]


def _known(text: str) -> str:
    """CR 603.1: the trigger condition ``text``, if the game's trigger language reads it."""
    if read_trigger(text) is None:
        raise NotImplementedText(f"the trigger '{text}' not implemented")
    return text


def _when(node: Tree[Token]) -> str:
    return "Whenever" if find_child(node, "whenever") is not None else "When"


_CASTERS = {
    "events_you": "you cast",
    "events_a_player": "a player casts",
    "events_an_opponent": "an opponent casts",
}


# -- casting a spell (CR 601.2i) ----------------------------------------------------------------


@trigger("events_t_cast_mv_counters")
def _t_cast_mv_counters(node: Tree[Token]) -> str:
    """CR 601.2i, 202.3: "Whenever a player casts a spell with mana value equal to the number of
    charge counters on {this}" (Chalice of the Void): the spell's mana value, X included
    (202.3e), against the counters on the trigger's source as the spell becomes cast."""
    caster = _CASTERS[str(subtrees(node)[1].data)]
    kind = text_of(subtrees(node)[2])
    if _when(node) != "Whenever" or " " in kind or "/" in kind:
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    return _known(
        f"Whenever {caster} a spell with mana value equal to the number of {kind} counters "
        f"on {SELF}"
    )


# -- damage (CR 510.2) ---------------------------------------------------------------------------


@trigger("events_t_combat_damage_player_or_planeswalker")
def _t_combat_damage_player_or_planeswalker(node: Tree[Token]) -> str:
    """CR 510.2, 603.2: "Whenever {this} deals combat damage to a player or planeswalker"."""
    return _known(f"{_when(node)} {SELF} deals combat damage to a player or planeswalker")


# -- protection (CR 702.16) -----------------------------------------------------------------------


@keyword("events_protection")
def _protection(node: Tree[Token]) -> str:
    """CR 702.16a, 105.2-105.4: "protection from multicolored", "… monocolored", "… colorless",
    "… everything" (702.16j)."""
    return "Protection from " + text_of(subtrees(node)[0])


# -- prohibitions on casting (CR 601.3) ---------------------------------------------------------

CANT_CAST_ABOVE_LANDS = "opponents_cant_cast_mana_value_above_their_lands"
"""The rule carried out by :mod:`mtgrules.game.prohibitions`."""


def _spells(node: Tree[Token]) -> Data:
    """ "noncreature spells", "spells": the kind of card a prohibition on casting names (its
    filter, in every zone: a card is matched before it is cast, CR 601.2a)."""
    out: Data = {}
    adjectives = find_child(node, "adjectives")
    if adjectives is not None:
        adjectives_into(adjectives, out)
    if set(out) - {"not_types", "types", "colors", "not_colors"}:
        raise NotImplementedText(f"the spells '{text_of(node)}' not implemented")
    return {**out, "zone": "all"}


def _say_spells(spec: Data) -> str:
    kind = {k: v for k, v in spec.items() if k != "zone"}
    if spec.get("zone") != "all" or kind.get("types"):
        raise Unsayable(f"no English for the spells {spec}")
    if not kind:
        return "spells"
    return render_group(kind).removesuffix("permanents") + "spells"


@static("events_cant_cast_above_lands")
def _cant_cast_above_lands(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 601.3, 202.3: "Each opponent can't cast noncreature spells with mana value greater than
    the number of lands that player controls." (Lavinia, Azorius Renegade: X counts as chosen,
    202.3e)."""
    affects = _spells(subtrees(node)[0])
    effect = {"affects": affects, "rules": CANT_CAST_ABOVE_LANDS}
    return {"static": "", "effects": [effect]}, {"render": "events_cant_cast"}


@says_ability("events_cant_cast")
def _say_cant_cast(data: Data, notes: Data, targets: list[Any]) -> str:
    effects = data.get("effects", [])
    if set(data) != {"static", "effects"} or len(effects) != 1:
        raise Unsayable(f"no English for {data}")
    (effect,) = effects
    if set(effect) != {"affects", "rules"} or effect["rules"] != CANT_CAST_ABOVE_LANDS:
        raise Unsayable(f"no English for {data}")
    return (
        f"Each opponent can't cast {_say_spells(effect['affects'])} with mana value greater "
        "than the number of lands that player controls."
    )
