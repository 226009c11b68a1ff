"""The shapes of the workbench API's requests and answers: request models, the JSON Schema of a
scenario (the board format of ``docs/scenario-format.md``) and of an action (derived from the
action classes themselves), and reading an action from JSON with a message for each mistake."""

from __future__ import annotations

import types
from dataclasses import fields
from typing import Any, Literal, Union, get_args, get_origin, get_type_hints

from pydantic import BaseModel, Field

from mtgrules.game.actions import ACTION_TYPES, Action

LARGEST_NUMBER = 1_000
"""The largest X or ability index an action may give (larger ones only make payment slow)."""


class Problem(BaseModel):
    """What is wrong with a request: ``detail`` says it; ``rule`` is the CR rule an illegal
    action breaks, ``line`` the line of the scenario or decklist at fault."""

    detail: str
    detail_ja: str | None = None
    """``detail`` in Japanese, where the tables word it (an illegal action in a game)."""
    rule: str | None = None
    line: int | None = None
    errors: list[dict[str, Any]] | None = None


class NewGame(BaseModel):
    """A new game: from two decks (example deck names or decklist texts, for players A and B),
    or from a scenario (YAML) whose board the game starts from."""

    decks: list[str] | None = Field(
        default=None,
        min_length=2,
        max_length=2,
        description="Two decks: example deck names (see /api/workbench) or decklist texts.",
    )
    scenario: str | None = Field(default=None, description="A scenario (YAML) to play from.")
    seed: int = Field(default=0, ge=0, le=2**32 - 1, description="Decides shuffles and agents.")
    opponent: Literal["random", "greedy"] | None = Field(
        default=None, description="An agent that plays the last player's seat."
    )


class PassRequest(BaseModel):
    """How far to pass: until the turn ends, or until the player's next precombat main
    phase."""

    until: Literal["end_of_turn", "my_main"] = "my_main"


_PLAYER_IDS = {"type": "array", "items": {"type": "string"}, "minItems": 1}
_CARDS_IN_ZONE = {
    "type": "object",
    "additionalProperties": {
        "type": "array",
        "items": {
            "anyOf": [
                {"type": "string"},
                {
                    "type": "object",
                    "properties": {"card": {"type": "string"}, "id": {"type": "string"}},
                },
            ]
        },
    },
}
_BATTLEFIELD_ENTRY = {
    "type": "object",
    "required": ["card"],
    "additionalProperties": False,
    "properties": {
        "card": {"type": "string", "description": "A card name, English or Japanese."},
        "id": {"type": "string", "pattern": "^[A-Za-z0-9_-]+$"},
        "controller": {"type": "string"},
        "owner": {"type": "string"},
        "counters": {"type": "object", "additionalProperties": {"type": "integer"}},
        "damage": {"type": "integer", "minimum": 0},
        "tapped": {"type": "boolean"},
        "face_down": {"type": "boolean"},
        "flipped": {"type": "boolean"},
        "attached_to": {"type": "string"},
        "choose": {"type": "object", "additionalProperties": {"type": "string"}},
    },
}
SCENARIO_SCHEMA: dict[str, Any] = {
    "title": "Scenario",
    "description": "A board and what happens to it (docs/scenario-format.md).",
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "players": _PLAYER_IDS,
        "life": {"type": "object", "additionalProperties": {"type": "integer"}},
        "battlefield": {"type": "array", "items": _BATTLEFIELD_ENTRY},
        **{zone: _CARDS_IN_ZONE for zone in ("graveyard", "hand", "library", "exile")},
        "actions": {
            "type": "array",
            "items": {"anyOf": [{"enum": ["end_turn", "pass"]}, {"type": "object"}]},
        },
        "description": {"type": "string"},
        "expect": {"type": "object"},
    },
}
"""The JSON Schema of a scenario, for the API's documentation (the scenario loader checks every
scenario itself and says what is wrong, with its line)."""


# -- actions --------------------------------------------------------------------------------------


def _hints(cls: type[Action]) -> dict[str, Any]:
    hints = get_type_hints(cls)
    return {f.name: hints[f.name] for f in fields(cls)}


def _schema_of(hint: Any) -> dict[str, Any]:
    if hint is str:
        return {"type": "string"}
    if hint is int:
        return {"type": "integer", "minimum": 0, "maximum": LARGEST_NUMBER}
    if get_origin(hint) is tuple:
        return {"type": "array", "items": _schema_of(get_args(hint)[0])}
    if hint is type(None):
        return {"type": "null"}
    return {"anyOf": [_schema_of(arg) for arg in get_args(hint)]}


def _matches(value: Any, hint: Any) -> bool:
    if hint is str:
        return isinstance(value, str)
    if hint is int:
        return type(value) is int and 0 <= value <= LARGEST_NUMBER
    if get_origin(hint) is tuple:
        return isinstance(value, list) and all(_matches(v, get_args(hint)[0]) for v in value)
    if hint is type(None):
        return value is None
    if get_origin(hint) in (Union, types.UnionType):
        return any(_matches(value, arg) for arg in get_args(hint))
    return False


def _describe(hint: Any) -> str:
    if hint is int:
        return f"a whole number from 0 to {LARGEST_NUMBER}"
    if get_origin(hint) is tuple:
        return "a list of " + _describe(get_args(hint)[0]).removeprefix("a ") + "s"
    if get_origin(hint) in (Union, types.UnionType):
        return " or ".join(_describe(arg) for arg in get_args(hint))
    return {str: "a string", type(None): "null"}.get(hint, str(hint))


def action_schema() -> dict[str, Any]:
    """The JSON Schema of an action as :meth:`Action.as_dict` writes it: one alternative per
    kind of action."""
    alternatives = []
    for kind, cls in ACTION_TYPES.items():
        properties = {"kind": {"const": kind}}
        properties |= {name: _schema_of(hint) for name, hint in _hints(cls).items()}
        alternatives.append(
            {
                "type": "object",
                "title": cls.__name__,
                "required": ["kind", "player"],
                "additionalProperties": False,
                "properties": properties,
            }
        )
    return {"title": "Action", "oneOf": alternatives}


class BadAction(ValueError):
    """An action's JSON that isn't an action: an unknown kind, field or value."""


def read_action(data: Any) -> Action:
    """The action that ``data`` (JSON, as :meth:`Action.as_dict` writes it) describes. Raises
    :class:`BadAction` saying what is wrong."""
    if not isinstance(data, dict):
        raise BadAction('an action must be an object like {"kind": "pass", "player": "A"}')
    kind = data.get("kind")
    if not isinstance(kind, str) or kind not in ACTION_TYPES:
        raise BadAction(f"unknown action kind {kind!r}; kinds: {', '.join(ACTION_TYPES)}")
    hints = _hints(ACTION_TYPES[kind])
    unknown = sorted(set(data) - set(hints) - {"kind"})
    if unknown:
        raise BadAction(
            f"unknown field(s) {', '.join(unknown)} for a '{kind}' action; "
            f"fields: {', '.join(hints)}"
        )
    if "player" not in data:
        raise BadAction("an action needs 'player': who takes it")
    for name, value in data.items():
        if name != "kind" and not _matches(value, hints[name]):
            raise BadAction(f"'{name}' of a '{kind}' action must be {_describe(hints[name])}")
    return Action.from_dict(data)
