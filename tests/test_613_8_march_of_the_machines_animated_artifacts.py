"""CR 613.8a: March of the Machines ("Each noncreature artifact is an artifact creature with
power and toughness each equal to its mana value") depends on any effect that makes an artifact
a creature (what it applies to), so such an effect applies first and March no longer applies to
that artifact, whatever the timestamps."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


MARCH = "{card: March of the Machines, id: march}"


@pytest.mark.parametrize("march_first", [True, False], ids=["march-older", "march-newer"])
def test_613_8a_chimeric_staff_under_march_of_the_machines(march_first: bool) -> None:
    activate = "  - {activate: staff, ability: 1, x: 7}\n"
    enter = f"  - enter: {MARCH}\n"
    game = scenario(
        "battlefield: [{card: Chimeric Staff, id: staff}]\nactions:\n"
        + (enter + activate if march_first else activate + enter)
    )
    staff = game.characteristics("staff")
    assert staff.type_line.english() == "Artifact Creature — Construct"
    assert (staff.power, staff.toughness) == (7, 7)
    assert [t.source for t in game.trace("staff")] == ["staff", "staff"]


def test_march_of_the_machines_alone_makes_chimeric_staff_4_4() -> None:
    game = scenario(f"battlefield: [{{card: Chimeric Staff, id: staff}}, {MARCH}]")
    staff = game.characteristics("staff")
    assert staff.type_line.english() == "Artifact Creature"
    assert (staff.power, staff.toughness) == (4, 4)


@pytest.mark.parametrize("march_first", [True, False], ids=["march-older", "march-newer"])
def test_613_8a_ensoul_artifact_under_march_of_the_machines(march_first: bool) -> None:
    ensoul = "{card: Ensoul Artifact, id: ensoul, attached_to: bell}"
    first, second = (MARCH, ensoul) if march_first else (ensoul, MARCH)
    game = scenario(
        f"""
        battlefield:
          - {{card: Kormus Bell, id: bell}}
          - {first}
          - {second}
        """
    )
    bell = game.characteristics("bell")
    assert bell.type_line.english() == "Artifact Creature"
    assert (bell.power, bell.toughness) == (5, 5)
    assert [t.source for t in game.trace("bell")] == ["ensoul", "ensoul"]
