"""CR 701.20a, 608.2d, 406.3 with real cards compiled from their Oracle text: Thought-Knot Seer
("When Thought-Knot Seer enters, target opponent reveals their hand. You choose a nonland card
from it and exile that card.") and Mesmeric Fiend ("… target opponent reveals their hand and you
choose a nonland card from it. Exile that card." / "When Mesmeric Fiend leaves the battlefield,
return the exiled card to its owner's hand.", CR 607.2a: the leaves ability returns the card the
enters ability exiled)."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose, ChooseTargets
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import all_pass, lands, put
from zones_helpers import zones_game

THEIR_HAND = {"bolt": "Lightning Bolt", "bears": "Grizzly Bears", "forest": "Forest"}


def _with_their_hand(game: Game) -> Game:
    for object_id, name in THEIR_HAND.items():
        put(game, name, "B", Zone.HAND, object_id)
    return game


def _enters(game: Game, card: str) -> None:
    take(game, CastSpell("A", card))
    all_pass(game)
    if game.pending is not None and game.pending.kind is DecisionKind.TARGETS:
        take(game, ChooseTargets("A", ("B",)))
    resolve_stack(game)


@needs_full_database
def test_406_3_thought_knot_seer_exiles_the_nonland_card_chosen_from_the_revealed_hand() -> None:
    game = _with_their_hand(zones_game(["Thought-Knot Seer", "Wastes"], hand={"tks": "Thought-Knot Seer"},
                                       mana="UUU"))  # fmt: skip
    lands(game, "Wastes", 1, "A")
    _enters(game, "tks")
    assert game.objects["tks"].zone is Zone.BATTLEFIELD
    assert game.pending is not None
    assert (game.pending.kind, game.pending.player) == (DecisionKind.CHOOSE, "A")
    assert game.pending.options == ("Grizzly Bears", "Lightning Bolt")  # not the Forest
    take(game, Choose("A", "Lightning Bolt"))
    assert game.objects["bolt"].zone is Zone.EXILE
    assert game.objects["bears"].zone is Zone.HAND
    assert game.objects["forest"].zone is Zone.HAND


@needs_full_database
def test_607_2a_mesmeric_fiend_returns_the_exiled_card_when_it_leaves() -> None:
    game = _with_their_hand(zones_game(
        ["Mesmeric Fiend"], hand={"fiend": "Mesmeric Fiend", "shock": "Lightning Bolt"},
        mana="BBR",
    ))  # fmt: skip
    _enters(game, "fiend")
    take(game, Choose("A", "Grizzly Bears"))
    assert game.objects["bears"].zone is Zone.EXILE
    assert game.exiled_with and game.exiled_with[0][2] == "bears"
    take(game, CastSpell("A", "shock", ("fiend",)))
    resolve_stack(game)
    assert game.objects["fiend"].zone is Zone.GRAVEYARD
    assert game.objects["bears"].zone is Zone.HAND
    assert game.objects["bears"].owner == "B"
    assert game.exiled_with == []
