"""Abilities over the turn's history (CR 113.6k, 500.1), compiled from
their Oracle text: Arclight Phoenix's "At the beginning of combat on your turn, if you've cast
three or more instant and sorcery spells this turn, return {this} from your graveyard to the
battlefield." (an intervening "if", 603.4) and Sneaky Snacker's "When you draw your third card
in a turn, return {this} from your graveyard to the battlefield tapped." (121.2); Tiger-Seal's
"Whenever you draw your second card each turn, untap {this}."."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import cast
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_priority, pass_until, put, start


def _phoenix(spears: int, bears: int = 0) -> Game:
    game = game_with("Arclight Phoenix")
    put(game, "Arclight Phoenix", "A", Zone.GRAVEYARD, "phoenix")
    for i in range(1, spears + 1):
        put(game, "Searing Spear", "A", Zone.HAND, f"spear-{i}")
    for i in range(1, bears + 1):
        put(game, "Savannah Lions", "A", Zone.HAND, f"lions-{i}")
    lands(game, "Mountain", 2 * spears, "A", "A-R")
    lands(game, "Plains", bears, "A", "A-W")
    start(game)
    return game


def _to_combat(game: Game) -> None:
    pass_until(game, Step.BEGINNING_OF_COMBAT)
    while game.stack:
        pass_priority(game)


@needs_full_database
def test_603_4_arclight_phoenix_returns_after_three_instants_and_sorceries() -> None:
    game = _phoenix(3)
    for i in (1, 2, 3):
        cast(game, f"spear-{i}", "B")
    assert game.players["B"].life == 11
    _to_combat(game)
    assert game.objects["phoenix"].zone is Zone.BATTLEFIELD
    assert game.controller_of("phoenix") == "A"


@needs_full_database
def test_603_4_arclight_phoenix_stays_after_two() -> None:
    game = _phoenix(2, bears=1)
    for i in (1, 2):
        cast(game, f"spear-{i}", "B")
    cast(game, "lions-1")  # a creature spell isn't an instant or sorcery spell
    _to_combat(game)
    assert game.objects["phoenix"].zone is Zone.GRAVEYARD


@needs_full_database
def test_603_4_spells_an_opponent_cast_dont_count_for_arclight_phoenix() -> None:
    game = _phoenix(0)
    for i in (1, 2, 3):
        put(game, "Searing Spear", "B", Zone.HAND, f"their-spear-{i}")
    lands(game, "Mountain", 6, "B", "B-R")
    start(game, Step.UPKEEP, active="B", turn=3)
    pass_until(game, Step.PRECOMBAT_MAIN)
    for i in (1, 2, 3):
        cast(game, f"their-spear-{i}", "A")
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)  # A's turn: a new history, nothing cast
    _to_combat(game)
    assert game.objects["phoenix"].zone is Zone.GRAVEYARD


def _snacker() -> Game:
    game = game_with("Sneaky Snacker")
    put(game, "Sneaky Snacker", "A", Zone.GRAVEYARD, "snacker")
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Island", 3, "A", "A-U")
    return game


@needs_full_database
def test_121_2_sneaky_snacker_returns_tapped_on_the_third_card_drawn() -> None:
    game = _snacker()
    start(game, Step.UPKEEP)
    pass_until(game, Step.PRECOMBAT_MAIN)  # the first card, in the draw step
    assert game.history.cards_drawn("A") == 1
    cast(game, "divination")  # the second and third
    assert game.objects["snacker"].zone is Zone.BATTLEFIELD
    assert game.objects["snacker"].tapped


@needs_full_database
def test_121_2_sneaky_snacker_stays_after_two_cards() -> None:
    game = _snacker()
    start(game)  # from the main phase: no card drawn yet this turn
    cast(game, "divination")
    assert game.history.cards_drawn("A") == 2
    assert game.objects["snacker"].zone is Zone.GRAVEYARD


@needs_full_database
def test_113_6k_sneaky_snacker_in_hand_doesnt_trigger() -> None:
    game = _snacker()
    game.objects["snacker"].zone = Zone.HAND
    start(game, Step.UPKEEP)
    pass_until(game, Step.PRECOMBAT_MAIN)
    cast(game, "divination")
    assert game.objects["snacker"].zone is Zone.HAND
    assert not game.stack


@needs_full_database
def test_121_2_tiger_seal_untaps_on_the_second_card_drawn_each_turn() -> None:
    game = game_with("Tiger-Seal")
    put(game, "Tiger-Seal", "A", object_id="seal", tapped=True)
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Island", 3, "A", "A-U")
    start(game)
    cast(game, "divination")
    assert not game.objects["seal"].tapped
