"""Reading a parse tree of Oracle text: its words, tokens and children, and a keyword ability
as a definition writes it (CR 702). Every builder of the compiler reads its trees through these."""

from __future__ import annotations

from typing import Any

from lark import Token, Tree

from mtgrules.cards.oracle import registry
from mtgrules.cards.oracle.support import IMPLEMENTED_KEYWORDS, NotImplementedText, keyword_name

Node = Tree[Token] | Token
Data = dict[str, Any]


def words_of(node: Node) -> list[str]:
    if isinstance(node, Token):
        return [str(node)]
    return [w for child in node.children if child is not None for w in words_of(child)]


def text_of(node: Node) -> str:
    return " ".join(words_of(node))


def subtrees(node: Tree[Token]) -> list[Tree[Token]]:
    return [c for c in node.children if isinstance(c, Tree)]


def tokens_of(node: Tree[Token], kind: str | None = None) -> list[Token]:
    return [c for c in node.children if isinstance(c, Token) and (kind is None or c.type == kind)]


def find_child(node: Tree[Token], name: str) -> Tree[Token] | None:
    for child in subtrees(node):
        if child.data == name:
            return child
    return None


def keyword_of(node: Tree[Token]) -> str:
    """CR 702: a keyword ability as a definition writes it (``First strike``, ``Equip {2}``)."""
    kind = str(node.data)
    words = words_of(node)
    if kind in registry.KEYWORDS:
        name = str(registry.KEYWORDS[kind](node))
    elif kind == "keyword":
        name = " ".join(words)
    elif kind == "protection":
        name = "Protection from " + words[-1]
    elif kind == "enchant":
        what = text_of(node.children[1])
        if len(what.split()) != 1:
            raise NotImplementedText(
                f"Enchant {what}: only one card type or subtype is implemented"
            )
        name = "Enchant " + what
    elif kind in ("equip", "costed_keyword"):
        name = words[0] + " " + "".join(words[1:])
    else:
        name = " ".join(words)
    name = name[:1].upper() + name[1:]
    if keyword_name(name) not in IMPLEMENTED_KEYWORDS:
        raise NotImplementedText(f"keyword {keyword_name(name)} not implemented")
    return name
