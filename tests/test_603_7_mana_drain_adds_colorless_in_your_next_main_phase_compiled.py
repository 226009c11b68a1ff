"""CR 603.7a-b, 608.2h: Mana Drain compiled from its Oracle text and played: it counters the
spell, and creates a delayed triggered ability that, at the beginning of its controller's next
main phase (not the opponent's), adds {C} equal to the countered spell's mana value."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_priority, pass_until, put, start

pytestmark = needs_full_database


def _drained() -> Game:
    game = game_with("Mana Drain")
    put(game, "Hill Giant", "A", Zone.HAND, "giant")  # {3}{R}: mana value 4
    lands(game, "Mountain", 4, "A")
    put(game, "Mana Drain", "B", Zone.HAND, "drain")
    lands(game, "Island", 2, "B", "b-island")
    start(game)
    take(game, CastSpell("A", "giant"))
    pass_priority(game)
    take(game, CastSpell("B", "drain", ("giant",)))
    pass_priority(game)
    pass_priority(game)  # Mana Drain resolves
    return game


def test_701_6a_mana_drain_counters_the_spell() -> None:
    game = _drained()
    assert game.get("giant").zone is Zone.GRAVEYARD
    assert game.delayed_triggers and game.delayed_triggers[0][3] == "B"


def test_603_7b_not_in_the_opponents_main_phase() -> None:
    game = _drained()
    pass_until(game, Step.POSTCOMBAT_MAIN)
    assert game.stack == [] and str(game.pools["B"]) == ""


def test_603_7b_four_colorless_at_the_beginning_of_your_next_main_phase() -> None:
    game = _drained()
    pass_until(game, Step.PRECOMBAT_MAIN, turn=3)
    assert game.active_player == "B" and [i.source for i in game.stack] == ["drain"]
    pass_priority(game)
    pass_priority(game)
    assert str(game.pools["B"]) == "{C}{C}{C}{C}"
    assert game.delayed_triggers == []
