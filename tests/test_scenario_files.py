"""Every scenario file under tests/scenarios/ (rulings written as boards with an ``expect:``
section) gives exactly the expected result."""

from __future__ import annotations

from pathlib import Path

import pytest

from mtgrules.scenario.explain import check_expectations
from mtgrules.scenario.run import load_scenario

FILES = sorted((Path(__file__).parent / "scenarios").glob("*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_scenario_file(path: Path) -> None:
    scenario = load_scenario(path)
    assert scenario.expect, f"{path.name} has no 'expect:' section"
    assert check_expectations(scenario) == []


def test_a_wrong_expectation_is_reported_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "wrong.yaml"
    path.write_text(
        "battlefield:\n  - {card: Grizzly Bears, id: bears}\nexpect:\n  bears: {power: 3}\n",
        encoding="utf-8",
    )
    assert check_expectations(load_scenario(path)) == [f"{path}:4: bears power: expected 3, got 2"]
