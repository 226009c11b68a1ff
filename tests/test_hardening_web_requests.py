"""The workbench refuses what a web page on another site, a careless client or an attacker could
send: cross-origin requests that change something, bodies that aren't JSON or YAML, bodies over
the limit (while reading, not after), JSON nested too deeply, aliases that expand; it parses off
the event loop and tells browsers to load only its own files and never frame it."""

from __future__ import annotations

import asyncio
import json
import threading
from collections.abc import Iterator
from typing import Any

import pytest

from mtgrules.sourcefile import MAX_DEPTH
from mtgrules.web import api as api_module
from mtgrules.web.guard import MAX_BODY, RequestGuard, json_depth
from test_hardening_yaml_sources import LAUGHS
from web_server import EXAMPLES, TestClient, create_app

NEW_GAME = {"decks": ["red-green-aggro", "white-blue-fliers"], "seed": 3}


@pytest.fixture(scope="module")
def api() -> Iterator[TestClient]:
    with TestClient(create_app(EXAMPLES)) as client:
        yield client


def games_in(client: TestClient) -> int:
    return len(client.app.state.workbench.games.games)  # type: ignore[attr-defined]


# -- other sites --------------------------------------------------------------------------------


def test_a_text_plain_post_from_another_site_starts_no_game(api: TestClient) -> None:
    before = games_in(api)
    answer = api.post(
        "/api/games",
        content=json.dumps(NEW_GAME),
        headers={"content-type": "text/plain", "origin": "http://evil.example"},
    )
    assert answer.status_code == 403
    assert answer.json()["detail"] == (
        "refused: a request from 'http://evil.example' may not change the workbench at 'testserver'"
    )
    assert games_in(api) == before


@pytest.mark.parametrize(
    "headers",
    [
        {"origin": "http://evil.example"},
        {"origin": "null"},
        {"origin": "http://testserver.evil.example"},
        {"sec-fetch-site": "cross-site"},
        {"sec-fetch-site": "same-site"},  # another port of the same host
    ],
)
def test_a_cross_origin_json_post_is_refused(api: TestClient, headers: dict[str, str]) -> None:
    answer = api.post("/api/games", json=NEW_GAME, headers=headers)
    assert answer.status_code == 403
    assert answer.json()["detail"].startswith("refused: a ")


def test_the_pages_own_origin_and_programs_without_one_may_post(api: TestClient) -> None:
    own = {"origin": "http://testserver", "sec-fetch-site": "same-origin"}
    assert api.post("/api/games", json=NEW_GAME, headers=own).status_code == 201
    shouted = {"origin": "HTTP://TestServer"}
    assert api.post("/api/games", json=NEW_GAME, headers=shouted).status_code == 201
    assert api.post("/api/games", json=NEW_GAME).status_code == 201


def test_reading_is_allowed_from_anywhere_but_answers_carry_no_cors(api: TestClient) -> None:
    answer = api.get("/api/workbench", headers={"origin": "http://evil.example"})
    assert answer.status_code == 200
    assert "access-control-allow-origin" not in answer.headers


@pytest.mark.parametrize(
    ("path", "body", "media"),
    [
        ("/api/explain", b"players: [A, B]\n", "text/plain"),
        ("/api/scenario/read", b"players: [A, B]\n", "text/plain"),
        ("/api/games", b"decks=red-green-aggro", "application/x-www-form-urlencoded"),
        ("/api/games", b"--x\r\n", "multipart/form-data; boundary=x"),
        ("/api/games/x/undo", b"a=1", "application/x-www-form-urlencoded"),
    ],
)
def test_a_body_that_is_not_json_or_yaml_is_refused(
    api: TestClient, path: str, body: bytes, media: str
) -> None:
    answer = api.post(path, content=body, headers={"content-type": media})
    assert answer.status_code == 415
    assert "send application/json or application/yaml" in answer.json()["detail"]


def test_every_answer_forbids_framing_and_other_sites_files(api: TestClient) -> None:
    for answer in (api.get("/"), api.get("/api/workbench"), api.get("/static/app.js")):
        policy = answer.headers["content-security-policy"]
        assert "frame-ancestors 'none'" in policy
        assert "default-src 'self'" in policy and "script-src 'self'" in policy
        assert answer.headers["x-frame-options"] == "DENY"
        assert answer.headers["x-content-type-options"] == "nosniff"
    refused = api.post("/api/games", json=NEW_GAME, headers={"origin": "http://evil.example"})
    assert refused.headers["x-frame-options"] == "DENY"


# -- bodies -------------------------------------------------------------------------------------


def test_a_game_with_a_scenario_over_the_body_limit_is_refused(api: TestClient) -> None:
    scenario = "description: " + "x" * (2 * MAX_BODY) + "\n"
    answer = api.post("/api/games", json={"scenario": scenario})
    assert answer.status_code == 413
    assert answer.json()["detail"] == f"a request body may have at most {MAX_BODY:,} bytes"


def _run_guard(messages: Iterator[dict[str, Any]], headers: list[tuple[bytes, bytes]]) -> Any:
    """Send one POST through the guard alone: how many body chunks it read, whether the app
    behind it ran, and the status it answered."""
    read = 0
    answered: list[dict[str, Any]] = []
    reached: list[bool] = []

    async def receive() -> dict[str, Any]:
        nonlocal read
        read += 1
        return next(messages)

    async def send(message: dict[str, Any]) -> None:
        answered.append(message)

    async def app(scope: Any, receive: Any, send: Any) -> None:
        reached.append(True)

    scope = {"type": "http", "method": "POST", "headers": headers, "path": "/api/explain"}
    asyncio.run(RequestGuard(app)(scope, receive, send))
    return read, bool(reached), answered[0]["status"]


def test_a_body_without_a_length_is_refused_once_it_passes_the_limit_not_buffered() -> None:
    chunk = b"x" * 65_536

    def endless() -> Iterator[dict[str, Any]]:
        while True:
            yield {"type": "http.request", "body": chunk, "more_body": True}

    read, reached, status = _run_guard(endless(), [(b"content-type", b"application/yaml")])
    assert (reached, status) == (False, 413)
    assert read == MAX_BODY // len(chunk) + 1  # the first chunk over the limit, no more


def test_a_body_whose_length_is_over_the_limit_is_refused_before_reading() -> None:
    headers = [(b"content-type", b"application/json"), (b"content-length", b"200000000")]
    assert _run_guard(iter([]), headers) == (0, False, 413)


@pytest.mark.parametrize("path", ["/api/explain", "/api/games", "/api/games/x/actions"])
def test_json_nested_100000_deep_is_a_4xx_not_a_server_error(api: TestClient, path: str) -> None:
    body = '{"a":' * 100_000 + "1" + "}" * 100_000
    answer = api.post(path, content=body, headers={"content-type": "application/json"})
    assert answer.status_code == 422
    assert answer.json()["detail"] == f"the JSON is nested more than {MAX_DEPTH} levels deep"


def test_json_depth_counts_brackets_outside_strings_only() -> None:
    assert json_depth(b'{"a": [1, {"b": "[[[{{{"}], "c": "\\"]]"}') == 3
    assert json_depth(b"[]") == 1
    assert json_depth(b'"[[["') == 0


def test_an_alias_bomb_is_refused_by_scenario_read_and_explain(api: TestClient) -> None:
    for path in ("/api/scenario/read", "/api/explain"):
        answer = api.post(path, content=LAUGHS, headers={"content-type": "application/yaml"})
        assert answer.status_code == 422
        assert answer.json()["line"] == 2
        assert "aliases (*a) aren't allowed" in answer.json()["detail"]


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("life: {A: .inf}\n", "'.inf' is not a finite number"),
        ("life: {A: " + "9" * 5000 + "}\n", "more digits than can be read"),
        ("when: 2001-13-45\n", ""),
    ],
)
def test_scenario_read_refuses_values_json_cant_hold(api: TestClient, text: str, says: str) -> None:
    answer = api.post("/api/scenario/read", content=text, headers={"content-type": "text/yaml"})
    if not says:
        assert answer.json() == {"when": "2001-13-45"}
        return
    assert answer.status_code == 422
    assert says in answer.json()["detail"]


def test_scenarios_are_parsed_off_the_event_loop(
    api: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    threads: list[tuple[str, bool]] = []

    def on_loop() -> bool:
        try:
            asyncio.get_running_loop()
        except RuntimeError:
            return False
        return True

    real_yaml, real_scenario = api_module.load_yaml_text, api_module.load_scenario_text

    def yaml_text(*args: Any) -> Any:
        threads.append(("yaml", on_loop()))
        return real_yaml(*args)

    def scenario_text(*args: Any) -> Any:
        threads.append(("scenario", on_loop()))
        return real_scenario(*args)

    monkeypatch.setattr(api_module, "load_yaml_text", yaml_text)
    monkeypatch.setattr(api_module, "load_scenario_text", scenario_text)
    yaml = {"content-type": "application/yaml"}
    assert api.post("/api/scenario/read", content="players: [A]", headers=yaml).status_code == 200
    assert api.post("/api/explain", content="players: [A]", headers=yaml).status_code == 200
    assert threads == [("yaml", False), ("scenario", False)]
    assert threading.current_thread() is threading.main_thread()


# -- decks --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deck", "line", "says"),
    [
        ("1000000000 Forest\n", 1, "a count must be at most 500, not 1,000,000,000"),
        ("4 Shock\n" + "9" * 5000 + " Forest\n", 2, "a count must be at most 500, not a larger"),
        ("300 Forest\n300 Mountain\n", 2, "the main deck would have more than 500 cards"),
        ("1 Forest\n", None, "the main deck has 1 card; a deck to play needs at least 40"),
    ],
)
def test_a_deck_too_large_or_too_small_to_play_is_refused_promptly(
    api: TestClient, deck: str, line: int | None, says: str
) -> None:
    answer = api.post("/api/games", json={"decks": ["red-green-aggro", deck]})
    assert answer.status_code == 422
    assert answer.json().get("line") == line
    assert says in answer.json()["detail"]
