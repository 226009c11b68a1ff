"""Conspiracy ("Creatures you control are the chosen type", in every zone) against changeling
(CR 702.73a, a characteristic-defining ability). CR 613.3: the CDA applies first in layer 4;
CR 613.8a(c): a CDA and a non-CDA effect never depend on each other. So Conspiracy always wins
over changeling. Mutavault's "all creature types" is not a CDA: Conspiracy depends on it (what it
applies to: it makes Mutavault a creature), so Conspiracy also wins, whatever the timestamps."""

from __future__ import annotations

import pytest

from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text


def scenario(text: str) -> Game:
    return load_scenario_text(text).game


def creature_types(game: Game, object_id: str) -> set[str]:
    return {s.english for s in game.characteristics(object_id).type_line.subtypes}


CONSPIRACY = "{card: Conspiracy, id: conspiracy, choose: {creature_type: Elf}}"
OUTCAST = "{card: Changeling Outcast, id: outcast}"


@pytest.mark.parametrize("conspiracy_first", [True, False], ids=["conspiracy-older", "newer"])
def test_613_8a_c_conspiracy_overrides_changeling(conspiracy_first: bool) -> None:
    order = (CONSPIRACY, OUTCAST) if conspiracy_first else (OUTCAST, CONSPIRACY)
    game = scenario("battlefield:\n" + "".join(f"  - {e}\n" for e in order))
    assert creature_types(game, "outcast") == {"Elf"}
    trace = [t for t in game.trace("outcast") if t.layer == "4"]
    assert [t.source for t in trace] == ["outcast", "conspiracy"]
    assert trace[0].order == "characteristic-defining ability first (CR 613.3)"


def test_conspiracy_applies_to_creature_cards_you_own_in_every_zone() -> None:
    game = scenario(
        f"""
        battlefield:
          - {CONSPIRACY}
        hand:
          A: [{{card: Changeling Outcast, id: hand}}]
        graveyard:
          A: [{{card: Grizzly Bears, id: graveyard}}]
          B: [{{card: Grizzly Bears, id: theirs}}]
        library:
          A: [{{card: Lightning Bolt, id: bolt}}]
        exile:
          A: [{{card: Serra Angel, id: exiled}}]
        """
    )
    assert creature_types(game, "hand") == {"Elf"}
    assert creature_types(game, "graveyard") == {"Elf"}
    assert creature_types(game, "exiled") == {"Elf"}
    assert creature_types(game, "theirs") == {"Bear"}
    assert game.characteristics("bolt").type_line.english() == "Instant"


def test_conspiracy_applies_to_creature_spells_you_control() -> None:
    game = scenario(f"battlefield: [{CONSPIRACY}]")
    game.create_card("Grizzly Bears", "A", Zone.STACK, object_id="mine", controller="A")
    game.create_card("Grizzly Bears", "B", Zone.STACK, object_id="theirs", controller="B")
    assert creature_types(game, "mine") == {"Elf"}
    assert creature_types(game, "theirs") == {"Bear"}


def test_arcane_adaptation_adds_to_changeling() -> None:
    game = scenario(
        """
        battlefield:
          - {card: Arcane Adaptation, id: adaptation, choose: {creature_type: Elf}}
          - {card: Grizzly Bears, id: bears}
          - {card: Changeling Outcast, id: outcast}
        """
    )
    assert creature_types(game, "bears") == {"Bear", "Elf"}
    assert "Shapeshifter" in creature_types(game, "outcast")
    assert "Goblin" in creature_types(game, "outcast")


@pytest.mark.parametrize("activated_first", [True, False], ids=["mutavault-older", "newer"])
def test_613_8a_conspiracy_depends_on_mutavault(activated_first: bool) -> None:
    setup = "battlefield:\n  - {card: Mutavault, id: vault}\n"
    activate = "  - {activate: vault, ability: 2}\n"
    enter = f"  - enter: {CONSPIRACY}\n"
    actions = activate + enter if activated_first else enter + activate
    game = scenario(setup + "actions:\n" + actions)
    vault = game.characteristics("vault")
    assert vault.type_line.english() == "Land Creature — Elf"
    assert (vault.power, vault.toughness) == (2, 2)
