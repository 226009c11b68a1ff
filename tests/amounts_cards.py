"""For the tests of amounts and counted conditions (delirium, spell mastery, metalcraft, domain,
"where X is", "instead"): one card of each type, and filling a graveyard. The real cards they
play are compiled by :mod:`compiled_cards`."""

from __future__ import annotations

from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import put

CARD_TYPES = {
    "Mountain": "Land",
    "Hill Giant": "Creature",
    "Searing Spear": "Instant",
    "Lava Axe": "Sorcery",
    "Bonesplitter": "Artifact",
    "Pacifism": "Enchantment",
}
"""One card of each of six card types (CR 205.2a), all bundled."""


def graveyard(game: Game, player: str, *names: str) -> None:
    """Put the cards ``names`` into ``player``'s graveyard."""
    for index, name in enumerate(names):
        put(game, name, player, Zone.GRAVEYARD, f"{player}-gy-{index}")
