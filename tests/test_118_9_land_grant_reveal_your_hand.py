"""CR 118.9, 701.20a: Land Grant, compiled from its Oracle text — "If you have no land cards in
hand, you may reveal your hand rather than pay this spell's mana cost." The free cast is offered
only while no card in its caster's hand is a land card; paying it shows the hand to the
opponent; the spell then finds a Forest."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.view import knows
from play_helpers import lands, put, start

pytestmark = needs_full_database

GRANT = "Land Grant"
REVEAL = "reveal your hand"


def _grant(*hand: str, forests: int = 0) -> Game:
    game = game_with(GRANT)
    put(game, GRANT, "A", Zone.HAND, "grant")
    for i, name in enumerate(hand):
        put(game, name, "A", Zone.HAND, f"card-{i}")
    lands(game, "Forest", forests, "A")
    put(game, "Forest", "A", Zone.LIBRARY, "library-forest")
    return start(game, library=None)


def test_118_9_with_no_land_in_hand_the_hand_is_revealed_instead_of_paying() -> None:
    game = _grant("Grizzly Bears")
    assert casts(game, "grant") == [CastSpell("A", "grant", cost=REVEAL)]
    game.apply(CastSpell("A", "grant", cost=REVEAL))
    assert knows(game, "B", "card-0")  # CR 701.20a: the opponent saw the hand
    resolve_stack(game)
    assert game.pending is not None
    assert game.pending.options == ("find nothing", "Forest into their hand")
    take(game, Choose("A", "Forest into their hand"))
    assert game.objects["library-forest"].zone is Zone.HAND
    assert game.objects["grant"].zone is Zone.GRAVEYARD


def test_118_9_a_land_card_in_hand_means_only_the_mana_cost() -> None:
    game = _grant("Island", forests=2)
    assert [a.cost for a in casts(game, "grant")] == ["mana cost"]
    assert not knows(game, "B", "card-0")


def test_118_9_a_land_on_the_battlefield_doesnt_count() -> None:
    game = _grant(forests=2)
    assert {a.cost for a in casts(game, "grant")} == {"mana cost", REVEAL}
