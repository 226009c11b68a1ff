"""CR 700.2, 701.21a, 111.1: Sheoldred's Edict ("Choose one" with its modes on lines of their
own: each opponent sacrifices a nontoken creature, a creature token, or a planeswalker),
compiled from its Oracle text and played."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, put, start

pytestmark = needs_full_database


def _edict(mode: int) -> tuple[Game, str]:
    game = game_with("Sheoldred's Edict")
    lands(game, "Swamp", 2)
    put(game, "Sheoldred's Edict", "A", Zone.HAND, "edict")
    put(game, "Grizzly Bears", "B", object_id="bears")
    token = game.create_token(game.get("bears").printed, "B").id  # a Grizzly Bears token
    start(game)
    take(game, CastSpell("A", "edict", modes=(mode,)))
    resolve_stack(game)
    return game, token


def test_700_2_sheoldreds_edict_a_nontoken_creature_spares_the_token() -> None:
    game, token = _edict(1)
    assert game.pending is not None and game.pending.options == ("Grizzly Bears (bears)",)
    take(game, Choose("B", "Grizzly Bears (bears)"))
    assert game.get("bears").zone is Zone.GRAVEYARD
    assert game.get(token).zone is Zone.BATTLEFIELD


def test_111_1_sheoldreds_edict_a_creature_token_spares_the_card() -> None:
    game, token = _edict(2)
    assert game.pending is not None and game.pending.options == (f"Grizzly Bears ({token})",)
    take(game, Choose("B", f"Grizzly Bears ({token})"))
    assert game.get("bears").zone is Zone.BATTLEFIELD
    assert token not in game.objects or game.get(token).zone is not Zone.BATTLEFIELD


def test_700_2_sheoldreds_edict_a_planeswalker_with_none_does_nothing() -> None:
    game, token = _edict(3)
    assert not game.choices_waiting
    assert {game.get("bears").zone, game.get(token).zone} == {Zone.BATTLEFIELD}
