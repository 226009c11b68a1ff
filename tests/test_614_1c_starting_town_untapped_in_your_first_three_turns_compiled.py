"""CR 614.1c, 500.1: Starting Town compiled from its Oracle text and played: it enters
untapped during its controller's first, second and third turns of the game, and tapped on
their fourth (the turns a player has begun are counted, whoever started)."""

from __future__ import annotations

import pytest

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import take
from mtgrules.game.actions import PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import pass_until, put, start

pytestmark = needs_full_database


def _played_on_turn(turn: int) -> Game:
    game = game_with("Starting Town")
    put(game, "Starting Town", "A", Zone.HAND, "town")
    start(game, turn=turn)
    take(game, PlayLand("A", "town"))
    return game


@pytest.mark.parametrize(
    ("turn", "own", "tapped"), [(1, 1, False), (5, 3, False), (6, 3, False), (7, 4, True)]
)
def test_614_1c_starting_town_by_the_players_own_turn(turn: int, own: int, tapped: bool) -> None:
    game = _played_on_turn(turn)  # A's turn: turns 5, 3 and 1 (or 6, 4 and 2) were A's
    assert game.turns_begun["A"] == own
    assert game.get("town").tapped is tapped


def test_500_1_each_turn_a_player_begins_counts() -> None:
    game = game_with("Starting Town")
    start(game, turn=1)
    assert game.turns_begun == {"A": 1}


def test_500_1_the_next_turn_is_the_next_players_own() -> None:
    game = game_with("Starting Town")
    start(game, turn=5)  # A's third turn; B has had two
    assert game.turns_begun == {"A": 3, "B": 2}

    pass_until(game, Step.UPKEEP, turn=6)
    assert game.turns_begun == {"A": 3, "B": 3}
