"""Lavinia, Azorius Renegade compiled from its Oracle text, in play: "Each opponent can't cast
noncreature spells with mana value greater than the number of lands that player controls."
(CR 601.3: a prohibition on casting; 202.3: the spell's mana value, with the X its caster
chooses, 202.3e) and "Whenever an opponent casts a spell, if no mana was spent to cast it,
counter that spell." (603.4)."""

from __future__ import annotations

import pytest

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import cast, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game, IllegalAction
from play_helpers import put, start

pytestmark = needs_full_database


def _game(caster: str, land: str = "Swamp") -> Game:
    """Lavinia on A's side; ``caster`` has one ``land`` and a Mind Stone (two mana, one land), with
    Night's Whisper ({1}{B}), Walking Corpse ({1}{B}), Typhoid Rats ({B}) and Blaze ({X}{R}) in
    hand."""
    game = game_with("Lavinia, Azorius Renegade")
    put(game, "Lavinia, Azorius Renegade", "A", object_id="lavinia")
    put(game, land, caster, object_id="land")
    put(game, "Swamp", caster, Zone.HAND, "swamp")
    put(game, "Mind Stone", caster, object_id="stone")
    for card, name in (("whisper", "Night's Whisper"), ("corpse", "Walking Corpse"),
                       ("rats", "Typhoid Rats"), ("blaze", "Blaze")):  # fmt: skip
        put(game, name, caster, Zone.HAND, card)
    start(game, active=caster, turn=2 if caster == "A" else 3)
    return game


def _offered(game: Game, player: str) -> set[tuple[str, int]]:
    return {
        (a.card, a.x)
        for a in game.legal_actions()
        if isinstance(a, CastSpell) and a.player == player
    }


def test_601_3_an_opponent_cant_cast_a_noncreature_spell_above_their_lands() -> None:
    game = _game("B")
    offered = _offered(game, "B")
    assert ("whisper", 0) not in offered
    with pytest.raises(IllegalAction, match="mana value 2") as refused:
        game.check(CastSpell("B", "whisper"))
    assert refused.value.rule == "601.3"


def test_601_3_creature_spells_and_spells_within_their_lands_may_be_cast() -> None:
    game = _game("B")
    offered = _offered(game, "B")
    assert {("corpse", 0), ("rats", 0)} <= offered
    cast(game, "corpse")
    assert game.objects["corpse"].zone is Zone.BATTLEFIELD


def test_202_3e_the_x_chosen_counts_in_the_mana_value() -> None:
    game = _game("B", "Mountain")
    blazes = {x for card, x in _offered(game, "B") if card == "blaze"}
    assert blazes == {0}  # X = 1 would make it mana value 2, above one land
    with pytest.raises(IllegalAction, match="mana value 2"):
        game.check(CastSpell("B", "blaze", ("lavinia",), 1))


def test_601_3_a_second_land_lets_the_opponent_cast_it() -> None:
    game = _game("B")
    take(game, _play("swamp"))
    assert ("whisper", 0) in _offered(game, "B")


def test_601_3_lavinia_s_controller_is_not_restricted() -> None:
    game = _game("A")
    assert ("whisper", 0) in _offered(game, "A")
    cast(game, "whisper")
    assert game.objects["whisper"].zone is Zone.GRAVEYARD
    assert game.players["A"].life == 18


def test_603_4_an_opponents_spell_cast_for_no_mana_is_countered() -> None:
    game = _game("B")
    put(game, "Ornithopter", "B", Zone.HAND, "ornithopter")
    cast(game, "ornithopter")
    assert game.objects["ornithopter"].zone is Zone.GRAVEYARD


def test_603_4_lavinia_s_controller_s_free_spells_resolve() -> None:
    game = _game("A")
    put(game, "Ornithopter", "A", Zone.HAND, "ornithopter")
    cast(game, "ornithopter")
    assert game.objects["ornithopter"].zone is Zone.BATTLEFIELD


def _play(card: str) -> object:
    from mtgrules.game.actions import PlayLand

    return PlayLand("B", card)
