"""What the workbench spends on hostile or careless requests (``make bench``): for each, the
status it answers, the seconds it takes and the most Python memory it holds at once (tracemalloc
peak, MiB, in a second run), through the app in-process; and the memory an undo position
costs."""

from __future__ import annotations

import json
import random
import resource
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from mtgrules.cards.build import bundled_database
from mtgrules.cards.support import known_definitions
from mtgrules.game.decks import read_decklist
from mtgrules.game.state import Game
from mtgrules.web.app import create_app
from mtgrules.web.games import GameStore

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
YAML = {"content-type": "application/yaml"}
LAUGHS = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n' + "".join(
    f"{n}: &{n} [{','.join([f'*{b}'] * 9)}]\n" for b, n in zip("abcdefgh", "bcdefghi", strict=True)
)


def requests(api: TestClient) -> dict[str, Callable[[], Any]]:
    """The requests measured, by name."""
    forests = "library: {A: [" + ", ".join(["Forest"] * 1000) + "]}\n"
    many_tokens = "description: [" + ", ".join(["a"] * 330_000) + "]\n"  # just under 1 MB
    return {
        "alias bomb to /api/scenario/read": lambda: api.post(
            "/api/scenario/read", content=LAUGHS, headers=YAML
        ),
        "100,000 nested JSON objects to /api/explain": lambda: api.post(
            "/api/explain",
            content='{"a":' * 100_000 + "1" + "}" * 100_000,
            headers={"content-type": "application/json"},
        ),
        "5 MB body to /api/explain": lambda: api.post(
            "/api/explain", content=b"#" * 5_000_000, headers=YAML
        ),
        "1 MB of YAML tokens to /api/scenario/read": lambda: api.post(
            "/api/scenario/read", content=many_tokens, headers=YAML
        ),
        "scenario of 1,000 unnamed Forests to /api/explain": lambda: api.post(
            "/api/explain", content=forests, headers=YAML
        ),
        "'1000000000 Forest' deck to /api/games": lambda: api.post(
            "/api/games", json={"decks": ["1000000000 Forest", "1000000000 Forest"]}
        ),
        "two 500-Forest decks to /api/games": lambda: api.post(
            "/api/games", json={"decks": ["500 Forest", "500 Forest"]}
        ),
        "cross-origin text/plain POST /api/games": lambda: api.post(
            "/api/games",
            content=json.dumps({"decks": ["red-green-aggro", "red-green-aggro"]}),
            headers={"content-type": "text/plain", "origin": "http://evil.example"},
        ),
    }


def undo_cost() -> float:
    """KiB of Python memory per undo position over 150 random moves against an agent."""
    decks = {
        "A": read_decklist(EXAMPLES / "decks" / "red-green-aggro.txt"),
        "B": read_decklist(EXAMPLES / "decks" / "white-blue-fliers.txt"),
    }
    played = GameStore().add(Game.from_decks(decks, seed=1), "random", seed=1)
    chooser = random.Random(1)
    tracemalloc.start()
    for _ in range(150):
        if played.game.over:
            break
        played.apply(chooser.choice(played.game.legal_actions()))
    used = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return used / 1024 / max(1, len(played.history))


def run() -> dict[str, float]:
    bundled_database()
    known_definitions()  # the compiled card definitions load (or compile) outside the timing
    api = TestClient(create_app(EXAMPLES))
    api.get("/api/workbench")
    figures: dict[str, float] = {}
    for name, send in requests(api).items():
        start = time.perf_counter()
        answer = send()
        seconds = time.perf_counter() - start
        tracemalloc.start()  # measured again: tracemalloc slows the request down
        send()
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        figures[f"{name}: status"] = answer.status_code
        figures[f"{name}: s"] = seconds
        figures[f"{name}: peak MiB"] = peak / 2**20
    figures["undo: KiB per position"] = undo_cost()
    figures["max resident MiB (whole run)"] = (
        resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    )
    return figures


if __name__ == "__main__":
    for key, value in run().items():
        print(f"{key:<64} {value:>10,.2f}")
