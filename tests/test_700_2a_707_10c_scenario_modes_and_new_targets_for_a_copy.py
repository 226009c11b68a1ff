"""Choices made in a scenario as a spell is cast and as a copy is made: the modes of a modal
spell (``modes:``, CR 700.2a, 601.2b; its targets those of the chosen modes, 700.2c) and new
targets for a copy (``decide`` with the targets, 707.10c). Each is refused with its rule when
it isn't one the game offers."""

from __future__ import annotations

import pytest

from card_data import needs_full_database
from mtgrules.scenario.run import load_scenario_text
from mtgrules.sourcefile import SourceError

CHARM = """\
players: [A, B]
battlefield:
  - {card: Island, id: island, controller: A}
  - {card: Mountain, id: mountain, controller: A}
  - {card: Grizzly Bears, id: bears, controller: B}
hand: {A: [{card: Izzet Charm, id: charm}]}
actions:
"""

TWINCAST = """\
players: [A, B]
battlefield:
  - {card: Island, id: island, controller: A}
  - {card: Island, id: island-2, controller: A}
  - {card: Mountain, id: mountain, controller: A}
  - {card: Grizzly Bears, id: bears, controller: B}
hand: {A: [{card: Lightning Bolt, id: bolt}, {card: Twincast, id: twincast}]}
actions:
  - {cast: bolt, pay: true, targets: [bears]}
  - {cast: twincast, pay: true, targets: [bolt]}
  - pass
"""


@needs_full_database
def test_700_2a_izzet_charm_cast_for_its_second_mode_deals_2_damage() -> None:
    text = CHARM + "  - {cast: charm, pay: true, modes: [2], targets: [bears]}\n  - pass\n"
    game = load_scenario_text(text, "<test>").game
    assert game.get("bears").zone.value == "graveyard"
    cast = next(e for e in game.events if e.kind == "cast")
    assert (cast.source, cast.targets) == ("charm", ("bears",))


@needs_full_database
@pytest.mark.parametrize(
    ("modes", "message"),
    [
        ("[2, 3]", r"choose 1 mode\(s\), not 2 \(CR 700.2a\)"),
        ("[4]", r"'charm' has modes 1 to 3 \(CR 700.2a\)"),
        ("two", r"'modes' must be a list of mode numbers"),
    ],
)
def test_700_2a_modes_not_offered_are_refused(modes: str, message: str) -> None:
    text = CHARM + f"  - {{cast: charm, pay: true, modes: {modes}, targets: [bears]}}\n"
    with pytest.raises(SourceError, match=message):
        load_scenario_text(text, "<test>")


@needs_full_database
def test_700_2a_a_modal_spell_cast_without_modes_is_refused() -> None:
    with pytest.raises(SourceError, match=r"choose 1 mode\(s\), not 0 \(CR 700.2a\)"):
        load_scenario_text(CHARM + "  - {cast: charm, pay: true, targets: [bears]}\n", "<test>")


def test_707_10c_the_copy_s_new_target_is_chosen_with_decide() -> None:
    game = load_scenario_text(TWINCAST + "  - {decide: [B]}\n  - pass\n  - pass\n", "<test>").game
    assert game.players["B"].life == 17
    assert game.get("bears").zone.value == "graveyard"


def test_707_10c_keeping_the_target_bolts_the_bears_twice() -> None:
    game = load_scenario_text(TWINCAST + "  - {decide: [bears]}\n  - pass\n", "<test>").game
    damage = [(e.source, e.targets, e.amount) for e in game.events if e.kind == "damage"]
    assert damage == [("bolt-copy", ("bears",), 3)]
    assert game.players["B"].life == 20


def test_707_10c_a_target_not_offered_is_refused_and_the_choice_can_t_be_passed() -> None:
    with pytest.raises(SourceError, match=r"that choice isn't one of the options \(CR 707.10c\)"):
        load_scenario_text(TWINCAST + "  - {decide: [twincast]}\n", "<test>")
    with pytest.raises(SourceError, match=r"choose_targets .*\(CR 707.10c\); offered: \[bears\]"):
        load_scenario_text(TWINCAST + "  - pass\n", "<test>")
