"""The CR's own state-based actions (704), attachment rules (701.3) and mana properties (106.3)
are a pack, CORE, installed in every game through the same interface as a variant: a variant's
checks come after the core's, its attachment rules before them."""

from __future__ import annotations

from mtgrules.game.core import CORE
from mtgrules.game.packs import get
from mtgrules.game.sba import CHECKS
from mtgrules.game.state import Game


def test_704_a_game_plays_with_the_core_pack() -> None:
    game = Game()
    assert game.sba_checks is CHECKS
    assert game.sba_checks == CORE.state_based_actions
    assert game.attachment_rules == list(CORE.attachment_rules)
    assert game.mana_properties == list(CORE.mana_properties)
    assert [r.name for r in game.attachment_rules] == [
        "Bestowed Aura",
        "Aura",
        "Equipment",
        "Fortification",
    ]  # CR 702.103f: a bestowed Aura is checked before the Aura rule


def test_701_3_a_variant_adds_to_the_core_pack_the_same_way() -> None:
    bond = get("bond")
    game = Game(variants=["bond"])
    assert game.sba_checks == CHECKS + bond.state_based_actions
    assert game.attachment_rules == [*bond.attachment_rules, *CORE.attachment_rules]
    assert game.mana_properties == [*CORE.mana_properties, *bond.mana_properties]
