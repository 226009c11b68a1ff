"""CR 702.16j, 603.4, 400.7d: The One Ring's "When {this} enters, if you cast it, you gain
protection from everything until your next turn." compiled from its Oracle text: cast, its
controller can't be the target of spells or abilities and all damage that would be dealt to
them is prevented, until their next turn begins (611.2b); a Ring that wasn't cast gives
nothing."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import record_of
from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import CastSpell, DeclareAttacker, FinishAttacks, PassPriority
from mtgrules.game.following import intervening_if_holds
from mtgrules.game.objects import Zone
from mtgrules.game.player_protection import player_protected
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import all_pass, in_trigger_order, lands, pass_until, put, rejected, start

pytestmark = needs_full_database


def _cast_ring() -> Game:
    """A casts The One Ring in their main phase; it and its trigger resolve."""
    game = game_with("The One Ring", "Lightning Bolt")
    put(game, "The One Ring", "A", Zone.HAND, "ring")
    put(game, "Lightning Bolt", "B", Zone.HAND, "bolt")
    put(game, "Mountain Bandit", "B", object_id="bandit")  # a 1/1 with haste
    lands(game, "Island", 4, "A")
    lands(game, "Mountain", 1, "B")
    start(game, Step.PRECOMBAT_MAIN, active="A")
    game.apply(CastSpell("A", "ring"))
    all_pass(game)  # the Ring resolves; its trigger goes on the stack
    in_trigger_order(game)
    assert len(game.stack) == 1
    all_pass(game)  # the trigger resolves
    assert not game.stack
    return game


def test_the_one_ring_is_supported_as_its_oracle_text() -> None:
    card = compile_card(record_of(bundled_database()["The One Ring"]))
    face = card.faces["The One Ring"]
    assert (face.status, face.unsupported) == ("supported", ())


def test_702_16j_cast_its_controller_cant_be_targeted() -> None:
    game = _cast_ring()
    assert player_protected(game, "A")
    game.apply(PassPriority("A"))
    assert game.pending is not None and game.pending.player == "B"
    error = rejected(game, CastSpell("B", "bolt", ("A",)))
    assert error.rule == "702.16j"
    assert CastSpell("B", "bolt", ("A",)) not in game.legal_actions()
    assert CastSpell("B", "bolt", ("B",)) in game.legal_actions()


def test_702_16j_damage_to_the_protected_player_is_prevented_until_their_next_turn() -> None:
    game = _cast_ring()
    pass_until(game, Step.DECLARE_ATTACKERS, turn=3)  # B's turn
    game.apply(DeclareAttacker("B", "bandit", "A"))
    game.apply(FinishAttacks("B"))
    pass_until(game, Step.END, turn=3)
    assert game.players["A"].life == 20
    prevented = [e.detail for e in game.events if e.event == "prevent" and e.rule == "702.16j"]
    assert prevented == ["1 damage bandit would deal to A is prevented"]
    pass_until(game, Step.UPKEEP, turn=4)  # CR 611.2b: A's next turn has begun
    assert not player_protected(game, "A")


def test_603_4_a_ring_that_wasnt_cast_gives_no_protection() -> None:
    game = game_with("The One Ring")
    put(game, "The One Ring", "A", object_id="ring")
    start(game)
    ability = next(a for a in game.characteristics("ring").abilities if "if you cast it" in
                   a.text.render("{this}"))  # fmt: skip
    assert not game.get("ring").cast
    assert not intervening_if_holds(game, ability, "ring", "A")
