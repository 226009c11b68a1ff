"""CR 306.5b-c: a planeswalker enters with loyalty counters equal to its printed loyalty, and its
loyalty is the number of them; 120.3c: damage to it removes that many; 704.5i: at loyalty 0 it
is put into its owner's graveyard. Jace Beleren (loyalty 3) is attacked and burned."""

from __future__ import annotations

from card_data import needs_full_database
from mtgrules.game.actions import CastSpell, DeclareAttacker, FinishAttacks, FinishBlocks
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from play_helpers import all_pass, board, put, start


@needs_full_database
def test_306_5b_a_planeswalker_put_onto_the_battlefield_has_loyalty_counters() -> None:
    game = board()
    put(game, "Jace Beleren", "B", object_id="jace")
    assert game.objects["jace"].counters == {"loyalty": 3}
    assert game.characteristics("jace").loyalty == 3


@needs_full_database
def test_306_5b_a_planeswalker_spell_enters_with_loyalty_counters() -> None:
    game = board()
    for i in range(3):
        put(game, "Island", "A", object_id=f"island-{i}")
    put(game, "Jace Beleren", "A", Zone.HAND, "jace")
    start(game)
    assert game.characteristics("jace").loyalty == 3  # printed, in hand
    game.apply(CastSpell("A", "jace"))
    all_pass(game)
    assert game.objects["jace"].zone is Zone.BATTLEFIELD
    assert (game.objects["jace"].counters, game.characteristics("jace").loyalty) == (
        {"loyalty": 3},
        3,
    )


@needs_full_database
def test_120_3c_combat_damage_removes_loyalty_and_704_5i_puts_it_into_the_graveyard() -> None:
    game = board()
    put(game, "Jace Beleren", "B", object_id="jace")
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Mountain", "A", object_id="mountain")
    put(game, "Shock", "A", Zone.HAND, "shock")
    start(game, Step.DECLARE_ATTACKERS)
    game.apply(DeclareAttacker("A", "bears", "jace"))
    game.apply(FinishAttacks("A"))
    all_pass(game)
    game.apply(FinishBlocks("B"))
    all_pass(game)
    assert game.characteristics("jace").loyalty == 1
    assert game.players["B"].life == 20
    while game.step is not Step.POSTCOMBAT_MAIN:
        all_pass(game)
    game.apply(CastSpell("A", "shock", ("jace",)))
    all_pass(game)
    assert game.objects["jace"].zone is Zone.GRAVEYARD
    assert any(e.rule == "704.5i" for e in game.events)
