"""The package's layout: no import cycle between its modules — module-level and function-level
imports counted; ``if TYPE_CHECKING:`` imports, which only annotations read, left out — and no
module over 1,000 lines, nor a private name imported from another module."""

from __future__ import annotations

import ast
import graphlib
from pathlib import Path

import grimp
import pytest

SOURCE = Path(__file__).resolve().parent.parent / "src" / "mtgrules"


def _graph() -> dict[str, set[str]]:
    graph = grimp.build_graph("mtgrules", exclude_type_checking_imports=True)
    return {m: set(graph.find_modules_directly_imported_by(m)) for m in graph.modules}


def test_no_module_imports_one_that_imports_it_back() -> None:
    sorter = graphlib.TopologicalSorter(_graph())
    try:
        sorter.prepare()
    except graphlib.CycleError as error:
        pytest.fail(f"an import cycle: {' -> '.join(error.args[1])}")


def test_the_game_class_is_the_top_of_the_game_package() -> None:
    graph = _graph()
    game = {m for m in graph if m.startswith("mtgrules.game.")}
    importing_state = sorted(m for m in game if "mtgrules.game.state" in graph[m])
    assert importing_state == []  # the rule areas see the Game class only in annotations


def test_no_source_module_over_1000_lines() -> None:
    long = {
        str(path.relative_to(SOURCE)): n
        for path in SOURCE.rglob("*.py")
        if (n := len(path.read_text(encoding="utf-8").splitlines())) > 1000
    }
    assert long == {}


def test_no_private_name_is_imported_from_another_module() -> None:
    imported = sorted(
        f"{path.relative_to(SOURCE)}: {node.module}.{alias.name}"
        for path in SOURCE.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("mtgrules")
        for alias in node.names
        if alias.name.startswith("_") and not alias.name.startswith("__")
    )
    assert imported == []
