"""Cards compiled from their Oracle text play by the rules: cast with their targets (CR 601.2c)
and resolve with their instructions (608.2), with no hand-written definition."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import activate, cast, cast_targets
from mtgrules.cards.definitions import bundled_definitions
from mtgrules.cards.oracle import compile_card
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

LAVA_SPIKE = {
    "name": "Lava Spike",
    "faces": [
        {
            "name": "Lava Spike",
            "types": ["Sorcery"],
            "oracle_text": "Lava Spike deals 3 damage to target player or planeswalker.",
        }
    ],
}
PRODIGAL_SORCERER = {
    "name": "Prodigal Sorcerer",
    "faces": [
        {
            "name": "Prodigal Sorcerer",
            "types": ["Creature"],
            "oracle_text": "{T}: Prodigal Sorcerer deals 1 damage to any target.",
        }
    ],
}


def _game() -> Game:
    compiled = {}
    for record in (LAVA_SPIKE, PRODIGAL_SORCERER):
        definition = compile_card(record).definition
        assert definition is not None
        compiled[definition.card] = definition
    assert not set(compiled) & set(bundled_definitions())
    return Game(("A", "B"), definitions={**bundled_definitions(), **compiled})


@needs_full_database
def test_601_2c_a_compiled_lava_spike_targets_a_player_and_deals_3() -> None:
    game = _game()
    put(game, "Lava Spike", "A", Zone.HAND, "spike")
    put(game, "Hill Giant", "B", object_id="giant")
    lands(game, "Mountain", 1, "A", "A-R")
    start(game)
    assert cast_targets(game, "spike") == {("A",), ("B",)}
    cast(game, "spike", "B")
    assert game.players["B"].life == 17


@needs_full_database
def test_602_2_a_compiled_prodigal_sorcerer_pings_a_creature() -> None:
    game = _game()
    put(game, "Prodigal Sorcerer", "A", object_id="sorcerer")
    put(game, "Savannah Lions", "B", object_id="lions")
    start(game)
    activate(game, "sorcerer", 1, "lions")
    assert game.objects["lions"].zone is Zone.GRAVEYARD
