"""CR 107.3, 601.2b-c, 608.2b: a bound that is X in a target's filter, compiled from Oracle text:
Repeal ("Return target nonland permanent with mana value X to its owner's hand." / "Draw a
card."): X is announced before the targets are chosen, so with X = 2 it may target only a
nonland permanent with mana value 2; the bound stays as it resolves. Postmortem Lunge ("Return
target creature card with mana value X from your graveyard to the battlefield. …")."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import all_pass, lands, put, rejected, start

pytestmark = needs_full_database


def _repeal() -> Game:
    game = game_with("Repeal")
    put(game, "Repeal", "A", Zone.HAND, "repeal")
    lands(game, "Island", 7, "A")
    put(game, "Grizzly Bears", "B", object_id="bears")
    put(game, "Serra Angel", "B", object_id="angel")
    put(game, "Mind Stone", "B", object_id="stone")
    start(game)
    return game


def test_601_2c_x_is_announced_first_and_bounds_the_targets() -> None:
    game = _repeal()
    offered = {(a.x, a.targets) for a in casts(game, "repeal")}
    assert {t for x, t in offered if x == 2} == {("bears",), ("stone",)}
    assert {t for x, t in offered if x == 5} == {("angel",)}
    assert {t for x, t in offered if x == 0} == set()  # no nonland permanent has mana value 0
    assert rejected(game, CastSpell("A", "repeal", ("angel",), x=2)).rule == "115.1"


def test_107_3_repeal_returns_the_permanent_and_draws() -> None:
    game = _repeal()
    game.apply(CastSpell("A", "repeal", ("angel",), x=5))
    all_pass(game)
    assert game.objects["angel"].zone is Zone.HAND
    hand = [c for c, o in game.objects.items() if o.zone is Zone.HAND and o.owner == "A"]
    assert len(hand) == 1


def test_608_2b_the_bound_holds_as_it_resolves() -> None:
    game = game_with("Repeal", "Postmortem Lunge")
    put(game, "Postmortem Lunge", "A", Zone.HAND, "lunge")
    lands(game, "Swamp", 4, "A")
    put(game, "Grizzly Bears", "A", Zone.GRAVEYARD, "dead-bears")
    put(game, "Serra Angel", "A", Zone.GRAVEYARD, "dead-angel")
    start(game)
    targets = {(a.x, a.targets) for a in casts(game, "lunge")}
    assert (2, ("dead-bears",)) in targets and (2, ("dead-angel",)) not in targets
    game.apply(next(a for a in casts(game, "lunge") if a.x == 2))
    all_pass(game)
    assert game.objects["dead-bears"].zone is Zone.BATTLEFIELD
