"""The compiler's input: card records read from the Oracle card data (``cards.jsonl``, one JSON
object per card with its faces), and each face's rules text made ready to parse: reminder text
dropped, the face's own name read as a reference to itself (CR 201.5), one ability per line
(CR 113.2).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SELF = "{this}"
"""How a reference to the object itself (CR 201.5) is written in compiled text."""

_REMINDER = re.compile(r"\s*\([^()]*\)")
_SELF_WORDS = re.compile(
    r"\b[Tt]his (?:creature|land|artifact|enchantment|permanent|spell|card|Aura|Equipment|"
    r"Vehicle|planeswalker|battle|Saga|Class|token)\b"
)
_ENTERS = re.compile(r"\benters the battlefield\b")


@dataclass(frozen=True)
class Face:
    """One face of a card as the Oracle data gives it."""

    name: str
    oracle_text: str
    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()

    @property
    def is_spell(self) -> bool:
        """An instant or sorcery: its rules text is spell abilities (CR 113.3a)."""
        return bool({"Instant", "Sorcery"} & set(self.types))


def faces_of(record: Mapping[str, Any]) -> tuple[Face, ...]:
    """Every face of a card record that has rules text."""
    out = []
    for face in record.get("faces", ()):
        text = face.get("oracle_text")
        if text:
            out.append(
                Face(
                    str(face["name"]),
                    str(text),
                    tuple(face.get("types") or ()),
                    tuple(face.get("subtypes") or ()),
                    tuple(face.get("supertypes") or ()),
                )
            )
    return tuple(out)


def read_records(path: str | Path) -> Iterator[dict[str, Any]]:
    """The card records of a ``cards.jsonl`` file, in file order."""
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            if line.strip():
                yield json.loads(line)


def shared_cards_path(start: str | Path | None = None) -> Path | None:
    """``../shared/cards/cards.jsonl`` beside the checkout, if it is there."""
    here = Path(start) if start is not None else Path(__file__).resolve()
    for folder in (here, *here.parents):
        candidate = folder.parent / "shared" / "cards" / "cards.jsonl"
        if candidate.is_file():
            return candidate
    return None


def self_names(name: str) -> tuple[str, ...]:
    """The ways a face's text names itself, longest first: its full name and, for a legendary
    name with an epithet, the part before the comma (CR 201.5c: "Isamaru")."""
    names = [name]
    short = name.split(",")[0].strip()
    if short != name and len(short) > 2:
        names.append(short)
    return tuple(names)


def normalize(name: str, text: str) -> str:
    """A face's rules text as the compiler reads and compares it: reminder text dropped (it has
    no rules meaning, CR 207.2), the face's own name and "this creature"-style words as
    ``{this}`` (201.5), "enters the battlefield" as "enters" (the same event, newer wording),
    typographic quotes and dashes made plain, spaces collapsed; one ability per line."""
    text = text.replace("’", "'").replace("“", '"').replace("”", '"').replace(" -- ", " — ")
    text = _REMINDER.sub("", text)
    for own in self_names(name):
        if own in text:  # the pattern is compiled only for a text that names the face
            text = re.sub(rf"(?<![\w']){re.escape(own)}(?![\w])", SELF, text)
    text = _SELF_WORDS.sub(SELF, text)
    text = _ENTERS.sub("enters", text)
    lines = [" ".join(line.split()) for line in text.split("\n")]
    return "\n".join(line for line in lines if line)
