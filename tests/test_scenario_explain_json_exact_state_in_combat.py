"""``explain --json`` of a small combat, field by field: A's Grizzly Bears with a +1/+1 counter
attacks B (CR 508.1) and is blocked by Runeclaw Bear (509.1); B casts Shock at the attacker
in the declare blockers step (117.3d) with mana from their Mountain. Every field of players,
objects, stack, game, decision and the structured log is asserted exactly (only the Japanese
wording of abilities, which depends on the card data found, is left out)."""

from __future__ import annotations

from typing import Any

from mtgrules.scenario.explain import explain_data
from mtgrules.scenario.run import load_scenario_text

SCENARIO = """\
players: [A, B]
battlefield:
  - {card: Grizzly Bears, id: bears, controller: A, counters: {"+1/+1": 1}}
  - {card: Runeclaw Bear, id: runeclaw, controller: B}
  - {card: Mountain, id: mountain, controller: B}
hand: {B: [{card: Shock, id: shock}]}
actions:
  - {attack: [bears], defender: B}
  - {block: {runeclaw: bears}}
  - {cast: shock, pay: true, as: B, targets: [bears]}
"""


def _state() -> dict[str, Any]:
    return explain_data(load_scenario_text(SCENARIO, "<test>").game)


def _player(name: str, spells_cast: int) -> dict[str, Any]:
    return {
        "name": name, "life": 20, "lost": False, "won": False, "poison": 0, "counters": {},
        "hand": 0, "library": 0, "graveyard": 0, "exile": 0, "mana_pool": [],
        "lands_played": 0, "spells_cast": spells_cast,
    }  # fmt: skip


def _support(card: str) -> dict[str, Any]:
    faces = [{"face": card, "status": "supported", "unsupported": []}]
    return {"card": card, "status": "supported", "faces": faces}


def _object(**fields: Any) -> dict[str, Any]:
    """An object as the JSON lists it: the fields given, the others as a vanilla permanent
    that isn't in combat has them."""
    card = fields["name"]
    base: dict[str, Any] = {
        "id": None, "zone": "battlefield", "owner": None, "controller": None, "name": card,
        "supertypes": [], "types": ["Creature"], "subtypes": ["Bear"], "colors": ["G"],
        "mana_value": 2, "abilities": [], "power": 2, "toughness": 2, "loyalty": None,
        "defense": None, "counters": {}, "damage": 0, "tapped": False, "attached_to": None,
        "face_down": False, "face": None, "flipped": False, "back_face_up": False,
        "phased_out": False, "token": False, "spell_copy": False, "trace": [],
        "support": _support(card), "summoning_sick": False, "attacking": None,
        "blocking": None, "blocked": False, "blocked_by": [],
    }  # fmt: skip
    return {**base, **fields}


def _log(event: str, detail: str, rule: str | None, step: str, **data: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"kind": "note", "player": None, "source": None, "targets": [],
                            "amount": None}  # fmt: skip
    entry = {"event": event, "detail": detail, "rule": rule, **base, **data}
    return {**entry, "turn": 1, "step": step}


def test_117_3d_players_game_stack_and_decision_exactly() -> None:
    state = _state()
    assert state["players"] == [_player("A", 0), _player("B", 1)]
    assert state["rules"] == []
    assert state["game"] == {
        "turn": 1, "active": "A", "phase": "combat", "step": "declare_blockers",
        "priority": "B", "waiting_for": "priority", "winner": None, "over": False,
        "stack": ["Shock"], "stack_ja": ["ショック"],
    }  # fmt: skip
    assert state["stack"] == [
        {"id": "shock", "kind": "spell", "source": "shock", "controller": "B",
         "targets": ["bears"], "x": 0, "copy": False, "description": "Shock"},
    ]  # fmt: skip
    assert state["decision"] == {
        "player": "B", "kind": "priority", "about": "",
        "options": [{"kind": "pass", "player": "B"}], "options_total": 1,
    }  # fmt: skip


def test_509_1h_every_object_exactly() -> None:
    objects = _state()["objects"]
    for obj in objects:
        assert len(obj.pop("trace_ja")) == len(obj["trace"])
        assert len(obj.pop("abilities_ja")) == len(obj["abilities"])
    counter = {
        "layer": "7c", "rule": "613.4c", "effect": "modifies power and toughness",
        "source": "bears", "timestamp": 1, "before": "2/2", "after": "3/3",
        "order": "timestamp (CR 613.7)", "depends_on": [],
    }  # fmt: skip
    assert objects == [
        _object(id="bears", owner="A", controller="A", name="Grizzly Bears", power=3,
                toughness=3, counters={"+1/+1": 1}, tapped=True, trace=[counter],
                attacking="B", blocked=True, blocked_by=["runeclaw"]),
        _object(id="runeclaw", owner="B", controller="B", name="Runeclaw Bear",
                blocking="bears"),
        _object(id="mountain", owner="B", controller="B", name="Mountain",
                supertypes=["Basic"], types=["Land"], subtypes=["Mountain"], colors=[],
                mana_value=0, abilities=["{T}: Add {R}."], power=None, toughness=None,
                tapped=True),
        _object(id="shock", zone="stack", owner="B", controller="B", name="Shock",
                types=["Instant"], subtypes=[], colors=["R"], mana_value=1,
                abilities=["Shock deals 2 damage to any target."], power=None,
                toughness=None),
    ]  # fmt: skip


def test_603_2_the_log_as_structured_entries_exactly() -> None:
    log = _state()["log"]
    assert [(e.pop("event_ja"), e.pop("detail_ja")) for e in log] == [
        ("攻撃", "灰色熊がBを攻撃した"),
        ("シナリオの行動", "attack: ['bears']"),
        ("ブロック", "ルーン爪の熊が灰色熊をブロックした"),
        ("シナリオの行動", "block: {'runeclaw': 'bears'}"),
        ("唱える", "Bは灰色熊を対象としてショックを唱えた"),
        ("シナリオの行動", "cast: shock"),
    ]
    assert log == [
        _log("attack", "bears attacks B", "508.1", "declare_attackers", kind="attack",
             player="A", source="bears", targets=["B"]),
        _log("action", "attack: ['bears']", None, "declare_attackers"),
        _log("block", "runeclaw blocks bears", "509.1", "declare_blockers", kind="block",
             player="B", source="runeclaw", targets=["bears"]),
        _log("action", "block: {'runeclaw': 'bears'}", None, "declare_blockers"),
        _log("cast", "B casts Shock targeting bears", "601.2", "declare_blockers",
             kind="cast", player="B", source="shock", targets=["bears"]),
        _log("action", "cast: shock", None, "declare_blockers"),
    ]  # fmt: skip
