"""The layer system's speed: every permanent's characteristics recomputed after one change (a
Glorious Anthem enters, then leaves), in milliseconds per recomputation, on two boards of N
permanents:

- ``bears``: N Grizzly Bears;
- ``statics``: about twenty static effects (anthems, Blood Moon, Urborg, Opalescence, Humility,
  Enchanted Evening, Yavimaya) and fillers.

With ``MTGRULES_BENCH_COMPARE=1`` (``make bench-compare`` sets it and installs PyPI
``phase-python``), the same boards are built in phase.rs with its debug actions (each card moved
from its library to the battlefield) and timed the same way, alternating the engines figure by
figure; each phase.rs figure is printed with the ratio mtgrules / phase.rs. Each figure is the
median of ten rounds in CPU time (``time.process_time``: phase.rs runs in this process too), so
other work on the machine skews them less. ``python benchmarks/bench_layers.py``."""

from __future__ import annotations

import json
import os
import statistics
import time
from collections import Counter
from typing import Any

from mtgrules.cards.build import bundled_database
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game

STATICS = [
    "Glorious Anthem", "Glorious Anthem", "Honor of the Pure", "Crusade", "Crusade",
    "Blood Moon", "Urborg, Tomb of Yawgmoth", "Opalescence", "Humility", "Enchanted Evening",
    "Glorious Anthem", "Honor of the Pure", "Yavimaya, Cradle of Growth", "Crusade",
    "Glorious Anthem", "Honor of the Pure", "Crusade", "Glorious Anthem", "Honor of the Pure",
    "Crusade",
]  # fmt: skip
FILLER = [
    "Grizzly Bears",
    "Silvercoat Lion",
    "Forest",
    "Plains",
    "Memnite",
    "Serra Angel",
    "Steam Vents",
    "Gray Ogre",
]
ANTHEM = "Glorious Anthem"
SIZES = (100, 400, 1000)
ROUNDS = 10


def board_cards(kind: str, size: int) -> list[str]:
    """The names of a board's permanents, in the order they enter (alternating players)."""
    if kind == "bears":
        return ["Grizzly Bears"] * size
    fillers = [FILLER[i % len(FILLER)] for i in range(size - len(STATICS))]
    return STATICS + fillers


# -- mtgrules -------------------------------------------------------------------------------------


def board(size: int, kind: str = "statics") -> Game:
    game = Game()
    players = list(game.players)
    for i, name in enumerate(board_cards(kind, size)):
        game.create_card(name, players[i % 2], Zone.BATTLEFIELD)
    return game


def recompute_ms(size: int, kind: str = "statics", rounds: int = ROUNDS) -> float:
    """Milliseconds per recomputation after an anthem enters or leaves (the median round)."""
    game = board(size, kind)
    game.layers()
    times = []
    anthem = None
    for _ in range(rounds):
        start = time.process_time()
        if anthem is None:
            anthem = game.create_card(ANTHEM, "A", Zone.BATTLEFIELD).id
        else:
            game.move(anthem, Zone.GRAVEYARD)
            anthem = None
        game.layers()
        times.append(time.process_time() - start)
    return 1000 * statistics.median(times)


# -- phase.rs -------------------------------------------------------------------------------------


def phase_module() -> Any | None:
    """phase.rs, when the comparison is asked for (``make bench-compare`` sets
    ``MTGRULES_BENCH_COMPARE=1``) and it is installed."""
    if os.environ.get("MTGRULES_BENCH_COMPARE") != "1":
        return None
    try:
        import phase  # type: ignore[import-not-found]
    except ImportError:
        print("  (phase-python is not installed: `make bench-compare` installs it)")
        return None
    return phase


def _phase_engine(phase: Any) -> Any:
    """phase.rs's engine with the boards' cards, built from the bundled database."""
    database = bundled_database()
    faces = {}
    for name in sorted({*STATICS, *FILLER, ANTHEM}):
        face = database.card(name).front
        atomic = {
            "name": face.name, "manaCost": face.mana_cost or "", "types": list(face.types),
            "subtypes": list(face.subtypes), "supertypes": list(face.supertypes),
            "text": face.oracle_text or "", "layout": "normal", "colors": list(face.colors),
            "colorIdentity": list(face.colors), "manaValue": 0.0, "type": face.type_line,
            "keywords": [], "legalities": {"standard": "Legal"}, "identifiers": {},
            "foreignData": [], "printings": [], "rulings": [],
        }  # fmt: skip
        if face.power is not None:
            atomic["power"], atomic["toughness"] = face.power, face.toughness
        faces[face.name.lower()] = phase.build_oracle_face(atomic, None)
    return phase.Engine.from_json(json.dumps(faces))


class PhaseBoard:
    """A phase.rs game whose battlefield holds a board's permanents: each player's deck is their
    half of the board (plus the anthem for the first), padded to 60 with Forests that stay in
    the library; past the mulligans, debug mode is switched on in the saved state and every
    board card is moved to the battlefield."""

    def __init__(self, phase: Any, engine: Any, cards: list[str]) -> None:
        self.phase = phase
        halves = [[*cards[0::2], ANTHEM], cards[1::2]]
        decks = [half + ["Forest"] * max(0, 60 - len(half)) for half in halves]
        game = engine.new_game(decks[0], decks[1], seed=1)
        while (waiting := game.waiting_for())["type"] != "Priority":
            game.apply(waiting["data"]["pending"][0]["player"], game.actions()[0])
        saved = game.state()
        saved["state"]["debug_mode"] = True
        saved["state"]["format_config"]["allow_debug_actions"] = True
        self.game = engine.load_game(saved)
        wanted = [Counter(halves[0]), Counter(halves[1])]
        self.anthem: int | None = None
        for key, obj in saved["state"]["objects"].items():
            left = wanted[obj["owner"]]
            if left[obj["name"]] <= 0:
                continue
            left[obj["name"]] -= 1
            if obj["name"] == ANTHEM and self.anthem is None and obj["owner"] == 0:
                self.anthem = int(key)  # enters and leaves while timed
                continue
            self.move(int(key), "Battlefield")
        assert self.anthem is not None
        assert len(self.game.battlefield()) == len(cards), "every board card on the battlefield"

    def move(self, object_id: int, zone: str) -> None:
        action = {"type": "MoveToZone", "data": {"object_id": object_id, "to_zone": zone}}
        self.game.apply(0, self.phase.GameAction.from_dict({"type": "Debug", "data": action}))


def phase_recompute_ms(
    phase: Any, engine: Any, size: int, kind: str, rounds: int = ROUNDS
) -> float:
    """Milliseconds per action moving the anthem to the battlefield or away (phase.rs applies
    its layers as part of the action; the median round)."""
    board = PhaseBoard(phase, engine, board_cards(kind, size))
    assert board.anthem is not None
    times = []
    for index in range(rounds):
        zone = "Battlefield" if index % 2 == 0 else "Graveyard"
        start = time.process_time()
        board.move(board.anthem, zone)
        times.append(time.process_time() - start)
    return 1000 * statistics.median(times)


# -- the figures -----------------------------------------------------------------------------------


def run() -> dict[str, float]:
    phase = phase_module()
    engine = _phase_engine(phase) if phase is not None else None
    figures: dict[str, float] = {}
    rows = []
    for kind in ("bears", "statics"):
        for size in SIZES:
            ours = recompute_ms(size, kind)
            figures[f"{kind}_{size}_mtgrules_ms"] = ours
            if phase is not None:
                theirs = phase_recompute_ms(phase, engine, size, kind)
                figures[f"{kind}_{size}_phase_rs_ms"] = theirs
                figures[f"{kind}_{size}_mtgrules_per_phase_rs"] = ours / theirs
                rows.append(
                    f"  | {kind} | {size} | {ours:.2f} | {theirs:.2f} | {ours / theirs:.2f} |"
                )
    if rows:
        print("  | board | permanents | mtgrules ms | phase.rs ms | mtgrules / phase.rs |")
        print("  |---|---|---|---|---|")
        print("\n".join(rows))
    return figures


if __name__ == "__main__":
    for name, value in run().items():
        print(f"{name:<40} {value:>10.2f}")
