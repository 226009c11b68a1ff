"""CR 105.4, 601.2f, 701.23a: Eye of Ugin, compiled from its Oracle text: "Colorless Eldrazi
spells you cast cost {2} less to cast." (a colorless Eldrazi, not a colored one) and "{7}, {T}:
Search your library for a colorless creature card, reveal it, put it into your hand, then
shuffle." (only colorless creature cards are found)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _eye(mountains: int) -> Game:
    game = game_with("Eye of Ugin", "Eldrazi Devastator")
    put(game, "Eye of Ugin", "A", object_id="eye")
    lands(game, "Mountain", mountains, "A")
    return game


def _castable(game: Game, card: str) -> bool:
    return any(isinstance(a, CastSpell) and a.card == card for a in game.legal_actions())


def test_601_2f_a_colorless_eldrazi_costs_two_less() -> None:
    game = _eye(6)  # six mana for an {8} spell
    put(game, "Eldrazi Devastator", "A", Zone.HAND, "devastator")
    start(game)
    assert _castable(game, "devastator")
    take(game, CastSpell("A", "devastator"))
    resolve_stack(game)
    assert game.objects["devastator"].zone is Zone.BATTLEFIELD


def test_601_2f_not_for_an_opponents_spell() -> None:
    game = _eye(6)
    put(game, "Eldrazi Devastator", "B", Zone.HAND, "their-devastator")
    lands(game, "Mountain", 6, "B", "b-mountain")
    start(game, active="B")
    assert not _castable(game, "their-devastator")  # "spells you cast": only its controller's


def test_701_23a_eye_of_ugin_finds_only_a_colorless_creature_card() -> None:
    game = _eye(7)
    start(game)
    put(game, "Grizzly Bears", "A", Zone.LIBRARY, "bears")
    put(game, "Eldrazi Devastator", "A", Zone.LIBRARY, "devastator")
    take(game, ActivateAbility("A", "eye", 1))
    resolve_stack(game)
    assert game.pending is not None
    assert set(game.pending.options) == {"find nothing", "Eldrazi Devastator into their hand"}
    take(game, Choose("A", "Eldrazi Devastator into their hand"))
    assert game.objects["devastator"].zone is Zone.HAND
    assert game.objects["bears"].zone is Zone.LIBRARY
