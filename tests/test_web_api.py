"""The workbench API (``mtgrules serve``): scenarios explained exactly as ``explain --json``,
cards, rules text, games against an agent with undo, and a 4xx that says what is wrong for
every bad request."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
import urllib.request

import pytest
from fastapi.testclient import TestClient
from typer.testing import CliRunner

from card_data import SHARED, needs_full_database, needs_shared_rules
from mtgrules.cli import app as cli
from mtgrules.game.state import Game
from mtgrules.web.app import create_app
from mtgrules.web.rules import HOW_TO_ADD, ComprehensiveRules
from web_server import EXAMPLES, ROOT, client, free_port

BLOOD_MOON = EXAMPLES / "scenarios" / "blood-moon-urborg.yaml"
YAML = {"content-type": "application/yaml"}
BOLT_BOARD = """\
battlefield:
  - {card: Mountain, id: mountain, controller: A}
  - {card: Grizzly Bears, id: bears, controller: B}
hand: {A: [{card: Lightning Bolt, id: bolt}, {card: Forest, id: forest}]}
library: {A: [Forest, Forest], B: [Forest, Forest]}
"""


@pytest.fixture(scope="module")
def api():  # type: ignore[no-untyped-def]
    with client() as test_client:
        yield test_client


# -- explain ---------------------------------------------------------------------------------------


def test_explain_answers_exactly_what_explain_json_prints(api) -> None:  # type: ignore[no-untyped-def]
    printed = CliRunner().invoke(cli, ["explain", str(BLOOD_MOON), "--json"])
    answer = api.post("/api/explain", content=BLOOD_MOON.read_text(encoding="utf-8"), headers=YAML)
    assert answer.status_code == 200
    assert answer.json() == json.loads(printed.output)


def test_explain_reads_a_json_scenario(api) -> None:  # type: ignore[no-untyped-def]
    body = {
        "battlefield": [
            {"card": "Urborg, Tomb of Yawgmoth", "id": "urborg", "controller": "A"},
            {"card": "Blood Moon", "id": "moon", "controller": "B"},
        ]
    }
    data = api.post("/api/explain", json=body).json()
    urborg = next(o for o in data["objects"] if o["id"] == "urborg")
    assert (urborg["supertypes"], urborg["types"], urborg["subtypes"]) == (
        ["Legendary"],
        ["Land"],
        ["Mountain"],
    )
    assert [(t["layer"], t["source"]) for t in urborg["trace"]] == [("4", "moon"), ("4", "urborg")]


def test_explain_views_give_japanese_and_what_differs_from_the_printed_card(api) -> None:  # type: ignore[no-untyped-def]
    text = BLOOD_MOON.read_text(encoding="utf-8")
    views = api.post("/api/explain?views=true", content=text, headers=YAML).json()["views"]
    urborg = views["urborg"]
    assert urborg["type_line"] == "Legendary Land — Mountain"
    assert urborg["type_line_ja"] == "伝説の土地 ─ 山"
    assert urborg["name_ja"] == "ヨーグモスの墳墓、アーボーグ"
    assert urborg["printed"]["type_line"] == "Legendary Land"
    assert urborg["changed"] == ["type_line", "abilities"]
    assert urborg["abilities_gained"] == ["{T}: Add {R}."]
    assert views["forest"]["changed"] == []  # a basic Forest's mana ability is its own (305.6)


def test_613_1f_humility_lost_abilities_are_worded_in_japanese_on_the_tile(api) -> None:  # type: ignore[no-untyped-def]
    text = (
        "players: [A, B]\nbattlefield:\n  - {card: Humility}\n  - {card: Serra Angel, id: angel}\n"
    )
    views = api.post("/api/explain?views=true", content=text, headers=YAML).json()["views"]
    angel = views["angel"]
    assert angel["abilities_lost"] == ["Flying", "Vigilance"]
    assert angel["abilities_lost_ja"] == ["飛行", "警戒"]  # the keyword table's words (CR 702)


def test_an_unknown_card_is_refused_with_its_line_and_suggestions(api) -> None:  # type: ignore[no-untyped-def]
    text = "players: [A, B]\nbattlefield:\n  - {card: Grizly Bears}\n"
    answer = api.post("/api/explain", content=text, headers=YAML)
    assert answer.status_code == 422
    assert answer.json()["line"] == 3
    assert answer.json()["detail"].startswith(
        "<request>:3: unknown card name 'Grizly Bears'; did you mean: Grizzly Bears"
    )


def test_an_illegal_target_is_refused_with_its_rule(api) -> None:  # type: ignore[no-untyped-def]
    text = (
        "battlefield:\n  - {card: Glorious Anthem, id: anthem, controller: B}\n"
        "actions:\n  - {cast: Shock, controller: A, targets: [anthem]}\n"
    )
    answer = api.post("/api/explain", content=text, headers=YAML)
    assert answer.status_code == 422
    assert answer.json()["line"] == 4
    assert answer.json()["detail"].endswith("(CR 115.1)")


@pytest.mark.parametrize(
    ("body", "headers", "status", "says"),
    [
        (b"{not json", {"content-type": "application/json"}, 422, "JSON"),
        (b"[1, 2]", {"content-type": "application/json"}, 422, "a scenario must be a JSON object"),
        (b"battlefield: [", YAML, 422, "<request>:1: YAML"),
        (b"players: [A]\n\x08", YAML, 422, "<request>:2: YAML"),
        (b"\xff\xfe", YAML, 422, "UTF-8"),
        (
            b"<xml/>",
            {"content-type": "application/xml"},
            415,
            "application/json or application/yaml",
        ),
        (
            b'{"players": ["\\ud800\\udc00"]}',
            {"content-type": "application/json"},
            422,
            "player id",
        ),
        (b"life: [1, 2]", YAML, 422, "<request>"),
        (b"[" * 5000, YAML, 422, "<request>"),
    ],
)
def test_a_bad_scenario_body_gets_a_4xx_that_says_what_is_wrong(  # type: ignore[no-untyped-def]
    api, body: bytes, headers: dict[str, str], status: int, says: str
) -> None:
    answer = api.post("/api/explain", content=body, headers=headers)
    assert answer.status_code == status
    assert says in answer.json()["detail"]


def test_scenario_read_gives_the_yaml_as_json(api) -> None:  # type: ignore[no-untyped-def]
    text = BLOOD_MOON.read_text(encoding="utf-8")
    data = api.post("/api/scenario/read", content=text, headers=YAML).json()
    assert data["players"] == ["A", "B"]
    assert data["battlefield"][0] == {
        "card": "Urborg, Tomb of Yawgmoth",
        "id": "urborg",
        "controller": "A",
    }


# -- cards and rules -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "found"),
    [
        ("Blood Mo", "Blood Moon"),  # English prefix
        ("ヨーグモスの墳墓", "Urborg, Tomb of Yawgmoth"),  # Japanese prefix
        ("Lightnig Bolt", "Lightning Bolt"),  # fuzzy
        ("《稲妻》", "Lightning Bolt"),
    ],
)
def test_card_search_by_english_or_japanese_prefix_or_fuzzy(api, query: str, found: str) -> None:  # type: ignore[no-untyped-def]
    cards = api.get("/api/cards", params={"q": query}).json()
    card = next(c for c in cards if c["name"] == found)
    face = card["faces"][0]
    assert face["type_line"] and face["type_line_ja"] and face["oracle_text"]


@needs_full_database
def test_a_card_by_name_in_both_languages(api) -> None:  # type: ignore[no-untyped-def]
    moon = api.get("/api/cards/血染めの月").json()
    assert moon["name"] == "Blood Moon"
    assert moon["faces"][0]["type_line_ja"] == "エンチャント"
    assert moon["faces"][0]["text_ja"]
    fire_ice = api.get("/api/cards/Fire // Ice").json()
    assert [f["name_ja"] for f in fire_ice["faces"]] == ["火", "氷"]


def test_an_unknown_card_is_404_with_suggestions(api) -> None:  # type: ignore[no-untyped-def]
    answer = api.get("/api/cards/Lightnig Bolt")
    assert answer.status_code == 404
    assert "did you mean: Lightning Bolt" in answer.json()["detail"]


def test_a_variant_s_cards_are_found_with_the_variant_only(api) -> None:  # type: ignore[no-untyped-def]
    cards = api.get("/api/cards", params={"q": "肩乗り", "variant": "bond"}).json()
    goblin = next(c for c in cards if c["name"] == "Shoulder Goblin")
    assert goblin["faces"][0]["text_ja"] == "背撃\n背撃"
    plain = api.get("/api/cards", params={"q": "Shoulder Goblin"}).json()
    assert all(c["name"] != "Shoulder Goblin" for c in plain)
    assert api.get("/api/cards/Rearguard Ogre", params={"variant": "bond"}).status_code == 200
    assert api.get("/api/cards/Rearguard Ogre").status_code == 404
    unknown = api.get("/api/cards", params={"q": "x", "variant": "nonsense"})
    assert unknown.status_code == 422
    assert "unknown variant 'nonsense'" in unknown.json()["detail"]


@needs_shared_rules
def test_a_rule_with_its_place_among_the_rules(api) -> None:  # type: ignore[no-untyped-def]
    rule = api.get("/api/rules/613.8a").json()
    assert rule["text"].startswith("An effect is said to “depend on” another if")
    assert rule["parent"] == "613.8"
    assert rule["effective"] == "April 17, 2026"
    parent = api.get("/api/rules/613.8.").json()
    assert parent["number"] == "613.8"
    assert parent["children"][:3] == ["613.8a", "613.8b", "613.8c"]
    assert api.get("/api/rules/613").json()["text"] == "Interaction of Continuous Effects"
    layer4 = api.get("/api/rules/613.1d").json()["text"]
    assert layer4.startswith("Layer 4: Type-changing effects are applied.")


@needs_shared_rules
def test_a_rule_keeps_its_examples(api) -> None:  # type: ignore[no-untyped-def]
    examples = api.get("/api/rules/613.7a").json()["examples"]
    assert examples[0].startswith("Rune of Flight is an Aura that grants enchanted Equipment")


@pytest.mark.parametrize(("number", "status"), [("999.9z", 404), ("613.8zz", 422), ("x", 422)])
def test_a_rule_that_isnt_there(api, number: str, status: int) -> None:  # type: ignore[no-untyped-def]
    answer = api.get(f"/api/rules/{number}")
    assert answer.status_code == status
    assert answer.json()["detail"]


@needs_shared_rules
def test_the_rules_text_in_use_is_read_from_the_shared_rules() -> None:
    rules = ComprehensiveRules.bundled()
    assert SHARED is not None
    assert rules.source == str(SHARED / "rules" / "comprehensive-rules-en.txt")
    assert len(rules.rules) == 3_294


def test_without_the_rules_text_the_viewer_says_how_to_add_it() -> None:
    app = create_app(EXAMPLES)
    app.state.workbench.rules = ComprehensiveRules("", {})
    answer = TestClient(app).get("/api/rules/613.8a")
    assert answer.status_code == 404
    assert answer.json()["detail"] == HOW_TO_ADD
    assert "mtgrules rules import FILE" in HOW_TO_ADD


def test_the_workbench_lists_layers_examples_decks_and_agents(api) -> None:  # type: ignore[no-untyped-def]
    about = api.get("/api/workbench").json()
    assert [row["layer"] for row in about["layers"]] == [
        "1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d",
    ]  # fmt: skip
    examples = {e["name"]: e for e in about["examples"]}
    assert examples["blood-moon-urborg"]["title"] == "Blood Moon and Urborg, Tomb of Yawgmoth"
    assert "humility-opalescence" in examples
    assert {"red-green-aggro", "mono-black-removal"} <= {d["name"] for d in about["decks"]}
    assert about["agents"] == ["random", "greedy", "search"]


# -- games -----------------------------------------------------------------------------------------


def _new_game(api, **request) -> dict:  # type: ignore[no-untyped-def, type-arg]
    answer = api.post("/api/games", json=request)
    assert answer.status_code == 201, answer.text
    return answer.json()  # type: ignore[no-any-return]


def _take(api, state: dict, kind: str) -> dict:  # type: ignore[no-untyped-def, type-arg]
    choice = next(c for c in state["actions"] if c["action"]["kind"] == kind)
    answer = api.post(f"/api/games/{state['id']}/actions", json=choice["action"])
    assert answer.status_code == 200, answer.text
    return answer.json()  # type: ignore[no-any-return]


def test_a_game_from_example_decks_against_the_greedy_agent(api) -> None:  # type: ignore[no-untyped-def]
    state = _new_game(
        api, decks=["red-green-aggro", "mono-black-removal"], seed=1, opponent="greedy"
    )
    assert state["agent"] == {"name": "greedy", "seat": "B"}
    assert state["game"]["waiting_for"] == "mulligan"
    labels = [(c["label"], c["label_ja"]) for c in state["actions"]]
    assert labels == [("Keep this hand", "この手札をキープする"), ("Mulligan", "マリガンする")]
    assert {"game", "explain", "views", "actions", "undo"} <= set(state)
    assert state["explain"]["game"] == state["game"]
    state = _take(api, state, "keep")
    assert state["game"]["priority"] == "A"  # the agent kept too, and answers whenever asked


def test_play_a_land_pass_the_turn_undo(api) -> None:  # type: ignore[no-untyped-def]
    state = _new_game(
        api, decks=["red-green-aggro", "mono-black-removal"], seed=1, opponent="random"
    )
    state = _take(api, state, "keep")
    for _ in range(5):
        if any(c["action"]["kind"] == "play_land" for c in state["actions"]):
            break
        state = _take(api, state, "pass")
    land = next(c for c in state["actions"] if c["action"]["kind"] == "play_land")
    assert land["label"].startswith("Play ")
    state = _take(api, state, "play_land")
    zone = {o["id"]: o["zone"] for o in state["explain"]["objects"]}
    assert zone[land["action"]["card"]] == "battlefield"
    turn = state["game"]["turn"]
    passed = api.post(f"/api/games/{state['id']}/pass", json={"until": "my_main"}).json()
    assert passed["game"]["turn"] == turn + 2
    assert (passed["game"]["active"], passed["game"]["step"]) == ("A", "precombat_main")
    back = api.post(f"/api/games/{state['id']}/undo").json()
    assert back["game"] == state["game"]
    back = api.post(f"/api/games/{state['id']}/undo").json()
    zone = {o["id"]: o["zone"] for o in back["explain"]["objects"]}
    assert zone[land["action"]["card"]] == "hand"


def test_the_games_played_through_the_api_replay_exactly(api) -> None:  # type: ignore[no-untyped-def]
    state = _new_game(
        api, decks=["white-blue-fliers", "red-green-aggro"], seed=5, opponent="random"
    )
    state = _take(api, state, "keep")
    for _ in range(3):
        state = api.post(f"/api/games/{state['id']}/pass", json={"until": "my_main"}).json()
    game = api.app.state.workbench.games.get(state["id"]).game
    assert Game.replay(game.record()).state_hash() == game.state_hash()


def test_an_illegal_action_is_refused_with_its_rule_and_changes_nothing(api) -> None:  # type: ignore[no-untyped-def]
    state = _new_game(api, decks=["red-green-aggro", "red-green-aggro"], seed=2)
    answer = api.post(
        f"/api/games/{state['id']}/actions",
        json={"kind": "play_land", "player": "A", "card": "nothing"},
    )
    assert answer.status_code == 409
    assert answer.json()["rule"]
    assert api.get(f"/api/games/{state['id']}").json() == state


@pytest.mark.parametrize(
    ("action", "says"),
    [
        ({"kind": "teleport", "player": "A"}, "unknown action kind 'teleport'"),
        ({"kind": "pass"}, "needs 'player'"),
        ({"kind": "cast", "player": "A", "card": "x", "targets": "bears"}, "a list of strings"),
        ({"kind": "cast", "player": "A", "x": 10**9}, "a whole number from 0 to 1000"),
        ({"kind": "pass", "player": "A", "color": "R"}, "unknown field(s) color"),
        ([1, 2], "an action must be an object"),
    ],
)
def test_a_malformed_action_says_what_is_wrong(api, action: object, says: str) -> None:  # type: ignore[no-untyped-def]
    state = _new_game(api, decks=["red-green-aggro", "red-green-aggro"])
    answer = api.post(f"/api/games/{state['id']}/actions", json=action)
    assert answer.status_code == 422
    assert says in answer.json()["detail"]


def test_a_game_from_a_scenario_starts_in_its_main_phase(api) -> None:  # type: ignore[no-untyped-def]
    state = _new_game(api, scenario=BOLT_BOARD)
    assert (state["game"]["turn"], state["game"]["step"], state["game"]["priority"]) == (
        1,
        "precombat_main",
        "A",
    )
    labels = {c["label"]: c["label_ja"] for c in state["actions"]}
    assert labels["Cast Lightning Bolt → Grizzly Bears"] == "稲妻を唱える（対象：灰色熊）"
    assert labels["Tap Mountain for {R}"] == "山でマナを出す：{R}"
    assert labels["Play Forest"] == "森をプレイする"


def test_a_custom_decklist_and_its_mistakes(api) -> None:  # type: ignore[no-untyped-def]
    deck = "20 Forest\n20 Grizzly Bears\n"
    assert _new_game(api, decks=[deck, "4 《稲妻》\n36 Mountain"])["game"]["waiting_for"]
    answer = api.post("/api/games", json={"decks": ["red-green-aggro", "4 Grizly Bears\n"]})
    assert answer.status_code == 422
    assert answer.json()["line"] == 1
    assert "did you mean: Grizzly Bears" in answer.json()["detail"]


def test_a_deck_is_never_read_from_a_local_file(api) -> None:  # type: ignore[no-untyped-def]
    answer = api.post("/api/games", json={"decks": ["red-green-aggro", "/etc/passwd"]})
    assert answer.status_code == 422
    assert "root:" not in answer.json()["detail"]


@pytest.mark.parametrize(
    ("request_body", "says"),
    [
        ({}, "either 'decks'"),
        ({"decks": ["red-green-aggro"]}, "body.decks"),
        ({"decks": ["red-green-aggro"] * 2, "scenario": "players: [A, B]"}, "not both"),
        ({"decks": ["red-green-aggro"] * 2, "opponent": "minimax"}, "body.opponent"),
        ({"scenario": "players: [A]", "opponent": "random"}, "second player"),
        ({"decks": ["red-green-aggro"] * 2, "seed": -1}, "body.seed"),
    ],
)
def test_a_bad_new_game_says_what_is_wrong(api, request_body: dict, says: str) -> None:  # type: ignore[no-untyped-def, type-arg]
    answer = api.post("/api/games", json=request_body)
    assert answer.status_code == 422
    assert says in answer.json()["detail"]


def test_an_unknown_game_and_nothing_to_undo(api) -> None:  # type: ignore[no-untyped-def]
    assert api.get("/api/games/nope").status_code == 404
    assert "no game 'nope'" in api.post("/api/games/nope/undo").json()["detail"]
    state = _new_game(api, decks=["red-green-aggro", "red-green-aggro"])
    answer = api.post(f"/api/games/{state['id']}/undo")
    assert answer.status_code == 409
    assert "nothing to undo" in answer.json()["detail"]


# -- the page and the server -----------------------------------------------------------------------


def test_the_page_and_its_files_are_served_and_need_no_network(api) -> None:  # type: ignore[no-untyped-def]
    page = api.get("/")
    assert page.status_code == 200
    assert '<script src="/static/app.js"' in page.text
    assert not re.search(r"https?://", page.text)
    for name in ("app.js", "style.css", "i18n.json"):
        text = api.get(f"/static/{name}").text
        assert not re.search(r"https?://(?!www\.w3\.org/2000/svg)", text), name
    strings = api.get("/static/i18n.json").json()
    assert set(strings["en"]) == set(strings["ja"])  # every interface string in both languages


def test_the_openapi_schema_is_served(api) -> None:  # type: ignore[no-untyped-def]
    schema = api.get("/openapi.json").json()
    assert {"/api/explain", "/api/cards", "/api/rules/{number}", "/api/games"} <= set(
        schema["paths"]
    )


def test_a_loopback_server_answers_only_to_its_own_names() -> None:
    from web_server import TestClient

    guarded = TestClient(create_app(EXAMPLES, allowed_hosts=["127.0.0.1", "localhost"]))
    assert guarded.get("/api/workbench", headers={"host": "evil.example"}).status_code == 400
    assert guarded.get("/api/workbench", headers={"host": "localhost:8000"}).status_code == 200


@needs_shared_rules
def test_mtgrules_serve_prints_its_address_and_serves() -> None:
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "mtgrules.cli", "serve", "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        cwd=ROOT,
    )
    try:
        assert server.stdout is not None
        assert server.stdout.readline().strip() == f"mtgrules workbench: http://127.0.0.1:{port}/"
        deadline = time.monotonic() + 20
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/rules/613.8b") as answer:
                    assert json.load(answer)["number"] == "613.8b"
                break
            except OSError:
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.1)
    finally:
        server.terminate()
        server.wait(timeout=10)


# -- the Bond variant's examples -------------------------------------------------------------------


def test_the_gallery_lists_the_bond_scenarios_with_their_variant_and_they_load(api) -> None:  # type: ignore[no-untyped-def]
    examples = {e["name"]: e for e in api.get("/api/workbench").json()["examples"]}
    bond = [e for name, e in examples.items() if name.startswith("bond-")]
    assert len(bond) >= 5
    assert examples["bond-back-attack-in-combat"]["title"] == "Back Attack in combat (Bond 502.C)"
    assert examples["blood-moon-urborg"]["variants"] == []
    for example in bond:
        assert example["variants"] == ["bond"]
        assert example["description"].startswith(example["title"])
        answer = api.post("/api/explain", content=example["text"], headers=YAML)
        assert answer.status_code == 200, (example["name"], answer.text)


def test_the_bond_decks_come_after_the_others_and_play_with_their_variant(api) -> None:  # type: ignore[no-untyped-def]
    decks = api.get("/api/workbench").json()["decks"]
    assert [d["variants"] for d in decks[:2]] == [[], []]  # the workbench's first choices
    assert {d["name"]: d["variants"] for d in decks if d["variants"]} == {
        "bond-custom": ["bond"],
        "bond-red-green": ["bond"],
        "bond-white-black": ["bond"],
    }
    state = _new_game(api, decks=["bond-custom", "red-green-aggro"], seed=3, opponent="random")
    game = api.app.state.workbench.games.get(state["id"]).game
    assert game.variants == ("bond",)
    assert [c.record["name"] for c in game.custom_cards] == [
        "Hearthbound Scout",
        "Clinging Salamander",
        "Bondfire Charge",
    ]
    state = _take(api, state, "keep")
    state = api.post(f"/api/games/{state['id']}/pass", json={"until": "my_main"}).json()
    assert Game.replay(game.record()).state_hash() == game.state_hash()
