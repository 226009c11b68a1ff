"""Helpers for the tests of the zones family (revealing, returning to the battlefield, control,
exile until): games whose real cards are compiled from the Oracle text of the shared card data
(the tests using them skip without it), the other cards being the bundled definitions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from compiled_cards import game_with
from in_play import BASICS
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, put, start


def zones_game(
    compiled: Sequence[str],
    *,
    cards: Mapping[str, str] | None = None,
    hand: Mapping[str, str] | None = None,
    graveyard: Mapping[str, str] | None = None,
    theirs: Mapping[str, str] | None = None,
    their_graveyard: Mapping[str, str] | None = None,
    mana: str = "",
    library: Sequence[str] = (),
    their_library: Sequence[str] = (),
    step: Step = Step.PRECOMBAT_MAIN,
    active: str = "A",
    turn: int = 2,
) -> Game:
    """A game whose cards ``compiled`` come from their Oracle text, begun at ``step`` of turn
    ``turn``: A's permanents ``cards``, ``hand`` and ``graveyard``, B's ``theirs`` and
    ``their_graveyard`` (id → name), untapped basic lands of A for ``mana``, and each player's
    library from the top: ``library`` (ids ``a-lib-N``) / ``their_library`` (``b-lib-N``),
    then ten Islands."""
    game = game_with(*compiled)
    for player, zone, there in (
        ("A", Zone.BATTLEFIELD, cards), ("A", Zone.HAND, hand), ("A", Zone.GRAVEYARD, graveyard),
        ("B", Zone.BATTLEFIELD, theirs), ("B", Zone.GRAVEYARD, their_graveyard),
    ):  # fmt: skip
        for object_id, name in (there or {}).items():
            put(game, name, player, zone, object_id)
    for symbol in dict.fromkeys(mana):
        lands(game, BASICS[symbol], mana.count(symbol), "A", f"A-{symbol}")
    for player, names in (("A", library), ("B", their_library)):
        for index, name in enumerate([*names, *["Island"] * 10]):
            put(game, name, player, Zone.LIBRARY, f"{player.lower()}-lib-{index + 1}")
    return start(game, step, active=active, turn=turn, library=None)
