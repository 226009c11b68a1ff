"""Side by side with phase.rs (PyPI ``phase-python``) when ``MTGRULES_BENCH_COMPARE=1`` (``make
bench-compare`` sets it and installs phase-python): full-rules random playouts of the same two
decks, each engine choosing uniformly among its own legal actions. Otherwise only mtgrules'
figures are printed."""

from __future__ import annotations

import json
import os
import random
import time
from typing import Any

from mtgrules.cards.build import bundled_database
from mtgrules.game.state import Game

DECK = (
    ["Grizzly Bears"] * 12 + ["Forest"] * 17 + ["Lightning Bolt"] * 4 + ["Mountain"] * 7
    + ["Gray Ogre"] * 8 + ["Shock"] * 4 + ["Giant Growth"] * 4 + ["Silvercoat Lion"] * 4
)  # fmt: skip
GAMES = 4
CAP = 3000


def mtgrules_uniform(games: int = GAMES) -> tuple[float, float]:
    start, actions = time.perf_counter(), 0
    for seed in range(games):
        game = Game.from_decks([DECK, DECK], seed=seed)
        rng = random.Random(seed)
        while not game.over and actions < CAP * (seed + 1):
            game.apply(rng.choice(game.legal_actions()))
            actions += 1
    seconds = time.perf_counter() - start
    return games / seconds, actions / seconds


def _phase_card_data(phase: Any) -> str:
    """phase.rs's card data for the deck's cards, built from the bundled database."""
    database = bundled_database()
    faces = {}
    for name in sorted(set(DECK)):
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
    return json.dumps(faces)


def phase_uniform(games: int = GAMES) -> tuple[float, float] | None:
    if os.environ.get("MTGRULES_BENCH_COMPARE") != "1":
        return None  # `make bench` prints mtgrules' figures alone
    try:
        import phase  # type: ignore[import-not-found]
    except ImportError:
        print("  (phase-python is not installed: `make bench-compare` installs it)")
        return None
    engine = phase.Engine.from_json(_phase_card_data(phase))
    start, actions = time.perf_counter(), 0
    for seed in range(games):
        game = engine.new_game(DECK, DECK, seed=seed)
        rng = random.Random(seed)
        for _ in range(CAP):
            legal = game.actions()
            if not legal:
                break
            waiting = game.waiting_for()
            data = waiting.get("data") if isinstance(waiting, dict) else None
            actor = None
            if isinstance(data, dict):
                actor = data.get("player")
                if actor is None and data.get("pending"):
                    actor = data["pending"][0]["player"]
            actor = game.priority_player() if actor is None else actor
            choice = rng.choice(legal)
            try:
                game.apply(actor or 0, choice)
            except ValueError:
                game.apply(1 - (actor or 0), choice)
            actions += 1
    seconds = time.perf_counter() - start
    return games / seconds, actions / seconds


def run() -> dict[str, float]:
    ours = mtgrules_uniform()
    figures = {"mtgrules_uniform_games_per_s": ours[0], "mtgrules_uniform_actions_per_s": ours[1]}
    theirs = phase_uniform()
    if theirs is not None:
        figures["phase_rs_uniform_games_per_s"] = theirs[0]
        figures["phase_rs_uniform_actions_per_s"] = theirs[1]
    return figures


if __name__ == "__main__":
    for name, value in run().items():
        print(f"{name:<40} {value:>12.2f}")
