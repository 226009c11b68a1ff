"""CR 702.43a, 608.2h: Arcbound Ravager, compiled from its Oracle text — "Sacrifice an artifact:
Put a +1/+1 counter on {this}." and "Modular 1": it enters with a +1/+1 counter, and when it is
put into a graveyard from the battlefield its controller may put a +1/+1 counter on target
artifact creature for each +1/+1 counter it had as it last existed on the battlefield."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import pt, resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import in_trigger_order, lands, put, start

pytestmark = needs_full_database

RAVAGER = "Arcbound Ravager"


def _two_ravagers() -> Game:
    game = game_with(RAVAGER)
    put(game, RAVAGER, "A", Zone.HAND, "first")
    put(game, RAVAGER, "A", Zone.HAND, "second")
    lands(game, "Island", 4, "A")
    start(game)
    for card in ("first", "second"):
        take(game, CastSpell("A", card))
        resolve_stack(game)
    return game


def test_702_43a_it_enters_with_one_plus_one_counter() -> None:
    game = _two_ravagers()
    assert game.objects["first"].counters == {"+1/+1": 1}
    assert pt(game, "first") == (1, 1)  # a 0/0 with its counter


def test_702_43a_its_counters_move_to_an_artifact_creature_as_it_dies() -> None:
    game = _two_ravagers()
    take(game, ActivateAbility("A", "first", 1, paid_with=("first",)))
    in_trigger_order(game)
    assert game.objects["first"].zone is Zone.GRAVEYARD
    resolve_stack(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    take(game, Choose("A", "yes"))  # CR 608.2d: "you may"
    resolve_stack(game)
    # its own counter and the first's one (the first's ability has no permanent to put one on)
    assert game.objects["second"].counters == {"+1/+1": 2}
    assert pt(game, "second") == (2, 2)
    assert pt(game, "first") == (0, 0)  # the card in the graveyard has no counters (400.7)


def test_702_43a_its_controller_may_decline() -> None:
    game = _two_ravagers()
    take(game, ActivateAbility("A", "second", 1, paid_with=("first",)))
    in_trigger_order(game)
    resolve_stack(game)
    take(game, Choose("A", "don't"))
    resolve_stack(game)
    assert game.objects["second"].counters == {"+1/+1": 2}  # its own, and the sacrifice's
