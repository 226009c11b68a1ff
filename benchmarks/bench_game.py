"""The game's speed: random playouts (games and actions per second, full rules: priority in every
step, the layer system, state-based actions, triggers), and on a mid-game state the time of
``game.copy()``, ``legal_actions()`` (repeated on that state, and the first call at each decision
of random games) and ``state_hash()`` in microseconds.

Times are CPU times (``time.process_time``), so other work on the machine doesn't skew them. The
decks are the first two core example decklists (``examples/decks/*.txt`` but the variants'
``bond-*``) when they exist, else two built-in lists of defined cards; the Bond variant's speed
is measured on its two 40-card decks. ``python benchmarks/bench_game.py [GAMES]``."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from mtgrules.game.agents import RandomAgent, play_game
from mtgrules.game.decks import read_decklist
from mtgrules.game.state import Game

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "decks"

RED_GREEN = (
    ["Forest"] * 12 + ["Mountain"] * 12 + ["Grizzly Bears"] * 8 + ["Llanowar Elves"] * 4
    + ["Lightning Bolt"] * 8 + ["Shock"] * 4 + ["Giant Growth"] * 4 + ["Runeclaw Bear"] * 4
    + ["Gray Ogre"] * 4
)  # fmt: skip
WHITE_BLUE = (
    ["Plains"] * 14 + ["Island"] * 10 + ["Silvercoat Lion"] * 8 + ["Glory Seeker"] * 6
    + ["Serra Angel"] * 6 + ["Glorious Anthem"] * 4 + ["Memnite"] * 4 + ["Ornithopter"] * 4
    + ["Turn to Frog"] * 4
)  # fmt: skip


def example_decks() -> tuple[list[str], list[str]]:
    """The first two core example decklists (by file name), else the built-in ones."""
    paths = (
        [p for p in sorted(EXAMPLES.glob("*.txt")) if not p.name.startswith("bond-")][:2]
        if EXAMPLES.is_dir()
        else []
    )
    if len(paths) < 2:
        return RED_GREEN, WHITE_BLUE
    first, second = (read_decklist(path).cards for path in paths)
    return first, second


BOND_DECKS = ("bond-red-green.txt", "bond-white-black.txt")


def playouts(games: int, seed: int = 0, variants: tuple[str, ...] = ()) -> tuple[float, float]:
    """Random games played to the end: games per second and actions per second (with the
    Bond variant's decks when ``variants`` is ``("bond",)``)."""
    if variants:
        a, b = (read_decklist(EXAMPLES / name, variants=variants).cards for name in BOND_DECKS)
    else:
        a, b = example_decks()
    Game.from_decks([a, b], seed=seed, variants=variants)  # load outside the timing
    actions = 0
    start = time.process_time()
    for i in range(games):
        game = Game.from_decks([a, b], seed=seed + i, variants=variants)
        result = play_game(game, [RandomAgent(seed + i), RandomAgent(seed + i + 10_000)])
        actions += result.actions
    elapsed = time.process_time() - start
    return games / elapsed, actions / elapsed


def mid_game(seed: int = 3, turn: int = 8) -> Game:
    """A random game played to the first main phase of ``turn`` with priority."""
    a, b = example_decks()
    game = Game.from_decks([a, b], seed=seed)
    agents = {"A": RandomAgent(seed), "B": RandomAgent(seed + 1)}
    while not game.over and game.pending is not None:
        if game.turn >= turn and game.step.is_main and game.pending.kind.value == "priority":
            break
        game.apply(agents[game.pending.player].choose(game))
    return game


def legal_actions_per_decision_us(games: int = 3, seed: int = 100) -> float:
    """Microseconds of the first ``legal_actions()`` at each decision of random games (what an
    agent pays; repeated calls on an unchanged state are cheaper)."""
    a, b = example_decks()
    total, decisions = 0.0, 0
    for i in range(games):
        game = Game.from_decks([a, b], seed=seed + i)
        agents = {"A": RandomAgent(seed + i), "B": RandomAgent(seed + i + 1)}
        while not game.over and game.pending is not None:
            start = time.process_time()
            game.legal_actions()
            total += time.process_time() - start
            decisions += 1
            game.apply(agents[game.pending.player].choose(game))
    return 1e6 * total / decisions


def micro_us(game: Game, what: str, rounds: int = 200) -> float:
    """Microseconds per call of ``copy``, ``legal_actions`` (characteristics cached, as they
    are between two actions) or ``state_hash``."""
    call = getattr(game, what)
    game.layers()
    call()
    start = time.process_time()
    for _ in range(rounds):
        call()
    return 1e6 * (time.process_time() - start) / rounds


def run(games: int = 20) -> dict[str, float]:
    Game.from_decks(example_decks(), seed=0)  # load the card data outside the timing
    games_per_s, actions_per_s = playouts(games)
    game = mid_game()
    return {
        "random_games_per_s": games_per_s,
        "random_actions_per_s": actions_per_s,
        "copy_us_mid_game": micro_us(game, "copy"),
        "legal_actions_us_mid_game": micro_us(game, "legal_actions"),
        "legal_actions_us_per_decision": legal_actions_per_decision_us(),
        "state_hash_us_mid_game": micro_us(game, "state_hash"),
        "bond_random_games_per_s": playouts(max(2, games // 4), variants=("bond",))[0],
    }


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    for name, value in run(count).items():
        print(f"{name:<40} {value:>12,.2f}")
