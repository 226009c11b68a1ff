"""CR 608.2c, 701.6a, 118.12a: Stubborn Denial ("Counter target noncreature spell unless its
controller pays {1}." / "Ferocious — If you control a creature with power 4 or greater, counter
that spell instead.") compiled from its Oracle text: without a creature with power 4 or greater
the spell's controller may pay {1}; with one, the spell is countered and no payment is
offered (CR 207.2c: "Ferocious" has no rules meaning)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import all_pass, lands, pass_priority, put, start

pytestmark = needs_full_database


def _denial_resolving(*, big: str | None) -> Game:
    game = game_with("Stubborn Denial")
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Island", 5, "A")
    put(game, "Stubborn Denial", "B", Zone.HAND, "denial")
    lands(game, "Island", 1, "B", "b-island")
    put(game, "Grizzly Bears", "B", object_id="bears")
    if big is not None:
        put(game, big, "B", object_id="big")
    start(game)
    game.apply(CastSpell("A", "divination"))
    pass_priority(game)
    game.apply(CastSpell("B", "denial", ("divination",)))
    all_pass(game)
    return game


def test_118_12a_without_a_big_creature_its_controller_may_pay() -> None:
    game = _denial_resolving(big=None)
    assert game.pending is not None and game.pending.player == "A"
    assert game.pending.options == ("pay {1}", "don't pay")
    game.apply(Choose("A", "pay {1}"))
    assert [i.id for i in game.stack] == ["divination"]


def test_608_2c_with_power_4_or_greater_it_is_countered_instead() -> None:
    game = _denial_resolving(big="Serra Angel")
    assert game.objects["divination"].zone is Zone.GRAVEYARD
    assert game.stack == []
    assert not any(e.rule == "118.12a" for e in game.events)


def test_608_2c_power_3_is_not_enough() -> None:
    game = _denial_resolving(big="Hill Giant")
    assert game.pending is not None and game.pending.options == ("pay {1}", "don't pay")
