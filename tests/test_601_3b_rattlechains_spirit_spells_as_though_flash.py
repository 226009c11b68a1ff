"""Rattlechains compiled from its Oracle text, in play: "You may cast Spirit spells as though they
had flash." (CR 601.3b: a permission to cast them any time its controller could cast an
instant; 702.8a), with "Flash", "Flying" and "When {this} enters, target Spirit gains hexproof
until end of turn."."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import cast, cast_targets, resolve_stack, take
from mtgrules.game.actions import ChooseTargets
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def _game(rattlechains: str, active: str = "B") -> Game:
    """On B's turn, A holds Kami of Ancient Law (a Spirit) and Grizzly Bears, with
    Rattlechains on ``rattlechains``'s side."""
    game = game_with("Rattlechains", "Kami of Ancient Law")
    put(game, "Rattlechains", rattlechains, object_id="rattlechains")
    put(game, "Kami of Ancient Law", "A", Zone.HAND, "kami")
    put(game, "Grizzly Bears", "A", Zone.HAND, "bears")
    lands(game, "Forest", 2, "A")
    lands(game, "Plains", 1, "A")
    start(game, Step.UPKEEP, active=active, turn=3)
    return game


def test_601_3b_a_spirit_may_be_cast_on_an_opponents_turn() -> None:
    game = _game("A")
    pass_priority(game)  # B passes in their upkeep: A has priority
    assert game.pending is not None and game.pending.player == "A"
    assert cast_targets(game, "kami") == {()}
    assert cast_targets(game, "bears") == set()  # not a Spirit
    cast(game, "kami")
    assert game.objects["kami"].zone is Zone.BATTLEFIELD


def test_601_3b_only_rattlechains_controller_gets_the_permission() -> None:
    game = _game("B")
    pass_priority(game)
    assert cast_targets(game, "kami") == set()


def test_702_11_rattlechains_gives_a_spirit_hexproof_as_it_enters() -> None:
    game = game_with("Rattlechains", "Kami of Ancient Law")
    put(game, "Kami of Ancient Law", "A", object_id="kami")
    put(game, "Rattlechains", "A", Zone.HAND, "rattlechains")
    lands(game, "Island", 2, "A")
    start(game)
    cast(game, "rattlechains")
    take(game, ChooseTargets("A", ("kami",)))  # itself a Spirit too: a choice (CR 603.3d)
    resolve_stack(game)
    assert game.characteristics("kami").has_keyword("Hexproof")
