"""Auras (CR 303.4) and Equipment (301.5, 702.6) in play: an Aura spell targets what its enchant
ability allows (303.4a) and enters attached to it (303.4f); an Aura attached to nothing goes to
the graveyard (704.5m). Equip is activated only as a sorcery, at a creature you control
(702.6a); Equipment stays on the battlefield when its creature leaves (704.5n)."""

from __future__ import annotations

from in_play import (
    activate,
    attack,
    blocks_offered,
    cast,
    cast_targets,
    declare_attackers,
    main_phase,
    pt,
    zone,
)
from mtgrules.game.actions import ActivateAbility
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from play_helpers import pass_priority, pass_until, rejected


def test_303_4a_holy_strength_targets_only_a_creature_and_gives_plus_one_plus_two() -> None:
    game = main_phase(
        {"lions": "Savannah Lions", "splitter": "Bonesplitter"},
        hand={"strength": "Holy Strength"},
        mana="W",
        theirs={"corpse": "Walking Corpse"},
    )
    assert cast_targets(game, "strength") == {("lions",), ("corpse",)}  # not a land or artifact
    cast(game, "strength", "lions")
    assert (game.objects["strength"].attached_to, pt(game, "lions")) == ("lions", (3, 3))


def test_704_5m_the_aura_goes_to_the_graveyard_when_its_creature_dies() -> None:
    game = main_phase(
        {"lions": "Savannah Lions"},
        hand={"strength": "Holy Strength", "murder": "Murder"},
        mana="WBBB",
    )
    cast(game, "strength", "lions")
    cast(game, "murder", "lions")
    assert (zone(game, "lions"), zone(game, "strength")) == (Zone.GRAVEYARD, Zone.GRAVEYARD)


def test_303_4_flight_gives_the_enchanted_creature_flying() -> None:
    game = main_phase(
        {"bears": "Grizzly Bears"},
        hand={"flight": "Flight"},
        mana="U",
        theirs={"corpse": "Walking Corpse"},
    )
    cast(game, "flight", "bears")
    declare_attackers(game, "bears")
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert blocks_offered(game) == set()
    pass_until(game, Step.END_OF_COMBAT)
    assert game.players["B"].life == 18


def test_702_6a_bonesplitter_equips_a_creature_you_control_for_one() -> None:
    game = main_phase(
        {"splitter": "Bonesplitter", "lions": "Savannah Lions"},
        mana="R",
        theirs={"corpse": "Walking Corpse"},
    )
    targets = {a.targets for a in game.legal_actions() if isinstance(a, ActivateAbility)}
    assert targets == {("lions",)}  # not the opponent's creature
    activate(game, "splitter", 1, "lions")
    assert (game.objects["splitter"].attached_to, pt(game, "lions")) == ("lions", (4, 1))
    attack(game, "lions")
    assert game.players["B"].life == 16


def test_702_6a_equip_only_as_a_sorcery() -> None:
    game = main_phase({"sword": "Short Sword", "lions": "Savannah Lions"}, mana="W")
    declare_attackers(game, "lions")
    rejected(game, ActivateAbility("A", "sword", 1, ("lions",)))
    pass_until(game, Step.POSTCOMBAT_MAIN)
    activate(game, "sword", 1, "lions")
    assert pt(game, "lions") == (3, 2)


def test_702_6a_vulshok_morningstar_costs_two_to_equip() -> None:
    game = main_phase({"star": "Vulshok Morningstar", "bears": "Grizzly Bears"}, mana="G")
    assert not any(isinstance(a, ActivateAbility) for a in game.legal_actions())
    game = main_phase({"star": "Vulshok Morningstar", "bears": "Grizzly Bears"}, mana="GG")
    activate(game, "star", 1, "bears")
    assert pt(game, "bears") == (4, 4)


def test_701_3_moving_equipment_to_another_creature() -> None:
    game = main_phase(
        {"scimitar": "Leonin Scimitar", "lions": "Savannah Lions", "bears": "Grizzly Bears"},
        mana="WW",
    )
    activate(game, "scimitar", 1, "lions")
    activate(game, "scimitar", 1, "bears")
    assert (pt(game, "lions"), pt(game, "bears")) == ((2, 1), (3, 3))


def test_704_5n_equipment_stays_when_its_creature_dies() -> None:
    game = main_phase(
        {"splitter": "Bonesplitter", "lions": "Savannah Lions"},
        mana="R",
        their_hand={"bolt": "Lightning Bolt"},
        their_mana="R",
    )
    activate(game, "splitter", 1, "lions")
    pass_priority(game)
    cast(game, "bolt", "lions")
    assert zone(game, "splitter") is Zone.BATTLEFIELD
    assert game.objects["splitter"].attached_to is None
