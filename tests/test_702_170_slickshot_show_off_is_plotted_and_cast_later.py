"""CR 702.170a, 702.170d, 116.2k: Slickshot Show-Off, compiled from its Oracle text — "Plot {1}{R}".
Its owner plots it as a special action in their main phase (paying {1}{R}, exiling it from
their hand); on a later turn they may cast it from exile without paying its mana cost, in
their main phase while the stack is empty."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, SpecialAction
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_until, put, rejected, start

pytestmark = needs_full_database

SHOW_OFF = "Slickshot Show-Off"


def _plotted() -> Game:
    game = game_with(SHOW_OFF)
    put(game, SHOW_OFF, "A", Zone.HAND, "show")
    lands(game, "Mountain", 2, "A")
    start(game)
    assert SpecialAction("A", "show", "plot") in game.legal_actions()
    take(game, SpecialAction("A", "show", "plot"))
    return game


def test_702_170a_plotting_pays_the_cost_and_exiles_the_card() -> None:
    game = _plotted()
    assert game.objects["show"].zone is Zone.EXILE
    assert game.objects["mountain-1"].tapped and game.objects["mountain-2"].tapped
    assert not game.stack  # a special action doesn't use the stack (CR 116.1)
    assert not casts(game, "show")  # not in the turn it became plotted (702.170d)


def test_702_170d_it_is_cast_free_on_a_later_turn_at_sorcery_timing() -> None:
    game = _plotted()
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)
    for land in ("mountain-1", "mountain-2"):
        game.objects[land].tapped = True  # no mana: none is needed
    assert CastSpell("A", "show", cost="without paying its mana cost") in casts(game, "show")
    take(game, CastSpell("A", "show", cost="without paying its mana cost"))
    resolve_stack(game)
    assert game.objects["show"].zone is Zone.BATTLEFIELD


def test_702_170a_a_card_is_plotted_only_at_sorcery_timing() -> None:
    game = game_with(SHOW_OFF)
    put(game, SHOW_OFF, "A", Zone.HAND, "show")
    lands(game, "Mountain", 2, "A")
    start(game, Step.UPKEEP)
    assert rejected(game, SpecialAction("A", "show", "plot")).rule == "702.170a"
