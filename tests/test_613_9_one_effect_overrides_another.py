"""CR 613.9: independent effects on the same characteristic apply in timestamp order, so the
later one "wins" ("has flying" / "loses flying", in both orders); an effect saying an object
"can't have or gain" an ability wins whatever the timestamps (Archetype of Imagination)."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text, perform


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


def abilities(game: Game, object_id: str) -> tuple[str, ...]:
    return game.characteristics(object_id).ability_texts


RUNE = "{card: Rune of Flight, id: rune, attached_to: bear}"
HAMMER = "{card: Colossus Hammer, id: hammer, attached_to: bear}"


@pytest.mark.parametrize(
    ("first", "second", "flies"),
    [(RUNE, HAMMER, False), (HAMMER, RUNE, True)],
    ids=["rune-then-hammer", "hammer-then-rune"],
)
def test_613_9_has_flying_and_loses_flying_the_later_wins(
    first: str, second: str, flies: bool
) -> None:
    game = scenario(
        f"""
        battlefield:
          - {{card: Grizzly Bears, id: bear}}
          - {first}
          - {second}
        """
    )
    assert abilities(game, "bear") == (("Flying",) if flies else ())


def test_613_9_a_creature_with_flying_printed_loses_it_to_the_hammer() -> None:
    game = scenario(
        "battlefield:\n  - {card: Serra Angel, id: angel}\n  - {card: Colossus Hammer, attached_to: angel}\n"
    )
    assert abilities(game, "angel") == ("Vigilance",)
    assert (game.characteristics("angel").power, game.characteristics("angel").toughness) == (
        14,
        14,
    )


def test_613_9_archetype_opponents_creatures_lose_flying_and_cant_gain_it() -> None:
    """Serra Angel loses flying; Rune of Flight attached later and a flying counter put on
    later still don't give it flying: "can't have or gain" beats every timestamp."""
    game = scenario(
        """
        battlefield:
          - {card: Archetype of Imagination, id: archetype}
          - {card: Serra Angel, id: angel, controller: B}
          - {card: Grizzly Bears, id: bear, controller: B}
        actions:
          - {enter: {card: Rune of Flight, id: rune, controller: B, attached_to: bear}}
          - {counters: angel, add: {flying: 1}}
        """
    )
    assert abilities(game, "angel") == ("Vigilance",)
    assert abilities(game, "bear") == ()


def test_613_9_archetype_gives_its_controllers_creatures_flying() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Archetype of Imagination, id: archetype}
          - {card: Grizzly Bears, id: bear}
        """
    )
    assert abilities(game, "bear") == ("Flying",)
    assert abilities(game, "archetype")[-1] == "Flying"


@pytest.mark.parametrize(("archetype_first", "flies"), [(True, False), (False, True)])
def test_613_9_archetypes_flying_against_colossus_hammer_by_timestamp(
    archetype_first: bool, flies: bool
) -> None:
    """Archetype's "have flying" for its controller's creatures is an ordinary effect: the
    Hammer's "loses flying" wins only if it is newer."""
    archetype = "{card: Archetype of Imagination, id: archetype}"
    bear_and_hammer = "{card: Grizzly Bears, id: bear}\n  - {card: Colossus Hammer, id: hammer, attached_to: bear}"
    board = [archetype, bear_and_hammer] if archetype_first else [bear_and_hammer, archetype]
    game = scenario("battlefield:\n  - " + "\n  - ".join(board) + "\n")
    assert abilities(game, "bear") == (("Flying",) if flies else ())


def test_613_9_archetype_leaving_lets_the_rune_grant_flying_again() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Archetype of Imagination, id: archetype}
          - {card: Grizzly Bears, id: bear, controller: B}
          - {card: Rune of Flight, id: rune, controller: B, attached_to: bear}
        """
    )
    assert abilities(game, "bear") == ()
    perform(game, {"leave": "archetype"})
    assert abilities(game, "bear") == ("Flying",)


@pytest.mark.parametrize(("humility_first", "haste"), [(True, True), (False, False)])
def test_613_9_humility_and_concordant_crossroads_by_timestamp(
    humility_first: bool, haste: bool
) -> None:
    """Humility's "lose all abilities" and Concordant Crossroads' "have haste" are independent
    layer-6 effects: the later one wins. Serra Angel is a 1/1 either way (7b)."""
    cards = ["{card: Humility, id: humility}", "{card: Concordant Crossroads, id: crossroads}"]
    if not humility_first:
        cards.reverse()
    game = scenario(
        "battlefield:\n  - {card: Serra Angel, id: angel}\n  - " + "\n  - ".join(cards) + "\n"
    )
    assert abilities(game, "angel") == (("Haste",) if haste else ())
    assert (game.characteristics("angel").power, game.characteristics("angel").toughness) == (1, 1)
