"""CR 105.4, 105.2c: "monocolored", "multicolored" and "colorless" as words of a filter, in real
cards compiled from their Oracle text: Vanishing Verse exiles only a permanent of exactly one
color (not a colorless land or artifact, nor a two-colored creature)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import cast, cast_targets
from mtgrules.game.objects import Zone
from play_helpers import lands, put, start

pytestmark = needs_full_database


def test_105_4_vanishing_verse_targets_only_monocolored_permanents() -> None:
    game = game_with("Vanishing Verse")
    put(game, "Vanishing Verse", "A", Zone.HAND, "verse")
    lands(game, "Plains", 1, "A")
    lands(game, "Swamp", 1, "A")
    put(game, "Grizzly Bears", "B", object_id="bears")  # green
    put(game, "Watchwolf", "B", object_id="wolf")  # green and white
    put(game, "Ornithopter", "B", object_id="thopter")  # colorless
    lands(game, "Mountain", 1, "B", "b-mountain")
    start(game)
    assert cast_targets(game, "verse") == {("bears",)}
    cast(game, "verse", "bears")
    assert game.objects["bears"].zone is Zone.EXILE
    assert game.objects["verse"].zone is Zone.GRAVEYARD
    assert game.objects["wolf"].zone is Zone.BATTLEFIELD
