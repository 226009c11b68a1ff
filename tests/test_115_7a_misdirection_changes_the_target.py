"""CR 115.7a: Misdirection ("Change the target of target spell with a single target.") compiled
from its Oracle text: its controller chooses another legal target for the spell (Lightning Bolt
aimed at them goes to its caster instead); a spell without exactly one target can't be its
target (115.1)."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, pass_priority, put, rejected, start

pytestmark = needs_full_database


def _game() -> Game:
    game = game_with("Misdirection", "Lightning Bolt")
    put(game, "Misdirection", "B", Zone.HAND, "misdirection")
    lands(game, "Island", 5, "B", "b-island")
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    lands(game, "Mountain", 1, "A")
    put(game, "Grizzly Bears", "A", object_id="bears")
    return game


def test_115_7a_the_bolt_goes_where_misdirection_says() -> None:
    game = _game()
    start(game)
    game.apply(CastSpell("A", "bolt", ("B",)))
    pass_priority(game)
    game.apply(CastSpell("B", "misdirection", ("bolt",)))
    pass_priority(game)
    pass_priority(game)  # Misdirection resolves: B chooses the new target
    assert game.pending is not None and game.pending.player == "B"
    assert set(game.pending.options) == {"A", "bears"}  # not B: the target must change
    game.apply(Choose("B", "A"))
    assert game.stack[-1].targets == ("A",)
    pass_priority(game)
    pass_priority(game)
    assert game.players["A"].life == 17
    assert game.players["B"].life == 20


def test_115_1_a_spell_with_no_target_cant_be_misdirected() -> None:
    game = _game()
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Island", 3, "A")
    start(game)
    game.apply(CastSpell("A", "divination"))
    pass_priority(game)
    assert not [a for a in casts(game, "misdirection") if a.targets == ("divination",)]
    assert rejected(game, CastSpell("B", "misdirection", ("divination",))).rule == "115.1"
