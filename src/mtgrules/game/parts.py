"""A game's state, declared once: every attribute of a :class:`~mtgrules.game.state.Game`, how
:meth:`~mtgrules.game.state.Game.copy` copies it, and what
:meth:`~mtgrules.game.state.Game.state_hash` reads of it.

The hash reads what decides what can happen next (the turn, the step, every object, the stack,
the decision being waited for…). It leaves out the record of what happened (the events, the
actions taken: :meth:`~mtgrules.game.state.Game.record`), what was fixed as the game began (the
card data, the variants and their rule tables, the turn order), and the caches of derived
values. A test checks that every attribute a game has is declared here.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, TypeVar

from mtgrules.game.objects import GameObject

if TYPE_CHECKING:
    from mtgrules.game.game_state import GameState


def _copy_object(obj: GameObject) -> GameObject:
    """An independent copy of an object (what ``dataclasses.replace`` would make, faster)."""
    twin = object.__new__(GameObject)
    twin.__dict__.update(obj.__dict__)
    twin.counters = dict(obj.counters)
    twin.counter_timestamps = dict(obj.counter_timestamps)
    twin.choices = dict(obj.choices)
    return twin


copy_object = _copy_object


def _copy_rng(rng: random.Random) -> random.Random:
    twin = random.Random()
    twin.setstate(rng.getstate())
    return twin


@dataclass(frozen=True)
class Part:
    """One attribute of a game. ``copy`` makes an independent copy of its value (None: copies
    share it: an immutable value, a table fixed as the game began, or a cache keyed by
    version); ``digest`` gives the values :meth:`Game.state_hash` reads of it (None: not
    hashed, and ``why`` says why)."""

    name: str
    copy: Callable[[Any], Any] | None = None
    digest: Callable[[Any], list[Any]] | None = None
    why: str = ""


def _life_this_turn(player: Any) -> tuple[int, int]:
    """CR 119.3: how much life the player lost and gained this turn."""
    return player.life_lost_this_turn, player.life_gained_this_turn


def _one(value: Any) -> list[Any]:
    return [value]


def _sorted(value: Any) -> list[Any]:
    return [sorted(value)]


def _sorted_items(value: Any) -> list[Any]:
    return [sorted(value.items())]


SHARED = "shared by copies, not hashed"

PARTS: tuple[Part, ...] = (
    # -- hashed, in the order the hash has always read them --
    Part("turn", digest=_one),
    Part("active_player", digest=_one),
    Part("step", digest=lambda step: [step.label]),
    Part("over", digest=_one),
    Part(
        "pending",
        copy=lambda d: replace(d, data=dict(d.data)) if d is not None else None,
        digest=lambda d: [d.kind.value, d.player, d.count] if d else [None, None, None],
    ),
    Part("passes", copy=set, digest=_sorted),
    Part("land_plays", digest=_one),
    Part(
        "extra_land_plays",
        copy=dict,
        digest=_sorted_items,
        why="CR 305.2a: additional lands each player may play this turn",
    ),
    Part("turns_begun", copy=dict, digest=_sorted_items),
    Part("spells_cast_this_turn", digest=_one),
    Part("_clock", digest=_one),
    Part("spells_cast_by", copy=dict, digest=_sorted_items),
    Part("spells_cast_last_turn", copy=dict, digest=_sorted_items),
    Part("kept", copy=set, digest=_sorted),
    Part("mulligans", copy=dict, digest=_sorted_items),
    Part(
        "players",
        copy=lambda ps: {k: replace(v, counters=dict(v.counters)) for k, v in ps.items()},
        digest=lambda ps: [
            [
                (p.id, p.life, sorted(p.counters.items()), p.lost, p.won, *_life_this_turn(p))
                for p in ps.values()
            ]
        ],
    ),
    Part(
        "objects",
        copy=lambda objects: {k: _copy_object(o) for k, o in objects.items()},
        digest=lambda objects: [
            [
                (
                    i,
                    o.zone.value,
                    o.owner,
                    o.controller,
                    o.tapped,
                    o.damage,
                    sorted(o.counters.items()),
                    o.attached_to,
                    o.face_down,
                    o.timestamp,
                    sorted(o.choices.items()),
                    o.settled_under,
                    o.kicks,
                    o.cast,
                    o.transformations,
                )
                for i, o in objects.items()
            ]
        ],
    ),
    Part(
        "libraries",
        copy=lambda libraries: {p: list(c) for p, c in libraries.items()},
        digest=lambda libraries: [sorted((p, tuple(c)) for p, c in libraries.items())],
    ),
    Part(
        "stack",
        copy=list,
        digest=lambda stack: [
            [
                (
                    item.id,
                    item.source,
                    item.controller,
                    item.targets,
                    item.x,
                    item.target_changes,
                    sorted(item.variables.items()),
                    item.divide,
                )
                for item in stack
            ]
        ],
    ),
    Part(
        "pools",
        copy=lambda pools: {p: pool.copy() for p, pool in pools.items()},
        digest=lambda pools: [sorted((p, str(pool)) for p, pool in pools.items())],
    ),
    Part(
        "combat",
        copy=lambda combat: combat.copy(),
        digest=lambda c: [
            sorted(c.attackers.items()),
            sorted(c.blockers.items()),
            sorted(c.blocked),
            sorted(c.first_strike_done),
            sorted(c.assigned.items()),
        ],
    ),
    Part(
        "effects",
        copy=list,
        digest=lambda effects: [
            [(e.source_id, e.timestamp, e.targets, e.affected) for e in effects]
        ],
    ),
    Part(
        "rng",
        copy=_copy_rng,
        digest=lambda rng: [rng.getstate()[1][:4], rng.getstate()[1][-1]],
    ),
    Part("discards_waiting", copy=list, digest=_one),
    Part("copies_waiting", copy=list, digest=_one),
    Part("combat", digest=lambda c: [sorted(c.defending.items())]),
    # -- hashed since the state was declared here: read only when not empty, so that the
    #    states that had them empty keep the hash they always had --
    Part("blocks_declared", copy=set, digest=_sorted, why="CR 509.1: who has declared blockers"),
    Part("drew_from_empty", copy=set, digest=_sorted, why="CR 704.5b, until checked"),
    Part("deathtouched", copy=set, digest=_sorted, why="CR 704.5h, until checked"),
    Part(
        "waiting_triggers",
        copy=list,
        digest=lambda waiting: [
            [(source, ability.text.render(), controller) for source, ability, controller in waiting]
        ],
        why="CR 603.3: triggered abilities to put on the stack next",
    ),
    Part(
        "choices_waiting",
        copy=lambda choices: [dict(c) for c in choices],
        digest=lambda choices: [[sorted((k, repr(v)) for k, v in c.items()) for c in choices]],
        why="CR 614.12: choices to make as permanents enter",
    ),
    Part("departed", copy=set, digest=_sorted, why="CR 800.4a: players who left the game"),
    Part("extra_turns", copy=list, digest=_one, why="CR 500.7: extra turns to take"),
    Part(
        "outside",
        copy=lambda d: {p: list(c) for p, c in d.items()},
        digest=_sorted_items,
        why="CR 400.11a: the cards outside the game",
    ),
    Part("escaped", copy=set, digest=_sorted, why="CR 702.138c: permanents that escaped"),
    Part(
        "permissions",
        copy=list,
        digest=lambda permissions: [[repr(p) for p in permissions]],
        why="CR 601.3: what effects let players cast or play from other zones",
    ),
    Part("history", digest=lambda h: h.digest(), why="CR 500.1: what happened this turn"),
    Part("exiled_until", copy=list, digest=_one, why="CR 610.3: cards exiled until …"),
    Part("exiled_with", copy=list, digest=_one, why="CR 607.2a: the cards a permanent exiled"),
    Part("monarch", digest=_one, why="CR 725.1: the player who is the monarch"),
    Part(
        "checkpoints",
        copy=list,
        why="the record's state hashes every 100 actions: history, not what can happen next",
    ),
    Part(
        "delayed_triggers",
        copy=list,
        digest=lambda delayed: [[(w, t, s, c, a.text.render()) for w, t, s, c, a in delayed]],
        why="CR 603.7: delayed triggered abilities waiting",
    ),
    Part(
        "known_cards",
        copy=dict,
        digest=_sorted_items,
        why="CR 701.20a, 701.20e: the cards in hidden zones shown to players",
    ),
    # -- copied, not hashed --
    Part("events", copy=list, why="the record of what happened"),
    Part("log", copy=list, why="the actions taken: the record replay reads"),
    Part(
        "_zone_changes",
        copy=dict,
        why="CR 400.7: read through the stack's targets (their remembered counts are hashed)",
    ),
    Part("turn_order", copy=list, why="CR 103.1: fixed as the game begins"),
    Part("attachment_rules", copy=list, why="CR 701.3: a rule table the variants fill"),
    Part("mana_properties", copy=list, why="a rule table the variants fill"),
    Part("entering_rules", copy=list, why="a rule table the packs fill"),
    Part("last_known", copy=dict, why="CR 608.2h: read only as something resolves"),
    Part("last_known_counters", copy=dict, why="CR 608.2h: read only as something resolves"),
    Part("seen", copy=set, why="a cache of the layer system"),
    Part("watched_zones", copy=set, why="a cache of the layer system"),
    Part("id_hints", copy=dict, why="a cache: new_id gives the same ids with or without it"),
    Part(
        "undo_history",
        copy=lambda history: history.copy() if history is not None else None,
        why="what undo takes back: not part of the position",
    ),
    # -- shared by copies, not hashed --
    *(
        Part(name, why=SHARED)
        for name in (
            "database",
            "definitions",
            "variants",
            "rules",
            "custom_cards",
            "hooks",
            "sba_checks",
            "setup",
            "starting_player",
            "on_zone_change",
            "on_unattach",
            "version",
            "priority",
            "targeting",
            "trigger_chosen",
            "sba_settled",
            "_cache",
            "_run",
            "_run_valid_at",
            "_assembled",
            "_moved",
            "assembly",
            "alone_memo",
            "_derived",
            "look_back",  # CR 603.10a: None but while simultaneous zone changes are made
        )
    ),
)
"""Every attribute of a game, in the order the hash reads them."""

FIRST_NEW = next(i for i, p in enumerate(PARTS) if p.name == "blocks_declared")
"""Where the parts hashed only when not empty begin."""

COPIED = tuple((p.name, p.copy) for p in PARTS if p.copy is not None)
HASHED = tuple((p.name, p.digest) for p in PARTS[:FIRST_NEW] if p.digest is not None)
HASHED_WHEN_SET = tuple((p.name, p.digest) for p in PARTS[FIRST_NEW:] if p.digest is not None)


def copy_game(game: GameState, twin: GameState) -> None:
    """Give ``twin`` (a game sharing ``game``'s attributes) its own copy of each copied part."""
    for name, copy in COPIED:
        setattr(twin, name, copy(getattr(game, name)))


AnyGame = TypeVar("AnyGame", bound="GameState")


def copied(game: AnyGame) -> AnyGame:
    """An independent copy of ``game``, of its class: each part copied or shared as declared."""
    twin = type(game).__new__(type(game))
    twin.__dict__.update(game.__dict__)
    copy_game(game, twin)
    return twin


def hash_parts(game: GameState) -> list[Any]:
    """What :meth:`Game.state_hash` digests."""
    parts: list[Any] = []
    for name, digest in HASHED:
        parts += digest(getattr(game, name))
    extra = [
        (name, digest(value)) for name, digest in HASHED_WHEN_SET if (value := getattr(game, name))
    ]
    if extra:
        parts.append(extra)
    return parts
