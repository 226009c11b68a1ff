"""CR 702.44a-b, 601.2h: Engineered Explosives, compiled from the first line of its Oracle text —
"Sunburst": a noncreature permanent enters with a charge counter for each color of mana spent to
cast it (the permanent keeps what its spell was cast with); none when it wasn't cast."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database

EXPLOSIVES = "Engineered Explosives"


def _cast(x: int, *basics: str) -> Game:
    game = game_with(EXPLOSIVES, lines=1)
    put(game, EXPLOSIVES, "A", Zone.HAND, "ee")
    for name in basics:
        put(game, name, "A", object_id=name.lower().replace(" ", "-"))
    start(game)
    take(game, CastSpell("A", "ee", x=x))
    resolve_stack(game)
    assert game.objects["ee"].zone is Zone.BATTLEFIELD
    return game


def test_702_44a_two_colors_spent_two_charge_counters() -> None:
    game = _cast(2, "Plains", "Island")
    assert game.objects["ee"].counters == {"charge": 2}


def test_702_44a_one_color_twice_is_one_counter() -> None:
    game = game_with(EXPLOSIVES, lines=1)
    put(game, EXPLOSIVES, "A", Zone.HAND, "ee")
    lands(game, "Island", 2, "A")
    start(game)
    take(game, CastSpell("A", "ee", x=2))
    resolve_stack(game)
    assert game.objects["ee"].counters == {"charge": 1}


def test_702_44a_colorless_mana_or_x_0_gives_no_counter() -> None:
    game = _cast(1, "Mind Stone")  # {T}: Add {C}
    assert game.objects["ee"].counters == {}
    game = _cast(0)
    assert game.objects["ee"].counters == {}


def test_702_44b_put_onto_the_battlefield_without_being_cast_it_gets_none() -> None:
    game = game_with(EXPLOSIVES, lines=1)
    put(game, EXPLOSIVES, "A", object_id="ee")
    start(game)
    game.move("ee", Zone.EXILE)
    game.move("ee", Zone.BATTLEFIELD)
    assert game.objects["ee"].counters == {}
