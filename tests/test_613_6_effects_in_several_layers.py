"""CR 613.6: an effect that starts to apply in one layer keeps applying to the same objects in
its later layers. The rule's examples: "noncreature artifacts become artifact creatures" (here
the static March of the Machines) and Svogthos, the Restless Tomb with a land-animating effect
and a pump (here Animate Land and Giant Growth, +3/+3 where the example has +1/+1)."""

from __future__ import annotations

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


def pt(game: Game, object_id: str) -> tuple[int | None, int | None]:
    chars = game.characteristics(object_id)
    return chars.power, chars.toughness


def test_613_6_example_march_of_the_machines_sets_pt_of_the_same_artifacts_in_7b() -> None:
    """In layer 4 the artifacts are noncreature; in 7b they are creatures by then, yet the
    power- and toughness-setting part applies to those same artifacts."""
    game = scenario(
        """
        battlefield:
          - {card: March of the Machines, id: march}
          - {card: Chimeric Staff, id: staff}
          - {card: Kormus Bell, id: bell}
          - {card: Memnite, id: memnite}
        """
    )
    assert pt(game, "staff") == (4, 4)
    assert pt(game, "bell") == (4, 4)
    assert pt(game, "memnite") == (1, 1)  # already a creature: not affected
    assert [(t.layer, t.source) for t in game.trace("staff")] == [("4", "march"), ("7b", "march")]
    assert game.trace("memnite") == []


def svogthos(*actions: str) -> Game:
    """Svogthos with ten creature cards in its controller's graveyard, after ``actions``."""
    return scenario(
        'battlefield: [{card: "Svogthos, the Restless Tomb", id: svogthos}]\n'
        "graveyard:\n  A: [" + ", ".join(["Grizzly Bears"] * 10) + "]\n"
        "actions:\n" + "".join(f"  - {a}\n" for a in actions)
    )


ANIMATE = "{cast: Animate Land, targets: [svogthos]}"
GROW = "{cast: Giant Growth, targets: [svogthos]}"
ACTIVATE = "{activate: svogthos, ability: 2}"


def test_613_6_example_svogthos_animated_and_pumped() -> None:
    game = svogthos(ANIMATE, GROW)
    assert game.characteristics("svogthos").type_line.english() == "Land Creature"
    assert pt(game, "svogthos") == (6, 6)


def test_613_6_example_svogthos_own_ability() -> None:
    """Its ability applies in layers 4, 5 and 7b: the granted ability is not a
    characteristic-defining ability (CR 604.3a) and sets power and toughness in 7b with the
    timestamp of the effect that granted it (CR 613.7a), after Animate Land's."""
    game = svogthos(ANIMATE, GROW, ACTIVATE)
    chars = game.characteristics("svogthos")
    assert chars.type_line.english() == "Land Creature — Plant Zombie"
    assert chars.color_letters == ["B", "G"]
    assert pt(game, "svogthos") == (13, 13)
    assert chars.ability_texts[-1] == (
        "This creature's power and toughness are each equal to the number of creature cards in "
        "your graveyard."
    )
    assert [t.layer for t in game.trace("svogthos") if t.layer.startswith("7")] == [
        "7b",
        "7b",
        "7c",
    ]


def test_613_6_example_svogthos_follows_the_graveyard() -> None:
    game = svogthos(ANIMATE, GROW, ACTIVATE, "{leave: grizzly-bears, to: exile}")
    assert pt(game, "svogthos") == (12, 12)


def test_613_6_example_svogthos_animated_again() -> None:
    """The first effect applied again (a newer timestamp) sets it to 3/3 again: 6/6 with Giant
    Growth."""
    game = svogthos(ANIMATE, GROW, ACTIVATE, ANIMATE)
    assert pt(game, "svogthos") == (6, 6)


def test_514_2_svogthos_is_only_a_land_after_the_turn() -> None:
    game = svogthos(ANIMATE, GROW, ACTIVATE, "end_turn")
    chars = game.characteristics("svogthos")
    assert chars.type_line.english() == "Land"
    assert chars.color_letters == []
    assert pt(game, "svogthos") == (None, None)
    assert len(chars.ability_texts) == 2
