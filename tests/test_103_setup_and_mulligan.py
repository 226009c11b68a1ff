"""CR 103: starting the game — the starting player chosen at random (103.1), shuffled libraries
(103.3), 20 life (103.4), opening hands of seven and the London mulligan (103.5), and the
starting player skipping their first draw in a two-player game (103.8a)."""

from __future__ import annotations

from collections import Counter

from mtgrules.game.actions import Keep, Mulligan, PassPriority, PutOnBottom
from mtgrules.game.objects import Zone
from mtgrules.game.play import hand, library
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import pass_until, rejected

DECK = ["Grizzly Bears"] * 10 + ["Forest"] * 10


def new_game(seed: int = 0, players: int = 2) -> Game:
    return Game.from_decks([DECK] * players, minimum_deck_size=20, seed=seed)


def test_103_1_the_seed_chooses_the_starting_player() -> None:
    assert [new_game(seed).starting_player for seed in range(5)] == ["A", "A", "A", "B", "A"]
    game = new_game(3)
    assert (game.turn_order, game.active_player) == (["B", "A"], "B")


def test_103_1_the_same_seed_starts_the_same_game() -> None:
    assert new_game(7).state_hash() == new_game(7).state_hash()
    assert hand(new_game(7), "A") == hand(new_game(7), "A")


def test_103_3_103_4_103_5_twenty_life_and_seven_cards_in_hand() -> None:
    game = new_game()
    for player in ("A", "B"):
        assert game.players[player].life == 20
        assert len(hand(game, player)) == 7
        assert len(library(game, player)) == 13
    assert game.pending is not None
    assert (game.pending.kind, game.pending.player) == (DecisionKind.MULLIGAN, "A")
    assert game.legal_actions() == [Keep("A"), Mulligan("A")]


def test_103_5_the_starting_player_declares_first_then_the_others_in_turn_order() -> None:
    game = new_game(3)  # B starts
    assert game.pending is not None and game.pending.player == "B"
    rejected(game, Keep("A"))
    game.apply(Keep("B"))
    assert game.pending is not None and game.pending.player == "A"


def test_103_5_a_mulligan_draws_seven_new_cards() -> None:
    game = new_game()
    first = hand(game, "A")
    game.apply(Mulligan("A"))
    assert len(hand(game, "A")) == 7
    assert len(library(game, "A")) == 13
    assert hand(game, "A") != first  # shuffled back and drawn again
    assert game.pending is not None and game.pending.kind is DecisionKind.MULLIGAN


def test_103_5_london_mulligan_keep_then_one_card_on_the_bottom() -> None:
    game = new_game()
    game.apply(Mulligan("A"))
    game.apply(Keep("A"))
    assert game.pending is not None
    assert (game.pending.kind, game.pending.count) == (DecisionKind.BOTTOM, 1)
    assert len(game.legal_actions()) == 7  # any one of the seven
    card = sorted(hand(game, "A"))[3]
    game.apply(PutOnBottom("A", (card,)))
    assert len(hand(game, "A")) == 6
    assert library(game, "A")[-1] == card
    assert len(library(game, "A")) == len(set(library(game, "A"))) == 14
    assert game.objects[card].zone is Zone.LIBRARY


def test_103_5_two_mulligans_two_cards_on_the_bottom_in_the_order_chosen() -> None:
    game = new_game()
    game.apply(Mulligan("A"))
    game.apply(Mulligan("A"))
    game.apply(Keep("A"))
    assert game.pending is not None and game.pending.count == 2
    first, second = sorted(hand(game, "A"))[:2]
    game.apply(PutOnBottom("A", (first, second)))
    assert library(game, "A")[-2:] == [first, second]
    assert (len(hand(game, "A")), len(library(game, "A"))) == (5, 15)
    assert sum(Counter(library(game, "A")).values()) == len(set(library(game, "A")))


def test_103_5_putting_the_wrong_number_on_the_bottom_is_illegal() -> None:
    game = new_game()
    game.apply(Mulligan("A"))
    game.apply(Keep("A"))
    two = tuple(sorted(hand(game, "A"))[:2])
    assert rejected(game, PutOnBottom("A", two)).rule == "103.5"
    assert rejected(game, PutOnBottom("A", ())).rule == "103.5"


def test_103_5_no_mulligans_once_the_hand_would_be_zero_cards() -> None:
    """After the seventh mulligan the player keeps and puts all seven on the bottom."""
    game = new_game()
    for _ in range(7):
        game.apply(Mulligan("A"))
    assert game.pending is not None
    assert (game.pending.kind, game.pending.count) == (DecisionKind.BOTTOM, 7)
    assert game.legal_actions() == [PutOnBottom("A", tuple(sorted(hand(game, "A"))))]
    game.apply(game.legal_actions()[0])
    assert hand(game, "A") == []
    assert len(library(game, "A")) == 20


def test_103_5c_in_a_multiplayer_game_the_first_mulligan_is_free() -> None:
    game = new_game(4, players=3)  # A starts
    game.apply(Mulligan("A"))
    game.apply(Keep("A"))
    assert len(hand(game, "A")) == 7
    assert game.pending is not None
    assert (game.pending.kind, game.pending.player) == (DecisionKind.MULLIGAN, "B")
    game.apply(Mulligan("B"))
    game.apply(Mulligan("B"))
    game.apply(Keep("B"))
    assert game.pending is not None
    assert (game.pending.kind, game.pending.count) == (DecisionKind.BOTTOM, 1)


def test_103_8_after_every_player_keeps_the_starting_player_takes_the_first_turn() -> None:
    game = new_game(3)
    game.apply(Keep("B"))
    game.apply(Keep("A"))
    assert (game.turn, game.active_player, game.step) == (1, "B", Step.UPKEEP)
    assert game.pending is not None
    assert (game.pending.kind, game.pending.player) == (DecisionKind.PRIORITY, "B")


def test_103_8a_the_starting_player_skips_the_draw_of_their_first_turn() -> None:
    game = new_game()
    game.apply(Keep("A"))
    game.apply(Keep("B"))
    pass_until(game, Step.PRECOMBAT_MAIN)
    assert game.turn == 1
    assert len(hand(game, "A")) == 7


def test_103_8a_the_other_player_draws_on_their_first_turn() -> None:
    game = new_game()
    game.apply(Keep("A"))
    game.apply(Keep("B"))
    pass_until(game, Step.PRECOMBAT_MAIN, turn=2)
    assert game.active_player == "B"
    assert len(hand(game, "B")) == 8


def test_103_8c_in_a_multiplayer_game_the_starting_player_draws() -> None:
    game = new_game(4, players=3)
    for player in ("A", "B", "C"):
        game.apply(Keep(player))
    pass_until(game, Step.PRECOMBAT_MAIN)
    assert (game.turn, game.active_player) == (1, "A")
    assert len(hand(game, "A")) == 8


def test_103_5_no_one_gets_priority_until_mulligans_are_over() -> None:
    game = new_game()
    assert rejected(game, PassPriority("A")).rule == "103.5"
