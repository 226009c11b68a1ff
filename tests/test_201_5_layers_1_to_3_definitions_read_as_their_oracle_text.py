"""Card definitions are faithful to the Oracle text: each card of the copy, control and text
group (layers 1-3 and names) reads, ability by ability, as its Oracle text without reminder text
(CR 207.2) — with its own name where it names itself (201.5)."""

from __future__ import annotations

import re

import pytest

from mtgrules.cards.build import bundled_database
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game

DB = bundled_database()

CARDS = [
    "Clone", "Vesuvan Doppelganger", "Quicksilver Gargantuan", "Dimir Doppelganger",
    "Grinning Demon", "Act of Treason", "Magical Hack", "Sleight of Mind", "Crusade",
    "Quicksilver Elemental", "Cudgel Troll", "Skithiryx, the Blight Dragon", "Gutter Grime",
    "Glacial Ray", "Kodama's Reach", "Liliana's Contract", "Master of the Feast", "Runeclaw Bear",
    "Dispossess", "Mirror Gallery", "Isamaru, Hound of Konda", "Emrakul, the Aeons Torn",
    "Akki Lavarunner", "Tok-Tok, Volcano Born", "Necrotic Ooze", "Yixlid Jailer", "Nether Void",
    "Grindstone", "Crimson Acolyte",
]  # fmt: skip

SHORTENED = {"Regenerate Skithiryx.": "Regenerate Skithiryx, the Blight Dragon."}
"""CR 201.5c: a shortened name means the full name, and reads as it."""


def oracle_lines(text: str) -> list[str]:
    lines = []
    for line in text.split("\n"):
        line = re.sub(r"\s*\([^)]*\)", "", line).strip()  # reminder text
        for short, full in SHORTENED.items():
            line = line.replace(short, full)
        if line:
            lines.append(line)
    return lines


def keywords_apart(lines: list[str] | tuple[str, ...]) -> list[str]:
    """ "Flying, protection from …, annihilator 6" is three keyword abilities on one line."""
    out: list[str] = []
    for line in lines:
        parts = line.split(", ") if not line.endswith(".") else [line]
        out += [p[:1].upper() + p[1:] for p in parts]
    return out


@pytest.mark.parametrize("name", CARDS)
def test_201_5_the_definition_reads_as_the_oracle_text(name: str) -> None:
    card, face = DB.face(name)
    game = Game()
    flip_back = card.layout == "flip" and face is not card.front
    obj = game.create_card(
        card.front.name if flip_back else name,
        "A",
        Zone.BATTLEFIELD,
        face_name=face.name if flip_back else None,
    )
    assert name in game.definitions or card.name in game.definitions
    texts = game.characteristics(obj.id).ability_texts
    assert keywords_apart(texts) == keywords_apart(oracle_lines(face.oracle_text or ""))
