"""CR 201.4, 201.4a, 608.2d, 701.9a: Cabal Therapy ("Choose a nonland card name. Target player
reveals their hand and discards all cards with that name.", "Flashback—Sacrifice a creature.")
compiled from its Oracle text: its controller names a card as it resolves (any nonland card of
the Oracle card reference, not only those in the game), then every card of that name in the
target player's hand is discarded; a land's name is refused."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, pass_priority, put, rejected, start

pytestmark = needs_full_database


def _therapy_resolving() -> Game:
    game = game_with("Cabal Therapy", "Lightning Bolt", "Shock")
    put(game, "Cabal Therapy", "A", Zone.HAND, "therapy")
    lands(game, "Swamp", 1, "A")
    put(game, "Lightning Bolt", "B", Zone.HAND, "bolt-1")
    put(game, "Lightning Bolt", "B", Zone.HAND, "bolt-2")
    put(game, "Shock", "B", Zone.HAND, "shock")
    start(game)
    game.apply(CastSpell("A", "therapy", ("B",)))
    pass_priority(game)
    pass_priority(game)
    assert game.pending is not None and game.pending.player == "A"
    return game


def test_701_9a_every_card_with_the_chosen_name_is_discarded() -> None:
    game = _therapy_resolving()
    game.apply(Choose("A", "Lightning Bolt"))
    zones = {i: game.objects[i].zone for i in ("bolt-1", "bolt-2", "shock", "therapy")}
    assert zones == {
        "bolt-1": Zone.GRAVEYARD,
        "bolt-2": Zone.GRAVEYARD,
        "shock": Zone.HAND,
        "therapy": Zone.GRAVEYARD,
    }
    assert any(e.rule == "701.20a" for e in game.events)  # the hand was revealed


def test_201_4_a_name_not_in_the_game_may_be_chosen() -> None:
    game = _therapy_resolving()
    game.apply(Choose("A", "Counterspell"))
    assert all(game.objects[i].zone is Zone.HAND for i in ("bolt-1", "bolt-2", "shock"))


def test_201_4a_a_land_name_is_refused() -> None:
    game = _therapy_resolving()
    rejected(game, Choose("A", "Swamp"))


def test_702_34a_flashback_by_sacrificing_a_creature() -> None:
    game = _therapy_resolving()
    game.apply(Choose("A", "Shock"))
    put(game, "Grizzly Bears", "A", object_id="bears")
    flashback = [
        a
        for a in game.legal_actions()
        if isinstance(a, CastSpell) and a.card == "therapy" and a.targets == ("B",)
    ]
    assert flashback
    game.apply(flashback[0])
    assert game.objects["bears"].zone is Zone.GRAVEYARD
    pass_priority(game)
    pass_priority(game)
    game.apply(Choose("A", "Lightning Bolt"))
    assert game.objects["bolt-1"].zone is Zone.GRAVEYARD
    assert game.objects["therapy"].zone is Zone.EXILE  # CR 702.34a
