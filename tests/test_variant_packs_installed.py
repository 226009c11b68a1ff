"""Installed packs: an installed package offers a pack through an entry point of the
``mtgrules.variants`` group, named after the pack. The packages here are installed as pip
leaves one (the module on the path, a ``.dist-info`` with its entry points); the errors for an
unknown pack list the shipped and installed ones."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from mtgrules import variants
from mtgrules.cli import app
from mtgrules.game import packs as game_packs
from mtgrules.game.state import Game
from mtgrules.sourcefile import SourceError
from mtgrules.variants import UnknownVariant, get, resolve

EMBER = """from mtgrules.variants import VariantPack
from mtgrules.vocab.types import Supertype

PACK = VariantPack("ember", "Ember.", supertypes=(Supertype("Ember", "残り火の"),))
"""


@pytest.fixture(autouse=True)
def only_shipped_packs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The packs known are the shipped ones, whatever other tests registered or read."""
    packs = {name: pack for name, pack in game_packs._PACKS.items() if name in variants.shipped()}
    monkeypatch.setattr(game_packs, "_PACKS", packs)
    monkeypatch.setattr(variants, "_FROM_FILE", {})


@pytest.fixture
def site(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.syspath_prepend(str(tmp_path))
    return tmp_path


def install(site: Path, module: str, source: str, points: dict[str, str]) -> None:
    """Install a one-module package offering these ``mtgrules.variants`` entry points."""
    (site / f"{module}.py").write_text(source, encoding="utf-8")
    info = site / f"{module}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {module}\nVersion: 1.0\n")
    lines = "".join(f"{name} = {value}\n" for name, value in points.items())
    (info / "entry_points.txt").write_text(f"[mtgrules.variants]\n{lines}", encoding="utf-8")
    importlib.invalidate_caches()


def test_an_installed_pack_is_found_by_its_name(site: Path) -> None:
    install(site, "ember_pack", EMBER, {"ember": "ember_pack:PACK"})
    assert variants.installed_names() == ["ember"]
    assert get("ember").supertypes[0].japanese == "残り火の"
    game = Game(variants=["ember"])
    assert game.rules.vocabulary.supertype("残り火の") is not None


def test_an_entry_point_may_name_the_module_that_defines_pack(site: Path) -> None:
    install(site, "ember_module", EMBER, {"ember": "ember_module"})
    assert get("ember").name == "ember"


def test_the_command_line_and_the_workbench_find_installed_packs(site: Path) -> None:
    install(site, "ember_cli", EMBER, {"ember": "ember_cli:PACK"})
    result = CliRunner().invoke(app, ["typeline", "残り火の土地", "--variant", "ember", "--json"])
    assert result.exit_code == 0, result.output
    assert '"english": "Ember Land"' in result.output
    from fastapi.testclient import TestClient

    from mtgrules.web.app import create_app

    cards = TestClient(create_app()).get("/api/cards", params={"q": "x", "variant": "ember"})
    assert cards.status_code == 200


def test_unknown_packs_list_the_shipped_and_installed_ones(site: Path) -> None:
    install(site, "ember_list", EMBER, {"ember": "ember_list:PACK"})
    with pytest.raises(UnknownVariant) as error:
        resolve("embers")
    assert str(error.value) == (
        "unknown variant 'embers'; did you mean 'ember'? (shipped: bond; installed: ember; "
        "or a pack file: path/to/pack.py or .yaml)"
    )


def test_an_entry_point_named_otherwise_than_its_pack_is_refused(site: Path) -> None:
    install(site, "ember_misnamed", EMBER, {"cinder": "ember_misnamed:PACK"})
    with pytest.raises(SourceError) as error:
        get("cinder")
    assert str(error.value) == (
        "entry point 'cinder = ember_misnamed:PACK' (mtgrules.variants): names the pack 'ember':"
        " an entry point is named after its pack"
    )


def test_an_entry_point_that_fails_to_load_says_how(site: Path) -> None:
    install(site, "ember_broken", "import no_such_module_here\n", {"ember": "ember_broken:PACK"})
    with pytest.raises(SourceError) as error:
        get("ember")
    assert str(error.value) == (
        "entry point 'ember = ember_broken:PACK' (mtgrules.variants): can't be loaded: "
        "ModuleNotFoundError: No module named 'no_such_module_here'"
    )


def test_a_pack_file_can_t_take_an_installed_pack_s_name(site: Path, tmp_path: Path) -> None:
    install(site, "ember_taken", EMBER, {"ember": "ember_taken:PACK"})
    (tmp_path / "mine.py").write_text(EMBER, encoding="utf-8")
    with pytest.raises(SourceError) as error:
        resolve("mine.py", relative_to=tmp_path)
    assert error.value.message.startswith("a pack named 'ember' exists already (shipped: bond;")
