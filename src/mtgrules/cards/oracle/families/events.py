"""The events family: trigger events (CR 603.2) and the statics that change what players may do
(CR 101.2, 601.3). The grammar is ``grammar/events.lark``; the trigger language that reads the
conditions is :mod:`mtgrules.model.triggers`, matched in :mod:`mtgrules.game.triggers`."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import Scope, add_target, clauses_of, object_target, target_index
from mtgrules.cards.oracle.filters import adjectives_into, group_filter, noun_filter
from mtgrules.cards.oracle.reading import find_child, keyword_of, subtrees, text_of, tokens_of
from mtgrules.cards.oracle.registry import (
    clause,
    filter_part,
    keyword,
    says_ability,
    says_instruction,
    sentence,
    static,
    trigger,
)
from mtgrules.cards.oracle.render import (
    Unsayable,
    capitalize,
    keyword_list,
    lower_first,
    render_filter,
    render_group,
    render_instructions,
    render_object,
)
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


@trigger("events_t_cast_from_graveyard")
def _t_cast_from_graveyard(node: Tree[Token]) -> str:
    """CR 601.2a, 603.2: "Whenever a player casts a spell from a graveyard" (where the card was
    as its casting began: flashback, escape, a permission to cast it from there)."""
    (body,) = subtrees(node)
    caster = _CASTERS[str(subtrees(body)[1].data)]
    if _when(body) != "Whenever":
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    return _known(f"Whenever {caster} a spell from a graveyard")


@trigger("events_t_sacrifice")
def _t_sacrifice(node: Tree[Token]) -> str:
    """CR 701.21a, 603.2: "Whenever you sacrifice another Eldrazi": a permanent of that subtype
    its controller sacrificed, seen as it last was on the battlefield."""
    (subtype,) = tokens_of(node, "SUBTYPE")
    if _when(node) != "Whenever":
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    return _known(f"Whenever you sacrifice another {subtype}")


# -- damage (CR 510.2) ---------------------------------------------------------------------------


@trigger("events_t_combat_damage_player_or_planeswalker")
def _t_combat_damage_player_or_planeswalker(node: Tree[Token]) -> str:
    """CR 510.2, 603.2: "Whenever {this} deals combat damage to a player or planeswalker"."""
    return _known(f"{_when(node)} {SELF} deals combat damage to a player or planeswalker")


# -- restrictions until end of turn (CR 508.1c, 509.1b, 514.2) -----------------------------------

_RESTRICTED = {
    "events_attack": "attack",
    "events_block": "block",
    "events_be_blocked": "be_blocked",
}
_RESTRICTED_WORDS = {
    "attack": "can't attack",
    "block": "can't block",
    "be_blocked": "can't be blocked",
}
_GROUP_KEYS = {"types", "not_types", "colors", "not_colors", "subtypes", "controller", "keywords",
               "not_keywords", "other"}  # fmt: skip


@clause("cant_block_this_turn", "events_cant_be_blocked_this_turn")
def _object_restricted(node: Tree[Token], scope: Scope) -> Data:
    """CR 509.1b, 514.2: "target creature can't block this turn", "… can't be blocked this
    turn"."""
    what = "block" if node.data == "cant_block_this_turn" else "be_blocked"
    (thing,) = [t for t in subtrees(node) if t.data in _OBJECTS]
    number = object_target(thing, scope)
    return {"restrict_this_turn": what, **target_index(number)}


_OBJECTS = {"target_object", "it", "that_object", "another_target", "up_to_one_target"}


@clause("events_group_restricted")
def _group_restricted(node: Tree[Token], scope: Scope) -> Data:
    """CR 508.1c, 509.1b, 611.2c: "creatures without flying can't block this turn": every
    creature the group matches, entering later too (a rule, not characteristics)."""
    group, restricted = subtrees(node)
    each = _group(group)
    if set(each) - _GROUP_KEYS or each.get("types") != ["Creature"]:
        raise NotImplementedText(f"'{text_of(group)}' can't … this turn not implemented")
    return {"restrict_this_turn": _RESTRICTED[str(restricted.data)], "each": each}


def _group(node: Tree[Token]) -> Data:
    """A group with a keyword it has or lacks: "creatures without flying"."""
    parts = subtrees(node)
    if len(parts) == 1:
        return group_filter(parts[0])
    *rest, with_clause = parts
    out = group_filter(Tree(Token("RULE", "noun_group"), list(rest)))
    keyword = keyword_of(subtrees(with_clause)[0])
    if with_clause.data == "with_keyword":
        out["keywords"] = [keyword]
    elif with_clause.data == "without_keyword":
        out["not_keywords"] = [keyword]
    else:
        raise NotImplementedText(f"the group '{text_of(node)}' not implemented")
    return out


@says_instruction("restrict_this_turn")
def _say_restricted(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    what = _RESTRICTED_WORDS[step["restrict_this_turn"]]
    if "each" not in step:
        return f"{render_object(step, targets, mentioned, refs)} {what} this turn"
    each = dict(step["each"])
    with_ = keyword_list(each.pop("keywords")) if "keywords" in each else ""
    without = keyword_list(each.pop("not_keywords")) if "not_keywords" in each else ""
    group = render_group(each)
    group += f" with {with_}" if with_ else ""
    group += f" without {without}" if without else ""
    return f"{group} {what} this turn"


@clause("events_player_cant_cast")
def _player_cant_cast(node: Tree[Token], scope: Scope) -> Data:
    """CR 601.3, 514.2: "target player can't cast spells this turn"."""
    number = add_target(scope, "player")
    return {"cant_cast_this_turn": "target", **target_index(number)}


@says_instruction("cant_cast_this_turn")
def _say_cant_cast(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step.get("cant_cast_this_turn") != "target" or set(step) - {
        "cant_cast_this_turn", "target", "_join"
    }:  # fmt: skip
        raise Unsayable(f"no English for {step}")
    return f"{render_object(step, targets, mentioned, refs)} can't cast spells this turn"


# -- cost changes by the targets (CR 601.2c, 601.2f) ---------------------------------------------


@static("events_costs_less_if_targets")
def _costs_less_if_targets(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 601.2c, 601.2f: "{this} costs {2} less to cast if it targets a blue spell."."""
    (mana,) = tokens_of(node, "MANA")
    amount = str(mana).strip("{}")
    if not amount.isdigit():
        raise NotImplementedText(f"costing {mana} less not implemented")
    article, phrase = subtrees(node)[-2:]
    wanted = noun_filter(phrase)
    if wanted.get("zone") != "stack" or set(wanted) - {"zone", "colors", "types", "not_types"}:
        raise NotImplementedText(f"'if it targets {text_of(phrase)}' not implemented")
    change = {"amount": -int(amount), "spells": {"self": True}, "if_targets": wanted}
    effect = {"affects": "self", "cost_change": change}
    notes = {"render": "events_costs_less_if_targets", "article": text_of(article)}
    return {"static": "", "anywhere": True, "effects": [effect]}, notes


@says_ability("events_costs_less_if_targets")
def _say_costs_less_if_targets(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    change = effect["cost_change"]
    if set(data) != {"static", "anywhere", "effects"} or set(change) != {
        "amount", "spells", "if_targets"
    }:  # fmt: skip
        raise Unsayable(f"no English for {data}")
    wanted = render_filter(change["if_targets"])
    return (
        f"{SELF} costs {{{-change['amount']}}} less to cast if it targets "
        f"{notes.get('article', 'a')} {wanted}."
    )


# -- hexproof from colors (CR 702.11d) ----------------------------------------------------------


@clause("events_hexproof_from")
def _hexproof_from(node: Tree[Token], scope: Scope) -> Data:
    """CR 702.11d, 514.2: "you and permanents you control gain hexproof from blue and from
    black until end of turn"."""
    if tokens_of(node, "SIMPLE_KEYWORD") != ["hexproof"]:
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    colors = [text_of(c) for c in subtrees(node)]
    return {"hexproof_from_this_turn": colors}


@says_instruction("hexproof_from_this_turn")
def _say_hexproof_from(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    colors = step["hexproof_from_this_turn"]
    if set(step) - {"hexproof_from_this_turn", "_join"} or len(colors) != 2:
        raise Unsayable(f"no English for {step}")
    return (
        f"you and permanents you control gain hexproof from {colors[0]} and from {colors[1]} "
        "until end of turn"
    )


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
    if set(out) - {"not_types", "types", "colors", "not_colors", "subtypes"}:
        raise NotImplementedText(f"the spells '{text_of(node)}' not implemented")
    return {**out, "zone": "all"}


def _say_spells(spec: Data) -> str:
    kind = {k: v for k, v in spec.items() if k != "zone"}
    if spec.get("zone") != "all" or kind.get("types"):
        raise Unsayable(f"no English for the spells {spec}")
    if not kind:
        return "spells"
    if set(kind) == {"subtypes"} and len(kind["subtypes"]) == 1:
        return f"{kind['subtypes'][0]} spells"
    if kind.get("subtypes"):
        raise Unsayable(f"no English for the spells {spec}")
    return render_group(kind).removesuffix("permanents") + "spells"


@static("events_cant_cast_above_lands")
def _cant_cast_above_lands(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 601.3, 202.3: "Each opponent can't cast noncreature spells with mana value greater than
    the number of lands that player controls." (Lavinia, Azorius Renegade: X counts as chosen,
    202.3e)."""
    affects = _spells(subtrees(node)[0])
    effect = {"affects": affects, "rules": CANT_CAST_ABOVE_LANDS}
    return {"static": "", "effects": [effect]}, {"render": "events_cant_cast"}


AS_THOUGH_FLASH = "you_may_cast_as_though_they_had_flash"
"""The rule carried out by :mod:`mtgrules.game.prohibitions` (CR 601.3b)."""


@static("events_as_though_flash")
def _as_though_flash(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 601.3b, 702.8a: "You may cast Spirit spells as though they had flash."."""
    affects = _spells(subtrees(node)[0])
    if tokens_of(node, "SIMPLE_KEYWORD") != ["flash"] or not affects.get("subtypes"):
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    effect = {"affects": affects, "rules": AS_THOUGH_FLASH}
    return {"static": "", "effects": [effect]}, {"render": "events_as_though_flash"}


@says_ability("events_as_though_flash")
def _say_as_though_flash(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    if set(data) != {"static", "effects"} or set(effect) != {"affects", "rules"}:
        raise Unsayable(f"no English for {data}")
    spells = _say_spells(effect["affects"])
    return f"You may cast {spells} as though they had flash."


@says_ability("events_cant_cast")
def _say_cant_cast_above_lands(data: Data, notes: Data, targets: list[Any]) -> str:
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


# -- the number of colors (CR 105.2-105.4) -------------------------------------------------------

_COLOR_COUNTS = {
    "events_monocolored": {"at_least": 1, "at_most": 1},
    "events_multicolored": {"at_least": 2},
    "events_colorless": {"at_least": 0, "at_most": 0},
}


@filter_part(*_COLOR_COUNTS)
def _color_count(node: Tree[Token], out: Data) -> None:
    """CR 105.2-105.4: "monocolored" (exactly one color), "multicolored" (two or more),
    "colorless" (none) as an adjective of a noun phrase."""
    if "color_count" in out:
        raise NotImplementedText(f"two numbers of colors at '{text_of(node)}' not implemented")
    out["color_count"] = dict(_COLOR_COUNTS[str(node.data)])


# -- a card of your graveyard put on top of your library (CR 401.1) ------------------------------


@clause("events_put_on_top_of_your_library")
def _put_on_top_of_your_library(node: Tree[Token], scope: Scope) -> Data:
    """CR 401.1: "put target instant or sorcery card from your graveyard on top of your
    library": a card you own, so your library is its owner's (the instruction that puts a
    target card on top of its owner's library)."""
    (what,) = subtrees(node)
    if what.data != "target_object":
        raise NotImplementedText(
            f"putting '{text_of(what)}' on top of your library not implemented"
        )
    number = object_target(what, scope)
    spec = scope.targets[number - 1]
    if not isinstance(spec, dict) or (spec.get("zone"), spec.get("owner")) != ("graveyard", "you"):
        raise NotImplementedText(
            f"putting '{text_of(what)}' on top of your library not implemented"
        )
    return {"put_on_top": "target", **target_index(number), "_your_library": True}


# -- Necropotence: skipping a step, discards, exiling face down (CR 614.10, 701.9a, 406.3) --------

SKIP_DRAW_STEP = "skip_your_draw_step"
"""The rule carried out by :mod:`mtgrules.game.player_rules` (CR 614.10)."""


@static("events_skip_draw_step")
def _skip_draw_step(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 614.1b, 614.10: "Skip your draw step." (for the ability's controller)."""
    effect = {"affects": "self", "rules": SKIP_DRAW_STEP}
    return {"static": "", "effects": [effect]}, {"render": "events_skip_draw_step"}


@says_ability("events_skip_draw_step")
def _say_skip_draw_step(data: Data, notes: Data, targets: list[Any]) -> str:
    if data != {"static": "", "effects": [{"affects": "self", "rules": SKIP_DRAW_STEP}]}:
        raise Unsayable(f"no English for {data}")
    return "Skip your draw step."


_DISCARDERS = {
    "events_you": "you discard",
    "events_a_player": "a player discards",
    "events_an_opponent": "an opponent discards",
}


@trigger("events_t_discard")
def _t_discard(node: Tree[Token]) -> str:
    """CR 603.2, 701.9a: "Whenever you discard a card" (once for each card discarded)."""
    who = _DISCARDERS[str(subtrees(node)[1].data)]
    if _when(node) != "Whenever":
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    return _known(f"Whenever {who} a card")


@clause("events_exile_that_card")
def _exile_that_card(node: Tree[Token], scope: Scope) -> Data:
    """CR 603.2, 406.2: "exile that card from your graveyard": the card a discard trigger's
    event put into the graveyard (carried out by :mod:`mtgrules.game.exiling`)."""
    return {"exile_that_card": "graveyard"}


@says_instruction("exile_that_card")
def _say_exile_that_card(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if step.get("exile_that_card") != "graveyard" or set(step) - {"exile_that_card", "_join"}:
        raise Unsayable(f"no English for {step}")
    return "exile that card from your graveyard"


_FACE_DOWN = "to_hand_at_your_next_end_step"


@sentence("events_exile_face_down_until_end_step")
def _exile_face_down(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 406.3, 603.7a: "Exile the top card of your library face down. Put that card into your
    hand at the beginning of your next end step." (one instruction: the card and the delayed
    trigger about it, :mod:`mtgrules.game.exiling`)."""
    return [{"exile_top_face_down": _FACE_DOWN}]


@says_instruction("exile_top_face_down")
def _say_exile_face_down(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if step.get("exile_top_face_down") != _FACE_DOWN or set(step) - {"exile_top_face_down"}:
        raise Unsayable(f"no English for {step}")
    return (
        "exile the top card of your library face down. Put that card into your hand at the "
        "beginning of your next end step"
    )


# -- other permanents entering tapped (CR 614.12) -------------------------------------------------

ENTER_TAPPED = "enter_the_battlefield_tapped"
"""The rule carried out by :mod:`mtgrules.game.replacement` (CR 614.1c, 614.12)."""


@static("events_others_enter_tapped")
def _others_enter_tapped(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 614.1c, 614.12: "Nonbasic lands your opponents control enter the battlefield
    tapped.": the permanents the group matches as they would exist on the battlefield."""
    group, battlefield = subtrees(node)
    affects = group_filter(group)
    if set(affects) - _GROUP_KEYS - {"supertypes", "not_supertypes"} or not affects.get("types"):
        raise NotImplementedText(f"'{text_of(group)}' entering tapped not implemented")
    effect = {"affects": affects, "rules": ENTER_TAPPED}
    notes = {"render": "events_others_enter_tapped", "battlefield": bool(text_of(battlefield))}
    return {"static": "", "effects": [effect]}, notes


@says_ability("events_others_enter_tapped")
def _say_others_enter_tapped(data: Data, notes: Data, targets: list[Any]) -> str:
    effects = data.get("effects", [])
    if set(data) != {"static", "effects"} or len(effects) != 1:
        raise Unsayable(f"no English for {data}")
    (effect,) = effects
    if set(effect) != {"affects", "rules"} or effect["rules"] != ENTER_TAPPED:
        raise Unsayable(f"no English for {data}")
    where = " the battlefield" if notes.get("battlefield") else ""
    return f"{capitalize(render_group(effect['affects']))} enter{where} tapped."


# -- losing keyword abilities until end of turn (CR 613.1f, 611.2c) -------------------------------


def _lost(node: Tree[Token]) -> list[str]:
    (keywords,) = [t for t in subtrees(node) if t.data == "events_keywords"]
    return [str(k).capitalize() for k in tokens_of(keywords, "SIMPLE_KEYWORD")]


@clause("events_group_loses")
def _group_loses(node: Tree[Token], scope: Scope) -> Data:
    """CR 613.1f, 611.2c: "permanents your opponents control lose hexproof and indestructible
    until end of turn": the permanents there as it resolves lose them (layer 6)."""
    affects = group_filter(subtrees(node)[0])
    if set(affects) - _GROUP_KEYS:
        raise NotImplementedText(f"'{text_of(subtrees(node)[0])}' losing abilities not implemented")
    effect = {"affects": affects, "lose_abilities": _lost(node), "duration": "end_of_turn"}
    return {"effect": effect, "_events_loses": True}


@clause("events_object_loses")
def _object_loses(node: Tree[Token], scope: Scope) -> Data:
    """CR 613.1f: "target creature loses flying until end of turn"."""
    what = subtrees(node)[0]
    if what.data != "target_object":
        raise NotImplementedText(f"'{text_of(what)}' losing abilities not implemented")
    number = object_target(what, scope)
    effect = {"affects": "target", "lose_abilities": _lost(node), "duration": "end_of_turn"}
    return {"effect": effect, **target_index(number), "_events_loses": True}


@says_instruction("_events_loses")
def _say_loses(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    effect = step["effect"]
    if set(effect) != {"affects", "lose_abilities", "duration"} or set(step) - {
        "effect", "_events_loses", "target", "_join"
    }:  # fmt: skip
        raise Unsayable(f"no English for {step}")
    lost = " and ".join(k.lower() for k in effect["lose_abilities"])
    if effect["affects"] == "target":
        return f"{render_object(step, targets, mentioned, refs)} loses {lost} until end of turn"
    return f"{render_group(effect['affects'])} lose {lost} until end of turn"


# -- damage that can't be prevented (CR 615.12) ---------------------------------------------------

DAMAGE_CANT_BE_PREVENTED = "damage_cant_be_prevented"
"""The rule carried out by :mod:`mtgrules.game.prevention` (CR 615.12)."""


@static("events_damage_cant_be_prevented")
def _damage_cant_be_prevented(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 615.12: "Damage can't be prevented." (for every player, as long as its source is on
    the battlefield)."""
    effect = {"affects": "self", "rules": DAMAGE_CANT_BE_PREVENTED}
    return {"static": "", "effects": [effect]}, {"render": "events_damage_cant_be_prevented"}


@says_ability("events_damage_cant_be_prevented")
def _say_damage_cant_be_prevented(data: Data, notes: Data, targets: list[Any]) -> str:
    wanted = {"static": "", "effects": [{"affects": "self", "rules": DAMAGE_CANT_BE_PREVENTED}]}
    if data != wanted:
        raise Unsayable(f"no English for {data}")
    return "Damage can't be prevented."


# -- the monarch (CR 725) and a delayed trigger lasting this turn (603.7b) -------------------------

_DEAL_COMBAT_DAMAGE = (
    "Whenever one or more creatures you control deal combat damage to one or more players"
)


@clause("monarch")
def _become_monarch(node: Tree[Token], scope: Scope) -> Data:
    """CR 725.1, 725.3: "you become the monarch"."""
    return {"monarch": True}


@says_instruction("monarch")
def _say_become_monarch(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if set(step) - {"monarch", "_join"} or step["monarch"] is not True:
        raise NotImplementedText(f"no English for {step}")
    return "you become the monarch"


@sentence("events_this_turn_combat_damage")
def _this_turn_combat_damage(node: Tree[Token], scope: Scope) -> list[Data]:
    """CR 603.7b, 510.2: "Whenever one or more creatures you control deal combat damage to one
    or more players this turn, [instructions].": a delayed triggered ability that triggers once
    in each combat damage step in which they do, for the rest of the turn."""
    steps = clauses_of(subtrees(node)[-1], Scope())
    body = render_instructions(steps, [], [])
    return [
        {
            "delayed": "this_turn",
            "trigger": _DEAL_COMBAT_DAMAGE,
            "text": f"{_DEAL_COMBAT_DAMAGE}, {lower_first(body)}",
            "do": steps,
            "_events_this_turn": True,
        }
    ]


@says_instruction("_events_this_turn")
def _say_this_turn(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    if step["trigger"] != _DEAL_COMBAT_DAMAGE:
        raise Unsayable(f"no English for the delayed ability {step}")
    body = render_instructions(step["do"], [], [])
    return f"{_DEAL_COMBAT_DAMAGE.lower()} this turn, {lower_first(body).removesuffix('.')}"
