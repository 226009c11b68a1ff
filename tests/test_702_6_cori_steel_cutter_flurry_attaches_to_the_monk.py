"""CR 207.2c, 111.2, 701.3a, 702.6: Cori-Steel Cutter, compiled from its Oracle text — "Flurry —
Whenever you cast your second spell each turn, create a 1/1 white Monk creature token with
prowess. You may attach {this} to it.": the Equipment's controller may attach it to the token
just created, which then gets +1/+1 and has trample and haste."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import pt, resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.keywords import HASTE, TRAMPLE
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind
from play_helpers import lands, put, start

pytestmark = needs_full_database

CUTTER = "Cori-Steel Cutter"


def _second_spell() -> Game:
    game = game_with(CUTTER)
    put(game, CUTTER, "A", object_id="cutter")
    put(game, "Shock", "A", Zone.HAND, "shock-1")
    put(game, "Shock", "A", Zone.HAND, "shock-2")
    lands(game, "Mountain", 2, "A")
    start(game)
    take(game, CastSpell("A", "shock-1", ("B",)))
    resolve_stack(game)
    take(game, CastSpell("A", "shock-2", ("B",)))  # the second spell: flurry triggers
    resolve_stack(game)  # the flurry ability resolves first (it is on top)
    return game


def _monk(game: Game) -> str:
    (monk,) = [i for i, o in game.objects.items() if o.is_token and o.zone is Zone.BATTLEFIELD]
    return monk


def test_702_6_the_cutter_is_attached_to_the_monk_just_created() -> None:
    game = _second_spell()
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    take(game, Choose("A", "yes"))  # CR 608.2d: "You may attach"
    resolve_stack(game)
    monk = _monk(game)
    assert game.objects["cutter"].attached_to == monk
    chars = game.characteristics(monk)
    assert (chars.power, chars.toughness) == (2, 2)
    assert chars.has_keyword(TRAMPLE) and chars.has_keyword(HASTE)
    assert game.players["B"].life == 16


def test_702_6_declined_the_cutter_stays_unattached() -> None:
    game = _second_spell()
    take(game, Choose("A", "don't"))
    resolve_stack(game)
    monk = _monk(game)
    assert game.objects["cutter"].attached_to is None
    assert pt(game, monk) == (1, 1)
