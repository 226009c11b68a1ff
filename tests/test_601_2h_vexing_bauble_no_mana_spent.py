"""Vexing Bauble compiled from its Oracle text, in play: "Whenever a player casts a spell, if no
mana was spent to cast it, counter that spell." (CR 601.2h: the mana spent to cast a spell,
recorded in the turn's history; 603.4: an intervening "if"; 603.2: "it" and "that spell" are
the spell the trigger is about)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import all_pass, lands, put, start


def _game(caster: str) -> Game:
    game = game_with("Vexing Bauble", "Ornithopter")
    put(game, "Vexing Bauble", "A", object_id="bauble")
    put(game, "Ornithopter", caster, Zone.HAND, "ornithopter")  # {0}
    put(game, "Savannah Lions", caster, Zone.HAND, "lions")  # {W}
    lands(game, "Plains", 1, caster, f"{caster}-W")
    start(game, active=caster, turn=2 if caster == "A" else 3)
    return game


def _cast_and_resolve(game: Game, card: str) -> None:
    assert game.pending is not None
    take(game, CastSpell(game.pending.player, card))
    while game.stack:
        all_pass(game)


@needs_full_database
def test_601_2h_a_spell_cast_for_no_mana_is_countered() -> None:
    game = _game("B")
    _cast_and_resolve(game, "ornithopter")
    assert game.objects["ornithopter"].zone is Zone.GRAVEYARD
    assert game.history.cast[-1].mana_spent == ()


@needs_full_database
def test_601_2h_a_spell_with_mana_spent_on_it_resolves() -> None:
    game = _game("B")
    _cast_and_resolve(game, "lions")
    assert game.objects["lions"].zone is Zone.BATTLEFIELD
    assert game.history.cast[-1].mana_spent == ("W",)


@needs_full_database
def test_603_2_a_player_is_any_player_its_controller_too() -> None:
    game = _game("A")
    _cast_and_resolve(game, "ornithopter")
    assert game.objects["ornithopter"].zone is Zone.GRAVEYARD
    _cast_and_resolve(game, "lions")
    assert game.objects["lions"].zone is Zone.BATTLEFIELD
