"""A bounded, schema-driven fuzz of the workbench API (schemathesis): requests made from the
OpenAPI schema, valid and not, never get a server error, and every answer matches the schema's
status codes and content types. Then random play through the API: any legal action, pass or
undo, in any order, is answered without a server error."""

from __future__ import annotations

import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis.specs.openapi.checks import negative_data_rejection, positive_data_acceptance

from fuzz_budget import examples
from mtgrules.web.app import create_app
from web_server import EXAMPLES, TestClient

pytestmark = pytest.mark.fuzz

APP = create_app(EXAMPLES)
schema = schemathesis.openapi.from_asgi("/openapi.json", APP)

# Whether a scenario, decklist or action is valid is decided by the library, which says why;
# the schema only describes their shape. So a schema-valid request may be refused (422) and a
# schema-invalid one accepted (``life: {A: "20"}`` is read as 20): those two checks don't apply.
NOT_APPLICABLE = [positive_data_acceptance, negative_data_rejection]


@pytest.fixture(scope="module")
def game_id() -> str:
    """A game in play, for the fuzz of the game endpoints to act on."""
    answer = TestClient(APP).post(
        "/api/games", json={"decks": ["red-green-aggro", "white-blue-fliers"], "seed": 7}
    )
    return str(answer.json()["id"])


@schema.parametrize()
@settings(max_examples=examples(30), deadline=None, suppress_health_check=list(HealthCheck))
def test_no_request_gets_a_server_error(case, game_id: str) -> None:  # type: ignore[no-untyped-def]
    if case.path_parameters and "game_id" in case.path_parameters:
        case.path_parameters["game_id"] = game_id
    case.call_and_validate(excluded_checks=NOT_APPLICABLE)


@settings(max_examples=examples(6), deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data(), seed=st.integers(0, 1000), opponent=st.sampled_from(["random", "greedy"]))
def test_random_play_through_the_api_never_fails(data, seed: int, opponent: str) -> None:  # type: ignore[no-untyped-def]
    api = TestClient(APP)
    state = api.post(
        "/api/games",
        json={
            "decks": ["mono-black-removal", "red-green-aggro"],
            "seed": seed,
            "opponent": opponent,
        },
    ).json()
    for _ in range(30):
        if state["game"]["over"]:
            break
        move = data.draw(st.sampled_from(["action", "action", "action", "pass", "undo"]))
        if move == "action" and state["actions"]:
            choice = data.draw(st.sampled_from(state["actions"]))
            answer = api.post(f"/api/games/{state['id']}/actions", json=choice["action"])
        elif move == "pass":
            until = data.draw(st.sampled_from(["end_of_turn", "my_main"]))
            answer = api.post(f"/api/games/{state['id']}/pass", json={"until": until})
        else:
            answer = api.post(f"/api/games/{state['id']}/undo")
        assert answer.status_code < 500, answer.text
        if answer.status_code == 200:
            state = answer.json()
        else:  # only undo at the start may be refused
            assert move == "undo" and answer.status_code == 409
