"""CR 701.17 (mill): Grindstone mills two cards and repeats while the two milled cards share a
color. CR 701.19 (regenerate): Cudgel Troll's regeneration shield replaces its next destruction
this turn (614.8); the shield is gone at end of turn."""

from __future__ import annotations

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


def test_701_17a_grindstone_repeats_while_the_two_milled_cards_share_a_color() -> None:
    """Two green cards share a color: mill again. A land and a colorless Memnite share none:
    stop."""
    game = scenario(
        """
        battlefield:
          - {card: Grindstone, id: grindstone}
        library:
          B: [Runeclaw Bear, Cudgel Troll, Island, Memnite, Lightning Bolt, Shock]
        actions:
          - {activate: grindstone, targets: [B]}
        """
    )
    milled = [i for i, o in game.objects.items() if o.zone.value == "graveyard"]
    assert milled == ["runeclaw-bear", "cudgel-troll", "island", "memnite"]
    assert [e.detail for e in game.events if e.event == "mill"] == ["B mills 2", "B mills 2"]


def test_701_17a_grindstone_stops_after_two_cards_of_different_colors() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Grindstone, id: grindstone}
        library:
          B: [Runeclaw Bear, Lightning Bolt, Shock]
        actions:
          - {activate: grindstone, targets: [B]}
        """
    )
    assert [o.zone.value for o in game.objects.values() if o.owner == "B"] == [
        "library",
        "graveyard",
        "graveyard",
    ]


def test_701_19a_cudgel_troll_regenerates_from_lethal_damage() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Cudgel Troll, id: troll}
        actions:
          - {activate: troll}
          - {cast: Lightning Bolt, controller: B, targets: [troll]}
        """
    )
    troll = game.get("troll")
    assert (troll.zone.value, troll.tapped, troll.damage) == ("battlefield", True, 0)


def test_701_19a_the_shield_is_used_up_once() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Cudgel Troll, id: troll}
        actions:
          - {activate: troll}
          - {cast: Lightning Bolt, controller: B, targets: [troll]}
          - {cast: Lightning Bolt, controller: B, targets: [troll]}
        """
    )
    assert game.get("troll").zone.value == "graveyard"


def test_701_19a_the_shield_lasts_only_this_turn() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Cudgel Troll, id: troll}
        actions:
          - {activate: troll}
          - end_turn
          - {cast: Lightning Bolt, controller: B, targets: [troll]}
        """
    )
    assert game.get("troll").zone.value == "graveyard"
