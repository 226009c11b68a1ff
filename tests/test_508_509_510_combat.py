"""CR 506-511: combat — attacking creatures tap unless they have vigilance (508.1f, 702.20b);
blocks (509.1) with flying and reach (702.9b, 702.17b) and menace (702.111b); combat damage
(510): unblocked creatures damage the player, first strike and double strike add a step
(510.4, 702.4b, 702.7b), trample assigns lethal damage then the rest to the player (702.19b),
deathtouch makes 1 damage lethal and destroys (702.2b-c, 704.5h), lifelink gains life
(702.15b), indestructible survives lethal damage (702.12b)."""

from __future__ import annotations

from card_data import needs_full_database
from mtgrules.game.actions import (
    CastSpell,
    DeclareAttacker,
    DeclareBlocker,
    FinishAttacks,
    FinishBlocks,
    PassPriority,
)
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import all_pass, board, do_nothing, put, rejected, start


def combat(attackers: dict[str, str], blockers: dict[str, str] | None = None) -> Game:
    """A game in A's declare attackers step: A controls ``attackers`` and B ``blockers``
    (id → card name)."""
    game = board()
    for object_id, name in attackers.items():
        put(game, name, "A", object_id=object_id)
    for object_id, name in (blockers or {}).items():
        put(game, name, "B", object_id=object_id)
    return start(game, Step.DECLARE_ATTACKERS)


def attack(game: Game, *creatures: str) -> None:
    for creature in creatures:
        game.apply(DeclareAttacker("A", creature, "B"))
    game.apply(FinishAttacks("A"))
    all_pass(game)


def block(game: Game, **blocks: str) -> None:
    """``blocker=attacker`` pairs, then the blocks are final and all pass."""
    for blocker, attacker in blocks.items():
        game.apply(DeclareBlocker("B", blocker, attacker))
    game.apply(FinishBlocks("B"))
    all_pass(game)


def fight(game: Game, attackers: tuple[str, ...], **blocks: str) -> None:
    """Attack, block, and pass through every combat damage step."""
    attack(game, *attackers)
    block(game, **blocks)
    while game.step in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE) and not game.over:
        all_pass(game)


def zone(game: Game, object_id: str) -> Zone:
    return game.objects[object_id].zone


# -- declaring attackers -----------------------------------------------------------------------


def test_508_1f_attacking_creatures_tap() -> None:
    game = combat({"bears": "Grizzly Bears"})
    game.apply(DeclareAttacker("A", "bears", "B"))
    assert game.objects["bears"].tapped is False  # not until the declaration is final
    game.apply(FinishAttacks("A"))
    assert game.objects["bears"].tapped is True
    assert game.combat.attackers == {"bears": "B"}


def test_702_20b_vigilance_attacks_without_tapping() -> None:
    game = combat({"angel": "Serra Angel"})
    attack(game, "angel")
    assert game.objects["angel"].tapped is False


def test_508_1a_a_tapped_creature_can_t_attack() -> None:
    game = board()
    put(game, "Grizzly Bears", object_id="bears", tapped=True)
    put(game, "Grizzly Bears", object_id="other")
    start(game, Step.DECLARE_ATTACKERS)
    assert rejected(game, DeclareAttacker("A", "bears", "B")).rule == "508.1a"


@needs_full_database
def test_702_3b_defender_can_t_attack() -> None:
    game = combat({"wall": "Wall of Mist", "bears": "Grizzly Bears"})
    assert game.legal_actions() == [DeclareAttacker("A", "bears", "B"), FinishAttacks("A")]
    assert rejected(game, DeclareAttacker("A", "wall", "B")).rule == "702.3b"


def test_508_1b_a_creature_attacks_an_opponent_not_its_controller() -> None:
    game = combat({"bears": "Grizzly Bears"})
    assert rejected(game, DeclareAttacker("A", "bears", "A")).rule == "508.1b"


def test_508_1a_only_the_active_player_s_creatures_attack() -> None:
    game = combat({"bears": "Grizzly Bears"}, {"theirs": "Grizzly Bears"})
    assert rejected(game, DeclareAttacker("A", "theirs", "B")).rule == "508.1a"


def test_508_1a_a_creature_attacks_only_once() -> None:
    game = combat({"bears": "Grizzly Bears"})
    game.apply(DeclareAttacker("A", "bears", "B"))
    assert rejected(game, DeclareAttacker("A", "bears", "B")).rule == "508.1a"


# -- declaring blockers ------------------------------------------------------------------------


def test_509_1_the_defending_player_declares_blockers() -> None:
    game = combat({"bears": "Grizzly Bears"}, {"ogre": "Gray Ogre"})
    attack(game, "bears")
    assert game.step is Step.DECLARE_BLOCKERS
    assert game.pending is not None
    assert (game.pending.kind, game.pending.player) == (DecisionKind.BLOCK, "B")
    assert game.legal_actions() == [DeclareBlocker("B", "ogre", "bears"), FinishBlocks("B")]


def test_509_1a_a_tapped_creature_can_t_block() -> None:
    game = board()
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Gray Ogre", "B", object_id="ogre", tapped=True)
    start(game, Step.DECLARE_ATTACKERS)
    attack(game, "bears")
    assert rejected(game, DeclareBlocker("B", "ogre", "bears")).rule == "509.1a"


def test_509_1a_a_creature_can_block_only_an_attacking_creature() -> None:
    game = combat({"bears": "Grizzly Bears", "home": "Grizzly Bears"}, {"ogre": "Gray Ogre"})
    attack(game, "bears")
    assert rejected(game, DeclareBlocker("B", "ogre", "home")).rule == "509.1a"


def test_509_1a_a_creature_blocks_only_once() -> None:
    game = combat({"bears": "Grizzly Bears", "other": "Grizzly Bears"}, {"ogre": "Gray Ogre"})
    attack(game, "bears", "other")
    game.apply(DeclareBlocker("B", "ogre", "bears"))
    assert rejected(game, DeclareBlocker("B", "ogre", "other")).rule == "509.1a"


@needs_full_database
def test_702_9b_a_flier_can_t_be_blocked_by_a_creature_without_flying_or_reach() -> None:
    game = combat({"thopter": "Ornithopter"}, {"ogre": "Gray Ogre", "spider": "Hitchclaw Recluse"})
    attack(game, "thopter")
    assert rejected(game, DeclareBlocker("B", "ogre", "thopter")).rule == "702.9b"
    assert game.legal_actions() == [DeclareBlocker("B", "spider", "thopter"), FinishBlocks("B")]


@needs_full_database
def test_702_17b_reach_blocks_a_flier() -> None:
    game = combat({"angel": "Serra Angel"}, {"spider": "Hitchclaw Recluse"})
    fight(game, ("angel",), spider="angel")
    assert game.players["B"].life == 20
    assert zone(game, "spider") is Zone.GRAVEYARD
    assert game.objects["angel"].damage == 1


def test_702_9b_a_flier_can_block_a_creature_without_flying() -> None:
    game = combat({"bears": "Grizzly Bears"}, {"angel": "Serra Angel"})
    fight(game, ("bears",), angel="bears")
    assert zone(game, "bears") is Zone.GRAVEYARD
    assert game.players["B"].life == 20


@needs_full_database
def test_702_111b_menace_one_blocker_isn_t_a_legal_block() -> None:
    """A lone blocker on a menace attacker can't be the declaration: finishing it is refused
    with the rule, and the blocker can be taken back."""
    from mtgrules.game.actions import WithdrawBlocker

    game = combat({"strangler": "Alley Strangler"}, {"ogre": "Gray Ogre"})
    attack(game, "strangler")
    game.apply(DeclareBlocker("B", "ogre", "strangler"))
    assert FinishBlocks("B") not in game.legal_actions()
    assert rejected(game, FinishBlocks("B")).rule == "702.111b"
    assert WithdrawBlocker("B", "ogre") in game.legal_actions()
    game.apply(WithdrawBlocker("B", "ogre"))
    block(game)
    while game.step in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE) and not game.over:
        all_pass(game)
    assert game.players["B"].life == 18
    assert game.objects["ogre"].damage == 0


@needs_full_database
def test_702_111b_menace_two_blockers_block_it() -> None:
    game = combat({"strangler": "Alley Strangler"}, {"ogre": "Gray Ogre", "bears": "Grizzly Bears"})
    fight(game, ("strangler",), ogre="strangler", bears="strangler")
    assert game.players["B"].life == 20
    assert zone(game, "strangler") is Zone.GRAVEYARD
    assert zone(game, "ogre") is Zone.GRAVEYARD  # 2 lethal damage to the first blocker
    assert zone(game, "bears") is Zone.BATTLEFIELD


# -- combat damage -----------------------------------------------------------------------------


def test_510_1a_an_unblocked_creature_deals_damage_to_the_player() -> None:
    game = combat({"bears": "Grizzly Bears"}, {"ogre": "Gray Ogre"})
    fight(game, ("bears",))
    assert game.players["B"].life == 18
    assert game.objects["ogre"].damage == 0


def test_510_2_blocker_and_attacker_deal_damage_at_the_same_time() -> None:
    game = combat({"bears": "Grizzly Bears"}, {"ogre": "Gray Ogre"})
    fight(game, ("bears",), ogre="bears")
    assert zone(game, "bears") is zone(game, "ogre") is Zone.GRAVEYARD
    assert game.players["B"].life == 20


def test_510_1c_a_creature_blocked_by_two_assigns_lethal_damage_to_the_first() -> None:
    game = combat({"giant": "Hill Giant"}, {"ogre": "Gray Ogre", "bears": "Grizzly Bears"})
    fight(game, ("giant",), ogre="giant", bears="giant")
    assert zone(game, "ogre") is Zone.GRAVEYARD
    assert game.objects["bears"].damage == 1
    assert zone(game, "giant") is Zone.GRAVEYARD  # 4 damage


def test_509_1h_a_blocked_creature_whose_blocker_is_gone_deals_no_damage() -> None:
    game = board()
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Gray Ogre", "B", object_id="ogre")
    put(game, "Mountain", "A")
    put(game, "Lightning Bolt", "A", Zone.HAND, "bolt")
    start(game, Step.DECLARE_ATTACKERS)
    attack(game, "bears")
    game.apply(DeclareBlocker("B", "ogre", "bears"))
    game.apply(FinishBlocks("B"))
    game.apply(CastSpell("A", "bolt", ("ogre",)))
    all_pass(game)
    all_pass(game)
    assert game.step is Step.COMBAT_DAMAGE
    assert game.players["B"].life == 20


@needs_full_database
def test_702_7b_first_strike_kills_the_blocker_before_it_deals_damage() -> None:
    game = combat({"archers": "Elvish Archers"}, {"bears": "Grizzly Bears"})
    attack(game, "archers")
    block(game, bears="archers")
    assert game.step is Step.FIRST_STRIKE_DAMAGE
    assert zone(game, "bears") is Zone.GRAVEYARD
    all_pass(game)
    assert game.step is Step.COMBAT_DAMAGE
    assert zone(game, "archers") is Zone.BATTLEFIELD
    assert game.objects["archers"].damage == 0


@needs_full_database
def test_702_7b_a_first_striker_doesn_t_deal_damage_again_in_the_second_step() -> None:
    game = combat({"archers": "Elvish Archers"})
    fight(game, ("archers",))
    assert game.players["B"].life == 18


@needs_full_database
def test_702_4b_double_strike_deals_damage_in_both_steps() -> None:
    game = combat({"ace": "Fencing Ace"})
    attack(game, "ace")
    block(game)
    assert (game.step, game.players["B"].life) == (Step.FIRST_STRIKE_DAMAGE, 19)
    all_pass(game)
    assert (game.step, game.players["B"].life) == (Step.COMBAT_DAMAGE, 18)


@needs_full_database
def test_702_4b_double_strike_blocked_by_a_bigger_creature() -> None:
    game = combat({"ace": "Fencing Ace"}, {"giant": "Hill Giant"})
    fight(game, ("ace",), giant="ace")
    assert game.objects["giant"].damage == 2
    assert zone(game, "ace") is Zone.GRAVEYARD


@needs_full_database
def test_702_19b_trample_assigns_lethal_damage_and_the_rest_to_the_player() -> None:
    game = combat({"swine": "Argothian Swine"}, {"bears": "Grizzly Bears"})
    fight(game, ("swine",), bears="swine")
    assert game.players["B"].life == 19
    assert zone(game, "bears") is Zone.GRAVEYARD
    assert game.objects["swine"].damage == 2


@needs_full_database
def test_702_19b_lethal_damage_counts_damage_already_marked() -> None:
    game = board()
    put(game, "Argothian Swine", "A", object_id="swine")
    put(game, "Grizzly Bears", "B", object_id="bears")
    put(game, "Forest", "A")
    put(game, "Gut Shot", "A", Zone.HAND, "shot")
    start(game, Step.DECLARE_ATTACKERS)
    attack(game, "swine")
    game.apply(DeclareBlocker("B", "bears", "swine"))
    game.apply(FinishBlocks("B"))
    game.apply(CastSpell("A", "shot", ("bears",)))  # 1 damage, paid with 2 life
    all_pass(game)
    all_pass(game)
    assert game.players["B"].life == 18
    assert zone(game, "bears") is Zone.GRAVEYARD


@needs_full_database
def test_702_19e_trample_with_its_blocker_gone_deals_all_its_damage_to_the_player() -> None:
    game = board()
    put(game, "Argothian Swine", "A", object_id="swine")
    put(game, "Grizzly Bears", "B", object_id="bears")
    put(game, "Mountain", "A")
    put(game, "Shock", "A", Zone.HAND, "shock")
    start(game, Step.DECLARE_ATTACKERS)
    attack(game, "swine")
    game.apply(DeclareBlocker("B", "bears", "swine"))
    game.apply(FinishBlocks("B"))
    game.apply(CastSpell("A", "shock", ("bears",)))
    all_pass(game)
    all_pass(game)
    assert game.players["B"].life == 17


@needs_full_database
def test_702_2b_deathtouch_destroys_a_creature_it_damages() -> None:
    game = combat({"giant": "Hill Giant"}, {"viper": "Moss Viper"})
    fight(game, ("giant",), viper="giant")
    assert zone(game, "giant") is zone(game, "viper") is Zone.GRAVEYARD
    assert [e.rule for e in game.events if e.detail == "giant is destroyed"] == ["704.5h"]


@needs_full_database
def test_702_12b_indestructible_survives_deathtouch_and_lethal_damage() -> None:
    game = combat({"viper": "Moss Viper", "bears": "Grizzly Bears"}, {"myr": "Darksteel Myr"})
    fight(game, ("viper",), myr="viper")
    assert zone(game, "myr") is Zone.BATTLEFIELD
    assert game.objects["myr"].damage == 1


@needs_full_database
def test_702_12b_indestructible_with_lethal_damage_marked_stays() -> None:
    game = combat({"bears": "Grizzly Bears"}, {"myr": "Darksteel Myr"})
    fight(game, ("bears",), myr="bears")
    assert zone(game, "myr") is Zone.BATTLEFIELD
    assert game.objects["myr"].damage == 2


def test_702_15b_lifelink_its_controller_gains_that_much_life() -> None:
    game = combat({"child": "Child of Night"})
    fight(game, ("child",))
    assert (game.players["A"].life, game.players["B"].life) == (22, 18)


def test_702_15b_lifelink_on_a_blocker() -> None:
    game = combat({"bears": "Grizzly Bears"}, {"child": "Child of Night"})
    fight(game, ("bears",), child="bears")
    assert (game.players["A"].life, game.players["B"].life) == (20, 22)


def test_510_1a_combat_damage_to_0_life_ends_the_game() -> None:
    game = combat({"bears": "Grizzly Bears"})
    game.players["B"].life = 2
    fight(game, ("bears",))
    assert (game.over, game.winner) == (True, "A")


def test_511_3_creatures_stop_attacking_at_the_end_of_combat() -> None:
    game = combat({"bears": "Grizzly Bears"})
    fight(game, ("bears",))
    assert game.step is Step.END_OF_COMBAT
    all_pass(game)
    assert game.step is Step.POSTCOMBAT_MAIN
    assert game.combat.attackers == {}


def test_509_1_blocks_are_declared_by_the_defending_player_only() -> None:
    game = combat({"bears": "Grizzly Bears"}, {"ogre": "Gray Ogre"})
    attack(game, "bears")
    assert rejected(game, DeclareBlocker("A", "ogre", "bears")).rule == "117.3"
    assert rejected(game, PassPriority("B")).rule == "509.1"
    do_nothing(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY


@needs_full_database
def test_510_4_a_first_striker_that_loses_first_strike_doesn_t_deal_damage_again() -> None:
    """After first-strike damage, Turn to Frog makes the Archers a 1/1 with no abilities: they
    had first strike as the first combat damage step began, so they deal no regular damage."""
    game = board()
    put(game, "Elvish Archers", "A", object_id="archers")
    put(game, "Island", "B")
    put(game, "Island", "B", object_id="island-2")
    put(game, "Turn to Frog", "B", Zone.HAND, "frog")
    start(game, Step.DECLARE_ATTACKERS)
    attack(game, "archers")
    block(game)
    assert (game.step, game.players["B"].life) == (Step.FIRST_STRIKE_DAMAGE, 18)
    game.apply(PassPriority("A"))
    game.apply(CastSpell("B", "frog", ("archers",)))
    all_pass(game)
    assert game.characteristics("archers").power == 1
    all_pass(game)
    assert (game.step, game.players["B"].life) == (Step.COMBAT_DAMAGE, 18)


def test_702_10b_act_of_treason_a_stolen_creature_with_haste_attacks_its_owner() -> None:
    game = board()
    put(game, "Grizzly Bears", "B", object_id="bears", tapped=True)
    for i in range(3):
        put(game, "Mountain", "A", object_id=f"mountain-{i}")
    put(game, "Act of Treason", "A", Zone.HAND, "treason")
    start(game)
    game.apply(CastSpell("A", "treason", ("bears",)))
    all_pass(game)
    assert (game.controller_of("bears"), game.objects["bears"].tapped) == ("A", False)
    all_pass(game)
    all_pass(game)
    assert game.legal_actions() == [DeclareAttacker("A", "bears", "B"), FinishAttacks("A")]
    fight(game, ("bears",))
    assert game.players["B"].life == 18


@needs_full_database
def test_506_4_an_attacker_that_left_and_came_back_is_no_longer_attacking() -> None:
    """The attacking Pouncing Cheetah is returned to its owner's hand and cast again (it has
    flash): it is a new object (400.7), not an attacking creature, and deals no damage."""
    game = board()
    put(game, "Pouncing Cheetah", "A", object_id="cheetah")
    for i in range(3):
        put(game, "Forest", "A", object_id=f"forest-{i}")
    start(game, Step.DECLARE_ATTACKERS)
    attack(game, "cheetah")
    game.apply(FinishBlocks("B"))
    assert game.step is Step.DECLARE_BLOCKERS
    game.move("cheetah", Zone.HAND)  # as a bounce spell would
    assert game.combat.attackers == {}
    game.apply(CastSpell("A", "cheetah"))
    all_pass(game)
    assert game.objects["cheetah"].zone is Zone.BATTLEFIELD
    all_pass(game)
    assert (game.step, game.players["B"].life) == (Step.COMBAT_DAMAGE, 20)
