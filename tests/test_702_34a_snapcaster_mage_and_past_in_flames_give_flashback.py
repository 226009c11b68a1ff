"""CR 702.34a, 611.2c, 514.2: Snapcaster Mage, Flashback and Past in Flames, compiled from their
Oracle text — "… card in your graveyard gains flashback until end of turn. The flashback cost is
equal to its mana cost." The card may then be cast from the graveyard for its mana cost, is
exiled as it leaves the stack, and the flashback ends with the turn."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, ChooseTargets
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_until, put, rejected, start

pytestmark = needs_full_database

CARDS = ("Snapcaster Mage", "Lightning Bolt", "Counterspell", "Past in Flames", "Divination")


def _game(graveyard: dict[str, str], hand: dict[str, str], mana: dict[str, int]) -> Game:
    game = game_with(*CARDS)
    for object_id, name in graveyard.items():
        put(game, name, "A", Zone.GRAVEYARD, object_id)
    for object_id, name in hand.items():
        put(game, name, "A", Zone.HAND, object_id)
    for land, count in mana.items():
        lands(game, land, count, "A")
    return start(game)


def test_702_34a_snapcaster_gives_the_bolt_flashback_for_its_mana_cost() -> None:
    game = _game(
        {"bolt": "Lightning Bolt"}, {"snap": "Snapcaster Mage"}, {"Island": 2, "Mountain": 1}
    )
    assert not casts(game, "bolt")  # no flashback yet (CR 601.3)
    take(game, CastSpell("A", "snap"))
    resolve_stack(game)  # Snapcaster enters; its trigger targets the one card it can
    resolve_stack(game)
    assert game.objects["snap"].zone is Zone.BATTLEFIELD
    assert CastSpell("A", "bolt", ("B",), cost="flashback") in casts(game, "bolt")
    take(game, CastSpell("A", "bolt", ("B",), cost="flashback"))
    assert game.objects["mountain-1"].tapped
    resolve_stack(game)
    assert game.players["B"].life == 17
    assert game.objects["bolt"].zone is Zone.EXILE


def test_702_34a_the_trigger_chooses_among_instants_and_sorceries_in_the_graveyard() -> None:
    game = _game(
        {"bolt": "Lightning Bolt", "counter": "Counterspell"},
        {"snap": "Snapcaster Mage"},
        {"Island": 2},
    )
    take(game, CastSpell("A", "snap"))
    resolve_stack(game)
    assert game.pending is not None and set(game.pending.options) == {"bolt", "counter"}
    take(game, ChooseTargets("A", ("counter",)))
    resolve_stack(game)
    assert not casts(game, "bolt")
    assert rejected(game, CastSpell("A", "bolt", ("B",), cost="flashback")).rule == "601.2a"


def test_514_2_the_flashback_ends_with_the_turn() -> None:
    game = _game(
        {"bolt": "Lightning Bolt"}, {"snap": "Snapcaster Mage"}, {"Island": 2, "Mountain": 1}
    )
    take(game, CastSpell("A", "snap"))
    resolve_stack(game)
    resolve_stack(game)
    assert casts(game, "bolt")
    pass_until(game, Step.UPKEEP, turn=3)
    assert game.permissions == []
    assert game.objects["bolt"].zone is Zone.GRAVEYARD


def test_702_34a_past_in_flames_gives_each_instant_and_sorcery_card_flashback() -> None:
    game = _game(
        {"bolt": "Lightning Bolt", "div": "Divination"},
        {"flames": "Past in Flames"},
        {"Mountain": 6, "Island": 4},
    )
    take(game, CastSpell("A", "flames"))
    resolve_stack(game)
    assert game.objects["flames"].zone is Zone.GRAVEYARD
    untapped = [c for c, o in game.objects.items() if o.zone is Zone.BATTLEFIELD and not o.tapped]
    assert len(untapped) == 6
    offered = {(a.card, a.cost) for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert {c for c, _ in offered} == {"bolt", "div", "flames"}  # and its own flashback
    assert all(cost == "flashback" for _, cost in offered)
    take(game, CastSpell("A", "div", cost="flashback"))
    resolve_stack(game)
    assert game.objects["div"].zone is Zone.EXILE
    assert len([c for c, o in game.objects.items() if o.zone is Zone.HAND]) == 2
