"""Mycosynth Lattice ("All permanents are artifacts in addition to their other types") and March
of the Machines ("Each noncreature artifact is an artifact creature with power and toughness each
equal to its mana value"): March depends on the Lattice (CR 613.8a, what it applies to), so every
noncreature permanent becomes an artifact creature; lands are 0/0 and die (CR 704.5f)."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(*battlefield: str, extra: str = "") -> Game:
    text = "battlefield:\n" + "".join(f"  - {e}\n" for e in battlefield) + extra
    return load_scenario_text(text).game


LATTICE = "{card: Mycosynth Lattice, id: lattice}"
MARCH = "{card: March of the Machines, id: march}"


@pytest.mark.parametrize("lattice_first", [True, False], ids=["lattice-older", "march-older"])
def test_613_8a_mycosynth_lattice_march_of_the_machines(lattice_first: bool) -> None:
    order = (LATTICE, MARCH) if lattice_first else (MARCH, LATTICE)
    game = scenario(
        *order,
        "{card: Forest, id: forest}",
        "{card: Academy Ruins, id: ruins}",
        "{card: Grizzly Bears, id: bears}",
        "{card: Steam Vents, id: vents, controller: B}",
    )
    lattice = game.characteristics("lattice")
    assert lattice.type_line.english() == "Artifact Creature"
    assert (lattice.power, lattice.toughness) == (6, 6)
    march = game.characteristics("march")
    assert march.type_line.english() == "Enchantment Artifact Creature"  # CR 205.1b example
    assert (march.power, march.toughness) == (4, 4)
    bears = game.characteristics("bears")
    assert bears.type_line.english() == "Artifact Creature — Bear"
    assert (bears.power, bears.toughness) == (2, 2)
    assert bears.colors == frozenset()
    for land in ("forest", "ruins", "vents"):
        assert game.get(land).zone.value == "graveyard", land
    assert [e.rule for e in game.events if e.event == "state-based action"] == ["704.5f"] * 3


def test_613_8a_march_applies_to_lattice_made_artifacts_after_the_lattice() -> None:
    game = scenario(MARCH, LATTICE, "{card: Forest, id: forest}")
    trace = game.trace("march")
    assert [(t.layer, t.source) for t in trace if t.layer == "4"] == [
        ("4", "lattice"),
        ("4", "march"),
    ]
    march_entry = next(t for t in trace if t.layer == "4" and t.source == "march")
    assert march_entry.effect == "is an artifact creature"
    assert march_entry.order == "after the effects it depends on (CR 613.8b)"
    assert march_entry.dependencies == ("lattice (what it applies to)",)


def test_mycosynth_lattice_makes_everything_colorless_in_every_zone() -> None:
    game = scenario(
        LATTICE,
        "{card: Grizzly Bears, id: bears}",
        extra="""
hand:
  A: [{card: Lightning Bolt, id: bolt}]
graveyard:
  B: [{card: Serra Angel, id: angel}]
exile:
  A: [{card: Forest, id: forest}]
""",
    )
    for object_id in ("bears", "bolt", "angel", "forest"):
        assert game.characteristics(object_id).colors == frozenset(), object_id
    assert game.characteristics("angel").type_line.english() == "Creature — Angel"
    assert game.characteristics("bolt").type_line.english() == "Instant"
    assert "spend_mana_as_though_any_color" in game.rules_in_force()


def test_mycosynth_lattice_darksteel_forge_makes_every_permanent_indestructible() -> None:
    game = scenario(
        LATTICE,
        "{card: Darksteel Forge, id: forge}",
        "{card: Forest, id: forest}",
        "{card: Grizzly Bears, id: bears}",
        "{card: Opalescence, id: opalescence}",
        "{card: Grizzly Bears, id: theirs, controller: B}",
    )
    for object_id in ("lattice", "forge", "forest", "bears", "opalescence"):
        assert game.characteristics(object_id).has_keyword("Indestructible"), object_id
    assert not game.characteristics("theirs").has_keyword("Indestructible")
