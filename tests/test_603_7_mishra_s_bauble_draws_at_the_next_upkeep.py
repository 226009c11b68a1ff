"""CR 603.7: Mishra's Bauble ("{T}, Sacrifice Mishra's Bauble: Look at the top card of target
player's library. Draw a card at the beginning of the next turn's upkeep.") — its controller
looks now (608.2c) and draws at the beginning of the next upkeep, the opponent's, once."""

from __future__ import annotations

from in_play import activate, in_zone
from instruction_cards import main_phase
from mtgrules.game.objects import Zone
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import pass_priority


def test_603_7_bauble_looks_now_and_its_controller_draws_at_the_next_upkeep() -> None:
    game = main_phase(cards={"bauble": "Mishra's Bauble"}, library=["Hill Giant", "Forest"])
    activate(game, "bauble", 1, "B")
    assert game.objects["bauble"].zone is Zone.GRAVEYARD
    assert [e.detail for e in game.events if e.rule == "608.2c"] == [
        "A looks at the top card of B's library: Island"
    ]
    assert in_zone(game, Zone.HAND, "A") == []
    while not (game.turn == 3 and game.step is Step.UPKEEP and game.stack):
        if game.pending.kind is DecisionKind.PRIORITY:
            pass_priority(game)
        else:
            game.apply(game.legal_actions()[0])
    assert game.active_player == "B"
    pass_priority(game)
    pass_priority(game)  # the delayed trigger resolves in B's upkeep
    assert in_zone(game, Zone.HAND, "A") == ["hill-giant-1"]
    assert game.delayed_triggers == []


def test_603_7c_bauble_activated_in_an_upkeep_waits_for_the_next_turn_s() -> None:
    game = main_phase(cards={"bauble": "Mishra's Bauble"}, library=["Hill Giant", "Forest"])
    game.step = Step.UPKEEP  # set-up: A activates it during their own upkeep
    activate(game, "bauble", 1, "A")
    from mtgrules.game.delayed import upkeep_begins

    upkeep_begins(game)  # this turn's upkeep has begun already: it doesn't trigger now
    assert game.waiting_triggers == [] and len(game.delayed_triggers) == 1
