"""The workbench web app: the JSON API (:mod:`mtgrules.web.api`) and one page (``static/``).

:func:`create_app` builds the FastAPI app; :func:`serve` runs it with uvicorn (``mtgrules
serve``). Every error is answered as JSON with a ``detail`` that says what is wrong; the OpenAPI
schema is at ``/openapi.json``.
"""

from __future__ import annotations

import json
import sys
from importlib.resources import files
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.middleware.trustedhost import TrustedHostMiddleware

from mtgrules.cards.build import bundled_database
from mtgrules.cards.support import known_definitions
from mtgrules.web.api import Refused, Workbench, api
from mtgrules.web.examples import Examples, find_examples
from mtgrules.web.guard import RequestGuard

LOOPBACK = ("127.0.0.1", "localhost", "::1")
STATIC = files("mtgrules.web").joinpath("static")


class SafeJSONResponse(JSONResponse):
    """JSON whose text may hold lone surrogates (YAML's ``"\\ud800"`` escapes make them):
    written as JSON ``\\u`` escapes instead of failing to encode."""

    def render(self, content: Any) -> bytes:
        text = json.dumps(content, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
        return text.encode("utf-8", "backslashreplace")


# -- the app ----------------------------------------------------------------------------------------


def _refused(_request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, Refused)
    return SafeJSONResponse(error.problem.model_dump(exclude_none=True), status_code=error.status)


def _invalid(_request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, RequestValidationError)
    errors = [
        {"where": ".".join(str(part) for part in e.get("loc", ())), "message": e.get("msg", "")}
        for e in error.errors()
    ]
    detail = "; ".join(f"{e['where']}: {e['message']}" for e in errors) or "invalid request"
    return SafeJSONResponse({"detail": detail, "errors": errors}, status_code=422)


def _http_error(_request: Request, error: Exception) -> JSONResponse:
    assert isinstance(error, StarletteHTTPException)
    return SafeJSONResponse(
        {"detail": str(error.detail)}, status_code=error.status_code, headers=error.headers
    )


def create_app(examples: Path | None = None, *, allowed_hosts: list[str] | None = None) -> FastAPI:
    """The workbench app. ``examples`` is the directory of example scenarios and decks (by
    default ``examples/`` of the checkout); ``allowed_hosts`` limits the Host header (a server
    on the loopback interface answers only to its own names)."""
    app = FastAPI(
        title="mtgrules workbench",
        description="Boards explained layer by layer, cards, rules text, and games to play.",
        version="1",
        default_response_class=SafeJSONResponse,
        docs_url=None,  # FastAPI's API pages load their scripts from a CDN; the workbench
        redoc_url=None,  # works offline, so it serves only the schema (/openapi.json)
    )
    app.state.workbench = Workbench(Examples.load(examples or find_examples()))
    app.include_router(api)
    app.add_exception_handler(Refused, _refused)
    app.add_exception_handler(RequestValidationError, _invalid)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_middleware(RequestGuard)
    if allowed_hosts:  # added last, so it runs first
        app.add_middleware(TrustedHostMiddleware, allowed_hosts=allowed_hosts)
    app.mount("/static", StaticFiles(directory=str(STATIC)), name="static")

    @app.get("/", include_in_schema=False)
    def page() -> FileResponse:
        return FileResponse(str(STATIC.joinpath("index.html")))

    return app


def exposed_warning(host: str) -> str:
    """What ``serve`` prints when it listens beyond the loopback interface."""
    rule = "!" * 78
    return (
        f"{rule}\n"
        f"WARNING: the workbench is listening on {host}, beyond this computer's loopback\n"
        "interface. Anyone who can reach that address can use it: it has no password and\n"
        "no encryption, and answers to any Host name. Use --host 127.0.0.1 unless you mean it.\n"
        f"{rule}"
    )


def serve(host: str = "127.0.0.1", port: int = 8000, examples: Path | None = None) -> None:
    """Run the workbench with uvicorn until interrupted, after printing its address."""
    import uvicorn

    bundled_database()  # loaded before the first request, not during it
    known_definitions()  # and the definitions the first board is played with
    hosts = [*LOOPBACK, "[::1]"] if host in LOOPBACK else None
    app = create_app(examples, allowed_hosts=hosts)
    shown = f"[{host}]" if ":" in host else host
    if hosts is None:
        print(exposed_warning(shown), file=sys.stderr, flush=True)
    print(f"mtgrules workbench: http://{shown}:{port}/", flush=True)
    uvicorn.run(app, host=host, port=port, log_level="warning")
