"""CR 608.2d, 702.x channel: "Channel — {3}{B}, Discard Takenuma, Abandoned Mire: Mill three
cards, then return a creature or planeswalker card from your graveyard to your hand." (the card
is chosen as it resolves, the milled cards among the choices; not a target), compiled from its
Oracle text."""

from __future__ import annotations

from amounts_cards import graveyard
from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start


def _channel(*library: str, dead: tuple[str, ...] = ()) -> Game:
    """Takenuma in A's hand with four Swamps and ``dead`` in A's graveyard; A's library from
    the top: ``library``."""
    game = game_with("Takenuma, Abandoned Mire")
    graveyard(game, "A", *dead)
    put(game, "Takenuma, Abandoned Mire", "A", Zone.HAND, "takenuma")
    lands(game, "Swamp", 4, "A", "A-B")
    for index, name in enumerate(library):
        put(game, name, "A", Zone.LIBRARY, f"lib-{index}")
    start(game, library=None)
    take(game, ActivateAbility("A", "takenuma", 2))
    resolve_stack(game)
    return game


@needs_full_database
def test_608_2d_the_only_creature_card_milled_returns_to_hand() -> None:
    game = _channel("Hill Giant", "Mountain", "Searing Spear", "Island")
    assert game.objects["lib-0"].zone is Zone.HAND
    assert {game.objects[i].zone for i in ("lib-1", "lib-2")} == {Zone.GRAVEYARD}
    assert game.objects["lib-3"].zone is Zone.LIBRARY


@needs_full_database
def test_608_2d_with_two_creature_cards_the_controller_chooses() -> None:
    game = _channel("Hill Giant", "Mountain", "Island", "Island", dead=("Savannah Lions",))
    assert game.pending is not None
    options = {a.value for a in game.legal_actions() if isinstance(a, Choose)}
    assert options == {"Hill Giant", "Savannah Lions"}
    take(game, Choose("A", "Savannah Lions"))
    assert game.objects["A-gy-0"].zone is Zone.HAND
    assert game.objects["lib-0"].zone is Zone.GRAVEYARD


@needs_full_database
def test_608_2d_no_creature_card_nothing_returns() -> None:
    game = _channel("Mountain", "Island", "Searing Spear", "Island")
    hand = [o.id for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"]
    assert hand == []
