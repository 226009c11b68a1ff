"""CR 613.1f, layer 6: "loses all abilities" (Turn to Frog, Ovinize, Lignify, Soul Sculptor)
removes every ability, including a land creature's intrinsic mana ability (CR 305.6), which
the land has from layer 4 on."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


def test_613_1f_turn_to_frog_on_dryad_arbor() -> None:
    game = scenario(
        """
        battlefield: [{card: Dryad Arbor, id: arbor}]
        actions: [{cast: Turn to Frog, targets: [arbor]}]
        """
    )
    arbor = game.characteristics("arbor")
    assert arbor.type_line.english() == "Land Creature — Forest Frog"
    assert arbor.ability_texts == ()
    assert arbor.color_letters == ["U"]
    assert (arbor.power, arbor.toughness) == (1, 1)


def test_514_2_turn_to_frog_ends_and_the_mana_ability_returns() -> None:
    game = scenario(
        """
        battlefield: [{card: Dryad Arbor, id: arbor}]
        actions: [{cast: Turn to Frog, targets: [arbor]}, end_turn]
        """
    )
    arbor = game.characteristics("arbor")
    assert arbor.type_line.english() == "Land Creature — Forest Dryad"
    assert arbor.ability_texts == ("{T}: Add {G}.",)


def test_613_1f_ovinize_on_dryad_arbor() -> None:
    game = scenario(
        """
        battlefield: [{card: Dryad Arbor, id: arbor}]
        actions: [{cast: Ovinize, targets: [arbor]}]
        """
    )
    arbor = game.characteristics("arbor")
    assert arbor.type_line.english() == "Land Creature — Forest Dryad"
    assert arbor.ability_texts == ()
    assert (arbor.power, arbor.toughness) == (0, 1)


def test_613_1f_lignify_on_dryad_arbor() -> None:
    """ "Is a Treefolk" replaces only its creature types (CR 205.1a): it is still a Forest, but
    has no mana ability."""
    game = scenario(
        """
        battlefield:
          - {card: Dryad Arbor, id: arbor}
          - {card: Lignify, id: lignify, attached_to: arbor}
        """
    )
    arbor = game.characteristics("arbor")
    assert arbor.type_line.english() == "Land Creature — Forest Treefolk"
    assert arbor.ability_texts == ()
    assert (arbor.power, arbor.toughness) == (0, 4)


def test_613_1f_turn_to_frog_on_an_animated_mutavault() -> None:
    """Turn to Frog's effect is newer: Frog replaces Mutavault's every creature type, and the
    land loses {T}: Add {C} and its animating ability."""
    game = scenario(
        """
        battlefield: [{card: Mutavault, id: vault}]
        actions:
          - {activate: vault, ability: 2}
          - {cast: Turn to Frog, targets: [vault]}
        """
    )
    vault = game.characteristics("vault")
    assert vault.type_line.english() == "Land Creature — Frog"
    assert vault.ability_texts == ()
    assert (vault.power, vault.toughness) == (1, 1)


def test_613_1f_ornithopter_loses_flying_under_lignify() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Ornithopter, id: thopter}
          - {card: Lignify, id: lignify, attached_to: thopter}
        """
    )
    thopter = game.characteristics("thopter")
    assert thopter.type_line.english() == "Artifact Creature — Treefolk"
    assert not thopter.has_keyword("Flying")
    assert (thopter.power, thopter.toughness) == (0, 4)


SCULPTED = """
battlefield:
  - {card: Soul Sculptor, id: sculptor}
  - {card: Serra Angel, id: angel, controller: B}
actions:
  - {activate: sculptor, targets: [angel]}
"""


@pytest.mark.parametrize(
    "then",
    [
        "{cast: Giant Growth, targets: [sculptor]}",  # a noncreature spell
        "end_turn",
        "{enter: {card: Grizzly Bears}}",  # put onto the battlefield, not cast
    ],
    ids=["noncreature-spell", "end-of-turn", "creature-not-cast"],
)
def test_soul_sculptor_lasts_until_a_creature_spell_is_cast(then: str) -> None:
    game = scenario(SCULPTED + f"  - {then}\n")
    angel = game.characteristics("angel")
    assert angel.type_line.english() == "Enchantment"
    assert angel.ability_texts == ()


@pytest.mark.parametrize("caster", ["A", "B"])
def test_soul_sculptor_ends_when_any_player_casts_a_creature_spell(caster: str) -> None:
    game = scenario(SCULPTED + f"  - {{cast: Grizzly Bears, controller: {caster}}}\n")
    angel = game.characteristics("angel")
    assert angel.type_line.english() == "Creature — Angel"
    assert angel.ability_texts == ("Flying", "Vigilance")
    assert (angel.power, angel.toughness) == (4, 4)
