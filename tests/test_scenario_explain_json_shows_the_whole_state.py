"""``explain --json`` shows the whole game state a judge asks about: per player life, poison and
other counters, the sizes of their hidden and public zones, mana pool, lands played and spells
cast this turn (CR 102, 119, 122.1f, 106.4, 305.2); per permanent whether it is summoning sick
(302.6), attacking, blocking, blocked and by what (506-509); the stack as items with their
controller, source and targets (405.1); and the decision the game waits for with its options."""

from __future__ import annotations

from typing import Any

from mtgrules.scenario.explain import explain_data
from mtgrules.scenario.run import load_scenario_text

SCENARIO = """\
players: [A, B]
battlefield:
  - {card: Prodigal Pyromancer, id: pyro, controller: A}
  - {card: Grizzly Bears, id: bears, controller: B}
  - {card: Mountain, id: m1, controller: A}
hand: {A: [{card: Lightning Bolt, id: bolt}, Forest], B: [Island]}
library: {A: [Forest, Forest, Forest], B: [Island]}
life: {A: 18}
actions:
  - {activate: pyro, pay: true, ability: 1, targets: [B]}
"""


def _state() -> dict[str, Any]:
    return explain_data(load_scenario_text(SCENARIO, "<test>").game)


def test_players_with_their_zones_and_counters() -> None:
    a, b = _state()["players"]
    assert (a["name"], a["life"], a["poison"], a["counters"]) == ("A", 18, 0, {})
    assert (a["hand"], a["library"], a["graveyard"], a["exile"]) == (2, 3, 0, 0)
    assert (b["hand"], b["library"]) == (1, 1)
    assert a["mana_pool"] == [] and a["lands_played"] == 0 and a["spells_cast"] == 0


def test_the_stack_as_items_with_controller_source_and_targets() -> None:
    state = _state()
    (item,) = state["stack"]
    assert (item["kind"], item["source"], item["controller"], item["targets"]) == (
        "ability",
        "pyro",
        "A",
        ["B"],
    )
    assert item["copy"] is False
    pyro = next(o for o in state["objects"] if o["id"] == "pyro")
    assert pyro["tapped"] is True and pyro["summoning_sick"] is False
    assert (pyro["attacking"], pyro["blocking"], pyro["blocked"], pyro["blocked_by"]) == (
        None,
        None,
        False,
        [],
    )


def test_the_decision_waited_for_with_its_options() -> None:
    decision = _state()["decision"]
    assert decision["player"] == "A" and decision["kind"] == "priority"
    assert {"kind": "pass", "player": "A"} in decision["options"]
    assert decision["options_total"] == len(decision["options"])
