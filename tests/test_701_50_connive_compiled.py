"""CR 701.50a: Raffine's Informant ("When Raffine's Informant enters, it connives.") compiled
from its Oracle text: its controller draws a card, then discards a card; a nonland card
discarded puts a +1/+1 counter on it."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import put, start

pytestmark = needs_full_database


def _connives() -> Game:
    game = game_with("Raffine's Informant")
    for land in ("Plains", "Island", "Island"):
        put(game, land, "A")
    put(game, "Raffine's Informant", "A", Zone.HAND, "informant")
    put(game, "Lava Axe", "A", Zone.HAND, "axe")
    start(game)  # the library: Islands
    take(game, CastSpell("A", "informant"))
    resolve_stack(game)
    return game


def test_701_50a_a_nonland_card_discarded_puts_a_counter_on_it() -> None:
    game = _connives()
    options = {a.value for a in game.legal_actions() if isinstance(a, Choose)}
    assert options == {"discard Lava Axe", "discard Island"}  # the card drawn; no "don't"
    take(game, Choose("A", "discard Lava Axe"))
    assert game.get("axe").zone is Zone.GRAVEYARD
    assert game.get("informant").counters == {"+1/+1": 1}
    assert game.characteristics("informant").power == 3


def test_701_50a_a_land_discarded_puts_no_counter() -> None:
    game = _connives()
    take(game, Choose("A", "discard Island"))
    assert game.get("axe").zone is Zone.HAND
    assert game.get("informant").counters == {}
