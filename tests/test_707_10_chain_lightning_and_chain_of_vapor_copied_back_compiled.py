"""CR 707.10, 707.10c, 608.2d: the chain spells compiled from their Oracle text — Chain
Lightning's target player (or that permanent's controller) may pay {R}{R} to copy it and choose
a new target; Chain of Vapor's bounced permanent's controller may sacrifice a land to copy it.
A copy chains in turn; a player who can't pay isn't asked."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell, Choose, ChooseTargets
from mtgrules.game.objects import Zone
from mtgrules.game.turns import DecisionKind
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def test_707_10_chain_lightning_copied_back_by_the_player_who_pays() -> None:
    game = game_with("Chain Lightning")
    put(game, "Chain Lightning", "A", Zone.HAND, "chain")
    lands(game, "Mountain", 1, "A")
    lands(game, "Mountain", 2, "B", "b-mountain")
    start(game)
    take(game, CastSpell("A", "chain", ("B",)))
    pass_priority(game)
    pass_priority(game)
    assert game.players["B"].life == 17
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    assert game.pending.player == "B"
    assert game.pending.options == ("don't copy", "pay {R}{R} and copy")
    take(game, Choose("B", "pay {R}{R} and copy"))
    assert all(game.objects[f"b-mountain-{i}"].tapped for i in (1, 2))
    assert game.pending is not None and game.pending.kind is DecisionKind.TARGETS
    take(game, ChooseTargets("B", ("A",)))  # a new target for the copy
    (copy,) = game.stack
    assert copy.controller == "B" and copy.targets == ("A",)
    resolve_stack(game)
    assert game.players["A"].life == 17  # A has no mana left: no further copy
    assert not game.stack and not game.choices_waiting


def test_707_10_chain_lightning_at_a_creature_asks_its_controller() -> None:
    game = game_with("Chain Lightning")
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Chain Lightning", "A", Zone.HAND, "chain")
    lands(game, "Mountain", 1, "A")
    lands(game, "Mountain", 2, "B", "b-mountain")
    start(game)
    take(game, CastSpell("A", "chain", ("giant",)))
    resolve_stack(game)
    assert game.objects["giant"].damage == 3  # state-based actions wait for the choice
    assert game.pending is not None and game.pending.player == "B"  # it controls the Giant
    take(game, Choose("B", "don't copy"))
    assert game.objects["giant"].zone is Zone.GRAVEYARD
    assert not game.stack
    assert not any(game.objects[f"b-mountain-{i}"].tapped for i in (1, 2))


def test_707_10_chain_of_vapor_copied_by_sacrificing_a_land() -> None:
    game = game_with("Chain of Vapor")
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Hill Giant", "A", object_id="mine")
    put(game, "Chain of Vapor", "A", Zone.HAND, "chain")
    lands(game, "Island", 1, "A")
    lands(game, "Island", 1, "B", "b-island")
    start(game)
    take(game, CastSpell("A", "chain", ("giant",)))
    resolve_stack(game)
    assert game.objects["giant"].zone is Zone.HAND
    assert game.pending is not None and game.pending.player == "B"
    assert game.pending.options == ("don't copy", "sacrifice Island (b-island-1) and copy")
    take(game, Choose("B", "sacrifice Island (b-island-1) and copy"))
    assert game.objects["b-island-1"].zone is Zone.GRAVEYARD
    take(game, ChooseTargets("B", ("mine",)))
    resolve_stack(game)
    assert game.objects["mine"].zone is Zone.HAND
    assert game.pending is not None and game.pending.player == "A"  # A may chain it back
    take(game, Choose("A", "don't copy"))
    assert not game.stack
