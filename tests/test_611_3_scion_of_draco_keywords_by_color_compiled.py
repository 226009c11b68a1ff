"""CR 611.3, 105.2: Scion of Draco ("Each creature you control has vigilance if it's white,
hexproof if it's blue, lifelink if it's black, first strike if it's red, and trample if it's
green."), compiled from its Oracle text and played: each creature gets the keywords of its
colors, while the Scion is on the battlefield."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import put, start

pytestmark = needs_full_database

KEYWORDS = ("Vigilance", "Hexproof", "Lifelink", "First strike", "Trample")


def _keywords(game: Game, object_id: str) -> set[str]:
    chars = game.characteristics(object_id)
    return {k for k in KEYWORDS if chars.has_keyword(k)}


def _scion() -> Game:
    game = game_with("Scion of Draco")
    put(game, "Scion of Draco", "A", object_id="scion")  # colorless
    put(game, "Savannah Lions", "A", object_id="white")
    put(game, "Raging Goblin", "A", object_id="red")
    put(game, "Vampire Nighthawk", "A", object_id="black")  # flying, deathtouch, lifelink
    put(game, "Savannah Lions", "B", object_id="theirs")
    return start(game)


def test_611_3_scion_of_draco_gives_each_of_your_creatures_its_colors_keywords() -> None:
    game = _scion()
    assert _keywords(game, "white") == {"Vigilance"}
    assert _keywords(game, "red") == {"First strike"}
    assert _keywords(game, "black") == {"Lifelink"}
    assert _keywords(game, "scion") == set()  # colorless: none
    assert _keywords(game, "theirs") == set()  # not yours


def test_611_3_scion_of_draco_gone_the_keywords_go() -> None:
    game = _scion()
    game.move("scion", Zone.GRAVEYARD)
    assert _keywords(game, "white") == set()
