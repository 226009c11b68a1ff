"""CR 701.23a, 701.9b with real cards compiled from their Oracle text: Gamble ("Search your
library for a card, put that card into your hand, discard a card at random, then shuffle.") —
the discard comes after the card found is in hand; and Golos, Tireless Pilgrim ("…: Exile the
top three cards of your library. You may play them this turn without paying their mana costs.",
CR 601.3, 118.9)."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell, Choose, PlayLand
from mtgrules.game.objects import Zone
from mtgrules.game.turns import DecisionKind
from play_helpers import all_pass
from zones_helpers import zones_game


@needs_full_database
def test_701_9b_gamble_with_an_empty_hand_discards_the_card_it_found() -> None:
    game = zones_game(["Gamble"], hand={"gamble": "Gamble"}, mana="R",
                      library=["Lightning Bolt", "Counterspell"])  # fmt: skip
    take(game, CastSpell("A", "gamble"))
    all_pass(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    take(game, Choose("A", next(o for o in game.pending.options if "Counterspell" in o)))
    resolve_stack(game)
    assert game.objects["a-lib-2"].zone is Zone.GRAVEYARD  # the only card in hand: discarded
    assert any(e.rule == "701.9b" for e in game.events)


@needs_full_database
def test_701_9b_gamble_discards_one_card_of_the_hand_at_random() -> None:
    game = zones_game(["Gamble"], hand={"gamble": "Gamble", "f1": "Forest", "f2": "Forest"},
                      mana="R", library=["Lightning Bolt"])  # fmt: skip
    take(game, CastSpell("A", "gamble"))
    all_pass(game)
    take(game, Choose("A", next(o for o in game.pending.options if "Lightning Bolt" in o)))
    resolve_stack(game)
    in_hand = [c for c in ("f1", "f2", "a-lib-1") if game.objects[c].zone is Zone.HAND]
    assert len(in_hand) == 2  # three cards in hand, one discarded


@needs_full_database
def test_601_3_golos_exiles_three_and_plays_them_free_this_turn() -> None:
    game = zones_game(["Golos, Tireless Pilgrim"], cards={"golos": "Golos, Tireless Pilgrim"},
                      mana="WUBRGUU", library=["Hill Giant", "Forest", "Lightning Bolt"])  # fmt: skip
    take(game, ActivateAbility("A", "golos", 1))
    resolve_stack(game)
    assert [game.objects[f"a-lib-{n}"].zone for n in (1, 2, 3)] == [Zone.EXILE] * 3
    take(game, PlayLand("A", "a-lib-2"))
    assert game.objects["a-lib-2"].zone is Zone.BATTLEFIELD
    giant = next(a for a in game.legal_actions()
                 if isinstance(a, CastSpell) and a.card == "a-lib-1")  # fmt: skip
    assert giant.cost == "without paying its mana cost"
    take(game, giant)
    resolve_stack(game)
    assert game.objects["a-lib-1"].zone is Zone.BATTLEFIELD
