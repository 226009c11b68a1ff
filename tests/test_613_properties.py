"""Properties of the layer system (hypothesis): characteristics don't depend on where objects
without effects are listed, and a cached result always equals a fresh computation."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from mtgrules.effects.engine import apply_layers
from mtgrules.game.objects import Zone
from mtgrules.game.state import Game

EFFECTS = [
    "Blood Moon",
    "Urborg, Tomb of Yawgmoth",
    "Glorious Anthem",
    "Crusade",
    "Opalescence",
    "Humility",
]
VANILLA = ["Grizzly Bears", "Forest", "Island", "Memnite", "Silvercoat Lion", "Gray Ogre"]


def snapshot(game: Game) -> dict[str, tuple[object, ...]]:
    out = {}
    for object_id in game.objects:
        c = game.characteristics(object_id)
        out[object_id] = (
            c.names,
            c.type_line.english(),
            c.colors,
            c.ability_texts,
            c.power,
            c.toughness,
            c.controller,
        )
    return out


@settings(max_examples=30, deadline=None)
@given(
    effects=st.lists(st.sampled_from(EFFECTS), min_size=1, max_size=4),
    vanilla=st.lists(st.sampled_from(VANILLA), min_size=1, max_size=6),
    data=st.data(),
)
def test_613_7_unrelated_objects_listed_anywhere_change_nothing(
    effects: list[str], vanilla: list[str], data: st.DataObject
) -> None:
    def build(positions: list[int]) -> Game:
        game = Game()
        order: list[tuple[str, str]] = [(f"e{i}", name) for i, name in enumerate(effects)]
        for j, (name, position) in enumerate(zip(vanilla, positions, strict=True)):
            order.insert(min(position, len(order)), (f"v{j}", name))
        for object_id, name in order:
            game.create_card(
                name, "A" if object_id.endswith(("0", "2", "4")) else "B", object_id=object_id
            )
        return game

    first = [len(effects) + len(vanilla)] * len(vanilla)  # every vanilla object last
    other = data.draw(
        st.lists(
            st.integers(0, len(effects) + len(vanilla)),
            min_size=len(vanilla),
            max_size=len(vanilla),
        )
    )
    assert snapshot(build(first)) == snapshot(build(other))


OPERATIONS = st.lists(
    st.tuples(
        st.sampled_from(["enter", "leave", "counter", "damage"]),
        st.sampled_from(EFFECTS + VANILLA),
        st.integers(0, 5),
    ),
    min_size=1,
    max_size=8,
)


@settings(max_examples=30, deadline=None)
@given(operations=OPERATIONS)
def test_recomputation_equals_a_fresh_computation(operations: list[tuple[str, str, int]]) -> None:
    game = Game()
    for kind, name, n in operations:
        on_battlefield = [i for i, o in game.objects.items() if o.zone is Zone.BATTLEFIELD]
        if kind == "enter" or not on_battlefield:
            game.create_card(name, "A" if n % 2 else "B")
        elif kind == "leave":
            game.move(on_battlefield[n % len(on_battlefield)], Zone.GRAVEYARD)
        elif kind == "counter":
            game.add_counters(
                on_battlefield[n % len(on_battlefield)], "+1/+1" if n % 2 else "-1/-1", 1
            )
        else:
            game.objects[on_battlefield[n % len(on_battlefield)]].damage += n
            game.changed()
        cached = game.layers().characteristics
        assert cached == apply_layers(game).characteristics
