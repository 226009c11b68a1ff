"""CR 604.3, 208.2a: characteristic-defining abilities count the game as it is now, in every
zone: Tarmogoyf ("the number of card types among cards in all graveyards and its toughness is
equal to that number plus 1"), Lhurgoyf (creature cards in all graveyards) and Territorial Kavu
(domain, CR 305.6: basic land types among lands you control), compiled from their Oracle text."""

from __future__ import annotations

from amounts_cards import graveyard
from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.objects import Zone
from play_helpers import lands, put, start


def _pt(game: object, object_id: str) -> tuple[int | None, int | None]:
    chars = game.characteristics(object_id)  # type: ignore[attr-defined]
    return chars.power, chars.toughness


@needs_full_database
def test_604_3_tarmogoyf_counts_card_types_in_all_graveyards() -> None:
    game = game_with("Tarmogoyf")
    put(game, "Tarmogoyf", "A", object_id="goyf")
    graveyard(game, "A", "Mountain", "Searing Spear")
    graveyard(game, "B", "Searing Spear", "Hill Giant", "Bonesplitter")
    start(game)
    assert _pt(game, "goyf") == (4, 5)  # land, instant, creature, artifact


@needs_full_database
def test_604_3_tarmogoyf_grows_as_a_card_type_reaches_a_graveyard() -> None:
    game = game_with("Tarmogoyf")
    put(game, "Tarmogoyf", "A", object_id="goyf")
    start(game)
    assert _pt(game, "goyf") == (0, 1)
    game.move(put(game, "Pacifism", "B", Zone.HAND), Zone.GRAVEYARD)
    game.changed()
    assert _pt(game, "goyf") == (1, 2)


@needs_full_database
def test_604_3_tarmogoyf_defines_its_power_in_the_hand_too() -> None:
    game = game_with("Tarmogoyf")
    put(game, "Tarmogoyf", "A", Zone.HAND, "goyf")
    graveyard(game, "B", "Lava Axe")
    start(game)
    assert _pt(game, "goyf") == (1, 2)


@needs_full_database
def test_604_3_lhurgoyf_counts_creature_cards_only() -> None:
    game = game_with("Lhurgoyf")
    put(game, "Lhurgoyf", "A", object_id="goyf")
    graveyard(game, "A", "Hill Giant", "Mountain")
    graveyard(game, "B", "Hill Giant", "Savannah Lions")
    start(game)
    assert _pt(game, "goyf") == (3, 4)


@needs_full_database
def test_305_6_territorial_kavu_counts_basic_land_types_you_control() -> None:
    game = game_with("Territorial Kavu", lines=1)  # its attack trigger is another family's
    put(game, "Territorial Kavu", "A", object_id="kavu")
    lands(game, "Mountain", 2, "A")
    lands(game, "Forest", 1, "A")
    lands(game, "Island", 1, "B")  # not A's
    start(game)
    assert _pt(game, "kavu") == (2, 2)
