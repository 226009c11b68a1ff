"""How the engine compares words a person typed: case-, width- and apostrophe-insensitively.

CR 201.2: a card's name is its English name whatever the printed language, so lookups accept
either language, in any case and any character width.
"""

from __future__ import annotations

import unicodedata

# Characters that print differently but mean the same in names and type lines.
_EQUIVALENT = str.maketrans(
    {
        "’": "'",
        "‘": "'",
        "＇": "'",
        "“": '"',
        "”": '"',
        "＂": '"',
        "‐": "-",
        "‑": "-",
    }
)


def fold(text: str) -> str:
    """The comparison key of ``text``: NFKC (full-width to half-width), case-folded, curly
    quotes made straight, inner runs of white space collapsed, ends stripped."""
    folded = unicodedata.normalize("NFKC", text).translate(_EQUIVALENT).casefold()
    return " ".join(folded.split())


def is_japanese(text: str) -> bool:
    """Whether ``text`` holds kana or kanji, i.e. is written in Japanese."""
    return any(
        "\u3040" <= ch <= "\u30ff" or "\u4e00" <= ch <= "\u9fff" or ch in "・〔〕《》"
        for ch in text
    )
