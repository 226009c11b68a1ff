"""CR 608.2c, 107.3c, 702.33e with a real card compiled from its Oracle text: Consult the Star
Charts ("Look at the top X cards of your library, where X is the number of lands you control.
Put one of those cards into your hand. If this spell was kicked, put two of those cards into
your hand instead. Put the rest on the bottom of your library in a random order.") — X is
counted as the spell resolves; exactly one card is taken, or two if it was kicked."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import all_pass
from zones_helpers import zones_game

CONSULT = "Consult the Star Charts"
LIBRARY = ["Lightning Bolt", "Grizzly Bears", "Hill Giant", "Counterspell", "Forest"]


def _consult(mana: str, kicks: int = 0) -> Game:
    game = zones_game([CONSULT], hand={"consult": CONSULT}, mana=mana, library=LIBRARY)
    take(game, CastSpell("A", "consult", kicks=kicks))
    all_pass(game)
    return game


@needs_full_database
def test_608_2c_consult_with_two_lands_looks_at_two_and_takes_exactly_one() -> None:
    game = _consult("UU")
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.options == (
        "into your hand: Grizzly Bears",
        "into your hand: Lightning Bolt",
    )
    take(game, Choose("A", "into your hand: Lightning Bolt"))
    resolve_stack(game)
    assert game.objects["a-lib-1"].zone is Zone.HAND
    assert game.libraries["A"][0] == "a-lib-3"  # Hill Giant was not looked at
    assert game.libraries["A"][-1] == "a-lib-2"  # Grizzly Bears went to the bottom
    assert game.objects["consult"].zone is Zone.GRAVEYARD


@needs_full_database
def test_702_33e_consult_kicked_with_four_lands_takes_two_of_four() -> None:
    game = _consult("UUUU", kicks=1)
    assert game.pending is not None
    assert len(game.pending.options) == 6  # two of four, none fewer
    assert all(option.count(",") == 1 for option in game.pending.options)
    take(game, Choose("A", "into your hand: Counterspell, Hill Giant"))
    resolve_stack(game)
    assert {game.objects["a-lib-3"].zone, game.objects["a-lib-4"].zone} == {Zone.HAND}
    assert game.libraries["A"][0] == "a-lib-5"
    assert sorted(game.libraries["A"][-2:]) == ["a-lib-1", "a-lib-2"]


@needs_full_database
def test_608_2c_consult_with_one_land_takes_the_only_card_looked_at() -> None:
    game = zones_game([CONSULT, "Mind Stone"], hand={"consult": CONSULT}, mana="U",
                      cards={"stone": "Mind Stone"}, library=LIBRARY)  # fmt: skip
    take(game, CastSpell("A", "consult"))
    all_pass(game)
    resolve_stack(game)
    assert game.objects["a-lib-1"].zone is Zone.HAND  # X is 1: nothing to choose
    assert game.libraries["A"][0] == "a-lib-2"
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY
