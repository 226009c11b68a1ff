"""CR 608.2d, 701.20a with a real card compiled from its Oracle text: Winding Way ("Choose
creature or land. Reveal the top four cards of your library. Put all cards of the chosen type
revealed this way into your hand and the rest into your graveyard.") — the type is chosen as it
resolves; a card is put into the hand only if it has that type."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from zones_helpers import zones_game

TOP = ["Grizzly Bears", "Mountain", "Shock", "Hill Giant", "Forest"]


def _cast(choice: str) -> Game:
    game = zones_game(["Winding Way"], hand={"way": "Winding Way"}, mana="GG", library=TOP)
    take(game, CastSpell("A", "way"))
    resolve_stack(game)
    assert {a.value for a in game.legal_actions() if isinstance(a, Choose)} == {
        "creature",
        "land",
    }
    take(game, Choose("A", choice))
    resolve_stack(game)
    return game


@needs_full_database
def test_608_2d_winding_way_choosing_creature_keeps_the_creature_cards() -> None:
    game = _cast("creature")
    zones = [game.objects[f"a-lib-{n}"].zone for n in range(1, 6)]
    assert zones == [Zone.HAND, Zone.GRAVEYARD, Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY]


@needs_full_database
def test_608_2d_winding_way_choosing_land_keeps_the_land_cards() -> None:
    game = _cast("land")
    zones = [game.objects[f"a-lib-{n}"].zone for n in range(1, 6)]
    assert zones == [Zone.GRAVEYARD, Zone.HAND, Zone.GRAVEYARD, Zone.GRAVEYARD, Zone.LIBRARY]
