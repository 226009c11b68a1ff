"""CR 400.7, 608.2h: Boomerang Basics ("Return target nonland permanent to its owner's hand. If
you controlled that permanent, draw a card.") asks who controlled it as it last was; Hurkyl's
Recall returns what the target player owns, whoever controls it; Sensei's Divining Top draws,
then goes on top of its owner's library (401.1); Zombify returns a creature card to the
battlefield (110.2)."""

from __future__ import annotations

from in_play import activate, cast, in_zone
from instruction_cards import main_phase
from mtgrules.game.objects import Zone


def test_608_2h_boomerang_basics_draws_when_you_controlled_the_permanent() -> None:
    game = main_phase(hand={"bb": "Boomerang Basics"}, mana="U", cards={"bears": "Grizzly Bears"})
    top = game.libraries["A"][0]
    cast(game, "bb", "bears")
    assert game.objects["bears"].zone is Zone.HAND
    assert game.objects[top].zone is Zone.HAND


def test_608_2h_boomerang_basics_on_an_opponent_s_permanent_draws_nothing() -> None:
    game = main_phase(hand={"bb": "Boomerang Basics"}, mana="U", theirs={"bears": "Grizzly Bears"})
    top = game.libraries["A"][0]
    cast(game, "bb", "bears")
    assert game.objects["bears"].zone is Zone.HAND
    assert game.objects[top].zone is Zone.LIBRARY
    assert in_zone(game, Zone.HAND, "A") == []


def test_400_7_hurkyl_s_recall_returns_the_artifacts_the_target_player_owns() -> None:
    game = main_phase(
        hand={"recall": "Hurkyl's Recall"},
        mana="UU",
        cards={"my-stone": "Mind Stone"},
        theirs={"stone": "Mind Stone", "bears": "Grizzly Bears"},
    )
    cast(game, "recall", "B")
    assert game.objects["stone"].zone is Zone.HAND
    assert game.objects["bears"].zone is Zone.BATTLEFIELD
    assert game.objects["my-stone"].zone is Zone.BATTLEFIELD


def test_401_1_sensei_s_divining_top_draws_then_goes_on_top_of_the_library() -> None:
    game = main_phase(cards={"top": "Sensei's Divining Top"}, library=["Hill Giant", "Forest"])
    activate(game, "top", 2)
    assert game.objects["hill-giant-1"].zone is Zone.HAND
    assert game.libraries["A"][0] == "top"


def test_110_2_zombify_returns_a_creature_card_from_your_graveyard_to_the_battlefield() -> None:
    game = main_phase(hand={"z": "Zombify"}, mana="BBBB", graveyard={"giant": "Hill Giant"})
    cast(game, "z", "giant")
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    assert game.controller_of("giant") == "A"


def test_110_2_reanimate_puts_an_opponent_s_creature_card_under_your_control() -> None:
    game = main_phase(hand={"re": "Reanimate"}, mana="B", their_graveyard={"giant": "Hill Giant"})
    cast(game, "re", "giant")
    assert game.objects["giant"].zone is Zone.BATTLEFIELD
    assert game.controller_of("giant") == "A"
    assert game.players["A"].life == 16  # its mana value, 4
