"""mtgrules: a Magic: The Gathering rules engine.

The package is laid out by section of the Comprehensive Rules (CR):

- :mod:`mtgrules.vocab` — the game's words in English and Japanese: card types,
  supertypes, subtypes, colors, mana symbols and type lines (CR 105-107, 205).
- :mod:`mtgrules.cards` — the bundled card database and names (CR 108, 201).
- :mod:`mtgrules.effects` — continuous effects and the layer system (CR 611-613).
- :mod:`mtgrules.game` — zones, turns, the stack, combat, state-based actions (CR 103-122, 500-704).
- :mod:`mtgrules.variants` — rule packs that extend the game (the Bond variant).
- :mod:`mtgrules.scenario` — the board-description format.
- :mod:`mtgrules.sim` — agents, simulations, encodings and environments for learning
  (``gymnasium.make("mtgrules/Duel-v0", decks=...)``, :func:`mtgrules.sim.envs.aec_env`).
"""

__version__ = "0.1.0"

from mtgrules.sim.envs import register_when_imported as _register_environments

_register_environments()  # gymnasium's mtgrules/Duel-v0, once gymnasium is imported
del _register_environments
