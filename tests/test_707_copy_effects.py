"""CR 707: copying objects. A copy takes the copiable values of the original: its printed values as
modified by other copy effects, the exceptions of those copy effects (707.9) and its face-down
status (707.2, 708.2) — never other effects. The values are fixed as the copy effect begins
(707.2b-c). Clone, Quicksilver Gargantuan, Vesuvan Doppelganger, Dimir Doppelganger."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


def summary(game: Game, object_id: str) -> tuple[object, ...]:
    chars = game.characteristics(object_id)
    colors = "".join(chars.color_letters)
    return chars.name, chars.type_line.english(), colors, chars.power, chars.toughness


VESUVAN_ABILITY = (
    "At the beginning of your upkeep, you may have this creature become a copy of target "
    "creature, except it doesn't copy that creature's color and it has this ability."
)


def test_707_9b_a_clone_of_a_quicksilver_gargantuan_copying_a_bear_is_a_7_7_bear() -> None:
    """The Gargantuan's "except it's 7/7" is part of its copiable values, so the copy of the copy
    is a 7/7 Runeclaw Bear."""
    game = scenario(
        """
        battlefield:
          - {card: Runeclaw Bear, id: bear}
          - {card: Quicksilver Gargantuan, id: gargantuan, choose: {copy: bear}}
          - {card: Clone, id: clone, choose: {copy: gargantuan}}
        """
    )
    assert summary(game, "gargantuan") == ("Runeclaw Bear", "Creature — Bear", "G", 7, 7)
    assert summary(game, "clone") == ("Runeclaw Bear", "Creature — Bear", "G", 7, 7)


def test_707_9b_a_gargantuan_copying_a_clone_of_a_bear_is_a_7_7_bear() -> None:
    """The other way round: the Clone's copiable values are the Bear's; the Gargantuan's
    exception makes it 7/7."""
    game = scenario(
        """
        battlefield:
          - {card: Runeclaw Bear, id: bear}
          - {card: Clone, id: clone, choose: {copy: bear}}
          - {card: Quicksilver Gargantuan, id: gargantuan, choose: {copy: clone}}
        """
    )
    assert summary(game, "clone") == ("Runeclaw Bear", "Creature — Bear", "G", 2, 2)
    assert summary(game, "gargantuan") == ("Runeclaw Bear", "Creature — Bear", "G", 7, 7)


def test_707_2_a_copy_doesnt_copy_other_effects() -> None:
    """Crusade's +1/+1 on the white Isamaru is not a copiable value: a Clone of Isamaru is a
    2/2 before Crusade's own +1/+1 applies to it too."""
    game = scenario(
        """
        battlefield:
          - {card: "Isamaru, Hound of Konda", id: isamaru}
          - {card: Crusade, id: crusade}
          - {card: Mirror Gallery, id: gallery}
          - {card: Clone, id: clone, choose: {copy: isamaru}}
        """
    )
    assert summary(game, "clone") == (
        "Isamaru, Hound of Konda",
        "Legendary Creature — Dog",
        "W",
        3,
        3,
    )
    assert [(t.layer, t.source) for t in game.trace("clone")] == [
        ("1a", "clone"),
        ("7c", "crusade"),
    ]


def test_707_3_example_vesuvan_doppelganger_copied_by_a_clone() -> None:
    """The Doppelganger enters as a copy of Runeclaw Bear; a Clone copies the Doppelganger: the
    Clone is a 2/2 blue Bear named Runeclaw Bear with the Doppelganger's upkeep ability."""
    game = scenario(
        """
        battlefield:
          - {card: Runeclaw Bear, id: bear}
          - {card: Vesuvan Doppelganger, id: vesuvan, choose: {copy: bear}}
          - {card: Clone, id: clone, choose: {copy: vesuvan}}
        """
    )
    for object_id in ("vesuvan", "clone"):
        assert summary(game, object_id) == ("Runeclaw Bear", "Creature — Bear", "U", 2, 2)
        assert game.characteristics(object_id).ability_texts == (VESUVAN_ABILITY,)


def test_707_9a_vesuvan_doppelganger_becomes_a_copy_of_another_creature_and_keeps_its_ability() -> (
    None
):
    """At its controller's upkeep it becomes a copy of another creature, except it keeps its
    own color (blue) and the ability, so it can do it again."""
    game = scenario(
        """
        battlefield:
          - {card: Runeclaw Bear, id: bear}
          - {card: Vesuvan Doppelganger, id: vesuvan, choose: {copy: bear}}
          - {card: "Skithiryx, the Blight Dragon", id: skithiryx, controller: B}
        actions:
          - {trigger: vesuvan, targets: [skithiryx]}
        """
    )
    assert summary(game, "vesuvan") == (
        "Skithiryx, the Blight Dragon",
        "Legendary Creature — Phyrexian Dragon Skeleton",
        "U",
        4,
        4,
    )
    texts = game.characteristics("vesuvan").ability_texts
    assert texts[:2] == ("Flying", "Infect")
    assert texts[-1] == VESUVAN_ABILITY
    assert "{B}{B}: Regenerate Skithiryx, the Blight Dragon." in texts


def test_707_2b_a_clone_keeps_the_values_it_copied_when_the_original_changes() -> None:
    """A Clone copied the Doppelganger while it was a Runeclaw Bear. When the Doppelganger later
    becomes a copy of Isamaru, the Clone is still a blue Runeclaw Bear."""
    game = scenario(
        """
        battlefield:
          - {card: Runeclaw Bear, id: bear}
          - {card: "Isamaru, Hound of Konda", id: isamaru}
          - {card: Vesuvan Doppelganger, id: vesuvan, choose: {copy: bear}}
          - {card: Clone, id: clone, choose: {copy: vesuvan}}
          - {card: Mirror Gallery, id: gallery}
        actions:
          - {trigger: vesuvan, targets: [isamaru]}
        """
    )
    assert summary(game, "vesuvan") == (
        "Isamaru, Hound of Konda",
        "Legendary Creature — Dog",
        "U",
        2,
        2,
    )
    assert summary(game, "clone") == ("Runeclaw Bear", "Creature — Bear", "U", 2, 2)


@pytest.mark.parametrize("copied", ["demon", "clone-of-demon"])
def test_707_2_example_clone_copying_a_face_down_grinning_demon(copied: str) -> None:
    """A face-down permanent's copiable values are those of a face-down 2/2 (CR 707.2, 708.2):
    the Clone is a colorless 2/2 creature with no name, no types, no abilities and no mana
    cost — and it is face up. A Clone of that Clone is the same."""
    game = scenario(
        """
        battlefield:
          - {card: Grinning Demon, id: demon, face_down: true}
          - {card: Clone, id: clone-of-demon, choose: {copy: demon}}
          - {card: Clone, id: clone, choose: {copy: COPIED}}
        """.replace("COPIED", copied)
    )
    chars = game.characteristics("clone")
    assert (chars.names, chars.type_line.english(), chars.colors) == ((), "Creature", frozenset())
    assert (chars.power, chars.toughness, chars.mana_cost, chars.abilities) == (2, 2, None, ())
    assert game.get("clone").face_down is False


def test_707_2b_the_face_down_demon_turned_face_up_doesnt_change_its_clone() -> None:
    """Once the Demon is turned face up it is Grinning Demon again, but the Clone copied a
    nameless 2/2 and stays one."""
    game = scenario(
        """
        battlefield:
          - {card: Grinning Demon, id: demon, face_down: true}
          - {card: Clone, id: clone, choose: {copy: demon}}
        actions:
          - {turn_face_up: demon}
        """
    )
    assert summary(game, "demon") == ("Grinning Demon", "Creature — Demon", "B", 6, 6)
    assert summary(game, "clone") == (None, "Creature", "", 2, 2)


def test_708_2a_a_face_down_grinning_demon_is_a_nameless_2_2_with_no_text() -> None:
    game = scenario("battlefield:\n  - {card: Grinning Demon, id: demon, face_down: true}\n")
    chars = game.characteristics("demon")
    assert summary(game, "demon") == (None, "Creature", "", 2, 2)
    assert (chars.mana_cost, chars.ability_texts) == (None, ())
    assert [(t.layer, t.rule) for t in game.trace("demon")] == [("1b", "708.2a")]


def test_707_clone_copying_a_flipped_tok_tok_is_tok_tok() -> None:
    """The copiable values of a flipped flip card are its flipped characteristics (CR 710.2,
    707.2): a Clone of a flipped Akki Lavarunner is Tok-Tok, Volcano Born, legendary (here under
    another player, so the legend rule doesn't apply)."""
    game = scenario(
        """
        battlefield:
          - {card: Akki Lavarunner, id: toktok, flipped: true}
          - {card: Clone, id: clone, choose: {copy: toktok}, controller: B}
        """
    )
    assert summary(game, "clone") == (
        "Tok-Tok, Volcano Born",
        "Legendary Creature — Goblin Shaman",
        "R",
        2,
        2,
    )
    assert game.characteristics("clone").ability_texts[0] == "Protection from red"


def test_707_9d_example_quicksilver_gargantuan_copying_tarmogoyf_is_7_7() -> None:
    """CR 707.9b/d example: the exception gives power and toughness their own values, so the
    Gargantuan doesn't get Tarmogoyf's characteristic-defining ability: it is a 7/7 Tarmogoyf
    with no abilities, and so is a Clone of it."""
    game = scenario(
        """
        battlefield:
          - {card: Tarmogoyf, id: goyf}
          - {card: Quicksilver Gargantuan, id: gargantuan, choose: {copy: goyf}}
          - {card: Clone, id: clone, choose: {copy: gargantuan}}
        graveyard:
          A: [Lightning Bolt, Forest]
        """
    )
    assert summary(game, "goyf") == ("Tarmogoyf", "Creature — Lhurgoyf", "G", 2, 3)
    for object_id in ("gargantuan", "clone"):
        assert summary(game, object_id) == ("Tarmogoyf", "Creature — Lhurgoyf", "G", 7, 7)
        assert game.characteristics(object_id).ability_texts == ()


def test_707_a_clone_of_tarmogoyf_has_its_characteristic_defining_ability() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Tarmogoyf, id: goyf}
          - {card: Clone, id: clone, choose: {copy: goyf}}
        graveyard:
          A: [Lightning Bolt, Forest, Runeclaw Bear]
        """
    )
    assert summary(game, "clone") == ("Tarmogoyf", "Creature — Lhurgoyf", "G", 3, 4)
