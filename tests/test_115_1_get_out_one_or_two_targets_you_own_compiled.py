"""CR 115.1, 108.3, 700.2: Get Out ("Choose one — • Counter target creature or enchantment
spell. • Return one or two target creatures and/or enchantments you own to your hand."),
compiled from its Oracle text and played."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _get_out() -> Game:
    game = game_with("Get Out", "Glorious Anthem")
    lands(game, "Island", 2)
    put(game, "Get Out", "A", Zone.HAND, "get-out")
    put(game, "Grizzly Bears", "A", object_id="my-bears")
    put(game, "Glorious Anthem", "A", object_id="my-anthem")
    put(game, "Grizzly Bears", "B", object_id="their-bears")
    return start(game)


def test_115_1_get_out_returns_two_permanents_you_own() -> None:
    game = _get_out()
    take(game, CastSpell("A", "get-out", ("my-bears", "my-anthem"), modes=(2,)))
    resolve_stack(game)
    assert (game.get("my-bears").zone, game.get("my-anthem").zone) == (Zone.HAND, Zone.HAND)


def test_108_3_get_out_cant_return_what_an_opponent_owns() -> None:
    game = _get_out()
    offered = {
        a.targets for a in game.legal_actions() if isinstance(a, CastSpell) and a.modes == (2,)
    }
    assert offered == {("my-bears",), ("my-anthem",), ("my-bears", "my-anthem")}
