"""CR 701.23a, 201.2, 608.2d with a real card compiled from its Oracle text: Gifts Ungiven
("Search your library for up to four cards with different names and reveal them. Target
opponent chooses two of those cards. Put the chosen cards into your graveyard and the rest into
your hand. Then shuffle.") — the caster finds cards one at a time, never two of one name; the
opponent chooses which two go to the graveyard."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import all_pass
from zones_helpers import zones_game

GIFTS = "Gifts Ungiven"
LIBRARY = ["Lightning Bolt", "Lightning Bolt", "Grizzly Bears", "Hill Giant", "Counterspell"]


def _gifts() -> Game:
    game = zones_game([GIFTS], hand={"gifts": GIFTS}, mana="UUUU", library=LIBRARY)
    take(game, CastSpell("A", "gifts", ("B",)))
    all_pass(game)
    return game


def _choose(game: Game, player: str, value: str) -> None:
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.player == player
    take(game, Choose(player, value))


@needs_full_database
def test_608_2d_gifts_ungiven_four_different_names_and_the_opponent_picks_two() -> None:
    game = _gifts()
    assert game.pending is not None
    assert game.pending.options == (
        "no more", "find: Counterspell", "find: Grizzly Bears", "find: Hill Giant",
        "find: Island", "find: Lightning Bolt",
    )  # fmt: skip
    _choose(game, "A", "find: Lightning Bolt")
    assert "find: Lightning Bolt" not in game.pending.options  # a different name each time
    _choose(game, "A", "find: Grizzly Bears")
    _choose(game, "A", "find: Counterspell")
    _choose(game, "A", "find: Hill Giant")  # the fourth: the search is over
    assert len(game.pending.options) == 6  # two of four, chosen by the opponent
    _choose(game, "B", "chosen: Counterspell, Lightning Bolt")
    resolve_stack(game)
    zones = {game.characteristics(c).name: game.objects[c].zone
             for c in ("a-lib-1", "a-lib-3", "a-lib-4", "a-lib-5")}  # fmt: skip
    assert zones == {"Lightning Bolt": Zone.GRAVEYARD, "Counterspell": Zone.GRAVEYARD,
                     "Grizzly Bears": Zone.HAND, "Hill Giant": Zone.HAND}  # fmt: skip
    assert game.objects["a-lib-2"].zone is Zone.LIBRARY  # the other Bolt stays
    assert any(e.rule == "701.20a" and "reveals" in e.detail for e in game.events)
    assert game.objects["gifts"].zone is Zone.GRAVEYARD


@needs_full_database
def test_608_2d_gifts_ungiven_finding_two_puts_both_into_the_graveyard() -> None:
    game = _gifts()
    _choose(game, "A", "find: Grizzly Bears")
    _choose(game, "A", "find: Hill Giant")
    _choose(game, "A", "no more")
    resolve_stack(game)  # two found: the opponent has nothing to choose
    assert game.objects["a-lib-3"].zone is Zone.GRAVEYARD
    assert game.objects["a-lib-4"].zone is Zone.GRAVEYARD
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY
