"""CR 715.2-715.3: an adventurer card's Adventure is its second face, compiled from its own
text: the card is supported when both faces are (the game casts it either way and exiles it as
its Adventure resolves, :mod:`mtgrules.game.adventures`)."""

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


def test_715_2_the_adventure_face_compiles_and_the_card_is_defined_with_both_faces() -> None:
    compiled = compile_card(PRANKSTER)
    assert compiled.faces["Picklock Prankster"].status == "supported"
    assert compiled.faces["Free the Fae"].status == "supported"
    assert compiled.status == "supported"
    assert compiled.definition is not None
    assert set(compiled.definition.faces) == {"Picklock Prankster", "Free the Fae"}
    spell = compiled.definition.faces["Free the Fae"].abilities
    assert [a.kind.value for a in spell] == ["spell"]
    assert [i.action for i in spell[0].instructions] == ["mill"]


def test_715_2_an_adventure_face_whose_text_doesn_t_compile_leaves_the_card_unsupported() -> None:
    faces = [dict(f) for f in PRANKSTER["faces"]]
    faces[1]["oracle_text"] = "Mill four cards, then flibber."
    compiled = compile_card({**PRANKSTER, "faces": faces})
    assert compiled.faces["Free the Fae"].status != "supported"
    assert compiled.status != "supported"
    assert compiled.definition is None


def test_the_same_faces_as_a_split_card_are_supported_too() -> None:
    split = {**PRANKSTER, "layout": "split"}
    assert compile_card(split).faces["Free the Fae"].status == "supported"
