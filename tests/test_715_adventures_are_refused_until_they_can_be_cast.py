"""CR 715.3-715.4: an adventurer card may be cast as its Adventure, and then goes to exile, from
where its creature may be cast. The game can't do that yet, so a card's Adventure face is
refused with that reason however well its text compiles, and the card is never counted as
fully supported (its creature face alone is not the whole card)."""

from __future__ import annotations

from mtgrules.cards.oracle.compiler import compile_card

PRANKSTER = {
    "name": "Picklock Prankster // Free the Fae",
    "layout": "adventure",
    "faces": [
        {
            "name": "Picklock Prankster",
            "mana_cost": "{1}{U}",
            "types": ["Creature"],
            "subtypes": ["Faerie", "Rogue"],
            "power": "1",
            "toughness": "3",
            "oracle_text": "Flying\nVigilance",
        },
        {
            "name": "Free the Fae",
            "mana_cost": "{1}{U}",
            "types": ["Instant"],
            "subtypes": ["Adventure"],
            "oracle_text": "Mill four cards.",
        },
    ],
}


def test_the_adventure_face_is_refused_with_the_rule() -> None:
    compiled = compile_card(PRANKSTER)
    assert compiled.faces["Picklock Prankster"].status == "supported"
    adventure = compiled.faces["Free the Fae"]
    assert adventure.status == "unsupported"
    assert adventure.unsupported == (
        ("Mill four cards.", "casting the card as its Adventure (CR 715.3-715.4) not implemented"),
    )
    assert compiled.status != "supported"
    assert compiled.definition is None


def test_the_same_faces_as_a_split_card_are_not_refused() -> None:
    split = {**PRANKSTER, "layout": "split"}
    assert compile_card(split).faces["Free the Fae"].status == "supported"
