"""CR 701.9a, 608.2c: Refurbished Familiar ("When {this} enters, each opponent discards a card.
For each opponent who can't, you draw a card.") compiled from its Oracle text: an opponent with
no card in hand can't discard, and its controller draws a card for them; an opponent with a
card discards it (with several, they choose) and nothing is drawn."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.actions import CastSpell, Discard
from mtgrules.game.objects import Zone
from mtgrules.game.play_state import DecisionKind
from mtgrules.game.state import Game
from play_helpers import all_pass, lands, libraries, put, start


def _familiar_enters(their_hand: tuple[str, ...]) -> Game:
    game = game_with("Refurbished Familiar")
    put(game, "Refurbished Familiar", "A", Zone.HAND, "familiar")
    lands(game, "Swamp", 4, "A")
    for number, name in enumerate(their_hand, 1):
        put(game, name, "B", Zone.HAND, f"theirs-{number}")
    libraries(game)
    start(game)
    game.apply(CastSpell("A", "familiar"))
    all_pass(game)  # the Familiar resolves; its trigger goes on the stack
    all_pass(game)  # the trigger resolves
    return game


def _hand(game: Game, player: str) -> set[str]:
    return {c for c, o in game.objects.items() if o.zone is Zone.HAND and o.owner == player}


pytestmark = needs_full_database


def test_608_2c_an_opponent_with_no_card_cant_discard_so_you_draw() -> None:
    game = _familiar_enters(())
    assert game.objects["familiar"].zone is Zone.BATTLEFIELD
    assert len(_hand(game, "A")) == 1
    assert _hand(game, "B") == set()


def test_701_9a_an_opponent_with_one_card_discards_it_and_you_draw_nothing() -> None:
    game = _familiar_enters(("Lightning Bolt",))
    assert game.objects["theirs-1"].zone is Zone.GRAVEYARD
    assert _hand(game, "A") == set()


def test_701_9a_an_opponent_with_cards_chooses_the_one_to_discard() -> None:
    game = _familiar_enters(("Lightning Bolt", "Grizzly Bears"))
    assert game.pending is not None
    assert (game.pending.kind, game.pending.player) == (DecisionKind.DISCARD, "B")
    assert set(game.legal_actions()) == {Discard("B", "theirs-1"), Discard("B", "theirs-2")}
    game.apply(Discard("B", "theirs-2"))
    assert game.objects["theirs-2"].zone is Zone.GRAVEYARD
    assert _hand(game, "B") == {"theirs-1"}
    assert _hand(game, "A") == set()
