"""The encodings for learning (:mod:`mtgrules.sim.encoding`): fixed shapes, rows from the
computed characteristics (CR 613) of what the player can see, and action ids that are the legal
actions' places, with their mask."""

from __future__ import annotations

import numpy as np
import pytest

from mtgrules.game.actions import CastSpell, PassPriority
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game
from mtgrules.sim import encoding
from mtgrules.sim.encoding import (
    GAME_FEATURES,
    MAX_ACTIONS,
    MAX_OBJECTS,
    OBJECT_FEATURES,
    PLAYER_FEATURES,
    action_mask,
    action_of,
    id_of,
    name_code,
    observe,
)
from play_helpers import all_pass, board, put, start

COLUMN = {name: i for i, name in enumerate(OBJECT_FEATURES)}


def _bears_and_growth() -> Game:
    game = board()
    put(game, "Forest", object_id="forest")
    put(game, "Grizzly Bears", object_id="bears")
    put(game, "Giant Growth", zone=Zone.HAND, object_id="growth")
    put(game, "Lightning Bolt", owner="B", zone=Zone.HAND, object_id="bolt")
    start(game)
    return game


def _row(observation: dict[str, np.ndarray], name: str) -> np.ndarray:
    (rows,) = np.flatnonzero(observation["names"] == name_code(name))
    return observation["objects"][rows]


def test_the_shapes_are_fixed_and_documented() -> None:
    game = _bears_and_growth()
    observation = observe(game.view("A"))
    assert {k: (v.shape, v.dtype) for k, v in observation.items()} == {
        "objects": ((MAX_OBJECTS, len(OBJECT_FEATURES)), np.float32),
        "names": ((MAX_OBJECTS,), np.int64),
        "players": ((encoding.MAX_PLAYERS, len(PLAYER_FEATURES)), np.float32),
        "game": ((len(GAME_FEATURES),), np.float32),
    }


def test_613_a_row_holds_the_computed_characteristics() -> None:
    game = _bears_and_growth()
    game.apply(CastSpell("A", "growth", ("bears",)))
    all_pass(game)
    observation = observe(game.view("A"))
    bears = _row(observation, "Grizzly Bears")
    assert (bears[COLUMN["power"]], bears[COLUMN["toughness"]]) == (5, 5)
    assert bears[COLUMN["type:Creature"]] == bears[COLUMN["color:G"]] == 1
    assert (bears[COLUMN["mana_value"]], bears[COLUMN["mine"]]) == (2, 1)
    assert bears[COLUMN["zone:battlefield"]] == 1
    growth = _row(observation, "Giant Growth")
    assert (growth[COLUMN["zone:graveyard"]], growth[COLUMN["type:Instant"]]) == (1, 1)
    forest = _row(observation, "Forest")
    assert (forest[COLUMN["tapped"]], forest[COLUMN["type:Land"]]) == (1, 1)


def test_400_2_the_other_players_hand_has_no_row() -> None:
    game = _bears_and_growth()
    mine = observe(game.view("A"))
    theirs = observe(game.view("B"))
    assert name_code("Lightning Bolt") not in mine["names"]
    assert name_code("Lightning Bolt") in theirs["names"]
    assert name_code("Giant Growth") not in theirs["names"]
    assert mine["players"][1][PLAYER_FEATURES.index("hand")] == 1  # B's hand, counted


def test_name_codes_are_the_same_everywhere_and_zero_for_no_name() -> None:
    assert name_code("Grizzly Bears") == name_code("Grizzly Bears") > 0
    assert name_code("Grizzly Bears") != name_code("Giant Growth")
    assert name_code(None) == 0


def test_action_ids_are_the_places_of_the_legal_actions() -> None:
    game = _bears_and_growth()
    legal = game.legal_actions()
    mask = action_mask(game)
    assert mask.shape == (MAX_ACTIONS,) and int(mask.sum()) == len(legal)
    assert [action_of(game, i) for i in range(len(legal))] == legal
    assert id_of(game, PassPriority("A")) == 0
    with pytest.raises(ValueError, match=f"legal ids are 0..{len(legal) - 1}"):
        action_of(game, len(legal))


def test_405_the_stack_is_public() -> None:
    game = board()
    put(game, "Mountain", object_id="mountain")
    put(game, "Lightning Bolt", zone=Zone.HAND, object_id="bolt")
    start(game)
    game.apply(CastSpell("A", "bolt", ("B",)))
    view = game.view("B")
    assert [(e.source, e.controller, e.targets) for e in view.stack] == [("bolt", "A", ("B",))]
    features = observe(view)["game"]
    assert features[GAME_FEATURES.index("stack")] == 1
    assert features[GAME_FEATURES.index("stack:mine")] == 0
    assert view.object("bolt").zone == "stack"
