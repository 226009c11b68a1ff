"""CR 701.3a: attaching puts an Aura, Equipment, Fortification (or, in the Bond variant, a Back
Attack creature) onto a permanent; both must be on the battlefield at the moment of attaching.
An ability whose source left the battlefield before it resolved attaches nothing (the card in
the graveyard is a new object, 400.7), nor one whose target left; nothing off the battlefield is
ever attached (the random-game soak checks it after every action)."""

from __future__ import annotations

import pytest

from bond_helpers import back_attack, bond_board
from in_play import main_phase, resolve_stack, take, zone
from mtgrules.game.actions import ActivateAbility, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import IllegalAction
from mtgrules.game.turns import Step
from mtgrules.scenario.run import load_scenario_text, perform
from play_helpers import all_pass, lands, put, start


def test_701_3a_an_equip_ability_whose_equipment_was_destroyed_attaches_nothing() -> None:
    """A activates Short Sword's equip ability, then Naturalizes the Sword in response: the
    equip ability resolves with the Sword in the graveyard, attached to nothing."""
    game = main_phase(
        {"sword": "Short Sword", "bears": "Grizzly Bears"},
        hand={"naturalize": "Naturalize"},
        mana="GGG",
    )
    take(game, ActivateAbility("A", "sword", 1, ("bears",)))
    take(game, CastSpell("A", "naturalize", ("sword",)))
    resolve_stack(game)
    sword = game.get("sword")
    assert (sword.zone, sword.attached_to) == (Zone.GRAVEYARD, None)
    assert [(e.event, e.rule) for e in game.events if e.event == "not attached"] == [
        ("not attached", "701.3a")
    ]


def test_701_3a_a_back_attack_creature_that_died_in_response_stays_unattached() -> None:
    """Bond 502.C: Rearguard Ogre's Back Attack ability is on the stack; A Murders the Ogre in
    response. The Ogre in the graveyard is attached to nothing."""
    game = bond_board()
    put(game, "Rearguard Ogre", "A", object_id="ogre")
    put(game, "Stonebond Colossus", "A", object_id="colossus")
    put(game, "Murder", "A", Zone.HAND, "murder")
    lands(game, "Swamp", 3, "A")
    start(game, Step.BEGINNING_OF_COMBAT)
    game.apply(back_attack(game, "ogre", "colossus"))
    game.apply(CastSpell("A", "murder", ("ogre",)))
    all_pass(game)
    assert zone(game, "ogre") is Zone.GRAVEYARD
    all_pass(game)
    ogre = game.get("ogre")
    assert (ogre.zone, ogre.attached_to, game.get("colossus").attached_to) == (
        Zone.GRAVEYARD, None, None,
    )  # fmt: skip


def test_701_3a_a_card_in_a_graveyard_can_t_be_attached() -> None:
    game = load_scenario_text(
        """
        battlefield:
          - {card: Grizzly Bears, id: bears}
        graveyard: {A: [{card: Short Sword, id: sword}]}
        """
    ).game
    with pytest.raises(IllegalAction) as error:
        perform(game, {"attach": "sword", "to": "bears"})
    assert error.value.rule == "701.3a"
    assert game.get("sword").attached_to is None


def test_701_3a_nothing_is_attached_to_a_card_in_a_graveyard() -> None:
    game = load_scenario_text(
        """
        battlefield:
          - {card: Short Sword, id: sword}
        graveyard: {A: [{card: Grizzly Bears, id: bears}]}
        """
    ).game
    with pytest.raises(IllegalAction) as error:
        perform(game, {"attach": "sword", "to": "bears"})
    assert error.value.rule == "701.3a"
