"""Fatal Push compiled from its Oracle text, in play: "Destroy target creature if it has mana
value 2 or less." (CR 608.2b-c: checked as it resolves) and revolt's "… mana value 4 or less
instead if a permanent you controlled left the battlefield this turn" (CR 207.2c, 608.2c: the
later text replaces the earlier; the turn's history, 500.1)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import cast
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_until, put, start


def _game(pushes: int = 1) -> Game:
    game = game_with("Fatal Push")
    for i in range(1, pushes + 1):
        put(game, "Fatal Push", "A", Zone.HAND, f"push-{i}")
    lands(game, "Swamp", pushes, "A", "A-B")
    return game


@needs_full_database
def test_608_2c_fatal_push_destroys_a_creature_with_mana_value_2() -> None:
    game = _game()
    put(game, "Youthful Knight", "B", object_id="knight")  # {1}{W}
    start(game)
    cast(game, "push-1", "knight")
    assert game.objects["knight"].zone is Zone.GRAVEYARD
    assert game.objects["push-1"].zone is Zone.GRAVEYARD


@needs_full_database
def test_608_2c_fatal_push_leaves_a_creature_with_mana_value_4_without_revolt() -> None:
    game = _game()
    put(game, "Hill Giant", "B", object_id="giant")  # {3}{R}
    start(game)
    cast(game, "push-1", "giant")
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    assert game.objects["push-1"].zone is Zone.GRAVEYARD


@needs_full_database
def test_207_2c_revolt_a_permanent_you_controlled_left_so_mana_value_4_is_destroyed() -> None:
    game = _game(pushes=2)
    put(game, "Savannah Lions", "A", object_id="lions")
    put(game, "Hill Giant", "B", object_id="giant")
    start(game)
    cast(game, "push-1", "lions")  # A's own creature leaves the battlefield
    assert game.objects["lions"].zone is Zone.GRAVEYARD
    cast(game, "push-2", "giant")
    assert game.objects["giant"].zone is Zone.GRAVEYARD


@needs_full_database
def test_207_2c_revolt_mana_value_5_or_more_survives_even_with_revolt() -> None:
    game = _game(pushes=2)
    put(game, "Savannah Lions", "A", object_id="lions")
    put(game, "Shivan Dragon", "B", object_id="dragon")  # {4}{R}{R}
    start(game)
    cast(game, "push-1", "lions")
    cast(game, "push-2", "dragon")
    assert game.objects["dragon"].zone is Zone.BATTLEFIELD


@needs_full_database
def test_207_2c_revolt_counts_only_permanents_you_controlled() -> None:
    game = _game(pushes=2)
    put(game, "Savannah Lions", "B", object_id="lions")
    put(game, "Hill Giant", "B", object_id="giant")
    start(game)
    cast(game, "push-1", "lions")  # B's creature left: not revolt for A
    cast(game, "push-2", "giant")
    assert game.objects["giant"].zone is Zone.BATTLEFIELD


@needs_full_database
def test_500_1_revolt_is_about_this_turn_only() -> None:
    game = _game(pushes=2)
    put(game, "Savannah Lions", "A", object_id="lions")
    put(game, "Hill Giant", "B", object_id="giant")
    start(game)
    cast(game, "push-1", "lions")
    assert game.history  # recorded, and read by the state hash and copies
    twin = game.copy()
    assert twin.state_hash() == game.state_hash()
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)  # A's next turn: a new history
    assert game.history.left_battlefield == ()  # only the draw of this turn so far
    cast(game, "push-2", "giant")
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
