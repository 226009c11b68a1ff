"""The scenario format: set-up semantics, JSON output shape, and errors that name file and line."""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from card_data import FULL_DATABASE, WHY
from mtgrules.cli import app
from mtgrules.scenario.explain import check_expectations, explain_data
from mtgrules.scenario.run import load_scenario, load_scenario_text
from mtgrules.sourcefile import SourceError, load_yaml

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "scenarios"


def error_of(text: str) -> SourceError:
    with pytest.raises(SourceError) as error:
        load_scenario_text(text, "board.yaml")
    return error.value


def test_unknown_card_names_the_line_and_suggests() -> None:
    error = error_of("battlefield:\n  - {card: Forest}\n  - {card: Grizly Bears}\n")
    assert error.line == 3
    assert str(error).startswith(
        "board.yaml:3: unknown card name 'Grizly Bears'; did you mean: Grizzly Bears"
    )


def test_unknown_field_names_the_line() -> None:
    error = error_of("battlefield:\n  - {card: Forest, colour: green}\n")
    assert (error.line, "unknown field 'colour'" in str(error)) == (2, True)


def test_bad_and_repeated_ids() -> None:
    assert "must be letters" in str(error_of("battlefield:\n  - {card: Forest, id: 'a b'}\n"))
    error = error_of("battlefield:\n  - {card: Forest, id: f}\n  - {card: Island, id: f}\n")
    assert (error.line, "used twice" in str(error)) == (3, True)


def test_attached_to_must_name_an_earlier_object() -> None:
    error = error_of(
        "battlefield:\n  - {card: Rune of Flight, id: rune, attached_to: hammer}\n  - {card: Colossus Hammer, id: hammer}\n"
    )
    assert error.line == 2
    assert "listed earlier" in str(error)


def test_a_required_choice_is_an_error_when_missing() -> None:
    error = error_of("battlefield:\n  - {card: Painter's Servant, id: ps}\n")
    assert "choose: {color" in str(error)


def test_yaml_syntax_errors_have_a_line() -> None:
    error = error_of("battlefield:\n  - {card: Forest\n")
    assert error.line >= 2


def test_japanese_names_work_in_scenarios() -> None:
    game = load_scenario_text(
        "battlefield:\n  - {card: 謙虚, id: humility}\n  - {card: 灰色熊, id: bears}\n"
    ).game
    assert game.characteristics("bears").names == ("Grizzly Bears",)
    assert (game.characteristics("bears").power, game.characteristics("bears").toughness) == (1, 1)


def test_set_up_counters_share_the_object_s_timestamp() -> None:
    game = load_scenario_text(
        "battlefield:\n  - {card: Grizzly Bears, id: bears, counters: {'+1/+1': 2}}\n"
    ).game
    bears = game.objects["bears"]
    assert bears.counter_timestamps["+1/+1"] == bears.timestamp
    assert game.characteristics("bears").power == 4


def test_every_object_in_every_zone_is_listed_with_the_documented_fields() -> None:
    game = load_scenario_text(
        "battlefield:\n  - {card: Grizzly Bears, id: bears}\ngraveyard: {A: [Runeclaw Bear]}\nhand: {B: [Lightning Bolt]}\n"
    ).game
    data = explain_data(game)
    assert [p["name"] for p in data["players"]] == ["A", "B"]
    zones = {o["id"]: o["zone"] for o in data["objects"]}
    assert zones == {"bears": "battlefield", "runeclaw-bear": "graveyard", "lightning-bolt": "hand"}
    bears = data["objects"][0]
    assert set(bears) >= {
        "id", "zone", "owner", "controller", "name", "supertypes", "types", "subtypes", "colors",
        "mana_value", "abilities", "power", "toughness", "loyalty", "defense", "counters", "damage",
        "tapped", "attached_to", "trace",
    }  # fmt: skip
    assert (bears["name"], bears["types"], bears["subtypes"], bears["colors"], bears["mana_value"]) == (
        "Grizzly Bears", ["Creature"], ["Bear"], ["G"], 2,
    )  # fmt: skip


def test_state_based_actions_run_after_set_up_not_between_entries() -> None:
    game = load_scenario_text(
        "battlefield:\n  - {card: Grizzly Bears, id: bears, damage: 2}\n"
    ).game
    assert game.objects["bears"].zone.value == "graveyard"
    assert any(entry.rule == "704.5g" for entry in game.events)


def test_explain_cli_json_and_japanese(tmp_path: Path) -> None:
    runner = CliRunner()
    path = EXAMPLES / "blood-moon-urborg.yaml"
    result = runner.invoke(app, ["explain", str(path), "--json"])
    assert result.exit_code == 0
    data = json.loads(result.output)
    urborg = next(o for o in data["objects"] if o["id"] == "urborg")
    assert (urborg["types"], urborg["subtypes"], urborg["abilities"]) == (
        ["Land"],
        ["Mountain"],
        ["{T}: Add {R}."],
    )
    result = runner.invoke(app, ["explain", str(path), "--lang", "ja"])
    assert result.exit_code == 0
    assert "ヨーグモスの墳墓、アーボーグ" in result.output
    assert "伝説の土地 ─ 山" in result.output


def test_explain_cli_reports_errors_with_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text("battlefield:\n  - {card: Nope Nope}\n", encoding="utf-8")
    result = CliRunner().invoke(app, ["explain", str(bad)])
    assert result.exit_code == 2
    assert f"{bad}:2: unknown card name 'Nope Nope'" in result.output


def _cards_here(path: Path) -> bool:
    """Whether the cards of an example are in the database in use: an example may play a real
    card no hand-written definition has, which only the whole card database knows."""
    if FULL_DATABASE:
        return True
    try:
        load_scenario(path)
    except SourceError as error:
        return "unknown card name" not in str(error)
    return True


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.yaml")), ids=lambda p: p.name)
def test_every_example_scenario_loads_and_gives_what_it_expects(path: Path) -> None:
    try:
        scenario = load_scenario(path)
    except SourceError as error:
        if FULL_DATABASE or "unknown card name" not in str(error):
            raise
        pytest.skip(f"{path.name} {WHY}")  # a real card no hand-written definition has
    assert scenario.game.objects
    assert check_expectations(scenario) == []


def test_the_bond_variant_has_example_scenarios_that_say_what_they_show() -> None:
    paths = sorted(EXAMPLES.glob("bond-*.yaml"))
    assert len(paths) >= 5
    for path in paths:
        data = load_yaml(path)
        assert data["variants"] == ["bond"], path.name
        assert len(data["description"]) > 100, path.name
        assert data["expect"], path.name


def test_mtgrules_check_passes_on_every_example_scenario() -> None:
    """Every example says what it shows with an ``expect:`` section (``--strict``)."""
    paths = [str(p) for p in sorted(EXAMPLES.glob("*.yaml")) if _cards_here(p)]
    result = CliRunner().invoke(app, ["check", "--strict", *paths])
    assert result.exit_code == 0, result.output
    assert result.output.count("✓") == len(paths)


@pytest.mark.parametrize(
    ("text", "line", "message"),
    [
        ("life: [1, 2]\n", 1, "'life' must map player ids"),
        ("life: {A: lots}\n", 1, "life must be a whole number"),
        ("battlefield:\n  - {card: Forest, damage: x}\n", 2, "damage must be a whole number"),
        ("hand: {A: 5}\n", 1, "must be a list of cards"),
        ("players: [A, A]\n", 1, "given twice"),
        ("battlefield:\n  - {card: Grizzly Bears, counters: 3}\n", 2, "'counters' must map"),
        ("actions:\n  - {counters: nobody, add: {'+1/+1': 1}}\n", 2, "there is no object 'nobody'"),
    ],
)
def test_malformed_values_are_errors_with_the_line(text: str, line: int, message: str) -> None:
    error = error_of(text)
    assert error.line == line
    assert message in str(error)


SCALARS = st.one_of(
    st.none(), st.booleans(), st.integers(-3, 3), st.sampled_from(["A", "B", "Forest", "x", "{R}"])
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(
            st.sampled_from(["card", "id", "A", "damage", "counters", "to", "add"]),
            inner,
            max_size=3,
        ),
    ),
    max_leaves=8,
)


@settings(max_examples=80, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(
            ["players", "life", "battlefield", "hand", "graveyard", "actions", "cards", "variants"]
        ),
        VALUES,
        max_size=4,
    )
)
def test_any_malformed_scenario_is_a_source_error_never_a_crash(data: dict[str, object]) -> None:
    import yaml

    text = yaml.safe_dump(data)
    with contextlib.suppress(SourceError):  # any other exception fails the test
        load_scenario_text(text, "fuzz.yaml")
