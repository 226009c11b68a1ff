"""CR 613: the layer engine itself — dependency found by trial (613.8a), waiting for everything
depended on (613.8b), loops in timestamp order (613.8b), re-evaluation (613.8c), effects that keep
applying after losing their ability (613.6), and recomputation."""

from __future__ import annotations

from mtgrules.cards.definitions import bundled_definitions, read_definition_text
from mtgrules.effects.engine import apply_layers
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game

# Test-only abilities put on vanilla cards, to build exact dependency shapes.
FOREST_TO_ISLAND = """
card: Grizzly Bears
abilities:
  - static: "Each {land_type:Forest} is an {land_type:Island} in addition to its other types."
    effects:
      - affects: {subtypes: "{land_type}"}
        add_types: {subtypes: "{land_type#2}"}
"""
ISLAND_TO_FOREST = """
card: Silvercoat Lion
abilities:
  - static: "Each {land_type:Island} is a {land_type:Forest} in addition to its other types."
    effects:
      - affects: {subtypes: "{land_type}"}
        add_types: {subtypes: "{land_type#2}"}
"""
ISLANDS_ARE_ARTIFACTS = """
card: Gray Ogre
abilities:
  - static: "Each {land_type:Island} is an artifact in addition to its other types."
    effects:
      - affects: {subtypes: "{land_type}"}
        add_types: {card_types: Artifact}
"""


def game_with(*texts: str) -> Game:
    definitions = dict(bundled_definitions())
    for text in texts:
        definition = read_definition_text(text)
        definitions[definition.card] = definition
    return Game(definitions=definitions)


def types(game: Game, object_id: str) -> str:
    return game.characteristics(object_id).type_line.english()


def test_613_8b_a_dependency_loop_applies_in_timestamp_order() -> None:
    game = game_with(FOREST_TO_ISLAND, ISLAND_TO_FOREST)
    game.create_card("Grizzly Bears", "A", object_id="a")
    game.create_card("Silvercoat Lion", "A", object_id="b")
    game.create_card("Forest", "A", object_id="forest")
    game.create_card("Island", "A", object_id="island")
    assert types(game, "forest") == "Basic Land — Forest Island"
    assert types(game, "island") == "Basic Land — Island Forest"
    orders = [t.order for t in game.trace("forest")]
    assert any("dependency loop" in o for o in orders)


def test_613_8b_an_effect_waits_for_all_it_depends_on_even_if_older() -> None:
    """The Island-artifact effect is oldest, but what it applies to depends on the
    Forest-to-Island effect, so it applies after it, and sees the new Island."""
    game = game_with(ISLANDS_ARE_ARTIFACTS, FOREST_TO_ISLAND)
    game.create_card("Gray Ogre", "A", object_id="ogre")
    game.create_card("Grizzly Bears", "A", object_id="bears")
    game.create_card("Forest", "A", object_id="forest")
    assert types(game, "forest") == "Basic Artifact Land — Forest Island"
    artifact = next(t for t in game.trace("forest") if t.source == "ogre")
    assert artifact.order == "after the effects it depends on (CR 613.8b)"
    assert artifact.dependencies == ("bears (what it applies to)",)


def test_613_8a_no_dependency_means_timestamp_order() -> None:
    game = game_with(ISLANDS_ARE_ARTIFACTS)
    game.create_card("Gray Ogre", "A", object_id="ogre")
    game.create_card("Island", "A", object_id="island")
    game.create_card("Glorious Anthem", "A", object_id="anthem")
    trace = game.trace("island")
    assert [t.source for t in trace] == ["ogre"]
    assert trace[0].order == "timestamp (CR 613.7)"


def test_613_6_an_effect_keeps_applying_after_its_source_loses_the_ability() -> None:
    """Opalescence (newer) makes Humility a creature in layer 4. Humility removes all
    abilities of creatures in layer 6 — Opalescence is not a creature, so it keeps its
    ability — and in 7b Opalescence's effect, started in layer 4, applies after Humility's."""
    game = Game()
    game.create_card("Humility", "A", object_id="humility")
    game.create_card("Opalescence", "A", object_id="opal")
    humility = game.characteristics("humility")
    assert humility.type_line.english() == "Enchantment Creature"
    assert (humility.power, humility.toughness) == (4, 4)
    assert humility.abilities == ()


def test_613_6_effect_started_in_layer_4_applies_in_7b_even_when_its_ability_is_gone() -> None:
    """Two Opalescences: each makes the other a creature (layer 4); Humility then removes both
    their abilities (layer 6); both 7b parts still apply, the newer one last."""
    game = Game()
    game.create_card("Opalescence", "A", object_id="opal1")
    game.create_card("Opalescence", "A", object_id="opal2")
    game.create_card("Humility", "A", object_id="humility")
    for object_id in ("opal1", "opal2"):
        chars = game.characteristics(object_id)
        assert chars.abilities == ()
    # Humility is the newest: its 1/1 applies last in 7b.
    assert (game.characteristics("opal1").power, game.characteristics("opal1").toughness) == (1, 1)
    assert (game.characteristics("humility").power, game.characteristics("humility").toughness) == (
        1,
        1,
    )


def test_characteristics_are_cached_per_state_version_and_equal_a_fresh_computation() -> None:
    game = Game()
    game.create_card("Glorious Anthem", "A", object_id="anthem")
    game.create_card("Grizzly Bears", "A", object_id="bears")
    first = game.layers()
    assert game.layers() is first
    game.add_counters("bears", "+1/+1", 2)
    assert game.layers() is not first
    fresh = apply_layers(game)
    assert fresh.characteristics == game.layers().characteristics
    assert (game.characteristics("bears").power, game.characteristics("bears").toughness) == (5, 5)


def test_every_zone_has_characteristics() -> None:
    game = Game()
    game.create_card("Grizzly Bears", "A", Zone.GRAVEYARD, object_id="dead")
    game.create_card("Lightning Bolt", "A", Zone.HAND, object_id="bolt")
    assert game.characteristics("dead").power == 2
    assert game.characteristics("bolt").type_line.english() == "Instant"


def test_a_trial_copy_of_a_working_record_copies_every_slot() -> None:
    from mtgrules.effects.engine import Working

    game = Game()
    obj = game.create_card("Grizzly Bears", "A", object_id="bears")
    record = Working(obj)
    twin = record.clone()
    for name in Working.__slots__:
        assert getattr(twin, name) == getattr(record, name), name
    assert twin.abilities is not record.abilities
