"""Compiled static and triggered abilities, exactly: "as long as" conditions (CR 611.3b),
counted bonuses ("for each", 611.3), characteristic-defining P/T (604.3), an intervening "if it
was kicked" (603.4, 702.33e), counters (122.1), triggers on other creatures (603.2) and
instructions joined in one sentence (608.2c)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.cards.definitions import read_definition_data
from mtgrules.cards.oracle import compile_face

YOU_ARTIFACTS = {"types": ["Artifact"], "controller": "you"}

CASES: list[tuple[str, tuple[str, ...], dict[str, Any]]] = [
    (
        "As long as you control five or more artifacts, Example gets +2/+2 and has flying.",
        ("Creature",),
        {
            "static": "As long as you control five or more artifacts, {this} gets +2/+2 and has flying.",
            "effects": [
                {
                    "affects": "self",
                    "condition": {"count": YOU_ARTIFACTS, "at_least": 5},
                    "modify_pt": {"power": 2, "toughness": 2},
                    "add_abilities": ["Flying"],
                }
            ],
        },
    ),
    (
        "Example gets +1/+0 for each artifact you control.",
        ("Creature",),
        {
            "static": "{this} gets +1/+0 for each artifact you control.",
            "effects": [
                {
                    "affects": "self",
                    "modify_pt": {"power": {"count": YOU_ARTIFACTS}, "toughness": 0},
                }
            ],
        },
    ),
    (
        "Example's power and toughness are each equal to the number of creatures you control.",
        ("Creature",),
        {
            "static": "{this}'s power and toughness are each equal to the number of creatures you control.",
            "cda": True,
            "effects": [
                {
                    "affects": "self",
                    "define_pt": {"each": {"count": {"types": ["Creature"], "controller": "you"}}},
                }
            ],
        },
    ),
    (
        "When Example enters the battlefield, if it was kicked, destroy target creature.",
        ("Creature",),
        {
            "triggered": "When {this} enters, if it was kicked, destroy target creature.",
            "trigger": "When {this} enters",
            "if": "kicked",
            "targets": [{"types": ["Creature"]}],
            "do": [{"destroy": "target"}],
        },
    ),
    (
        "Whenever Example deals combat damage to a player, put a +1/+1 counter on it.",
        ("Creature",),
        {
            "triggered": "Whenever {this} deals combat damage to a player, put a +1/+1 counter on it.",
            "trigger": "Whenever {this} deals combat damage to a player",
            "do": [{"counters": "self", "kind": "+1/+1", "amount": 1}],
        },
    ),
    (
        "Whenever a creature you control dies, each opponent loses 1 life.",
        ("Enchantment",),
        {
            "triggered": "Whenever a creature you control dies, each opponent loses 1 life.",
            "trigger": "Whenever a creature you control dies",
            "do": [{"lose_life": 1, "player": "each_opponent"}],
        },
    ),
    (
        "{T}: Draw a card, then discard a card.",
        ("Creature",),
        {
            "activated": "{T}: Draw a card, then discard a card.",
            "cost": "{T}",
            "do": [{"draw": 1}, {"discard": 1}],
        },
    ),
]


CASES += [
    (
        "Enchanted creature gets -1/-0.",
        ("Enchantment",),
        {
            "static": "Enchanted creature gets -1/-0.",
            "effects": [{"affects": "enchanted", "modify_pt": {"power": -1, "toughness": 0}}],
        },
    ),
    (
        "Example enters the battlefield with an oil counter on it.",
        ("Artifact",),
        {"static": "{this} enters with an oil counter on it.", "enters": {"counters": {"oil": 1}}},
    ),
    (
        "{2}{B}: Regenerate target Treefolk.",
        ("Creature",),
        {
            "activated": "{2}{B}: Regenerate target Treefolk.",
            "cost": "{2}{B}",
            "targets": [{"subtypes": ["Treefolk"]}],
            "do": [{"regenerate": "target"}],
        },
    ),
]


@pytest.mark.parametrize(("text", "types", "ability"), CASES)
def test_611_3_the_ability_compiles_to_exactly_this_data(
    text: str, types: tuple[str, ...], ability: dict[str, Any]
) -> None:
    face = compile_face("Example", text, types=types)
    assert face.status == "supported", face.unsupported
    assert face.data == {"abilities": [ability]}
    definition = read_definition_data({"card": "Example", **face.data}, "<test>")
    assert len(definition.face("Example").abilities) == 1


def test_611_2c_a_group_pump_is_fixed_as_it_resolves() -> None:
    face = compile_face(
        "Example", "Creatures you control get +1/+1 and gain trample until end of turn.",
        types=("Instant",),
    )  # fmt: skip
    assert face.data == {
        "abilities": [
            {
                "spell": "Creatures you control get +1/+1 and gain trample until end of turn.",
                "do": [
                    {
                        "effect": {
                            "affects": {"types": ["Creature"], "controller": "you"},
                            "modify_pt": {"power": 1, "toughness": 1},
                            "add_abilities": ["Trample"],
                            "duration": "end_of_turn",
                        }
                    }
                ],
            }
        ]
    }


def test_115_1_any_of_two_subtypes_is_one_target() -> None:
    face = compile_face("Example", "Destroy target Island or Swamp.", types=("Sorcery",))
    assert face.data == {
        "abilities": [{"spell": "Destroy target Island or Swamp.", "do": [{"destroy": "target"}]}],
        "targets": [{"subtypes": ["Island", "Swamp"]}],
    }


def test_603_4_an_intervening_if_counts_what_you_control() -> None:
    face = compile_face(
        "Example",
        "When Example enters the battlefield, if you control another Spirit, draw a card.",
    )
    assert face.data == {
        "abilities": [
            {
                "triggered": "When {this} enters, if you control another Spirit, draw a card.",
                "trigger": "When {this} enters",
                "if": {"count": {"subtypes": ["Spirit"], "other": True, "controller": "you"}},
                "do": [{"draw": 1}],
            }
        ]
    }


def test_603_4_an_intervening_if_the_game_lacks_is_refused() -> None:
    face = compile_face(
        "Example", "At the beginning of your end step, if you gained life this turn, draw a card."
    )
    assert face.unsupported == (
        (
            "At the beginning of your end step, if you gained life this turn, draw a card.",
            "the intervening 'if you gained life this turn' not implemented",
        ),
    )
