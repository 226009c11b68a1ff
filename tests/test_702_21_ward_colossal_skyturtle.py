"""CR 702.21a: ward — "Whenever this permanent becomes the target of a spell or ability an
opponent controls, counter that spell or ability unless that player pays [cost]." Colossal
Skyturtle (Flying, ward {2}), compiled from its Oracle text, targeted by Lightning Bolt."""

from __future__ import annotations

from in_play import resolve_stack, take
from keyword_cards import game_with
from mtgrules.game.actions import CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind


def _bolt_the_turtle(mountains: int) -> Game:
    game = game_with(
        {"turtle": "Colossal Skyturtle"},
        theirs={f"m{n}": "Mountain" for n in range(mountains)},
        their_hand={"bolt": "Lightning Bolt"},
        active="B",
    )
    take(game, CastSpell("B", "bolt", ("turtle",)))
    assert [i.kind for i in game.stack] == ["spell", "ability"]  # ward triggers
    resolve_stack(game)  # the ward trigger resolves: B chooses
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.player == "B"
    return game


def test_702_21a_a_spell_whose_controller_cant_pay_the_ward_cost_is_countered() -> None:
    game = _bolt_the_turtle(1)
    assert game.pending is not None
    assert game.pending.options == ("don't pay",)
    take(game, Choose("B", "don't pay"))
    assert game.objects["bolt"].zone is Zone.GRAVEYARD
    assert game.stack == []
    assert game.objects["turtle"].damage == 0


def test_702_21a_paying_the_ward_cost_lets_the_spell_resolve() -> None:
    game = _bolt_the_turtle(3)
    assert game.pending is not None
    assert game.pending.options == ("don't pay", "pay {2}")
    take(game, Choose("B", "pay {2}"))
    assert all(game.objects[f"m{n}"].tapped for n in range(3))
    resolve_stack(game)
    assert game.objects["turtle"].damage == 3


def test_702_21a_ward_doesnt_trigger_on_its_controllers_own_spell() -> None:
    game = game_with(
        {"turtle": "Colossal Skyturtle", "m": "Mountain"}, hand={"bolt": "Lightning Bolt"}
    )
    take(game, CastSpell("A", "bolt", ("turtle",)))
    assert [i.kind for i in game.stack] == ["spell"]
