"""CR 207.2c: ability words ("Landfall —", "Channel —"), which tie cards together but have no
rules meaning; the table is ``data/ability_words.txt``. The Oracle compiler reads the text after
the dash and says the word back as printed; the support status compares texts without it."""

from __future__ import annotations

from functools import cache
from importlib.resources import files


@cache
def ability_words() -> frozenset[str]:
    """Every ability word, as printed (``Fateful hour``)."""
    text = files("mtgrules.vocab").joinpath("data/ability_words.txt").read_text("utf-8")
    return frozenset(
        line.strip() for line in text.splitlines() if line.strip() and not line.startswith("#")
    )


def without_ability_word(text: str) -> str:
    """The text after a leading ability word and its dash (CR 207.2c), or the text itself."""
    word, dash, rest = text.partition(" — ")
    return rest if dash and word in ability_words() else text
