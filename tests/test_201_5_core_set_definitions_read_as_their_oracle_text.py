"""The definitions of the core-set cards the example decks play with are faithful to the Oracle
text: each card reads, ability by ability, as its Oracle text without reminder text (CR 207.2),
with its own name where it names itself (201.5)."""

from __future__ import annotations

import re

import pytest

from in_play import CORE_SET_CARDS as CARDS
from mtgrules.cards.build import bundled_database
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game

DB = bundled_database()


def oracle_lines(text: str) -> list[str]:
    """The Oracle text's abilities, one per line, without reminder text."""
    lines = [re.sub(r"\s*\([^)]*\)", "", line).strip() for line in text.split("\n")]
    return [line for line in lines if line]


def keywords_apart(lines: list[str] | tuple[str, ...]) -> list[str]:
    """ "Flying, deathtouch, lifelink" is three keyword abilities on one line."""
    out: list[str] = []
    for line in lines:
        parts = line.split(", ") if not line.endswith(".") else [line]
        out += [p[:1].upper() + p[1:] for p in parts]
    return out


def test_there_are_more_than_sixty_of_them() -> None:
    assert len(set(CARDS)) == len(CARDS) > 60


@pytest.mark.parametrize("name", CARDS)
def test_201_5_the_definition_reads_as_the_oracle_text(name: str) -> None:
    game = Game()
    assert name in game.definitions
    obj = game.create_card(name, "A", Zone.BATTLEFIELD)
    texts = game.characteristics(obj.id).ability_texts
    face = DB.face(name)[1]
    assert keywords_apart(texts) == keywords_apart(oracle_lines(face.oracle_text or ""))
