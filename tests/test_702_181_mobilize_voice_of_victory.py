"""CR 702.181a, 506.3, 603.7: Voice of Victory, compiled from its Oracle text — "Mobilize 2":
whenever it attacks, its controller creates two tapped and attacking 1/1 red Warrior creature
tokens (never declared as attackers), sacrificed at the beginning of the next end step."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import declare_attackers, declare_blocks, resolve_stack
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from mtgrules.vocab.colors import Color
from play_helpers import in_trigger_order, pass_until, put, start

pytestmark = needs_full_database

VOICE = "Voice of Victory"


def _warriors(game: Game) -> list[str]:
    return [i for i, o in game.objects.items() if o.is_token]


def _attacked() -> Game:
    game = game_with(VOICE)
    put(game, VOICE, "A", object_id="voice")
    start(game)
    declare_attackers(game, "voice")
    in_trigger_order(game)
    resolve_stack(game)
    return game


def test_702_181a_two_warriors_enter_tapped_and_attacking() -> None:
    game = _attacked()
    warriors = _warriors(game)
    assert len(warriors) == 2
    for warrior in warriors:
        chars = game.characteristics(warrior)
        assert chars.name == "Warrior Token" and (chars.power, chars.toughness) == (1, 1)
        assert chars.colors == frozenset({Color.from_word("red")})
        assert game.objects[warrior].tapped
        assert game.combat.attackers[warrior] == "B"
    declare_blocks(game, {})
    pass_until(game, Step.END_OF_COMBAT)
    assert game.players["B"].life == 17  # the Voice's 1 and the Warriors' 1 each


def test_702_181a_the_warriors_are_sacrificed_at_the_next_end_step() -> None:
    game = _attacked()
    warriors = _warriors(game)
    declare_blocks(game, {})
    pass_until(game, Step.END)
    assert len(game.stack) == 1  # the delayed trigger (CR 603.7b)
    resolve_stack(game)
    assert all(
        w not in game.objects or game.objects[w].zone is not Zone.BATTLEFIELD for w in warriors
    )
    assert game.objects["voice"].zone is Zone.BATTLEFIELD
