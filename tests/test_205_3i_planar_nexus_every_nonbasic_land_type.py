"""Planar Nexus, compiled from its Oracle text: it is every nonbasic land type (CR 205.3i) in
addition to its own types (205.1b) — a Gate, a Cave, an Urza's Mine… but no basic land type, so
it keeps its own mana abilities (305.7) and has no basic land type's."""

from __future__ import annotations

from card_data import needs_full_database
from compiled_cards import game_with
from mtgrules.vocab.types import CORE, SubtypeKind
from play_helpers import put, start


@needs_full_database
def test_205_3i_planar_nexus_is_every_nonbasic_land_type() -> None:
    game = game_with("Planar Nexus")
    put(game, "Planar Nexus", "A", object_id="nexus")
    start(game)
    seen = game.characteristics("nexus")
    land_types = {s.english for s in seen.type_line.subtypes if s.kind is SubtypeKind.LAND}
    every = {s.english for s in CORE.subtypes if s.kind is SubtypeKind.LAND}
    assert land_types == every - {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    assert {"Gate", "Cave", "Urza's", "Desert"} <= land_types
    assert seen.type_line.has_card_type("Land")
    assert [a.text.segments for a in seen.abilities if a.kind.value == "mana"] == [
        ("{T}: Add {C}.",),
        ("{1}, {T}: Add one mana of any color.",),
    ]
