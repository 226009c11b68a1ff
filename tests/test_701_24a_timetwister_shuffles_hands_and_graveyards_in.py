"""CR 701.24a, 101.4, 608.2n with a real card compiled from its Oracle text: Timetwister ("Each
player shuffles their hand and graveyard into their library, then draws seven cards.") — every
card of each hand and graveyard goes into its owner's library, which is shuffled; each player
draws seven; Timetwister itself is put into its owner's graveyard only as it finishes
resolving, so it isn't shuffled in."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import in_zone, resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from zones_helpers import zones_game


@needs_full_database
def test_701_24a_timetwister_wheels_both_players_to_seven_cards() -> None:
    game = zones_game(
        ["Timetwister"],
        hand={"tt": "Timetwister", "giant": "Hill Giant", "bolt": "Lightning Bolt"},
        graveyard={"bears": "Grizzly Bears"},
        their_graveyard={"shock": "Shock", "lions": "Savannah Lions"},
        mana="UUU",
    )
    library = {p: len(game.libraries[p]) for p in ("A", "B")}
    take(game, CastSpell("A", "tt"))
    resolve_stack(game)
    assert len(in_zone(game, Zone.HAND, "A")) == 7
    assert len(in_zone(game, Zone.HAND, "B")) == 7
    assert in_zone(game, Zone.GRAVEYARD, "A") == ["tt"]
    assert in_zone(game, Zone.GRAVEYARD, "B") == []
    assert len(game.libraries["A"]) == library["A"] + 3 - 7  # Hill Giant, Bolt, Bears in
    assert len(game.libraries["B"]) == library["B"] + 2 - 7
    every_card = [*game.libraries["A"], *in_zone(game, Zone.HAND, "A")]
    assert {"giant", "bolt", "bears"} <= set(every_card)
