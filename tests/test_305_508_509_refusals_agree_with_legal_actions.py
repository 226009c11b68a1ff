"""One question, one answer: the legal actions and the explanation of an illegal action come from
the same refusal functions (CR 305.1-305.2 playing a land, 508.1 declaring attackers, 509.1
declaring blockers). In random games, at every decision, each candidate land play, attack and
block is among the legal actions exactly when its refusal is None, and an illegal one is refused
with that refusal's message and rule."""

from __future__ import annotations

from mtgrules.game.actions import DeclareAttacker, DeclareBlocker, PlayLand
from mtgrules.game.casting import land_refusal
from mtgrules.game.combat import attack_refusal, block_refusal
from mtgrules.game.objects import Zone
from mtgrules.game.refusals import Refusal
from mtgrules.game.state import Game, IllegalAction
from mtgrules.game.turns import DecisionKind
from mtgrules.sim.agents import RandomAgent

DECKS = (
    ["Forest"] * 16 + ["Grizzly Bears"] * 12 + ["Llanowar Elves"] * 6 + ["Giant Growth"] * 6,
    ["Plains"] * 16 + ["Silvercoat Lion"] * 10 + ["Serra Angel"] * 6 + ["Ornithopter"] * 8,
)  # fmt: skip


def _assert_agrees(
    game: Game, action: object, refusal: Refusal | None, legal: list[object]
) -> None:
    assert (action in legal) == (refusal is None), (action, refusal)
    if refusal is not None:
        try:
            game.check(action)
        except IllegalAction as error:
            assert str(error) == f"{refusal.message} (CR {refusal.rule})"
        else:
            raise AssertionError(f"{action} was accepted although refused: {refusal}")


def _check_decision(game: Game) -> int:
    decision = game.pending
    assert decision is not None
    player = decision.player
    legal: list[object] = list(game.legal_actions())
    checked = 0
    on_battlefield = [i for i, o in game.objects.items() if o.zone is Zone.BATTLEFIELD]
    if decision.kind is DecisionKind.PRIORITY:
        for card, obj in game.objects.items():
            if obj.zone is Zone.HAND:
                action = PlayLand(player, card)
                _assert_agrees(game, action, land_refusal(game, player, card), legal)
                checked += 1
    elif decision.kind is DecisionKind.ATTACK:
        for creature in on_battlefield:
            for defender in [*game.players, *on_battlefield]:
                action = DeclareAttacker(player, creature, defender)
                refusal = attack_refusal(game, player, creature, defender)
                _assert_agrees(game, action, refusal, legal)
                checked += 1
    elif decision.kind is DecisionKind.BLOCK:
        for blocker in on_battlefield:
            for attacker in on_battlefield:
                action = DeclareBlocker(player, blocker, attacker)
                refusal = block_refusal(game, player, blocker, attacker)
                _assert_agrees(game, action, refusal, legal)
                checked += 1
    return checked


def test_305_508_509_refusals_agree_with_legal_actions_in_random_games() -> None:
    checked = {DecisionKind.PRIORITY: 0, DecisionKind.ATTACK: 0, DecisionKind.BLOCK: 0}
    for seed in range(2):
        game = Game.from_decks(list(DECKS), seed=seed)
        agents = {p: RandomAgent(seed=seed * 10 + i) for i, p in enumerate(game.players)}
        for _ in range(400):
            if game.over or game.pending is None:
                break
            kind = game.pending.kind
            if kind in checked:
                checked[kind] += _check_decision(game)
            game.apply(agents[game.pending.player].choose(game))
    assert all(count > 20 for count in checked.values()), checked
