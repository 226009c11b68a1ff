"""CR 611.3a-b: a static ability's effect isn't locked in: at every moment it applies to whatever
its text indicates, for as long as its source is on the battlefield (Honor of the Pure,
Concordant Crossroads)."""

from __future__ import annotations

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text, perform


def pt(game: Game, object_id: str) -> tuple[int | None, int | None]:
    chars = game.characteristics(object_id)
    return chars.power, chars.toughness


HONOR = """
battlefield:
  - {card: Honor of the Pure, id: honor}
  - {card: Silvercoat Lion, id: lion}
  - {card: Grizzly Bears, id: bear}
  - {card: Glory Seeker, id: their-seeker, controller: B}
"""


def test_611_3a_honor_of_the_pure_white_creatures_you_control() -> None:
    game = load_scenario_text(HONOR).game
    assert (pt(game, "lion"), pt(game, "bear"), pt(game, "their-seeker")) == (
        (3, 3),
        (2, 2),
        (2, 2),
    )


def test_611_3a_a_white_creature_entering_later_gets_the_bonus() -> None:
    game = load_scenario_text(
        HONOR + "actions:\n  - {enter: {card: Glory Seeker, id: seeker}}\n"
    ).game
    assert pt(game, "seeker") == (3, 3)


def test_611_3b_the_bonus_ends_when_honor_leaves() -> None:
    game = load_scenario_text(HONOR).game
    perform(game, {"leave": "honor"})
    assert pt(game, "lion") == (2, 2)


def test_611_3a_concordant_crossroads_gives_every_creature_haste_even_later_ones() -> None:
    game = load_scenario_text(
        """
        battlefield:
          - {card: Concordant Crossroads, id: crossroads, controller: B}
          - {card: Grizzly Bears, id: bear}
        actions:
          - {enter: {card: Llanowar Elves, id: elves, controller: B}}
        """
    ).game
    assert game.characteristics("bear").ability_texts == ("Haste",)
    assert game.characteristics("elves").ability_texts == ("{T}: Add {G}.", "Haste")
    assert game.characteristics("crossroads").ability_texts == ("All creatures have haste.",)


def test_704_5k_a_second_concordant_crossroads_replaces_the_first() -> None:
    """Concordant Crossroads is a world enchantment: the older one goes to the graveyard."""
    game = load_scenario_text(
        """
        battlefield:
          - {card: Concordant Crossroads, id: old}
          - {card: Concordant Crossroads, id: new, controller: B}
        """
    ).game
    assert (game.objects["old"].zone.value, game.objects["new"].zone.value) == (
        "graveyard",
        "battlefield",
    )
