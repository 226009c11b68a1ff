"""Regenerate the vocabulary tables in ``src/mtgrules/vocab/data`` from the rules texts.

English words and their order come from the current Comprehensive Rules (205.2a, 205.3g-205.3q,
205.4a); Japanese words come from the Japanese rules text of 205 (the seed), matched by English
word. Words the Japanese text does not have (newer than it) get an empty Japanese column.

Usage: python scripts/extract_vocab.py [SHARED_DIR]   (default: ../shared)
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "src" / "mtgrules" / "vocab" / "data"

SUBTYPE_RULES = {
    "205.3g": "artifact",
    "205.3h": "enchantment",
    "205.3i": "land",
    "205.3j": "planeswalker",
    "205.3k": "spell",
    "205.3m": "creature",
    "205.3n": "planar",
    "205.3p": "dungeon",
    "205.3q": "battle",
}


def rule_text(rules: str, number: str) -> str:
    match = re.search(rf"^{re.escape(number)} (.*)$", rules, re.MULTILINE)
    if not match:
        raise SystemExit(f"rule {number} not found")
    return match.group(1)


def english_list(text: str) -> list[str]:
    """The comma-separated list after 'are' / 'is' up to the final period."""
    text = re.sub(r" \(see rules? [^)]*\)", "", text)
    tail = re.split(r"\b(?:types are|type is|words long:|supertypes are|card types are)\s", text)[
        -1
    ]
    tail = tail.split(". Of that list")[0].rstrip(".")
    items = [i.strip() for i in re.split(r",\s*(?:and\s+)?|\s+and\s+", tail) if i.strip()]
    return [i.replace("’", "'") for i in items]


def japanese_pairs(seed: str) -> dict[str, str]:
    pairs: dict[str, str] = {}
    for ja, en in re.findall(r"「+([^「」／]+)／([^「」]+)」", seed):
        pairs.setdefault(en.strip().replace("’", "'").casefold(), ja.strip())
    return pairs


def main() -> None:
    shared = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT.parent / "shared"
    rules = (shared / "rules" / "comprehensive-rules-en.txt").read_text(encoding="utf-8")
    seed = (shared / "seeds" / "205-type-line.ja.txt").read_text(encoding="utf-8")
    ja = japanese_pairs(seed)
    ja.setdefault("kindred", ja.get("tribal", ""))

    rows = ["kind\tenglish\tjapanese"]
    for number, kind in SUBTYPE_RULES.items():
        text = rule_text(rules, number)
        if kind == "creature":
            text = "types are Time Lord, " + text.rsplit("long: ", 1)[1]
        for word in english_list(text):
            rows.append(f"{kind}\t{word}\t{ja.get(word.casefold(), '')}")
    (OUT / "subtypes.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")

    # Japanese prints most supertypes run into the next word (伝説のクリーチャー, 基本土地) but
    # World with a separator (ワールド・エンチャント).
    joiners = {"World": "・"}
    rows = ["english\tjapanese\tjapanese_joiner"]
    for word in english_list(rule_text(rules, "205.4a")):
        word = word.capitalize()
        rows.append(f"{word}\t{ja.get(word.casefold(), '')}\t{joiners.get(word, '')}")
    (OUT / "supertypes.tsv").write_text("\n".join(rows) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")


if __name__ == "__main__":
    main()
