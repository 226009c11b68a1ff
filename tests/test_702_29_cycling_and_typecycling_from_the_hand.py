"""CR 702.29a: cycling — "[Cost], Discard this card: Draw a card." — an activated ability that
functions only while the card is in its owner's hand (113.6m); 702.29e: typecycling searches
for a card of that type instead. Raugrin Triome (Cycling {3}), Street Wraith (Cycling—Pay 2
life.) and Lorien Revealed (Islandcycling {1}), compiled from their Oracle text."""

from __future__ import annotations

from in_play import take
from keyword_cards import game_with
from mtgrules.game.actions import ActivateAbility, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.turns import DecisionKind
from play_helpers import pass_priority, put, rejected


def test_702_29a_cycling_a_triome_pays_three_discards_it_and_draws_a_card() -> None:
    game = game_with({f"i{n}": "Island" for n in range(3)}, hand={"triome": "Raugrin Triome"})
    hand_before = len([o for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A"])
    take(game, ActivateAbility("A", "triome", 1, ()))
    assert game.objects["triome"].zone is Zone.GRAVEYARD  # discarded as the cost is paid
    assert all(game.objects[f"i{n}"].tapped for n in range(3))
    pass_priority(game)
    pass_priority(game)
    hand = [i for i, o in game.objects.items() if o.zone is Zone.HAND and o.owner == "A"]
    assert len(hand) == hand_before  # the triome went, a card came
    assert [e.rule for e in game.events if e.event == "discard"] == ["701.9a"]


def test_702_29a_cycling_needs_its_cost_and_works_only_from_the_hand() -> None:
    game = game_with({"i1": "Island", "i2": "Island"}, hand={"triome": "Raugrin Triome"})
    assert not [a for a in game.legal_actions() if isinstance(a, ActivateAbility)]
    error = rejected(game, ActivateAbility("A", "triome", 1, ()))
    assert error.rule == "601.2h"  # two lands can't pay {3}
    put(game, "Raugrin Triome", "A", Zone.BATTLEFIELD, "played")
    error = rejected(game, ActivateAbility("A", "played", 1, ()))
    assert error.rule == "113.6m"  # a triome on the battlefield doesn't cycle


def test_702_29a_street_wraith_cycles_for_two_life() -> None:
    game = game_with(hand={"wraith": "Street Wraith"})
    take(game, ActivateAbility("A", "wraith", 1, ()))
    assert game.players["A"].life == 18
    assert game.objects["wraith"].zone is Zone.GRAVEYARD
    pass_priority(game)
    pass_priority(game)
    hand = [i for i, o in game.objects.items() if o.owner == "A" and o.zone is Zone.HAND]
    assert len(hand) == 1 and game.characteristics(hand[0]).name == "Island"  # drawn


def test_702_29e_islandcycling_finds_an_island_and_puts_it_into_the_hand() -> None:
    game = game_with({"m": "Mountain"}, hand={"lorien": "Lorien Revealed"})
    library = list(game.libraries["A"])
    take(game, ActivateAbility("A", "lorien", 1, ()))
    assert game.objects["lorien"].zone is Zone.GRAVEYARD
    pass_priority(game)
    pass_priority(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    found = [o for o in game.pending.options if o != "find nothing"]
    take(game, Choose("A", found[0]))
    in_hand = [i for i in library if game.objects[i].zone is Zone.HAND]
    assert len(in_hand) == 1 and game.characteristics(in_hand[0]).name == "Island"
    assert len(game.libraries["A"]) == len(library) - 1
    assert "shuffle" in [e.event for e in game.events]
