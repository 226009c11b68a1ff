"""CR 117.3d: a scenario action ``as: B`` has the players before B pass priority until B holds
it, so the non-active player can respond on the active player's turn (Giant Growth in answer
to Lightning Bolt); an unknown player, or a player who can't get priority in this step, is
refused with the rule."""

from __future__ import annotations

import pytest

from mtgrules.scenario.run import load_scenario_text
from mtgrules.sourcefile import SourceError

BOARD = """\
players: [A, B]
battlefield:
  - {card: Mountain, id: mountain, controller: A}
  - {card: Forest, id: forest, controller: B}
  - {card: Grizzly Bears, id: bears, controller: B}
hand: {A: [{card: Lightning Bolt, id: bolt}], B: [{card: Giant Growth, id: growth}]}
actions:
  - {cast: bolt, pay: true, targets: [bears]}
"""


def test_the_other_player_responds_and_the_stack_resolves_top_first() -> None:
    text = BOARD + "  - {cast: growth, pay: true, as: B, targets: [bears]}\n  - pass\n  - pass\n"
    game = load_scenario_text(text).game
    bears = game.objects["bears"]
    assert bears.zone.value == "battlefield" and bears.damage == 3
    assert game.characteristics("bears").power == 5
    assert [e.detail for e in game.events if "resolves" in e.detail] == [
        "Giant Growth resolves",
        "Lightning Bolt resolves",
    ]


def test_without_as_the_other_player_is_refused_priority() -> None:
    text = BOARD + "  - {cast: growth, pay: true, controller: B, targets: [bears]}\n"
    with pytest.raises(SourceError, match=r"B doesn't have priority; A does \(CR 117.1\)"):
        load_scenario_text(text)


def test_an_unknown_player_is_refused() -> None:
    text = BOARD + "  - {cast: growth, pay: true, as: C, targets: [bears]}\n"
    with pytest.raises(SourceError, match="no player 'C'"):
        load_scenario_text(text)
