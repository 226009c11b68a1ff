"""CR 603.6a, 614.1c, 401.1: Mystic Sanctuary, compiled from its Oracle text: with three other
Islands it enters untapped, and its "enters untapped" trigger may put an instant or sorcery card
from its controller's graveyard on top of their library; tapped, it doesn't trigger."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import Choose, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _sanctuary(islands: int) -> Game:
    game = game_with("Mystic Sanctuary")
    put(game, "Mystic Sanctuary", "A", Zone.HAND, "sanctuary")
    lands(game, "Island", islands, "A")
    put(game, "Lightning Bolt", "A", Zone.GRAVEYARD, "bolt")
    put(game, "Grizzly Bears", "A", Zone.GRAVEYARD, "bears")
    put(game, "Counterspell", "B", Zone.GRAVEYARD, "their-spell")
    return start(game)


def _options(game: Game) -> set[str]:
    return {a.value for a in game.legal_actions() if isinstance(a, Choose)}


def test_603_6a_mystic_sanctuary_untapped_puts_target_instant_on_top() -> None:
    game = _sanctuary(3)
    take(game, PlayLand("A", "sanctuary"))
    assert not game.objects["sanctuary"].tapped
    assert [item.targets for item in game.stack] == [("bolt",)]  # the only legal target
    resolve_stack(game)
    assert _options(game) == {"yes", "don't"}
    take(game, Choose("A", "yes"))
    assert game.objects["bolt"].zone is Zone.LIBRARY
    assert game.libraries["A"][0] == "bolt"  # on top
    assert game.objects["bears"].zone is Zone.GRAVEYARD


def test_603_6a_mystic_sanctuary_declined_leaves_the_card_in_the_graveyard() -> None:
    game = _sanctuary(3)
    take(game, PlayLand("A", "sanctuary"))
    resolve_stack(game)
    take(game, Choose("A", "don't"))
    assert game.objects["bolt"].zone is Zone.GRAVEYARD
    assert not game.stack


def test_614_1c_mystic_sanctuary_tapped_doesnt_trigger() -> None:
    game = _sanctuary(2)
    take(game, PlayLand("A", "sanctuary"))
    assert game.objects["sanctuary"].tapped
    assert not game.stack
    assert game.objects["bolt"].zone is Zone.GRAVEYARD
