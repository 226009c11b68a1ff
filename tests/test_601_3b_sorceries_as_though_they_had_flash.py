"""CR 601.3b, 611.2b: "Until your next turn, you may cast sorcery spells as though they had
flash." (Teferi, Time Raveler's +1) compiled from Oracle text, on a test instant (a Searing
Spear with that text): its controller may cast sorceries at instant speed until their next turn
begins; their opponent may not."""

from __future__ import annotations

from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import (
    all_pass,
    definitions,
    lands,
    pass_priority,
    pass_until,
    put,
    rejected,
    start,
)

TEXT = "Until your next turn, you may cast sorcery spells as though they had flash."


def _game() -> Game:
    record = {
        "name": "Searing Spear",
        "faces": [{"name": "Searing Spear", "types": ["Instant"], "oracle_text": TEXT}],
    }
    compiled = compile_card(record)
    assert compiled.definition is not None, compiled.why()
    found = definitions()
    found["Searing Spear"] = compiled.definition
    game = Game(("A", "B"), definitions=found)
    put(game, "Searing Spear", "A", Zone.HAND, "teferi")
    put(game, "Divination", "A", Zone.HAND, "divination")
    put(game, "Divination", "A", Zone.HAND, "divination-2")
    put(game, "Divination", "B", Zone.HAND, "their-divination")
    lands(game, "Island", 6, "A")
    lands(game, "Mountain", 2, "A")
    lands(game, "Island", 3, "B", "b-island")
    start(game)
    return game


def test_601_3b_sorceries_at_instant_speed_until_your_next_turn() -> None:
    game = _game()
    game.apply(CastSpell("A", "teferi"))
    all_pass(game)
    game.apply(CastSpell("A", "divination"))
    game.apply(CastSpell("A", "divination-2"))  # on a stack: as though it had flash
    pass_priority(game)
    assert rejected(game, CastSpell("B", "their-divination")).rule == "117.1a"
    all_pass(game)
    all_pass(game)
    pass_until(game, Step.UPKEEP, turn=3)  # B's turn: still A's effect
    assert game.active_player == "B"
    assert any(e.spec.duration == "until_your_next_turn" for e in game.effects)


def test_611_2b_the_effect_ends_as_its_controllers_next_turn_begins() -> None:
    game = _game()
    game.apply(CastSpell("A", "teferi"))
    all_pass(game)
    pass_until(game, Step.UPKEEP, turn=4)  # A's next turn
    assert game.active_player == "A"
    assert not any(e.spec.duration == "until_your_next_turn" for e in game.effects)
    assert rejected(game, CastSpell("A", "divination")).rule == "117.1a"
