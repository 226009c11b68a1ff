"""CR 613.8a: the layer system remembers the dependencies it found by trial on a working state,
and the type lines a type-changing effect made of a type line, and uses them again when it
meets the same again (the next recomputation, the next game). Over random boards of cards with
static abilities (Blood Moon, Urborg, Opalescence, Humility, Enchanted Evening, Conspiracy…) and
random changes, every object's characteristics and trace with what is remembered equal those
found with nothing remembered, trial by trial."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgrules.effects import dependency, ops
from mtgrules.effects.engine import apply_layers
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from test_613_incremental_equals_from_scratch import (
    CHANGE,
    SETTINGS,
    boards,
    change,
    everything,
    put,
)


def found_again(game: Game, monkeypatch: pytest.MonkeyPatch) -> dict[str, tuple[Any, ...]]:
    """Every object's characteristics and trace with nothing remembered."""
    with monkeypatch.context() as patch:
        patch.setattr(dependency, "REMEMBER_GRAPHS", False)
        patch.setattr(ops, "_LINES", {})
        return everything(apply_layers(game, share_alike=False), list(game.objects))


def assert_remembered_equal_found_again(game: Game, monkeypatch: pytest.MonkeyPatch) -> None:
    scratch = found_again(game, monkeypatch)
    ids = list(game.objects)
    assert everything(apply_layers(game), ids) == scratch  # remembering what it finds
    assert everything(apply_layers(game), ids) == scratch  # using what it remembered
    assert everything(game.layers(), ids) == scratch


def check(
    board: list[tuple[str, int]], changes: list[tuple[str, str, int]], patch: pytest.MonkeyPatch
) -> None:
    game = Game()
    for name, n in board:
        put(game, name, n)
    assert_remembered_equal_found_again(game, patch)
    for kind, name, n in changes:
        change(game, kind, name, n)
        assert_remembered_equal_found_again(game, patch)


@settings(max_examples=30, **SETTINGS)
@given(board=boards(10), changes=st.lists(CHANGE, min_size=1, max_size=5))
def test_613_8a_remembered_dependencies_equal_those_found_by_trial(
    board: list[tuple[str, int]], changes: list[tuple[str, str, int]]
) -> None:
    with pytest.MonkeyPatch.context() as patch:
        check(board, changes, patch)


@pytest.mark.slow
@settings(max_examples=300, **SETTINGS)
@given(board=boards(30), changes=st.lists(CHANGE, min_size=1, max_size=12))
def test_613_8a_remembered_dependencies_equal_those_found_by_trial_many(
    board: list[tuple[str, int]], changes: list[tuple[str, str, int]]
) -> None:
    with pytest.MonkeyPatch.context() as patch:
        check(board, changes, patch)


def test_613_8a_blood_moon_enchanted_evening_opalescence_remembered_across_recomputations(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The heavy board's layer 4 (Blood Moon, Urborg, Yavimaya, Enchanted Evening, Opalescence):
    found by trial on each working state once: when a Glorious Anthem has entered and left
    again, the state is the first one, and what was found for it is used again, with the same
    result: Urborg is a Mountain, an enchantment and a 1/1 creature (Humility), its own Swamp
    effect gone before its turn."""
    game = Game()
    names = ["Blood Moon", "Urborg, Tomb of Yawgmoth", "Yavimaya, Cradle of Growth"]
    names += ["Enchanted Evening", "Opalescence", "Humility", "Grizzly Bears", "Forest"]
    for name in names:
        game.create_card(name, "A", Zone.BATTLEFIELD)
    urborg = next(i for i, o in game.objects.items() if o.printed.names[0].startswith("Urborg"))
    dependency._GRAPHS.clear()
    first = everything(game.layers(), list(game.objects))
    assert len(dependency._GRAPHS) >= 1
    anthem = game.create_card("Glorious Anthem", "A", Zone.BATTLEFIELD).id
    game.layers()
    remembered = len(dependency._GRAPHS)
    game.move(anthem, Zone.GRAVEYARD)
    again = everything(game.layers(), list(game.objects))
    assert len(dependency._GRAPHS) == remembered  # nothing new found by trial
    assert {i: v for i, v in again.items() if i != anthem} == {
        i: v for i, v in first.items() if i != anthem
    }
    line = game.characteristics(urborg).type_line
    assert (line.english(), game.characteristics(urborg).power) == (
        "Legendary Enchantment Land Creature — Mountain",
        1,
    )
    assert again == found_again(game, monkeypatch)
