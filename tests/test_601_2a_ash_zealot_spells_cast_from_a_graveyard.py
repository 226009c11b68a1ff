"""Ash Zealot compiled from its Oracle text, in play: "Whenever a player casts a spell from a
graveyard, {this} deals 3 damage to that player." (CR 601.2a: where the card was as its casting
began; 702.34a: flashback casts it from its owner's graveyard; 603.2: "that player" is the
caster)."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.model.triggers import read_trigger
from play_helpers import lands, put, start

pytestmark = needs_full_database


def test_603_1_the_trigger_language_reads_from_a_graveyard() -> None:
    spec = read_trigger("Whenever a player casts a spell from a graveyard")
    assert spec is not None and spec.from_zone == "graveyard" and spec.whose == "each"


def _game(caster: str) -> Game:
    game = game_with("Ash Zealot", "Think Twice")
    put(game, "Ash Zealot", "A", object_id="zealot")
    put(game, "Think Twice", caster, Zone.GRAVEYARD, "yard-think")
    put(game, "Think Twice", caster, Zone.HAND, "hand-think")
    lands(game, "Island", 5, caster, f"{caster}-island")
    start(game, active=caster, turn=2 if caster == "A" else 3)
    return game


def _cast(game: Game, player: str, card: str) -> None:
    (action,) = [a for a in game.legal_actions() if isinstance(a, CastSpell) and a.card == card]
    take(game, action)
    resolve_stack(game)


def test_702_34a_a_spell_flashed_back_deals_its_caster_3_damage() -> None:
    game = _game("B")
    _cast(game, "B", "yard-think")
    assert game.objects["yard-think"].zone is Zone.EXILE
    assert game.players["B"].life == 17


def test_601_2a_a_spell_cast_from_hand_doesnt_trigger_it() -> None:
    game = _game("B")
    _cast(game, "B", "hand-think")
    assert game.players["B"].life == 20
    assert game.objects["hand-think"].zone is Zone.GRAVEYARD


def test_603_2_a_player_includes_its_controller() -> None:
    game = _game("A")
    _cast(game, "A", "yard-think")
    assert game.players["A"].life == 17
    assert game.players["B"].life == 20
