"""CR 614.1c: "enters tapped unless …" replacement effects, on lands compiled from their Oracle
text: Spirebluff Canal ("Spirebluff Canal enters tapped unless you control two or fewer other
lands.") and Drowned Catacomb ("Drowned Catacomb enters tapped unless you control an Island or
a Swamp."). The condition is checked as the land enters: the land itself is not one of the
"other" lands."""

from __future__ import annotations

from typing import Any

from in_play import take
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.definitions import bundled_definitions
from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import put, start


def _card(name: str, text: str, **more: Any) -> dict[str, Any]:
    face = {"name": name, "types": ["Land"], "oracle_text": text, **more}
    return {"name": name, "faces": [face]}


CANAL = _card(
    "Spirebluff Canal",
    "Spirebluff Canal enters tapped unless you control two or fewer other lands.\n"
    "{T}: Add {U} or {R}.",
)
CATACOMB = _card(
    "Drowned Catacomb",
    "Drowned Catacomb enters tapped unless you control an Island or a Swamp.\n{T}: Add {U} or {B}.",
)
CARDS = [
    CANAL,
    CATACOMB,
    *(
        _card(n, "", supertypes=["Basic"], subtypes=[n])
        for n in ("Plains", "Island", "Swamp", "Mountain", "Forest")
    ),
]


def _play(land: str, *lands: str) -> Game:
    compiled = {}
    for record in (CANAL, CATACOMB):
        definition = compile_card(record).definition
        assert definition is not None, compile_card(record).why()
        compiled[definition.card] = definition
    game = Game(("A", "B"), CardDatabase.from_records(CARDS), {**bundled_definitions(), **compiled})
    for index, name in enumerate(lands):
        put(game, name, "A", object_id=f"land-{index}")
    put(game, "Swamp", "B", object_id="their-swamp")
    put(game, land, "A", Zone.HAND, "new")
    start(game)
    take(game, PlayLand("A", "new"))
    return game


def test_614_1c_a_fastland_with_two_other_lands_enters_untapped() -> None:
    game = _play("Spirebluff Canal", "Island", "Mountain")
    assert game.get("new").zone is Zone.BATTLEFIELD
    assert not game.get("new").tapped


def test_614_1c_a_fastland_with_three_other_lands_enters_tapped() -> None:
    game = _play("Spirebluff Canal", "Island", "Mountain", "Forest")
    assert game.get("new").tapped


def test_614_1c_a_checkland_with_a_swamp_enters_untapped() -> None:
    game = _play("Drowned Catacomb", "Plains", "Swamp")
    assert not game.get("new").tapped


def test_614_1c_a_checkland_without_an_island_or_swamp_enters_tapped() -> None:
    game = _play("Drowned Catacomb", "Plains", "Mountain")  # the opponent's Swamp doesn't count
    assert game.get("new").tapped
