"""Bond 502.B Progress N [cost]: a static ability on the stack: if N or more spells were cast this
turn, you may pay [cost] rather than the spell's mana cost (an alternative cost, CR 118.9).
Several Progress instances each work; you choose one whose condition is met."""

from __future__ import annotations

from bond_helpers import bond_board
from mtgrules.game.actions import CastSpell, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import all_pass, pass_until, put, rejected, start


def costs(game: Game, card: str) -> set[str]:
    return {a.cost for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card}


def surge_board(mountains: int = 3) -> Game:
    """A: Surge of Progress ({4}{R}: 4 damage to any target; Progress 2 {R}), two Shocks and
    ``mountains`` Mountains; B: a Shock and two Mountains."""
    game = bond_board()
    for i in range(mountains):
        put(game, "Mountain", "A", object_id=f"m{i}")
    for i in range(2):
        put(game, "Mountain", "B", object_id=f"bm{i}")
    put(game, "Surge of Progress", "A", Zone.HAND, "surge")
    put(game, "Shock", "A", Zone.HAND, "shock-1")
    put(game, "Shock", "A", Zone.HAND, "shock-2")
    put(game, "Shock", "B", Zone.HAND, "shock-b")
    start(game, Step.PRECOMBAT_MAIN)
    return game


def test_502_B_before_n_spells_only_the_mana_cost() -> None:
    game = surge_board()
    assert costs(game, "surge") == set()  # {4}{R} is more than three Mountains
    game.apply(CastSpell("A", "shock-1", ("B",)))
    all_pass(game)
    assert game.spells_cast_this_turn == 1
    assert costs(game, "surge") == set()
    error = rejected(game, CastSpell("A", "surge", ("B",), cost="Progress 2 {R}"))
    assert error.rule == "601.2b"
    assert "can't be cast for 'Progress 2 {R}' now (it may be cast for: mana cost)" in str(error)


def test_502_B_after_n_spells_the_progress_cost_may_be_paid_instead() -> None:
    game = surge_board()
    for shock in ("shock-1", "shock-2"):
        game.apply(CastSpell("A", shock, ("B",)))
        all_pass(game)
    assert costs(game, "surge") == {"Progress 2 {R}"}
    game.apply(CastSpell("A", "surge", ("B",), cost="Progress 2 {R}"))
    assert [game.objects[f"m{i}"].tapped for i in range(3)] == [True, True, True]
    all_pass(game)
    assert game.players["B"].life == 20 - 2 - 2 - 4
    assert game.characteristics("surge").mana_value == 5  # 118.9c: its mana value is unchanged


def test_502_B_spells_cast_by_every_player_count() -> None:
    """A casts one Shock, B responds with one: two spells this turn."""
    game = surge_board()
    game.apply(CastSpell("A", "shock-1", ("B",)))
    game.apply(PassPriority("A"))
    game.apply(CastSpell("B", "shock-b", ("A",)))
    all_pass(game)
    all_pass(game)
    assert game.spells_cast_this_turn == 2
    assert costs(game, "surge") == {"Progress 2 {R}"}


def test_502_B_the_count_starts_again_each_turn() -> None:
    game = surge_board()
    for shock in ("shock-1", "shock-2"):
        game.apply(CastSpell("A", shock, ("B",)))
        all_pass(game)
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)
    assert (game.turn, game.spells_cast_this_turn) == (4, 0)
    assert costs(game, "surge") == set()


def orders_board(spells: int) -> Game:
    """Marching Orders ({3}{W}; Progress 1 {1}{W}; Progress 3 {W}) after ``spells`` spells
    this turn, with two Plains."""
    game = bond_board()
    for i in range(2):
        put(game, "Plains", "A", object_id=f"p{i}")
    put(game, "Marching Orders", "A", Zone.HAND, "orders")
    start(game, Step.PRECOMBAT_MAIN)
    game.spells_cast_this_turn = spells
    game.changed()
    return game


def test_502_B_several_progress_instances_each_work() -> None:
    assert costs(orders_board(0), "orders") == set()
    assert costs(orders_board(1), "orders") == {"Progress 1 {1}{W}"}
    assert costs(orders_board(3), "orders") == {"Progress 1 {1}{W}", "Progress 3 {W}"}


def test_502_B_you_choose_one_whose_condition_is_met() -> None:
    game = orders_board(3)
    game.apply(CastSpell("A", "orders", cost="Progress 3 {W}"))
    assert [game.objects[f"p{i}"].tapped for i in range(2)] == [True, False]
    all_pass(game)
    tokens = [o for o in game.objects.values() if o.is_token and o.zone is Zone.BATTLEFIELD]
    assert len(tokens) == 2
    game = orders_board(1)
    assert rejected(game, CastSpell("A", "orders", cost="Progress 3 {W}")).rule == "601.2b"


def test_502_B_the_count_is_a_new_turn_s_even_when_nothing_else_changed() -> None:
    """Two spells in A's turn; B holds Oathbreaker's Doom (an instant with Progress 2 {1}{B}).
    B looks at its options in A's end step, and nothing else changes until B's upkeep, where
    the Doom may be cast for its mana cost only."""
    game = surge_board()
    for i in range(4):
        put(game, "Swamp", "B", object_id=f"swamp-{i}")
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Oathbreaker's Doom", "B", Zone.HAND, "doom")
    game.changed()
    for shock in ("shock-1", "shock-2"):
        game.apply(CastSpell("A", shock, ("B",)))
        all_pass(game)
    pass_until(game, Step.END)
    game.apply(PassPriority("A"))
    assert costs(game, "doom") == {"mana cost", "Progress 2 {1}{B}"}
    game.apply(PassPriority("B"))
    assert (game.turn, game.step, game.pending and game.pending.player) == (3, Step.UPKEEP, "B")
    assert costs(game, "doom") == {"mana cost"}
