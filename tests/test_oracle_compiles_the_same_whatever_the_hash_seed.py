"""The compiler is deterministic: a line that the grammar reads in more than one way is read the
same way in every process, whatever Python's hash seed (Earley's ambiguity resolved over
ordered sets)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

LINES = {
    "Hanna, Ship's Navigator": "{1}{W}{U}, {T}: Return target artifact or enchantment card "
    "from your graveyard to your hand.",
    "Restoration Gearsmith": "When this creature enters, return target artifact or creature "
    "card from your graveyard to your hand.",
}

SCRIPT = """
import json, sys
from mtgrules.cards.oracle import compile_face
lines = json.loads(sys.argv[1])
print(json.dumps({name: [compile_face(name, text, types=('Creature',)).status, [list(u) for u in compile_face(name, text, types=('Creature',)).unsupported]]
                  for name, text in lines.items()}))
"""


def test_the_same_lines_compile_alike_under_six_hash_seeds() -> None:
    seen = []
    for seed in ("1", "2", "3", "4", "5", "6"):
        env = {**os.environ, "PYTHONHASHSEED": seed}
        out = subprocess.run(
            [sys.executable, "-c", SCRIPT, json.dumps(LINES)],
            env=env, capture_output=True, text=True, check=True,
        )  # fmt: skip
        seen.append(json.loads(out.stdout))
    assert all(found == seen[0] for found in seen)
