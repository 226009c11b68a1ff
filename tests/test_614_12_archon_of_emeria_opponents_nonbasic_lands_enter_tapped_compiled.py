"""CR 614.1c, 614.12: Archon of Emeria, compiled from its Oracle text: "Nonbasic lands your
opponents control enter the battlefield tapped." — an opponent's nonbasic land enters tapped
(and its "enters untapped" doesn't happen), a basic land or its controller's own doesn't."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import take
from mtgrules.game.actions import PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import put, start

pytestmark = needs_full_database


def _archon(active: str) -> Game:
    game = game_with("Archon of Emeria", "Ancient Tomb")
    put(game, "Archon of Emeria", "A", object_id="archon")
    for player in ("A", "B"):
        put(game, "Ancient Tomb", player, Zone.HAND, f"{player}-tomb")
        put(game, "Mountain", player, Zone.HAND, f"{player}-mountain")
    return start(game, active=active)


def test_614_12_an_opponents_nonbasic_land_enters_tapped() -> None:
    game = _archon("B")
    take(game, PlayLand("B", "B-tomb"))
    assert game.objects["B-tomb"].tapped


def test_614_12_an_opponents_basic_land_enters_untapped() -> None:
    game = _archon("B")
    take(game, PlayLand("B", "B-mountain"))
    assert not game.objects["B-mountain"].tapped


def test_614_12_its_controllers_own_nonbasic_land_enters_untapped() -> None:
    game = _archon("A")
    take(game, PlayLand("A", "A-tomb"))
    assert not game.objects["A-tomb"].tapped
