"""CR 613.8a in layer 6: Kwende, Pride of Femeref's "Creatures you control with first strike have
double strike" depends on any effect that gives first strike (it changes what Kwende's effect
applies to), so it waits for Chariot of Victory's effect whatever the timestamps (613.8b)."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text, perform

KWENDE = '{card: "Kwende, Pride of Femeref", id: kwende}'
CHARIOT = "{card: Chariot of Victory, id: chariot, attached_to: bear}"


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


@pytest.mark.parametrize("kwende_first", [True, False], ids=["kwende-older", "chariot-older"])
def test_613_8a_kwende_waits_for_the_chariots_first_strike(kwende_first: bool) -> None:
    board = [KWENDE, CHARIOT] if kwende_first else [CHARIOT, KWENDE]
    game = scenario(
        "battlefield:\n  - {card: Grizzly Bears, id: bear}\n  - " + "\n  - ".join(board) + "\n"
    )
    assert game.characteristics("bear").ability_texts == (
        "First strike",
        "Trample",
        "Haste",
        "Double strike",
    )
    kwende_entry = next(e for e in game.trace("bear") if e.source == "kwende")
    assert kwende_entry.dependencies == ("chariot (what it applies to)",)


def test_613_8a_kwende_only_gives_double_strike_to_its_controllers_creatures() -> None:
    game = scenario(
        f"""
        battlefield:
          - {KWENDE}
          - {{card: Grizzly Bears, id: bear, controller: B}}
          - {{card: Chariot of Victory, id: chariot, controller: B, attached_to: bear}}
        """
    )
    assert game.characteristics("bear").ability_texts == ("First strike", "Trample", "Haste")


def test_611_3a_moving_the_chariot_moves_the_double_strike() -> None:
    game = scenario(
        f"""
        battlefield:
          - {{card: Grizzly Bears, id: bear}}
          - {{card: Silvercoat Lion, id: lion}}
          - {KWENDE}
          - {CHARIOT}
        """
    )
    perform(game, {"activate": "chariot", "targets": ["lion"]})
    assert game.characteristics("bear").ability_texts == ()
    assert game.characteristics("lion").has_keyword("Double strike")


@pytest.mark.parametrize(
    ("humility_first", "bear_has"),
    [(True, ("First strike", "Trample", "Haste")), (False, ())],
    ids=["humility-older", "humility-newer"],
)
def test_613_8a_kwendes_effect_depends_on_humility_and_no_longer_exists(
    humility_first: bool, bear_has: tuple[str, ...]
) -> None:
    """Humility removes Kwende's abilities, so Kwende's effect depends on Humility's (its
    existence) and, after it, no longer exists: no double strike either way. The Chariot is no
    creature, so its effect stays; whether the Bears keep what it gives is timestamp order
    between the Chariot and Humility."""
    humility = "{card: Humility, id: humility}"
    board = [KWENDE, CHARIOT]
    board = [humility, *board] if humility_first else [*board, humility]
    game = scenario(
        "battlefield:\n  - {card: Grizzly Bears, id: bear}\n  - " + "\n  - ".join(board) + "\n"
    )
    assert game.characteristics("bear").ability_texts == bear_has
    assert game.characteristics("kwende").ability_texts == ()
