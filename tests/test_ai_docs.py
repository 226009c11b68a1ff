"""The example of ``docs/ai.md`` runs as written (from the checkout's root)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_the_example_of_docs_ai_md_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    text = (ROOT / "docs" / "ai.md").read_text(encoding="utf-8")
    code = re.search(r"```python\n(.*?)```", text, re.DOTALL)
    assert code is not None
    monkeypatch.chdir(ROOT)
    exec(compile(code.group(1), "docs/ai.md", "exec"), {"__name__": "docs_ai"})
