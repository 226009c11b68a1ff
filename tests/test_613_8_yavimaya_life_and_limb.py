"""CR 613.8a: Life and Limb ("All Forests and all Saprolings are 1/1 green Saproling creatures
and Forest lands") depends on Yavimaya ("Each land is a Forest"): what it applies to. Yavimaya
applies first whatever the timestamps, so every land becomes a 1/1 green Saproling creature."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(*battlefield: str) -> Game:
    return load_scenario_text("battlefield:\n" + "".join(f"  - {e}\n" for e in battlefield)).game


YAVIMAYA = '{card: "Yavimaya, Cradle of Growth", id: yavimaya}'
LIMB = "{card: Life and Limb, id: limb}"


@pytest.mark.parametrize("yavimaya_first", [True, False], ids=["yavimaya-older", "limb-older"])
def test_613_8a_yavimaya_life_and_limb(yavimaya_first: bool) -> None:
    order = (YAVIMAYA, LIMB) if yavimaya_first else (LIMB, YAVIMAYA)
    game = scenario(*order, "{card: Island, id: island}", "{card: Steam Vents, id: vents}")
    for land in ("island", "vents", "yavimaya"):
        chars = game.characteristics(land)
        assert chars.type_line.has_card_type("Creature"), land
        assert chars.type_line.has_subtype("Saproling"), land
        assert chars.type_line.has_subtype("Forest"), land
        assert [c.value for c in chars.colors] == ["G"], land
        assert (chars.power, chars.toughness) == (1, 1), land
    island = game.characteristics("island")
    assert island.type_line.english() == "Basic Land Creature — Island Forest Saproling"
    assert island.ability_texts == ("{T}: Add {U}.", "{T}: Add {G}.")
    limb_entry = next(t for t in game.trace("island") if t.source == "limb" and t.layer == "4")
    yavimaya_entry = next(t for t in game.trace("island") if t.source == "yavimaya")
    assert game.trace("island").index(yavimaya_entry) < game.trace("island").index(limb_entry)


def test_life_and_limb_alone_affects_only_forests() -> None:
    game = scenario(LIMB, "{card: Island, id: island}", "{card: Dryad Arbor, id: arbor}")
    assert game.characteristics("island").type_line.english() == "Basic Land — Island"
    arbor = game.characteristics("arbor")
    assert {s.english for s in arbor.type_line.subtypes} == {"Forest", "Dryad", "Saproling"}
    assert arbor.ability_texts == ("{T}: Add {G}.",)
