"""CR 605: mana abilities of the core-set mana creatures and artifacts in play — they make the
mana their text says (106.1: one mana of any color, {C}{C}), pay for spells automatically
(601.2g), and a creature's {T} ability needs it to have been under its controller's control
since their most recent turn began (302.6)."""

from __future__ import annotations

from in_play import cast, main_phase, zone
from mtgrules.game.actions import ActivateManaAbility, CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game


def mana_offered(game: Game, source: str) -> set[str | None]:
    """The colors of mana ``source``'s mana ability is offered for now (None: colorless)."""
    return {
        a.color
        for a in game.legal_actions()
        if isinstance(a, ActivateManaAbility) and a.source == source
    }


def test_106_1_birds_of_paradise_and_alloy_myr_make_one_mana_of_any_color() -> None:
    game = main_phase({"birds": "Birds of Paradise", "myr": "Alloy Myr"})
    assert mana_offered(game, "birds") == mana_offered(game, "myr") == {"W", "U", "B", "R", "G"}


def test_601_2g_birds_of_paradise_pays_a_blue_spell_in_a_green_deck() -> None:
    game = main_phase({"birds": "Birds of Paradise"}, hand={"drake": "Wind Drake"}, mana="GG")
    cast(game, "drake")
    assert zone(game, "drake") is Zone.BATTLEFIELD
    assert game.objects["birds"].tapped


def test_106_1_palladium_myr_makes_two_colorless_mana() -> None:
    game = main_phase({"myr": "Palladium Myr"}, hand={"giant": "Hill Giant"}, mana="RR")
    assert mana_offered(game, "myr") == {None}
    cast(game, "giant")  # {3}{R}: two Mountains and the Myr's {C}{C}, with one to spare
    assert zone(game, "giant") is Zone.BATTLEFIELD


def test_302_6_a_summoning_sick_elvish_mystic_can_t_pay() -> None:
    game = main_phase(hand={"mystic": "Elvish Mystic", "bears": "Grizzly Bears"}, mana="GG")
    cast(game, "mystic")
    assert mana_offered(game, "mystic") == set()
    assert not any(isinstance(a, CastSpell) and a.card == "bears" for a in game.legal_actions())


def test_605_3_elvish_mystic_from_last_turn_pays_for_a_two_drop() -> None:
    game = main_phase({"mystic": "Elvish Mystic"}, hand={"tusker": "Kalonian Tusker"}, mana="G")
    cast(game, "tusker")
    assert zone(game, "tusker") is Zone.BATTLEFIELD
