"""CR 305.6: a land with a basic land type has that type's intrinsic mana ability, even with no
text box. The definitions of basic lands, Dryad Arbor and Steam Vents have no mana abilities: the
layer system gives each land the ability of each basic land type it has after layer 4."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


def mana(game: Game, object_id: str) -> list[str]:
    """The object's mana abilities, as they read."""
    chars = game.characteristics(object_id)
    return [
        text
        for ability, text in zip(chars.abilities, chars.ability_texts, strict=True)
        if ability.kind.value == "mana"
    ]


@pytest.mark.parametrize(
    ("card", "symbol"),
    [
        ("Plains", "W"),
        ("Island", "U"),
        ("Swamp", "B"),
        ("Mountain", "R"),
        ("Forest", "G"),
        ("Snow-Covered Forest", "G"),
    ],
)
def test_305_6_each_basic_land_taps_for_its_color(card: str, symbol: str) -> None:
    game = scenario(f"battlefield: [{{card: {card}, id: land}}]")
    assert game.characteristics("land").ability_texts == (f"{{T}}: Add {{{symbol}}}.",)


def test_305_6_steam_vents_has_both_intrinsic_abilities() -> None:
    """Its "({T}: Add {U} or {R}.)" is reminder text: the abilities come from Island and
    Mountain."""
    game = scenario("battlefield: [{card: Steam Vents, id: vents}]")
    assert mana(game, "vents") == ["{T}: Add {U}.", "{T}: Add {R}."]
    assert game.characteristics("vents").ability_texts[0].startswith("As Steam Vents enters")


def test_305_6_dryad_arbor_taps_for_green_because_it_is_a_forest() -> None:
    game = scenario("battlefield: [{card: Dryad Arbor, id: arbor}]")
    chars = game.characteristics("arbor")
    assert chars.ability_texts == ("{T}: Add {G}.",)
    assert (chars.power, chars.toughness) == (1, 1)


def test_305_6_urborg_made_swamps_tap_for_black() -> None:
    game = scenario(
        """
        battlefield:
          - {card: "Urborg, Tomb of Yawgmoth", id: urborg}
          - {card: Forest, id: forest}
          - {card: Steam Vents, id: vents}
          - {card: Dryad Arbor, id: arbor}
        """
    )
    assert mana(game, "forest") == ["{T}: Add {G}.", "{T}: Add {B}."]
    assert mana(game, "vents") == ["{T}: Add {U}.", "{T}: Add {R}.", "{T}: Add {B}."]
    assert mana(game, "arbor") == ["{T}: Add {G}.", "{T}: Add {B}."]
    assert mana(game, "urborg") == ["{T}: Add {B}."]


def test_305_6_dryad_of_the_ilysian_grove_gives_every_basic_land_type() -> None:
    """ "Lands you control are every basic land type": five intrinsic abilities, and only for
    lands its controller controls."""
    game = scenario(
        """
        battlefield:
          - {card: Dryad of the Ilysian Grove, id: dryad}
          - {card: Academy Ruins, id: ruins}
          - {card: Island, id: theirs, controller: B}
        """
    )
    ruins = game.characteristics("ruins")
    assert {s.english for s in ruins.type_line.subtypes} == {
        "Plains",
        "Island",
        "Swamp",
        "Mountain",
        "Forest",
    }
    assert sorted(mana(game, "ruins")) == sorted(
        [
            "{T}: Add {C}.",
            "{T}: Add {W}.",
            "{T}: Add {U}.",
            "{T}: Add {B}.",
            "{T}: Add {R}.",
            "{T}: Add {G}.",
        ]
    )
    assert mana(game, "theirs") == ["{T}: Add {U}."]
    assert "additional_land_play" in game.rules_in_force()
