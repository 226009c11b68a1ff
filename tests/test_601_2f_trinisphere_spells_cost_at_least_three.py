"""CR 601.2f: Trinisphere ("As long as Trinisphere is untapped, each spell that would cost less
than three mana to cast costs three mana to cast.") compiled from its Oracle text: Lightning
Bolt costs {2}{R}; an alternative cost is raised too (Daze's, returning an Island: {3}); X
counts (107.3); a tapped Trinisphere does nothing."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def _bolt_with(mountains: int, *, tapped: bool = False) -> Game:
    game = game_with("Trinisphere", "Lightning Bolt")
    put(game, "Trinisphere", "B", object_id="trinisphere", tapped=tapped)
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    lands(game, "Mountain", mountains, "A")
    start(game)
    return game


def _tapped(game: Game, player: str) -> int:
    return sum(1 for o in game.objects.values() if o.owner == player and o.tapped)


def test_601_2f_lightning_bolt_costs_three_mana() -> None:
    assert casts(_bolt_with(2), "bolt") == []
    game = _bolt_with(3)
    game.apply(CastSpell("A", "bolt", ("B",)))
    assert _tapped(game, "A") == 3
    pass_priority(game)
    pass_priority(game)
    assert game.players["B"].life == 17


def test_601_2f_a_tapped_trinisphere_does_nothing() -> None:
    game = _bolt_with(1, tapped=True)
    game.apply(CastSpell("A", "bolt", ("B",)))
    assert _tapped(game, "A") == 1


def test_601_2f_daze_returning_an_island_still_costs_three() -> None:
    game = game_with("Trinisphere", "Daze", "Lightning Bolt")
    put(game, "Trinisphere", "B", object_id="trinisphere")
    put(game, "Daze", "B", Zone.HAND, "daze")
    lands(game, "Island", 2, "B", "b-island")
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    lands(game, "Mountain", 3, "A")
    start(game)
    game.apply(CastSpell("A", "bolt", ("B",)))
    pass_priority(game)
    assert casts(game, "daze") == []  # two Islands: one returned, one left for {3}
    lands(game, "Island", 2, "B", "more-island")
    assert casts(game, "daze")


def test_107_3_x_counts_toward_the_three() -> None:
    game = game_with("Trinisphere", "Blaze")
    put(game, "Trinisphere", "B", object_id="trinisphere")
    put(game, "Blaze", "A", Zone.HAND, "blaze")
    lands(game, "Mountain", 3, "A")
    start(game)
    xs = sorted({a.x for a in casts(game, "blaze")})
    assert xs == [0, 1, 2]  # X=0 and X=1 are raised to three mana; X=2 is three already
    game.apply(next(a for a in casts(game, "blaze") if a.x == 2 and a.targets == ("B",)))
    assert _tapped(game, "A") == 3
    pass_priority(game)
    pass_priority(game)
    assert game.players["B"].life == 18
