"""CR 701.23 (search) and 701.24 (shuffle) in play: Kodama's Reach ("Search your library for up
to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other
into your hand, then shuffle."), Dispossess's "that player shuffles", and a card definition
with a verb the engine doesn't carry out failing as it is read."""

from __future__ import annotations

import pytest

from in_play import take
from mtgrules.cards.definitions import read_definition_text
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game, IllegalAction
from mtgrules.game.turns import DecisionKind
from mtgrules.sourcefile import SourceError
from play_helpers import board, lands, pass_priority, put, start


def _cast_kodama_s_reach() -> Game:
    game = board()
    lands(game, "Forest", 3)
    put(game, "Kodama's Reach", "A", Zone.HAND, "reach")
    for i in range(3):
        put(game, "Forest", "A", Zone.LIBRARY, f"lib-forest-{i}")
    put(game, "Island", "A", Zone.LIBRARY, "lib-island")
    put(game, "Grizzly Bears", "A", Zone.LIBRARY, "lib-bears")
    start(game, library=None)
    for _ in range(5):
        put(game, "Plains", "B", Zone.LIBRARY)
    take(game, CastSpell("A", "reach"))
    pass_priority(game)
    pass_priority(game)
    return game


def test_701_23b_the_searcher_chooses_up_to_two_basic_lands_and_where_each_goes() -> None:
    game = _cast_kodama_s_reach()
    decision = game.pending
    assert decision is not None and decision.kind is DecisionKind.CHOOSE
    assert decision.player == "A"
    assert decision.options == (
        "find nothing",
        "Forest onto the battlefield tapped",
        "Island onto the battlefield tapped",
        "Forest onto the battlefield tapped, Forest into their hand",
        "Forest onto the battlefield tapped, Island into their hand",
        "Island onto the battlefield tapped, Forest into their hand",
    )  # Grizzly Bears isn't a basic land; there is one Island


def test_701_23_701_24a_found_lands_are_put_onto_the_battlefield_tapped_and_into_hand() -> None:
    game = _cast_kodama_s_reach()
    take(game, Choose("A", "Island onto the battlefield tapped, Forest into their hand"))
    assert game.get("lib-island").zone is Zone.BATTLEFIELD
    assert game.get("lib-island").tapped
    assert game.get("lib-forest-0").zone is Zone.HAND  # the first Forest of the library
    assert game.get("reach").zone is Zone.GRAVEYARD
    library = game.libraries["A"]
    assert sorted(library) == ["lib-bears", "lib-forest-1", "lib-forest-2"]
    rules = [e.rule for e in game.events if e.event in ("search", "reveal", "shuffle")]
    assert rules == ["701.23a", "701.20a", "701.23a", "701.20a", "701.23a", "701.24a"]
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY


def test_701_23b_finding_nothing_still_shuffles() -> None:
    game = _cast_kodama_s_reach()
    take(game, Choose("A", "find nothing"))
    assert sum(1 for o in game.objects.values() if o.zone is Zone.LIBRARY and o.owner == "A") == 5
    assert [e.rule for e in game.events if e.event == "shuffle"] == ["701.24a"]


def test_701_23b_a_card_not_found_can_t_be_chosen() -> None:
    game = _cast_kodama_s_reach()
    with pytest.raises(IllegalAction, match=r"\(CR 701\.23b\)"):
        game.check(Choose("A", "Grizzly Bears onto the battlefield tapped"))


def test_608_2c_an_unknown_shuffle_fails_as_the_card_is_read() -> None:
    text = "card: Test Shuffle\nabilities:\n  - spell: Shuffle.\n    do:\n      - shuffle: hand\n"
    with pytest.raises(SourceError, match=r"'shuffle': value can be"):
        read_definition_text(text, "<test>")


def test_608_2c_an_unknown_verb_fails_as_the_card_is_read() -> None:
    text = "card: Test Verb\nabilities:\n  - spell: Proliferate.\n    do:\n      - proliferate: 1\n"
    with pytest.raises(SourceError, match=r"an instruction needs exactly one of"):
        read_definition_text(text, "<test>")
