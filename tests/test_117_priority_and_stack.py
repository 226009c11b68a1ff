"""CR 117: priority — the active player gets it first in a step (117.3a) and after anything
resolves (117.3b); a player who casts keeps it (117.3c); passing gives it to the next player in
turn order (117.3d); when all pass in succession the top of the stack resolves or, with an empty
stack, the step ends (117.4). CR 405.5/608.1: last in, first out. CR 605.3b: mana abilities
don't use the stack."""

from __future__ import annotations

from mtgrules.game.actions import ActivateManaAbility, CastSpell, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import all_pass, board, pass_priority, put, rejected, start


def priority(game: Game) -> str:
    """The player with priority."""
    assert game.pending is not None and game.pending.kind is DecisionKind.PRIORITY
    return game.pending.player


def bolt_board(players: tuple[str, ...] = ("A", "B")) -> Game:
    game = board(players)
    put(game, "Mountain", "A", object_id="a-mountain")
    put(game, "Mountain", "B", object_id="b-mountain")
    put(game, "Shock", "A", Zone.HAND, "shock")
    put(game, "Lightning Bolt", "B", Zone.HAND, "bolt")
    return start(game)


def test_117_3a_the_active_player_gets_priority_first() -> None:
    game = bolt_board()
    assert (game.step, priority(game)) == (Step.PRECOMBAT_MAIN, "A")


def test_117_3d_passing_gives_priority_to_the_next_player() -> None:
    game = bolt_board()
    game.apply(PassPriority("A"))
    assert (game.step, priority(game)) == (Step.PRECOMBAT_MAIN, "B")


def test_117_3_a_player_without_priority_can_t_pass() -> None:
    game = bolt_board()
    assert rejected(game, PassPriority("B")).rule == "117.3"


def test_117_4_all_pass_with_an_empty_stack_ends_the_step() -> None:
    game = bolt_board()
    all_pass(game)
    assert (game.step, priority(game)) == (Step.BEGINNING_OF_COMBAT, "A")


def test_117_3c_the_caster_keeps_priority() -> None:
    game = bolt_board()
    game.apply(CastSpell("A", "shock", ("B",)))
    assert priority(game) == "A"
    assert [item.id for item in game.stack] == ["shock"]


def test_117_4_all_pass_with_a_spell_on_the_stack_resolves_it_and_the_step_goes_on() -> None:
    game = bolt_board()
    game.apply(CastSpell("A", "shock", ("B",)))
    all_pass(game)
    assert game.stack == []
    assert game.players["B"].life == 18
    assert (game.step, priority(game)) == (Step.PRECOMBAT_MAIN, "A")


def test_117_3b_after_resolution_the_active_player_gets_priority_even_if_the_other_cast() -> None:
    game = bolt_board()
    game.apply(PassPriority("A"))
    game.apply(CastSpell("B", "bolt", ("A",)))
    assert priority(game) == "B"
    game.apply(PassPriority("B"))
    game.apply(PassPriority("A"))
    assert game.players["A"].life == 17
    assert (game.step, priority(game)) == (Step.PRECOMBAT_MAIN, "A")


def test_117_4_a_pass_before_a_new_spell_doesn_t_count() -> None:
    """A passed, then B cast: both must pass again before anything resolves."""
    game = bolt_board()
    game.apply(PassPriority("A"))
    game.apply(CastSpell("B", "bolt", ("A",)))
    game.apply(PassPriority("B"))
    assert game.stack != [] and priority(game) == "A"


def test_405_5_last_in_first_out() -> None:
    game = bolt_board()
    game.apply(CastSpell("A", "shock", ("B",)))
    game.apply(PassPriority("A"))
    game.apply(CastSpell("B", "bolt", ("A",)))
    assert [item.id for item in game.stack] == ["shock", "bolt"]
    game.apply(PassPriority("B"))
    game.apply(PassPriority("A"))
    assert (game.players["A"].life, game.players["B"].life) == (17, 20)
    assert [item.id for item in game.stack] == ["shock"]
    assert priority(game) == "A"
    all_pass(game)
    assert (game.players["A"].life, game.players["B"].life) == (17, 18)
    assert game.objects["shock"].zone is game.objects["bolt"].zone is Zone.GRAVEYARD


def test_117_3d_priority_goes_around_in_turn_order() -> None:
    game = board(("A", "B", "C"))
    start(game, active="B")
    order = []
    for _ in range(3):
        order.append(priority(game))
        pass_priority(game)
    assert order == ["B", "C", "A"]
    assert game.step is Step.BEGINNING_OF_COMBAT


def test_605_3b_a_mana_ability_doesn_t_use_the_stack_and_keeps_priority() -> None:
    game = bolt_board()
    game.apply(ActivateManaAbility("A", "a-mountain", 1, "R"))
    assert game.stack == []
    assert str(game.pools["A"]) == "{R}"
    assert priority(game) == "A"


def test_605_3a_a_mana_ability_in_response_while_a_spell_is_on_the_stack() -> None:
    game = bolt_board()
    game.apply(CastSpell("A", "shock", ("B",)))
    game.apply(PassPriority("A"))
    game.apply(ActivateManaAbility("B", "b-mountain", 1, "R"))
    assert [item.id for item in game.stack] == ["shock"]
    assert (str(game.pools["B"]), priority(game)) == ("{R}", "B")


def test_601_2h_mana_in_the_pool_pays_before_untapped_lands() -> None:
    game = bolt_board()
    game.apply(PassPriority("A"))
    game.apply(ActivateManaAbility("B", "b-mountain", 1, "R"))
    game.apply(CastSpell("B", "bolt", ("A",)))
    assert str(game.pools["B"]) == ""
