"""CR 611.2: continuous effects from resolving pump spells and abilities last until end of turn
(514.2) and affect only the objects they affected as they resolved (611.2c): Titanic Growth,
Overrun, and the firebreathing of Furnace Whelp and Shivan Dragon."""

from __future__ import annotations

from in_play import activate, attack, cast, main_phase, pt, zone
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from play_helpers import pass_until


def test_611_2_titanic_growth_until_end_of_turn() -> None:
    game = main_phase({"lions": "Savannah Lions"}, hand={"growth": "Titanic Growth"}, mana="GG")
    cast(game, "growth", "lions")
    assert pt(game, "lions") == (6, 5)
    pass_until(game, Step.UPKEEP, turn=3)
    assert pt(game, "lions") == (2, 1)


def test_611_2c_overrun_pumps_the_creatures_you_control_as_it_resolves() -> None:
    game = main_phase(
        {"lions": "Savannah Lions", "bears": "Grizzly Bears"},
        hand={"overrun": "Overrun", "vanguard": "Elite Vanguard"},
        mana="GGGGGW",
        theirs={"corpse": "Walking Corpse"},
    )
    cast(game, "overrun")
    cast(game, "vanguard")  # too late to be affected
    assert (pt(game, "lions"), pt(game, "bears"), pt(game, "vanguard")) == ((5, 4), (5, 5), (2, 1))
    assert pt(game, "corpse") == (2, 2)  # not the opponent's
    assert game.characteristics("lions").has_keyword("Trample")
    assert not game.characteristics("vanguard").has_keyword("Trample")
    attack(game, "lions", "bears", blocks={"corpse": "lions"})
    assert (zone(game, "corpse"), game.players["B"].life) == (Zone.GRAVEYARD, 20 - 3 - 5)


def test_602_furnace_whelp_firebreathing_twice() -> None:
    game = main_phase({"whelp": "Furnace Whelp"}, mana="RR")
    activate(game, "whelp", 1)
    activate(game, "whelp", 1)
    assert pt(game, "whelp") == (4, 2)
    attack(game, "whelp")
    assert game.players["B"].life == 16


def test_602_shivan_dragon_pumps_with_every_red_mana() -> None:
    game = main_phase({"dragon": "Shivan Dragon"}, mana="RRRG")
    for _ in range(3):
        activate(game, "dragon", 1)
    assert pt(game, "dragon") == (8, 5)
    assert not any(getattr(a, "source", "") == "dragon" for a in game.legal_actions())
