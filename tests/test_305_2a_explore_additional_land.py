"""CR 305.2, 305.2a: a player may play one land each turn, and one more for each effect that
allows it: Explore, compiled from its Oracle text ("You may play an additional land this turn.
Draw a card."), for the turn it resolves in; Dryad of the Ilysian Grove's first line ("You may
play an additional land on each of your turns.") on each of its controller's turns."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import Step
from mtgrules.game.state import Game
from play_helpers import lands, pass_until, put, rejected, start

pytestmark = needs_full_database


def _hand(game: Game, *cards: str) -> None:
    for card in cards:
        put(game, "Forest", "A", Zone.HAND, card)


def test_305_2a_explore_allows_a_second_land_this_turn_only() -> None:
    game = game_with("Explore")
    put(game, "Explore", "A", Zone.HAND, "explore")
    _hand(game, "forest-a", "forest-b", "forest-c")
    lands(game, "Forest", 2, "A")
    start(game)
    take(game, CastSpell("A", "explore"))
    resolve_stack(game)
    in_hand = [c for c, o in game.objects.items() if o.zone is Zone.HAND and o.owner == "A"]
    assert len(in_hand) == 4  # and a card drawn
    take(game, PlayLand("A", "forest-a"))
    take(game, PlayLand("A", "forest-b"))
    assert rejected(game, PlayLand("A", "forest-c")).rule == "305.2"
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)  # A's next turn: one land again
    take(game, PlayLand("A", "forest-c"))
    assert game.objects["forest-c"].zone is Zone.BATTLEFIELD


def test_305_2_without_it_one_land_a_turn() -> None:
    game = game_with("Explore")
    _hand(game, "forest-a", "forest-b")
    start(game)
    take(game, PlayLand("A", "forest-a"))
    assert rejected(game, PlayLand("A", "forest-b")).rule == "305.2"


def test_305_2a_the_dryad_allows_two_lands_on_each_of_your_turns() -> None:
    game = game_with("Dryad of the Ilysian Grove", lines=1)
    put(game, "Dryad of the Ilysian Grove", "A", object_id="dryad")
    _hand(game, "forest-a", "forest-b", "forest-c")
    start(game)
    take(game, PlayLand("A", "forest-a"))
    take(game, PlayLand("A", "forest-b"))
    assert rejected(game, PlayLand("A", "forest-c")).rule == "305.2"
