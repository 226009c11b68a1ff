"""The game API for search and learning: the cost of keeping undo (``apply`` with and without
it, on the same actions of random games), of ``undo`` itself and of the history it keeps; of
saving and reading back a position (``to_json``/``from_json``, pickling) and its size; of a
player's view, a determinized game, the observation encoding; and steps of the environments.

Times are CPU times (``time.process_time``) per call in microseconds unless the name says
otherwise. The decks are the core example decklists ``red-green-aggro`` and
``white-blue-fliers``. ``python benchmarks/bench_ai.py``."""

from __future__ import annotations

import pickle
import random
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mtgrules.game.actions import Action
from mtgrules.game.decks import read_decklist
from mtgrules.game.state import Game
from mtgrules.game.view import view_of
from mtgrules.sim.agents import RandomAgent
from mtgrules.sim.encoding import action_mask, observe

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "decks"
DECKS = [str(EXAMPLES / n) for n in ("red-green-aggro.txt", "white-blue-fliers.txt")]


def decks() -> list[list[str]]:
    return [read_decklist(Path(p)).cards for p in DECKS]


def random_actions(seed: int, limit: int = 600) -> list[Action]:
    """The actions of a random game (up to ``limit``)."""
    game = Game.from_decks(decks(), seed=seed)
    agents = {p: RandomAgent(seed=seed + i) for i, p in enumerate(game.players)}
    taken: list[Action] = []
    while not game.over and len(taken) < limit and game.pending is not None:
        taken.append(agents[game.pending.player].choose(game))
        game.apply(taken[-1])
    return taken


def apply_us(seeds: range, repeats: int = 3) -> tuple[float, float]:
    """Mean time of ``apply`` over the actions of random games, without and with undo kept:
    the two measured in turn on each game, the best of ``repeats`` runs each (so that other
    work on the machine weighs on both alike)."""
    totals = {False: 0.0, True: 0.0}
    count = 0
    for seed in seeds:
        actions = random_actions(seed)
        count += len(actions)
        best = {False: float("inf"), True: float("inf")}
        for _ in range(repeats):
            for undo in (False, True):
                game = Game.from_decks(decks(), seed=seed)
                if undo:
                    game.enable_undo()
                start = time.process_time()
                for action in actions:
                    game.apply(action)
                best[undo] = min(best[undo], time.process_time() - start)
        for undo in best:
            totals[undo] += best[undo]
    return totals[False] / count * 1e6, totals[True] / count * 1e6


def undo_figures(seed: int = 1) -> dict[str, float]:
    """Undo's own time, and the memory its history holds per action."""
    actions = random_actions(seed)
    game = Game.from_decks(decks(), seed=seed)
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    game.enable_undo()
    for action in actions:
        game.apply(action)
    held = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    plain = Game.from_decks(decks(), seed=seed)
    tracemalloc.start()
    before = tracemalloc.get_traced_memory()[0]
    for action in actions:
        plain.apply(action)
    held_plain = tracemalloc.get_traced_memory()[0] - before
    tracemalloc.stop()
    start = time.process_time()
    for _ in actions:
        game.undo()
    undo = (time.process_time() - start) / len(actions) * 1e6
    return {
        "undo_us": undo,
        "undo_history_bytes_per_action": (held - held_plain) / len(actions),
        "actions_taken_back": float(len(actions)),
    }


def mid_game(actions: int = 150, seed: int = 2) -> Game:
    game = Game.from_decks(decks(), seed=seed)
    for action in random_actions(seed, actions):
        game.apply(action)
    return game


def per_call_us(call: Callable[[], Any], repeat: int) -> float:
    start = time.process_time()
    for _ in range(repeat):
        call()
    return (time.process_time() - start) / repeat * 1e6


def position_figures(game: Game) -> dict[str, float]:
    text = game.to_json()
    data = pickle.dumps(game)
    return {
        "to_json_ms_mid_game": per_call_us(game.to_json, 10) / 1000,
        "from_json_ms_mid_game": per_call_us(lambda: Game.from_json(text), 10) / 1000,
        "position_kb_mid_game": len(text.encode()) / 1024,
        "pickle_round_trip_ms_mid_game": per_call_us(lambda: pickle.loads(pickle.dumps(game)), 5)
        / 1000,
        "pickle_kb_mid_game": len(data) / 1024,
        "replay_ms_mid_game": per_call_us(lambda: Game.replay(game.record()), 3) / 1000,
        "copy_us_mid_game": per_call_us(game.copy, 50),
    }


def view_figures(game: Game) -> dict[str, float]:
    player = game.pending.player if game.pending else "A"
    view = game.view(player)
    rng = random.Random(0)
    return {
        "view_us_mid_game": per_call_us(lambda: game.view(player), 50),
        "determinize_us_mid_game": per_call_us(lambda: Game.determinize(view, rng), 50),
        "observation_us_mid_game": per_call_us(
            lambda: (observe(view_of(game, player, determinizable=False)), action_mask(game)),
            100,
        ),
    }


def env_steps_per_s(steps: int = 400) -> float:
    import gymnasium
    import numpy as np

    import mtgrules  # noqa: F401  (registers mtgrules/Duel-v0)

    env = gymnasium.make("mtgrules/Duel-v0", decks=DECKS)
    observation, _ = env.reset(seed=0)
    chooser = np.random.default_rng(0)
    start = time.process_time()
    for _ in range(steps):
        legal = np.flatnonzero(observation["action_mask"])
        observation, _, terminated, truncated, _ = env.step(int(chooser.choice(legal)))
        if terminated or truncated:
            observation, _ = env.reset()
    return steps / (time.process_time() - start)


def run() -> dict[str, float]:
    Game.from_decks(decks(), seed=0)  # load the card data outside the timing
    seeds = range(1, 4)
    without, with_undo = apply_us(seeds)
    game = mid_game()
    return {
        "apply_us_without_undo": without,
        "apply_us_with_undo_kept": with_undo,
        "undo_overhead_percent": (with_undo / without - 1) * 100,
        **undo_figures(),
        **position_figures(game),
        **view_figures(game),
        "duel_env_steps_per_s": env_steps_per_s(),
    }


if __name__ == "__main__":
    for name, value in run().items():
        print(f"{name:<40} {value:>12,.2f}")
