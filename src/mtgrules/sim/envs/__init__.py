"""Standard environments for learning agents, on the encodings of :mod:`mtgrules.sim.encoding`:

- ``mtgrules/Duel-v0``, a Gymnasium environment (:class:`~mtgrules.sim.envs.duel.DuelEnv`): one
  seat, the other played by an agent. ``gymnasium.make("mtgrules/Duel-v0", decks=[...],
  opponent=..., variants=...)`` once ``mtgrules`` has been imported (before or after gymnasium).
- :func:`aec_env`, a PettingZoo AEC environment (:class:`~mtgrules.sim.envs.aec.DuelAEC`): both
  seats, each an agent.

Importing this package imports neither gymnasium nor pettingzoo nor the game: they are imported
when an environment is made.
"""

from __future__ import annotations

import importlib.machinery
import sys

TYPE_CHECKING = False  # (not typing's: importing mtgrules imports no more than it must)
if TYPE_CHECKING:
    from collections.abc import Sequence
    from types import ModuleType
    from typing import Any

DUEL_ID = "mtgrules/Duel-v0"


def aec_env(decks: Sequence[Any], variants: Sequence[str] = (), **options: Any) -> Any:
    """A PettingZoo AEC environment of a game between ``decks`` (two decklists: lists of card
    names, :class:`~mtgrules.game.decks.Decklist` values or paths of decklist files), with
    ``variants``; ``options`` as :class:`~mtgrules.sim.envs.aec.DuelAEC` takes them."""
    from mtgrules.sim.envs.aec import DuelAEC

    return DuelAEC(decks=decks, variants=variants, **options)


def register_duel() -> None:
    """Register ``mtgrules/Duel-v0`` with gymnasium (once)."""
    import gymnasium

    if DUEL_ID not in gymnasium.registry:
        gymnasium.register(id=DUEL_ID, entry_point="mtgrules.sim.envs.duel:DuelEnv")


class _AfterGymnasium:
    """Registers ``mtgrules/Duel-v0`` as soon as gymnasium has been imported, so that
    importing mtgrules doesn't import gymnasium (and numpy). (A finder of modules for
    ``sys.meta_path``: it finds none, but wraps how gymnasium is loaded.)"""

    def find_spec(self, name: str, path: Any, target: Any = None) -> Any:
        if name != "gymnasium":
            return None
        sys.meta_path.remove(self)
        spec = importlib.machinery.PathFinder.find_spec(name, path)
        if spec is None or spec.loader is None:
            return spec
        loader = spec.loader
        run = loader.exec_module

        def exec_module(module: ModuleType) -> None:
            run(module)
            register_duel()

        loader.exec_module = exec_module  # type: ignore[method-assign]
        return spec


def register_when_imported() -> None:
    """Register ``mtgrules/Duel-v0`` now if gymnasium is imported, else once it is."""
    if "gymnasium" in sys.modules:
        register_duel()
    elif not any(isinstance(f, _AfterGymnasium) for f in sys.meta_path):
        sys.meta_path.insert(0, _AfterGymnasium())
