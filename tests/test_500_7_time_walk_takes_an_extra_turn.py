"""CR 500.7: Time Walk ("Take an extra turn after this one.") — the turn after this one is its
caster's again; then the turn order goes on as before."""

from __future__ import annotations

from in_play import cast
from instruction_cards import main_phase
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import pass_priority


def _to_next_turn(game: object, turn: int) -> None:
    while game.turn == turn:  # type: ignore[attr-defined]
        pending = game.pending  # type: ignore[attr-defined]
        if pending.kind is DecisionKind.PRIORITY:
            pass_priority(game)  # type: ignore[arg-type]
        else:
            game.apply(game.legal_actions()[0])  # type: ignore[attr-defined]


def test_500_7_time_walk_gives_its_caster_the_next_turn() -> None:
    game = main_phase(hand={"walk": "Time Walk"}, mana="UU")
    cast(game, "walk")
    assert game.extra_turns == ["A"]
    _to_next_turn(game, 2)
    assert (game.turn, game.active_player, game.extra_turns) == (3, "A", [])
    assert game.step is Step.UPKEEP
    _to_next_turn(game, 3)
    assert (game.turn, game.active_player) == (4, "B")  # then B's turn, as it would have been


def test_500_7_without_an_extra_turn_the_next_player_takes_the_next_turn() -> None:
    game = main_phase(hand={"walk": "Time Walk"}, mana="UU")
    _to_next_turn(game, 2)
    assert (game.turn, game.active_player) == (3, "B")
