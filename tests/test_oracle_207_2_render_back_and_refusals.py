"""Render-back is the compiler's proof (reminder text dropped first, CR 207.2): a face is
supported only when its compiled abilities, said back in English from their data, read as its
Oracle text. Text the grammar can't read, or whose meaning the engine can't carry out, is
reported with the sentence and the reason — never dropped."""

from __future__ import annotations

from mtgrules.cards.oracle import compile_card, compile_face
from mtgrules.cards.oracle.render import render_ability, render_target


def test_207_2_reminder_text_is_dropped_and_the_name_is_a_self_reference() -> None:
    face = compile_face(
        "Shock", "Shock deals 2 damage to any target. (It can be a player.)", types=("Instant",)
    )
    assert face.status == "supported"
    assert face.rendered == "{this} deals 2 damage to any target."


def test_201_5_a_legendary_name_s_first_part_is_a_self_reference() -> None:
    face = compile_face("Isamaru, Hound of Konda", "Isamaru can't block.")
    assert face.lines[0].text == "{this} can't block."
    assert face.status == "supported"


def test_render_back_uses_the_data_not_the_text() -> None:
    data = {"spell": "ignored", "do": [{"destroy": "target"}]}
    target = {"not_types": ["Land"], "controller": "opponent"}
    assert (
        render_ability(data, {}, [target])
        == "Destroy target nonland permanent an opponent controls."
    )
    assert render_target({"types": ["Creature"], "status": ["attacking", "blocking"]}) == (
        "target attacking or blocking creature"
    )


def test_608_2c_a_later_mention_is_the_same_target_said_as_the_text_says_it() -> None:
    text = "Untap target creature. It gets +2/+2 until end of turn."
    face = compile_face("Example", text, types=("Instant",))
    assert face.status == "supported"
    assert face.data == {
        "abilities": [
            {
                "spell": text,
                "do": [
                    {"untap": "target"},
                    {
                        "effect": {
                            "affects": "target",
                            "modify_pt": {"power": 2, "toughness": 2},
                            "duration": "end_of_turn",
                        }
                    },
                ],
            }
        ],
        "targets": [{"types": ["Creature"]}],
    }
    said_otherwise = compile_face(
        "Example", "Untap target creature. That creature gets +2/+2 until end of turn.",
        types=("Instant",),
    )  # fmt: skip
    assert said_otherwise.status == "supported"


def test_an_unknown_word_is_refused_with_the_word_and_where() -> None:
    face = compile_face("Example", "Frobnicate target creature.", types=("Instant",))
    assert face.status == "unsupported"
    ((sentence, reason),) = face.unsupported
    assert sentence == "Frobnicate target creature."
    assert reason == "not parsed: unknown word 'Frobnicate' at column 0"


def test_701_18_a_parsed_instruction_the_engine_lacks_is_named() -> None:
    face = compile_face("Example", "Learn.\nDraw a card.", types=("Instant",))
    assert face.status == "partial"
    assert face.parsed
    assert face.unsupported == (("Learn.", "instruction learn not implemented"),)


def test_702_an_unimplemented_keyword_is_named() -> None:
    face = compile_face("Example", "Flying\nEcho {2}", types=("Creature",))
    assert face.status == "partial"
    assert face.unsupported == (("Echo {2}", "keyword Echo not implemented"),)


def test_700_2_modes_are_compiled_and_said_back_whole() -> None:
    face = compile_face(
        "Example",
        "Choose one —\n• Destroy target artifact.\n• Destroy target enchantment.",
        types=("Instant",),
    )
    assert face.status == "supported"
    assert face.rendered == (
        "Choose one — • Destroy target artifact. • Destroy target enchantment."
    )
    (ability,) = face.data["abilities"] if face.data else [None]
    assert ability["modes"]["choose"] == [1, 1]
    assert [o["targets"] for o in ability["modes"]["options"]] == [
        [{"types": ["Artifact"]}],
        [{"types": ["Enchantment"]}],
    ]


def test_700_2_choosing_any_number_of_modes_is_refused() -> None:
    face = compile_face(
        "Example",
        "Choose any number —\n• Destroy target artifact.\n• Destroy target enchantment.",
        types=("Instant",),
    )
    assert face.parsed
    assert face.unsupported[0][1] == "choosing any number modes not implemented"


def test_a_card_with_an_unsupported_face_has_no_definition() -> None:
    record = {
        "name": "Example",
        "faces": [{"name": "Example", "types": ["Creature"], "oracle_text": "Flying\nScry 2."}],
    }
    compiled = compile_card(record)
    assert compiled.definition is None
    assert compiled.faces["Example"].status == "partial"
    assert compiled.unsupported == (
        ("Scry 2.", "instructions on a permanent with no cost or trigger"),
    )


def test_a_vanilla_card_is_supported_with_no_abilities() -> None:
    record = {"name": "Grizzly Bears", "faces": [{"name": "Grizzly Bears", "oracle_text": None}]}
    compiled = compile_card(record)
    assert compiled.status == "supported"
    assert compiled.definition is not None
    assert compiled.definition.face("Grizzly Bears").abilities == ()


def test_why_names_each_line_and_its_reason() -> None:
    record = {
        "name": "Example",
        "faces": [{"name": "Example", "types": ["Creature"], "oracle_text": "Flying\nEcho {2}"}],
    }
    assert compile_card(record).why() == (
        "Example: partial\n"
        "    [ok] Flying\n"
        "    [no] Echo {2}\n"
        "         keyword Echo not implemented"
    )
