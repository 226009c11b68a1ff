"""The targets family: the players and objects instructions are about (CR 115, 608.2b-c).

Damage to players — "each opponent", "target opponent", "you", and "that player" (the player
a trigger event is about, bound as the ability triggers: :mod:`mtgrules.game.event_players`) —
and player instructions for "that player" / "they" ("Whenever an opponent draws a card, they
lose 2 life").

Instructions built here carry the note ``_targets`` (the words the text used for its player or
object), which says them back through :func:`_say`.
"""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle.builder import (
    Scope,
    add_target,
    amount_of,
    object_target,
    subject_of,
    target_index,
)
from mtgrules.cards.oracle.filters import (
    TYPE_NOUNS,
    adjectives_into,
    counted_filter,
    group_filter,
    noun_filter,
)
from mtgrules.cards.oracle.reading import find_child, keyword_of, subtrees, text_of, tokens_of
from mtgrules.cards.oracle.registry import (
    clause,
    filter_part,
    says_ability,
    says_filter,
    says_instruction,
    sentence,
    static,
    trigger,
)
from mtgrules.cards.oracle.render import (
    Unsayable,
    cards_phrase,
    keyword_list,
    render_filter,
    render_group,
    render_object,
)
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import WORDS_FOR_NUMBERS, NotImplementedText
from mtgrules.model.triggers import read_trigger

Data = dict[str, Any]
Node = Tree[Token]

THAT_PLAYER = "that_player"
"""The ``player`` of an instruction about the player its trigger event is about."""


def _event_player(node: Tree[Token], scope: Scope) -> None:
    """ "That player" / "they" with no player named before it: in a triggered ability, the
    player its trigger event is about (bound as it triggers); a spell's or ability's named
    player otherwise, which isn't read yet."""
    if not scope.it_is_self or scope.targets or scope.player:
        raise NotImplementedText(f"'{text_of(node)}' after a named player not implemented")


# -- damage to players (CR 120.3) --------------------------------------------------------------


@clause("damage_to_each_opponent")
def _damage_each_opponent(node: Tree[Token], scope: Scope) -> Data:
    """CR 120.3: "{this} deals 2 damage to each opponent" (Guttersnipe)."""
    amount = amount_of(subtrees(node)[0])
    return {"_targets": "each opponent", "damage": amount, "player": "each_opponent"}


@clause("damage_to_that_player")
def _damage_that_player(node: Tree[Token], scope: Scope) -> Data:
    """CR 120.3, 603.2: "{this} deals 2 damage to that player" (the player the trigger event
    is about: Eidolon of the Great Revel)."""
    _event_player(node, scope)
    amount = amount_of(subtrees(node)[0])
    return {"_targets": "that player", "damage": amount, "player": THAT_PLAYER}


@clause("damage_to_to_you")
def _damage_you(node: Tree[Token], scope: Scope) -> Data:
    """CR 120.3: "{this} deals 1 damage to you" (its controller)."""
    amount = amount_of(subtrees(node)[0])
    return {"_targets": "you", "damage": amount, "player": "you"}


@clause("damage_to_target_opponent")
def _damage_target_opponent(node: Tree[Token], scope: Scope) -> Data:
    """CR 115.1, 120.3: "it deals 1 damage to target opponent" (Jagged Barrens)."""
    amount = amount_of(subtrees(node)[0])
    number = add_target(scope, "opponent")
    return {"_targets": "target", "damage": amount, **target_index(number)}


_EACH_KEYS = {"types", "any_types", "not_types", "colors", "not_colors", "subtypes",
              "not_subtypes", "controller", "keywords", "not_keywords", "other",
              "_opponents"}  # fmt: skip


def _each(node: Tree[Token]) -> Data:
    """The objects of "each creature your opponents control" (all of them at once, 608.2c)."""
    each = counted_filter(node)
    if set(each) - _EACH_KEYS:
        raise NotImplementedText(f"damage to each '{text_of(node)}' not implemented")
    return each


@clause("damage_to_each_object")
def _damage_each_object(node: Tree[Token], scope: Scope) -> Data:
    """CR 120.3, 608.2c: "{this} deals 1 damage to each creature your opponents control"
    (Iroh's Demonstration): to each at once."""
    amount = amount_of(subtrees(node)[0])
    each = _each(subtrees(subtrees(subtrees(node)[1])[0])[0])
    subject = {"_subject": "it"} if str(node.children[0]) == "it" else {}
    return {"_targets": "each", "damage": amount, "each": each, **subject}


@clause("damage_each")
def _damage_each(node: Tree[Token], scope: Scope) -> Data:
    """CR 120.3, 608.2c: "{this} deals 1 damage to each creature and each player" (Pestilence),
    "… to each player", "… to each opponent": every one of them at once."""
    amount = amount_of(subtrees(node)[0])
    words = [str(t) for t in node.children if isinstance(t, Token)]
    out: Data = {"_targets": "each", "damage": amount}
    phrase = find_child(node, "noun_phrase")
    if phrase is not None:
        out["each"] = _each(phrase)
    if words[-1] in ("player", "opponent"):
        out["player"] = "each_player" if words[-1] == "player" else "each_opponent"
    if words[0] == "it":
        out["_subject"] = "it"
    return out


@clause("targets_damage_opponents_and_theirs")
def _damage_opponents_and_theirs(node: Tree[Token], scope: Scope) -> Data:
    """CR 120.3, 608.2c: "{this} deals 1 damage to each opponent and each creature and
    planeswalker they control" (End the Festivities): all of them at once."""
    amount = amount_of(subtrees(node)[0])
    kinds = [text_of(n) for n in subtrees(node)[1:]]
    if not all(k in TYPE_NOUNS for k in kinds):
        raise NotImplementedText(f"damage to each '{' and '.join(kinds)}' not implemented")
    each = {"any_types": [TYPE_NOUNS[k] for k in kinds], "controller": "opponent", "_they": True}
    return {"_targets": "each", "damage": amount, "player": "each_opponent", "each": each}


@filter_part("opponents_control")
def _opponents_control(node: Tree[Token], out: Data) -> None:
    """CR 109.4: "creature your opponents control" (any of them)."""
    out["controller"] = "opponent"
    out["_opponents"] = True


@clause("damage_to_targets_each_of_targets")
def _damage_each_of_targets(node: Tree[Token], scope: Scope) -> Data:
    """CR 115.1, 601.2c: "{this} deals 1 damage to each of one or two targets" (Prismari
    Charm): one word "target" taking one or two different objects or players, each dealt the
    damage. Only when it is the ability's one word "target"."""
    if scope.targets:
        raise NotImplementedText("several targets after another word 'target' not implemented")
    amount = amount_of(subtrees(node)[0])
    add_target(scope, {"any": True, "min": 1, "max": 2})
    return {"_targets": "each of", "damage": amount, "to": "targets"}


@filter_part("with_keyword")
def _group_with_keyword(node: Tree[Token], out: Data) -> None:
    """CR 702.1: "creatures you control with flying" (a group with a keyword ability)."""
    out.setdefault("keywords", []).append(keyword_of(subtrees(node)[0]))
    out["_group_with"] = True


@says_filter("_group_with")
def _say_group_with(spec: Data, plural: bool) -> str:
    if not plural:
        raise Unsayable("a single object 'with' a keyword said as a group")
    rest = {k: v for k, v in spec.items() if k not in ("keywords", "_group_with")}
    return f"{render_group(rest)} with {keyword_list(spec['keywords'])}"


_RECIPIENTS = {"any_target": "any", "target_player": "player", "target_opponent": "opponent",
               "target_player_or_planeswalker": "player or planeswalker"}  # fmt: skip


@clause("targets_more_damage")
def _more_damage(node: Tree[Token], scope: Scope) -> Data:
    """CR 120.3: "… and 2 damage to target creature you control" (Reckless Rage): more damage
    from the same source, to another target, as one instruction each (608.2c)."""
    amount = amount_of(subtrees(node)[0])
    recipient = subtrees(node)[1]
    if recipient.data in _RECIPIENTS:
        number = add_target(scope, _RECIPIENTS[str(recipient.data)])
    elif recipient.data == "to_object" and subtrees(recipient)[0].data == "target_object":
        number = object_target(subtrees(recipient)[0], scope)
    else:
        raise NotImplementedText(f"damage to '{text_of(recipient)}' not implemented")
    return {"_targets": "more", "damage": amount, **target_index(number)}


@clause("damage_to_targets_that_spells_controller")
def _damage_spells_controller(node: Tree[Token], scope: Scope) -> Data:
    """CR 120.3, 603.2: "{this} deals 2 damage to that spell's controller" (Bonecrusher Giant:
    the controller of the spell that targeted it, the trigger event's player)."""
    _event_player(node, scope)
    amount = amount_of(subtrees(node)[0])
    return {"_targets": "that spell's controller", "damage": amount, "player": THAT_PLAYER}


# -- player instructions for the event's player (CR 603.2) -------------------------------------


@clause("player_p_that", "player_p_targets_they")
def _that_player(node: Tree[Token], scope: Scope) -> Data:
    """CR 603.2: "that player loses 1 life" (Scrawling Crawler), "they lose 2 life"
    (Sheoldred, the Apocalypse): the player the trigger event is about."""
    _event_player(node, scope)
    words = "they" if node.data == "p_targets_they" else "that player"
    scope.player = {"player": THAT_PLAYER, "_targets": words}
    return dict(scope.player)


# -- "X or Y" filters (CR 115.1, 109.2) ---------------------------------------------------------

_PLURAL_ALTERNATIVES = {f"{word}s": name for word, name in TYPE_NOUNS.items() if word != "sorcery"}


def _alternative(word: str) -> Data:
    """One noun of "X or Y" as a filter of its own: a card type, "spell", "permanent", or a
    subtype ("Vehicle")."""
    if word == "spell":
        return {"zone": "stack"}
    if word == "permanent":
        return {"zone": "battlefield"}
    if word in TYPE_NOUNS:
        return {"zone": "battlefield", "types": [TYPE_NOUNS[word]]}
    if word[:1].isupper() and " " not in word:
        return {"zone": "battlefield", "subtypes": [word]}
    raise NotImplementedText(f"'{word}' in a filter 'X or Y' not implemented")


def _either(alternatives: list[Data], out: Data) -> None:
    """The filter of "X or Y": the zones of both, and each alternative's own."""
    zones = list(dict.fromkeys(a["zone"] for a in alternatives))
    out["zone"] = zones[0] if len(zones) == 1 else zones
    out["any_of"] = alternatives


@filter_part("noun_alternatives")
def _noun_alternatives(node: Tree[Token], out: Data) -> None:
    """CR 115.1: "target creature or Vehicle" (Bounce Off), "target spell or permanent"
    (Jeskai Revelation), "target creature or land card from a graveyard" (Pulse of Murasa:
    card types, one filter)."""
    words = [text_of(n) for n in subtrees(node)]
    if words[-1].endswith(" card") and all(w.removesuffix(" card") in TYPE_NOUNS for w in words):
        out["any_types"] = [TYPE_NOUNS[w.removesuffix(" card")] for w in words]
        out["_card"] = True
        return
    _either([_alternative(w) for w in words], out)


@filter_part("targets_or_qualified")
def _or_qualified(node: Tree[Token], out: Data) -> None:
    """CR 115.1: "target spell or nonland permanent an opponent controls" (Sink into Stupor):
    the adjectives are the second noun's."""
    first, adjectives, second = subtrees(node)
    qualified = _alternative(text_of(second))
    adjectives_into(adjectives, qualified)
    if set(qualified) - {"zone", "types", "not_types", "colors", "not_colors"}:
        raise NotImplementedText(f"the filter '{text_of(node)}' not implemented")
    _either([_alternative(text_of(first)), qualified], out)


@filter_part("targets_and_or")
def _and_or(node: Tree[Token], out: Data) -> None:
    """CR 115.1: "artifacts and/or enchantments": objects of either type (an object of both is
    one of them)."""
    nouns = [text_of(n) for n in subtrees(node)]
    if not all(n in _PLURAL_ALTERNATIVES for n in nouns):
        raise NotImplementedText(f"the group '{text_of(node)}' not implemented")
    out["any_types"] = [_PLURAL_ALTERNATIVES[n] for n in nouns]
    out["_and_or"] = True


@filter_part("targets_thats_colors")
def _thats_colors(node: Tree[Token], out: Data) -> None:
    """CR 105.2: "… that's red or green" (either color)."""
    out["colors"] = [text_of(c).capitalize() for c in subtrees(node)]
    out["_thats"] = True


@says_filter("any_of")
def _say_either(spec: Data, plural: bool) -> str:
    if plural:
        raise Unsayable("a group 'X or Y'")
    alternatives = [render_filter(dict(a)) for a in spec["any_of"]]
    rest = {k: v for k, v in spec.items() if k not in ("any_of", "zone")}
    if set(rest) - {"controller", "_you_dont", "colors", "_thats"}:
        raise Unsayable(f"no English for 'X or Y' with {sorted(rest)}")
    if "colors" in rest and not rest.get("_thats"):
        raise Unsayable("colors before 'X or Y'")
    text = " or ".join(alternatives)
    if rest.get("colors"):
        text += " that's " + " or ".join(c.lower() for c in rest["colors"])
    if rest.get("controller") == "you":
        text += " you control"
    elif rest.get("controller") == "opponent":
        text += " you don't control" if rest.get("_you_dont") else " an opponent controls"
    return text


# -- several objects for one word "target" (CR 115.1, 601.2c) ----------------------------------

_MANY_VERBS = {
    "targets_destroy": "destroy", "targets_exile": "exile", "targets_tap": "tap",
    "targets_untap": "untap", "targets_bounce": "return",
}  # fmt: skip


def _many_filter(node: Tree[Token]) -> Data:
    """The objects of "up to two target creatures" / "any number of target spells"."""
    plural = find_child(node, "plural_alternatives")
    if plural is not None and [text_of(n) for n in subtrees(plural)] == ["spells"]:
        rest = [c for c in subtrees(node) if c is not plural]
        if rest:
            raise NotImplementedText(f"the spells '{text_of(node)}' not implemented")
        return {"zone": "stack"}
    return group_filter(node)


@clause(*_MANY_VERBS)
def _many(node: Tree[Token], scope: Scope) -> Data:
    """CR 115.1, 601.2c: "destroy up to two target artifacts and/or enchantments" (Force of
    Vigor), "tap up to two target creatures" (Eddymurk Crab), "exile any number of target
    spells" (Mindbreak Trap): one word "target" taking several different objects (115.3), the
    instruction done to each of them. Only when it is the ability's one word "target"."""
    if scope.targets:
        raise NotImplementedText("several objects for a second word 'target' not implemented")
    many = subtrees(node)[0]
    spec = _many_filter(subtrees(many)[-1])
    if many.data == "targets_up_to":
        spec.update({"min": 0, "max": amount_of(subtrees(many)[0])})
    elif many.data == "targets_exactly":
        number = amount_of(subtrees(many)[0])
        spec.update({"min": number, "max": number})
    else:
        spec.update({"min": 0, "max": _ANY_NUMBER})
    add_target(scope, spec)
    verb = _MANY_VERBS[str(node.data)]
    out: Data = {"_targets": "many", verb: "targets"}
    if verb == "return":
        out["to"] = "hand"
    return out


_ANY_NUMBER = 99
"""CR 601.2c: "any number of target spells": as many as there are (a bound no game reaches)."""


def _say_each(step: Data) -> str:
    subject = "it" if step.get("_subject") == "it" else SELF
    parts = []
    player = step.get("player")
    each = dict(step.get("each") or {})
    if each.pop("_they", False):
        kinds = " and ".join(t.lower() for t in each.pop("any_types"))
        if player != "each_opponent" or each != {"controller": "opponent"}:
            raise Unsayable(f"no English for damage to each {step['each']}")
        return f"{subject} deals {step['damage']} damage to each opponent and each {kinds} they control"
    if each:
        parts.append("each " + _say_each_filter(each))
    if player is not None:
        parts.append({"each_player": "each player", "each_opponent": "each opponent"}[player])
    return f"{subject} deals {step['damage']} damage to {' and '.join(parts)}"


def _say_each_filter(each: Data) -> str:
    if each.pop("_opponents", False):
        return render_filter(each).replace(" an opponent controls", " your opponents control")
    return render_filter(each)


def _say_many(step: Data, targets: list[Any], mentioned: set[int]) -> str:
    if len(targets) != 1:
        raise Unsayable("several objects for one of several words 'target'")
    mentioned.add(1)
    spec = dict(targets[0])
    least, most = spec.pop("min"), spec.pop("max")
    and_or = spec.pop("_and_or", False)
    if spec.get("zone") == "stack" and set(spec) == {"zone"}:
        group = "spells"
    elif and_or:
        kinds = [t.lower() + "s" for t in spec.pop("any_types")]
        group = render_group(spec).removesuffix("permanents").strip()
        group = " ".join([group, " and/or ".join(kinds)]).strip()
    else:
        group = render_group(spec)
    if most == _ANY_NUMBER and least == 0:
        count = "any number of"
    elif least == 0:
        count = f"up to {WORDS_FOR_NUMBERS[most]}"
    elif least == most:
        count = str(WORDS_FOR_NUMBERS[most])
    else:
        raise Unsayable(f"between {least} and {most} targets")
    verb = next(v for v in ("destroy", "exile", "tap", "untap", "return") if v in step)
    text = f"{verb} {count} target {group}"
    return text + " to their owners' hands" if verb == "return" else text


# -- trigger events (CR 603.2) -----------------------------------------------------------------


def _known(text: str) -> str:
    """CR 603.1: the trigger condition ``text``, if the game's trigger language reads it."""
    if read_trigger(text) is None:
        raise NotImplementedText(f"the trigger '{text}' not implemented")
    return text


def _when(node: Tree[Token]) -> str:
    return "Whenever" if find_child(node, "whenever") is not None else "When"


@trigger("targets_t_play_land")
def _t_play_land(node: Tree[Token]) -> str:
    """CR 305.1, 603.2: "When you play another land" (City of Traitors): playing one, not
    putting one onto the battlefield otherwise."""
    article = text_of(subtrees(node)[1])
    if article not in ("a", "another"):
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    return _known(f"{_when(node)} you play {article} land")


@trigger("targets_t_becomes_target")
def _t_becomes_target(node: Tree[Token]) -> str:
    """CR 115.10, 603.2: "Whenever {this} becomes the target of a spell" (Bonecrusher
    Giant)."""
    return _known(f"{_when(node)} {SELF} becomes the target of a spell")


@trigger("targets_t_leaves_graveyard")
def _t_leaves_graveyard(node: Tree[Token]) -> str:
    """CR 603.10a: "Whenever an instant or sorcery card leaves your graveyard" (Murktide
    Regent)."""
    article, phrase = (text_of(t) for t in subtrees(node)[1:3])
    if _when(node) != "Whenever" or article not in ("a", "an") or not phrase.endswith(" card"):
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    return _known(f"Whenever {article} {phrase} leaves your graveyard")


# -- permanents chosen as it resolves (CR 608.2d) ---------------------------------------------


@clause("targets_return_chosen")
def _return_chosen(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2d, 400.7: "return a land you control to its owner's hand" (Rakdos Carnarium):
    its controller chooses one of theirs as it resolves (none: nothing happens)."""
    article, phrase = subtrees(node)[0], subtrees(node)[1]
    spec = noun_filter(phrase)
    if text_of(article) not in ("a", "an") or spec.pop("controller", None) != "you":
        raise NotImplementedText(f"returning '{text_of(node)}' not implemented")
    if set(spec) - {"types", "any_types", "not_types", "subtypes", "colors", "other", "token"}:
        raise NotImplementedText(f"returning '{text_of(node)}' not implemented")
    return {"_targets": "chosen", "choose_permanent": spec, "act": "return"}


def _say_chosen(step: Data) -> str:
    spec = {**step["choose_permanent"], "controller": "you"}
    noun = render_filter(spec)
    article = "an" if noun[:1] in "aeiou" else "a"
    return f"return {article} {noun} to its owner's hand"


@clause("targets_top_or_bottom")
def _top_or_bottom(node: Tree[Token], scope: Scope) -> Data:
    """CR 401.1: "Choose target spell or permanent that's red or green. Its owner puts it on
    the top or bottom of their library." (Aether Gust)."""
    number = object_target(subtrees(node)[0], scope)
    return {"_targets": "top or bottom", "owner_puts_top_or_bottom": "target",
            **target_index(number)}  # fmt: skip


# -- the chain spells (CR 707.10) -------------------------------------------------------------

_CHAIN = "If the player does, they may copy {this} and may choose a new target for that copy"


@clause("targets_chain_pay", "targets_chain_sacrifice")
def _chain(node: Tree[Token], scope: Scope) -> Data:
    """CR 707.10, 608.2d: "Then that player or that permanent's controller may pay {R}{R}. If the
    player does, they may copy {this} and may choose a new target for that copy." (Chain
    Lightning; Chain of Vapor's "may sacrifice a land"): about the spell's one target."""
    if len(scope.targets) != 1:
        raise NotImplementedText("a chain after several targets not implemented")
    if scope.last != 1:
        raise NotImplementedText("'that player or that permanent' before a target not implemented")
    if node.data == "targets_chain_pay":
        cost = "".join(str(t) for t in tokens_of(node, "MANA"))
        return {"_targets": "chain", "chain_copy": "target", "paying": cost}
    article, phrase = subtrees(node)[0], subtrees(node)[1]
    spec = noun_filter(phrase)
    if text_of(article) not in ("a", "an") or set(spec) - {"types", "subtypes"}:
        raise NotImplementedText(f"sacrificing '{text_of(phrase)}' to copy not implemented")
    return {"_targets": "chain", "chain_copy": "target", "sacrificing": spec}


def _say_chain(step: Data) -> str:
    if "paying" in step:
        first = f"that player or that permanent's controller may pay {step['paying']}"
    else:
        noun = render_filter(step["sacrificing"])
        article = "an" if noun[:1] in "aeiou" else "a"
        first = f"that permanent's controller may sacrifice {article} {noun}"
    return f"{first}. {_CHAIN.replace('{this}', SELF)}"


# -- the remaining statics ---------------------------------------------------------------------


@static("targets_tapped_not_your_turn")
def _tapped_not_your_turn(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 614.1c: "{this} enters tapped if it's not your turn." (Eddymurk Crab: flashed in on
    an opponent's turn, it enters tapped)."""
    data = {"static": "", "enters": {"tapped": True, "not_your_turn": True}}
    return data, {"render": "targets_tapped_not_your_turn"}


@says_ability("targets_tapped_not_your_turn")
def _say_tapped_not_your_turn(data: Data, notes: Data, targets: list[Any]) -> str:
    if data["enters"] != {"tapped": True, "not_your_turn": True}:
        raise Unsayable(f"no English for entering {data['enters']}")
    return f"{SELF} enters tapped if it's not your turn."


@static("targets_anthem_quoted")
def _anthem_quoted(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 611.3, 702.21a: "Other creatures you control have "Ward — Pay 2 life."" (Hexing
    Squelcher): a keyword ability with its own period, granted in quotes."""
    affects, surface = subject_of(subtrees(node)[0])
    granted = keyword_of(subtrees(node)[-1])
    if not granted.endswith(".") or not isinstance(affects, dict):
        raise NotImplementedText(f"granting '{granted}' in quotes not implemented")
    effect = {"affects": affects, "add_abilities": [granted]}
    verb = str(node.children[1].children[0]) if isinstance(node.children[1], Tree) else "have"
    return {"static": "", "effects": [effect]}, {**surface, "render": "targets_anthem_quoted",
                                                 "verb": verb}  # fmt: skip


@says_ability("targets_anthem_quoted")
def _say_anthem_quoted(data: Data, notes: Data, targets: list[Any]) -> str:
    (effect,) = data["effects"]
    if set(effect) != {"affects", "add_abilities"} or len(effect["add_abilities"]) != 1:
        raise Unsayable(f"no English for {effect}")
    subject = render_group(effect["affects"])
    if notes.get("all"):
        subject = "all " + subject
    return f'{subject[:1].upper()}{subject[1:]} {notes["verb"]} "{effect["add_abilities"][0]}"'


@clause("player_p_targets_each_player_who")
def _each_player_who(node: Tree[Token], scope: Scope) -> Data:
    """CR 109.4: "each player who controls a creature with power 4 or greater" (Shatter the
    Sky): of all players, in turn order, those who control such an object as it resolves."""
    article, phrase = subtrees(node)[0], subtrees(node)[1]
    spec = counted_filter(phrase)
    if text_of(article) not in ("a", "an") or spec.get("controller") or spec.get("other"):
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    scope.player = {"player": "each_player", "who": spec, "_targets": "each player who"}
    return dict(scope.player)


# -- saying them back --------------------------------------------------------------------------


@says_instruction("_targets")
def _say(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    words = step["_targets"]
    if words == "many":
        return _say_many(step, targets, mentioned)
    if words == "each":
        return _say_each(step)
    if words == "chosen":
        return _say_chosen(step)
    if words == "chain":
        return _say_chain(step)
    if words == "top or bottom":
        what = render_object(step, targets, mentioned, refs)
        return f"choose {what}. Its owner puts it on the top or bottom of their library"
    if words == "each of":
        if len(targets) != 1:
            raise Unsayable("each of one or two targets beside another word 'target'")
        mentioned.add(1)
        return f"{SELF} deals {step['damage']} damage to each of one or two targets"
    if words == "more":
        return f"{step['damage']} damage to {render_object(step, targets, mentioned, refs)}"
    if "damage" in step:
        subject = "it" if step.get("_subject") == "it" else SELF
        who = render_object(step, targets, mentioned, refs) if words == "target" else words
        return f"{subject} deals {step['damage']} damage to {who}"
    for verb, (plural, singular) in _PLAYER_VERBS.items():
        if verb in step:
            amount = step[verb]
            what = f"{amount} life" if verb.endswith("_life") else cards_phrase(amount)
            if words == "each player who":
                noun = render_filter(step["who"])
                article = "an" if noun[:1] in "aeiou" else "a"
                words = f"each player who controls {article} {noun}"
            return f"they {plural} {what}" if words == "they" else f"{words} {singular} {what}"
    raise Unsayable(f"no English for {sorted(step)}")


_PLAYER_VERBS = {
    "draw": ("draw", "draws"),
    "discard": ("discard", "discards"),
    "mill": ("mill", "mills"),
    "gain_life": ("gain", "gains"),
    "lose_life": ("lose", "loses"),
}


# -- a bound that is X (CR 107.3, 202.3) ----------------------------------------------------------


@filter_part("targets_mv_x", "targets_mv_x_or_less")
def _mv_x(node: Tree[Token], out: dict[str, Any]) -> None:
    """CR 107.3, 202.3: "with mana value X [or less]": X of the spell or ability (a target's
    bound is fixed as X is announced, 601.2b)."""
    out["mana_value"] = {"at_most" if node.data == "targets_mv_x_or_less" else "equal": "X"}


# -- a target that depends on another (CR 115.1, 601.2c) -----------------------------------------

_THEIR_CREATURE = {"types": ["Creature"], "controlled_by_target": 1}
"""A creature the player who is target 1 controls, or the controller of the planeswalker that
is target 1 ("target creature that player or that planeswalker's controller controls")."""


def _two_damages(node: Node) -> tuple[Any, Any]:
    first, second = (amount_of(a) for a in subtrees(node)[-2:])
    if not isinstance(first, int) or not isinstance(second, int):
        raise NotImplementedText(f"'{text_of(node)}' not implemented")
    return first, second


@sentence("targets_damage_player_and_their_creature")
def _damage_player_and_their_creature(node: Node, scope: Scope) -> list[Data]:
    """CR 115.1, 601.2c, 120.3: "{this} deals 1 damage to target player or planeswalker and 1
    damage to target creature that player or that planeswalker's controller controls.": the
    second target is chosen among the creatures of the first one's player (or controller)."""
    if scope.targets:
        raise NotImplementedText(f"'{text_of(node)}' after other targets not implemented")
    first, second = _two_damages(node)
    add_target(scope, "player or planeswalker")
    add_target(scope, dict(_THEIR_CREATURE))
    return [
        {"damage": first, "_targets_their_creature": "first"},
        {"damage": second, "target": 2, "_join": "and", "_targets_their_creature": "second"},
    ]


@sentence("targets_damage_player_and_creature_instead")
def _damage_player_and_creature_instead(node: Node, scope: Scope) -> list[Data]:
    """CR 608.2c: "If [condition], {this} deals 3 damage to that player or planeswalker and 3
    damage to that creature instead.": a line of its own replacing the spell ability before it
    (whose two targets it names) when the condition holds as the spell resolves."""
    from mtgrules.cards.oracle.builder import condition as condition_of

    if scope.it_is_self or scope.last is not None or scope.targets:
        raise NotImplementedText(f"'{text_of(node)}' here not implemented")
    held = condition_of(subtrees(node)[0])
    first, second = _two_damages(node)
    steps = [{"damage": first}, {"damage": second, "target": 2}]
    return [{"_targets_instead": True, "instead": held, "do": steps, "_previous": True}]


@says_instruction("_targets_their_creature")
def _say_their_creature(
    step: Data, targets: list[Any], mentioned: set[int], refs: list[str]
) -> str:
    if step["_targets_their_creature"] == "first":
        if targets[:1] != ["player or planeswalker"] or step.get("target", 1) != 1:
            raise Unsayable(f"no English for {step}")
        mentioned.add(1)
        return f"{SELF} deals {step['damage']} damage to target player or planeswalker"
    if len(targets) != 2 or targets[1] != _THEIR_CREATURE or step.get("target") != 2:
        raise Unsayable(f"no English for {step}")
    mentioned.add(2)
    return (
        f"{step['damage']} damage to target creature that player or that planeswalker's "
        "controller controls"
    )


@says_instruction("_targets_instead")
def _say_instead(step: Data, targets: list[Any], mentioned: set[int], refs: list[str]) -> str:
    from mtgrules.cards.oracle.render import render_condition

    first, second = step["do"]
    if set(first) != {"damage"} or set(second) != {"damage", "target"} or second["target"] != 2:
        raise Unsayable(f"no English for {step}")
    mentioned.update((1, 2))  # named by the ability before this one
    return (
        f"if {render_condition(step['instead'])}, {SELF} deals {first['damage']} damage to that "
        f"player or planeswalker and {second['damage']} damage to that creature instead"
    )
