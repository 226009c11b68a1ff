"""CR 110.2, 400.7 with a real card compiled from its Oracle text: Kenrith, the Returned King's
"{4}{B}: Put target creature card from a graveyard onto the battlefield under its owner's
control." takes a creature card from any graveyard; it enters under its owner's control, not
Kenrith's controller's."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import activate
from mtgrules.game.objects import Zone
from zones_helpers import zones_game

KENRITH = "Kenrith, the Returned King"


@needs_full_database
def test_110_2_kenrith_returns_an_opponent_s_creature_card_under_their_control() -> None:
    game = zones_game(
        [KENRITH], cards={"kenrith": KENRITH}, mana="BBBBB",
        their_graveyard={"giant": "Hill Giant"}, graveyard={"shock": "Shock"},
    )  # fmt: skip
    activate(game, "kenrith", 5, "giant")
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    assert game.controller_of("giant") == "B"


@needs_full_database
def test_110_2_kenrith_returns_your_own_creature_card_to_you() -> None:
    game = zones_game(
        [KENRITH], cards={"kenrith": KENRITH}, mana="BBBBB", graveyard={"bears": "Grizzly Bears"}
    )
    activate(game, "kenrith", 5, "bears")
    assert game.objects["bears"].zone is Zone.BATTLEFIELD
    assert game.controller_of("bears") == "A"
