"""Real cards compiled from their Oracle text, for the tests of looking at, revealing and moving
cards between a library, a hand and a graveyard (CR 401, 608.2c, 701.20): their records (the
facts of the cards) and a game in A's precombat main phase to play them in."""

from __future__ import annotations

from typing import Any

from instruction_cards import OTHERS, card, definitions_of, game_in_main_phase
from mtgrules.cards.database import CardDatabase
from mtgrules.game.state import Game

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


_DEFINITIONS = definitions_of(COMPILED)
DATABASE = CardDatabase.from_records([*COMPILED, *OTHERS, *MORE])


def main_phase(**zones: Any) -> Game:
    """A game in A's precombat main phase with these tests' cards
    (:func:`instruction_cards.game_in_main_phase`)."""
    return game_in_main_phase(DATABASE, _DEFINITIONS, **zones)
