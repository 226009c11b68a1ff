"""CR 702.138a, 613.11: Underworld Breach, compiled from its Oracle text — "Each nonland card in
your graveyard has escape. The escape cost is equal to the card's mana cost plus exile three
other cards from your graveyard." A Lightning Bolt in the graveyard is cast again for {R} and
three other cards; a land there is not."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, rejected, start

pytestmark = needs_full_database


def _game(breach: bool) -> Game:
    game = game_with("Underworld Breach", "Lightning Bolt")
    if breach:
        put(game, "Underworld Breach", "A", object_id="breach")
    put(game, "Lightning Bolt", "A", Zone.GRAVEYARD, "bolt")
    for n in range(3):
        put(game, "Mountain", "A", Zone.GRAVEYARD, f"fuel-{n}")
    lands(game, "Mountain", 1, "A")
    return start(game)


def test_702_138a_the_bolt_escapes_for_its_mana_cost_and_three_other_cards() -> None:
    game = _game(breach=True)
    fuel = ("fuel-0", "fuel-1", "fuel-2")
    assert {a.card for a in game.legal_actions() if isinstance(a, CastSpell)} == {"bolt"}
    take(game, CastSpell("A", "bolt", ("B",), cost="escape", exile=fuel))
    assert game.objects["mountain-1"].tapped
    assert all(game.objects[c].zone is Zone.EXILE for c in fuel)
    resolve_stack(game)
    assert game.players["B"].life == 17
    assert game.objects["bolt"].zone is Zone.GRAVEYARD  # escape doesn't exile the spell


def test_702_138a_without_the_breach_the_bolt_stays_in_the_graveyard() -> None:
    game = _game(breach=False)
    assert not casts(game, "bolt")
    fuel = ("fuel-0", "fuel-1", "fuel-2")
    action = CastSpell("A", "bolt", ("B",), cost="escape", exile=fuel)
    assert rejected(game, action).rule == "601.2a"
