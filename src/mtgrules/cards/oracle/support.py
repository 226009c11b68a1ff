"""What the engine implements, as the compiler sees it: the keyword abilities whose rules the
game carries out (CR 702), and the reason a text is parsed but not supported."""

from __future__ import annotations

# The keywords the game carries out: one list, kept with the abilities they stand for.
from mtgrules.cards.keyword_abilities import IMPLEMENTED_KEYWORDS as IMPLEMENTED_KEYWORDS


class NotImplementedText(ValueError):
    """Text the grammar reads whose meaning the engine can't carry out yet; the message says
    what ("instruction scry not implemented")."""


NUMBER_WORDS: dict[str, int] = {
    "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10,
}  # fmt: skip

WORDS_FOR_NUMBERS: dict[int, str] = {
    1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
    9: "nine", 10: "ten",
}  # fmt: skip


def keyword_name(text: str) -> str:
    """The keyword a keyword ability's text starts with (``Protection from red`` →
    ``Protection``; ``Cycling—Pay 2 life.`` → ``Cycling``)."""
    text = text.split("—", 1)[0]
    for size in (2, 1):
        words = text.split()
        if len(words) >= size and " ".join(words[:size]) in IMPLEMENTED_KEYWORDS:
            return " ".join(words[:size])
    words = text.split()
    for size in (3, 2):
        if len(words) >= size and not any(c in " ".join(words[:size]) for c in "{0123456789"):
            return (
                " ".join(words[:size]) if size == 2 and words[0].lower() in _TWO_WORD else words[0]
            )
    return words[0] if words else text


_TWO_WORD = {"first", "double", "split", "battle", "living", "read", "basic", "level", "for", "job"}
