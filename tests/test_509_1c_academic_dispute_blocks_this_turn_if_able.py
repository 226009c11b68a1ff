"""CR 509.1c: Academic Dispute's first line, compiled from its Oracle text ("Target creature
blocks this turn if able. You may have it gain reach until end of turn."; its Learn line is left
out): the creature's controller can't finish declaring blockers while it could block and
doesn't; its caster chooses as it resolves whether it gains reach (608.2d). A creature that
can't block any attacker (flyers, no reach) isn't required to."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import (
    CastSpell,
    Choose,
    DeclareAttacker,
    DeclareBlocker,
    FinishAttacks,
    FinishBlocks,
)
from mtgrules.game.keywords import REACH
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import DecisionKind, Step
from play_helpers import lands, pass_until, put, rejected, start

pytestmark = needs_full_database


def _disputed(answer: str) -> Game:
    game = game_with("Academic Dispute", lines=1)
    put(game, "Academic Dispute", "A", Zone.HAND, "dispute")
    put(game, "Wind Drake", "A", object_id="drake")
    put(game, "Hill Giant", "A", object_id="giant")
    put(game, "Grizzly Bears", "B", object_id="bears")
    lands(game, "Mountain", 1, "A")
    start(game)
    take(game, CastSpell("A", "dispute", ("bears",)))
    resolve_stack(game)
    assert game.pending is not None and game.pending.kind is DecisionKind.CHOOSE
    take(game, Choose("A", answer))
    resolve_stack(game)
    return game


def _declare(game: Game, *attackers: str) -> None:
    pass_until(game, Step.DECLARE_ATTACKERS)
    for creature in attackers:
        take(game, DeclareAttacker("A", creature, "B"))
    take(game, FinishAttacks("A"))
    pass_until(game, Step.DECLARE_BLOCKERS)


def test_509_1c_it_must_block_and_with_reach_it_can_block_a_flyer() -> None:
    game = _disputed("yes")
    assert game.characteristics("bears").has_keyword(REACH)
    _declare(game, "drake")
    assert FinishBlocks("B") not in game.legal_actions()
    assert rejected(game, FinishBlocks("B")).rule == "509.1c"
    take(game, DeclareBlocker("B", "bears", "drake"))
    take(game, FinishBlocks("B"))
    assert game.combat.blockers == {"bears": "drake"}


def test_509_1c_without_reach_a_flyer_alone_needs_no_block() -> None:
    game = _disputed("don't")
    assert not game.characteristics("bears").has_keyword(REACH)
    _declare(game, "drake")
    assert FinishBlocks("B") in game.legal_actions()


def test_509_1c_it_blocks_an_attacker_it_can_block() -> None:
    game = _disputed("don't")
    _declare(game, "drake", "giant")
    assert rejected(game, FinishBlocks("B")).rule == "509.1c"
    take(game, DeclareBlocker("B", "bears", "giant"))
    take(game, FinishBlocks("B"))


def test_509_1c_only_this_turn() -> None:
    game = _disputed("yes")
    pass_until(game, Step.DECLARE_ATTACKERS, turn=3)
    assert not game.characteristics("bears").has_keyword(REACH)
    texts = [a.render("Grizzly Bears") for a in game.characteristics("bears").abilities]
    assert not any("blocks" in t for t in texts)
