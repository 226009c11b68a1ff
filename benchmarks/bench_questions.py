"""How long a judge waits for the common questions: ``mtgrules ask`` from a fresh process each
time (what a person at the command line waits for, start-up included), and the workbench's
answer to the same board once it is serving (``POST /api/explain?views=true``, the request the
page makes when a card is added). The questions: Blood Moon then Urborg (CR 613.8), the same in
Japanese names, Humility and Opalescence (613.8b), Mycosynth Lattice and March of the Machines
(613.8), and Conspiracy's chosen type on a creature (614.12)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

QUESTIONS: dict[str, tuple[list[str], dict[str, str], list[str]]] = {
    "Blood Moon + Urborg": (["Blood Moon", "Urborg, Tomb of Yawgmoth"], {}, []),
    "the same in Japanese": (["血染めの月", "ヨーグモスの墳墓、アーボーグ"], {}, ["--lang", "ja"]),
    "Humility + Opalescence": (["Humility", "Opalescence"], {}, []),
    "Mycosynth Lattice + March": (["Mycosynth Lattice", "March of the Machines"], {}, []),
    "Conspiracy (Elf) + Grizzly Bears": (
        ["Conspiracy", "Grizzly Bears"],
        {"Conspiracy": "Elf"},
        [],
    ),
}
"""Each question: the cards in order, the choices they enter with, the command line's flags."""
MTGRULES = Path(sys.executable).with_name("mtgrules")


def _ask(cards: list[str], choose: dict[str, str], flags: list[str]) -> float:
    chosen = [part for card, value in choose.items() for part in ("--choose", f"{card}={value}")]
    began = time.perf_counter()
    command = [str(MTGRULES), "ask", *cards, *chosen, *flags]
    subprocess.run(command, check=True, capture_output=True)
    return time.perf_counter() - began


def _workbench() -> dict[str, float]:
    from fastapi.testclient import TestClient

    from mtgrules.cards.build import bundled_database
    from mtgrules.cards.support import known_definitions
    from mtgrules.scenario.ask import question, scenario_text
    from mtgrules.web.app import create_app

    bundled_database()
    known_definitions()  # as `mtgrules serve` loads them before it answers
    out = {}
    with TestClient(create_app()) as client:
        for label, (cards, choose, _flags) in QUESTIONS.items():
            text = scenario_text(question(cards, (), choose))
            began = time.perf_counter()
            answer = client.post(
                "/api/explain?views=true",
                content=text,
                headers={"content-type": "application/yaml"},
            )
            answer.raise_for_status()
            out[f"workbench {label}: seconds"] = time.perf_counter() - began
    return out


def run() -> dict[str, float]:
    figures = {f"ask {label}: seconds": _ask(*asked) for label, asked in QUESTIONS.items()}
    return {**figures, **_workbench()}


if __name__ == "__main__":
    for name, value in run().items():
        print(f"{name:<52} {value:8.2f}")
