"""CR 510.1c: a creature blocked by two or more creatures assigns its combat damage divided as its
controller chooses among them (there is no damage assignment order); with trample, lethal damage
must be assigned to every blocker before any goes to the player (702.19b), and with deathtouch
1 damage is lethal (702.2c). The active player chooses (:class:`AssignCombatDamage`, one
decision per such creature) before damage is dealt; any legal division is accepted, offered
among the legal actions or not, and an illegal one is refused with its rule."""

from __future__ import annotations

import json

import pytest

from card_data import needs_full_database
from mtgrules.game.actions import (
    Action,
    AssignCombatDamage,
    DeclareAttacker,
    DeclareBlocker,
    FinishAttacks,
    FinishBlocks,
    PassPriority,
)
from mtgrules.game.agents import GreedyAgent, RandomAgent, play_game
from mtgrules.game.assignment import Blocked
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from mtgrules.scenario.run import load_scenario_text
from play_helpers import all_pass, board, put, rejected, start


def blocked(attacker: str, *blockers: str, rancor: bool = False) -> Game:
    """A's ``attacker`` (a card name; id ``attacker``) attacks B and is blocked by B's
    ``blockers`` (card names; ids ``blocker-1`` …); everyone has passed in the declare
    blockers step, so the game waits for A to assign the combat damage."""
    game = board()
    put(game, attacker, "A", object_id="attacker")
    if rancor:
        put(game, "Rancor", "A", object_id="rancor")
        game.attach("rancor", "attacker")
    for i, name in enumerate(blockers, start=1):
        put(game, name, "B", object_id=f"blocker-{i}")
    start(game, Step.DECLARE_ATTACKERS)
    game.apply(DeclareAttacker("A", "attacker", "B"))
    game.apply(FinishAttacks("A"))
    all_pass(game)
    for i in range(1, len(blockers) + 1):
        game.apply(DeclareBlocker("B", f"blocker-{i}", "attacker"))
    game.apply(FinishBlocks("B"))
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))
    return game


def assign(*pairs: tuple[str, int]) -> AssignCombatDamage:
    return AssignCombatDamage("A", "attacker", tuple(pairs))


def zone(game: Game, object_id: str) -> Zone:
    return game.objects[object_id].zone


# -- two blockers --------------------------------------------------------------------------------


def test_510_1c_the_attacking_player_is_asked_before_any_damage_is_dealt() -> None:
    game = blocked("Hill Giant", "Gray Ogre", "Grizzly Bears")  # 3/3 blocked by two 2/2s
    assert game.step is Step.COMBAT_DAMAGE
    assert (game.pending.kind, game.pending.player) == (DecisionKind.ASSIGN, "A")
    assert game.objects["blocker-1"].damage == game.objects["attacker"].damage == 0
    assert game.legal_actions() == [
        assign(("blocker-1", 2), ("blocker-2", 1)),  # lethal in the order declared: the default
        assign(("blocker-1", 1), ("blocker-2", 2)),  # lethal to the Bears first
        assign(("blocker-1", 3)),
        assign(("blocker-2", 3)),
    ]


def test_510_1c_two_blockers_split_as_chosen() -> None:
    game = blocked("Hill Giant", "Gray Ogre", "Grizzly Bears")
    game.apply(assign(("blocker-2", 2), ("blocker-1", 1)))  # not offered as such: still legal
    assert (game.pending.kind, game.pending.player) == (DecisionKind.PRIORITY, "A")
    assert (game.objects["blocker-1"].damage, zone(game, "blocker-1")) == (1, Zone.BATTLEFIELD)
    assert zone(game, "blocker-2") is Zone.GRAVEYARD
    assert zone(game, "attacker") is Zone.GRAVEYARD  # 2 + 2 damage back at once (510.2)
    assert game.players["B"].life == 20
    assert [e.rule for e in game.events if e.event == "assign damage"] == ["510.1c"]


def test_510_1c_all_the_damage_may_go_to_the_second_blocker() -> None:
    game = blocked("Hill Giant", "Gray Ogre", "Grizzly Bears")
    game.apply(assign(("blocker-2", 3)))
    assert zone(game, "blocker-2") is Zone.GRAVEYARD
    assert (game.objects["blocker-1"].damage, zone(game, "blocker-1")) == (0, Zone.BATTLEFIELD)


def test_510_1c_a_creature_with_one_blocker_and_no_trample_needs_no_choice() -> None:
    game = blocked("Hill Giant", "Grizzly Bears")
    assert (game.pending.kind, game.step) == (DecisionKind.PRIORITY, Step.COMBAT_DAMAGE)
    assert zone(game, "blocker-1") is Zone.GRAVEYARD
    assert game.objects["attacker"].damage == 2


# -- trample and deathtouch ---------------------------------------------------------------------


@needs_full_database
def test_702_19b_trample_offers_lethal_and_the_rest_to_the_player_or_all_to_the_blocker() -> None:
    game = blocked("Argothian Swine", "Grizzly Bears")  # 3/3 trample blocked by a 2/2
    assert game.pending.kind is DecisionKind.ASSIGN
    assert game.legal_actions() == [assign(("blocker-1", 2), ("B", 1)), assign(("blocker-1", 3))]
    game.apply(assign(("blocker-1", 3)))
    assert (game.players["B"].life, zone(game, "blocker-1")) == (20, Zone.GRAVEYARD)


@needs_full_database
def test_702_19b_trample_must_assign_lethal_damage_to_the_blocker_first() -> None:
    game = blocked("Argothian Swine", "Grizzly Bears")
    error = rejected(game, assign(("blocker-1", 1), ("B", 2)))
    assert error.rule == "702.19b"
    assert "lethal damage must be assigned to blocker-1 before any to B" in str(error)
    game.apply(assign(("blocker-1", 2), ("B", 1)))
    assert (game.players["B"].life, zone(game, "blocker-1")) == (19, Zone.GRAVEYARD)


@needs_full_database
def test_702_19b_trample_without_damage_to_spare_needs_no_choice() -> None:
    game = blocked("Argothian Swine", "Hill Giant")  # 3 damage is just lethal to a 3/3
    assert game.pending.kind is DecisionKind.PRIORITY
    assert (zone(game, "attacker"), zone(game, "blocker-1")) == (Zone.GRAVEYARD, Zone.GRAVEYARD)


@needs_full_database
def test_702_2c_with_deathtouch_1_damage_is_lethal_so_trample_assigns_1_to_each_blocker() -> None:
    # Moss Viper (1/1 deathtouch) with Rancor: 3/1, deathtouch and trample.
    game = blocked("Moss Viper", "Gray Ogre", "Grizzly Bears", rancor=True)
    assert game.legal_actions()[0] == assign(("blocker-1", 1), ("blocker-2", 1), ("B", 1))
    game.apply(assign(("blocker-1", 1), ("blocker-2", 1), ("B", 1)))
    assert zone(game, "blocker-1") is zone(game, "blocker-2") is Zone.GRAVEYARD
    assert game.players["B"].life == 19
    assert [e.rule for e in game.events if e.detail.endswith("is destroyed")][:2] == [
        "704.5h",
        "704.5h",
    ]


@needs_full_database
def test_702_2c_deathtouch_and_trample_still_need_1_damage_on_every_blocker() -> None:
    game = blocked("Moss Viper", "Gray Ogre", "Grizzly Bears", rancor=True)
    error = rejected(game, assign(("blocker-1", 2), ("B", 1)))
    assert error.rule == "702.19b"
    assert "with deathtouch, 1 damage is lethal" in str(error)


# -- illegal assignments ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("action", "rule"),
    [
        (assign(("blocker-1", 2)), "510.1a"),  # not all of its 3 damage
        (assign(("blocker-1", 4), ("blocker-2", -1)), "510.1a"),
        (assign(("blocker-1", 2), ("B", 1)), "510.1c"),  # no trample: not to the player
        (assign(("blocker-1", 2), ("bystander", 1)), "510.1c"),  # not blocking it
        (assign(("blocker-1", 1), ("blocker-1", 2)), "510.1c"),  # a recipient twice
        (AssignCombatDamage("A", "attacker", (("blocker-1",),)), "510.1c"),  # not pairs
        (AssignCombatDamage("A", "blocker-1", (("attacker", 2),)), "510.1c"),  # no choice
        (AssignCombatDamage("B", "attacker", (("blocker-1", 3),)), "117.3"),
        (PassPriority("A"), "510.1"),
    ],
)
def test_510_1c_an_illegal_assignment_is_refused_and_changes_nothing(
    action: Action, rule: str
) -> None:
    game = blocked("Hill Giant", "Gray Ogre", "Grizzly Bears")
    put(game, "Grizzly Bears", "B", object_id="bystander")
    before = game.state_hash()
    assert rejected(game, action).rule == rule
    assert game.state_hash() == before
    assert action not in game.legal_actions()


def test_510_1c_an_assignment_is_refused_outside_the_combat_damage_step() -> None:
    game = board()
    put(game, "Grizzly Bears", "A", object_id="attacker")
    start(game)
    assert rejected(game, assign(("B", 2))).rule == "117.1"


# -- first strike, scenario files, agents and replay ---------------------------------------------


@needs_full_database
def test_510_4_a_first_striker_blocked_by_two_is_asked_in_the_first_strike_step() -> None:
    game = blocked("Porcelain Legionnaire", "Gray Ogre", "Grizzly Bears")  # 3/1 first strike
    assert (game.step, game.pending.kind) == (Step.FIRST_STRIKE_DAMAGE, DecisionKind.ASSIGN)
    game.apply(assign(("blocker-1", 2), ("blocker-2", 1)))
    assert zone(game, "blocker-1") is Zone.GRAVEYARD
    game.apply(PassPriority("A"))
    game.apply(PassPriority("B"))
    assert game.step is Step.COMBAT_DAMAGE  # the Legionnaire deals no damage again
    assert zone(game, "attacker") is Zone.GRAVEYARD  # the Bears' 2 damage
    assert game.objects["blocker-2"].damage == 1


SCENARIO = """
battlefield:
  - {card: Hill Giant, id: giant, controller: A}
  - {card: Gray Ogre, id: ogre, controller: B}
  - {card: Grizzly Bears, id: bears, controller: B}
actions:
  - {attack: [giant]}
  - {block: {ogre: giant, bears: giant}}
"""


def test_510_1c_a_scenario_assigns_the_damage_with_assign() -> None:
    game = load_scenario_text(SCENARIO + "  - {assign: {giant: [[bears, 3]]}}\n").game
    assert (zone(game, "bears"), game.objects["ogre"].damage) == (Zone.GRAVEYARD, 0)


def test_510_1c_a_scenario_that_passes_assigns_the_damage_by_default() -> None:
    game = load_scenario_text(SCENARIO + "  - pass\n").game
    assert (zone(game, "ogre"), game.objects["bears"].damage) == (Zone.GRAVEYARD, 1)
    game = load_scenario_text(SCENARIO + "  - {next: end_of_combat}\n").game
    assert (zone(game, "ogre"), game.objects["bears"].damage) == (Zone.GRAVEYARD, 1)


def test_510_1c_a_scenario_s_illegal_assignment_names_its_rule() -> None:
    from mtgrules.sourcefile import SourceError

    with pytest.raises(SourceError, match=r"\(CR 510\.1c\)"):
        load_scenario_text(SCENARIO + "  - {assign: {giant: [[ogre, 2], [B, 1]]}}\n")


TRAMPLERS = ["Forest"] * 9 + ["Garruk's Companion"] * 6 + ["Grizzly Bears"] * 5


@pytest.mark.parametrize("agent", [RandomAgent, GreedyAgent])
def test_510_1c_agents_assign_damage_and_the_record_replays_the_same(agent: type) -> None:
    game = Game.from_decks([TRAMPLERS, TRAMPLERS], minimum_deck_size=20, seed=0)
    play_game(game, [agent(0), agent(1)])
    assert any(isinstance(a, AssignCombatDamage) for a in game.log)
    record = json.loads(json.dumps(game.record()))
    assert Game.replay(record).state_hash() == game.state_hash()


def test_510_1c_the_options_offered_stay_few_with_many_blockers() -> None:
    four = Blocked("wurm", 6, "B", ("b1", "b2", "b3", "b4"), (1, 1, 1, 1), False, False)
    assert four.options() == [
        (("b1", 1), ("b2", 1), ("b3", 1), ("b4", 3)),  # the default: in the order declared
        (("b1", 3), ("b2", 1), ("b3", 1), ("b4", 1)),  # in the reverse order
        *[((b, 6),) for b in ("b1", "b2", "b3", "b4")],
    ]
    three = Blocked("wurm", 6, "B", ("b1", "b2", "b3"), (1, 1, 1), True, False)
    assert three.options() == [  # lethal in any order is the same division here
        (("b1", 1), ("b2", 1), ("b3", 1), ("B", 3)),
        *[((b, 6),) for b in ("b1", "b2", "b3")],
    ]
    assert three.problem((("b1", 1), ("b2", 1), ("b3", 1), ("B", 3))) is None
    assert three.problem((("b1", 5), ("b2", 1))) is None  # any division, even not offered
