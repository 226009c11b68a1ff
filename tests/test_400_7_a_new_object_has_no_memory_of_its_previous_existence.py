"""CR 400.7: an object that moves from one zone to another becomes a new object with no memory
of, or relation to, its previous existence. An effect of a resolved spell that was locked onto it
(611.2c: Giant Growth's +3/+3, Act of Treason's control) doesn't follow it into the graveyard or
back onto the battlefield; neither do its counters, damage, Auras or tapped status."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import cast, main_phase, pt, take, zone
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text
from play_helpers import pass_priority


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


def test_400_7_a_giant_growthed_grizzly_bears_is_a_2_2_in_the_graveyard() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Grizzly Bears, id: bears}
        actions:
          - {cast: Giant Growth, targets: [bears]}
          - {cast: Murder, targets: [bears]}
        """
    )
    assert (zone(game, "bears"), pt(game, "bears")) == (Zone.GRAVEYARD, (2, 2))
    assert game.trace("bears") == []


def test_400_7_grizzly_bears_bounced_and_cast_again_the_same_turn_is_a_2_2() -> None:
    game = main_phase(
        {"bears": "Grizzly Bears"},
        hand={"growth": "Giant Growth", "unsummon": "Unsummon"},
        mana="GGGU",
    )
    cast(game, "growth", "bears")
    assert pt(game, "bears") == (5, 5)
    cast(game, "unsummon", "bears")
    assert (zone(game, "bears"), pt(game, "bears")) == (Zone.HAND, (2, 2))
    cast(game, "bears")
    assert (zone(game, "bears"), pt(game, "bears")) == (Zone.BATTLEFIELD, (2, 2))


def test_400_7_counters_damage_and_auras_don_t_come_back() -> None:
    game = main_phase(
        {"bears": "Grizzly Bears"},
        hand={"strength": "Holy Strength", "shock": "Shock", "unsummon": "Unsummon"},
        mana="WRUGG",
    )
    cast(game, "strength", "bears")
    cast(game, "shock", "bears")
    game.add_counters("bears", "+1/+1", 1)  # as a counter-placing effect would
    assert (pt(game, "bears"), game.get("bears").damage) == ((4, 5), 2)
    cast(game, "unsummon", "bears")
    cast(game, "bears")
    bears = game.get("bears")
    assert (pt(game, "bears"), bears.damage, bears.counters, bears.tapped) == ((2, 2), 0, {}, False)
    assert zone(game, "strength") is Zone.GRAVEYARD


@needs_full_database
def test_400_7_act_of_treason_doesn_t_follow_a_creature_cast_again() -> None:
    """A steals B's Pouncing Cheetah, then Unsummons it; B casts it again (flash) in A's turn:
    the new Cheetah is B's, untouched by Act of Treason's effect."""
    game = main_phase(
        hand={"treason": "Act of Treason", "unsummon": "Unsummon"},
        mana="RRRU",
        theirs={"cheetah": "Pouncing Cheetah"},
        their_mana="GGG",
    )
    cast(game, "treason", "cheetah")
    assert game.controller_of("cheetah") == "A"
    cast(game, "unsummon", "cheetah")
    assert zone(game, "cheetah") is Zone.HAND
    pass_priority(game)  # A passes with an empty stack: B may act
    take(game, CastSpell("B", "cheetah"))
    pass_priority(game)
    pass_priority(game)
    assert (zone(game, "cheetah"), game.controller_of("cheetah")) == (Zone.BATTLEFIELD, "B")
