"""CR 702.24a: "Cumulative upkeep {1}" (Mystic Remora, compiled from its Oracle text): at the
beginning of its controller's upkeep an age counter is put on it, then they may pay {1} for each
age counter on it; if they don't, or can't, they sacrifice it."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.cards.build import bundled_database
from mtgrules.cards.database import record_of
from mtgrules.cards.oracle import compile_card
from mtgrules.game.actions import Choose
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.game.turns import Step
from play_helpers import all_pass, lands, pass_until, put, start

pytestmark = needs_full_database


def _upkeep(islands: int, ages: int = 0) -> Game:
    """A's Mystic Remora with ``ages`` age counters, its upkeep trigger resolved in A's upkeep."""
    game = game_with("Mystic Remora")
    put(game, "Mystic Remora", "A", object_id="remora")
    if ages:
        game.get("remora").counters["age"] = ages
    lands(game, "Island", islands, "A")
    start(game, Step.END, active="B")
    pass_until(game, Step.UPKEEP, turn=3)
    assert [item.source for item in game.stack] == ["remora"]
    all_pass(game)  # the cumulative upkeep trigger resolves
    return game


def test_702_24a_mystic_remora_is_supported_as_its_oracle_text() -> None:
    card = compile_card(record_of(bundled_database()["Mystic Remora"]))
    face = card.faces["Mystic Remora"]
    assert (face.status, face.unsupported) == ("supported", ())
    assert face.rendered.split("\n")[0] == "Cumulative upkeep {1}"


def test_702_24a_first_upkeep_one_age_counter_pay_1() -> None:
    game = _upkeep(islands=2)
    assert game.get("remora").counters.get("age") == 1
    assert game.pending is not None and game.pending.player == "A"
    assert game.pending.options == ("pay {1}", "don't pay")
    game.apply(Choose("A", "pay {1}"))
    assert game.get("remora").zone is Zone.BATTLEFIELD
    assert sum(game.get(i).tapped for i in ("island-1", "island-2")) == 1


def test_702_24a_third_upkeep_costs_3_for_three_age_counters() -> None:
    game = _upkeep(islands=3, ages=2)
    assert game.get("remora").counters.get("age") == 3
    assert game.pending is not None and game.pending.options == ("pay {1}{1}{1}", "don't pay")
    game.apply(Choose("A", "pay {1}{1}{1}"))
    assert game.get("remora").zone is Zone.BATTLEFIELD
    assert all(game.get(f"island-{n}").tapped for n in (1, 2, 3))


def test_702_24a_not_paying_sacrifices_it() -> None:
    game = _upkeep(islands=2, ages=1)
    game.apply(Choose("A", "don't pay"))
    assert game.get("remora").zone is Zone.GRAVEYARD
    assert not any(game.get(f"island-{n}").tapped for n in (1, 2))


def test_702_24a_a_controller_who_cant_pay_sacrifices_it() -> None:
    game = _upkeep(islands=1, ages=1)  # two age counters, one Island
    assert game.get("remora").zone is Zone.GRAVEYARD
    assert game.choices_waiting == []
    assert not game.get("island-1").tapped
