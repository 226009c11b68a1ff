"""CR 108.1, 201.5: the support status of the cards compiled here: each face's Oracle text is
matched to its definition's abilities, "this Saga" and "this creature" read as the object's own
name as the compiler reads them, and every chapter, mode and loyalty ability is carried out
(chapter and "becomes level N" triggers are the game's own, CR 714.2, 716.2a)."""

from __future__ import annotations

import pytest

from card_data import needs_full_database
from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import record_of
from mtgrules.cards.oracle import compile_card
from mtgrules.cards.support import Status, support


@needs_full_database
@pytest.mark.parametrize(
    "name",
    [
        "Urza's Saga",
        "The Modern Age // Vector Glider",
        "Kolaghan's Command",
        "Boros Charm",
        "Abrade",
        "The Wandering Emperor",
        "Samut, Tyrant Smasher",
    ],
)
def test_108_1_the_compiled_card_is_supported(name: str) -> None:
    card = bundled_database().card(name)
    compiled = compile_card(record_of(card))
    assert compiled.definition is not None, compiled.why()
    found = support(card, compiled.definition)
    assert found.status is Status.SUPPORTED, found
