"""CR 602.5b, 122.1, 605.3a: Wall of Roots compiled from its Oracle text ("Put a -0/-1 counter
on {this}: Add {G}. Activate only once each turn."): a mana ability paid with a counter put on
the Wall (no {T}: a Wall that just arrived may use it), activated at most once each turn."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import pt
from mtgrules.game.actions import ActivateManaAbility
from mtgrules.game.state import Game
from play_helpers import put, rejected, start

pytestmark = needs_full_database

ROOTS = ActivateManaAbility("A", "wall", 1, "G")


def _wall() -> Game:
    game = game_with("Wall of Roots")
    put(game, "Wall of Roots", "A", object_id="wall")
    start(game)
    return game


def test_122_1_the_counter_pays_for_one_green_mana() -> None:
    game = _wall()
    assert ROOTS in game.legal_actions()
    game.apply(ROOTS)
    assert str(game.pools["A"]) == "{G}"
    assert game.get("wall").counters == {"-0/-1": 1}
    assert pt(game, "wall") == (0, 4)
    assert not game.get("wall").tapped


def test_602_5b_a_second_activation_this_turn_is_refused() -> None:
    game = _wall()
    game.apply(ROOTS)
    assert ROOTS not in game.legal_actions()
    error = rejected(game, ROOTS)
    assert error.rule == "602.5b"
    assert (str(game.pools["A"]), game.get("wall").counters) == ("{G}", {"-0/-1": 1})


def test_602_5b_it_may_be_activated_again_next_turn() -> None:
    game = _wall()
    game.apply(ROOTS)
    game.turn += 1
    assert ROOTS in game.legal_actions()
    game.apply(ROOTS)
    assert game.get("wall").counters == {"-0/-1": 2}
