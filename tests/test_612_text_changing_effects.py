"""CR 612: text-changing effects. Sleight of Mind and Magical Hack change color words used as
color words and basic land types used as land types (612.2) — never a card name — in the
object's own text and type line; abilities granted by other effects aren't its text and don't
change (612.3)."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text
from mtgrules.sourcefile import SourceError


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


def pt(game: Game, object_id: str) -> tuple[int | None, int | None]:
    chars = game.characteristics(object_id)
    return chars.power, chars.toughness


CRUSADE_BOARD = """
battlefield:
  - {card: Crusade, id: crusade}
  - {card: "Isamaru, Hound of Konda", id: isamaru}
  - {card: Yixlid Jailer, id: jailer}
"""


def test_612_2_crusade_pumps_white_creatures() -> None:
    game = scenario(CRUSADE_BOARD)
    assert pt(game, "isamaru") == (3, 3)
    assert pt(game, "jailer") == (2, 1)


def test_612_2_sleight_of_mind_on_crusade_changes_white_to_black() -> None:
    """Crusade now reads "Black creatures get +1/+1.": the black Jailer gets it, the white
    Isamaru no longer does. Crusade's name and color don't change."""
    game = scenario(
        CRUSADE_BOARD
        + "actions:\n  - {cast: Sleight of Mind, targets: [crusade], choose: {from: white, to: black}}\n"
    )
    crusade = game.characteristics("crusade")
    assert crusade.ability_texts == ("Black creatures get +1/+1.",)
    assert (crusade.name, crusade.color_letters) == ("Crusade", ["W"])
    assert pt(game, "isamaru") == (2, 2)
    assert pt(game, "jailer") == (3, 2)
    assert [(t.layer, t.rule, t.effect) for t in game.trace("crusade")] == [
        ("3", "613.1c", "text: color 'white' → 'black'")
    ]


def test_612_2_changing_a_color_word_that_isn_t_there_does_nothing() -> None:
    game = scenario(
        CRUSADE_BOARD
        + "actions:\n  - {cast: Sleight of Mind, targets: [crusade], choose: {from: red, to: black}}\n"
    )
    assert game.characteristics("crusade").ability_texts == ("White creatures get +1/+1.",)
    assert pt(game, "isamaru") == (3, 3)


def test_612_2_a_text_changing_spell_needs_words_of_its_kind() -> None:
    with pytest.raises(SourceError, match="'Goblin' is not a color word"):
        scenario(
            CRUSADE_BOARD
            + "actions:\n  - {cast: Sleight of Mind, targets: [crusade], choose: {from: white, to: Goblin}}\n"
        )


def test_612_2_sleight_of_mind_on_tok_tok_changes_its_protection_and_its_replacement() -> None:
    """Both of Tok-Tok's "red"s are color words used as colors, the keyword's included; its
    name is not changed."""
    game = scenario(
        """
        battlefield:
          - {card: Akki Lavarunner, id: toktok, flipped: true}
        actions:
          - {cast: Sleight of Mind, targets: [toktok], choose: {from: red, to: blue}}
        """
    )
    chars = game.characteristics("toktok")
    assert chars.name == "Tok-Tok, Volcano Born"
    assert chars.color_letters == ["R"]
    assert chars.ability_texts == (
        "Protection from blue",
        "If a blue source would deal damage to a player, it deals that much damage plus 1 to "
        "that player instead.",
    )
    protection = next(a for a in chars.abilities if a.is_keyword("Protection"))
    assert protection.parameter == "from blue"


def test_612_2_example_magical_hack_on_urborg_makes_each_land_an_island() -> None:
    game = scenario(
        """
        battlefield:
          - {card: "Urborg, Tomb of Yawgmoth", id: urborg}
          - {card: Forest, id: forest}
        actions:
          - {cast: Magical Hack, targets: [urborg], choose: {from: Swamp, to: Island}}
        """
    )
    urborg = game.characteristics("urborg")
    assert urborg.name == "Urborg, Tomb of Yawgmoth"
    assert urborg.ability_texts == (
        "Each land is an Island in addition to its other land types.",
        "{T}: Add {U}.",
    )
    forest = game.characteristics("forest")
    assert forest.type_line.english() == "Basic Land — Forest Island"
    assert forest.ability_texts == ("{T}: Add {G}.", "{T}: Add {U}.")


def test_612_1_magical_hack_on_a_basic_swamp_changes_its_type_line() -> None:
    """The land type on the type line is text too (CR 612.1): the Swamp becomes a Basic Land —
    Island, with an Island's intrinsic mana ability (305.6). Its name stays Swamp."""
    game = scenario(
        """
        battlefield:
          - {card: Swamp, id: swamp}
        actions:
          - {cast: Magical Hack, targets: [swamp], choose: {from: Swamp, to: Island}}
        """
    )
    swamp = game.characteristics("swamp")
    assert (swamp.name, swamp.type_line.english()) == ("Swamp", "Basic Land — Island")
    assert swamp.ability_texts == ("{T}: Add {U}.",)


def test_612_2a_sleight_of_mind_on_gutter_grime_makes_its_oozes_blue() -> None:
    """The color word in "create a green Ooze creature token" is a color word used as such:
    after Sleight of Mind the trigger creates blue Oozes."""
    game = scenario(
        """
        battlefield:
          - {card: Gutter Grime, id: grime}
        actions:
          - {cast: Sleight of Mind, targets: [grime], choose: {from: green, to: blue}}
          - {trigger: grime}
        """
    )
    assert game.characteristics("grime").color_letters == ["G"]
    assert game.characteristics("ooze-token").color_letters == ["U"]


def test_612_3_a_granted_ability_isn_t_changed_by_a_text_changing_effect() -> None:
    """Crimson Acolyte gives Runeclaw Bear protection from red; Sleight of Mind on the Bear
    (red → white) changes nothing: the granted ability isn't the Bear's text."""
    game = scenario(
        """
        battlefield:
          - {card: Crimson Acolyte, id: acolyte}
          - {card: Runeclaw Bear, id: bear}
        actions:
          - {activate: acolyte, targets: [bear]}
          - {cast: Sleight of Mind, targets: [bear], choose: {from: red, to: white}}
        """
    )
    assert game.characteristics("bear").ability_texts == ("Protection from red",)


def test_612_2_sleight_of_mind_on_the_granting_ability_changes_what_it_grants() -> None:
    """Changed first, the Acolyte's ability reads "protection from green" and grants that."""
    game = scenario(
        """
        battlefield:
          - {card: Crimson Acolyte, id: acolyte}
          - {card: Runeclaw Bear, id: bear}
        actions:
          - {cast: Sleight of Mind, targets: [acolyte], choose: {from: red, to: green}}
          - {activate: acolyte, targets: [bear]}
        """
    )
    assert game.characteristics("acolyte").ability_texts == (
        "Protection from green",
        "{W}: Target creature gains protection from green until end of turn.",
    )
    assert game.characteristics("bear").ability_texts == ("Protection from green",)


def test_612_3_necrotic_ooze_s_gained_abilities_aren_t_its_text() -> None:
    """The Ooze has the Acolyte card's "{W}: Target creature gains protection from red …" from
    the graveyard; Sleight of Mind on the Ooze doesn't change it."""
    game = scenario(
        """
        battlefield:
          - {card: Necrotic Ooze, id: ooze}
        graveyard:
          A: [Crimson Acolyte]
        actions:
          - {cast: Sleight of Mind, targets: [ooze], choose: {from: red, to: blue}}
        """
    )
    assert game.characteristics("ooze").ability_texts[1] == (
        "{W}: Target creature gains protection from red until end of turn."
    )


def test_612_2_a_clone_s_copied_abilities_are_its_text() -> None:
    """Copied abilities are copiable values, so text (CR 707.2a): Sleight of Mind on a Clone of
    Crimson Acolyte changes them."""
    game = scenario(
        """
        battlefield:
          - {card: Crimson Acolyte, id: acolyte}
          - {card: Clone, id: clone, choose: {copy: acolyte}}
        actions:
          - {cast: Sleight of Mind, targets: [clone], choose: {from: red, to: black}}
        """
    )
    assert game.characteristics("clone").ability_texts == (
        "Protection from black",
        "{W}: Target creature gains protection from black until end of turn.",
    )
    assert game.characteristics("acolyte").ability_texts[0] == "Protection from red"
