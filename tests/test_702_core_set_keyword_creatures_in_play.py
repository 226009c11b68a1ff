"""CR 702: the keyword abilities of the core-set creatures, in real combat: flying and reach
(702.9b, 702.17b), defender (702.3b), haste (702.10b), vigilance (702.20b), menace (702.111b),
first strike (702.7b), trample (702.19b), deathtouch (702.2b), lifelink (702.15b), protection
(702.16) — each card as its definition gives it."""

from __future__ import annotations

from in_play import (
    attack,
    attackers_offered,
    blocks_offered,
    cast,
    cast_targets,
    declare_attackers,
    declare_blocks,
    main_phase,
    zone,
)
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.turns import Step
from play_helpers import pass_priority, pass_until, rejected

# -- flying and reach ----------------------------------------------------------------------------


def test_702_9b_wind_drake_can_be_blocked_only_by_fliers_and_reach() -> None:
    game = main_phase(
        {"drake": "Wind Drake"},
        theirs={"bears": "Grizzly Bears", "spider": "Giant Spider", "wall": "Wall of Air"},
    )
    declare_attackers(game, "drake")
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert blocks_offered(game) == {("spider", "drake"), ("wall", "drake")}


def test_702_9b_an_unblocked_air_elemental_deals_its_damage_to_the_player() -> None:
    game = main_phase({"elemental": "Air Elemental"}, theirs={"bears": "Grizzly Bears"})
    attack(game, "elemental")
    assert game.players["B"].life == 16


def test_702_17b_giant_spider_blocks_a_flier_and_survives() -> None:
    game = main_phase({"drake": "Wind Drake"}, theirs={"spider": "Giant Spider"})
    attack(game, "drake", blocks={"spider": "drake"})
    assert (zone(game, "drake"), zone(game, "spider")) == (Zone.GRAVEYARD, Zone.BATTLEFIELD)
    assert (game.objects["spider"].damage, game.players["B"].life) == (2, 20)


# -- defender, haste, vigilance, menace ------------------------------------------------------------


def test_702_3b_angelic_wall_and_wall_of_air_can_t_attack_but_block() -> None:
    game = main_phase(
        {"wall": "Angelic Wall", "air": "Wall of Air", "lions": "Savannah Lions"},
        theirs={"hawk": "Suntail Hawk"},
    )
    pass_until(game, Step.DECLARE_ATTACKERS)
    assert attackers_offered(game) == {"lions"}


def test_702_10b_raging_goblin_attacks_the_turn_it_comes_under_your_control() -> None:
    game = main_phase(hand={"goblin": "Raging Goblin", "lions": "Savannah Lions"}, mana="RW")
    cast(game, "goblin")
    cast(game, "lions")
    pass_until(game, Step.DECLARE_ATTACKERS)
    assert attackers_offered(game) == {"goblin"}  # Savannah Lions is summoning sick (302.6)


def test_702_10b_thundering_giant_hits_the_turn_it_is_cast() -> None:
    game = main_phase(hand={"giant": "Thundering Giant"}, mana="RRRRR")
    cast(game, "giant")
    attack(game, "giant")
    assert game.players["B"].life == 16


def test_702_20b_standing_troops_and_sentinel_spider_attack_and_stay_untapped() -> None:
    game = main_phase(
        {"troops": "Standing Troops", "spider": "Sentinel Spider", "lions": "Savannah Lions"}
    )
    attack(game, "troops", "spider", "lions")
    assert [game.objects[i].tapped for i in ("troops", "spider", "lions")] == [False, False, True]
    assert game.players["B"].life == 20 - 1 - 4 - 2


def test_702_111b_boggart_brute_can_t_be_blocked_by_one_creature() -> None:
    from mtgrules.game.actions import DeclareBlocker, FinishBlocks, WithdrawBlocker

    game = main_phase({"brute": "Boggart Brute"}, theirs={"corpse": "Walking Corpse"})
    declare_attackers(game, "brute")
    pass_until(game, Step.DECLARE_BLOCKERS)
    game.apply(DeclareBlocker("B", "corpse", "brute"))
    assert FinishBlocks("B") not in game.legal_actions()
    assert game.legal_actions() == [WithdrawBlocker("B", "corpse")]


def test_702_111b_boggart_brute_blocked_by_two_creatures() -> None:
    game = main_phase(
        {"brute": "Boggart Brute"},
        theirs={"corpse": "Walking Corpse", "merfolk": "Coral Merfolk"},
    )
    attack(game, "brute", blocks={"corpse": "brute", "merfolk": "brute"})
    assert game.players["B"].life == 20
    assert zone(game, "brute") is Zone.GRAVEYARD
    assert zone(game, "corpse") is Zone.GRAVEYARD  # 2 of its 3 damage, lethal first (510.1c)


# -- first strike and trample -----------------------------------------------------------------------


def test_702_7b_youthful_knight_kills_its_blocker_before_it_strikes_back() -> None:
    game = main_phase({"knight": "Youthful Knight"}, theirs={"vanguard": "Elite Vanguard"})
    attack(game, "knight", blocks={"vanguard": "knight"})
    assert (zone(game, "knight"), zone(game, "vanguard")) == (Zone.BATTLEFIELD, Zone.GRAVEYARD)
    assert game.objects["knight"].damage == 0


def test_702_19b_colossal_dreadmaw_tramples_over_grizzly_bears() -> None:
    game = main_phase({"dreadmaw": "Colossal Dreadmaw"}, theirs={"bears": "Grizzly Bears"})
    attack(game, "dreadmaw", blocks={"bears": "dreadmaw"})
    assert (zone(game, "bears"), game.players["B"].life) == (Zone.GRAVEYARD, 16)


def test_702_19b_garruk_s_companion_tramples_one_over_walking_corpse() -> None:
    game = main_phase({"companion": "Garruk's Companion"}, theirs={"corpse": "Walking Corpse"})
    attack(game, "companion", blocks={"corpse": "companion"})
    assert (zone(game, "corpse"), zone(game, "companion"), game.players["B"].life) == (
        Zone.GRAVEYARD,
        Zone.GRAVEYARD,
        19,
    )


# -- deathtouch and lifelink ----------------------------------------------------------------------


def test_702_2b_typhoid_rats_blocks_and_destroys_craw_wurm() -> None:
    game = main_phase({"wurm": "Craw Wurm"}, theirs={"rats": "Typhoid Rats"})
    attack(game, "wurm", blocks={"rats": "wurm"})
    assert (zone(game, "wurm"), zone(game, "rats")) == (Zone.GRAVEYARD, Zone.GRAVEYARD)
    assert game.players["B"].life == 20


def test_702_vampire_nighthawk_flies_over_deathtouches_and_gains_life() -> None:
    game = main_phase({"nighthawk": "Vampire Nighthawk"}, theirs={"spider": "Giant Spider"})
    attack(game, "nighthawk", blocks={"spider": "nighthawk"})
    # 2 deathtouch damage destroys the 2/4 spider (702.2b); lifelink gains 2 (702.15b); the
    # spider's 2 damage doesn't kill the 2/3 Nighthawk.
    assert (zone(game, "spider"), zone(game, "nighthawk")) == (Zone.GRAVEYARD, Zone.BATTLEFIELD)
    assert (game.players["A"].life, game.players["B"].life) == (22, 20)


def test_702_15b_child_of_night_and_ajani_s_sunstriker_unblocked() -> None:
    game = main_phase({"child": "Child of Night", "sunstriker": "Ajani's Sunstriker"})
    attack(game, "child", "sunstriker")
    assert (game.players["A"].life, game.players["B"].life) == (24, 16)


def test_702_15b_child_of_night_gains_life_as_a_blocker() -> None:
    game = main_phase({"lions": "Savannah Lions"}, theirs={"child": "Child of Night"})
    attack(game, "lions", blocks={"child": "lions"})
    assert game.players["B"].life == 22
    assert (zone(game, "lions"), zone(game, "child")) == (Zone.GRAVEYARD, Zone.GRAVEYARD)


# -- protection ------------------------------------------------------------------------------------


def test_702_16_white_knight_can_t_be_blocked_or_targeted_by_black() -> None:
    game = main_phase(
        {"knight": "White Knight"},
        theirs={"corpse": "Walking Corpse", "lions": "Savannah Lions"},
        their_hand={"blade": "Doom Blade"},
        their_mana="BB",
    )
    declare_attackers(game, "knight")
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert blocks_offered(game) == {("lions", "knight")}  # not the black Walking Corpse
    declare_blocks(game, {})
    pass_priority(game)  # A passes: B has priority in the declare blockers step
    assert game.pending.player == "B"
    assert cast_targets(game, "blade") == {("lions",)}  # not the knight (702.16b)
    assert rejected(game, CastSpell("B", "blade", ("knight",))).rule == "702.16b"
