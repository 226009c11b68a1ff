"""CR 611.2: a continuous effect from a resolving spell or ability. 611.2c: if it changes
characteristics, the set of objects it affects is fixed as it begins (Inspired Charge, Mirror
Entity). 611.2d: a variable such as X is fixed on resolution (Mirror Entity). 611.2a, 514.2:
"until end of turn" effects end in the cleanup step (Giant Growth)."""

from __future__ import annotations

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text, perform


def pt(game: Game, object_id: str) -> tuple[int | None, int | None]:
    chars = game.characteristics(object_id)
    return chars.power, chars.toughness


def test_611_2c_inspired_charge_doesnt_reach_a_creature_that_enters_later() -> None:
    game = load_scenario_text(
        """
        battlefield:
          - {card: Grizzly Bears, id: bear}
          - {card: Llanowar Elves, id: elves, controller: B}
        actions:
          - {cast: Inspired Charge}
          - {enter: {card: Glory Seeker, id: seeker}}
        """
    ).game
    assert pt(game, "bear") == (4, 3)
    assert pt(game, "seeker") == (2, 2)
    assert pt(game, "elves") == (1, 1)  # not a creature its caster controls


def test_611_2c_inspired_charge_ends_at_end_of_turn() -> None:
    game = load_scenario_text(
        "battlefield:\n  - {card: Grizzly Bears, id: bear}\nactions:\n  - {cast: Inspired Charge}\n  - end_turn\n"
    ).game
    assert pt(game, "bear") == (2, 2)


def test_611_2c_611_2d_mirror_entity_x_and_creatures_fixed_on_resolution() -> None:
    """X=3: Mirror Entity and the Bears have base P/T 3/3 and every creature type; Glory Seeker,
    entering afterwards, is untouched (its own 2/2 and Human Soldier), as is the opponent's
    creature."""
    game = load_scenario_text(
        """
        battlefield:
          - {card: Mirror Entity, id: entity}
          - {card: Grizzly Bears, id: bear}
          - {card: Llanowar Elves, id: elves, controller: B}
        actions:
          - {activate: entity, ability: 1, x: 3}
          - {enter: {card: Glory Seeker, id: seeker}}
        """
    ).game
    assert (pt(game, "entity"), pt(game, "bear"), pt(game, "elves"), pt(game, "seeker")) == (
        (3, 3), (3, 3), (1, 1), (2, 2),
    )  # fmt: skip
    assert game.characteristics("bear").type_line.has_subtype("Sliver")
    assert game.characteristics("seeker").type_line.english() == "Creature — Human Soldier"


def test_611_2d_a_second_activation_is_a_separate_effect_the_later_one_wins() -> None:
    """X=4, then X=1: both set base P/T in layer 7b; the later (1/1) wins; Glorious Anthem's
    +1/+1 applies after both (7c)."""
    game = load_scenario_text(
        """
        battlefield:
          - {card: Mirror Entity, id: entity}
          - {card: Glorious Anthem, id: anthem}
        actions:
          - {activate: entity, ability: 1, x: 4}
          - {activate: entity, ability: 1, x: 1}
        """
    ).game
    assert pt(game, "entity") == (2, 2)
    perform(game, "end_turn")
    assert pt(game, "entity") == (2, 2)  # its own 1/1 and the Anthem


def test_611_2d_mirror_entity_for_x_0_kills_its_controllers_creatures() -> None:
    """Base P/T 0/0: toughness 0, put into the graveyard (CR 704.5f); the opponent's creature
    stays."""
    game = load_scenario_text(
        """
        battlefield:
          - {card: Mirror Entity, id: entity}
          - {card: Grizzly Bears, id: bear}
          - {card: Llanowar Elves, id: elves, controller: B}
        actions:
          - {activate: entity, ability: 1, x: 0}
        """
    ).game
    zones = {i: o.zone.value for i, o in game.objects.items()}
    assert zones == {"entity": "graveyard", "bear": "graveyard", "elves": "battlefield"}
    assert [e.rule for e in game.events if e.event == "state-based action"] == ["704.5f", "704.5f"]


def test_611_2a_giant_growth_lasts_until_end_of_turn() -> None:
    game = load_scenario_text(
        "battlefield:\n  - {card: Grizzly Bears, id: bear}\nactions:\n  - {cast: Giant Growth, targets: [bear]}\n"
    ).game
    assert pt(game, "bear") == (5, 5)
    perform(game, "end_turn")
    assert pt(game, "bear") == (2, 2)
