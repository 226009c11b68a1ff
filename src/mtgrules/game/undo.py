"""Taking actions back (python-chess's ``pop``): :meth:`Game.undo` restores the game exactly as
it was before its last action — the same :meth:`~mtgrules.game.state.Game.state_hash`, the same
legal actions, the same play from there on — as many times as actions were taken since
:meth:`~mtgrules.game.state.Game.enable_undo`.

No copy of the game is kept per action. The history keeps one private copy of the state as it
was after the last action (its *shadow*); after each action it compares the game with it, part by
part as :data:`~mtgrules.game.parts.PARTS` declares them, and keeps only what changed: the
objects that changed (each as it was), the parts that changed, the length the event record and
the action log had, the random generator's state if it moved. The parts a game only ever
reassigns (the turn, the step, priority, the caches keyed by version) are kept by reference.

Copies (:meth:`Game.copy`) share the history taken so far, which is never changed in place.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, field
from itertools import chain
from typing import TYPE_CHECKING, Any

from mtgrules.game.objects import GameObject, Zone
from mtgrules.game.parts import PARTS, copy_object

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

APART = ("objects", "rng", "events", "log", "undo_history")
"""Parts compared in their own way: objects one by one, the random generator by its state, the
event record and the action log by length (they only ever grow)."""

REASSIGNED: tuple[str, ...] = tuple(
    dict.fromkeys(
        p.name
        for p in PARTS
        if p.copy is None and p.name not in APART and p.name != "alone_memo"
        if not any(q.name == p.name and q.copy is not None for q in PARTS)
    )
)
"""The parts a game replaces rather than changes in place: kept by reference. (The memo of
objects' own characteristics is checked against the objects it was made from, and stays.)"""

CACHES: dict[str, Any] = {
    "_cache": None,
    "_run": None,
    "_run_valid_at": -1,
    "_assembled": None,
    "_moved": (),
    "assembly": (None, None, ()),
    "_derived": (-1, {}),
    "sba_settled": None,
}
"""The caches of derived values among them, and their empty values: an action taken back
:data:`CACHE_DEPTH` actions ago or more gets empty caches back (they are filled again as needed),
so the history doesn't hold on to old layer results."""

PLAIN = tuple(name for name in REASSIGNED if name not in CACHES)
CACHED = tuple(name for name in REASSIGNED if name in CACHES)

CACHE_DEPTH = 32

COPIES: dict[str, Callable[[Any], Any]] = {
    p.name: p.copy for p in PARTS if p.copy is not None and p.name not in APART
}
"""The parts copied, with how to copy each (as :meth:`Game.copy` does)."""


def _pools(value: Any) -> Any:
    return [pool.mana for pool in value.values()]


class WatchedRandom(random.Random):
    """The game's random generator while undo is kept: the same numbers (every draw goes through
    ``getrandbits`` or ``random``, as in :class:`random.Random`), and it notes that it was used,
    so that its state (625 numbers) is read only after the actions that used it."""

    used = True

    def getrandbits(self, k: int, /) -> int:
        self.used = True
        return super().getrandbits(k)

    def random(self) -> float:
        self.used = True
        return super().random()

    def setstate(self, state: Any) -> None:
        self.used = True
        super().setstate(state)

    def seed(self, *args: Any, **kwargs: Any) -> None:
        self.used = True
        super().seed(*args, **kwargs)


def _watched(game: GameState) -> WatchedRandom:
    rng = game.rng
    if type(rng) is not WatchedRandom:
        watched = WatchedRandom()
        watched.setstate(rng.getstate())
        game.rng = rng = watched
    return rng


SAME: dict[str, Callable[[Any], Any]] = {"pools": _pools}
"""What to compare of a part that has no equality of its own (mana pools: their mana)."""

COMPARED = tuple((name, copy, SAME.get(name)) for name, copy in COPIES.items())


class NothingToUndo(ValueError):
    """:meth:`Game.undo` with no action to take back."""


@dataclass
class Taken:
    """What one action changed, as it was before the action."""

    refs: tuple[Any, ...]
    """The reassigned parts but the caches (:data:`PLAIN`, in order)."""
    caches: tuple[Any, ...] | None
    """The caches (:data:`CACHED`, in order); None past :data:`CACHE_DEPTH`."""
    parts: tuple[tuple[str, Any], ...]
    """The copied parts that changed (private copies, never changed in place)."""
    objects: tuple[tuple[str, GameObject | None], ...]
    """The objects that changed (private copies), or None for an object that didn't exist."""
    order: tuple[str, ...] | None
    """The game's order of objects, when the action changed it."""
    rng: Any
    """The random generator's state, when the action moved it."""
    events: int
    log: int
    previous: Taken | None


@dataclass
class UndoHistory:
    """The actions a game can take back, and its shadow: the state after the last of them."""

    last: Taken | None
    depth: int
    shadow: dict[str, Any]
    objects: dict[str, GameObject]
    order: tuple[str, ...]
    rng: Any
    events: int
    log: int
    recent: deque[Taken] = field(default_factory=deque)

    @classmethod
    def of(cls, game: GameState) -> UndoHistory:
        """A history starting now (nothing to take back yet)."""
        return cls(
            None, 0, {name: copy(getattr(game, name)) for name, copy in COPIES.items()},
            {i: copy_object(o) for i, o in game.objects.items()}, tuple(game.objects),
            game.rng.getstate(), len(game.events), len(game.log),
        )  # fmt: skip

    def copy(self) -> UndoHistory:
        """The history of a copy of the game: the same actions to take back (shared: they are
        never changed in place), a shadow of its own."""
        return UndoHistory(
            self.last, self.depth, dict(self.shadow), dict(self.objects), self.order, self.rng,
            self.events, self.log, deque(self.recent),
        )  # fmt: skip

    def perform(self, game: GameState, carry_out: Callable[[], None]) -> None:
        """Carry out an action and note what it changed."""
        refs = tuple(getattr(game, name) for name in PLAIN)
        caches = tuple(getattr(game, name) for name in CACHED)
        rng = _watched(game)
        rng.used = False
        try:
            carry_out()
        finally:  # an action that fails half-way is taken back like the others
            self._note(game, refs, caches, rng.used or game.rng is not rng)

    def _note(
        self, game: GameState, refs: tuple[Any, ...], caches: tuple[Any, ...], rng_used: bool
    ) -> None:
        shadow = self.shadow
        parts = []
        for name, copy, same in COMPARED:
            now = getattr(game, name)
            before = shadow[name]
            if (now != before) if same is None else (same(now) != same(before)):
                parts.append((name, before))
                shadow[name] = copy(now)
        live = game.objects
        order = tuple(live)
        objects = self._changed_objects(game, order)
        old_order = None
        if order != self.order:
            old_order = self.order
            known = self.objects
            for object_id in set(known) - set(live):
                objects.append((object_id, known.pop(object_id)))
            self.order = order
        old_rng = None
        if rng_used:
            state = game.rng.getstate()
            if state != self.rng:
                old_rng, self.rng = self.rng, state
        taken = Taken(
            refs, caches, tuple(parts), tuple(objects), old_order, old_rng, self.events,
            self.log, self.last,
        )  # fmt: skip
        self.events, self.log = len(game.events), len(game.log)
        self.last = taken
        self.depth += 1
        self._keep_caches(taken)

    def _changed_objects(
        self, game: GameState, order: tuple[str, ...]
    ) -> list[tuple[str, GameObject | None]]:
        """The objects the action changed, as they were (noting them as they are now). A card
        that stays in a library is unchanged: only moving it changes it, and moving it there
        lists it last among the objects (:meth:`Game.move`). So when the objects' order is the
        same, only the objects outside the libraries, and the last one, are compared."""
        live, known = game.objects, self.objects
        if order == self.order and order:
            in_library = set(chain.from_iterable(game.libraries.values()))
            last = order[-1]
            looked = [i for i in order if i not in in_library or i == last]
        else:
            looked = list(order)
        library = Zone.LIBRARY
        changed: list[tuple[str, GameObject | None]] = []
        for object_id in looked:
            obj = live[object_id]
            was = known.get(object_id)
            if was is not None and (
                (obj.zone is library and was.zone is library and obj.timestamp == was.timestamp)
                or was.__dict__ == obj.__dict__
            ):
                continue
            changed.append((object_id, was))
            known[object_id] = copy_object(obj)
        return changed

    def _keep_caches(self, taken: Taken) -> None:
        recent = self.recent
        recent.append(taken)
        if len(recent) > CACHE_DEPTH:
            recent.popleft().caches = None

    def undo(self, game: GameState) -> None:
        """Restore the game as it was before the last action noted."""
        taken = self.last
        if taken is None:
            raise NothingToUndo(
                "there is no action to take back: undo takes back the actions applied since "
                "game.enable_undo()"
            )
        for name, value in zip(PLAIN, taken.refs, strict=True):
            setattr(game, name, value)
        if taken.caches is None:
            for name, value in CACHES.items():
                setattr(game, name, value)
            game.alone_memo = {}
        else:
            for name, value in zip(CACHED, taken.caches, strict=True):
                setattr(game, name, value)
        for name, before in taken.parts:
            setattr(game, name, COPIES[name](before))
            self.shadow[name] = before
        live, known = game.objects, self.objects
        for object_id, was in taken.objects:
            if was is None:
                del live[object_id]
                del known[object_id]
            else:
                live[object_id] = copy_object(was)
                known[object_id] = was
        if taken.order is not None:
            game.objects = {i: live[i] for i in taken.order}
            self.order = taken.order
        if taken.rng is not None:
            _watched(game).setstate(taken.rng)
            self.rng = taken.rng
        del game.events[taken.events :]
        del game.log[taken.log :]
        self.events, self.log = taken.events, taken.log
        self.last = taken.previous
        self.depth -= 1
        if self.recent and self.recent[-1] is taken:
            self.recent.pop()


def enable_undo(game: GameState) -> None:
    """Keep what each action applied from now on changes, so that it can be taken back."""
    if game.undo_history is None:
        game.undo_history = UndoHistory.of(game)


def undo(game: GameState) -> None:
    """Take back the last action (see the module's docstring)."""
    history = game.undo_history
    if history is None:
        raise NothingToUndo(
            "this game keeps no undo history: call game.enable_undo() before applying the "
            "actions to take back"
        )
    history.undo(game)
