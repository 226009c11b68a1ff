"""CR 109.4, 608.2c: Shatter the Sky compiled from its Oracle text: "Each player who controls
a creature with power 4 or greater draws a card. Then destroy all creatures." — who controls
one is read as it resolves, before the creatures are destroyed."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import compiled
from in_play import cast
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import definitions, lands, put, start

pytestmark = needs_full_database


def _hand(game: Game, player: str) -> int:
    return sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == player)


def test_109_4_only_players_with_a_big_creature_draw_then_all_creatures_die() -> None:
    game = Game(("A", "B", "C"), definitions={**definitions(), **compiled("Shatter the Sky")})
    put(game, "Savannah Lions", "A", object_id="lions")
    put(game, "Craw Wurm", "B", object_id="wurm")  # 6/4
    put(game, "Hill Giant", "C", object_id="giant")  # 3/3
    put(game, "Shatter the Sky", "A", Zone.HAND, "shatter")
    lands(game, "Plains", 4, "A")
    start(game)
    before = {p: _hand(game, p) for p in ("A", "B", "C")}
    cast(game, "shatter")
    assert {p: _hand(game, p) - before[p] for p in ("A", "B", "C")} == {"A": -1, "B": 1, "C": 0}
    assert all(game.objects[c].zone is Zone.GRAVEYARD for c in ("lions", "wurm", "giant"))
