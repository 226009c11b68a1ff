"""CR 702.137a: Skewer the Critics and Light Up the Stage, compiled from their Oracle text —
"Spectacle {R}": each may be cast for {R} rather than its mana cost once an opponent of its
caster lost life this turn (damage, or paying life), and only then; the count starts again
each turn (CR 500.1)."""

from __future__ import annotations

from card_data import needs_full_database
from casting_helpers import casts
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import CastSpell
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import lands, pass_until, put, start

pytestmark = needs_full_database

SKEWER = "Skewer the Critics"
STAGE = "Light Up the Stage"


def _game(mountains: int) -> Game:
    game = game_with(SKEWER, STAGE)
    put(game, SKEWER, "A", Zone.HAND, "skewer")
    put(game, STAGE, "A", Zone.HAND, "stage")
    lands(game, "Mountain", mountains, "A")
    return start(game)


def test_702_137a_no_spectacle_cost_before_an_opponent_lost_life() -> None:
    game = _game(1)
    assert {a.cost for a in casts(game, "skewer")} == set()
    assert {a.cost for a in casts(game, "stage")} == set()


def test_702_137a_after_damage_to_an_opponent_both_cost_their_spectacle_cost() -> None:
    game = _game(4)
    take(game, CastSpell("A", "skewer", ("B",)))  # its mana cost, {2}{R}
    resolve_stack(game)
    assert game.players["B"].life == 17
    assert [a.cost for a in casts(game, "stage")] == ["spectacle"]  # one Mountain left
    take(game, CastSpell("A", "stage", cost="spectacle"))
    resolve_stack(game)
    assert game.objects["stage"].zone is Zone.GRAVEYARD
    assert all(game.objects[f"mountain-{i}"].tapped for i in range(1, 5))
    exiled = [o for o in game.objects.values() if o.zone is Zone.EXILE and o.owner == "A"]
    assert len(exiled) == 2  # the top two cards of A's library


def test_702_137a_life_an_opponent_paid_counts_and_lasts_only_this_turn() -> None:
    game = _game(1)
    game.players["B"].life -= 2  # B pays 2 life (CR 119.4): B lost life this turn
    assert {(a.cost, a.targets) for a in casts(game, "skewer")} == {
        ("spectacle", ("A",)),
        ("spectacle", ("B",)),
    }
    pass_until(game, Step.PRECOMBAT_MAIN, turn=4)
    assert game.players["B"].life == 18
    assert casts(game, "skewer") == []


def test_702_137a_life_the_caster_lost_is_not_an_opponents() -> None:
    game = _game(1)
    game.players["A"].life -= 3
    assert casts(game, "skewer") == []
