"""CR 701.23a, 101.4: Field of Ruin ("Destroy target nonbasic land an opponent controls. Each
player searches their library for a basic land card, puts it onto the battlefield, then
shuffles."), compiled from its Oracle text and played: each player searches their own library,
in turn order."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, Choose
from mtgrules.game.objects import Zone
from play_helpers import lands, put, start

pytestmark = needs_full_database


def test_701_23a_field_of_ruin_each_player_searches_their_own_library() -> None:
    game = game_with("Field of Ruin", "Gruul Guildgate")
    put(game, "Field of Ruin", "A", object_id="field")
    lands(game, "Plains", 2)
    put(game, "Gruul Guildgate", "B", object_id="gate")
    start(game, library=None)
    put(game, "Forest", "A", Zone.LIBRARY, "my-forest")
    put(game, "Mountain", "B", Zone.LIBRARY, "their-mountain")
    put(game, "Grizzly Bears", "B", Zone.LIBRARY, "their-bears")
    take(game, ActivateAbility("A", "field", 2, ("gate",)))
    resolve_stack(game)
    assert game.get("gate").zone is Zone.GRAVEYARD
    assert game.pending is not None and game.pending.player == "A"
    assert set(game.pending.options) == {"find nothing", "Forest onto the battlefield"}
    take(game, Choose("A", "Forest onto the battlefield"))
    assert game.pending is not None and game.pending.player == "B"
    assert set(game.pending.options) == {"find nothing", "Mountain onto the battlefield"}
    take(game, Choose("B", "Mountain onto the battlefield"))
    assert (game.get("my-forest").zone, game.get("their-mountain").zone) == (
        Zone.BATTLEFIELD, Zone.BATTLEFIELD
    )  # fmt: skip
    assert game.controller_of("their-mountain") == "B"
    assert game.get("their-bears").zone is Zone.LIBRARY
