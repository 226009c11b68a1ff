"""Real cards compiled from their Oracle text in the shared card data, for the tests of amounts
and counted conditions (delirium, spell mastery, metalcraft, domain, "where X is", "instead"):
a game with their definitions beside the bundled ones and the tests' own."""

from __future__ import annotations

from functools import cache

from mtgrules.cards.build import bundled_database, iter_records
from mtgrules.cards.definitions import CardDefinition
from mtgrules.cards.oracle import compile_card
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import definitions, put


@cache
def _records() -> dict[str, dict[str, object]]:
    return {str(r["name"]): r for r in iter_records(bundled_database())}


def compiled(*names: str) -> dict[str, CardDefinition]:
    """The definitions of the cards ``names``, compiled from their Oracle text (each must be
    supported in full)."""
    found = {}
    for name in names:
        result = compile_card(_records()[name])
        assert result.definition is not None, result.why()
        found[result.definition.card] = result.definition
    return found


def game_with(*names: str, lines: int | None = None) -> Game:
    """An empty game to set up by hand, with the cards ``names`` compiled (with ``lines``, only
    the first so many lines of each card's text: the ones this family reads, of a card whose
    other lines other families read)."""
    found = compiled(*names) if lines is None else first_lines(lines, *names)
    return Game(("A", "B"), definitions={**definitions(), **found})


def first_lines(lines: int, *names: str) -> dict[str, CardDefinition]:
    """The cards ``names`` compiled from the first ``lines`` lines of their Oracle text."""
    found = {}
    for name in names:
        record = dict(_records()[name])
        faces = [dict(f) for f in record["faces"]]  # type: ignore[attr-defined]
        for face in faces:
            face["oracle_text"] = "\n".join(str(face["oracle_text"]).split("\n")[:lines])
        record["faces"] = faces
        result = compile_card(record)
        assert result.definition is not None, result.why()
        found[result.definition.card] = result.definition
    return found


CARD_TYPES = {
    "Mountain": "Land",
    "Hill Giant": "Creature",
    "Searing Spear": "Instant",
    "Lava Axe": "Sorcery",
    "Bonesplitter": "Artifact",
    "Pacifism": "Enchantment",
}
"""One card of each of six card types (CR 205.2a), all bundled."""


def graveyard(game: Game, player: str, *names: str) -> None:
    """Put the cards ``names`` into ``player``'s graveyard."""
    for index, name in enumerate(names):
        put(game, name, player, Zone.GRAVEYARD, f"{player}-gy-{index}")
