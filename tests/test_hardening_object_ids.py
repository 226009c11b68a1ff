"""Object ids come in O(1): 8,000 unnamed Forests get 8,000 distinct ids after a number of id
look-ups that grows with the number of objects, not with its square (``forest``, ``forest-2``, …
tried one by one made 8,000 Forests take seconds and a decklist of a million hours)."""

from __future__ import annotations

from mtgrules.game.objects import Zone
from mtgrules.game.state import Game

FORESTS = 8_000
PROBES_PER_OBJECT = 4
"""Look-ups of ``game.objects`` allowed per new object (any O(1) scheme needs a few)."""


class TooManyProbes(AssertionError):
    pass


class CountedObjects(dict):  # type: ignore[type-arg]
    """``game.objects`` that counts membership tests and stops the test once they exceed the
    linear bound (so the quadratic search fails in a moment instead of running for minutes)."""

    def __init__(self, limit: int) -> None:
        super().__init__()
        self.limit = limit
        self.probes = 0

    def _probe(self) -> None:
        self.probes += 1
        if self.probes > self.limit:
            raise TooManyProbes(f"more than {self.limit:,} id look-ups for {len(self):,} objects")

    def __contains__(self, key: object) -> bool:
        self._probe()
        return super().__contains__(key)

    def get(self, key: object, default: object = None) -> object:
        self._probe()
        return super().get(key, default)


def test_8000_unnamed_forests_get_distinct_ids_in_a_linear_number_of_look_ups() -> None:
    game = Game(["A", "B"])
    counted = CountedObjects(limit=PROBES_PER_OBJECT * FORESTS)
    game.objects = counted
    ids = [game.create_card("Forest", "A", Zone.LIBRARY).id for _ in range(FORESTS)]
    assert len(set(ids)) == FORESTS
    assert set(ids) == set(game.objects)
    assert counted.probes <= PROBES_PER_OBJECT * FORESTS


def test_ids_given_and_made_never_collide() -> None:
    game = Game(["A", "B"])
    game.create_card("Forest", "A", Zone.LIBRARY, object_id="forest-3")
    made = [game.create_card("Forest", "A", Zone.LIBRARY).id for _ in range(5)]
    assert len(set(made)) == 5
    assert "forest-3" not in made


def test_an_id_freed_by_an_object_leaving_the_game_is_given_again_as_before() -> None:
    """Ids are those a search from ``forest`` would give, so records replay to the same ids."""
    game = Game(["A", "B"])
    made = [game.create_card("Forest", "A", Zone.LIBRARY).id for _ in range(3)]
    assert made == ["forest", "forest-2", "forest-3"]
    game.remove_object("forest-2")
    assert game.create_card("Forest", "A", Zone.LIBRARY).id == "forest-2"
    assert game.create_card("Forest", "A", Zone.LIBRARY).id == "forest-4"
