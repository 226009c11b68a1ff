"""``make demo`` (scripts/demo.sh) is a short tour: a few screens, the Blood Moon + Urborg answer
first (CR 613.8), each step a command shown as typed; the long output is behind ``--all``."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
MTGRULES = Path(sys.executable).parent / "mtgrules"

pytestmark = pytest.mark.skipif(
    shutil.which("bash") is None or not MTGRULES.is_file(), reason="needs bash and mtgrules"
)


def demo(*flags: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", "scripts/demo.sh", str(MTGRULES), *flags],
        cwd=ROOT, capture_output=True, text=True, timeout=600,
    )  # fmt: skip


def test_the_tour_answers_blood_moon_and_urborg_first_in_a_few_screens() -> None:
    result = demo()
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert len(lines) <= 150  # a few screens
    steps = [line for line in lines if line.startswith("━━ ")]
    assert [step.split(". ")[0] for step in steps[:-1]] == [f"━━ {n}" for n in range(1, 7)]
    assert steps[-1] == f"━━ More (mtgrules is {MTGRULES}) ━━"
    commands = [line for line in lines if line.startswith("$ ")]
    assert commands[0] == '$ mtgrules ask "Blood Moon" "Urborg, Tomb of Yawgmoth" --object urborg'
    answer = lines.index(
        "│  type line  Legendary Land — Mountain                                        │"
    )
    assert answer < 12
    scenarios = len([*ROOT.glob("examples/scenarios/*.yaml")]) + 2  # and the packs' two
    assert f"… {scenarios} of {scenarios} scenarios as expected" in lines


def test_an_unknown_flag_is_refused() -> None:
    result = demo("--everything")
    assert (result.returncode, result.stderr) == (
        2, "demo: unknown flag '--everything' (known: --all)\n",
    )  # fmt: skip
