"""Saved positions (:meth:`Game.to_json`, :meth:`Game.from_json`, pickling): a position saved at
any moment of a game reads back as a game with the same state hash and legal actions, and play
from it is play from the original; a document that is not a position of this version is refused
with the place in it that is wrong."""

from __future__ import annotations

import json
import pickle
import random
from pathlib import Path

import pytest

from mtgrules.cards.definitions import bundled_definitions, read_definition_text
from mtgrules.game.actions import CastSpell, PassPriority
from mtgrules.game.decks import read_decklist
from mtgrules.game.objects import Zone
from mtgrules.game.positions import VERSION, PositionError
from mtgrules.game.state import Game
from mtgrules.sim.agents import RandomAgent
from play_helpers import board, put, start

EXAMPLES = Path(__file__).resolve().parents[1] / "examples" / "decks"


def example_game(seed: int, variants: tuple[str, ...] = ()) -> Game:
    names = (
        ("bond-red-green.txt", "bond-white-black.txt")
        if variants
        else ("mono-black-removal.txt", "red-green-aggro.txt")
    )
    decks = [read_decklist(EXAMPLES / n, variants=variants).cards for n in names]
    return Game.from_decks(decks, seed=seed, variants=variants)


def assert_plays_alike(game: Game, other: Game, actions: int = 12) -> None:
    for step in range(actions):
        assert other.state_hash() == game.state_hash(), step
        assert other.legal_actions() == game.legal_actions(), step
        if game.over:
            return
        action = random.Random(step).choice(game.legal_actions())
        game.apply(action)
        other.apply(action)
    assert other.state_hash() == game.state_hash()


@pytest.mark.parametrize(("seed", "variants"), [(1, ()), (2, ()), (3, ("bond",))])
def test_a_position_saved_at_any_moment_plays_on_alike(
    seed: int, variants: tuple[str, ...]
) -> None:
    game = example_game(seed, variants)
    agents = {p: RandomAgent(seed=seed + i) for i, p in enumerate(game.players)}
    taken = 0
    while not game.over and taken < 360:
        if taken % 45 == 0:
            assert_plays_alike(game.copy(), Game.from_json(game.to_json()))
        assert game.pending is not None
        game.apply(agents[game.pending.player].choose(game))
        taken += 1


def test_pickling_saves_the_position() -> None:
    game = example_game(4)
    RandomAgent(seed=4)
    agents = {p: RandomAgent(seed=i) for i, p in enumerate(game.players)}
    for _ in range(90):
        assert game.pending is not None
        game.apply(agents[game.pending.player].choose(game))
    again = pickle.loads(pickle.dumps(game))
    assert again is not game
    assert again.record() == game.record()
    assert_plays_alike(game, again)


def test_608_2_a_lightning_bolt_on_the_stack_resolves_in_the_game_read_back() -> None:
    game = board()
    put(game, "Mountain", object_id="mountain")
    put(game, "Lightning Bolt", zone=Zone.HAND, object_id="bolt")
    start(game)
    game.apply(CastSpell("A", "bolt", ("B",)))
    saved = Game.from_json(game.to_json())
    assert [item.source for item in saved.stack] == ["bolt"]
    saved.apply(PassPriority("A"))
    saved.apply(PassPriority("B"))
    assert (saved.players["B"].life, saved.objects["bolt"].zone) == (17, Zone.GRAVEYARD)
    assert game.players["B"].life == 20


def _document() -> dict[str, object]:
    game = board()
    put(game, "Grizzly Bears", object_id="bears")
    start(game)
    document: dict[str, object] = json.loads(game.to_json())
    return document


def _refused(document: object) -> PositionError:
    with pytest.raises(PositionError) as caught:
        Game.from_json(json.dumps(document))
    return caught.value


def test_a_document_of_another_version_is_refused() -> None:
    document = _document()
    document["version"] = VERSION + 1
    error = _refused(document)
    assert error.path == "$.version"
    assert str(error) == (
        f"position document, at $.version: version {VERSION + 1} is not read here: "
        f"this engine reads version {VERSION}"
    )


def test_a_document_of_another_format_or_not_json_is_refused() -> None:
    assert _refused({"format": "chess"}).path == "$.format"
    with pytest.raises(PositionError, match=r"at \$: not JSON"):
        Game.from_json("{")


def test_a_malformed_part_is_refused_with_its_place() -> None:
    document = _document()
    state = document["state"]
    assert isinstance(state, dict)
    state["step"] = ["e", "mtgrules.game.play_state:Step", "TEATIME"]
    error = _refused(document)
    assert (error.path, "'TEATIME' is not a Step" in str(error)) == ("$.state.step", True)
    document = _document()
    state = document["state"]
    assert isinstance(state, dict)
    del state["stack"]
    assert _refused(document).path == "$.state.stack"


def test_a_class_outside_the_engine_is_refused() -> None:
    document = _document()
    state = document["state"]
    assert isinstance(state, dict)
    state["pending"] = ["o", "os:system", {}]
    error = _refused(document)
    assert error.path == "$.state.pending"
    assert "not a name of the engine's" in str(error)


def test_a_changed_document_no_longer_hashes_as_saved() -> None:
    document = _document()
    state = document["state"]
    assert isinstance(state, dict)
    player = state["players"][2][1]  # ["d", [key, player], ...]: the second player's Player
    assert player[2]["life"] == 20
    player[2]["life"] = 3
    error = _refused(document)
    assert error.path == "$.state_hash"
    assert "the document was changed" in str(error)


def test_a_position_read_with_other_definitions_is_refused_and_read_with_its_own() -> None:
    flying = read_definition_text("card: Grizzly Bears\nabilities: [Flying]", "<test>")
    definitions = {**bundled_definitions(), "Grizzly Bears": flying}
    game = Game(("A", "B"), definitions=definitions)
    put(game, "Grizzly Bears", object_id="bears")
    start(game)
    text = game.to_json()
    with pytest.raises(PositionError) as caught:
        Game.from_json(text)
    assert caught.value.path == "$.printed_hash"
    again = Game.from_json(text, definitions=definitions)
    assert again.state_hash() == game.state_hash()
    assert again.characteristics("bears").has_keyword("Flying")
