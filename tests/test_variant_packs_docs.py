"""docs/variants.md, run as written: each walk-through (a YAML pack, a Python pack file, an
installed pack) writes its files out as shown and runs its commands, whose output must be exactly
what the page shows. ``pip install ./DIR`` is done as pip leaves it: the package's module on the
path and a ``.dist-info`` with its entry points."""

from __future__ import annotations

import importlib
import re
import shlex
import tomllib
from pathlib import Path

import pytest
from typer.testing import CliRunner

from mtgrules import variants
from mtgrules.cli import app
from mtgrules.game import packs as game_packs

ROOT = Path(__file__).resolve().parents[1]
DOC = (ROOT / "docs" / "variants.md").read_text(encoding="utf-8")
FILE = re.compile(r"^File `(?P<name>[^`]+)`:\n\n```\w*\n(?P<text>.*?)^```$", re.M | re.S)
CONSOLE = re.compile(r"^```console\n(?P<text>.*?)^```$", re.M | re.S)
WALK_THROUGHS = (
    "Where a pack comes from",
    "A YAML pack: keywords, supertypes, mana symbols and cards without Python",
    "A Python pack file: a keyword with a rule hook",
    "An installed pack: an entry point",
)


@pytest.fixture
def only_shipped_packs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The packs known are the shipped ones, whatever other tests registered or read."""
    packs = {name: pack for name, pack in game_packs._PACKS.items() if name in variants.shipped()}
    monkeypatch.setattr(game_packs, "_PACKS", packs)
    monkeypatch.setattr(variants, "_FROM_FILE", {})


def section(title: str) -> str:
    start = DOC.index(f"\n## {title}\n")
    end = DOC.find("\n## ", start + 1)
    return DOC[start : end if end != -1 else None]


def commands(text: str) -> list[tuple[str, list[str]]]:
    """Each ``$ command`` of the section's console blocks, with the lines it prints."""
    out: list[tuple[str, list[str]]] = []
    for block in CONSOLE.finditer(text):
        for line in block["text"].splitlines():
            if line.startswith("$ "):
                out.append((line[2:], []))
            else:
                out[-1][1].append(line)
    return out


def pip_install(directory: Path, site: Path) -> None:
    """What ``pip install DIR`` leaves for a one-module package: the module, and its
    ``.dist-info`` with ``METADATA`` and ``entry_points.txt``."""
    project = tomllib.loads((directory / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    for module in directory.glob("*.py"):
        (site / module.name).write_text(module.read_text(encoding="utf-8"), encoding="utf-8")
    info = site / f"{project['name'].replace('-', '_')}-{project['version']}.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(
        f"Metadata-Version: 2.1\nName: {project['name']}\nVersion: {project['version']}\n",
        encoding="utf-8",
    )
    lines = []
    for group, points in project.get("entry-points", {}).items():
        lines.append(f"[{group}]")
        lines += [f"{name} = {value}" for name, value in points.items()]
    (info / "entry_points.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    importlib.invalidate_caches()


@pytest.mark.usefixtures("only_shipped_packs")
@pytest.mark.parametrize("title", WALK_THROUGHS)
def test_the_walk_through_runs_as_written(
    title: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = section(title)
    for found in FILE.finditer(text):
        path = tmp_path / found["name"]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(found["text"], encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    site = tmp_path / "site-packages"
    site.mkdir()
    monkeypatch.syspath_prepend(str(site))
    ran = commands(text)
    assert ran, f"no commands in '{title}'"
    runner = CliRunner()
    for command, shown in ran:
        words = shlex.split(command)
        if words[:2] == ["pip", "install"]:
            pip_install(tmp_path / words[2], site)
            continue
        assert words[0] == "mtgrules"
        result = runner.invoke(app, words[1:])
        printed = [line.rstrip() for line in result.output.splitlines()]
        assert printed == shown, f"$ {command}"
        failed = bool(shown) and shown[0].startswith(("error:", "✗"))
        assert (result.exit_code != 0) == failed, f"$ {command}: exit code {result.exit_code}"


@pytest.mark.parametrize("name", ["fortress.yaml", "skittish.py", "sentry-and-humility.yaml"])
def test_the_example_packs_are_the_ones_in_the_docs(name: str) -> None:
    shown = {m["name"]: m["text"] for m in FILE.finditer(DOC)}
    assert shown[name] == (ROOT / "examples" / "packs" / name).read_text(encoding="utf-8")
