"""A bounded fuzz (hypothesis) of what people hand the engine: scenario files (as structured
YAML with wrong values, and as bytes mutated from the example scenarios) and decklists. Every
input ends in a result or a SourceError with its file; nothing else escapes, and the workbench
answers every such request with a status below 500. ``make fuzz`` runs it longer."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz_budget import examples
from mtgrules.game.decks import MAXIMUM_DECK, read_decklist
from mtgrules.scenario.run import load_scenario
from mtgrules.sourcefile import SourceError
from web_server import EXAMPLES, TestClient, create_app

pytestmark = pytest.mark.fuzz

SCENARIOS = sorted((EXAMPLES / "scenarios").glob("*.yaml"))
SEEDS = [path.read_bytes() for path in SCENARIOS]
FUZZ = settings(
    max_examples=examples(40),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)

# -- scenario values ----------------------------------------------------------------------------

WEIRD_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**12), 10**12),
    st.integers(-(10**50), 10**50),
    st.floats(allow_nan=True, allow_infinity=True),
    st.sampled_from(
        ["A", "B", "Forest", "Grizzly Bears", "Shock", "bears", "no", "off", "yes", "~", "",
         "[/bold]", "[red]x[/red]", "+1/+1", "{R}", "1e400", ".inf", "2001-13-45", "x" * 300]
    ),
    st.text(max_size=12),
)  # fmt: skip
KEYS = st.sampled_from(
    ["card", "id", "controller", "owner", "counters", "damage", "tapped", "face_down", "flipped",
     "attached_to", "choose", "cast", "targets", "x", "pay", "kicks", "kicked", "divide",
     "activate", "ability", "add", "remove", "leave", "to", "attack", "block", "next", "assign",
     "play_land", "trigger", "enter", "turn_face_up", "color", "A", "B", "power", "life"]
)  # fmt: skip
VALUES = st.recursive(
    WEIRD_SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(KEYS, inner, max_size=4)),
    max_leaves=12,
)
ENTRY = st.fixed_dictionaries(
    {"card": st.sampled_from(["Grizzly Bears", "Forest", "Shock", "Mountain", 5, None])},
    optional={key: VALUES for key in ("id", "controller", "counters", "damage", "tapped",
                                      "face_down", "flipped", "attached_to", "choose")},
)  # fmt: skip
ACTION = st.one_of(
    st.sampled_from(["end_turn", "pass", "nonsense"]),
    st.dictionaries(KEYS, VALUES, min_size=1, max_size=4),
)
SCENARIO = st.fixed_dictionaries(
    {},
    optional={
        "players": st.one_of(st.just(["A", "B"]), VALUES),
        "life": st.one_of(st.dictionaries(st.sampled_from(["A", "B", "C"]), VALUES), VALUES),
        "battlefield": st.one_of(st.lists(ENTRY, max_size=4), VALUES),
        "hand": st.dictionaries(st.sampled_from(["A", "B"]), VALUES, max_size=2),
        "library": st.dictionaries(st.sampled_from(["A", "B"]), VALUES, max_size=2),
        "actions": st.lists(ACTION, max_size=4),
        "expect": VALUES,
        "variants": VALUES,
    },
)


def read(path: Path) -> None:
    """Load a scenario; any exception but SourceError fails the test."""
    try:
        load_scenario(path)
    except SourceError as error:
        assert error.path == str(path)


@FUZZ
@given(data=SCENARIO)
def test_any_scenario_of_wrong_values_is_read_or_a_source_error(
    tmp_path: Path, data: dict[str, object]
) -> None:
    path = tmp_path / "fuzz.yaml"
    path.write_text(yaml.safe_dump(data, allow_unicode=True), encoding="utf-8")
    read(path)


# -- scenario bytes -----------------------------------------------------------------------------

NASTY = [b"\x00", b"\x1b", b"\xff", b"\xfe\xff", b"&a ", b"*a", b"<<: ", b"!!binary ", b"!!set ",
         b"[", b"{", b"]", b"}", b"- ", b": ", b"'", b'"', b"\\ud800", b"\n", b"\t", b"%YAML 1.1\n",
         b"---\n", b"...\n", b"? ", b"|", b">", b"#", b".inf", b"9" * 5000, b"\xef\xbb\xbf",
         b"\xc3", "《灰色熊》".encode()]  # fmt: skip


@st.composite
def mutated(draw: st.DrawFn) -> bytes:
    """An example scenario with a few bytes replaced, inserted or cut out."""
    data = bytearray(draw(st.sampled_from(SEEDS)))
    for _ in range(draw(st.integers(1, 6))):
        at = draw(st.integers(0, len(data)))
        how = draw(st.sampled_from(["insert", "replace", "cut"]))
        piece = draw(st.one_of(st.sampled_from(NASTY), st.binary(min_size=1, max_size=4)))
        if how == "insert":
            data[at:at] = piece
        elif how == "replace":
            data[at : at + len(piece)] = piece
        else:
            del data[at : at + draw(st.integers(1, 40))]
    return bytes(data)


@FUZZ
@given(data=mutated())
def test_any_mutated_scenario_file_is_read_or_a_source_error(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "mutated.yaml"
    path.write_bytes(data)
    read(path)


# -- decklists ----------------------------------------------------------------------------------

COUNT = st.one_of(
    st.integers(0, 70).map(str),
    st.sampled_from(["1000000000", "9" * 5000, "0004", "4x", "٣", "３", "-1", "1.5", "", "x"]),
)
NAME = st.one_of(
    st.sampled_from(["Forest", "Grizzly Bears", "《稲妻》", "灰色熊", "Grizly Bears", "Fire",
                     "[/bold]", "Sideboard", "Deck", "", "#", "Bonded Hearth"]),
    st.text(max_size=10),
)  # fmt: skip
LINE = st.one_of(
    st.tuples(COUNT, st.sampled_from([" ", "  ", "\t", " x "]), NAME).map("".join),
    st.sampled_from(["Sideboard", "Deck", "Main deck:", "# comment", "", "\ufeff"]),
    st.text(max_size=20),
)


@settings(max_examples=examples(60), deadline=None)
@given(lines=st.lists(LINE, max_size=12))
def test_any_decklist_is_read_or_a_source_error(lines: list[str]) -> None:
    try:
        deck = read_decklist("\n".join(lines) + "\n", path="fuzz.txt")
    except SourceError as error:
        assert error.path == "fuzz.txt"
        return
    assert 1 <= len(deck) <= MAXIMUM_DECK
    assert all(1 <= entry.count <= MAXIMUM_DECK for entry in deck.main)


# -- the workbench ------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def api() -> Iterator[TestClient]:
    with TestClient(create_app(EXAMPLES)) as client:
        yield client


MEDIA = st.sampled_from(["application/yaml", "application/json", "text/yaml", None])


@FUZZ
@given(data=mutated(), media=MEDIA, path=st.sampled_from(["/api/explain", "/api/scenario/read"]))
def test_any_mutated_scenario_request_gets_a_4xx_or_an_answer(
    api: TestClient, data: bytes, media: str | None, path: str
) -> None:
    headers = {"content-type": media} if media else {}
    answer = api.post(path, content=data, headers=headers)
    assert answer.status_code < 500, answer.text
    assert answer.headers["content-type"] == "application/json"
    if answer.status_code >= 400:
        assert answer.json()["detail"]


@FUZZ
@given(lines=st.lists(LINE, max_size=8), scenario=st.one_of(st.none(), mutated()))
def test_any_new_game_request_gets_a_4xx_or_a_game(
    api: TestClient, lines: list[str], scenario: bytes | None
) -> None:
    if scenario is None:
        body: dict[str, object] = {"decks": ["red-green-aggro", "\n".join(lines) + "\n"]}
    else:
        body = {"scenario": scenario.decode("utf-8", "replace")}
    answer = api.post("/api/games", json=body)
    assert answer.status_code in (201, 413, 422), answer.text
    assert answer.json()["detail" if answer.status_code != 201 else "id"]
