"""CR 700.5, 608.2c, 104.2b with a real card compiled from its Oracle text: Thassa's Oracle
("When Thassa's Oracle enters, look at the top X cards of your library, where X is your devotion
to blue. Put up to one of them on top of your library and the rest on the bottom of your library
in a random order. If X is greater than or equal to the number of cards in your library, you win
the game.") — devotion counts the blue mana symbols among the mana costs of its controller's
permanents, itself included; the player wins only if X covers what is left of the library."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import all_pass
from zones_helpers import zones_game

ORACLE = "Thassa's Oracle"
LIBRARY = ["Lightning Bolt", "Grizzly Bears", "Hill Giant", "Counterspell", "Forest"]


def _oracle(cards: dict[str, str], library_size: int | None = None) -> Game:
    game = zones_game([ORACLE, *cards.values()], hand={"oracle": ORACLE}, mana="UU",
                      cards=cards, library=LIBRARY)  # fmt: skip
    if library_size is not None:
        for card in list(game.libraries["A"][library_size:]):
            game.move(card, Zone.EXILE)
    take(game, CastSpell("A", "oracle"))
    all_pass(game)  # the Oracle resolves; its enters ability goes on the stack
    resolve_stack(game)
    return game


@needs_full_database
def test_700_5_devotion_counts_every_blue_symbol_of_your_permanents() -> None:
    game = _oracle({"elemental": "Air Elemental"})  # {3}{U}{U} and the Oracle's {U}{U}: X = 4
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert len(game.pending.options) == 5  # none, or one of the four looked at
    assert "on top: Counterspell" in game.pending.options
    assert "on top: Forest" not in game.pending.options  # the fifth card was not looked at
    take(game, Choose("A", "on top: Counterspell"))
    assert game.libraries["A"][0] == "a-lib-4"
    assert game.libraries["A"][1] == "a-lib-5"
    assert sorted(game.libraries["A"][-3:]) == ["a-lib-1", "a-lib-2", "a-lib-3"]
    assert not game.over  # 4 is fewer than the 15 cards left


@needs_full_database
def test_104_2b_thassa_s_oracle_wins_when_x_covers_the_library() -> None:
    game = _oracle({}, library_size=2)  # X = 2 (the Oracle itself), two cards left
    assert game.pending is not None
    assert game.pending.options == ("none", "on top: Grizzly Bears", "on top: Lightning Bolt")
    take(game, Choose("A", "none"))
    assert game.over
    assert game.winner == "A"


@needs_full_database
def test_104_2b_thassa_s_oracle_with_an_empty_library_wins_with_nothing_to_look_at() -> None:
    game = _oracle({}, library_size=0)
    assert game.over
    assert game.winner == "A"
