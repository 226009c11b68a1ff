"""CR 603: the core-set cards' triggered abilities in play — "when … enters the battlefield"
(603.6a), "whenever another creature enters", "when … dies" (700.4, looking back in time,
603.10a), "whenever … attacks" (508.1m), and "when … is put into a graveyard from the
battlefield" for an Aura (Rancor). Each waits for the next time a player would receive priority
and goes on the stack (603.3), then resolves like any other object on the stack."""

from __future__ import annotations

from card_data import needs_full_database
from in_play import attack, cast, in_zone, main_phase, pt, take, zone
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from play_helpers import pass_priority, pass_until


def test_603_3_cloudkin_seer_s_trigger_goes_on_the_stack_then_draws() -> None:
    game = main_phase(hand={"seer": "Cloudkin Seer"}, mana="UUU")
    take(game, CastSpell("A", "seer"))
    pass_priority(game)
    pass_priority(game)  # the Seer resolves and enters; its ability triggers
    assert [item.description for item in game.stack] == [
        "Cloudkin Seer: When Cloudkin Seer enters the battlefield, draw a card."
    ]
    assert in_zone(game, Zone.HAND, "A") == []
    pass_priority(game)
    pass_priority(game)
    assert (len(in_zone(game, Zone.HAND, "A")), game.stack) == (1, [])


def test_603_6a_elvish_visionary_draws_inspiring_cleric_gains_four() -> None:
    game = main_phase(
        hand={"visionary": "Elvish Visionary", "cleric": "Inspiring Cleric"}, mana="GGWWW"
    )
    cast(game, "visionary")
    cast(game, "cleric")
    assert (len(in_zone(game, Zone.HAND, "A")), game.players["A"].life) == (1, 24)


def test_603_6a_dusk_legion_zealot_you_draw_a_card_and_lose_one_life() -> None:
    game = main_phase(hand={"zealot": "Dusk Legion Zealot"}, mana="BB")
    cast(game, "zealot")
    assert (len(in_zone(game, Zone.HAND, "A")), game.players["A"].life) == (1, 19)


@needs_full_database
def test_603_2_soul_warden_gains_life_for_each_other_creature_of_either_player() -> None:
    game = main_phase(
        hand={"warden": "Soul Warden", "lions": "Savannah Lions"},
        mana="WW",
        their_hand={"flash": "Pouncing Cheetah"},
        their_mana="GGG",
    )
    cast(game, "warden")
    assert game.players["A"].life == 20  # not for itself ("another")
    cast(game, "lions")
    assert game.players["A"].life == 21
    pass_priority(game)  # B has priority and casts a creature with flash
    cast(game, "flash")
    assert game.players["A"].life == 22


def test_603_10a_doomed_dissenter_dies_and_its_controller_gets_a_zombie() -> None:
    game = main_phase(
        hand={"hammer": "Volcanic Hammer"}, mana="RR", theirs={"dissenter": "Doomed Dissenter"}
    )
    cast(game, "hammer", "dissenter")
    assert zone(game, "dissenter") is Zone.GRAVEYARD
    tokens = [i for i, o in game.objects.items() if o.is_token]
    assert len(tokens) == 1
    token = game.characteristics(tokens[0])
    assert (token.name, token.controller, pt(game, tokens[0])) == ("Zombie Token", "B", (2, 2))
    assert {c.english for c in token.colors} == {"Black"}
    assert [s.english for s in token.type_line.subtypes] == ["Zombie"]


def test_508_1m_borderland_marauder_gets_plus_two_when_it_attacks_until_end_of_turn() -> None:
    game = main_phase({"marauder": "Borderland Marauder"})
    assert pt(game, "marauder") == (1, 2)
    attack(game, "marauder")
    assert game.players["B"].life == 17
    assert pt(game, "marauder") == (3, 2)
    pass_until(game, Step.UPKEEP, turn=3)
    assert pt(game, "marauder") == (1, 2)  # the effect ended in the cleanup step (514.2)


def test_603_6c_rancor_returns_to_its_owner_s_hand_when_its_creature_dies() -> None:
    game = main_phase(
        {"bears": "Grizzly Bears"},
        hand={"rancor": "Rancor"},
        mana="G",
        their_hand={"bolt": "Lightning Bolt"},
        their_mana="R",
    )
    cast(game, "rancor", "bears")
    assert (pt(game, "bears"), game.characteristics("bears").has_keyword("Trample")) == (
        (4, 2),
        True,
    )
    pass_priority(game)
    cast(game, "bolt", "bears")
    # The Bears die; Rancor, attached to nothing, goes to the graveyard (704.5m); its ability
    # triggers and returns it to A's hand.
    assert (zone(game, "bears"), zone(game, "rancor")) == (Zone.GRAVEYARD, Zone.HAND)


def test_603_6c_rancor_returns_when_its_creature_is_exiled() -> None:
    game = main_phase(
        {"bears": "Grizzly Bears"},
        hand={"rancor": "Rancor", "reward": "Final Reward"},
        mana="GBBBBB",
    )
    cast(game, "rancor", "bears")
    cast(game, "reward", "bears")
    # Rancor, attached to nothing, is put into the graveyard from the battlefield all the same.
    assert (zone(game, "bears"), zone(game, "rancor")) == (Zone.EXILE, Zone.HAND)
