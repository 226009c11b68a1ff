"""Orcish Bowmasters compiled from its Oracle text, in play: "When {this} enters and whenever an
opponent draws a card except the first one they draw in each of their draw steps, {this} deals
1 damage to any target. Then amass Orcs 1." (CR 603.2: either event triggers it; 504.1: the
draw step's draw is found in the turn's history; 701.47a: amass)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import take
from mtgrules.game.actions import CastSpell, ChooseTargets
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import lands, pass_priority, pass_until, put, start


def _resolve_aiming_at(game: Game, target: str) -> None:
    """Resolve the stack; every Bowmasters trigger aims at ``target``."""
    while game.pending is not None and (game.stack or game.pending.kind is DecisionKind.TARGETS):
        if game.pending.kind is DecisionKind.TARGETS:
            take(game, ChooseTargets(game.pending.player, (target,)))
        else:
            pass_priority(game)


def _armies(game: Game, player: str) -> list[str]:
    return [
        i
        for i, o in game.objects.items()
        if o.zone is Zone.BATTLEFIELD
        and game.controller_of(i) == player
        and "Army" in game.characteristics(i).type_line.subtype_names
    ]


@needs_full_database
def test_701_47a_bowmasters_enters_pings_and_amasses_a_new_army() -> None:
    game = game_with("Orcish Bowmasters")
    put(game, "Orcish Bowmasters", "A", Zone.HAND, "bowmasters")
    put(game, "Savannah Lions", "B", object_id="lions")
    lands(game, "Swamp", 2, "A", "A-B")
    start(game)
    take(game, CastSpell("A", "bowmasters"))
    _resolve_aiming_at(game, "lions")
    assert game.objects["lions"].zone is Zone.GRAVEYARD
    (army,) = _armies(game, "A")
    chars = game.characteristics(army)
    assert chars.name == "Orc Army Token"
    assert (chars.power, chars.toughness) == (1, 1)
    assert game.objects[army].counters == {"+1/+1": 1}


@needs_full_database
def test_504_1_bowmasters_ignores_the_draw_step_draw_but_not_the_others() -> None:
    game = game_with("Orcish Bowmasters")
    put(game, "Orcish Bowmasters", "A", object_id="bowmasters")
    put(game, "Divination", "B", Zone.HAND, "divination")
    lands(game, "Island", 3, "B", "B-U")
    start(game, Step.UPKEEP, active="B", turn=3)
    pass_until(game, Step.PRECOMBAT_MAIN)
    assert game.history.cards_drawn("B") == 1  # the draw step's card: no trigger
    assert game.players["B"].life == 20 and not _armies(game, "A")
    take(game, CastSpell("B", "divination"))
    _resolve_aiming_at(game, "B")
    assert game.players["B"].life == 18  # two cards drawn, two triggers
    (army,) = _armies(game, "A")
    assert game.objects[army].counters == {"+1/+1": 2}  # one Army, amassed twice


@needs_full_database
def test_603_2_bowmasters_doesnt_see_its_controllers_draws() -> None:
    game = game_with("Orcish Bowmasters")
    put(game, "Orcish Bowmasters", "A", object_id="bowmasters")
    put(game, "Divination", "A", Zone.HAND, "divination")
    lands(game, "Island", 3, "A", "A-U")
    start(game)
    take(game, CastSpell("A", "divination"))
    _resolve_aiming_at(game, "B")
    assert game.history.cards_drawn("A") == 2
    assert game.players["B"].life == 20 and not _armies(game, "A")
