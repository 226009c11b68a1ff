"""CR 704.5g: a creature with damage marked on it greater than or equal to its toughness is
destroyed; toughness is the layer system's (Giant Growth, Colossus Hammer). CR 120.3: damage to a
player is life loss. CR 514.2: damage wears off in the cleanup step. Lightning Bolt, Shock,
Assault and Fire (divided damage, 601.2d)."""

from __future__ import annotations

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text, perform


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


def zone(game: Game, object_id: str) -> str:
    return game.objects[object_id].zone.value


def test_704_5g_lightning_bolt_destroys_grizzly_bears() -> None:
    game = scenario(
        "battlefield:\n  - {card: Grizzly Bears, id: bear}\nactions:\n  - {cast: Lightning Bolt, targets: [bear]}\n"
    )
    assert zone(game, "bear") == "graveyard"
    assert [(e.event, e.rule) for e in game.events][-3:] == [
        ("damage", "120.3"), ("action", None), ("state-based action", "704.5g"),
    ]  # fmt: skip


def test_120_3_lightning_bolt_to_a_player_is_life_loss() -> None:
    game = scenario("actions:\n  - {cast: Lightning Bolt, targets: [B]}\n")
    assert (game.players["A"].life, game.players["B"].life) == (20, 17)


def test_704_5g_damage_adds_up_two_shocks_kill_serra_angel() -> None:
    game = scenario(
        "battlefield:\n  - {card: Serra Angel, id: angel}\nactions:\n  - {cast: Shock, targets: [angel]}\n"
    )
    assert (zone(game, "angel"), game.objects["angel"].damage) == ("battlefield", 2)
    perform(game, {"cast": "Shock", "targets": ["angel"]})
    assert zone(game, "angel") == "graveyard"


def test_514_2_damage_wears_off_at_end_of_turn() -> None:
    game = scenario(
        "battlefield:\n  - {card: Serra Angel, id: angel}\nactions:\n  - {cast: Shock, targets: [angel]}\n  - end_turn\n"
    )
    perform(game, {"cast": "Shock", "targets": ["angel"]})
    assert (zone(game, "angel"), game.objects["angel"].damage) == ("battlefield", 2)


def test_704_5g_giant_growth_saves_from_lightning_bolt_until_end_of_turn() -> None:
    """5/5 with 3 damage survives; in the cleanup step the damage wears off as the +3/+3 ends
    (514.2, simultaneously), so the Bears live on as a 2/2."""
    game = scenario(
        """
        battlefield:
          - {card: Grizzly Bears, id: bear}
        actions:
          - {cast: Giant Growth, targets: [bear]}
          - {cast: Lightning Bolt, targets: [bear]}
          - end_turn
        """
    )
    assert (zone(game, "bear"), game.objects["bear"].damage) == ("battlefield", 0)


def test_704_5g_colossus_hammer_toughness_counts() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Grizzly Bears, id: bear}
          - {card: Colossus Hammer, id: hammer, attached_to: bear}
        actions:
          - {cast: Lightning Bolt, targets: [bear]}
        """
    )
    assert zone(game, "bear") == "battlefield"
    perform(game, {"leave": "hammer"})
    assert zone(game, "bear") == "graveyard"


def test_704_5g_assault_half_of_a_split_card_deals_2() -> None:
    game = scenario(
        "battlefield:\n  - {card: Llanowar Elves, id: elves}\nactions:\n  - {cast: Assault, targets: [elves]}\n"
    )
    assert zone(game, "elves") == "graveyard"
    assert game.characteristics("assault").names == ("Assault", "Battery")  # 709.4 in the graveyard


def test_601_2d_fire_divides_its_damage_between_two_targets() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Llanowar Elves, id: elves, controller: B}
          - {card: Grizzly Bears, id: bear, controller: B}
        actions:
          - {cast: Fire, targets: [elves, B], divide: [1, 1]}
        """
    )
    assert zone(game, "elves") == "graveyard"
    assert game.players["B"].life == 19
    perform(game, {"cast": "Fire", "targets": ["bear"]})
    assert zone(game, "bear") == "graveyard"


def test_ice_taps_target_permanent() -> None:
    game = scenario(
        "battlefield:\n  - {card: Forest, id: forest, controller: B}\nactions:\n  - {cast: Ice, targets: [forest]}\n"
    )
    assert game.objects["forest"].tapped
