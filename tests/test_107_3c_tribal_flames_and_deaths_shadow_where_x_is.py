"""CR 107.3c "where X is": Tribal Flames (domain, CR 305.6: "X damage to any target, where X is
the number of basic land types among lands you control", counted as it resolves) and Death's
Shadow (CR 611.3a, 119.1: "gets -X/-X, where X is your life total", following the life total),
and Ghitu Lavarunner's counted condition (CR 611.3b), compiled from their Oracle text."""

from __future__ import annotations

from amounts_cards import graveyard
from card_data import needs_full_database
from compiled_cards import game_with
from in_play import cast
from mtgrules.game.objects import Zone
from play_helpers import lands, put, start


@needs_full_database
def test_305_6_tribal_flames_deals_damage_for_each_basic_land_type() -> None:
    game = game_with("Tribal Flames")
    put(game, "Tribal Flames", "A", Zone.HAND, "flames")
    lands(game, "Mountain", 2, "A")
    lands(game, "Forest", 1, "A")
    lands(game, "Island", 1, "A")
    lands(game, "Plains", 1, "B")  # B's: not counted
    start(game)
    cast(game, "flames", "B")
    assert game.players["B"].life == 17  # Mountain, Forest, Island


@needs_full_database
def test_611_3a_deaths_shadow_follows_your_life_total() -> None:
    game = game_with("Death's Shadow")
    put(game, "Death's Shadow", "A", object_id="shadow")  # 13/13
    game.players["A"].life = 8
    start(game)
    chars = game.characteristics("shadow")
    assert (chars.power, chars.toughness) == (5, 5)
    game.players["A"].life = 3
    game.changed()
    chars = game.characteristics("shadow")
    assert (chars.power, chars.toughness) == (10, 10)


@needs_full_database
def test_704_5f_deaths_shadow_dies_at_a_high_life_total() -> None:
    game = game_with("Death's Shadow", "Unholy Heat")
    put(game, "Death's Shadow", "A", object_id="shadow")
    put(game, "Unholy Heat", "A", Zone.HAND, "heat")
    put(game, "Hill Giant", "B", object_id="giant")
    lands(game, "Mountain", 1, "A", "A-R")
    game.players["A"].life = 10
    start(game)
    assert game.objects["shadow"].zone is Zone.BATTLEFIELD  # 3/3
    game.players["A"].life = 13
    cast(game, "heat", "giant")  # state-based actions are checked again (CR 704.3)
    assert game.objects["shadow"].zone is Zone.GRAVEYARD  # 0/0


def _lavarunner(*in_graveyard: str) -> tuple[int | None, int | None, bool]:
    game = game_with("Ghitu Lavarunner")
    put(game, "Ghitu Lavarunner", "A", object_id="runner")
    graveyard(game, "A", *in_graveyard)
    start(game)
    chars = game.characteristics("runner")
    return chars.power, chars.toughness, chars.has_keyword("Haste")


@needs_full_database
def test_611_3b_ghitu_lavarunner_with_an_instant_and_a_sorcery_gets_1_0_and_haste() -> None:
    assert _lavarunner("Searing Spear", "Lava Axe") == (2, 2, True)


@needs_full_database
def test_611_3b_ghitu_lavarunner_with_one_instant_is_a_1_2() -> None:
    assert _lavarunner("Searing Spear", "Hill Giant") == (1, 2, False)
