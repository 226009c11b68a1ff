"""From a parse tree to card-definition data: the same mappings a hand-written YAML definition
holds (``docs/card-definitions.md``), read afterwards by :func:`read_definition_data` with all
its checks. What the text means but the engine can't do yet raises :class:`NotImplementedText`
with the reason, so nothing is dropped silently.

An ability is built as a pair: its definition data, and a few surface choices the data doesn't
fix ("it" or "that creature" for a second mention) that the renderer needs to say it back.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle import registry
from mtgrules.cards.oracle.filters import (
    counted_filter,
    group_filter,
    noun_filter,
    nouns_into,
)
from mtgrules.cards.oracle.reading import (
    Data,
    Node,
    find_child,
    keyword_of,
    subtrees,
    text_of,
    tokens_of,
    words_of,
)
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import NUMBER_WORDS, NotImplementedText
from mtgrules.model.costs import UnsupportedCost, parse_cost


@dataclass
class Built:
    """One line's abilities: definition data with its surface choices, and for spell text the
    targets the face's spell needs (CR 601.2c), numbered from 1 within the line."""

    abilities: list[tuple[Data | str, Data]] = field(default_factory=list)
    spell_targets: list[Any] = field(default_factory=list)
    as_enters: list[str] = field(default_factory=list)
    """Choices made as the permanent enters (CR 614.12): ``color``, ``creature_type``."""


@dataclass
class Scope:
    """The targets of one ability as they are read, and the object a later "it" means."""

    targets: list[Any] = field(default_factory=list)
    last: Any = None
    refs: list[str] = field(default_factory=list)
    player: Data = field(default_factory=dict)
    """The player the last instruction was about ("draws two cards and loses 2 life")."""
    from_graveyard: bool = False
    """Whether the ability's source is in a graveyard as it resolves (a "dies" trigger)."""
    it_is_self: bool = False
    """Whether "it" with nothing mentioned before means the object itself (an activated or
    triggered ability of a permanent: "Whenever {this} attacks, it gets +2/+0")."""


def build_line(tree: Tree[Token], is_spell: bool) -> Built:
    """The abilities of one parsed line (its root names the kind of ability)."""
    kind = str(tree.data)
    build = registry.LINES.get(kind) or _LINES[kind]
    return build(tree, is_spell)


# -- keyword abilities -------------------------------------------------------------------------


def _keyword_line(node: Tree[Token], is_spell: bool) -> Built:
    return Built([(keyword_of(k), {}) for k in subtrees(node)])


# -- costs -------------------------------------------------------------------------------------


def cost_text(node: Tree[Token]) -> str:
    """CR 118, 602.1a: an activation cost as printed; only costs the game can pay."""
    parts = []
    for part in subtrees(node):
        kind = str(part.data)
        if kind in registry.COST_PARTS:
            parts.append(registry.COST_PARTS[kind](part))
        elif kind == "tap_cost":
            parts.append("{T}")
        elif kind == "untap_cost":
            parts.append("{Q}")
        elif kind == "cost_mana":
            parts.append("".join(words_of(part)))
        elif kind == "sacrifice_self":
            parts.append(f"Sacrifice {SELF}")
        elif kind == "pay_life":
            parts.append(f"Pay {words_of(part)[1]} life")
        else:
            raise NotImplementedText(f"the cost '{text_of(part)}' not implemented")
    text = ", ".join(parts)
    try:
        parse_cost(text)
    except UnsupportedCost as error:
        raise NotImplementedText(f"the cost '{text}' not implemented") from error
    return text


# -- mana abilities ----------------------------------------------------------------------------


def _mana_ability(node: Tree[Token], is_spell: bool) -> Built:
    """CR 605.1a: "{T}: Add …" (the game adds what the text says; only {T} costs are paid
    automatically)."""
    cost_node, made = subtrees(node)[0], subtrees(node)[1]
    cost = cost_text(cost_node)
    if find_child(node, "spell_sentence") is not None:
        raise NotImplementedText("a mana ability that does more than add mana not implemented")
    if find_child(node, "activation_condition") is not None:
        raise NotImplementedText("a condition on a mana ability not implemented")
    if cost != "{T}":
        raise NotImplementedText(f"a mana ability with the cost '{cost}' not implemented")
    kind = str(made.data)
    symbols = [str(t) for t in tokens_of(made, "MANA")]
    production: Data
    if kind == "mana_symbols":
        production = {"symbols": symbols}
    elif kind == "mana_either" and len(symbols) == 2:
        production = {"either": symbols}
    elif kind == "mana_any_color":
        production = {"any_color": 1}
    else:
        raise NotImplementedText(f"adding '{text_of(made)}' not implemented")
    from mtgrules.cards.oracle.render import render_mana

    data: Data = {"mana": render_mana(cost, production), "cost": cost}
    return Built([(data, {"production": production})])


# -- activated and triggered abilities ---------------------------------------------------------


def _activated(node: Tree[Token], is_spell: bool) -> Built:
    """CR 602.1: "[Cost]: [Effect.] [Activation instructions.]"."""
    trees = subtrees(node)
    cost = cost_text(trees[0])
    scope = Scope(it_is_self=True)
    instructions = effects_of(trees[1], scope)
    data: Data = {"activated": "", "cost": cost, "do": instructions}
    if scope.targets:
        data["targets"] = scope.targets
    limit = node.children[-1]
    if isinstance(limit, Tree) and limit.data == "activate_if":  # CR 602.5b
        data["if"] = condition(subtrees(limit)[0])
    elif isinstance(limit, Tree):
        timing = {"sorcery_speed": "sorcery", "once_each_turn": "once_each_turn"}
        if limit.data not in timing:
            raise NotImplementedText(f"'{text_of(limit)}' not implemented")
        data["timing"] = [timing[str(limit.data)]]
    return Built([(data, {"refs": scope.refs})])


TRIGGERS: dict[str, str] = {
    "t_self_enters": "{when} {this} enters",
    "t_self_dies": "{when} {this} dies",
    "t_self_attacks": "{when} {this} attacks",
    "t_self_blocks": "{when} {this} blocks",
    "t_self_blocked": "{when} {this} becomes blocked",
    "t_self_leaves": "{when} {this} leaves the battlefield",
    "t_self_combat_damage_player": "{when} {this} deals combat damage to a player",
    "t_self_damage_opponent": "{when} {this} deals damage to an opponent",
    "t_cast_self": "When you cast this spell",
    "t_self_to_graveyard": "{when} {this} is put into a graveyard from the battlefield",
}
"""Triggers on the object itself (CR 603.6, 603.10a) the game knows, by grammar rule."""

STEPS: dict[tuple[str, str], str] = {
    ("yours", "upkeep"): "At the beginning of your upkeep",
    ("each", "upkeep"): "At the beginning of each upkeep",
    ("opponents", "upkeep"): "At the beginning of each opponent's upkeep",
    ("yours", "draw_step"): "At the beginning of your draw step",
    ("yours", "end_step"): "At the beginning of your end step",
    ("each", "end_step"): "At the beginning of each end step",
    ("yours", "combat"): "At the beginning of combat on your turn",
}
"""Triggers on the beginning of a step (CR 603.2, 503.1a, 513.1a) the game knows."""


def _trigger(node: Tree[Token]) -> str:
    kind = str(node.data)
    when = "Whenever" if find_child(node, "whenever") is not None else "When"
    if kind in registry.TRIGGERS:
        return registry.TRIGGERS[kind](node)  # type: ignore[no-any-return]
    if kind in TRIGGERS:
        return TRIGGERS[kind].format(when=when, this=SELF)
    if kind == "t_step":
        owner, step = (str(t.data) for t in subtrees(node))
        if (owner, step) in STEPS:
            return STEPS[(owner, step)]
    if kind in ("t_other_enters", "t_other_dies", "t_other_attacks") and when == "Whenever":
        return _other_trigger(kind, node)
    if kind == "t_you_cast" and when == "Whenever" and text_of(node).endswith("a spell"):
        return "Whenever you cast a spell"
    if kind == "t_player_casts" and when == "Whenever" and text_of(node).endswith("a spell"):
        return "Whenever a player casts a spell"
    raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")


def _intervening(cond: Tree[Token]) -> Any:
    """CR 603.4: the intervening "if" clauses the game checks: "if it was kicked" (702.33e),
    and the werewolves' "if no spells were cast last turn" / "if a player cast two or more
    spells last turn"."""
    if str(cond.data) in registry.CONDITIONS:  # a family's condition
        return registry.CONDITIONS[str(cond.data)](cond)
    if cond.data == "c_kicked" and text_of(cond) == "it was kicked":
        return "kicked"
    if cond.data == "c_no_spells_last_turn":
        return {"spells_cast_last_turn": "none"}
    if cond.data == "c_player_cast_spells_last_turn":
        number = amount_of(subtrees(cond)[0])
        return {"spells_cast_last_turn": "one_player_at_least", "at_least": number}
    if cond.data in ("c_control", "c_control_more") or cond.data in registry.CONDITIONS:
        return condition(cond)  # "if you control three or more artifacts" (a count)
    raise NotImplementedText(f"the intervening 'if {text_of(cond)}' not implemented")


def _other_trigger(kind: str, node: Tree[Token]) -> str:
    """CR 603.2, 700.4: "Whenever another creature enters under your control", "Whenever a
    creature you control dies": the wordings the game knows, said from the filter."""
    article = text_of(subtrees(node)[1])
    spec = counted_filter(subtrees(node)[2])
    if article == "another":
        spec["other"] = True
    elif article not in ("a", "an"):
        raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
    event = {"t_other_enters": "enters", "t_other_dies": "dies", "t_other_attacks": "attacks"}[kind]
    if find_child(node, "under_your_control") is not None:
        if spec.get("controller"):
            raise NotImplementedText(f"the trigger '{text_of(node)}' not implemented")
        spec["controller"] = "under"
    from mtgrules.cards.oracle.render import trigger_text

    text = trigger_text(event, spec)
    if text not in KNOWN_OTHER_TRIGGERS:
        raise NotImplementedText(f"the trigger '{text}' not implemented")
    return text


KNOWN_OTHER_TRIGGERS = frozenset(
    {
        "Whenever a nontoken creature you control dies",
        "Whenever a creature you control dies",
        "Whenever another creature you control dies",
        "Whenever a creature dies",
        "Whenever another creature dies",
        "Whenever another creature enters under your control",
        "Whenever a creature enters under your control",
        "Whenever another creature enters",
        "Whenever a creature you control attacks",
    }
)
"""Triggers on other objects (CR 603.2, 603.6a, 603.10a) the game knows."""


def _triggered(node: Tree[Token], is_spell: bool) -> Built:
    """CR 603.1: "[When/Whenever/At] [trigger event], [effect]"."""
    trees = subtrees(node)
    trigger = _trigger(trees[0])
    condition = None
    intervening = node.children[2]
    if isinstance(intervening, Tree):
        (cond,) = subtrees(intervening)
        condition = _intervening(cond)
    scope = Scope(
        from_graveyard=trees[0].data in ("t_self_dies", "t_self_to_graveyard"), it_is_self=True
    )
    instructions = effects_of(trees[-1], scope)
    data: Data = {"triggered": "", "trigger": trigger, "do": instructions}
    if condition is not None:
        data["if"] = condition
    if scope.targets:
        data["targets"] = scope.targets
    return Built([(data, {"refs": scope.refs})])


# -- spell text --------------------------------------------------------------------------------


def _spell_line(node: Tree[Token], is_spell: bool) -> Built:
    """CR 113.3a: an instant's or sorcery's spell ability."""
    if not is_spell:
        raise NotImplementedText("instructions on a permanent with no cost or trigger")
    scope = Scope()
    instructions = effects_of(node, scope)
    return Built([({"spell": "", "do": instructions}, {"refs": scope.refs})], scope.targets)


def effects_of(node: Tree[Token], scope: Scope) -> list[Data]:
    return attached([i for sentence in subtrees(node) for i in _sentence(sentence, scope)])


def attached(steps: list[Data]) -> list[Data]:
    """Sentences that belong to the instruction before them (:data:`registry.SENTENCES`: "If
    you do, …" after "you may …", CR 608.2d) made part of it."""
    out: list[Data] = []
    for step in steps:
        key = step.get("_attach")
        if key is None:
            out.append(step)
            continue
        if not out or step["_to"] not in out[-1] or key in out[-1]:
            raise NotImplementedText(f"'{step['_said']}' after no instruction it follows")
        out[-1][key] = step["do"]
    return out


def _sentence(node: Tree[Token], scope: Scope) -> list[Data]:
    if str(node.data) in registry.SENTENCES:
        return registry.SENTENCES[str(node.data)](node, scope)  # type: ignore[no-any-return]
    if node.data == "if_you_do":
        raise NotImplementedText(
            "'if you do' (a choice the next instruction depends on) not implemented"
        )
    if node.data in ("if_condition", "instructions_then_if"):
        return [_conditional_sentence(node, scope)]
    (clauses,) = subtrees(node)
    steps = _clauses(clauses, scope)
    if node.data == "then_sentence" and steps:  # CR 608.2c: "Then …": in order, as any other
        steps[0]["_then_sentence"] = True
    return steps


def _conditional_sentence(node: Tree[Token], scope: Scope) -> Data:
    """CR 608.2c: "[Then] if you control four or more lands, untap that land.": instructions
    followed only if the condition holds as the spell or ability resolves."""
    trees = subtrees(node)
    after = trees[0].data == "clauses"  # "[instructions] if [condition]."
    if after:
        if node.data != "if_condition":
            raise NotImplementedText(f"'{text_of(node)}' not implemented")
        trees = [trees[1], trees[0]]
    if trees[0].data == "c_kicked" and node.data == "if_condition":  # CR 702.33e
        if words_of(trees[0])[0] != SELF:
            raise NotImplementedText(f"the condition '{text_of(trees[0])}' not implemented")
        return {"if_kicked": _clauses(trees[1], scope), "otherwise": []}
    if trees[0].data == "instructions_you_controlled_it":  # CR 608.2h: as it last existed
        if not isinstance(scope.last, int):
            raise NotImplementedText("'that permanent' with no permanent before not implemented")
        cond: Data = {"controlled": "you", **target_index(scope.last)}
    else:
        cond = condition(trees[0])
    out: Data = {"if": cond, "do": _clauses(trees[1], scope)}
    if node.data == "instructions_then_if":
        out["_then"] = True
    if after:
        out["_after"] = True
    return out


def _clauses(clauses: Tree[Token], scope: Scope) -> list[Data]:
    """The instructions of one sentence, in order (CR 608.2c)."""
    kinds = [str(c.data) for c in subtrees(clauses)]
    if kinds == ["look_at_top", "put_back"] and words_of(clauses)[:4] == [
        "look",
        "at",
        "the",
        "top",
    ]:
        # CR 608.2c: "look at the top three cards of your library, then put them back in any
        # order" (Ponder): the player arranges them
        return [{"arrange_top": amount_of(subtrees(subtrees(clauses)[0])[0])}]
    joins = _joins(clauses)
    steps = [clause_data(c, scope) for c in subtrees(clauses)]
    for step, join in zip(steps[1:], joins, strict=True):
        step["_join"] = join  # "A and B", "A, then B": one sentence (CR 608.2c: in order)
    out: list[Data] = []
    for step in steps:
        out.append(step)
        if step.pop("_then_shuffle", False):  # CR 701.24a: "…, then shuffle" after a search
            out.append({"shuffle": "you", "_join": "then"})
    return out


def _joins(clauses: Tree[Token]) -> list[str]:
    """CR 608.2c: the word joining each instruction of a sentence to the one before: "and",
    "then" (", then"), "," (a list: "A, B, then C") or ", and" (a list's last: "A, B, and C")."""
    joins: list[str] = []
    words: list[str] = []
    for child in clauses.children[1:]:
        if isinstance(child, Tree):
            join = "then" if "then" in words else "and" if "and" in words else ","
            joins.append(", and" if join == "and" and "," in words else join)
            words = []
        elif child is not None:
            words.append(str(child))
    return joins


def clauses_of(clauses: Tree[Token], scope: Scope) -> list[Data]:
    """The instructions of a ``clauses`` tree, in order (for a family's sentence rule)."""
    return _clauses(clauses, scope)


def amount_of(node: Node) -> int | str:
    if isinstance(node, Token):
        return int(node) if node.type == "NUMBER" else NUMBER_WORDS[str(node)]
    kind = str(node.data)
    if kind in ("amount_x", "x", "x_cards"):
        return "X"
    if kind in NUMBER_WORDS:
        return NUMBER_WORDS[kind]
    if kind == "one_card":
        return 1
    for child in node.children:
        if isinstance(child, Token) and child.type == "NUMBER":
            return int(child)
        if isinstance(child, Tree):
            return amount_of(child)
    raise NotImplementedText(f"the number '{text_of(node)}' not implemented")


def player_of(node: Tree[Token], scope: Scope) -> Data:
    """Who an instruction is about: you (nothing to say), target player, each opponent."""
    subject = (
        find_child(node, "p_you")
        or find_child(node, "p_target")
        or find_child(node, "p_target_opponent")
        or find_child(node, "p_each_opponent")
        or find_child(node, "p_each_player")
    )
    if subject is None:
        other = next((t for t in subtrees(node) if str(t.data).startswith("p_")), None)
        if other is not None and f"player_{other.data}" in registry.CLAUSES:
            return registry.CLAUSES[f"player_{other.data}"](other, scope)  # type: ignore[no-any-return]
        if other is not None:
            raise NotImplementedText(f"an instruction for '{text_of(other)}' not implemented")
        verb = next(t for t in subtrees(node) if str(t.data).endswith("_verb"))
        if text_of(verb).endswith("s"):  # "… and loses 2 life": the same player
            if not scope.player:
                raise NotImplementedText(f"'{text_of(node)}' without a player not implemented")
            return dict(scope.player)
        scope.player = {}
        return {}
    if subject.data in ("p_target", "p_target_opponent"):
        scope.targets.append("player" if subject.data == "p_target" else "opponent")
        scope.last = len(scope.targets)
        scope.player = {"player": "target", **target_index(len(scope.targets))}
    elif subject.data == "p_each_opponent":
        scope.player = {"player": "each_opponent"}
    elif subject.data == "p_each_player":
        scope.player = {"player": "each_player"}
    else:
        scope.player = {"_you": True}
    return dict(scope.player)


def target_index(number: int) -> Data:
    return {} if number == 1 else {"target": number}


def clause_data(node: Tree[Token], scope: Scope) -> Data:
    kind = str(node.data)
    if kind in registry.CLAUSES:
        return registry.CLAUSES[kind](node, scope)  # type: ignore[no-any-return]
    trees = subtrees(node)
    if kind == "it_deals_damage":
        if scope.last is not None or not scope.it_is_self:
            raise NotImplementedText("'it deals' after a target not implemented")
        node = Tree(Token("RULE", "deal_damage"), node.children)
        return {**clause_data(node, scope), "_subject": "it"}
    if kind == "group_pump":
        return _group_pump(node)
    if kind in ("destroy", "exile", "sacrifice", "tap", "untap") and trees[0].data == "self_object":
        return {kind: "self"}
    if kind in ("tap", "untap") and trees[0].data == "instructions_that_land":
        if scope.last != FOUND:
            raise NotImplementedText("'that land' with no land found before not implemented")
        return {kind: "found", "_noun": "land"}
    if kind == "exile" and trees[0].data == "player_graveyard":
        return registry.CLAUSES["exile_graveyard"](node, scope)  # type: ignore[no-any-return]
    if kind == "bounce" and trees[0].data == "self_object":
        if not scope.from_graveyard:
            raise NotImplementedText(
                "returning {this} to hand from the battlefield not implemented"
            )
        return {"return": "self", "to": "hand"}
    if kind == "deal_damage":
        amount = amount_of(trees[0])
        recipient = trees[1]
        named = subtrees(recipient)[0].data if recipient.data == "to_object" else recipient.data
        if f"damage_to_{named}" in registry.CLAUSES:  # a family's recipients (players, …)
            return registry.CLAUSES[f"damage_to_{named}"](node, scope)  # type: ignore[no-any-return]
        if recipient.data == "any_target":
            number = add_target(scope, "any")
        elif recipient.data == "target_player_or_planeswalker":
            number = add_target(scope, "player or planeswalker")
        elif recipient.data == "target_player":
            number = add_target(scope, "player")
        elif recipient.data == "to_object" and subtrees(recipient)[0].data == "each_object":
            # CR 120.3, 608.2c: "deals 2 damage to each creature": all at once
            each = counted_filter(subtrees(subtrees(recipient)[0])[0])
            if set(each) - {"types", "not_types", "colors", "not_colors", "subtypes",
                            "not_subtypes", "controller", "keywords", "other"}:  # fmt: skip
                raise NotImplementedText(f"damage to '{text_of(recipient)}' not implemented")
            return {"damage": amount, "each": each}
        elif recipient.data == "to_object":
            (what,) = subtrees(recipient)
            number = object_target(what, scope)
        else:
            raise NotImplementedText(f"damage to '{text_of(recipient)}' not implemented")
        return {"damage": amount, **target_index(number)}
    if kind in ("destroy", "exile", "tap", "untap"):
        return {kind: "target", **target_index(object_target(trees[0], scope))}
    if kind in ("destroy_all", "exile_all"):
        return {kind.split("_")[0]: group_filter(trees[0])}
    if kind == "counter":
        number = object_target(trees[0], scope)
        spec = scope.targets[number - 1]
        if not isinstance(spec, dict) or spec.get("zone") != "stack":
            raise NotImplementedText(f"countering '{text_of(trees[0])}' not implemented")
        return {"counter": "target", **target_index(number)}
    if kind == "bounce":
        return {"return": "target", "to": "hand", **target_index(object_target(trees[0], scope))}
    if kind in ("draw", "gain_life", "lose_life", "discard", "mill"):
        player = player_of(node, scope)
        amount_node = (
            next(c for c in node.children if isinstance(c, Token) and c.type == "NUMBER")
            if kind in ("gain_life", "lose_life")
            else trees[-1]
        )
        data = {kind: amount_of(amount_node), **player}
        if data.pop("_you", None) and find_child(node, "p_you") is not None:
            data["_subject"] = "you"
        return data
    if kind in ("pump", "pump_gain", "gain_keywords"):
        return _pump(kind, node, scope)
    if kind == "create_token":
        scope.last = "token"  # a later "it" is the token, which no instruction can name yet
        return {"create_token": token_data(trees[0])}
    if kind == "put_counters":
        return put_counters_data(node, scope)
    if kind == "regenerate":
        if trees[0].data == "self_object":
            return {"regenerate": "self"}
        if trees[0].data == "target_object":
            return {"regenerate": "target", **target_index(object_target(trees[0], scope))}
        raise NotImplementedText(f"regenerating '{text_of(trees[0])}' not implemented")
    if kind == "transform_self":
        return {"transform": "self"}
    if kind == "search":
        scope.last = FOUND  # "that land" next: the card found (CR 608.2c)
        return search_data(node)
    if kind == "put_from_hand_on_top":  # Brainstorm (608.2c: the player picks and orders)
        return {"put_on_top_from_hand": amount_of(trees[0])}
    if kind == "may" and words_of(node) == ["you", "may", "shuffle"]:
        return {"shuffle": "you", "optional": True}  # CR 701.24a, 608.2d: the player chooses
    if kind in ("scry", "surveil"):
        return {kind: int(tokens_of(node, "NUMBER")[0])}
    if kind == "flip_self":
        if not scope.it_is_self:
            raise NotImplementedText("flipping from a spell not implemented")
        return {"flip": "self", **({"_subject": "it"} if "it" in words_of(node) else {})}
    verb = {"may": "an optional instruction ('you may')", "counter_unless": "counter … unless"}.get(
        kind, f"instruction {kind}"
    )
    raise NotImplementedText(f"{verb} not implemented")


FOUND = "found"
"""What :attr:`Scope.last` is after a search: the card found ("that land")."""

_PUT = {"to_hand": "hand", "to_battlefield": "battlefield",
        "to_battlefield_tapped": "battlefield_tapped"}  # fmt: skip


def search_data(node: Tree[Token]) -> Data:
    """CR 701.23a, 701.24a: "search your library for a basic land card, put it onto the
    battlefield tapped, then shuffle" (one card; revealed if the text says so, 701.20a)."""
    trees = subtrees(node)
    words = words_of(node)
    if words[-1] != "shuffle":
        raise NotImplementedText("a search without a shuffle after it not implemented")
    what = trees[0] if trees[0].data == "search_what" else node
    if words_of(what)[:2] == ["up", "to"] or "them" in words:
        raise NotImplementedText("searching for more than one card not implemented")
    if words_of(what)[-2:] == ["a", "card"] or words_of(what) == ["a", "card"]:
        spec: Data = {}
    else:
        phrase = next(t for t in subtrees(what) if t.data in ("noun_phrase", "noun_alternatives"))
        if words_of(phrase)[-1] != "card" and (what is node or words_of(what)[-1] != "card"):
            raise NotImplementedText(f"searching for '{text_of(what)}' not implemented")
        if phrase.data == "noun_alternatives":
            spec = {}
            nouns_into(phrase, spec)
            spec.pop("_card", None)
        else:
            spec = noun_filter(phrase, card_zone="library")
        if set(spec) - {"types", "any_types", "subtypes", "supertypes", "colors", "color_count"}:
            raise NotImplementedText(f"searching for '{text_of(what)}' not implemented")
    spec.update({"zone": "library", "owner": "you"})
    out: Data = {"search": spec}
    destination = find_child(node, "search_destination") or next(
        (t for t in node.iter_subtrees() if t.data in _PUT), None
    )
    if destination is None:  # "reveal it, put it into your hand"
        out["put"] = "hand"
        out["reveal"] = True
    else:
        out["put"] = _PUT[str(destination.data)]
    out["_it"] = "that card" if "that" in words else "it"
    out["_then_shuffle"] = True
    return out


def put_counters_data(node: Tree[Token], scope: Scope) -> Data:
    """CR 122.1: "put N +1/+1 counters on target creature / on {this} / on it"."""
    trees = subtrees(node)
    number = amount_of(trees[0])
    kind = text_of(trees[1])  # CR 122.1: a counter of any kind is put on alike
    where = trees[-1]
    out: Data = {"kind": kind, "amount": number}
    if where.data == "self_object":
        return {"counters": "self", **out}
    if where.data == "it" and scope.last is None and scope.it_is_self:
        return {"counters": "self", **out, "_subject": "it"}
    return {"counters": "target", **out, **target_index(object_target(where, scope))}


def _group_pump(node: Tree[Token]) -> Data:
    """CR 611.2c: "Creatures you control get +1/+1 until end of turn" (the creatures are
    fixed as it resolves)."""
    group = subtrees(node)[0]
    effect: Data = {"affects": group_filter(subtrees(group)[0])}
    if group.data == "all_group":
        effect["_all"] = True
    pt = find_child(node, "pt_mod")
    if pt is not None:
        effect["modify_pt"] = pt_of(str(pt.children[0]))
    line = find_child(node, "granted")
    if line is not None:
        effect["add_abilities"] = [keyword_of(k) for k in subtrees(line)]
    effect["duration"] = "end_of_turn"
    return {"effect": effect}


def add_target(scope: Scope, spec: Any) -> int:
    scope.targets.append(spec)
    scope.last = len(scope.targets)
    return len(scope.targets)


def object_target(node: Tree[Token], scope: Scope) -> int:
    """The target an object phrase names: a new one ("target creature") or the one a later
    mention means ("it", "that creature", CR 608.2b)."""
    kind = str(node.data)
    if kind == "another_target":
        return add_target(scope, {**noun_filter(subtrees(node)[0]), "other": True})
    if kind in ("target_object", "up_to_one_target"):
        spec = noun_filter(subtrees(node)[0])
        if kind == "up_to_one_target":
            spec = {**spec, "min": 0, "max": 1}
        return add_target(scope, spec)
    if kind in ("it", "that_object") and isinstance(scope.last, int):
        scope.refs.append(text_of(node))
        return scope.last
    raise NotImplementedText(f"'{text_of(node)}' as the object of an instruction not implemented")


def affects_of(node: Tree[Token], scope: Scope) -> Any:
    kind = str(node.data)
    if kind == "self_object":
        return "self"
    if kind == "enchanted_object":
        return "enchanted"
    if kind == "equipped_object":
        return "equipped"
    if kind == "it" and scope.last is None and scope.it_is_self:
        return "self"  # "Whenever {this} attacks, it gets …": the object itself (CR 201.5)
    number = object_target(node, scope)
    return "target" if number == 1 else f"target#{number}"


def pt_of(token: str) -> Data:
    power, toughness = token.split("/")
    pt: Data = {"power": signed(power), "toughness": signed(toughness)}
    minus_zero = [k for k, w in (("power", power), ("toughness", toughness)) if w == "-0"]
    if minus_zero:
        pt["_minus_zero"] = minus_zero  # "-1/-0": how the zero was printed
    return pt


def signed(word: str) -> int | str:
    sign = -1 if word.startswith("-") else 1
    digits = word.lstrip("+-")
    if digits == "X":
        if sign < 0:
            raise NotImplementedText("-X not implemented")
        return "X"
    return sign * int(digits)


def _pump(kind: str, node: Tree[Token], scope: Scope) -> Data:
    """CR 611.2: "… gets +N/+N [and gains …] until end of turn": an effect from resolution."""
    trees = subtrees(node)
    effect: Data = {"affects": affects_of(trees[0], scope)}
    if effect["affects"] == "self" and trees[0].data == "it":
        effect["_subject"] = "it"
    pt = find_child(node, "pt_mod")
    if pt is not None:
        effect["modify_pt"] = pt_of(str(pt.children[0]))
    line = find_child(node, "granted")
    if line is not None:
        effect["add_abilities"] = [keyword_of(k) for k in subtrees(line)]
    effect["duration"] = "end_of_turn"
    return {"effect": effect}


def token_data(node: Tree[Token]) -> Data:
    """CR 111.3-111.4: "Create N P/T COLOR SUBTYPE creature token(s) [with KEYWORDS]"."""
    kind = str(node.data)
    predefined = registry.TOKENS.get(" ".join(map(str, tokens_of(node, "SUBTYPE"))))
    if kind == "named_token" and predefined is not None:  # CR 111.10: "a Treasure token"
        return predefined(amount_of(subtrees(node)[0]))  # type: ignore[no-any-return]
    if kind not in ("creature_token", "artifact_creature_token"):
        raise NotImplementedText(f"the token '{text_of(node)}' not implemented")
    trees = subtrees(node)
    number = amount_of(trees[0])
    pt = str(tokens_of(node, "PT")[0])
    power, toughness = pt.split("/")
    if not (power.isdigit() and toughness.isdigit()):
        raise NotImplementedText(f"a {pt} token not implemented")
    colors_node = find_child(node, "color_list")
    colors = [w.capitalize() for w in words_of(colors_node) if w != "and"] if colors_node else []
    subtypes = [str(t) for t in tokens_of(node, "SUBTYPE")]
    types = "Artifact Creature" if kind == "artifact_creature_token" else "Creature"
    token: Data = {
        "colors": colors,
        "types": f"{types} — {' '.join(subtypes)}",
        "power": int(power),
        "toughness": int(toughness),
    }
    line = find_child(node, "granted")
    if line is not None:
        token["abilities"] = [keyword_of(k) for k in subtrees(line)]
    if number != 1:
        token["number"] = number
    return token


# -- static abilities --------------------------------------------------------------------------


def _static_line(node: Tree[Token], is_spell: bool) -> Built:
    out = Built()
    for sentence in subtrees(node):
        data, notes = _static(sentence)
        out.abilities.append((data, notes))
        if "choose" in notes:
            out.as_enters.append(notes["choose"])
    return out


def subject_of(node: Tree[Token]) -> tuple[Any, Data]:
    kind = str(node.data)
    if kind == "subj_self":
        return "self", {}
    if kind == "subj_equipped":
        return "equipped", {}
    if kind == "subj_enchanted":
        noun = text_of(node.children[1])
        if noun not in ("creature", "permanent", "land", "artifact"):
            raise NotImplementedText(f"'enchanted {noun}' not implemented")
        return "enchanted", {"noun": noun}
    if kind in ("subj_group", "subj_all"):
        return group_filter(subtrees(node)[0]), {"all": kind == "subj_all"}
    raise NotImplementedText(f"the subject '{text_of(node)}' not implemented")


_RESTRICTED = {SELF: "self", "enchanted creature": "enchanted", "equipped creature": "equipped"}
"""Who a static restriction restricts ("{this} can't block", "Enchanted creature can't attack")
→ its effect's ``affects``."""

_RESTRICTION_RULES = {
    "r_block": ("cant_block",),
    "r_attack": ("cant_attack",),
    "r_attack_block": ("cant_attack", "cant_block"),
    "r_blocked": ("cant_be_blocked",),
    "r_block_blocked": ("cant_block", "cant_be_blocked"),
}
"""CR 508.1c, 509.1b: what it can't do → the rules its effects set
(:data:`mtgrules.game.restrictions.STATIC_RULES`)."""


def _static(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 604.1, 611.3: one static ability."""
    kind = str(node.data)
    if kind in registry.STATICS:
        return registry.STATICS[kind](node)  # type: ignore[no-any-return]
    trees = subtrees(node)
    if kind in ("anthem_pt", "anthem_keywords"):
        affects, surface = subject_of(trees[0])
        effect: Data = {"affects": affects}
        pt = find_child(node, "pt_mod")
        if pt is not None:
            effect["modify_pt"] = pt_of(str(pt.children[0]))
        line = find_child(node, "granted")
        if line is not None:
            effect["add_abilities"] = [keyword_of(k) for k in subtrees(line)]
        return {"static": "", "effects": [effect]}, surface
    if kind == "enters_tapped":
        return {"static": "", "enters": {"tapped": True}}, {}
    if kind == "enters_tapped_unless":
        return {"static": "", "enters": {"tapped": True, **_tapped_unless(trees[-1])}}, {}
    if kind == "shockland":
        life = int(tokens_of(node, "NUMBER")[0])
        return {"static": "", "enters": {"tapped": True, "unless_pay_life": life}}, {}
    if kind in ("enters_with_counter", "enters_with_counters"):
        number = amount_of(trees[0])
        counter = text_of(trees[1])
        if not isinstance(number, int):
            raise NotImplementedText(f"entering with '{text_of(node)}' not implemented")
        return {"static": "", "enters": {"counters": {counter: number}}}, {}
    if kind == "restriction":
        what = trees[-1]
        subject = text_of(node.children[0])
        affects = _RESTRICTED.get(subject)
        if affects is None:
            raise NotImplementedText(f"'{subject} can't {text_of(what)}' not implemented")
        effects = [{"affects": affects, "rules": rule} for rule in _RESTRICTION_RULES[what.data]]
        return {"static": "", "effects": effects}, {"restriction": [subject, text_of(what)]}
    if kind == "uncounterable":
        effect = {"affects": "self", "rules": "cant_be_countered"}
        return {"static": "", "effects": [effect]}, {"restriction": [SELF, "be countered"]}
    if kind == "doesnt_untap":
        effect = {"affects": "self", "rules": "doesnt_untap"}
        return {"static": "", "effects": [effect]}, {"restriction": [SELF, "untap"]}
    if kind == "additional_cost":
        cost = trees[-1]
        if cost.data == "add_sacrifice":
            thing = text_of(cost.children[-1])
            article = text_of(cost.children[1])
            either = thing.split(" or ")  # "an artifact or creature": either (CR 601.2h)
            if article not in ("a", "an", "two") or any(len(w.split()) != 1 for w in either):
                raise NotImplementedText(f"sacrificing '{thing}' as a cost not implemented")
            text = f"Sacrifice {article} {thing}"
        elif cost.data == "add_discard":
            text = "Discard a card"
        elif cost.data == "add_discard_n":
            text = f"Discard {text_of(cost.children[1])} cards"
        else:
            text = f"Pay {tokens_of(cost, 'NUMBER')[0]} life"
        return {"static": "", "additional_cost": text}, {}
    if kind in (
        "conditional_self_pt",
        "conditional_self_keywords",
        "conditional_pt",
        "conditional_keywords",
    ):
        return _conditional(node)
    if kind == "pt_for_each":
        pt_node = find_child(node, "pt_mod")
        assert pt_node is not None
        bonus = pt_of(str(pt_node.children[0]))
        each = counted_filter(trees[-1])
        if not all(isinstance(v, int) and v >= 0 for v in bonus.values()):
            raise NotImplementedText("a negative or X bonus for each not implemented")
        counted = {
            k: ({"count": each, "times": v} if v > 1 else {"count": each}) if v else 0
            for k, v in bonus.items()
        }
        return {"static": "", "effects": [{"affects": "self", "modify_pt": counted}]}, {}
    if kind == "cda_power":
        group = group_filter(trees[-1])
        effect = {"affects": "self", "define_pt": {"power": {"count": group}}}
        return {"static": "", "cda": True, "effects": [effect]}, {}
    if kind == "cda_pt":
        group = group_filter(trees[-1])
        effect = {"affects": "self", "define_pt": {"each": {"count": group}}}
        return {"static": "", "cda": True, "effects": [effect]}, {}
    if kind == "as_enters_choose":
        choice = "color" if trees[-1].data == "choose_color" else "creature_type"
        return {"static": ""}, {"choose": choice}
    if kind == "additional_land":
        return {"static": "", "effects": [{"affects": "self", "rules": "additional_land_play"}]}, {}
    raise NotImplementedText(f"the static ability '{kind.replace('_', ' ')}' not implemented")


def condition(node: Tree[Token]) -> Data:
    """CR 611.3, 603.4: "you control a Swamp", "you control three or more artifacts"."""
    kind = str(node.data)
    if kind in registry.CONDITIONS:
        return registry.CONDITIONS[kind](node)  # type: ignore[no-any-return]
    if kind == "c_control":
        spec = counted_filter(subtrees(node)[-1])
        article = text_of(subtrees(node)[0])
        if spec.get("controller") or article not in ("a", "an", "another"):
            raise NotImplementedText(f"the condition '{text_of(node)}' not implemented")
        if article == "another":
            spec["other"] = True
        return {"count": {**spec, "controller": "you"}}
    if kind == "c_control_more":
        group = group_filter(subtrees(node)[-1])
        if group.get("controller"):
            raise NotImplementedText(f"the condition '{text_of(node)}' not implemented")
        group["controller"] = "you"
        if "other" in words_of(node)[:5]:
            group["other"] = True
        number = amount_of(subtrees(node)[0])
        if not isinstance(number, int):
            raise NotImplementedText(f"the condition '{text_of(node)}' not implemented")
        return {"count": group, "at_least": number}
    raise NotImplementedText(f"the condition '{text_of(node)}' not implemented")


def _subtype_words(node: Tree[Token]) -> list[str]:
    return [
        str(t) for t in node.scan_values(lambda v: isinstance(v, Token) and v.type == "SUBTYPE")
    ]


def _tapped_unless(cond: Tree[Token]) -> Data:
    """CR 614.1c: "enters tapped unless you control a Swamp or a Forest" (``unless``), "…
    unless you control two or fewer other lands" (``if`` you control three or more)."""
    if cond.data == "c_control_fewer":
        group = group_filter(subtrees(cond)[-1])
        number = amount_of(subtrees(cond)[0])
        if group.get("controller") or not isinstance(number, int):
            raise NotImplementedText(f"the condition '{text_of(cond)}' not implemented")
        group["controller"] = "you"
        if "other" in words_of(cond)[:5]:
            group["other"] = True
        return {"if": {"count": group, "at_least": number + 1}}
    if cond.data == "c_control_either":  # "an Island or a Swamp"
        return {"unless": {"count": {"subtypes": _subtype_words(cond), "controller": "you"}}}
    if cond.data in ("c_control", "c_control_more"):
        return {"unless": condition(cond)}
    raise NotImplementedText(f"entering tapped unless '{text_of(cond)}' not implemented")


def _conditional(node: Tree[Token]) -> tuple[Data, Data]:
    """CR 611.3b: "As long as [condition], {this} gets +N/+N [and has …]"."""
    trees = subtrees(node)
    cond = condition(trees[0])
    if str(node.data).startswith("conditional_self"):
        affects: Any = "self"
        surface: Data = {}
    else:
        affects, surface = subject_of(trees[1])
    effect: Data = {"affects": affects, "condition": cond}
    pt = find_child(node, "pt_mod")
    if pt is not None:
        effect["modify_pt"] = pt_of(str(pt.children[0]))
    line = find_child(node, "granted")
    if line is not None:
        effect["add_abilities"] = [keyword_of(k) for k in subtrees(line)]
    return {"static": "", "effects": [effect]}, surface


_LINES = {
    "keyword_line": _keyword_line,
    "mana_ability": _mana_ability,
    "activated": _activated,
    "triggered": _triggered,
    "spell_line": _spell_line,
    "static_line": _static_line,
}
