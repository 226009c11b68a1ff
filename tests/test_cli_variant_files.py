"""``--variant`` on the command line: a pack's name or a pack file, read relative to the current
directory through the same resolver as scenarios; a missing or wrong file is an error saying
where."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from typer.testing import CliRunner

from mtgrules import variants
from mtgrules.cli import app
from mtgrules.game import packs as game_packs

runner = CliRunner()
PACKS = Path(__file__).resolve().parents[1] / "examples" / "packs"


@pytest.fixture(autouse=True)
def in_a_directory_with_the_packs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The current directory holds the example packs; the packs known are the shipped ones."""
    for pack in ("fortress.yaml", "skittish.py"):
        shutil.copy(PACKS / pack, tmp_path / pack)
    monkeypatch.chdir(tmp_path)
    packs = {name: pack for name, pack in game_packs._PACKS.items() if name in variants.shipped()}
    monkeypatch.setattr(game_packs, "_PACKS", packs)
    monkeypatch.setattr(variants, "_FROM_FILE", {})
    return tmp_path


def test_a_yaml_pack_file_gives_the_type_line_its_supertype() -> None:
    result = runner.invoke(app, ["typeline", "城壁の土地", "--variant", "fortress.yaml", "--json"])
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["english"] == "Walled Land"


def test_a_python_pack_file_gives_its_cards() -> None:
    result = runner.invoke(app, ["ask", "臆病な野兎", "--variant", "./skittish.py", "--json"])
    assert result.exit_code == 0, result.output
    (hare,) = json.loads(result.output)["objects"]
    assert (hare["name"], hare["abilities"]) == ("Skittish Hare", ["Skittish"])


def test_a_missing_pack_file_is_an_error(tmp_path: Path) -> None:
    result = runner.invoke(app, ["typeline", "Land", "--variant", "./nowhere.yaml"])
    assert result.exit_code == 2
    assert result.output == (
        f"error: no pack file './nowhere.yaml' (looked for {tmp_path / 'nowhere.yaml'}; shipped: "
        "bond; installed: none; or a pack file: path/to/pack.py or .yaml)\n"
    )


def test_a_wrong_pack_file_is_an_error_at_its_line(tmp_path: Path) -> None:
    (tmp_path / "wrong.yaml").write_text("pack: wrong\nsupertypes:\n  - {englsh: X}\n")
    result = runner.invoke(app, ["typeline", "Land", "--variant", "wrong.yaml"])
    assert result.exit_code == 2
    assert result.output == (
        f"error: {tmp_path / 'wrong.yaml'}:3: unknown field 'englsh' in a supertype; expected one"
        " of: english, japanese\n"
    )


def test_an_unknown_name_lists_the_packs_there_are() -> None:
    result = runner.invoke(app, ["typeline", "Land", "--variant", "fortress"])
    assert result.exit_code == 2
    assert result.output == (
        "error: unknown variant 'fortress' (shipped: bond; installed: none; or a pack file: "
        "path/to/pack.py or .yaml)\n"
    )


def test_pack_reads_a_pack_file_first_so_the_command_knows_it_by_name() -> None:
    result = runner.invoke(
        app,
        ["--pack", "fortress.yaml", "typeline", "城壁の土地", "--variant", "fortress", "--json"],
    )
    assert result.exit_code == 0, result.output
    assert json.loads(result.output)["english"] == "Walled Land"


def test_the_workbench_knows_a_pack_read_first_by_its_name() -> None:
    from fastapi.testclient import TestClient

    from mtgrules.web.app import create_app

    client = TestClient(create_app())
    params = {"q": "Rampart", "variant": "fortress"}
    assert client.get("/api/cards", params=params).status_code == 422  # not read yet
    assert runner.invoke(app, ["--pack", "./fortress.yaml", "coverage", "--json"]).exit_code == 0
    found = client.get("/api/cards", params=params)
    assert found.status_code == 200
    assert found.json()[0]["name"] == "Rampart Sentry"


def test_the_workbench_never_reads_a_pack_file_a_request_names() -> None:
    from fastapi.testclient import TestClient

    from mtgrules.web.app import create_app

    client = TestClient(create_app())
    refused = client.get("/api/cards", params={"q": "Rampart", "variant": "./fortress.yaml"})
    assert refused.status_code == 422
    assert "pack files are loaded only from the command line" in refused.json()["detail"]
    assert "fortress" not in variants.registered()
