"""CR 118.12a, 603.2, 608.2d: "you may draw a card unless that player pays {1}" (Rhystic Study;
Mystic Remora's "{4}") compiled from Oracle text: the opponent who cast the spell may pay; if
they don't, the ability's controller may draw; a player who can't pay has nothing to choose."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import all_pass, lands, put, start

pytestmark = needs_full_database


def _bolt_cast(mountains: int) -> Game:
    game = game_with("Rhystic Study")
    put(game, "Rhystic Study", "A", object_id="study")
    put(game, "Lightning Bolt", "B", Zone.HAND, "bolt")
    lands(game, "Mountain", mountains, "B")
    start(game, active="B")
    game.apply(CastSpell("B", "bolt", ("A",)))
    all_pass(game)  # the trigger resolves
    return game


def _hand(game: Game, player: str) -> int:
    return sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == player)


def test_118_12a_the_caster_chooses_first_and_pays() -> None:
    game = _bolt_cast(2)
    assert game.pending is not None and game.pending.player == "B"
    assert game.pending.options == ("pay {1}", "don't")
    game.apply(Choose("B", "pay {1}"))
    assert game.objects["mountain-2"].tapped
    assert _hand(game, "A") == 0


def test_118_12a_if_they_dont_pay_the_controller_may_draw() -> None:
    game = _bolt_cast(2)
    game.apply(Choose("B", "don't"))
    assert game.pending is not None and game.pending.player == "A"
    game.apply(Choose("A", "yes"))
    assert _hand(game, "A") == 1
    assert not game.objects["mountain-2"].tapped


def test_118_12a_a_player_who_cant_pay_has_no_choice() -> None:
    game = _bolt_cast(1)
    assert game.pending is not None and game.pending.player == "A"
    game.apply(Choose("A", "don't"))
    assert _hand(game, "A") == 0
