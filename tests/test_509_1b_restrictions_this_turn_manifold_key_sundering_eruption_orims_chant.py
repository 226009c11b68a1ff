"""Restrictions until end of turn from resolving spells and abilities, compiled from real cards'
Oracle text and played (CR 508.1c, 509.1b, 601.3, 514.2): Manifold Key ("{3}, {T}: Target
creature can't be blocked this turn."), Sundering Eruption ("… Creatures without flying can't
block this turn."), Orim's Chant ("Target player can't cast spells this turn. If {this} was
kicked, creatures can't attack this turn.")."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import (
    activate,
    attackers_offered,
    blocks_offered,
    cast,
    cast_targets,
    declare_attackers,
    resolve_stack,
    take,
)
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_priority, pass_until, put, start

pytestmark = needs_full_database

CARDS = ("Manifold Key", "Sundering Eruption // Volcanic Fissure", "Orim's Chant")


def _board() -> Game:
    game = game_with(*CARDS)
    put(game, "Grizzly Bears", "A", object_id="bears")
    put(game, "Wind Drake", "A", object_id="drake")
    put(game, "Hill Giant", "B", object_id="giant")
    put(game, "Wind Drake", "B", object_id="their-drake")
    return game


def test_509_1b_manifold_key_makes_a_creature_unblockable_this_turn() -> None:
    game = _board()
    put(game, "Manifold Key", "A", object_id="key")
    lands(game, "Plains", 3, "A")
    start(game)
    activate(game, "key", 2, "bears")
    assert game.objects["key"].tapped
    declare_attackers(game, "bears", "drake")
    pass_until(game, Step.DECLARE_BLOCKERS)
    offered = blocks_offered(game)
    assert not {b for b, a in offered if a == "bears"}
    assert ("their-drake", "drake") in offered


def test_514_2_the_restriction_ends_with_the_turn() -> None:
    game = _board()
    put(game, "Manifold Key", "A", object_id="key")
    lands(game, "Plains", 3, "A")
    start(game)
    activate(game, "key", 2, "bears")
    pass_until(game, Step.UPKEEP, turn=3)
    assert not [e for e in game.effects if "blocked" in e.description]


def test_701_26b_manifold_key_untaps_another_artifact() -> None:
    game = _board()
    put(game, "Manifold Key", "A", object_id="key")
    put(game, "Mind Stone", "A", object_id="stone", tapped=True)
    lands(game, "Plains", 1, "A")
    start(game)
    activate(game, "key", 1, "stone")
    assert not game.objects["stone"].tapped
    assert game.objects["key"].tapped


def test_509_1b_sundering_eruption_creatures_without_flying_cant_block() -> None:
    game = _board()
    put(game, "Sundering Eruption // Volcanic Fissure", "A", Zone.HAND, "eruption")
    put(game, "Hill Giant", "B", Zone.HAND, "late-giant")
    put(game, "Forest", "B", object_id="their-forest")
    lands(game, "Mountain", 3, "A")
    start(game)
    take(
        game,
        CastSpell(
            "A",
            "eruption",
            ("their-forest",),
        ),
    )
    resolve_stack(game)
    while game.stack or (game.pending and game.pending.player == "B"):
        game.apply(game.legal_actions()[-1])  # B declines to search
        resolve_stack(game)
    assert game.objects["their-forest"].zone is Zone.GRAVEYARD
    put(game, "Hill Giant", "B", object_id="new-giant")  # entering later: restricted too
    declare_attackers(game, "bears", "drake")
    pass_until(game, Step.DECLARE_BLOCKERS)
    assert {b for b, _ in blocks_offered(game)} == {"their-drake"}


def test_601_3_orims_chant_stops_the_target_player_casting_spells() -> None:
    game = _board()
    put(game, "Orim's Chant", "A", Zone.HAND, "chant")
    put(game, "Shock", "B", Zone.HAND, "shock")
    lands(game, "Plains", 1, "A")
    lands(game, "Mountain", 1, "B")
    start(game)
    assert ("shock", "A") in _shocks(game, "B")
    cast(game, "chant", "B")
    assert game.objects["chant"].zone is Zone.GRAVEYARD
    pass_priority(game)  # A passes: B has priority
    assert game.pending is not None and game.pending.player == "B"
    assert _shocks(game, "B") == set()
    pass_until(game, Step.DECLARE_ATTACKERS)
    assert "bears" in attackers_offered(game)  # unkicked: creatures may attack


def _shocks(game: Game, player: str) -> set[tuple[str, ...]]:
    saved = game.pending
    try:
        return {
            (a.card, *a.targets)
            for a in _actions_for(game, player)
            if isinstance(a, CastSpell) and a.card == "shock"
        }
    finally:
        game.pending = saved


def _actions_for(game: Game, player: str) -> list[object]:
    from mtgrules.game.casting import cast_actions

    return list(cast_actions(game, player))


def test_508_1c_kicked_orims_chant_creatures_cant_attack() -> None:
    game = _board()
    put(game, "Orim's Chant", "A", Zone.HAND, "chant")
    lands(game, "Plains", 2, "A")
    start(game, Step.BEGINNING_OF_COMBAT)
    take(game, CastSpell("A", "chant", ("B",), kicks=1))
    resolve_stack(game)
    pass_until(game, Step.END_OF_COMBAT)
    assert game.turn == 2  # no creature could be declared as an attacker
    assert not game.combat.attackers


def test_115_cast_targets_of_orims_chant_are_players() -> None:
    game = _board()
    put(game, "Orim's Chant", "A", Zone.HAND, "chant")
    lands(game, "Plains", 1, "A")
    start(game)
    assert cast_targets(game, "chant") == {("A",), ("B",)}
