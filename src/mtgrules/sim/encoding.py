"""Encodings for learning: a player's view of a game (:meth:`Game.view`) as numpy arrays of fixed
shape, and the legal actions as integer ids with a mask.

The observation (:func:`observe`) is a dict of four arrays:

``objects`` — ``float32[MAX_OBJECTS, len(OBJECT_FEATURES)]``
    One row per object the player can see, in this order: the cards in hands (their own, and
    another player's shown to them, CR 701.20), the library cards they know (the top card they
    may look at, CR 401.2, and those shown to them there, with their ``place`` from the top),
    then the battlefield, the stack, the graveyards, exile and the command zone, each in the
    game's order; rows past the last object are zero (``present`` is 0). Past
    :data:`MAX_OBJECTS` objects, the rest are left out. The columns (:data:`OBJECT_FEATURES`) are the object's computed characteristics
    (CR 613: card types, colors, mana value, power, toughness, loyalty, keywords) and its status
    (zone, whose it is, tapped, damage, counters, in combat…).
``names`` — ``int64[MAX_OBJECTS]``
    A number for each object's name (:func:`name_code`: the same name, the same number in every
    game and process; 0 for a nameless object or an empty row), to look up an embedding.
``players`` — ``float32[MAX_PLAYERS, len(PLAYER_FEATURES)]``
    The viewer first, then the others in the game's order: life, cards in hand, library and
    graveyard, counters, mana in pool, whether active, deciding or lost.
``game`` — ``float32[len(GAME_FEATURES)]``
    The turn, the step (one-hot, CR 500.1), the decision the game waits for (one-hot),
    whether the viewer makes it, and how many spells and abilities are on the stack (the
    viewer's among them).

Actions (:func:`action_mask`, :func:`action_of`): the id of a legal action is its place in
``game.legal_actions()`` (an order fixed by the state: the same state, the same ids), up to
:data:`MAX_ACTIONS`; legal actions past it are left out (none of the example decks' games
come near it). The mask is ``int8[MAX_ACTIONS]``, 1 for an id that is a legal action now.
"""

from __future__ import annotations

import functools
import hashlib
from typing import Any

import numpy as np
import numpy.typing as npt

from mtgrules.game.actions import Action
from mtgrules.game.play_state import DecisionKind, Step
from mtgrules.game.state import Game
from mtgrules.game.view import ObjectView, PlayerView
from mtgrules.present.views import action_label

MAX_OBJECTS = 96
MAX_PLAYERS = 2
MAX_ACTIONS = 512

ZONES = ("hand", "library", "battlefield", "stack", "graveyard", "exile", "command")
"""The zones of the objects a view shows, in the order their rows come."""
CARD_TYPES = (
    "Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land",
    "Planeswalker", "Sorcery",
)  # fmt: skip
COLORS = ("W", "U", "B", "R", "G")
KEYWORDS = (
    "Flying", "First strike", "Double strike", "Deathtouch", "Trample", "Vigilance", "Lifelink",
    "Reach", "Haste", "Menace", "Defender", "Indestructible", "Hexproof", "Flash",
)  # fmt: skip

OBJECT_FEATURES: tuple[str, ...] = (
    "present", "mine", "owned", *(f"zone:{z}" for z in ZONES), "place",
    *(f"type:{t}" for t in CARD_TYPES), *(f"color:{c}" for c in COLORS), "mana_value",
    "power", "toughness", "loyalty", "tapped", "damage", "counters:+1/+1", "counters:-1/-1",
    "counters:other", "summoning_sick", "attacking", "blocking", "attached", "token",
    "face_down", *(f"keyword:{k}" for k in KEYWORDS),
)  # fmt: skip
"""The columns of ``objects``."""

MANA = ("W", "U", "B", "R", "G", "C")
PLAYER_FEATURES: tuple[str, ...] = (
    "present", "life", "hand", "library", "graveyard", "poison", "counters:other",
    *(f"mana:{m}" for m in MANA), "active", "deciding", "lost",
)  # fmt: skip
"""The columns of ``players``."""

GAME_FEATURES: tuple[str, ...] = (
    "turn",
    *(f"step:{s.label}" for s in Step),
    *(f"decision:{d.value}" for d in DecisionKind),
    "deciding",
    "over",
    "stack",
    "stack:mine",
)
"""The entries of ``game``."""

_OBJECT_COLUMN = {name: i for i, name in enumerate(OBJECT_FEATURES)}
_PLAYER_COLUMN = {name: i for i, name in enumerate(PLAYER_FEATURES)}
_GAME_COLUMN = {name: i for i, name in enumerate(GAME_FEATURES)}


@functools.lru_cache(maxsize=65_536)
def name_code(name: str | None) -> int:
    """A number in 1..2**31-1 for a name (0 for None), the same in every process."""
    if not name:
        return 0
    digest = hashlib.blake2b(name.encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") % (2**31 - 1) + 1


def observe(view: PlayerView) -> dict[str, npt.NDArray[Any]]:
    """The observation of a view (see the module's docstring)."""
    objects = np.zeros((MAX_OBJECTS, len(OBJECT_FEATURES)), dtype=np.float32)
    names = np.zeros(MAX_OBJECTS, dtype=np.int64)
    rows = sorted(view.objects, key=lambda o: ZONES.index(o.zone))  # stable: the game's order
    for row, obj in enumerate(rows[:MAX_OBJECTS]):
        _object_row(objects[row], obj, view.player)
        names[row] = name_code(obj.name)
    return {
        "objects": objects,
        "names": names,
        "players": _players(view),
        "game": _game(view),
    }


def _object_row(row: npt.NDArray[np.float32], obj: ObjectView, viewer: str) -> None:
    c = _OBJECT_COLUMN
    row[c["present"]] = 1
    row[c["mine"]] = obj.controller == viewer
    row[c["owned"]] = obj.owner == viewer
    row[c[f"zone:{obj.zone}"]] = 1
    row[c["place"]] = obj.place or 0
    for card_type in obj.card_types:
        if card_type in CARD_TYPES:
            row[c[f"type:{card_type}"]] = 1
    for color in obj.colors:
        row[c[f"color:{color}"]] = 1
    row[c["mana_value"]] = obj.mana_value
    row[c["power"]] = obj.power or 0
    row[c["toughness"]] = obj.toughness or 0
    row[c["loyalty"]] = obj.loyalty or 0
    row[c["tapped"]] = obj.tapped
    row[c["damage"]] = obj.damage
    for kind, amount in obj.counters:
        key = f"counters:{kind}" if kind in ("+1/+1", "-1/-1") else "counters:other"
        row[c[key]] += amount
    row[c["summoning_sick"]] = obj.summoning_sick and obj.zone == "battlefield"
    row[c["attacking"]] = obj.attacking is not None
    row[c["blocking"]] = obj.blocking is not None
    row[c["attached"]] = obj.attached_to is not None
    row[c["token"]] = obj.is_token
    row[c["face_down"]] = obj.name is None
    for keyword in obj.keywords:
        if keyword in KEYWORDS:
            row[c[f"keyword:{keyword}"]] = 1


def _players(view: PlayerView) -> npt.NDArray[np.float32]:
    out = np.zeros((MAX_PLAYERS, len(PLAYER_FEATURES)), dtype=np.float32)
    ordered = sorted(view.players, key=lambda p: p.id != view.player)[:MAX_PLAYERS]
    c = _PLAYER_COLUMN
    deciding = view.decision[1] if view.decision else None
    for row, player in zip(out, ordered, strict=False):
        row[c["present"]] = 1
        row[c["life"]] = player.life
        row[c["hand"]] = player.hand
        row[c["library"]] = player.library
        row[c["graveyard"]] = player.graveyard
        for kind, amount in player.counters:
            row[c["poison" if kind == "poison" else "counters:other"]] += amount
        for symbol in player.mana.replace("{", "").split("}"):
            if symbol in MANA:
                row[c[f"mana:{symbol}"]] += 1
        row[c["active"]] = player.id == view.active_player
        row[c["deciding"]] = player.id == deciding
        row[c["lost"]] = player.lost
    return out


def _game(view: PlayerView) -> npt.NDArray[np.float32]:
    out = np.zeros(len(GAME_FEATURES), dtype=np.float32)
    c = _GAME_COLUMN
    out[c["turn"]] = view.turn
    out[c[f"step:{view.step}"]] = 1
    if view.decision is not None:
        out[c[f"decision:{view.decision[0]}"]] = 1
        out[c["deciding"]] = view.decision[1] == view.player
    out[c["over"]] = view.over
    out[c["stack"]] = len(view.stack)
    out[c["stack:mine"]] = sum(entry.controller == view.player for entry in view.stack)
    return out


def legal_ids(game: Game) -> list[Action]:
    """The legal actions that have ids, in id order."""
    return game.legal_actions()[:MAX_ACTIONS]


def action_labels(game: Game, lang: str = "en") -> list[str]:
    """The label of each legal action with an id, in id order, in English (``en``) or Japanese
    (``ja``): the words the web page and the game's log use
    (:func:`mtgrules.present.views.action_label`: "Keep this hand", 「この手札をキープする」)."""
    return [action_label(game, action, lang) for action in legal_ids(game)]


def action_mask(game: Game) -> npt.NDArray[np.int8]:
    """1 for each id that is a legal action now (see the module's docstring)."""
    mask = np.zeros(MAX_ACTIONS, dtype=np.int8)
    mask[: len(legal_ids(game))] = 1
    return mask


def action_of(game: Game, action_id: int) -> Action:
    """The legal action with this id; :class:`ValueError` naming the ids that are legal."""
    actions = legal_ids(game)
    if not 0 <= action_id < len(actions):
        raise ValueError(
            f"action id {action_id} is not a legal action now: the legal ids are 0..{len(actions) - 1}"
        )
    return actions[action_id]


def id_of(game: Game, action: Action) -> int:
    """The id of a legal action (:class:`ValueError` if it is not one, or has none)."""
    try:
        return legal_ids(game).index(action)
    except ValueError:
        raise ValueError(f"{action} is not a legal action with an id now") from None
