"""Mystical Dispute compiled from its Oracle text, in play: "{this} costs {2} less to cast if it
targets a blue spell." and "Counter target spell unless its controller pays {3}." (CR 601.2c:
the targets are chosen before 601.2f determines the total cost; 118.12a)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from compiled_cards import records as _records
from in_play import cast_targets, in_zone, take
from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def _game(islands: int, spell: str) -> Game:
    """B (active) casts ``spell``; A, with ``islands`` Islands, holds Mystical Dispute."""
    game = game_with("Mystical Dispute")
    put(game, "Mystical Dispute", "A", Zone.HAND, "dispute")
    lands(game, "Island", islands, "A", "a-island")
    put(game, spell, "B", Zone.HAND, "spell")
    lands(game, "Island", 3, "B", "b-island")
    lands(game, "Mountain", 1, "B", "b-mountain")
    start(game, active="B", turn=3)
    targets = ("A",) if spell == "Shock" else ()
    take(game, CastSpell("B", "spell", targets))
    pass_priority(game)  # B passes with the spell on the stack: A may respond
    return game


def test_601_2f_the_cost_is_reduced_for_a_blue_target() -> None:
    game = _game(1, "Divination")
    assert cast_targets(game, "dispute") == {("spell",)}
    take(game, CastSpell("A", "dispute", ("spell",)))
    assert all(game.objects[i].tapped for i in ("a-island-1",))
    assert game.stack[-1].source == "dispute"


def test_601_2f_no_reduction_for_a_spell_of_another_color() -> None:
    game = _game(1, "Shock")
    assert cast_targets(game, "dispute") == set()
    game = _game(3, "Shock")
    assert cast_targets(game, "dispute") == {("spell",)}
    take(game, CastSpell("A", "dispute", ("spell",)))
    assert all(game.objects[f"a-island-{i}"].tapped for i in (1, 2, 3))


def test_118_12a_the_blue_spell_is_countered_unless_its_controller_pays_three() -> None:
    game = _game(1, "Divination")
    take(game, CastSpell("A", "dispute", ("spell",)))
    pass_priority(game)
    pass_priority(game)  # Mystical Dispute resolves; B has one untapped land only
    while game.pending is not None and game.pending.player == "B" and game.stack:
        pass_priority(game)
    assert game.objects["spell"].zone is Zone.GRAVEYARD
    assert in_zone(game, Zone.GRAVEYARD, "A") == ["dispute"]


def test_601_2f_the_definition_holds_the_condition_on_its_targets() -> None:
    result = compile_card(_records()["Mystical Dispute"])
    assert result.definition is not None, result.why()
