"""CR 201.5: text that refers to the object it's on by name means that object. 201.5a: an ability
granted by another object's effect that names that object means only that one object (Gutter
Grime's Ooze). 201.5b: an object that gains an ability naming its old object reads it with its
own name (Quicksilver Elemental and Skithiryx, Glacial Ray spliced onto Kodama's Reach, Dimir
Doppelganger copying Runeclaw Bear, Necrotic Ooze and Cudgel Troll)."""

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


OOZE_TEXT = (
    "This creature's power and toughness are each equal to the number of slime counters on "
    "Gutter Grime."
)


def test_201_5a_example_gutter_grime_s_ooze_counts_only_its_own_gutter_grime() -> None:
    """Two Gutter Grimes, one with five slime counters. The other one's trigger puts a slime
    counter on it and creates an Ooze: the Ooze is 1/1, whatever the other Grime has."""
    game = scenario(
        """
        battlefield:
          - {card: Gutter Grime, id: grime}
          - {card: Gutter Grime, id: other-grime, counters: {slime: 5}}
        actions:
          - {trigger: grime}
        """
    )
    ooze = game.characteristics("ooze-token")
    assert game.get("ooze-token").is_token
    assert (ooze.name, ooze.type_line.english(), ooze.color_letters) == (
        "Ooze Token",
        "Creature — Ooze",
        ["G"],
    )
    assert ooze.ability_texts == (OOZE_TEXT,)
    assert pt(game, "ooze-token") == (1, 1)
    assert game.get("grime").counters == {"slime": 1}


def test_201_5a_every_ooze_of_one_gutter_grime_grows_with_it() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Gutter Grime, id: grime}
        actions:
          - {trigger: grime}
          - {trigger: grime}
          - {counters: grime, add: {slime: 1}}
        """
    )
    assert pt(game, "ooze-token") == (3, 3)
    assert pt(game, "ooze-token-2") == (3, 3)


def test_201_5a_example_a_copy_of_the_ooze_refers_to_the_original_gutter_grime() -> None:
    """A Clone of the Ooze token has the same ability, still naming the Gutter Grime that
    created the original token (not the other Grime with three counters)."""
    game = scenario(
        """
        battlefield:
          - {card: Gutter Grime, id: grime}
          - {card: Gutter Grime, id: other-grime, counters: {slime: 3}}
        actions:
          - {trigger: grime}
          - {trigger: grime}
          - {enter: {card: Clone, id: clone, choose: {copy: ooze-token}}}
        """
    )
    clone = game.characteristics("clone")
    assert (clone.name, clone.ability_texts) == ("Ooze Token", (OOZE_TEXT,))
    assert pt(game, "clone") == (2, 2)


def test_201_5a_when_its_gutter_grime_is_gone_the_ooze_is_0_0() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Gutter Grime, id: grime}
          - {card: Gutter Grime, id: other-grime, counters: {slime: 3}}
        actions:
          - {trigger: grime}
          - {leave: grime, to: graveyard}
        """
    )
    assert game.get("ooze-token").zone.value == "graveyard"
    assert [e.rule for e in game.events if e.event == "state-based action"] == ["704.5f"]


def test_201_5b_example_quicksilver_elemental_gains_regenerate_skithiryx() -> None:
    """It gains "{B}{B}: Regenerate Skithiryx", which reads "Regenerate Quicksilver Elemental";
    activating it regenerates the Elemental, not the Skithiryx."""
    game = scenario(
        """
        battlefield:
          - {card: Quicksilver Elemental, id: elemental}
          - {card: "Skithiryx, the Blight Dragon", id: skithiryx, controller: B}
        actions:
          - {activate: elemental, targets: [skithiryx]}
          - {activate: elemental, ability: 3}
        """
    )
    texts = game.characteristics("elemental").ability_texts
    assert texts[2:] == (
        "{B}: Quicksilver Elemental gains haste until end of turn.",
        "{B}{B}: Regenerate Quicksilver Elemental.",
    )
    assert game.get("elemental").regeneration_shields == 1
    assert game.get("skithiryx").regeneration_shields == 0


def test_201_5b_the_regenerated_quicksilver_elemental_survives_lethal_damage() -> None:
    """Two Lightning Bolts deal lethal damage to the 3/4 Elemental; its regeneration shield
    replaces the destruction (CR 701.19a): it is tapped, its damage removed. The Skithiryx
    it gained the ability from has no shield."""
    game = scenario(
        """
        battlefield:
          - {card: Quicksilver Elemental, id: elemental}
          - {card: "Skithiryx, the Blight Dragon", id: skithiryx, controller: B}
        actions:
          - {activate: elemental, targets: [skithiryx]}
          - {activate: elemental, ability: 3}
          - {cast: Lightning Bolt, controller: B, targets: [elemental]}
          - {cast: Lightning Bolt, controller: B, targets: [elemental]}
        """
    )
    elemental = game.get("elemental")
    assert (elemental.zone.value, elemental.tapped, elemental.damage) == ("battlefield", True, 0)
    assert elemental.regeneration_shields == 0
    assert [e.detail for e in game.events if e.event == "regenerate"] == [
        "a regeneration shield for elemental this turn",
        "elemental regenerates: tapped, damage removed",
    ]


def test_201_5b_the_gained_haste_ability_gives_the_elemental_haste() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Quicksilver Elemental, id: elemental}
          - {card: "Skithiryx, the Blight Dragon", id: skithiryx, controller: B}
        actions:
          - {activate: elemental, targets: [skithiryx]}
          - {activate: elemental, ability: 2}
        """
    )
    assert game.characteristics("elemental").has_keyword("Haste")
    assert not game.characteristics("skithiryx").has_keyword("Haste")
    game.end_turn()
    assert game.characteristics("elemental").ability_texts[2:] == ()  # until end of turn


def test_201_5b_example_glacial_ray_spliced_onto_kodama_s_reach() -> None:
    """Spliced onto Kodama's Reach, "Glacial Ray deals 2 damage" reads "Kodama's Reach deals 2
    damage": the Reach deals it. Glacial Ray stays in its owner's hand (CR 702.47a)."""
    game = scenario(
        """
        hand:
          A: [{card: Glacial Ray, id: ray}]
        actions:
          - {cast: "Kodama's Reach", id: reach, splice: [Glacial Ray], targets: [B]}
        """
    )
    spliced = [e.detail for e in game.events if e.event == "splice"]
    assert spliced == [
        "Glacial Ray spliced onto Kodama's Reach: Kodama's Reach deals 2 damage to any target."
    ]
    assert [e.detail for e in game.events if e.event == "damage"] == ["reach deals 2 damage to B"]
    assert game.players["B"].life == 18
    assert game.get("ray").zone.value == "hand"
    # CR 702.47e: once it leaves the stack, the Reach has only its own text again.
    assert len(game.characteristics("reach").ability_texts) == 1


def test_702_47a_glacial_ray_can_t_be_spliced_onto_a_spell_that_isn_t_arcane() -> None:
    with pytest.raises(SourceError, match=r"splices only onto Arcane spells \(CR 702.47a\)"):
        scenario(
            """
            hand:
              A: [Glacial Ray]
            actions:
              - {cast: Act of Treason, splice: [Glacial Ray], targets: [bear, B]}
            battlefield:
              - {card: Runeclaw Bear, id: bear, controller: B}
            """
        )


def test_201_5b_example_dimir_doppelganger_becomes_runeclaw_bear_with_its_ability() -> None:
    """The CR's example uses The Ever-Changing 'Dane; Dimir Doppelganger's ability is the same
    kind: it becomes a copy of Runeclaw Bear and keeps an ability that reads "Runeclaw Bear
    becomes a copy of that card, except it has this ability"."""
    game = scenario(
        """
        battlefield:
          - {card: Dimir Doppelganger, id: doppelganger}
        graveyard:
          B: [{card: Runeclaw Bear, id: bear}]
        actions:
          - {activate: doppelganger, targets: [bear]}
        """
    )
    chars = game.characteristics("doppelganger")
    assert (chars.name, chars.type_line.english(), chars.color_letters) == (
        "Runeclaw Bear",
        "Creature — Bear",
        ["G"],
    )
    assert (chars.power, chars.toughness) == (2, 2)
    assert chars.ability_texts == (
        "{1}{U}{B}: Exile target creature card from a graveyard. Runeclaw Bear becomes a copy of "
        "that card, except it has this ability.",
    )
    assert game.get("bear").zone.value == "exile"


def test_201_5b_dimir_doppelganger_copies_again_and_still_has_its_ability() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Dimir Doppelganger, id: doppelganger}
        graveyard:
          B: [{card: Runeclaw Bear, id: bear}, {card: Cudgel Troll, id: troll}]
        actions:
          - {activate: doppelganger, targets: [bear]}
          - {activate: doppelganger, targets: [troll]}
        """
    )
    chars = game.characteristics("doppelganger")
    assert (chars.name, chars.power, chars.toughness) == ("Cudgel Troll", 4, 3)
    assert chars.ability_texts == (
        "{G}: Regenerate Cudgel Troll.",
        "{1}{U}{B}: Exile target creature card from a graveyard. Cudgel Troll becomes a copy of "
        "that card, except it has this ability.",
    )


def test_201_5b_necrotic_ooze_gains_regenerate_cudgel_troll_as_its_own() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Necrotic Ooze, id: ooze}
        graveyard:
          A: [Cudgel Troll, "Skithiryx, the Blight Dragon"]
        actions:
          - {activate: ooze, ability: 1}
        """
    )
    assert game.characteristics("ooze").ability_texts[1:] == (
        "{G}: Regenerate Necrotic Ooze.",
        "{B}: Necrotic Ooze gains haste until end of turn.",
        "{B}{B}: Regenerate Necrotic Ooze.",
    )
    assert game.get("ooze").regeneration_shields == 1
