"""The game as a value (phase.rs): copied, hashed, recorded and replayed, taken back
(:mod:`mtgrules.game.undo`), saved as a position and read back, seen by one player
(:mod:`mtgrules.game.view`) — the methods :class:`~mtgrules.game.state.Game` has from
:class:`GameAsValue`.

A *position* is a JSON document of the whole state of play at one moment: every part of the
state that :data:`~mtgrules.game.parts.PARTS` declares (the objects and zones, the stack, the
decision being waited for, the triggers and choices waiting, the continuous effects, the random
generator's state, the record of events and actions), but not what a game rebuilds as it is
made (the card data, the variants' rule tables) nor the caches. Play from a position read back
is play from the game it was saved from: the same state hashes, the same legal actions.

The format (version :data:`VERSION`), described in ``docs/ai.md``::

    {"format": "mtgrules position", "version": 1, "players": [...], "variants": [...],
     "cards": [custom card sources], "state_hash": "...", "printed_hash": "...",
     "state": {part: value, ...}, "values": [value, ...]}

A value is a JSON string, number, boolean or null, or a tagged array: ``["t", ...]`` a tuple,
``["l", ...]`` a list, ``["s", ...]`` a set, ``["f", ...]`` a frozenset, ``["d", [key, value],
...]`` a dict, ``["o", "module:Class", {attribute: value}]`` an object of the engine's (a
dataclass), ``["e", "module:Class", name]`` a member of an enumeration, ``["r", n]`` the n-th
entry of ``values`` (immutable values met more than once are written there once),
``["card", name]`` and ``["face", card, face]`` card data, ``["vocabulary"]`` the game's words
(``["vocabulary", "core"]`` the rules' own),
``["random", state]`` a random generator, ``["pool", [mana...]]`` a mana pool, ``["function", "module:name"]`` one of the
engine's rules (the hooks a game in play calls as objects change zones). An object's printed values that its
card gives exactly are written ``["printed", "face" or "split", controller]``: its face's, or
both halves' of a split card (CR 613.1, 709.4), read from the card data and definitions. A document that
is not such a position, or of another version, is refused with :class:`PositionError` naming the
place in it (``$.state.objects["forest"].zone``).
"""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import importlib
import json
import random
import types
from abc import abstractmethod
from typing import TYPE_CHECKING, Any, Self, TypeVar

from mtgrules.cards.custom import merged
from mtgrules.game.actions import Action
from mtgrules.game.errors import IllegalAction
from mtgrules.game.game_state import GameState
from mtgrules.game.mana_pool import ManaPool
from mtgrules.game.objects import (
    GameObject,
    printed_characteristics,
    undefined_abilities,
)
from mtgrules.game.packs import custom_cards, ruleset
from mtgrules.game.parts import PARTS, copied, hash_parts
from mtgrules.game.undo import enable_undo, undo
from mtgrules.game.view import determinize, view_of

if TYPE_CHECKING:
    from collections.abc import Iterable

    from mtgrules.cards.database import CardDatabase
    from mtgrules.cards.definitions import CardDefinition
    from mtgrules.game.view import PlayerView

FORMAT = "mtgrules position"
VERSION = 1

REBUILT = {
    "attachment_rules": "a rule table the variants fill as the game is made",
    "mana_properties": "a rule table the variants fill as the game is made",
    "entering_rules": "a rule table the packs fill as the game is made",
    "undo_history": "not part of the position",
}
"""Parts copied or hashed that a position leaves out, and why."""

ALSO_SAVED = (
    "priority", "targeting", "trigger_chosen", "starting_player", "setup", "on_zone_change",
    "on_unattach",
)  # fmt: skip
"""Parts copies share (values only ever replaced) that are play state all the same."""

SAVED: tuple[str, ...] = tuple(
    dict.fromkeys(
        [
            *(p.name for p in PARTS if (p.copy or p.digest) and p.name not in REBUILT),
            *ALSO_SAVED,
        ]
    )
)
"""The parts of the state a position holds, in its order."""


class PositionError(ValueError):
    """A position document that can't be read (or a game that can't be saved), with the place in
    the document (``$.state.stack[0]``)."""

    def __init__(self, path: str, message: str) -> None:
        self.path = path
        super().__init__(f"position document, at {path}: {message}")


CHECKPOINT_EVERY = 100
"""How many actions apart a game's record keeps a checkpoint: the state hash then."""


def checkpoint(game: GameAsValue) -> None:
    """After every :data:`CHECKPOINT_EVERY` actions, note the state hash for the record (a
    replay checks it there, so a changed action is found near where it is)."""
    if game.log and len(game.log) % CHECKPOINT_EVERY == 0:
        game.checkpoints = [*game.checkpoints, game.state_hash()]


class RecordError(ValueError):
    """A game record that can't be replayed: what is wrong, and at which action."""


def check_record(data: Any) -> None:
    """A record's shape, before anything is replayed: a mapping with ``decks`` (player → card
    names), a whole-number ``seed``, ``players`` and ``actions`` lists, and a text
    ``final_hash`` when it has one. Raises :class:`RecordError` saying what is wrong."""
    if not isinstance(data, dict):
        raise RecordError(f"a record is a mapping, not {type(data).__name__}")
    for key in ("decks", "seed", "players", "actions"):
        if key not in data:
            raise RecordError(f"the record has no '{key}'")
    seed = data["seed"]
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError(f"the record's seed must be a whole number, not {seed!r}")
    decks = data["decks"]
    if not isinstance(decks, dict) or not all(
        isinstance(cards, list) and all(isinstance(c, str) for c in cards)
        for cards in decks.values()
    ):
        raise RecordError("the record's 'decks' must map each player to a list of card names")
    for key in ("players", "actions"):
        if not isinstance(data[key], list):
            raise RecordError(f"the record's '{key}' must be a list")
    if "final_hash" in data and not isinstance(data["final_hash"], str):
        raise RecordError("the record's 'final_hash' must be text")
    marks = data.get("checkpoints", [])
    if not isinstance(marks, list) or not all(isinstance(m, str) for m in marks):
        raise RecordError("the record's 'checkpoints' must be a list of state hashes")


class GameAsValue(GameState):
    """The state of a game as a value (see the module's docstring): copied, hashed, recorded,
    replayed, taken back, saved, seen by one player. The game that is it
    (:class:`~mtgrules.game.state.Game`) says how actions are taken."""

    def __init__(
        self,
        players: Iterable[str] = ("A", "B"),
        database: CardDatabase | None = None,
        definitions: dict[str, CardDefinition] | None = None,
        *,
        variants: Iterable[str] = (),
        cards: Iterable[Any] = (),
    ) -> None:
        """``variants`` names variant packs to play with (:mod:`mtgrules.variants`); ``cards``
        are custom cards (:class:`~mtgrules.cards.custom.CustomCard`) the game knows besides the
        database's. The core pack's rules are installed first, then the variants'."""
        names = tuple(variants)
        rules = ruleset(names)
        given = tuple(merged(cards))
        extra = merged([*custom_cards(names, rules), *given])
        super().__init__(
            players, database, definitions, variants=names, rules=rules, cards=given, extra=extra
        )
        self._install_rules()

    @abstractmethod
    def _install_rules(self) -> None:
        """Install the rules the game plays with (its packs' tables)."""

    @abstractmethod
    def apply(self, action: Any) -> None:
        """Take ``action`` (CR 117: a player's choice the rules allow), or refuse it."""

    @abstractmethod
    def legal_actions(self) -> list[Any]:
        """Every action the rules allow now."""

    def copy(self) -> Self:
        """An independent copy of the game (for search and simulation): each part of the state
        (:data:`~mtgrules.game.parts.PARTS`) copied or shared as declared there."""
        return copied(self)

    def state_hash(self) -> str:
        """A digest of everything that decides what can happen next: equal for equal states,
        so replaying a game's log reproduces it (what it reads: :data:`~mtgrules.game.parts.PARTS`)."""
        return hashlib.blake2b(repr(hash_parts(self)).encode(), digest_size=16).hexdigest()

    @classmethod
    def replay(cls, record: Any) -> Self:
        """The game that ``record`` (a game, or its :meth:`record`) describes, played again from
        its decks and seed through its actions."""
        from mtgrules.cards.custom import read_recorded_cards

        data = record.record() if isinstance(record, GameAsValue) else record
        check_record(data)
        variants = data.get("variants", ())
        cards = data.get("cards") or []
        game: Self = cls.from_decks(  # type: ignore[attr-defined]
            data["decks"],
            seed=data["seed"],
            players=data["players"],
            variants=variants,
            cards=read_recorded_cards(cards, "<record>", ruleset(variants)) if cards else (),
            minimum_deck_size=0,  # the decks of a game once begun, whatever minimum it was given
            sideboards=data.get("sideboards"),
        )
        actions = data["actions"]
        checkpoints = data.get("checkpoints") or []
        for number, entry in enumerate(actions, 1):
            try:
                action = entry if isinstance(entry, Action) else Action.from_dict(entry)
            except (KeyError, TypeError, ValueError) as error:
                raise RecordError(
                    f"action {number} of {len(actions)} isn't an action: {entry!r}"
                ) from error
            try:
                game.apply(action)
            except IllegalAction as error:
                raise RecordError(
                    f"action {number} of {len(actions)} ({action}) can't be taken: {error}"
                ) from error
            mark = number // CHECKPOINT_EVERY
            at_mark = number % CHECKPOINT_EVERY == 0 and mark <= len(checkpoints)
            if at_mark and game.state_hash() != checkpoints[mark - 1]:
                raise RecordError(
                    f"after action {number} the game isn't the one recorded (its checkpoint "
                    f"differs): one of actions {number - CHECKPOINT_EVERY + 1}-{number} was "
                    "changed, or the record is replayed with other card data"
                )
        wanted = data.get("final_hash")
        if wanted is not None and game.state_hash() != wanted:
            raise RecordError(
                f"after its {len(actions)} actions the game isn't the one recorded (its final "
                "state hash differs): the record was cut short or changed, or is replayed with "
                "other card data"
            )
        return game

    def record(self) -> dict[str, Any]:
        """The decks, seed and actions taken, the variants and the custom cards (as the data
        they were read from): enough to :meth:`replay` the game."""
        game = self
        if game.setup is None:
            raise ValueError("only a game started with from_decks has a record")
        out = {
            "players": list(game.setup.players),
            "decks": {p: list(d) for p, d in game.setup.decks.items()},
            "seed": game.setup.seed,
            "variants": list(game.variants),
            "actions": [a.as_dict() for a in game.log],
            "checkpoints": list(game.checkpoints),
            "final_hash": game.state_hash(),
        }
        if game.custom_cards:
            out["cards"] = [card.source for card in game.custom_cards]
        if game.setup.sideboards:  # CR 400.11a: the cards outside the game
            out["sideboards"] = {p: list(c) for p, c in game.setup.sideboards.items()}
        return out

    def enable_undo(self) -> Self:
        """Keep what each action applied from now on changes, so that :meth:`undo` can take it
        back (no copy of the game per action: :mod:`mtgrules.game.undo`); returns the game."""
        enable_undo(self)
        return self

    def undo(self) -> None:
        """Take back the last action applied since :meth:`enable_undo`: the game is exactly as
        it was before it (the same state hash, legal actions and play from there on)."""
        undo(self)

    def to_json(self) -> str:
        """The position as a JSON document (the format: this module's docstring)."""
        return json.dumps(to_document(self), separators=(",", ":"), ensure_ascii=False)

    @classmethod
    def from_json(
        cls, text: str, *, database: CardDatabase | None = None, definitions: Any = None
    ) -> Self:
        """The game a :meth:`to_json` document describes, to play on from there, with the card
        ``database`` and ``definitions`` the game had (by default, those a game has by
        default)."""
        try:
            document = json.loads(text)
        except json.JSONDecodeError as error:
            raise PositionError("$", f"not JSON: {error}") from None
        return from_document(cls, document, database=database, definitions=definitions)

    def __reduce__(self) -> tuple[Any, ...]:
        """Pickling saves the position (as :meth:`to_json` does)."""
        return (from_document, (type(self), to_document(self)))

    def view(self, player: str) -> PlayerView:
        """What ``player`` may know of the game (:mod:`mtgrules.game.view`)."""
        return view_of(self, player)

    @classmethod
    def determinize(cls, view: PlayerView, rng: random.Random) -> Self:
        """A full game consistent with ``view``, its hidden cards drawn with ``rng``
        (:func:`mtgrules.game.view.determinize`)."""
        game = determinize(view, rng)
        if not isinstance(game, cls):
            raise TypeError(f"the view is of a {type(game).__name__}, not a {cls.__name__}")
        return game


# -- writing ---------------------------------------------------------------------------------------


class _Writer:
    def __init__(self, game: GameState) -> None:
        self.game = game
        self.values: list[Any] = []
        self.known: dict[int, int] = {}
        self.keep: list[Any] = []  # what ``known`` refers to stays alive while writing
        self.cards: dict[int, Any] = {}
        for obj in game.objects.values():
            if obj.card is not None:
                for face in obj.card.faces:
                    self.cards[id(face)] = obj.card

    def value(self, value: Any, path: str) -> Any:
        plain = isinstance(value, (bool, int, float, str)) and not isinstance(value, enum.Enum)
        if value is None or plain:
            return value
        if isinstance(value, enum.Enum):
            return ["e", _class_name(type(value)), value.name]
        if isinstance(value, tuple):
            return ["t", *(self.value(v, f"{path}[{i}]") for i, v in enumerate(value))]
        if isinstance(value, list):
            return ["l", *(self.value(v, f"{path}[{i}]") for i, v in enumerate(value))]
        if isinstance(value, (set, frozenset)):
            tag = "s" if isinstance(value, set) else "f"
            items = [self.value(v, f"{path}[]") for v in value]
            return [tag, *sorted(items, key=json.dumps)]
        if isinstance(value, dict):
            return [
                "d",
                *([self.value(k, path), self.value(v, _at(path, k))] for k, v in value.items()),
            ]
        return self.thing(value, path)

    def thing(self, value: Any, path: str) -> Any:
        from mtgrules.cards.database import Card, Face
        from mtgrules.vocab.types import CORE, Vocabulary

        if isinstance(value, Card):
            return ["card", value.name]
        if isinstance(value, Face):
            card = self.cards.get(id(value))
            if card is None:
                raise PositionError(path, f"the face '{value.name}' belongs to no object's card")
            return ["face", card.name, value.name]
        if isinstance(value, Vocabulary):
            if value is self.game.rules.vocabulary:
                return ["vocabulary"]
            if value is CORE:
                return ["vocabulary", "core"]
            raise PositionError(path, "a vocabulary other than the game's and the rules' own")
        if isinstance(value, random.Random):
            return ["random", self.value(value.getstate(), path)]
        if isinstance(value, ManaPool):
            return ["pool", self.value(value.mana, path)]
        if isinstance(value, types.FunctionType):
            name = _class_name(value)
            if not name.startswith("mtgrules.") or "<" in name:
                raise PositionError(path, f"the function {name} is not one of the engine's rules")
            return ["function", name]
        if not dataclasses.is_dataclass(value) or isinstance(value, type):
            raise PositionError(path, f"a {type(value).__name__} can't be saved")
        frozen = type(value).__dataclass_params__.frozen  # type: ignore[attr-defined]
        if frozen and id(value) in self.known:
            return ["r", self.known[id(value)]]
        obj: Any = value
        own = _card_printed_kind(self.game, obj) if isinstance(obj, GameObject) else None
        fields = {
            f.name: ["printed", own, obj.printed.controller]
            if f.name == "printed" and own is not None
            else self.value(getattr(value, f.name), f"{path}.{f.name}")
            for f in dataclasses.fields(value)
        }
        written = ["o", _class_name(type(value)), fields]
        if not frozen:
            return written
        self.known[id(value)] = len(self.values)
        self.keep.append(value)
        self.values.append(written)
        return ["r", self.known[id(value)]]


def _card_printed(game: GameState, obj: GameObject, kind: str, controller: str | None) -> Any:
    """An object's printed values as its card gives them (CR 613.1): its face's
    (``kind == "face"``), or both halves' of a split card (``"split"``, CR 709.4)."""
    card, face = obj.card, obj.face
    assert card is not None and face is not None
    if kind == "split":
        return game.split_characteristics(card)
    abilities = game.definition_of(card, face).abilities or undefined_abilities(face)
    return printed_characteristics(card, face, abilities, controller=controller, rules=game.rules)


def _card_printed_kind(game: GameState, obj: GameObject) -> str | None:
    """How the card gives an object's printed values, if it gives them exactly (then a position
    names the card's values instead of writing them out); None if it doesn't."""
    if obj.card is None or obj.face is None or obj.is_spell_copy:
        return None
    printed = obj.printed
    kinds = ("split", "face") if obj.card.layout == "split" else ("face",)
    for kind in kinds:
        own = _card_printed(game, obj, kind, printed.controller)
        if _same_printed(own, printed):
            return kind
    return None


def _same_printed(one: Any, other: Any) -> bool:
    """Equal, and alike in what equality leaves out (the order of types, the vocabulary)."""
    a, b = one.type_line, other.type_line
    return bool(
        one == other
        and (a.supertypes, a.card_types, a.subtypes) == (b.supertypes, b.card_types, b.subtypes)
        and a.vocabulary is b.vocabulary
    )


def _is_card_printed(data: Any) -> bool:
    return isinstance(data, list) and len(data) == 3 and data[0] == "printed"


def _at(path: str, key: Any) -> str:
    return f"{path}[{json.dumps(key) if isinstance(key, (str, int)) else '?'}]"


def _class_name(cls: Any) -> str:
    return f"{cls.__module__}:{cls.__qualname__}"


def to_document(game: GameAsValue) -> dict[str, Any]:
    """The position of ``game`` as a JSON-ready document."""
    writer = _Writer(game)
    state = {name: writer.value(getattr(game, name), f"$.state.{name}") for name in SAVED}
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": list(game.players),
        "variants": list(game.variants),
        "cards": [card.source for card in game.custom_cards],
        "state_hash": game.state_hash(),
        "printed_hash": printed_hash(game),
        "state": state,
        "values": writer.values,
    }


# -- reading ---------------------------------------------------------------------------------------


class _Reader:
    def __init__(self, game: GameState, values: Any) -> None:
        self.game = game
        if not isinstance(values, list):
            raise PositionError("$.values", "expected a list")
        self.raw = values
        self.values: dict[int, Any] = {}

    def entry(self, n: Any, path: str) -> Any:
        if not isinstance(n, int) or not 0 <= n < len(self.raw):
            raise PositionError(path, f"no entry {n!r} in $.values")
        if n not in self.values:
            self.values[n] = self.value(self.raw[n], f"$.values[{n}]")
        return self.values[n]

    def value(self, data: Any, path: str) -> Any:
        if data is None or isinstance(data, (bool, int, float, str)):
            return data
        if not isinstance(data, list) or not data or not isinstance(data[0], str):
            raise PositionError(path, f"expected a value, found {json.dumps(data)[:60]}")
        tag, rest = data[0], data[1:]
        if tag in ("t", "l", "s", "f"):
            items = [self.value(v, f"{path}[{i}]") for i, v in enumerate(rest)]
            return {"t": tuple, "l": list, "s": set, "f": frozenset}[tag](items)
        if tag == "d":
            return self.mapping(rest, path)
        if tag == "r" and len(rest) == 1:
            return self.entry(rest[0], path)
        if tag == "o" and len(rest) == 2:
            return self.thing(rest[0], rest[1], path)
        if tag == "e" and len(rest) == 2:
            cls = _engine_class(rest[0], path)
            if not issubclass(cls, enum.Enum):
                raise PositionError(path, f"'{rest[0]}' is not an enumeration")
            try:
                return cls[rest[1]]
            except (KeyError, TypeError):
                raise PositionError(path, f"{rest[1]!r} is not a {cls.__name__}") from None
        return self.special(tag, rest, path)

    def mapping(self, pairs: list[Any], path: str) -> dict[Any, Any]:
        out: dict[Any, Any] = {}
        for i, pair in enumerate(pairs):
            if not isinstance(pair, list) or len(pair) != 2:
                raise PositionError(f"{path}[{i}]", "expected a [key, value] pair")
            key = self.value(pair[0], f"{path}[{i}]")
            out[key] = self.value(pair[1], _at(path, key))
        return out

    def thing(self, name: Any, fields: Any, path: str) -> Any:
        cls = _engine_class(name, path)
        if not dataclasses.is_dataclass(cls) or not isinstance(fields, dict):
            raise PositionError(path, f"'{name}' is not a value of the engine's")
        expected = {f.name for f in dataclasses.fields(cls)}
        if set(fields) != expected:
            wrong = sorted(set(fields) ^ expected)
            raise PositionError(path, f"a {cls.__name__} has other fields ({', '.join(wrong)})")
        value: Any = object.__new__(cls)
        for key, data in fields.items():
            if cls is GameObject and key == "printed" and _is_card_printed(data):
                continue
            object.__setattr__(value, key, self.value(data, f"{path}.{key}"))
        if cls is GameObject and _is_card_printed(fields["printed"]):
            _, kind, controller = fields["printed"]
            if value.card is None or value.face is None or kind not in ("face", "split"):
                raise PositionError(f"{path}.printed", "the card's own values of no card")
            value.printed = _card_printed(self.game, value, kind, controller)
        return value

    def special(self, tag: str, rest: list[Any], path: str) -> Any:
        database = self.game.database
        try:
            if tag == "card" and len(rest) == 1:
                return database.card(rest[0])
            if tag == "face" and len(rest) == 2:
                return database.card(rest[0]).face(rest[1])
        except (KeyError, ValueError) as error:
            raise PositionError(path, f"unknown card data: {error}") from None
        if tag == "vocabulary" and not rest:
            return self.game.rules.vocabulary
        if tag == "vocabulary" and rest == ["core"]:
            from mtgrules.vocab.types import CORE

            return CORE
        if tag == "random" and len(rest) == 1:
            rng = random.Random()
            try:
                rng.setstate(self.value(rest[0], path))
            except (TypeError, ValueError) as error:
                raise PositionError(path, f"not a random generator's state: {error}") from None
            return rng
        if tag == "pool" and len(rest) == 1:
            return ManaPool(self.value(rest[0], path))
        if tag == "function" and len(rest) == 1:
            found = _engine_name(rest[0], path)
            if not isinstance(found, types.FunctionType):
                raise PositionError(path, f"'{rest[0]}' is not a function")
            return found
        raise PositionError(path, f"unknown value tag '{tag}'")


def _engine_class(name: Any, path: str) -> type:
    """A class of the engine's named ``module:Class``."""
    found = _engine_name(name, path)
    if not isinstance(found, type):
        raise PositionError(path, f"'{name}' is not a class")
    return found


def _engine_name(name: Any, path: str) -> Any:
    """What ``module:name`` names in one of the engine's modules (no other module is imported)."""
    if not isinstance(name, str) or ":" not in name or not name.startswith("mtgrules."):
        raise PositionError(path, f"{name!r} is not a name of the engine's")
    module_name, _, qualname = name.partition(":")
    try:
        found: Any = importlib.import_module(module_name)
        for part in qualname.split("."):
            found = getattr(found, part)
    except (ImportError, AttributeError):
        raise PositionError(path, f"there is no '{name}'") from None
    return found


def _field(document: dict[str, Any], key: str, kind: type | tuple[type, ...]) -> Any:
    if key not in document:
        raise PositionError(f"$.{key}", "missing")
    value = document[key]
    if not isinstance(value, kind):
        raise PositionError(f"$.{key}", f"expected {getattr(kind, '__name__', 'another type')}")
    return value


def printed_hash(game: GameState) -> str:
    """A digest of every object's printed values (CR 613.1: names, mana cost, colors, type
    line, abilities' text, numbers), which the state hash doesn't read: a position read with
    other card data or definitions than it was saved with doesn't give the same."""
    texts: dict[int, tuple[str, ...]] = {}
    parts = []
    for object_id, obj in game.objects.items():
        printed = obj.printed
        abilities = texts.get(id(printed.abilities))
        if abilities is None:
            abilities = tuple(a.text.render() for a in printed.abilities)
            texts[id(printed.abilities)] = abilities
        line = printed.type_line
        parts.append(
            (
                object_id, printed.names, str(printed.mana_cost), printed.color_letters,
                [str(t) for t in (*line.supertypes, *line.card_types, *line.subtypes)],
                abilities, printed.power, printed.toughness, printed.loyalty, printed.defense,
                printed.controller,
            )
        )  # fmt: skip
    return hashlib.blake2b(repr(parts).encode(), digest_size=16).hexdigest()


GameClass = TypeVar("GameClass", bound=GameAsValue)


def from_document(
    game_class: type[GameClass],
    document: Any,
    *,
    database: CardDatabase | None = None,
    definitions: Any = None,
) -> GameClass:
    """The game (a ``game_class``) a position document (:func:`to_document`, or
    :meth:`Game.to_json` read as JSON) describes, with ``database`` and ``definitions`` (by default a game's). Refuses, with
    :class:`PositionError`, a document of another format or version, one with a part missing
    or malformed, and one whose game doesn't hash as saved (``$.state_hash``) or whose objects'
    printed values differ from those saved (``$.printed_hash``: other card data or
    definitions)."""
    from mtgrules.cards.custom import read_recorded_cards

    if not isinstance(document, dict):
        raise PositionError("$", "expected an object")
    if document.get("format") != FORMAT:
        raise PositionError("$.format", f"expected '{FORMAT}', found {document.get('format')!r}")
    version = document.get("version")
    if version != VERSION:
        raise PositionError(
            "$.version",
            f"version {version!r} is not read here: this engine reads version {VERSION}",
        )
    players = _field(document, "players", list)
    variants = _field(document, "variants", list)
    sources = _field(document, "cards", list)
    state = _field(document, "state", dict)
    cards = read_recorded_cards(sources, "<position>", ruleset(variants)) if sources else ()
    game = game_class(players, database, definitions, variants=variants, cards=cards)
    reader = _Reader(game, _field(document, "values", list))
    for name in SAVED:
        if name not in state:
            raise PositionError(f"$.state.{name}", "missing")
        setattr(game, name, reader.value(state[name], f"$.state.{name}"))
    extra = sorted(set(state) - set(SAVED))
    if extra:
        raise PositionError(f"$.state.{extra[0]}", "not a part of the game's state")
    game.changed()
    saved = document.get("state_hash")
    if saved != game.state_hash():
        raise PositionError(
            "$.state_hash",
            f"the game read hashes {game.state_hash()}, not {saved!r}: the document was changed, "
            "or saved with other card data or definitions",
        )
    if document.get("printed_hash") != printed_hash(game):
        raise PositionError(
            "$.printed_hash",
            "the objects' printed values differ from those saved: the position was saved with "
            "other card data or definitions (Game.from_json takes the database and definitions)",
        )
    return game
