"""CR 701.20a with a real card compiled from its Oracle text: Balustrade Spy ("When Balustrade
Spy enters, target player reveals cards from the top of their library until they reveal a land
card, then puts those cards into their graveyard.") — every card revealed, the land too, goes
to the graveyard; with no land, the whole library does."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import in_zone, resolve_stack, take
from mtgrules.game.actions import CastSpell, ChooseTargets
from mtgrules.game.objects import Zone
from zones_helpers import zones_game

SPY = "Balustrade Spy"


@needs_full_database
def test_701_20a_balustrade_spy_mills_down_to_and_including_the_first_land() -> None:
    game = zones_game(
        [SPY], hand={"spy": SPY}, mana="BBBB", library=["Shock", "Hill Giant", "Mountain", "Shock"]
    )
    take(game, CastSpell("A", "spy"))
    resolve_stack(game)
    take(game, ChooseTargets("A", ("A",)))
    resolve_stack(game)
    assert sorted(in_zone(game, Zone.GRAVEYARD, "A")) == ["a-lib-1", "a-lib-2", "a-lib-3"]
    assert game.libraries["A"][0] == "a-lib-4"


@needs_full_database
def test_701_20a_with_no_land_left_every_card_is_revealed_and_put_away() -> None:
    game = zones_game([SPY], hand={"spy": SPY}, mana="BBBB")
    for card in list(game.libraries["B"]):
        game.move(card, Zone.EXILE)  # set-up: B's library is only two nonland cards
    for index, name in enumerate(("Shock", "Hill Giant")):
        game.create_card(name, "B", Zone.LIBRARY, object_id=f"b-card-{index}")
    take(game, CastSpell("A", "spy"))
    resolve_stack(game)
    take(game, ChooseTargets("A", ("B",)))
    resolve_stack(game)
    assert game.libraries["B"] == []
    assert sorted(in_zone(game, Zone.GRAVEYARD, "B")) == ["b-card-0", "b-card-1"]
