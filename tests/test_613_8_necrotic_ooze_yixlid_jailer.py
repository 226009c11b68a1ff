"""CR 613.8a: Necrotic Ooze ("it has all activated abilities of all creature cards in all
graveyards") depends on Yixlid Jailer ("Cards in graveyards lose all abilities"), both in layer 6:
applying the Jailer's effect changes what the Ooze's does. So the Jailer's applies first, whatever
the timestamps, and the Ooze gains nothing."""

from __future__ import annotations

import pytest

from mtgrules.game.state import Game
from mtgrules.scenario.run import load_scenario_text

OOZE = "  - {card: Necrotic Ooze, id: ooze}\n"
JAILER = "  - {card: Yixlid Jailer, id: jailer}\n"
GRAVEYARD = 'graveyard:\n  A: [Cudgel Troll]\n  B: ["Skithiryx, the Blight Dragon"]\n'
OOZE_TEXT = (
    "As long as Necrotic Ooze is on the battlefield, it has all activated abilities of all "
    "creature cards in all graveyards."
)


def scenario(*battlefield: str) -> Game:
    return load_scenario_text("battlefield:\n" + "".join(battlefield) + GRAVEYARD).game


def test_613_8_necrotic_ooze_alone_has_the_graveyard_s_activated_abilities() -> None:
    game = scenario(OOZE)
    assert game.characteristics("ooze").ability_texts == (
        OOZE_TEXT,
        "{G}: Regenerate Necrotic Ooze.",
        "{B}: Necrotic Ooze gains haste until end of turn.",
        "{B}{B}: Regenerate Necrotic Ooze.",
    )


@pytest.mark.parametrize("ooze_first", [True, False], ids=["ooze-older", "jailer-older"])
def test_613_8a_necrotic_ooze_depends_on_yixlid_jailer(ooze_first: bool) -> None:
    game = scenario(*((OOZE, JAILER) if ooze_first else (JAILER, OOZE)))
    assert game.characteristics("ooze").ability_texts == (OOZE_TEXT,)
    assert game.characteristics("cudgel-troll").ability_texts == ()
    ooze_entry = next(t for t in game.trace("ooze") if t.layer == "6")
    assert ooze_entry.order == "after the effects it depends on (CR 613.8b)"
    assert ooze_entry.dependencies == ("jailer (what it does)",)
    assert (ooze_entry.before, ooze_entry.after) == (OOZE_TEXT, OOZE_TEXT)


def test_613_8a_when_the_jailer_leaves_the_ooze_has_the_abilities_again() -> None:
    game = load_scenario_text(
        "battlefield:\n" + JAILER + OOZE + GRAVEYARD + "actions:\n  - {leave: jailer, to: exile}\n"
    ).game
    assert len(game.characteristics("ooze").ability_texts) == 4


def test_613_8a_a_yixlid_jailer_in_a_graveyard_does_nothing() -> None:
    """Its static ability works only on the battlefield; in a graveyard it is just a card."""
    game = load_scenario_text(
        "battlefield:\n" + OOZE + "graveyard:\n  A: [Yixlid Jailer, Cudgel Troll]\n"
    ).game
    assert game.characteristics("ooze").ability_texts[1:] == ("{G}: Regenerate Necrotic Ooze.",)
