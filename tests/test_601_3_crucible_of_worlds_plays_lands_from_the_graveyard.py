"""CR 305.1-2, 601.3 with a real card compiled from its Oracle text: Crucible of Worlds ("You may
play lands from your graveyard.") — a land card in its controller's graveyard may be played as
their land for the turn, and only while they control Crucible."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import take
from mtgrules.game.actions import PlayLand
from mtgrules.game.objects import Zone
from zones_helpers import zones_game

CRUCIBLE = "Crucible of Worlds"


@needs_full_database
def test_601_3_crucible_lets_its_controller_play_a_land_from_their_graveyard() -> None:
    game = zones_game([CRUCIBLE], cards={"crucible": CRUCIBLE},
                      graveyard={"forest": "Forest", "bolt": "Lightning Bolt"},
                      their_graveyard={"their-forest": "Forest"})  # fmt: skip
    plays = [a for a in game.legal_actions() if isinstance(a, PlayLand)]
    assert plays == [PlayLand("A", "forest")]  # not the Bolt, nor the opponent's Forest
    take(game, PlayLand("A", "forest"))
    assert game.objects["forest"].zone is Zone.BATTLEFIELD
    assert not any(isinstance(a, PlayLand) for a in game.legal_actions())  # one a turn (305.2)


@needs_full_database
def test_601_3_without_crucible_no_land_is_played_from_the_graveyard() -> None:
    game = zones_game([CRUCIBLE], cards={"crucible": CRUCIBLE}, graveyard={"forest": "Forest"})
    game.move("crucible", Zone.GRAVEYARD)
    assert not any(isinstance(a, PlayLand) for a in game.legal_actions())
