"""CR 613: what the layer system spares itself (objects alike share one run, objects no effect
reaches are left out of the run, a result is kept while nothing it read changed) never changes a
result. Over random boards of hand-written cards with static abilities and random changes
(entering, leaving, gaining control, counters, as-enters choices), every object's
characteristics and trace equal those of a run from scratch on every object one by one."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgrules.effects.engine import apply_layers
from mtgrules.effects.model import EffectSpec, Filter
from mtgrules.effects.ops import GainControl
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game

STATICS = [
    "Glorious Anthem", "Honor of the Pure", "Crusade", "Blood Moon", "Urborg, Tomb of Yawgmoth",
    "Opalescence", "Humility", "Enchanted Evening", "Yavimaya, Cradle of Growth", "Conspiracy",
    "March of the Machines", "Mycosynth Lattice", "Life and Limb", "Painter's Servant",
    "Magus of the Moon", "Starfield of Nyx", "Tarmogoyf", "Necrotic Ooze", "Yixlid Jailer",
    "Darksteel Forge", "Concordant Crossroads", "Kormus Bell", "Changeling Outcast", "Mutavault",
    "Arcane Adaptation", "Thalia, Guardian of Thraben",
]  # fmt: skip
FILLERS = [
    "Grizzly Bears", "Forest", "Plains", "Island", "Swamp", "Memnite", "Serra Angel",
    "Steam Vents", "Silvercoat Lion", "Ornithopter", "Llanowar Elves", "Dryad Arbor",
    "Mind Stone", "Lightning Bolt", "Prodigal Pyromancer",
]  # fmt: skip
CHOICES = {
    "Conspiracy": {"creature_type": "Elf"},
    "Arcane Adaptation": {"creature_type": "Bear"},
    "Painter's Servant": {"color": "blue"},
}
ZONES = [Zone.BATTLEFIELD, Zone.BATTLEFIELD, Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.HAND]
COUNTERS = ["+1/+1", "-1/-1", "flying"]

CARD = st.sampled_from(STATICS + FILLERS)
CHANGE = st.tuples(
    st.sampled_from(["enter", "enter", "leave", "control", "steal", "counter", "uncounter"]),
    CARD,
    st.integers(0, 1_000),
)


def put(game: Game, name: str, n: int) -> None:
    """A card enters a zone for one of the two players (on the battlefield, under either's
    control), with its as-enters choice."""
    zone = ZONES[n % len(ZONES)]
    controller = "AB"[n // 2 % 2] if zone is Zone.BATTLEFIELD else None
    obj = game.create_card(name, "AB"[n % 2], zone, controller=controller)
    obj.choices.update(CHOICES.get(name, {}))
    game.changed()


def change(game: Game, kind: str, name: str, n: int) -> None:
    """One change to the game: a card enters, a permanent leaves, changes controller (its
    base controller, or a resolved control-changing effect, CR 613.1b) or gets counters."""
    permanents = [i for i, o in game.objects.items() if o.zone is Zone.BATTLEFIELD]
    if kind == "enter" or not permanents:
        put(game, name, n)
        return
    chosen = permanents[n % len(permanents)]
    obj = game.objects[chosen]
    if kind == "leave":
        game.move(chosen, Zone.GRAVEYARD)
    elif kind == "control":
        obj.controller = "B" if obj.base_controller == "A" else "A"
        game.changed()
    elif kind == "steal":
        spec = EffectSpec(Filter(zones=("all",), targets=(1,)), (GainControl(),))
        game.create_effect(spec, chosen, "AB"[n % 2], targets=(chosen,))
    elif kind == "counter":
        game.add_counters(chosen, COUNTERS[n % len(COUNTERS)], 1 + n % 2)
    elif obj.counters:
        game.add_counters(chosen, next(iter(obj.counters)), -1)


def everything(result: Any, object_ids: list[str]) -> dict[str, tuple[Any, ...]]:
    """Every characteristic and trace entry of every object."""
    return {i: (result.characteristics[i], tuple(result.traces[i])) for i in object_ids}


def assert_equal_to_a_run_from_scratch(game: Game) -> None:
    ids = list(game.objects)
    scratch = everything(apply_layers(game, share_alike=False), ids)
    shared = apply_layers(game)
    assert everything(shared, ids) == scratch
    assert everything(game.layers(), ids) == scratch
    view = shared.view
    assert view is not None
    for object_id in ids:
        record = view.get(object_id)
        assert record is not None
        assert (record.id, record.timestamp) == (object_id, game.objects[object_id].timestamp)


def check(board: list[tuple[str, int]], changes: list[tuple[str, str, int]]) -> None:
    game = Game()
    for name, n in board:
        put(game, name, n)
    assert_equal_to_a_run_from_scratch(game)
    for kind, name, n in changes:
        change(game, kind, name, n)
        assert_equal_to_a_run_from_scratch(game)


def boards(most: int) -> st.SearchStrategy[list[tuple[str, int]]]:
    """Boards drawn from a few of the cards, so that many objects are alike."""
    palette = st.lists(CARD, min_size=1, max_size=5, unique=True)
    return palette.flatmap(
        lambda names: st.lists(
            st.tuples(st.sampled_from(names), st.integers(0, 1_000)), min_size=1, max_size=most
        )
    )


SETTINGS: dict[str, Any] = {
    "deadline": None,
    "suppress_health_check": [HealthCheck.too_slow, HealthCheck.data_too_large],
}


@settings(max_examples=30, **SETTINGS)
@given(board=boards(10), changes=st.lists(CHANGE, min_size=1, max_size=5))
def test_613_shared_and_incremental_results_equal_a_run_from_scratch(
    board: list[tuple[str, int]], changes: list[tuple[str, str, int]]
) -> None:
    check(board, changes)


@pytest.mark.slow
@settings(max_examples=300, **SETTINGS)
@given(board=boards(30), changes=st.lists(CHANGE, min_size=1, max_size=12))
def test_613_shared_and_incremental_results_equal_a_run_from_scratch_many(
    board: list[tuple[str, int]], changes: list[tuple[str, str, int]]
) -> None:
    check(board, changes)


def test_613_alike_bears_share_one_run_but_keep_their_identity() -> None:
    """Forty Grizzly Bears under Glorious Anthem: one run for each controller's bears, each
    bear its own record (id, timestamp) in the result's view."""
    game = Game()
    game.create_card("Glorious Anthem", "A")
    bears = [game.create_card("Grizzly Bears", "AB"[i % 2]).id for i in range(40)]
    result = apply_layers(game)
    assert {
        (result.characteristics[b].power, result.characteristics[b].controller) for b in bears
    } == {
        (3, "A"),
        (2, "B"),
    }
    assert [t.source for t in result.traces[bears[0]]] == ["glorious-anthem"]
    assert result.traces[bears[1]] == []
    assert result.view is not None
    assert [r.id for r in result.view.objects()] == list(game.objects)


def test_613_1b_alike_cards_under_different_controllers_run_apart() -> None:
    """Glorious Anthem ("Creatures you control get +1/+1"): of A's bears, those B controls
    don't get it, though they are the same card in the same zone with the same owner."""
    game = Game()
    game.create_card("Glorious Anthem", "A")
    bears = [game.create_card("Grizzly Bears", "A").id for _ in range(6)]
    for bear in bears[1::2]:
        game.objects[bear].controller = "B"
    result = apply_layers(game)
    assert [result.characteristics[b].power for b in bears] == [3, 2, 3, 2, 3, 2]


def test_613_4c_a_bear_with_a_counter_runs_apart_from_the_alike_ones() -> None:
    game = Game()
    bears = [game.create_card("Grizzly Bears", "A").id for _ in range(4)]
    game.add_counters(bears[2], "+1/+1", 1)
    result = apply_layers(game)
    assert [result.characteristics[b].power for b in bears] == [2, 2, 3, 2]
    assert [len(result.traces[b]) for b in bears] == [0, 0, 1, 0]


def test_613_7a_alike_anthems_share_a_record_but_each_applies_its_own_effect() -> None:
    """Three Glorious Anthems under A: one record for all three in the run, yet three +1/+1
    effects, each at its own anthem's timestamp (CR 613.7a)."""
    game = Game()
    anthems = [game.create_card("Glorious Anthem", "A").id for _ in range(3)]
    bear = game.create_card("Grizzly Bears", "A").id
    result = apply_layers(game)
    assert result.characteristics[bear].power == 5
    assert [t.source for t in result.traces[bear]] == anthems
    assert everything(result, list(game.objects)) == everything(
        apply_layers(game, share_alike=False), list(game.objects)
    )


def test_613_8a_alike_urborgs_under_blood_moon_each_say_their_effect_was_not_applied() -> None:
    """Blood Moon makes both Urborgs Mountains before their own effects' turn (they depend on
    it, CR 613.8a): each Urborg's trace says its own effect was not applied."""
    game = Game()
    for name in ("Urborg, Tomb of Yawgmoth", "Blood Moon", "Urborg, Tomb of Yawgmoth"):
        game.create_card(name, "A")
    ids = list(game.objects)
    result = apply_layers(game)
    assert everything(result, ids) == everything(apply_layers(game, share_alike=False), ids)
    for urborg in (ids[0], ids[2]):
        assert result.characteristics[urborg].type_line.english() == ("Legendary Land — Mountain")
        skipped = [t.source for t in result.traces[urborg] if t.order.startswith("not applied")]
        assert skipped == [urborg]
