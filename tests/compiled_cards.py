"""Real cards compiled from their Oracle text in the shared card data (the tests using them skip
without it, :data:`card_data.needs_full_database`), in games whose other cards are the bundled
definitions and the test boards' own (:func:`play_helpers.definitions`)."""

from __future__ import annotations

from functools import cache

from mtgrules.cards.build import bundled_database, iter_records
from mtgrules.cards.definitions import CardDefinition
from mtgrules.cards.oracle import compile_card
from mtgrules.game.state import Game
from play_helpers import definitions


@cache
def records() -> dict[str, dict[str, object]]:
    """Every card's record of the database in use, by name."""
    return {str(r["name"]): dict(r) for r in iter_records(bundled_database())}


def _definition(record: dict[str, object]) -> CardDefinition:
    result = compile_card(record)
    assert result.definition is not None, (record["name"], result.why())
    return result.definition


@cache
def compiled_card(name: str) -> CardDefinition:
    """The definition of the real card ``name`` compiled from its Oracle text (it must be
    supported: every line proven by render-back)."""
    return _definition(records()[name])


def compiled(*names: str) -> dict[str, CardDefinition]:
    """The definitions of the cards ``names``, compiled from their Oracle text (each must be
    supported in full)."""
    found = {}
    for name in names:
        definition = compiled_card(name)
        found[definition.card] = definition
    return found


def first_lines(lines: int, *names: str) -> dict[str, CardDefinition]:
    """The cards ``names`` compiled from the first ``lines`` lines of their Oracle text (the
    ones a family reads, of a card whose other lines other families read)."""
    found = {}
    for name in names:
        record = dict(records()[name])
        faces = [dict(f) for f in record["faces"]]  # type: ignore[attr-defined]
        for face in faces:
            face["oracle_text"] = "\n".join(str(face["oracle_text"]).split("\n")[:lines])
        record["faces"] = faces
        definition = _definition(record)
        found[definition.card] = definition
    return found


def game_with(*names: str, lines: int | None = None, players: tuple[str, ...] = ("A", "B")) -> Game:
    """An empty game to set up by hand, with the cards ``names`` compiled (with ``lines``, only
    the first so many lines of each card's text)."""
    found = compiled(*names) if lines is None else first_lines(lines, *names)
    return Game(players, definitions={**definitions(), **found})
