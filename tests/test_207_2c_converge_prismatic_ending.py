"""Prismatic Ending compiled from its Oracle text, in play: "Converge — Exile target nonland
permanent if its mana value is less than or equal to the number of colors of mana spent to
cast {this}." (CR 207.2c; 601.2h: the mana spent to cast the spell, which it remembers; 608.2b:
the target's mana value as it resolves)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import cast
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import put, start


def _game(*lands: str) -> Game:
    game = game_with("Prismatic Ending")
    put(game, "Prismatic Ending", "A", Zone.HAND, "ending")
    for i, land in enumerate(lands, 1):
        put(game, land, "A", object_id=f"land-{i}")
    put(game, "Centaur Courser", "B", object_id="courser")  # {2}{G}
    put(game, "Savannah Lions", "B", object_id="lions")  # {W}
    start(game)
    return game


@needs_full_database
def test_207_2c_three_colors_spent_exile_a_mana_value_3_permanent() -> None:
    game = _game("Plains", "Island", "Swamp")
    cast(game, "ending", "courser", x=2)
    assert game.objects["courser"].zone is Zone.EXILE
    assert sorted(game.history.cast[-1].mana_spent) == ["B", "U", "W"]


@needs_full_database
def test_207_2c_one_color_spent_leaves_a_mana_value_3_permanent() -> None:
    game = _game("Plains", "Plains", "Plains")
    cast(game, "ending", "courser", x=2)
    assert game.objects["courser"].zone is Zone.BATTLEFIELD
    assert game.objects["ending"].zone is Zone.GRAVEYARD


@needs_full_database
def test_207_2c_one_color_is_enough_for_mana_value_1() -> None:
    game = _game("Plains", "Plains")
    cast(game, "ending", "lions", x=1)
    assert game.objects["lions"].zone is Zone.EXILE
