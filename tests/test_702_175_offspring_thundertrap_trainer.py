"""CR 702.175a, 707.9b, 603.4: Thundertrap Trainer, compiled from its Oracle text — "Offspring
{4}": its caster may pay {4} more as they cast it; if they did, when it enters they create a
token that's a copy of it, except it's 1/1 (which enters too, so its own enters ability
triggers; the token's offspring cost wasn't paid, so it makes no token)."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import pt, resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import in_trigger_order, lands, pass_priority, put, start

pytestmark = needs_full_database

TRAINER = "Thundertrap Trainer"


def _cast(kicks: int) -> Game:
    game = game_with(TRAINER)
    put(game, TRAINER, "A", Zone.HAND, "trainer")
    lands(game, "Island", 6, "A")
    start(game)
    take(game, CastSpell("A", "trainer", (), kicks=kicks))
    for _ in range(20):  # the spell, then every enters trigger (none finds a card to reveal)
        in_trigger_order(game)
        if not game.stack or game.pending is None:
            break
        if game.pending.kind is DecisionKind.PRIORITY:
            pass_priority(game)
        else:
            take(game, game.legal_actions()[0])
    resolve_stack(game)
    return game


def _tapped_lands(game: Game) -> int:
    return sum(o.tapped for o in game.objects.values() if o.zone is Zone.BATTLEFIELD)


def _tokens(game: Game) -> list[str]:
    return [i for i, o in game.objects.items() if o.is_token and o.zone is Zone.BATTLEFIELD]


def test_702_175a_the_offspring_cost_is_offered_as_an_additional_cost() -> None:
    game = game_with(TRAINER)
    put(game, TRAINER, "A", Zone.HAND, "trainer")
    lands(game, "Island", 6, "A")
    start(game)
    assert {a.kicks for a in casts(game, "trainer")} == {0, 1}


def test_702_175a_paid_a_one_one_copy_is_created() -> None:
    game = _cast(1)
    (token,) = _tokens(game)
    chars = game.characteristics(token)
    assert chars.name == TRAINER
    assert chars.type_line.has_subtype("Otter")
    assert pt(game, token) == (1, 1)
    assert pt(game, "trainer") == (1, 2)
    assert _tapped_lands(game) == 6  # {1}{U} and {4}


def test_702_175a_not_paid_no_token() -> None:
    game = _cast(0)
    assert _tokens(game) == []
    assert game.objects["trainer"].zone is Zone.BATTLEFIELD
    assert _tapped_lands(game) == 2
