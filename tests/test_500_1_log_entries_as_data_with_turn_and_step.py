"""The log as data: each entry of ``explain --json``'s log says, besides its words, its kind,
the player who did it, its source, what it was done to and how much (CR 601.2 casting, 608.2
resolving, 120.3 and 510.2 damage, 704.5g a state-based action, 508.1 attacking), and the
turn and step it happened in (500.1); an entry said in words only is a ``note``."""

from __future__ import annotations

from typing import Any

import pytest

from mtgrules.game.log_entries import KINDS, UnknownLogKind, entry
from mtgrules.scenario.explain import explain_data
from mtgrules.scenario.run import load_scenario_text

SCENARIO = """\
players: [A, B]
battlefield:
  - {card: Grizzly Bears, id: bears, controller: B}
  - {card: Vampire Nighthawk, id: hawk, controller: A}
  - {card: Mountain, id: m1, controller: A}
  - {card: Mountain, id: m2, controller: A}
hand: {A: [{card: Lightning Bolt, id: bolt}, {card: Lightning Bolt, id: bolt2}]}
library: {A: [Forest], B: [Island, Island]}
actions:
  - {cast: bolt, pay: true, targets: [bears]}
  - pass
  - {attack: [hawk], defender: B}
  - {next: end_of_combat}
  - end_turn
  - {cast: bolt2, pay: true, as: A, targets: [B]}
  - pass
"""

FIELDS = ("kind", "rule", "player", "source", "targets", "amount", "turn", "step")


def _log() -> list[tuple[Any, ...]]:
    log = explain_data(load_scenario_text(SCENARIO, "<test>").game)["log"]
    return [tuple(e[f] for f in FIELDS) for e in log]


def test_500_1_each_entry_with_its_data_turn_and_step() -> None:
    main, attackers, damage, end = (
        "precombat_main", "declare_attackers", "combat_damage", "end_of_combat",
    )  # fmt: skip
    assert _log() == [
        ("cast", "601.2", "A", "bolt", ["bears"], None, 1, main),
        ("note", None, None, None, [], None, 1, main),
        ("damage", "120.3", None, "bolt", ["bears"], 3, 1, main),
        ("resolve", "608.2", "A", "bolt", ["bears"], None, 1, main),
        ("state-based action", "704.5g", None, None, ["bears"], None, 1, main),
        ("note", None, None, None, [], None, 1, main),
        ("attack", "508.1", "A", "hawk", ["B"], None, 1, attackers),
        ("note", None, None, None, [], None, 1, attackers),
        ("damage", "510.2", None, "hawk", ["B"], 2, 1, damage),
        ("note", None, None, None, [], None, 1, end),
        ("cast", "601.2", "A", "bolt2", ["B"], None, 2, "upkeep"),
        ("note", None, None, None, [], None, 2, "upkeep"),
        ("damage", "120.3", None, "bolt2", ["B"], 3, 2, "upkeep"),
        ("resolve", "608.2", "A", "bolt2", ["B"], None, 2, "upkeep"),
        ("note", None, None, None, [], None, 2, "upkeep"),
    ]


def test_500_1_the_game_keeps_its_stamps_as_steps_end() -> None:
    game = load_scenario_text(SCENARIO, "<test>").game
    first = game.events[0]
    assert (first.turn, first.step) == (1, "precombat_main")
    assert game.events[-1].turn is None  # the current step's, stamped as it ends


def test_120_3_a_structured_entry_is_of_a_known_kind() -> None:
    made = entry("damage", "bolt deals 3 damage to B", "120.3", source="bolt", targets=["B"],
                 amount=3)  # fmt: skip
    assert (made.kind, made.source, made.targets, made.amount) == ("damage", "bolt", ("B",), 3)
    assert KINDS["damage"] == "120.3"
    with pytest.raises(UnknownLogKind, match="unknown kind of log entry 'dammage'"):
        entry("dammage", "x", None)
