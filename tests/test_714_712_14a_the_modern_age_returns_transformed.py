"""CR 714 and 712.14a with The Modern Age // Vector Glider compiled from its Oracle text:
"I, II — Draw a card, then discard a card." triggers at one and at two lore counters (714.2c);
"III — Exile this Saga, then return it to the battlefield transformed under your control." brings
it back as Vector Glider, a 2/3 flyer that is a new object (400.7) with no lore counters, so the
Saga's sacrifice (714.4) doesn't happen."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import lands, pass_until, put, start

AGE = "The Modern Age // Vector Glider"


def _discard_first(game: Game) -> None:
    """Answer each discard decision with the first option (a card of the hand)."""
    while game.pending is not None and game.pending.kind is DecisionKind.DISCARD:
        game.apply(game.legal_actions()[0])
    resolve_stack(game)


def _game() -> Game:
    game = game_with(AGE)
    put(game, AGE, "A", Zone.HAND, "age")
    lands(game, "Island", 2, "A", "A-U")
    return start(game)


def _hand(game: Game) -> int:
    return sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A")


@needs_full_database
def test_714_2c_chapter_i_and_ii_loot_then_iii_returns_it_as_vector_glider() -> None:
    game = _game()
    library = len(game.libraries["A"])
    take(game, CastSpell("A", "age"))
    resolve_stack(game)  # the Saga enters with a lore counter; chapter I resolves
    assert game.objects["age"].counters == {"lore": 1}
    _discard_first(game)  # (the card drawn is the only one in hand: discarded)
    assert len(game.libraries["A"]) == library - 1
    graveyard = sum(1 for o in game.objects.values() if o.zone is Zone.GRAVEYARD)
    assert graveyard == 1
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)
    assert game.objects["age"].counters == {"lore": 2}
    resolve_stack(game)
    _discard_first(game)
    assert sum(1 for o in game.objects.values() if o.zone is Zone.GRAVEYARD) == 2
    pass_until(game, Step.PRECOMBAT_MAIN, turn=6)
    resolve_stack(game)
    obj = game.objects["age"]
    chars = game.characteristics("age")
    assert obj.zone is Zone.BATTLEFIELD
    assert chars.name == "Vector Glider"
    assert (chars.power, chars.toughness) == (2, 3)
    assert chars.has_keyword("Flying")
    assert obj.counters == {}
    assert any(e.rule == "712.14a" for e in game.events)
    pass_until(game, Step.PRECOMBAT_MAIN, turn=8)
    assert game.objects["age"].zone is Zone.BATTLEFIELD  # not a Saga any more: no lore
    assert game.objects["age"].counters == {}
