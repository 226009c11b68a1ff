"""Which objects the layer system has to look at, and which it can leave alone.

The layer system (CR 613) gives every object in every zone its characteristics, but most of a
game's cards sit in libraries, hands and graveyards where no effect reaches them: no filter of any
ability, effect or spell looks in those zones, no effect or attachment points at them, and their
own abilities don't function there. Such a card has the characteristics it has on its own (its
printed values through the layers with no effect but its own counters and face-down status), and
it changes nothing for any other object. :meth:`~mtgrules.game.state.Game.layers` runs the layer
system on the other objects only and gives these their characteristics on their own, computed
once per printed values and zone; a card moving between such zones (a draw, a discard, a spell
put on the stack) needs no new run at all.

What reaches an object outside the battlefield (all of it read from the cards, effects and state,
never guessed):

- a filter (:class:`~mtgrules.model.abilities.Filter`) anywhere in an ability, an effect or a spell's
  targets that looks in its zone (``zones: [graveyard]``, ``zones: [all]``);
- the object's own "this" filters there, or abilities that function there (CR 604.3, 113.6);
- a pointer to it: an effect's source, targets or affected objects (CR 611.2c), an attachment,
  a choice made as something entered (Clone's ``copy``), an ability that names it (CR 201.5a),
  or an effect's target about to be locked in (:meth:`Game.see`).

A filter that the game builds on the fly (not in a card's or effect's data) must look at the
battlefield only, or the zones it looks in must be added to ``game.watched_zones``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from enum import Enum
from typing import TYPE_CHECKING, Any

from mtgrules.effects.characteristics import Characteristics, TraceEntry
from mtgrules.effects.engine import LayerResult, apply_layers
from mtgrules.game.objects import GameObject, Zone
from mtgrules.model.abilities import Ability, Count, EffectSpec, Filter

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState

OUTSIDE = frozenset(z.value for z in Zone) - {Zone.BATTLEFIELD.value}
"""The zones outside the battlefield."""


@dataclasses.dataclass(frozen=True)
class Reach:
    """Where the filters and pointers of some abilities or effects can look."""

    zones: frozenset[str] = frozenset()
    """Zones outside the battlefield that they look in, for any object."""
    own: frozenset[str] = frozenset()
    """Zones outside the battlefield where the object that has them is looked at or they
    function: its "this" filters, characteristic-defining abilities (CR 604.3)."""
    names: frozenset[str] = frozenset()
    """Objects they name (CR 201.5a: ``{source}``)."""
    life: bool = False
    """Whether a number of theirs is a player's life total (CR 119.1: Death's Shadow)."""


class _Found:
    def __init__(self) -> None:
        self.zones: set[str] = set()
        self.own: set[str] = set()
        self.names: set[str] = set()
        self.life = False

    def reach(self) -> Reach:
        return Reach(frozenset(self.zones), frozenset(self.own), frozenset(self.names), self.life)


_LEAVES = (str, int, float, bool, bytes, Enum, type(None))


def _walk(value: Any, found: _Found, *, in_effect: bool, nested: bool, depth: int = 0) -> None:
    """Collect the reach of every filter and ability in ``value`` (frozen data: dataclasses,
    tuples, dicts). Anything unknown is taken to look everywhere."""
    if isinstance(value, _LEAVES):
        return
    if depth > 64:
        found.zones |= OUTSIDE
        return
    depth += 1
    if isinstance(value, Filter):
        zones = OUTSIDE if value.zones == ("all",) else frozenset(value.zones) & OUTSIDE
        if value.mana_value_at_most_graveyard:  # it counts the cards in a graveyard
            found.zones.add(Zone.GRAVEYARD.value)
        if not zones:
            return
        if value.self_only:
            # Its own object only; an ability given by another object's effect belongs to an
            # object that effect reaches, so only the giver's own "this" counts here.
            if not nested:
                found.own |= zones
        elif value.attached:
            pass  # attachments are pointers: what is attached and what to are looked at
        elif in_effect and (value.targets or value.chosen is not None):
            pass  # an effect's targets and choices are pointers (see state_pointers)
        else:
            found.zones |= zones
        return
    if isinstance(value, Ability):
        if (value.cda or value.functions_outside_battlefield) and not nested:
            found.own |= OUTSIDE
        if value.refers_to:
            found.names.add(value.refers_to)
        for f in dataclasses.fields(value):
            part = getattr(value, f.name)
            _walk(part, found, in_effect=False, nested=nested, depth=depth)
        return
    if isinstance(value, EffectSpec):
        for f in dataclasses.fields(value):
            part = getattr(value, f.name)
            # Abilities an effect gives belong to the objects it reaches.
            _walk(part, found, in_effect=True, nested=True, depth=depth)
        return
    if isinstance(value, Count) and value.life_total:
        found.life = True
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            _walk(getattr(value, f.name), found, in_effect=in_effect, nested=nested, depth=depth)
        return
    if isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            _walk(item, found, in_effect=in_effect, nested=nested, depth=depth)
        return
    if isinstance(value, dict):
        for key, item in value.items():
            _walk(key, found, in_effect=in_effect, nested=nested, depth=depth)
            _walk(item, found, in_effect=in_effect, nested=nested, depth=depth)
        return
    if type(value).__module__.startswith("mtgrules.vocab."):
        return  # the game's words (colors, mana symbols, types) hold no filters
    found.zones |= OUTSIDE


_MEMO: dict[int, tuple[Any, Reach]] = {}


def reach_of(value: Any) -> Reach:
    """The reach of some abilities, an effect or target specifications (memoized: they are
    frozen values)."""
    entry = _MEMO.get(id(value))
    if entry is not None and entry[0] is value:
        return entry[1]
    found = _Found()
    _walk(value, found, in_effect=isinstance(value, EffectSpec), nested=False)
    reach = found.reach()
    if len(_MEMO) > 20_000:
        _MEMO.clear()
    _MEMO[id(value)] = (value, reach)
    return reach


def _choice_ids(choices: dict[str, Any], objects: dict[str, GameObject]) -> Iterable[str]:
    return (v for v in choices.values() if isinstance(v, str) and v in objects)


_REACHES = ("reach",)
_LATEST = ("latest",)
"""Keys in ``game.alone_memo`` (tuples: never an object's id) of the memos by object id."""


def _object_reach(game: GameState, obj: GameObject) -> Reach:
    """The reach of an object's own abilities and of its spell's targets (memoized per printed
    values and card face)."""
    memo: dict[str, tuple[Any, Any, Reach]] = game.alone_memo.setdefault(_REACHES, {})
    entry = memo.get(obj.id)
    if entry is not None and entry[0] is obj.printed and entry[1] is obj.face:
        return entry[2]
    reach = reach_of(obj.printed.abilities)
    if obj.card is not None and obj.face is not None:
        # CR 709.3, 715.3: a split card's halves and an adventurer card's Adventure are cast
        # with their own targets, chosen before the spell has their characteristics.
        cast_as = obj.card.faces if obj.card.layout in ("split", "adventure") else (obj.face,)
        for face in cast_as:
            targets = game.definition_of(obj.card, face).targets
            if targets:
                reach = dataclasses.replace(reach, zones=reach.zones | reach_of(targets).zones)
    memo[obj.id] = (obj.printed, obj.face, reach)
    return reach


def unseen(game: GameState) -> tuple[frozenset[str], frozenset[str]]:
    """The objects the layer system can leave alone now, and the zones no filter looks in."""
    left, quiet, _ = unseen_reading_life(game)
    return left, quiet


def unseen_reading_life(game: GameState) -> tuple[frozenset[str], frozenset[str], bool]:
    """:func:`unseen`, and whether a number of an object's abilities or of an effect is a
    player's life total (what :func:`fingerprint` needs to know, found in the same look)."""
    reads_life = False
    objects = game.objects
    zones: set[str] = set(game.watched_zones)
    pointed: set[str] = set(game.seen)
    own: dict[str, frozenset[str]] = {}
    memo: dict[str, tuple[Any, Any, Reach]] = game.alone_memo.setdefault(_REACHES, {})
    for object_id, obj in objects.items():
        entry = memo.get(object_id)
        if entry is not None and entry[0] is obj.printed and entry[1] is obj.face:
            reach = entry[2]
        else:
            reach = _object_reach(game, obj)
        if reach.zones:
            zones |= reach.zones
        if reach.life:
            reads_life = True
        if reach.own:
            own[object_id] = reach.own
        if reach.names:
            pointed |= reach.names
            pointed.add(object_id)
        if obj.attached_to is not None:
            pointed.add(obj.attached_to)
            pointed.add(object_id)
        if obj.choices:
            pointed.update(_choice_ids(obj.choices, objects))
    for item in game.stack:  # an ability on the stack whose source has gone or changed
        if item.ability is not None:
            zones |= reach_of(item.ability).zones
    for effect in game.effects:
        effect_reach = reach_of(effect.spec)
        zones |= effect_reach.zones
        reads_life = reads_life or effect_reach.life
        pointed |= effect_reach.names
        pointed.add(effect.source_id)
        pointed.update(t for t in effect.targets if t is not None)
        pointed.update(effect.affected or ())
        if effect.choices:
            pointed.update(_choice_ids(effect.choices, objects))
    quiet = OUTSIDE - zones
    if not quiet:
        return frozenset(), frozenset(), reads_life
    left = frozenset(
        object_id
        for object_id, obj in objects.items()
        if obj.zone in quiet  # a Zone is its value, a str
        and object_id not in pointed
        and (object_id not in own or obj.zone not in own[object_id])
    )
    return left, frozenset(quiet), reads_life


def may_stay_unseen(game: GameState, obj: GameObject, zone: Zone, quiet: frozenset[str]) -> bool:
    """Whether an object left alone stays so when it moves to ``zone`` (nothing else changing
    for the layer system)."""
    if zone.value not in quiet or obj.attached_to is not None:
        return False
    return zone.value not in _object_reach(game, obj).own


def fingerprint(
    game: GameState, left: frozenset[str], reads_life: bool | None = None
) -> tuple[Any, ...]:
    """Everything the layer system reads of a game but the objects it leaves alone (see
    :class:`~mtgrules.effects.engine.Board`): when this is as it was at its last run, that run's
    result still holds, whatever else changed (tapping, damage, life, mana, a spell resolving
    that changed no characteristics). ``reads_life`` is what :func:`unseen_reading_life` found
    of life totals, when it was just asked."""
    objects = tuple(
        _read(object_id, obj) for object_id, obj in game.objects.items() if object_id not in left
    )
    # A run on part of the game (run_seen's board) reads nothing of the turn: the active
    # player changing is no reason for a new run. A run on the whole game reads the game
    # itself (the spells cast last turn): the active player stands for the turn.
    if reads_life is None:
        lives = _lives(game)
    else:
        lives = tuple(p.life for p in game.players.values()) if reads_life else None
    return (objects, tuple(game.effects), game.active_player if not left else None, lives)


def _lives(game: GameState) -> tuple[int, ...] | None:
    """The players' life totals, if a number of an effect reads one (CR 119.1, 611.3a: Death's
    Shadow's "-X/-X, where X is your life total" changes as the life total does)."""
    memo: dict[str, tuple[Any, Any, Reach]] = game.alone_memo.setdefault(_REACHES, {})
    reads = False
    for object_id, obj in game.objects.items():
        entry = memo.get(object_id)  # _object_reach's memo, looked at inline
        if entry is not None and entry[0] is obj.printed and entry[1] is obj.face:
            reach = entry[2]
        else:
            reach = _object_reach(game, obj)
        if reach.life:
            reads = True
            break
    reads = reads or any(reach_of(e.spec).life for e in game.effects)
    return tuple(p.life for p in game.players.values()) if reads else None


def _read(object_id: str, obj: GameObject) -> tuple[Any, ...]:
    """What the layer system reads of an object."""
    return (
        object_id, obj.zone, obj.owner, obj.controller, obj.is_token, obj.face_down,
        obj.timestamp, obj.printed, obj.attached_to,
        dict(obj.counters) if obj.counters else None,
        dict(obj.counter_timestamps) if obj.counter_timestamps else None,
        dict(obj.choices) if obj.choices else None,
    )  # fmt: skip


class _Board:
    """The part of a game the layer system runs on."""

    def __init__(self, game: GameState, objects: dict[str, GameObject], effects: list[Any]) -> None:
        self.objects = objects
        self.effects = effects
        self.active_player = game.active_player
        self.zone_changes = game.zone_changes
        self.players = game.players


def run_seen(game: GameState, left: frozenset[str]) -> LayerResult:
    """The layer system on every object but those left alone."""
    objects = {i: o for i, o in game.objects.items() if i not in left}
    return apply_layers(_Board(game, objects, game.effects))


_SHARED: dict[tuple[Any, ...], Characteristics] = {}
"""Characteristics on their own by printed values (by value), zone, owner and controller, for
every game: equal printed values give equal characteristics."""


def _alone_now(
    game: GameState, obj: GameObject, simple: bool
) -> tuple[Characteristics, list[TraceEntry]]:
    shared: tuple[Any, ...] | None = None
    if simple:
        shared = (obj.printed, obj.zone, obj.owner, obj.base_controller, obj.is_token)
        try:
            found = _SHARED.get(shared)
        except TypeError:  # printed values that can't be hashed (a dict in an ability)
            shared, found = None, None
        if found is not None:
            return found, []
    result = apply_layers(_Board(game, {obj.id: obj}, []))
    characteristics, trace = result.characteristics[obj.id], result.traces[obj.id]
    if shared is not None and not trace:
        if len(_SHARED) > 50_000:
            _SHARED.clear()
        _SHARED[shared] = characteristics
    return characteristics, trace


def alone(game: GameState, obj: GameObject) -> tuple[Characteristics, list[TraceEntry]]:
    """An object's characteristics on its own (no effect reaches it, its abilities don't
    function where it is), computed once per printed values, zone and controller."""
    memo = game.alone_memo
    latest: dict[str, Any] = memo.setdefault(_LATEST, {})
    simple = not obj.counters and not obj.face_down
    if simple:
        last = latest.get(obj.id)  # the object's latest, as most objects stay where they are
        if (
            last is not None
            and last[0] is obj.printed
            and last[1] is obj.zone
            and last[2] == obj.controller
        ):
            return last[3], last[4]
    key = (id(obj.printed), obj.zone, obj.owner, obj.base_controller, obj.is_token)
    entry = memo.get(key) if simple else None
    if entry is None or entry[0] is not obj.printed:
        entry = (obj.printed, *_alone_now(game, obj, simple))
        if simple:
            memo[key] = entry
    if simple:
        latest[obj.id] = (obj.printed, obj.zone, obj.controller, entry[1], entry[2])
    return entry[1], entry[2]


def assemble(
    game: GameState,
    run: LayerResult,
    left: frozenset[str],
    previous: LayerResult | None = None,
    moved: tuple[str, ...] = (),
) -> LayerResult:
    """Every object's characteristics, in the game's order: from the run, or on their own.
    ``previous`` is this run's last assembly, before the objects ``moved`` moved (between zones
    the run doesn't look at): only those are assembled again."""
    if not left:
        return run
    if previous is not None:
        characteristics = dict(previous.characteristics)
        traces = dict(previous.traces)
        for object_id in moved:
            characteristics.pop(object_id, None)
            traces.pop(object_id, None)
            if object_id in game.objects:
                characteristics[object_id], traces[object_id] = alone(game, game.objects[object_id])
        return LayerResult(characteristics, traces, run.rules, run.view, run.rule_effects)
    characteristics = {}
    traces = {}
    ran, ran_traces = run.characteristics, run.traces
    latest: dict[str, Any] = game.alone_memo.setdefault(_LATEST, {})
    for object_id, obj in game.objects.items():
        found = ran.get(object_id)
        if found is None:
            last = latest.get(object_id)  # alone()'s latest for the object, looked at inline
            if (
                last is not None
                and last[0] is obj.printed
                and last[1] is obj.zone
                and last[2] == obj.controller
                and not obj.counters
                and not obj.face_down
            ):
                characteristics[object_id], traces[object_id] = last[3], last[4]
            else:
                characteristics[object_id], traces[object_id] = alone(game, obj)
        else:
            characteristics[object_id] = found
            traces[object_id] = ran_traces[object_id]
    return LayerResult(characteristics, traces, run.rules, run.view, run.rule_effects)
