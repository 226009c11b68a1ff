"""CR 115.1, 601.2c: real cards compiled from their Oracle text whose targets are "X or Y"
(Bounce Off's "creature or Vehicle", Pulse of Murasa's "creature or land card", Sink into
Stupor's "spell or nonland permanent an opponent controls", Jeskai Revelation's "spell or
permanent") or several objects for one word "target" (Force of Vigor's "up to two target
artifacts and/or enchantments", Mindbreak Trap's "any number of target spells")."""

from __future__ import annotations

import pytest

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import cast, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import IllegalAction
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def test_115_1_bounce_off_returns_a_creature_or_a_vehicle_but_no_other_artifact() -> None:
    game = game_with("Bounce Off")
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Smuggler's Copter", "B", object_id="copter")
    put(game, "Mind Stone", "B", object_id="stone")
    put(game, "Bounce Off", "A", Zone.HAND, "bounce")
    put(game, "Bounce Off", "A", Zone.HAND, "bounce-2")
    lands(game, "Island", 2, "A")
    start(game)
    offered = {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert ("stone",) not in offered
    assert {("giant",), ("copter",)} <= offered
    with pytest.raises(IllegalAction):
        game.apply(CastSpell("A", "bounce", ("stone",)))
    cast(game, "bounce", "copter")
    assert game.objects["copter"].zone is Zone.HAND
    cast(game, "bounce-2", "giant")
    assert game.objects["giant"].zone is Zone.HAND


def test_115_1_pulse_of_murasa_returns_a_creature_or_land_card_from_any_graveyard() -> None:
    game = game_with("Pulse of Murasa")
    put(game, "Hill Giant", "B", Zone.GRAVEYARD, "giant")
    put(game, "Forest", "A", Zone.GRAVEYARD, "forest")
    put(game, "Shock", "A", Zone.GRAVEYARD, "shock")
    put(game, "Pulse of Murasa", "A", Zone.HAND, "pulse")
    lands(game, "Forest", 3, "A", "land")
    start(game)
    offered = {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert {("giant",), ("forest",)} <= offered
    assert ("shock",) not in offered  # an instant card
    cast(game, "pulse", "giant")
    assert game.objects["giant"].zone is Zone.HAND
    assert game.objects["giant"].owner == "B"  # to its owner's hand
    assert game.players["A"].life == 26


def test_115_3_force_of_vigor_destroys_up_to_two_artifacts_and_or_enchantments() -> None:
    game = game_with("Force of Vigor")
    put(game, "Mind Stone", "B", object_id="stone")
    put(game, "Crusade", "B", object_id="crusade")
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Force of Vigor", "A", Zone.HAND, "force")
    lands(game, "Forest", 4, "A")
    start(game)
    offered = {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert {(), ("stone",), ("crusade",), ("stone", "crusade")} <= offered
    assert not any("giant" in t for t in offered)
    with pytest.raises(IllegalAction):  # one word "target": the same object once (115.3)
        game.apply(CastSpell("A", "force", ("stone", "stone")))
    cast(game, "force", "stone", "crusade")
    assert game.objects["stone"].zone is Zone.GRAVEYARD
    assert game.objects["crusade"].zone is Zone.GRAVEYARD
    assert game.objects["giant"].zone is Zone.BATTLEFIELD


def test_601_2c_mindbreak_trap_exiles_every_spell_it_targets() -> None:
    game = game_with("Mindbreak Trap")
    put(game, "Shock", "B", Zone.HAND, "shock-1")
    put(game, "Shock", "B", Zone.HAND, "shock-2")
    put(game, "Mindbreak Trap", "A", Zone.HAND, "trap")
    lands(game, "Mountain", 2, "B", "b-mountain")
    lands(game, "Island", 4, "A")
    start(game, active="B")
    take(game, CastSpell("B", "shock-1", ("A",)))
    take(game, CastSpell("B", "shock-2", ("A",)))
    pass_priority(game)  # B passes: A may respond
    take(game, CastSpell("A", "trap", ("shock-1", "shock-2")))
    pass_priority(game)
    pass_priority(game)
    assert not game.stack
    assert game.objects["shock-1"].zone is Zone.EXILE
    assert game.objects["shock-2"].zone is Zone.EXILE
    assert game.players["A"].life == 20


def test_115_1_sink_into_stupor_returns_an_opponents_spell_or_nonland_permanent() -> None:
    game = game_with("Sink into Stupor // Soporific Springs")
    put(game, "Shock", "B", Zone.HAND, "shock")
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Hill Giant", "A", object_id="mine")
    put(game, "Sink into Stupor // Soporific Springs", "A", Zone.HAND, "sink")
    lands(game, "Mountain", 1, "B", "b-mountain")
    lands(game, "Island", 3, "A")
    start(game, active="B")
    take(game, CastSpell("B", "shock", ("A",)))
    pass_priority(game)
    offered = {a.targets for a in game.legal_actions() if isinstance(a, CastSpell)}
    assert {("shock",), ("giant",)} <= offered
    assert ("mine",) not in offered  # not an opponent's
    assert ("b-mountain-1",) not in offered  # a land
    take(game, CastSpell("A", "sink", ("shock",)))
    pass_priority(game)
    pass_priority(game)
    assert not game.stack
    assert game.objects["shock"].zone is Zone.HAND
    assert game.players["A"].life == 20


def test_115_1_jeskai_revelation_returns_a_permanent_and_deals_four() -> None:
    game = game_with("Jeskai Revelation")
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Jeskai Revelation", "A", Zone.HAND, "revelation")
    for basic in ("Island", "Mountain", "Plains"):
        lands(game, basic, 1, "A")
    lands(game, "Island", 4, "A", "more")
    start(game)
    hand = sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A")
    cast(game, "revelation", "giant", "B")
    assert game.objects["giant"].zone is Zone.HAND
    assert game.players["B"].life == 16
    assert game.players["A"].life == 24
    monks = [o for o in game.objects.values() if o.is_token and o.zone is Zone.BATTLEFIELD]
    assert len(monks) == 2
    assert (
        sum(1 for o in game.objects.values() if o.zone is Zone.HAND and o.owner == "A") == hand + 1
    )
