"""The package's layout: no import cycle between its modules — every import counted: module-level,
function-level and ``if TYPE_CHECKING:`` ones (which only annotations read) —, the game state
below every rule area and the Game class above them all, no module over 1,000 lines, and no
private name imported from another module."""

from __future__ import annotations

import ast
import graphlib
from pathlib import Path

import grimp
import pytest

SOURCE = Path(__file__).resolve().parent.parent / "src" / "mtgrules"


def _graph() -> dict[str, set[str]]:
    graph = grimp.build_graph("mtgrules", exclude_type_checking_imports=False, cache_dir=None)
    return {m: set(graph.find_modules_directly_imported_by(m)) for m in graph.modules}


def _below(graph: dict[str, set[str]], module: str) -> set[str]:
    found: set[str] = set()
    waiting = [module]
    while waiting:
        for imported in graph[waiting.pop()]:
            if imported not in found:
                found.add(imported)
                waiting.append(imported)
    return found


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
    assert importing_state == []  # the rule areas work on the GameState below them


def test_the_game_state_imports_no_rule_area() -> None:
    """The state and its primitives rest on the game's data types alone; what the rules decide
    for them (replacement, attachment, the layer system's reach) the Game class answers."""
    below = {
        m for m in _below(_graph(), "mtgrules.game.game_state") if m.startswith("mtgrules.game")
    }
    assert below == {
        "mtgrules.game.assignment",
        "mtgrules.game.errors",
        "mtgrules.game.events",
        "mtgrules.game.leaving",
        "mtgrules.game.long_lived",
        "mtgrules.game.mana_pool",
        "mtgrules.game.objects",
        "mtgrules.game.play_state",
    }


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
