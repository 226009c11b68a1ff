"""CR 207.2c: an ability word ("Channel —", "Landfall —") ties cards together but has no rules
meaning. The compiler reads the text after the dash; the support status compares an ability's
text with the Oracle line without it, so a compiled Channel land counts as supported."""

from __future__ import annotations

from card_data import needs_full_database
from mtgrules.cards.build import bundled_database
from mtgrules.cards.support import Status, definition_for, support
from mtgrules.vocab.ability_words import ability_words, without_ability_word


def test_the_table_of_ability_words() -> None:
    assert {"Channel", "Landfall", "Fateful hour", "Threshold"} <= ability_words()
    assert "Flying" not in ability_words()


def test_a_leading_ability_word_is_left_out() -> None:
    assert without_ability_word("Landfall — Whenever a land you control enters, draw a card.") == (
        "Whenever a land you control enters, draw a card."
    )
    assert without_ability_word("Equip — Pay 3 life.") == "Equip — Pay 3 life."  # not one
    assert without_ability_word("Flying") == "Flying"


@needs_full_database
def test_otawara_a_channel_land_is_supported() -> None:
    card, _ = bundled_database().face("Otawara, Soaring City")
    found = support(card, definition_for("Otawara, Soaring City"))
    assert [face.status for face in found.faces] == [Status.SUPPORTED]
