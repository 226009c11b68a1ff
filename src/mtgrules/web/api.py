"""The workbench's JSON API, under ``/api``: scenarios explained (exactly as ``mtgrules explain
--json``), cards, the rules text, and games to play against an agent. Every bad request is
refused (:class:`Refused`) with a 4xx status and a :class:`~mtgrules.web.schemas.Problem` that
says what is wrong: the line of the scenario or decklist, or the rule an action breaks."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Annotated, Any

from fastapi import APIRouter, Body, Depends, Query, Request
from fastapi import Path as PathParam
from starlette.concurrency import run_in_threadpool

from mtgrules.cards.database import CardDatabase
from mtgrules.cards.errors import UnknownCard
from mtgrules.cards.support import UnsupportedCards
from mtgrules.game.agents import AGENTS
from mtgrules.game.play import begin_from_board, summarize
from mtgrules.game.state import Game, IllegalAction
from mtgrules.present.cards import card_data, definitions_with
from mtgrules.present.refusals import illegal_action_ja, refused_at_ja
from mtgrules.scenario.explain import explain_data
from mtgrules.scenario.run import RefusedAction, Scenario, load_scenario_text
from mtgrules.sourcefile import SourceError, load_yaml_text
from mtgrules.variants import UnknownVariant
from mtgrules.variants import database as variant_database
from mtgrules.web.examples import Example, Examples, japanese_title
from mtgrules.web.games import GameStore, NothingToUndo, PlayedGame
from mtgrules.web.guard import JSON_TYPE, MAX_BODY, YAML_TYPES, media_type
from mtgrules.web.rules import RULE_NUMBER, ComprehensiveRules, UnknownRule
from mtgrules.web.rules_ja import JapaneseRules, japanese_rules
from mtgrules.web.schemas import (
    SCENARIO_SCHEMA,
    BadAction,
    NewGame,
    PassRequest,
    Problem,
    action_schema,
    read_action,
)
from mtgrules.web.views import action_view, board_views, layer_rows


class Refused(Exception):
    """A request the API refuses: the status and the :class:`Problem` to answer with."""

    def __init__(self, status: int, detail: str, **extra: Any) -> None:
        super().__init__(detail)
        self.status = status
        self.problem = Problem(detail=detail, **extra)


@dataclass
class Workbench:
    """What the API serves from: the examples, the rules text, the games being played."""

    examples: Examples
    rules: ComprehensiveRules = field(default_factory=ComprehensiveRules.bundled)
    rules_ja: JapaneseRules = field(default_factory=japanese_rules)
    games: GameStore = field(default_factory=GameStore)


def workbench(request: Request) -> Workbench:
    """The app's :class:`Workbench` (a FastAPI dependency)."""
    state: Workbench = request.app.state.workbench
    return state


Bench = Annotated[Workbench, Depends(workbench)]
api = APIRouter(prefix="/api")
PROBLEMS: dict[int | str, dict[str, Any]] = {
    status: {"model": Problem, "description": meaning}
    for status, meaning in (
        (400, "Not readable"),
        (404, "Not found"),
        (409, "Not possible in the game's position"),
        (413, "Request too large"),
        (415, "Unsupported media type"),
        (422, "Not valid"),
    )
}


# -- the board: scenarios explained -----------------------------------------------------------------


def load_scenario(text: str, path: str = "<request>") -> Scenario:
    """A scenario from its text, every mistake refused with 422 and the line at fault."""
    try:
        return load_scenario_text(text, path)
    except RefusedAction as error:  # an action the rules refuse: in both languages, with its rule
        worded = refused_at_ja(error.path, error.line, error.game, error.refusal)
        raise Refused(
            422, str(error), line=error.line or None, rule=error.refusal.rule, detail_ja=worded
        ) from error
    except SourceError as error:
        raise Refused(422, str(error), line=error.line or None) from error
    except IllegalAction as error:
        raise Refused(422, str(error), rule=error.rule) from error
    except (ValueError, TypeError, KeyError, AttributeError, LookupError) as error:
        raise Refused(422, f"{path}: not a valid scenario ({error})") from error


def scenario_text(body: bytes, media: str | None) -> str:
    """The scenario a request carries: YAML, or JSON (a JSON object is a YAML flow mapping, so
    its lines stay the lines the client sent). Call it off the event loop: it parses."""
    if len(body) > MAX_BODY:
        raise Refused(413, f"a scenario may have at most {MAX_BODY:,} bytes")
    media = media or "application/yaml"
    if media != JSON_TYPE and media not in YAML_TYPES:
        raise Refused(415, f"send a scenario as application/json or application/yaml, not {media}")
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError as error:
        raise Refused(422, f"the scenario isn't UTF-8 text ({error.reason})") from error
    if media == JSON_TYPE:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise Refused(
                422, f"<request>:{error.lineno}: JSON: {error.msg}", line=error.lineno
            ) from error
        except RecursionError as error:
            raise Refused(422, "<request>: the JSON is nested too deeply") from error
        if not isinstance(data, dict):
            raise Refused(422, "a scenario must be a JSON object")
    return text


SCENARIO_BODY = {
    "requestBody": {
        "required": True,
        "content": {
            "application/json": {"schema": SCENARIO_SCHEMA},
            "application/yaml": {"schema": SCENARIO_SCHEMA},
        },
    }
}


@api.post("/explain", openapi_extra=SCENARIO_BODY, responses=PROBLEMS)
async def explain(
    request: Request,
    views: Annotated[
        bool, Query(description="Add 'views': names, type lines, printed values.")
    ] = False,
) -> dict[str, Any]:
    """Set up a scenario's board, perform its actions, and explain every object: exactly what
    ``mtgrules explain --json`` prints (with ``views``, also what the page shows)."""
    body, media = await request.body(), media_type(request.headers)
    return await run_in_threadpool(_explained, body, media, views)


def _explained(body: bytes, media: str | None, views: bool) -> dict[str, Any]:
    game = load_scenario(scenario_text(body, media)).game
    data = explain_data(game)
    if views:
        data["views"] = board_views(game)
    return data


@api.post("/scenario/read", openapi_extra=SCENARIO_BODY, responses=PROBLEMS)
async def read_scenario(request: Request) -> dict[str, Any]:
    """A scenario's YAML read into JSON, as written (for the board builder); only the syntax
    is checked."""
    body, media = await request.body(), media_type(request.headers)
    return await run_in_threadpool(_read, body, media)


def _read(body: bytes, media: str | None) -> dict[str, Any]:
    text = scenario_text(body, media)
    try:
        data = load_yaml_text(text, "<request>")
    except SourceError as error:
        raise Refused(422, str(error), line=error.line or None) from error
    if not isinstance(data, dict):
        raise Refused(422, "a scenario must be a mapping (players, battlefield, actions, …)")
    plain: dict[str, Any] = json.loads(json.dumps(data, default=str))
    return plain


# -- cards and rules --------------------------------------------------------------------------------


Variants = Annotated[
    list[str] | None,
    Query(max_length=8, description="Rule variants whose cards to include (e.g. bond)."),
]


def _cards_of(variants: list[str] | None) -> CardDatabase:
    """The bundled cards and the variants' (an unknown variant is a 422)."""
    try:
        return variant_database(variants or [])
    except UnknownVariant as error:
        raise Refused(422, str(error)) from error


@api.get("/cards", responses=PROBLEMS)
def search_cards(
    q: Annotated[str, Query(max_length=200, description="Part of a name, English or Japanese.")],
    limit: Annotated[int, Query(ge=1, le=100)] = 20,
    variant: Variants = None,
) -> list[dict[str, Any]]:
    """Cards whose English or Japanese names start with ``q``, then the ones whose names
    resemble it; each with its type line and text in both languages. With ``variant``, the
    variants' cards too."""
    found = _cards_of(variant).search(q, limit)  # an unknown variant is a 422 first
    definitions = definitions_with((), variant or [])
    return [card_data(card, definitions) for card in found]


@api.get("/cards/{name:path}", responses=PROBLEMS)
def card(
    name: Annotated[str, PathParam(max_length=200)], variant: Variants = None
) -> dict[str, Any]:
    """One card by its English or Japanese name, face by face (with ``variant``, the
    variants' cards too)."""
    try:
        card = _cards_of(variant).card(name)
        return card_data(card, definitions_with((), variant or []))
    except UnknownCard as error:
        raise Refused(404, str(error)) from error


@api.get("/rules/{number}", responses=PROBLEMS)
def rule(
    bench: Bench,
    number: Annotated[str, PathParam(pattern=RULE_NUMBER, description="613, 613.8 or 613.8a")],
) -> dict[str, Any]:
    """The text of a Comprehensive Rules rule, with its examples, the rule it belongs to and
    its subrules, and its Japanese text where there is one (``ja``: null and ``ja_missing``
    saying why where there isn't)."""
    try:
        found = bench.rules.rule(number)
    except UnknownRule as error:
        raise Refused(404, str(error)) from error
    ja = bench.rules_ja.rule(found.number)
    return {
        **found.as_dict(),
        "effective": bench.rules.effective,
        "ja": ja.as_dict(found.number) if ja is not None else None,
        "ja_missing": "" if ja is not None else bench.rules_ja.missing(found.number),
    }


def _gallery_entry(example: Example) -> dict[str, Any]:
    """An example as the page lists it, with its Japanese title (``title_ja``)."""
    try:
        cards = variant_database(list(example.variants))
    except UnknownVariant:  # a variant not installed here: names stay in English
        cards = variant_database([])
    return {**example.as_dict(), "title_ja": japanese_title(example, cards)}


@api.get("/workbench")
def about(bench: Bench) -> dict[str, Any]:
    """What the page needs to begin: the layers, the example scenarios (the gallery) and decks,
    the agents, and the edition of the rules."""
    return {
        "layers": layer_rows(),
        "examples": [_gallery_entry(example) for example in bench.examples.scenarios],
        "decks": [_gallery_entry(deck) for deck in bench.examples.decks],
        "agents": list(AGENTS),
        "rules_effective": bench.rules.effective,
    }


# -- games ------------------------------------------------------------------------------------------


def game_state(played: PlayedGame) -> dict[str, Any]:
    """A game as the page shows it: the situation, every object explained, the legal actions
    with labels, the agent, and how many positions undo can go back."""
    game = played.game
    return {
        "id": played.id,
        "game": summarize(game),
        "explain": explain_data(game),
        "views": board_views(game),
        "actions": [action_view(game, action) for action in game.legal_actions()],
        "agent": {"name": played.agent_name, "seat": played.agent_seat} if played.agent else None,
        "undo": len(played.history),
    }


def new_game(bench: Workbench, request: NewGame) -> Game:
    """The game a :class:`NewGame` asks for."""
    if (request.decks is None) == (request.scenario is None):
        raise Refused(422, "give either 'decks' (two decks) or 'scenario', not both or neither")
    try:
        if request.decks is not None:
            decks = [bench.examples.decklist(deck) for deck in request.decks]
            for deck in decks:
                deck.check_playable()
            return Game.from_decks({"A": decks[0], "B": decks[1]}, seed=request.seed)
    except SourceError as error:
        raise Refused(422, str(error), line=error.line or None) from error
    except UnsupportedCards as error:  # a deck with cards the engine doesn't fully play
        raise Refused(422, str(error)) from error
    game = load_scenario(request.scenario or "", "<scenario>").game
    if game.pending is None and not game.over:
        begin_from_board(game, seed=request.seed)
    return game


@api.post("/games", status_code=201, responses=PROBLEMS)
def create_game(bench: Bench, request: NewGame) -> dict[str, Any]:
    """Start a game from two decks or from a scenario's board, optionally against an agent
    (which plays the last seat and answers whenever the game waits for it)."""
    game = new_game(bench, request)
    try:
        played = bench.games.add(game, request.opponent, seed=request.seed)
    except ValueError as error:
        raise Refused(422, str(error)) from error
    return game_state(played)


GameId = Annotated[str, PathParam(max_length=64)]


def _played(bench: Workbench, game_id: str) -> PlayedGame:
    try:
        return bench.games.get(game_id)
    except KeyError as error:
        raise Refused(
            404, f"no game '{game_id}' (games are kept in memory while the server runs)"
        ) from error


@api.get("/games/{game_id}", responses=PROBLEMS)
def get_game(bench: Bench, game_id: GameId) -> dict[str, Any]:
    """A game's state: situation, objects explained, legal actions with labels."""
    played = _played(bench, game_id)
    with played.lock:
        return game_state(played)


@api.post(
    "/games/{game_id}/actions",
    responses=PROBLEMS,
    openapi_extra={
        "requestBody": {
            "required": True,
            "content": {"application/json": {"schema": action_schema()}},
        }
    },
)
def take_action(bench: Bench, game_id: GameId, action: Annotated[Any, Body()]) -> dict[str, Any]:
    """Take an action (one of the state's ``actions``, as a dict); the agent answers if the
    game then waits for it. An illegal action is refused (409) with the rule it breaks."""
    try:
        chosen = read_action(action)
    except BadAction as error:
        raise Refused(422, str(error)) from error
    played = _played(bench, game_id)
    with played.lock:
        try:
            played.apply(chosen)
        except IllegalAction as error:
            worded = illegal_action_ja(played.game, error)
            raise Refused(409, str(error), rule=error.rule, detail_ja=worded) from error
        except (LookupError, ValueError, TypeError) as error:
            raise Refused(409, f"not an action the game can take now: {error}") from error
        return game_state(played)


@api.post("/games/{game_id}/pass", responses=PROBLEMS)
def pass_on(bench: Bench, game_id: GameId, request: PassRequest | None = None) -> dict[str, Any]:
    """Pass priority and attack with nothing until the turn ends (``end_of_turn``) or until
    the player's next precombat main phase (``my_main``); stops early for blocks and other
    decisions."""
    played = _played(bench, game_id)
    with played.lock:
        played.pass_until((request or PassRequest()).until)
        return game_state(played)


@api.post("/games/{game_id}/undo", responses=PROBLEMS)
def undo(bench: Bench, game_id: GameId) -> dict[str, Any]:
    """Go back to the position before the last action (and the agent's answer to it)."""
    played = _played(bench, game_id)
    with played.lock:
        try:
            played.undo()
        except NothingToUndo as error:
            raise Refused(409, str(error)) from error
        return game_state(played)
