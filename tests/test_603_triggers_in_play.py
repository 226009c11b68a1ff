"""CR 603: triggered abilities in play — put on the stack the next time a player would get
priority (603.3), the active player's first and the others' after in turn order (APNAP, 603.3b),
an intervening "if" checked as it triggers and again as it resolves (603.4), with 201.2b's
"different names" (a face-down creature has no name)."""

from __future__ import annotations

from mtgrules.game.actions import CastSpell, DeclareAttacker, DeclareBlocker, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.play import hand
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import all_pass, board, do_nothing, lands, pass_until, put, start


def test_603_2_rune_of_flight_enters_and_its_controller_draws() -> None:
    game = board()
    lands(game, "Island", 2)
    put(game, "Grizzly Bears", object_id="bears")
    put(game, "Rune of Flight", zone=Zone.HAND, object_id="rune")
    start(game)
    game.apply(CastSpell("A", "rune", ("bears",)))
    all_pass(game)
    assert game.objects["rune"].attached_to == "bears"
    assert [item.description for item in game.stack] == [
        "Rune of Flight: When Rune of Flight enters the battlefield, draw a card."
    ]
    assert game.pending is not None and game.pending.player == "A"  # CR 117.3b
    assert hand(game, "A") == []
    all_pass(game)
    assert len(hand(game, "A")) == 1
    assert game.characteristics("bears").has_keyword("Flying")


def test_503_1a_grinning_demon_upkeep_trigger_goes_on_the_stack_before_priority() -> None:
    game = board()
    put(game, "Grinning Demon", object_id="demon")
    start(game, Step.UNTAP)
    assert game.step is Step.UPKEEP
    assert [item.source for item in game.stack] == ["demon"]
    assert game.players["A"].life == 20
    all_pass(game)
    assert game.players["A"].life == 18
    assert (game.step, game.stack) == (Step.UPKEEP, [])


def test_603_2_your_upkeep_is_not_the_opponent_s_upkeep() -> None:
    game = board()
    put(game, "Grinning Demon", "B", object_id="demon")
    start(game, Step.UNTAP)
    assert game.stack == []
    pass_until(game, Step.UPKEEP, turn=3)
    assert [item.source for item in game.stack] == ["demon"]
    all_pass(game)
    assert (game.players["A"].life, game.players["B"].life) == (20, 18)


def test_603_2_master_of_the_feast_each_opponent_draws() -> None:
    game = board()
    put(game, "Master of the Feast", object_id="master")
    start(game, Step.UNTAP)
    all_pass(game)
    assert (len(hand(game, "A")), len(hand(game, "B"))) == (0, 1)


def test_603_3b_apnap_the_active_player_s_triggers_go_on_the_stack_first() -> None:
    """Both players' Gutter Grimes trigger as their creatures die in the same combat: A's
    ability goes on the stack first, so B's resolves first."""
    game = board()
    put(game, "Gutter Grime", "A", object_id="grime-a")
    put(game, "Gutter Grime", "B", object_id="grime-b")
    put(game, "Grizzly Bears", "A", object_id="attacker")
    put(game, "Grizzly Bears", "B", object_id="blocker")
    start(game, Step.DECLARE_ATTACKERS)
    game.apply(DeclareAttacker("A", "attacker", "B"))
    do_nothing(game)
    all_pass(game)
    game.apply(DeclareBlocker("B", "blocker", "attacker"))
    do_nothing(game)
    all_pass(game)  # combat damage: both die
    assert [(item.source, item.controller) for item in game.stack] == [
        ("grime-a", "A"),
        ("grime-b", "B"),
    ]
    all_pass(game)
    tokens = [o for o in game.objects.values() if o.is_token]
    assert [(t.owner, game.objects["grime-b"].counters) for t in tokens] == [("B", {"slime": 1})]
    all_pass(game)
    assert sorted(o.owner for o in game.objects.values() if o.is_token) == ["A", "B"]


def demons(fourth_face_down: bool) -> Game:
    """Liliana's Contract with Grinning Demon, Master of the Feast and, made Demons by Arcane
    Adaptation, Grizzly Bears and a fourth creature (face down or not)."""
    game = board()
    put(game, "Liliana's Contract", object_id="contract")
    put(game, "Grinning Demon", object_id="grinning")
    put(game, "Master of the Feast", object_id="master")
    put(game, "Grizzly Bears", object_id="bears")
    put(game, "Runeclaw Bear", object_id="fourth")
    game.objects["fourth"].face_down = fourth_face_down
    put(game, "Arcane Adaptation", object_id="adaptation")
    game.objects["adaptation"].choices["creature_type"] = "Demon"
    return game


def test_603_4_liliana_s_contract_wins_with_four_demons_with_different_names() -> None:
    game = demons(fourth_face_down=False)
    start(game, Step.UNTAP)
    assert sorted(item.source for item in game.stack) == ["contract", "grinning", "master"]
    while not game.over:
        assert game.pending is not None
        game.apply(PassPriority(game.pending.player))
    assert game.winner == "A"


def test_201_2b_a_face_down_demon_has_no_name_so_the_contract_doesn_t_trigger() -> None:
    game = demons(fourth_face_down=True)
    chars = game.characteristics("fourth")
    assert (chars.names, chars.type_line.english()) == ((), "Creature — Demon")
    start(game, Step.UNTAP)
    assert sorted(item.source for item in game.stack) == ["grinning", "master"]
    all_pass(game)
    all_pass(game)
    assert (game.step, game.over, game.players["A"].life) == (Step.UPKEEP, False, 18)


def test_603_4_the_condition_is_checked_again_as_the_ability_resolves() -> None:
    """In response to the Contract's trigger, B shocks the Bears: three Demons are left."""
    game = demons(fourth_face_down=False)
    put(game, "Mountain", "B")
    put(game, "Shock", "B", Zone.HAND, "shock")
    start(game, Step.UNTAP)
    game.apply(PassPriority("A"))
    game.apply(CastSpell("B", "shock", ("bears",)))
    all_pass(game)
    assert game.objects["bears"].zone is Zone.GRAVEYARD
    while game.stack:
        all_pass(game)
    assert (game.over, game.winner) == (False, None)
    assert [e.rule for e in game.events if e.event == "no effect"] == ["603.4"]


def test_603_3_a_trigger_during_a_step_waits_for_the_next_priority() -> None:
    """The Rune's trigger waits while the Rune resolves and goes on the stack before anyone
    gets priority."""
    game = board()
    lands(game, "Island", 2)
    put(game, "Grizzly Bears", object_id="bears")
    put(game, "Rune of Flight", zone=Zone.HAND, object_id="rune")
    start(game)
    game.apply(CastSpell("A", "rune", ("bears",)))
    all_pass(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY
    assert game.waiting_triggers == []
    assert len(game.stack) == 1
