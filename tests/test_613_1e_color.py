"""CR 613.1e, layer 5: color-changing effects in timestamp order. Painter's Servant (adds the
chosen color to cards and spells in every zone and permanents), Mycosynth Lattice (makes them
colorless), Cerulean Wisps ("becomes blue": sets the color, CR 105.3), Kormus Bell and Life
and Limb (set the color of what they animate)."""

from __future__ import annotations

import pytest

from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


def colors(game: Game, object_id: str) -> list[str]:
    return game.characteristics(object_id).color_letters


SERVANT = "{card: Painter's Servant, id: servant, choose: {color: red}}"


def test_painters_servant_colors_cards_in_every_zone() -> None:
    game = scenario(
        f"""
        battlefield:
          - {SERVANT}
          - {{card: Forest, id: forest, controller: B}}
          - {{card: Grizzly Bears, id: bears}}
        hand:
          A: [{{card: Lightning Bolt, id: bolt}}, {{card: Serra Angel, id: angel}}]
        graveyard:
          B: [{{card: Memnite, id: memnite}}]
        library:
          A: [{{card: Island, id: island}}]
        exile:
          B: [{{card: Ornithopter, id: thopter}}]
        """
    )
    game.create_card("Giant Growth", "B", Zone.STACK, object_id="spell", controller="B")
    assert colors(game, "servant") == ["R"]
    assert colors(game, "forest") == ["R"]
    assert colors(game, "bears") == ["R", "G"]
    assert colors(game, "bolt") == ["R"]
    assert colors(game, "angel") == ["W", "R"]
    assert colors(game, "memnite") == ["R"]
    assert colors(game, "island") == ["R"]
    assert colors(game, "thopter") == ["R"]
    assert colors(game, "spell") == ["R", "G"]


@pytest.mark.parametrize("servant_first", [True, False], ids=["servant-older", "lattice-older"])
def test_613_7_painters_servant_and_mycosynth_lattice(servant_first: bool) -> None:
    """Both in layer 5, no dependency: the newer one wins. Lattice newer: colorless; Servant
    newer: only the chosen color."""
    lattice = "{card: Mycosynth Lattice, id: lattice}"
    first, second = (SERVANT, lattice) if servant_first else (lattice, SERVANT)
    game = scenario(
        f"""
        battlefield:
          - {first}
          - {second}
          - {{card: Grizzly Bears, id: bears}}
        hand:
          A: [{{card: Serra Angel, id: angel}}]
        """
    )
    expected: list[str] = [] if servant_first else ["R"]
    assert colors(game, "bears") == expected
    assert colors(game, "angel") == expected
    assert colors(game, "lattice") == expected


def test_105_3_cerulean_wisps_sets_blue_then_painter_adds_red() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Grizzly Bears, id: bears, tapped: true}
        library:
          A: [{card: Island, id: island}]
        actions:
          - {cast: Cerulean Wisps, targets: [bears]}
          - enter: {card: Painter's Servant, id: servant, choose: {color: red}}
        """
    )
    assert colors(game, "bears") == ["U", "R"]
    assert game.get("bears").tapped is False
    assert game.get("island").zone is Zone.HAND


def test_105_3_cerulean_wisps_after_painter_leaves_only_blue() -> None:
    game = scenario(
        f"""
        battlefield:
          - {SERVANT}
          - {{card: Grizzly Bears, id: bears}}
        actions:
          - {{cast: Cerulean Wisps, targets: [bears]}}
        """
    )
    assert colors(game, "bears") == ["U"]


def test_514_2_cerulean_wisps_wears_off() -> None:
    game = scenario(
        """
        battlefield: [{card: Grizzly Bears, id: bears}]
        actions: [{cast: Cerulean Wisps, targets: [bears]}, end_turn]
        """
    )
    assert colors(game, "bears") == ["G"]


def test_kormus_bell_makes_swamps_black() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Kormus Bell, id: bell}
          - {card: Swamp, id: swamp}
          - {card: Forest, id: forest}
        """
    )
    swamp = game.characteristics("swamp")
    assert swamp.type_line.english() == "Basic Land Creature — Swamp"
    assert swamp.color_letters == ["B"]
    assert (swamp.power, swamp.toughness) == (1, 1)
    assert game.characteristics("forest").power is None
