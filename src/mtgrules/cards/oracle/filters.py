"""Filters from noun phrases of Oracle text (CR 109.2, 115.1): "target nonland permanent an
opponent controls", "creature card with mana value 3 or less", "creatures you control". A
family adds its own parts of a noun phrase through ``registry.FILTER_PARTS``."""

from __future__ import annotations

from lark import Token, Tree

from mtgrules.cards.oracle import registry
from mtgrules.cards.oracle.reading import Data, keyword_of, subtrees, text_of, tokens_of, words_of
from mtgrules.cards.oracle.source import SELF
from mtgrules.cards.oracle.support import NotImplementedText

TYPE_NOUNS = {
    "creature": "Creature", "artifact": "Artifact", "enchantment": "Enchantment", "land": "Land",
    "planeswalker": "Planeswalker", "instant": "Instant", "sorcery": "Sorcery", "battle": "Battle",
}  # fmt: skip
PLURAL_NOUNS = {
    "creatures": "Creature", "artifacts": "Artifact", "enchantments": "Enchantment",
    "lands": "Land", "planeswalkers": "Planeswalker",
}  # fmt: skip


BOUND_WORDS = {
    "mv_or_less": ("mana_value", "at_most"), "mv_or_greater": ("mana_value", "at_least"),
    "mv_equal": ("mana_value", "at_most"), "power_or_less": ("power", "at_most"),
    "power_or_greater": ("power", "at_least"),
}  # fmt: skip
"""CR 202.3, 208.1: "with mana value 3 or less", "with power 4 or greater": a bound."""


def noun_filter(node: Tree[Token], card_zone: str = "") -> Data:
    """CR 115.1, 109.2: what "target [adjectives] NOUN [you control]" may be, as a filter."""
    out: Data = {}
    for part in subtrees(node):
        kind = str(part.data)
        if kind == "adjectives":
            adjectives_into(part, out)
        elif kind == "noun_alternatives":
            nouns_into(part, out)
        elif kind == "card_word":
            out["_card"] = True
        elif kind == "with_keyword":
            out["keywords"] = [keyword_of(subtrees(part)[0])]
        elif kind in BOUND_WORDS:
            key, bound = BOUND_WORDS[kind]
            out.setdefault(key, {})[bound] = int(tokens_of(part, "NUMBER")[0])
            if kind == "mv_equal":
                out[key]["at_least"] = out[key]["at_most"]
        elif kind == "mv_at_most" and words_of(part)[-3:] == [SELF, "'s", "power"]:
            out["mana_value_at_most"] = "power_of_source"  # CR 202.3
        elif kind == "without_keyword":  # "each creature without flying"
            out["not_keywords"] = [keyword_of(subtrees(part)[0])]
        elif kind == "you_control":
            out["controller"] = "you"
        elif kind == "opponent_controls":
            out["controller"] = "opponent"
        elif kind == "you_dont_control":  # CR 109.4: controlled by another player
            out["controller"] = "opponent"
            out["_you_dont"] = True
        elif kind in ("from_your_graveyard", "in_your_graveyard") and out.pop("_card", False):
            out["zone"] = "graveyard"
            out["owner"] = "you"
            out["_from"] = kind == "from_your_graveyard"
        elif kind == "from_a_graveyard" and out.pop("_card", False):
            out["zone"] = "graveyard"
        elif kind in registry.FILTER_PARTS:  # a family's parts of a noun phrase
            registry.FILTER_PARTS[kind](part, out)
        else:
            raise NotImplementedText(f"the filter words '{text_of(part)}' not implemented")
    if out.pop("_card", False) and not card_zone:
        raise NotImplementedText("a card outside a graveyard as a target not implemented")
    return out


def counted_filter(node: Tree[Token]) -> Data:
    """A filter of objects to count or to trigger on: no tapped, attacking or blocking (only a
    target may be in a state of the game, CR 115.1)."""
    spec = noun_filter(node)
    if "status" in spec or "min" in spec:
        raise NotImplementedText(f"counting '{text_of(node)}' not implemented")
    return spec


def nouns_into(node: Tree[Token], out: Data) -> None:
    words = [text_of(n) for n in subtrees(node)]
    if len(words) == 1:
        word = words[0]
        if word == "spell":
            out["zone"] = "stack"
        elif word.endswith(" spell") and word.split()[0] in TYPE_NOUNS:
            out["zone"] = "stack"
            out.setdefault("types", []).append(TYPE_NOUNS[word.split()[0]])
        elif word.endswith(" card") and word.split()[0] in TYPE_NOUNS:
            out.setdefault("types", []).append(TYPE_NOUNS[word.split()[0]])
            out["_card"] = True
        elif word == "card":
            out["_card"] = True
        elif word == "instant or sorcery spell":
            out["zone"] = "stack"
            out["any_types"] = ["Instant", "Sorcery"]
        elif word in TYPE_NOUNS:
            out.setdefault("types", []).append(TYPE_NOUNS[word])
        elif word == "permanent":
            pass
        elif word[:1].isupper():
            out.setdefault("subtypes", []).append(word)
        else:
            raise NotImplementedText(f"'{word}' as a filter not implemented")
        return
    if all(w in TYPE_NOUNS for w in words):
        out["any_types"] = [TYPE_NOUNS[w] for w in words]
        return
    if all(w[:1].isupper() and " " not in w for w in words):
        out["subtypes"] = words  # "an Island or Swamp"
        return
    if words[-1].endswith(" spell") and all(w.removesuffix(" spell") in TYPE_NOUNS for w in words):
        out["zone"] = "stack"  # "artifact or enchantment spell"
        out["any_types"] = [TYPE_NOUNS[w.removesuffix(" spell")] for w in words]
        return
    if "noun_alternatives" in registry.FILTER_PARTS:  # a family's "X or Y"
        registry.FILTER_PARTS["noun_alternatives"](node, out)
        return
    raise NotImplementedText(f"'{' or '.join(words)}' as a filter not implemented")


def adjectives_into(node: Tree[Token], out: Data) -> None:
    """CR 109.2, 205.4: the adjectives of a noun phrase ("nonland", "tapped", "other") into a filter."""
    for adjective in subtrees(node):
        kind = str(adjective.data)
        words = words_of(adjective)
        if kind == "non_type" and words[-1] in TYPE_NOUNS:
            out.setdefault("not_types", []).append(TYPE_NOUNS[words[-1]])
        elif kind == "non_type" and len(words) == 2 and words[-1][:1].isupper():
            out.setdefault("not_subtypes", []).append(words[-1])  # "non-Pirate"
        elif kind == "non_color":
            out.setdefault("not_colors", []).append(words[-1].capitalize())
        elif kind == "non_subtype":
            out.setdefault("not_subtypes", []).append(words[-1])
        elif kind == "nonbasic":
            out.setdefault("not_supertypes", []).append("Basic")
        elif kind == "nonlegendary":
            out.setdefault("not_supertypes", []).append("Legendary")
        elif kind == "color_adj":
            out.setdefault("colors", []).append(words[0].capitalize())
        elif kind in ("legendary", "basic"):
            out.setdefault("supertypes", []).append(kind.capitalize())
        elif kind in ("tapped", "untapped", "attacking", "blocking"):
            out.setdefault("status", []).append(kind)
        elif kind == "attacking_or_blocking":
            out.setdefault("status", []).extend(["attacking", "blocking"])
        elif kind == "other":
            out["other"] = True
        elif kind == "subtype_adj":
            out.setdefault("subtypes", []).append(words[0])
        elif kind == "nontoken":
            out["token"] = False
        elif kind == "token_adj":
            out["token"] = True
        elif kind in registry.FILTER_PARTS:  # a family's adjective ("monocolored")
            registry.FILTER_PARTS[kind](adjective, out)
        else:
            raise NotImplementedText(f"the filter word '{' '.join(words)}' not implemented")


def group_filter(node: Tree[Token]) -> Data:
    """A plural group ("creatures you control", "nonland permanents")."""
    out: Data = {}
    for part in subtrees(node):
        kind = str(part.data)
        if kind == "adjectives":
            adjectives_into(part, out)
        elif kind == "plural_alternatives":
            nouns = [text_of(n) for n in subtrees(part)]
            if len(nouns) != 1:
                raise NotImplementedText(f"the group '{text_of(part)}' not implemented")
            noun = nouns[0]
            if noun in PLURAL_NOUNS:
                out.setdefault("types", []).append(PLURAL_NOUNS[noun])
            elif noun == "permanents":
                pass
            elif noun[:1].isupper():
                out.setdefault("subtypes", []).append(noun)
            else:
                raise NotImplementedText(f"the group '{noun}' not implemented")
        elif kind == "you_control":
            out["controller"] = "you"
        elif kind in ("opponent_controls", "opponents_control"):
            out["controller"] = "opponent"
        elif kind in registry.FILTER_PARTS:  # a family's parts of a group
            registry.FILTER_PARTS[kind](part, out)
        else:
            raise NotImplementedText(f"the group words '{text_of(part)}' not implemented")
    if "status" in out:
        raise NotImplementedText("a group of tapped, attacking or blocking objects not implemented")
    return out
