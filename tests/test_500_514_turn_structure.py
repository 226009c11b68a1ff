"""CR 500-514: the steps of a turn in order; the untap step (502); summoning sickness (302.6) and
haste (702.10b); one land per turn at sorcery timing (305.1-305.2); the cleanup step — discard
to seven (514.1), damage wears off and "until end of turn" effects end (514.2); mana empties at
the end of each step (106.4)."""

from __future__ import annotations

from card_data import needs_full_database
from mtgrules.game.actions import (
    ActivateAbility,
    ActivateManaAbility,
    CastSpell,
    DeclareAttacker,
    Discard,
    FinishAttacks,
    FinishBlocks,
    PassPriority,
    PlayLand,
)
from mtgrules.game.objects import Zone
from mtgrules.game.play import hand
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import all_pass, board, lands, pass_priority, pass_until, put, rejected, start


def steps_of_the_turn(game: Game, attack: bool) -> list[tuple[str, str]]:
    """Every decision of the current turn, (step, decision), passing through, attacking with
    everything when ``attack``."""
    seen: list[tuple[str, str]] = []
    turn = game.turn
    while game.turn == turn and game.pending is not None:
        decision = game.pending
        seen.append((game.step.label, decision.kind.value))
        if decision.kind is DecisionKind.ATTACK:
            attacks = [a for a in game.legal_actions() if isinstance(a, DeclareAttacker)]
            for action in attacks if attack else []:
                game.apply(action)
            game.apply(FinishAttacks(decision.player))
        elif decision.kind is DecisionKind.BLOCK:
            game.apply(FinishBlocks(decision.player))
        else:
            game.apply(PassPriority(decision.player))
    return seen


def test_500_1_the_steps_of_a_turn_with_an_attack() -> None:
    game = board()
    put(game, "Grizzly Bears")
    start(game, Step.UNTAP)
    assert steps_of_the_turn(game, attack=True) == [
        ("upkeep", "priority"), ("upkeep", "priority"),
        ("draw", "priority"), ("draw", "priority"),
        ("precombat_main", "priority"), ("precombat_main", "priority"),
        ("beginning_of_combat", "priority"), ("beginning_of_combat", "priority"),
        ("declare_attackers", "declare_attackers"),
        ("declare_attackers", "priority"), ("declare_attackers", "priority"),
        ("declare_blockers", "declare_blockers"),
        ("declare_blockers", "priority"), ("declare_blockers", "priority"),
        ("combat_damage", "priority"), ("combat_damage", "priority"),
        ("end_of_combat", "priority"), ("end_of_combat", "priority"),
        ("postcombat_main", "priority"), ("postcombat_main", "priority"),
        ("end", "priority"), ("end", "priority"),
    ]  # fmt: skip
    assert (game.turn, game.active_player, game.step) == (3, "B", Step.UPKEEP)
    assert game.players["B"].life == 18


def test_508_8_with_no_attackers_the_blockers_and_damage_steps_are_skipped() -> None:
    game = board()
    put(game, "Grizzly Bears")
    start(game, Step.BEGINNING_OF_COMBAT)
    steps = [step for step, _ in steps_of_the_turn(game, attack=False)]
    assert "declare_blockers" not in steps and "combat_damage" not in steps
    assert steps[steps.index("declare_attackers") + 3] == "end_of_combat"


def test_508_8_with_no_creature_able_to_attack_combat_goes_straight_to_its_end() -> None:
    game = board()
    start(game, Step.BEGINNING_OF_COMBAT)
    steps = list(dict.fromkeys(step for step, _ in steps_of_the_turn(game, attack=False)))
    assert steps == ["beginning_of_combat", "end_of_combat", "postcombat_main", "end"]


@needs_full_database
def test_510_4_a_first_striker_in_combat_adds_the_first_strike_damage_step() -> None:
    game = board()
    put(game, "Elvish Archers")
    start(game, Step.BEGINNING_OF_COMBAT)
    steps = list(dict.fromkeys(step for step, _ in steps_of_the_turn(game, attack=True)))
    assert steps[steps.index("declare_blockers") + 1 :][:3] == [
        "first_strike_damage",
        "combat_damage",
        "end_of_combat",
    ]


def test_502_3_the_untap_step_untaps_only_the_active_player_s_permanents() -> None:
    game = board()
    put(game, "Forest", object_id="mine", tapped=True)
    put(game, "Grizzly Bears", object_id="my-bears", tapped=True)
    put(game, "Forest", "B", object_id="theirs", tapped=True)
    start(game, Step.UNTAP)
    assert (game.objects["mine"].tapped, game.objects["my-bears"].tapped) == (False, False)
    assert game.objects["theirs"].tapped is True


def test_117_3a_no_player_gets_priority_in_the_untap_step() -> None:
    game = board()
    start(game, Step.UNTAP)
    assert (game.step, game.pending.kind if game.pending else None) == (
        Step.UPKEEP,
        DecisionKind.PRIORITY,
    )


def test_504_1_the_active_player_draws_in_the_draw_step() -> None:
    game = board()
    start(game, Step.UPKEEP)
    top = game.libraries["A"][0]
    all_pass(game)
    assert game.step is Step.DRAW
    assert hand(game, "A") == [top]
    assert hand(game, "B") == []


def test_302_6_a_creature_that_just_entered_can_t_attack() -> None:
    game = board()
    lands(game, "Forest", 2)
    put(game, "Grizzly Bears", zone=Zone.HAND, object_id="bears")
    start(game)
    game.apply(CastSpell("A", "bears"))
    all_pass(game)
    assert game.objects["bears"].zone is Zone.BATTLEFIELD
    pass_until(game, Step.END)  # no creature can attack: no declare-attackers decision
    assert not any(isinstance(a, DeclareAttacker) for a in game.legal_actions())


def test_302_6_the_creature_can_attack_on_its_controller_s_next_turn() -> None:
    game = board()
    lands(game, "Forest", 2)
    put(game, "Grizzly Bears", zone=Zone.HAND, object_id="bears")
    start(game)
    game.apply(CastSpell("A", "bears"))
    all_pass(game)
    pass_until(game, Step.BEGINNING_OF_COMBAT, turn=4)
    all_pass(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.ATTACK
    assert DeclareAttacker("A", "bears", "B") in game.legal_actions()


@needs_full_database
def test_702_10b_haste_attacks_the_turn_it_enters() -> None:
    game = board()
    put(game, "Mountain")
    put(game, "Mountain Bandit", zone=Zone.HAND, object_id="bandit")
    start(game)
    game.apply(CastSpell("A", "bandit"))
    all_pass(game)
    pass_until(game, Step.DECLARE_ATTACKERS)
    assert game.legal_actions() == [DeclareAttacker("A", "bandit", "B"), FinishAttacks("A")]


def test_302_6_a_summoning_sick_creature_s_mana_ability_can_t_be_activated() -> None:
    game = board()
    put(game, "Forest")
    put(game, "Llanowar Elves", zone=Zone.HAND, object_id="elves")
    start(game)
    game.apply(CastSpell("A", "elves"))
    all_pass(game)
    assert rejected(game, ActivateManaAbility("A", "elves", 1, "G")).rule == "302.6"


def test_302_6_a_creature_that_started_the_turn_under_control_can_tap_for_mana() -> None:
    game = board()
    put(game, "Llanowar Elves", object_id="elves")
    start(game)
    game.apply(ActivateManaAbility("A", "elves", 1, "G"))
    assert str(game.pools["A"]) == "{G}"
    assert game.objects["elves"].tapped is True


def test_305_2_one_land_per_turn() -> None:
    game = board()
    put(game, "Forest", zone=Zone.HAND, object_id="first")
    put(game, "Forest", zone=Zone.HAND, object_id="second")
    start(game)
    game.apply(PlayLand("A", "first"))
    assert game.objects["first"].zone is Zone.BATTLEFIELD
    assert rejected(game, PlayLand("A", "second")).rule == "305.2"
    assert not any(isinstance(a, PlayLand) for a in game.legal_actions())


def test_305_2_the_land_drop_comes_back_next_turn() -> None:
    game = board()
    put(game, "Forest", zone=Zone.HAND, object_id="first")
    put(game, "Forest", zone=Zone.HAND, object_id="second")
    start(game)
    game.apply(PlayLand("A", "first"))
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)
    game.apply(PlayLand("A", "second"))
    assert game.objects["second"].zone is Zone.BATTLEFIELD


def test_305_1_a_land_only_in_your_main_phase() -> None:
    game = board()
    put(game, "Forest", zone=Zone.HAND, object_id="forest")
    put(game, "Forest", "B", zone=Zone.HAND, object_id="theirs")
    start(game, Step.UPKEEP)
    assert rejected(game, PlayLand("A", "forest")).rule == "305.1"
    pass_priority(game)
    assert rejected(game, PlayLand("B", "theirs")).rule == "305.1"  # not B's turn


def test_305_1_a_land_only_with_an_empty_stack() -> None:
    game = board()
    put(game, "Mountain")
    put(game, "Forest", zone=Zone.HAND, object_id="forest")
    put(game, "Shock", zone=Zone.HAND, object_id="shock")
    start(game)
    game.apply(CastSpell("A", "shock", ("B",)))
    assert rejected(game, PlayLand("A", "forest")).rule == "305.1"


def test_116_2a_playing_a_land_doesn_t_use_the_stack_and_keeps_priority() -> None:
    game = board()
    put(game, "Forest", zone=Zone.HAND, object_id="forest")
    start(game)
    game.apply(PlayLand("A", "forest"))
    assert game.stack == []
    assert game.pending is not None and game.pending.player == "A"


def test_514_1_the_active_player_discards_down_to_seven_in_the_cleanup_step() -> None:
    game = board()
    cards = [put(game, "Forest", zone=Zone.HAND, object_id=f"card-{i}") for i in range(9)]
    start(game, Step.END)
    all_pass(game)
    assert game.step is Step.CLEANUP
    assert game.pending is not None
    assert (game.pending.kind, game.pending.player, game.pending.count) == (
        DecisionKind.DISCARD,
        "A",
        2,
    )
    game.apply(Discard("A", "card-3"))
    assert game.pending is not None and game.pending.kind is DecisionKind.DISCARD
    game.apply(Discard("A", "card-7"))
    assert game.objects["card-3"].zone is Zone.GRAVEYARD
    assert sorted(hand(game, "A")) == sorted(set(cards) - {"card-3", "card-7"})
    assert (game.turn, game.active_player, game.step) == (3, "B", Step.UPKEEP)


def test_514_1_seven_cards_or_fewer_no_discard() -> None:
    game = board()
    for i in range(7):
        put(game, "Forest", zone=Zone.HAND, object_id=f"card-{i}")
    start(game, Step.END)
    all_pass(game)
    assert (game.turn, game.step) == (3, Step.UPKEEP)
    assert len(hand(game, "A")) == 7


def test_514_1_only_the_active_player_discards() -> None:
    game = board()
    for i in range(9):
        put(game, "Forest", "B", zone=Zone.HAND, object_id=f"card-{i}")
    start(game, Step.END)
    all_pass(game)
    assert (game.turn, game.step) == (3, Step.UPKEEP)
    assert len(hand(game, "B")) == 9


def test_514_2_damage_wears_off_in_the_cleanup_step() -> None:
    game = board()
    put(game, "Mountain")
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Shock", zone=Zone.HAND, object_id="shock")
    start(game)
    game.apply(CastSpell("A", "shock", ("giant",)))
    all_pass(game)
    assert game.objects["giant"].damage == 2
    pass_until(game, Step.END)
    assert game.objects["giant"].damage == 2
    pass_until(game, Step.UPKEEP, turn=3)
    assert game.objects["giant"].damage == 0


def test_514_2_until_end_of_turn_effects_end_in_the_cleanup_step() -> None:
    game = board()
    put(game, "Forest")
    put(game, "Grizzly Bears", object_id="bears")
    put(game, "Giant Growth", zone=Zone.HAND, object_id="growth")
    start(game)
    game.apply(CastSpell("A", "growth", ("bears",)))
    all_pass(game)
    chars = game.characteristics("bears")
    assert (chars.power, chars.toughness) == (5, 5)
    pass_until(game, Step.END)
    assert game.characteristics("bears").power == 5
    pass_until(game, Step.UPKEEP, turn=3)
    chars = game.characteristics("bears")
    assert (chars.power, chars.toughness) == (2, 2)


def test_106_4_mana_empties_at_the_end_of_each_step() -> None:
    game = board()
    put(game, "Forest", object_id="forest")
    start(game, Step.UPKEEP)
    game.apply(ActivateManaAbility("A", "forest", 1, "G"))
    assert str(game.pools["A"]) == "{G}"
    all_pass(game)
    assert game.step is Step.DRAW
    assert str(game.pools["A"]) == ""
    assert game.objects["forest"].tapped is True


def test_106_4_mana_made_in_one_main_phase_is_gone_in_combat() -> None:
    game = board()
    put(game, "Forest", object_id="forest")
    start(game)
    game.apply(ActivateManaAbility("A", "forest", 1, "G"))
    all_pass(game)
    assert (game.step, str(game.pools["A"])) == (Step.BEGINNING_OF_COMBAT, "")


def test_106_4_mana_stays_in_the_pool_while_the_step_goes_on() -> None:
    game = board()
    put(game, "Forest", object_id="forest")
    put(game, "Mountain")
    put(game, "Shock", zone=Zone.HAND, object_id="shock")
    start(game)
    game.apply(ActivateManaAbility("A", "forest", 1, "G"))
    game.apply(CastSpell("A", "shock", ("B",)))  # paid with the Mountain, not the {G}
    all_pass(game)
    assert (game.step, str(game.pools["A"])) == (Step.PRECOMBAT_MAIN, "{G}")


def test_514_3_normally_no_one_gets_priority_in_the_cleanup_step() -> None:
    game = board()
    start(game, Step.END)
    all_pass(game)
    assert (game.turn, game.active_player, game.step) == (3, "B", Step.UPKEEP)


def test_514_3a_a_state_based_action_in_cleanup_gives_priority_then_another_cleanup() -> None:
    """Lignify on an animated Mutavault: as "until end of turn" ends, Mutavault is no longer a
    creature; Lignify goes to the graveyard (704.5m), players get priority in the cleanup step,
    and when they pass another cleanup step ends the turn."""
    game = board()
    lands(game, "Forest", 3)
    put(game, "Mutavault", object_id="vault")
    put(game, "Lignify", zone=Zone.HAND, object_id="lignify")
    start(game)
    game.apply(ActivateAbility("A", "vault", 2))
    all_pass(game)
    game.apply(CastSpell("A", "lignify", ("vault",)))
    all_pass(game)
    pass_until(game, Step.END)
    all_pass(game)
    assert (game.step, game.turn) == (Step.CLEANUP, 2)
    assert game.pending is not None
    assert (game.pending.kind, game.pending.player) == (DecisionKind.PRIORITY, "A")
    assert game.objects["lignify"].zone is Zone.GRAVEYARD
    all_pass(game)
    assert (game.turn, game.active_player, game.step) == (3, "B", Step.UPKEEP)


def test_103_8a_the_starting_player_s_first_draw_step_is_skipped_entirely() -> None:
    game = board()
    start(game, Step.UPKEEP, turn=1)
    all_pass(game)
    assert (game.step, len(hand(game, "A"))) == (Step.PRECOMBAT_MAIN, 0)


@needs_full_database
def test_504_2_at_the_beginning_of_your_draw_step_triggers_after_the_draw() -> None:
    """Grafted Skullcap: at the beginning of your draw step, draw an additional card."""
    game = board()
    put(game, "Grafted Skullcap", object_id="skullcap")
    start(game, Step.UPKEEP)
    all_pass(game)
    assert (game.step, len(hand(game, "A"))) == (Step.DRAW, 1)
    assert [item.source for item in game.stack] == ["skullcap"]
    all_pass(game)
    assert (game.step, len(hand(game, "A"))) == (Step.DRAW, 2)
