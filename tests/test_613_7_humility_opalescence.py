"""Humility and Opalescence, the classic timestamp interaction. Opalescence makes Humility a
creature in layer 4; in layer 6 Humility removes the abilities of every creature, itself among
them, yet its effect goes on to layer 7b (CR 613.6). In 7b the two power- and toughness-setting
effects don't depend on each other, so they apply in timestamp order (CR 613.7):

* Humility newer: every creature, enchantments included, is 1/1.
* Opalescence newer: Humility is a 4/4 and each other enchantment creature has power and
  toughness equal to its mana value; other creatures are 1/1.
"""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(*battlefield: str) -> Game:
    return load_scenario_text("battlefield:\n" + "".join(f"  - {e}\n" for e in battlefield)).game


def pt(game: Game, object_id: str) -> tuple[int | None, int | None]:
    chars = game.characteristics(object_id)
    return chars.power, chars.toughness


HUMILITY = "{card: Humility, id: humility}"
OPALESCENCE = "{card: Opalescence, id: opalescence}"
OTHERS = ("{card: Kormus Bell, id: bell}", "{card: Life and Limb, id: limb}",
          "{card: Serra Angel, id: angel}")  # fmt: skip


def test_613_7_humility_newer_makes_every_creature_1_1() -> None:
    game = scenario(OPALESCENCE, *OTHERS, HUMILITY)
    assert pt(game, "humility") == (1, 1)
    assert pt(game, "limb") == (1, 1)
    assert pt(game, "angel") == (1, 1)
    assert game.characteristics("bell").power is None  # an artifact, not an enchantment


def test_613_7_opalescence_newer_gives_enchantments_their_mana_value() -> None:
    game = scenario(HUMILITY, *OTHERS, OPALESCENCE)
    assert pt(game, "humility") == (4, 4)
    assert pt(game, "limb") == (4, 4)
    assert pt(game, "angel") == (1, 1)


@pytest.mark.parametrize("humility_first", [True, False], ids=["humility-older", "newer"])
def test_613_6_humility_removes_its_own_ability_and_still_applies(humility_first: bool) -> None:
    order = (HUMILITY, OPALESCENCE) if humility_first else (OPALESCENCE, HUMILITY)
    game = scenario(*order, *OTHERS)
    humility = game.characteristics("humility")
    assert humility.type_line.english() == "Enchantment Creature"
    assert humility.ability_texts == ()
    assert game.characteristics("limb").ability_texts == ()
    assert game.characteristics("angel").ability_texts == ()
    # Opalescence is not a creature: it keeps its ability.
    assert len(game.characteristics("opalescence").ability_texts) == 1
    assert [t.layer for t in game.trace("humility") if t.source == "humility"] == ["6", "7b"]
