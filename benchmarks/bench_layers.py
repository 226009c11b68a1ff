"""The layer system's speed: characteristics of a board of N permanents under about twenty static
effects (anthems, type changers, ability removers), recomputed after one change (an anthem enters
or leaves). Printed as milliseconds per recomputation."""

from __future__ import annotations

import time

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


def board(size: int) -> Game:
    game = Game()
    players = list(game.players)
    for i, name in enumerate(STATICS):
        game.create_card(name, players[i % 2], Zone.BATTLEFIELD)
    for i in range(size - len(STATICS)):
        game.create_card(FILLER[i % len(FILLER)], players[i % 2], Zone.BATTLEFIELD)
    return game


def recompute_ms(size: int, rounds: int = 6) -> float:
    """Milliseconds per recomputation after an anthem enters or leaves."""
    game = board(size)
    game.layers()
    total = 0.0
    anthem = None
    for _ in range(rounds):
        start = time.perf_counter()
        if anthem is None:
            anthem = game.create_card("Glorious Anthem", "A", Zone.BATTLEFIELD).id
        else:
            game.move(anthem, Zone.GRAVEYARD)
            anthem = None
        game.layers()
        total += time.perf_counter() - start
    return 1000 * total / rounds


def run() -> dict[str, float]:
    return {f"recompute_ms_{n}_permanents": recompute_ms(n) for n in (100, 400, 1000)}


if __name__ == "__main__":
    for name, value in run().items():
        print(f"{name:<40} {value:>10.2f}")
