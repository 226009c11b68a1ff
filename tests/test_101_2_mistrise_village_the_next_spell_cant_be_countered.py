"""CR 101.2, 611.2a: Mistrise Village ("{U}, {T}: The next spell you cast this turn can't be
countered.") compiled from its Oracle text: the next spell its controller casts that turn
can't be countered (Counterspell leaves it on the stack); the spell after it can; an opponent's
spells aren't affected."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.actions import ActivateAbility, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def _village_used() -> Game:
    game = game_with("Mistrise Village", "Counterspell", "Lightning Bolt", "Shock")
    put(game, "Mistrise Village", "A", object_id="village")
    lands(game, "Island", 1, "A")
    lands(game, "Mountain", 2, "A")
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    put(game, "Shock", "A", Zone.HAND, "shock")
    put(game, "Counterspell", "B", Zone.HAND, "counterspell")
    put(game, "Counterspell", "B", Zone.HAND, "counterspell-2")
    lands(game, "Island", 4, "B", "b-island")
    start(game)
    game.apply(ActivateAbility("A", "village", 2))
    pass_priority(game)
    pass_priority(game)  # the ability resolves
    return game


def test_101_2_the_next_spell_stays_on_the_stack() -> None:
    game = _village_used()
    game.apply(CastSpell("A", "bolt", ("B",)))
    pass_priority(game)
    game.apply(CastSpell("B", "counterspell", ("bolt",)))
    pass_priority(game)
    pass_priority(game)  # Counterspell resolves: the Bolt can't be countered
    assert [i.id for i in game.stack] == ["bolt"]
    assert any(e.rule == "101.2" and "can't be countered" in e.detail for e in game.events)
    pass_priority(game)
    pass_priority(game)
    assert game.players["B"].life == 17


def test_101_2_only_the_next_spell() -> None:
    game = _village_used()
    game.apply(CastSpell("A", "bolt", ("B",)))
    pass_priority(game)
    pass_priority(game)
    game.apply(CastSpell("A", "shock", ("B",)))
    pass_priority(game)
    game.apply(CastSpell("B", "counterspell", ("shock",)))
    pass_priority(game)
    pass_priority(game)
    assert game.objects["shock"].zone is Zone.GRAVEYARD
    assert game.players["B"].life == 17
