"""CR 613.5: the layer system is applied continually; a change in one layer immediately changes
what later layers do. Both examples of 613.5, with real cards."""

from __future__ import annotations

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text, perform


def pt(game: Game, object_id: str) -> tuple[int | None, int | None]:
    chars = game.characteristics(object_id)
    return chars.power, chars.toughness


def test_613_5_a_creature_turned_white_gets_honor_then_loses_it_when_turned_blue() -> None:
    """The first example, with real cards: Grizzly Bears (a green 2/2, where the rule's is black)
    is turned white by Painter's Servant (white chosen, layer 5): Honor of the Pure (7c) makes
    it 3/3. Cerulean Wisps then changes its color to blue (layer 5; the rule's example turns it
    red): Honor's effect stops applying and it is 2/2 again."""
    game = load_scenario_text(
        """
        battlefield:
          - {card: Honor of the Pure, id: honor}
          - {card: Grizzly Bears, id: bear}
        """
    ).game
    assert pt(game, "bear") == (2, 2)
    perform(
        game,
        {"enter": {"card": "Painter's Servant", "id": "servant", "choose": {"color": "white"}}},
    )
    assert (game.characteristics("bear").color_letters, pt(game, "bear")) == (["W", "G"], (3, 3))
    perform(game, {"cast": "Cerulean Wisps", "targets": ["bear"]})
    assert (game.characteristics("bear").color_letters, pt(game, "bear")) == (["U"], (2, 2))


def test_613_5_honor_of_the_pure_follows_the_creatures_color() -> None:
    """The first example the other way round: Silvercoat Lion is a white 2/2, so Honor of the
    Pure makes it 3/3. Cerulean Wisps turns it blue (layer 5): Honor's effect
    (7c) stops applying and it is 2/2. When the Wisps' effect ends, it is white and 3/3 again."""
    game = load_scenario_text(
        """
        battlefield:
          - {card: Honor of the Pure, id: honor}
          - {card: Silvercoat Lion, id: lion}
        """
    ).game
    assert pt(game, "lion") == (3, 3)
    perform(game, {"cast": "Cerulean Wisps", "targets": ["lion"]})
    assert game.characteristics("lion").color_letters == ["U"]
    assert pt(game, "lion") == (2, 2)
    perform(game, "end_turn")
    assert game.characteristics("lion").color_letters == ["W"]
    assert pt(game, "lion") == (3, 3)


def test_613_5_gray_ogre_counter_pump_anthem_then_set_to_0_1() -> None:
    """The second example, with real cards (numbers adjusted): a +1/+1 counter (7c) makes Gray
    Ogre 3/3; Giant Growth (+3/+3, 7c; the rule's spell gives +4/+4) 6/6; Glorious Anthem
    (+1/+1, 7c; the rule's enchantment gives +0/+2) 7/7. Ovinize sets its base P/T to 0/1
    (7b), which applies before every modification: 0/1 +1/+1 +3/+3 +1/+1 = 5/6."""
    game = load_scenario_text(
        """
        battlefield:
          - {card: Gray Ogre, id: ogre}
        """
    ).game
    steps: list[tuple[object, tuple[int, int]]] = [
        ({"counters": "ogre", "add": {"+1/+1": 1}}, (3, 3)),
        ({"cast": "Giant Growth", "targets": ["ogre"]}, (6, 6)),
        ({"enter": {"card": "Glorious Anthem", "id": "anthem"}}, (7, 7)),
        ({"cast": "Ovinize", "targets": ["ogre"]}, (5, 6)),
    ]
    for action, expected in steps:
        perform(game, action)
        assert pt(game, "ogre") == expected
    assert [(e.layer, e.source) for e in game.trace("ogre")] == [
        ("6", "ovinize"),
        ("7b", "ovinize"),
        ("7c", "ogre"),  # the counter
        ("7c", "giant-growth"),
        ("7c", "anthem"),
    ]
