"""CR 100.2b: a game is played with decks of at least forty cards. ``Game.from_decks`` refuses a
smaller deck, naming the player and the rule, unless the caller sets another minimum; a record
of a game begun so replays."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game


def test_100_2b_a_one_card_deck_is_refused_naming_the_player_and_the_rule() -> None:
    with pytest.raises(ValueError) as refused:
        Game.from_decks([["Forest"] * 40, ["Forest"]], seed=1)
    assert str(refused.value) == (
        "player B's deck has 1 card; a deck to play needs at least 40 (CR 100.2b; "
        "minimum_deck_size= sets another)"
    )


def test_100_2b_forty_cards_play_and_a_smaller_minimum_is_the_callers_to_set() -> None:
    assert Game.from_decks([["Forest"] * 40] * 2, seed=1).pending is not None
    with pytest.raises(ValueError, match="player A's deck has 20 cards"):
        Game.from_decks([["Forest"] * 20] * 2, seed=1)
    small = Game.from_decks([["Forest"] * 20] * 2, seed=1, minimum_deck_size=20)
    assert len(small.libraries["A"]) == 13  # seven drawn (CR 103.5)
    assert Game.replay(small.record()).state_hash() == small.state_hash()
