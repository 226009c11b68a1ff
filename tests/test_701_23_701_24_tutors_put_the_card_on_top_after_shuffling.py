"""CR 701.23a, 701.24a: Vampiric Tutor ("Search your library for a card, then shuffle and put
that card on top. You lose 2 life.") and Mystical Tutor (an instant or sorcery card, revealed)
put the card found on top of the shuffled library; Merchant Scroll reveals a blue instant card
and puts it into its caster's hand (701.20a)."""

from __future__ import annotations

from in_play import take
from instruction_cards import main_phase
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import pass_priority

LIBRARY = ["Island", "Grizzly Bears", "Lightning Bolt", "Counterspell", "Island", "Island"]


def _cast(game: Game, card: str) -> None:
    take(game, CastSpell("A", card, ()))
    pass_priority(game)
    pass_priority(game)


def test_701_23a_vampiric_tutor_any_card_goes_on_top_after_the_shuffle() -> None:
    game = main_phase(hand={"tutor": "Vampiric Tutor"}, mana="B", library=LIBRARY)
    _cast(game, "tutor")
    assert game.pending is not None
    assert game.pending.options == (
        "find nothing",
        "Counterspell on top after shuffling",
        "Grizzly Bears on top after shuffling",
        "Island on top after shuffling",
        "Lightning Bolt on top after shuffling",
    )
    take(game, Choose("A", "Grizzly Bears on top after shuffling"))
    assert game.libraries["A"][0] == "grizzly-bears-2"
    assert sorted(game.libraries["A"]) == sorted(
        [
            "island-1",
            "grizzly-bears-2",
            "lightning-bolt-3",
            "counterspell-4",
            "island-5",
            "island-6",
        ]
    )
    assert [e.rule for e in game.events if e.event == "shuffle"] == ["701.24a"]
    assert game.players["A"].life == 18


def test_701_23a_mystical_tutor_finds_only_an_instant_or_sorcery_and_reveals_it() -> None:
    game = main_phase(hand={"tutor": "Mystical Tutor"}, mana="U", library=LIBRARY)
    _cast(game, "tutor")
    assert game.pending is not None
    assert game.pending.options == (
        "find nothing",
        "Counterspell on top after shuffling",
        "Lightning Bolt on top after shuffling",
    )
    take(game, Choose("A", "Lightning Bolt on top after shuffling"))
    assert game.libraries["A"][0] == "lightning-bolt-3"
    assert any(e.rule == "701.20a" and "Lightning Bolt" in e.detail for e in game.events)


def test_701_20a_merchant_scroll_reveals_a_blue_instant_and_puts_it_into_hand() -> None:
    game = main_phase(hand={"scroll": "Merchant Scroll"}, mana="UU", library=LIBRARY)
    _cast(game, "scroll")
    assert game.pending is not None
    assert game.pending.options == ("find nothing", "Counterspell into their hand")
    take(game, Choose("A", "Counterspell into their hand"))
    assert game.objects["counterspell-4"].zone is Zone.HAND
    assert any(e.rule == "701.20a" for e in game.events)
    assert [e.rule for e in game.events if e.event == "shuffle"] == ["701.24a"]
