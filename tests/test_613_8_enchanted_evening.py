"""CR 613.8a with Enchanted Evening ("All permanents are enchantments in addition to their other
types"): Opalescence depends on it for what it applies to, Starfield of Nyx for its existence
(its "as long as you control five or more enchantments" condition)."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(*battlefield: str) -> Game:
    return load_scenario_text("battlefield:\n" + "".join(f"  - {e}\n" for e in battlefield)).game


EVENING = "{card: Enchanted Evening, id: evening}"
OPALESCENCE = "{card: Opalescence, id: opalescence}"
STARFIELD = "{card: Starfield of Nyx, id: starfield}"


@pytest.mark.parametrize("evening_first", [True, False], ids=["evening-older", "evening-newer"])
def test_613_8a_enchanted_evening_opalescence(evening_first: bool) -> None:
    """Every other permanent is an enchantment creature with power and toughness equal to its
    mana value; lands and Memnite are 0/0 and go to the graveyard (CR 704.5f)."""
    order = (EVENING, OPALESCENCE) if evening_first else (OPALESCENCE, EVENING)
    game = scenario(
        *order,
        "{card: Grizzly Bears, id: bears}",
        "{card: Chimeric Staff, id: staff}",
        "{card: Forest, id: forest}",
        "{card: Memnite, id: memnite}",
    )
    evening = game.characteristics("evening")
    assert evening.type_line.english() == "Enchantment Creature"
    assert (evening.power, evening.toughness) == (5, 5)
    staff = game.characteristics("staff")
    assert staff.type_line.english() == "Enchantment Artifact Creature"
    assert (staff.power, staff.toughness) == (4, 4)
    bears = game.characteristics("bears")
    assert bears.type_line.english() == "Enchantment Creature — Bear"
    assert (bears.power, bears.toughness) == (2, 2)
    opalescence = game.characteristics("opalescence")
    assert opalescence.type_line.english() == "Enchantment"
    assert opalescence.power is None
    assert game.get("forest").zone.value == "graveyard"
    assert game.get("memnite").zone.value == "graveyard"
    opalescence_on_staff = next(
        t for t in game.trace("staff") if t.layer == "4" and t.source == "opalescence"
    )
    assert opalescence_on_staff.order == "after the effects it depends on (CR 613.8b)"
    assert opalescence_on_staff.dependencies == ("evening (what it applies to)",)


def test_opalescence_alone_leaves_lands_alone() -> None:
    game = scenario(OPALESCENCE, "{card: Forest, id: forest}", "{card: Kormus Bell, id: bell}")
    assert game.characteristics("forest").type_line.english() == "Basic Land — Forest"
    assert game.characteristics("bell").type_line.english() == "Artifact"


STARFIELD_BOARD = (
    "{card: Grizzly Bears, id: bears}",
    "{card: Chimeric Staff, id: staff}",
    "{card: Serra Angel, id: angel}",
    "{card: Forest, id: theirs, controller: B}",
)


@pytest.mark.parametrize("evening_first", [True, False], ids=["evening-older", "evening-newer"])
def test_613_8a_starfield_of_nyx_exists_because_of_enchanted_evening(evening_first: bool) -> None:
    """Enchanted Evening makes A's five permanents enchantments, so Starfield's condition holds:
    each other non-Aura enchantment A controls is a creature with power and toughness equal to
    its mana value. B's Forest is an enchantment, but not A's."""
    order = (EVENING, STARFIELD) if evening_first else (STARFIELD, EVENING)
    game = scenario(*order, *STARFIELD_BOARD)
    for object_id, pt in (("evening", 5), ("staff", 4), ("bears", 2), ("angel", 5)):
        chars = game.characteristics(object_id)
        assert chars.type_line.has_card_type("Creature"), object_id
        assert (chars.power, chars.toughness) == (pt, pt), object_id
    starfield = game.characteristics("starfield")
    assert starfield.type_line.english() == "Enchantment"
    theirs = game.characteristics("theirs")
    assert theirs.type_line.english() == "Basic Enchantment Land — Forest"
    assert theirs.power is None


def test_611_3_starfield_of_nyx_does_nothing_with_fewer_than_five_enchantments() -> None:
    game = scenario(STARFIELD, "{card: Opalescence, id: opalescence}", *STARFIELD_BOARD)
    assert game.characteristics("opalescence").type_line.english() == "Enchantment"
    assert game.characteristics("opalescence").power is None
    assert game.characteristics("staff").type_line.english() == "Artifact"
