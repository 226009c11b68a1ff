"""Real cards compiled from their Oracle text, for the tests of looking at, revealing and moving
cards between a library, a hand and a graveyard (CR 401, 608.2c, 701.20): their records (the
facts of the cards) and a game in A's precombat main phase to play them in."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from instruction_cards import BASICS, OTHERS, card
from mtgrules.cards.database import CardDatabase
from mtgrules.cards.definitions import bundled_definitions
from mtgrules.cards.oracle import compile_card
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

COMPILED = [
    card("Flow State", "{1}{U}", ["Sorcery"],
         "Look at the top three cards of your library. Put one of them into your hand and the "
         "rest on the bottom of your library in any order. If there is an instant card and a "
         "sorcery card in your graveyard, instead put two of them into your hand and the rest on "
         "the bottom of your library in any order."),
    card("Free the Fae", "{1}{U}", ["Instant"],
         "Mill four cards. Then put an instant, sorcery, or Faerie card from among the milled "
         "cards into your hand."),
]  # fmt: skip
"""Free the Fae is the Adventure of Picklock Prankster (CR 715); its spell text is played here
as an instant's."""

MORE = [
    card("Duress", "{B}", ["Sorcery"], ""),
    card("Opt", "{U}", ["Instant"], ""),
    card("Faerie Mastermind", "{1}{U}", ["Creature"], "", subtypes=["Faerie", "Rogue"],
         power="2", toughness="1"),
]  # fmt: skip
"""Cards whose types the tests need (their text is not played)."""


def definitions() -> dict[str, Any]:
    compiled = {}
    for record in COMPILED:
        result = compile_card(record)
        assert result.definition is not None, result.why()
        compiled[result.definition.card] = result.definition
    return {**bundled_definitions(), **compiled}


_DEFINITIONS = definitions()
DATABASE = CardDatabase.from_records([*COMPILED, *OTHERS, *MORE])


def main_phase(
    *,
    hand: Mapping[str, str] | None = None,
    mana: str = "",
    library: list[str] | None = None,
    graveyard: Mapping[str, str] | None = None,
    cards: Mapping[str, str] | None = None,
    their_hand: Mapping[str, str] | None = None,
) -> Game:
    """A game in A's precombat main phase (turn 2) with these cards (id → name); A's library
    is ``library`` (top first; ids are the names in lower case with a number), B's ten
    Islands."""
    game = Game(("A", "B"), DATABASE, _DEFINITIONS)
    for player, zone, cards_there in (
        ("A", Zone.BATTLEFIELD, cards), ("A", Zone.HAND, hand), ("A", Zone.GRAVEYARD, graveyard),
        ("B", Zone.HAND, their_hand),
    ):  # fmt: skip
        for object_id, name in (cards_there or {}).items():
            put(game, name, player, zone, object_id)
    for symbol in dict.fromkeys(mana):
        lands(game, BASICS[symbol], mana.count(symbol), "A", f"A-{symbol}")
    for index, name in enumerate(library or ["Island"] * 10):
        put(game, name, "A", Zone.LIBRARY, f"{name.lower().replace(' ', '-')}-{index + 1}")
    for index in range(10):
        put(game, "Island", "B", Zone.LIBRARY, f"b-island-{index + 1}")
    return start(game, library=None)
