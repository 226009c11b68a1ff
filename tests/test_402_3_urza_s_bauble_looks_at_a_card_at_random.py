"""CR 402.3, 603.7a with a real card compiled from its Oracle text: Urza's Bauble ("{T},
Sacrifice Urza's Bauble: Look at a card at random in target player's hand. You draw a card at
the beginning of the next turn's upkeep.") shows its controller one card of the hand, which
stays there, and its controller draws at the beginning of the next upkeep."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import activate, in_zone
from mtgrules.game.objects import Zone
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import pass_priority, put
from zones_helpers import zones_game

BAUBLE = "Urza's Bauble"


@needs_full_database
def test_402_3_urza_s_bauble_looks_at_one_card_of_the_hand_and_draws_next_upkeep() -> None:
    game = zones_game([BAUBLE], cards={"bauble": BAUBLE}, library=["Hill Giant"])
    put(game, "Shock", "B", Zone.HAND, "shock")
    activate(game, "bauble", 1, "B")
    assert game.objects["bauble"].zone is Zone.GRAVEYARD
    assert [e.detail for e in game.events if e.rule == "402.3"] == [
        "A looks at a card at random in B's hand: Shock"
    ]
    assert game.objects["shock"].zone is Zone.HAND
    assert in_zone(game, Zone.HAND, "A") == []
    while not (game.turn == 3 and game.step is Step.UPKEEP and game.stack):
        assert game.pending is not None
        if game.pending.kind is DecisionKind.PRIORITY:
            pass_priority(game)
        else:
            game.apply(game.legal_actions()[0])
    pass_priority(game)
    pass_priority(game)  # the delayed trigger resolves in B's upkeep
    assert in_zone(game, Zone.HAND, "A") == ["a-lib-1"]


@needs_full_database
def test_402_3_urza_s_bauble_on_an_empty_hand_sees_nothing() -> None:
    game = zones_game([BAUBLE], cards={"bauble": BAUBLE})
    activate(game, "bauble", 1, "B")
    assert [e.detail for e in game.events if e.rule == "402.3"] == [
        "A looks at a card at random in B's hand: nothing (the hand is empty)"
    ]
