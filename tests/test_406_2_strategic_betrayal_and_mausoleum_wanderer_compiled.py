"""CR 406.2, 608.2d, 107.3c, 118.12a, 608.2h: Strategic Betrayal ("Target opponent exiles a
creature they control and their graveyard.") and Mausoleum Wanderer ("Sacrifice {this}: Counter
target instant or sorcery spell unless its controller pays {X}, where X is {this}'s power."),
compiled from their Oracle text and played."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from in_play import resolve_stack, take
from mtgrules.game.actions import ActivateAbility, CastSpell, Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from play_helpers import lands, pass_priority, put, start

pytestmark = needs_full_database


def _betrayal(*creatures: str) -> Game:
    game = game_with("Strategic Betrayal")
    lands(game, "Swamp", 2)
    put(game, "Strategic Betrayal", "A", Zone.HAND, "betrayal")
    for index, name in enumerate(creatures):
        put(game, name, "B", object_id=f"creature-{index}")
    put(game, "Shock", "B", Zone.GRAVEYARD, "their-dead")
    put(game, "Shock", "A", Zone.GRAVEYARD, "my-dead")
    start(game)
    take(game, CastSpell("A", "betrayal", ("B",)))
    resolve_stack(game)
    return game


def test_406_2_strategic_betrayal_the_opponent_exiles_a_creature_then_their_graveyard() -> None:
    game = _betrayal("Grizzly Bears", "Llanowar Elves")
    assert game.pending is not None and game.pending.player == "B"
    take(game, Choose("B", "Llanowar Elves (creature-1)"))
    assert (game.get("creature-1").zone, game.get("creature-0").zone) == (
        Zone.EXILE, Zone.BATTLEFIELD
    )  # fmt: skip
    assert (game.get("their-dead").zone, game.get("my-dead").zone) == (
        Zone.EXILE, Zone.GRAVEYARD
    )  # fmt: skip


def test_406_2_strategic_betrayal_without_a_creature_still_exiles_the_graveyard() -> None:
    game = _betrayal()
    assert not game.choices_waiting
    assert game.get("their-dead").zone is Zone.EXILE


def _wanderer(power_pump: bool, their_lands: int) -> Game:
    game = game_with("Mausoleum Wanderer")
    put(game, "Mausoleum Wanderer", "A", object_id="wanderer")  # 1/1
    lands(game, "Mountain", 1 + their_lands, "B")
    put(game, "Shock", "B", Zone.HAND, "shock")
    if power_pump:
        game.add_counters("wanderer", "+1/+1", 2)  # a 3/3
    start(game, active="B")
    take(game, CastSpell("B", "shock", ("A",)))
    pass_priority(game)
    take(game, ActivateAbility("A", "wanderer", 1, ("shock",)))
    assert game.get("wanderer").zone is Zone.GRAVEYARD  # sacrificed to pay (CR 602.2b)
    pass_priority(game)
    pass_priority(game)
    return game


def test_118_12a_mausoleum_wanderer_asks_for_its_power_as_it_last_existed() -> None:
    game = _wanderer(power_pump=True, their_lands=3)
    assert game.pending is not None and set(game.pending.options) == {"pay {3}", "don't pay"}
    take(game, Choose("B", "don't pay"))
    assert game.get("shock").zone is Zone.GRAVEYARD
    assert game.players["A"].life == 20


def test_118_12a_mausoleum_wanderer_spell_stays_when_its_controller_pays() -> None:
    game = _wanderer(power_pump=False, their_lands=1)
    take(game, Choose("B", "pay {1}"))
    resolve_stack(game)
    assert game.players["A"].life == 18


def test_118_12a_mausoleum_wanderer_counters_when_x_cant_be_paid() -> None:
    game = _wanderer(power_pump=True, their_lands=1)
    assert not game.choices_waiting
    assert game.get("shock").zone is Zone.GRAVEYARD
    assert game.players["A"].life == 20
