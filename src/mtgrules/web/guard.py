"""What every request to the workbench passes before the API sees it (an ASGI middleware):

- a request that changes something (any method but GET, HEAD, OPTIONS) must come from the
  workbench's own page or from a program, never from another site: an ``Origin`` (or
  ``Sec-Fetch-Site``) that names another origin is refused (403), so a web page the user visits
  can't start games or make the server work. A body must be JSON or YAML (415): the types a
  page on another site can send without asking first (``text/plain``, forms) are not accepted;
- a body is read up to :data:`MAX_BODY` bytes and refused (413) as soon as it has more, while
  reading, never after buffering all of it; a JSON body nested deeper than
  :data:`~mtgrules.sourcefile.MAX_DEPTH` levels is refused (422);
- every answer carries a Content-Security-Policy that lets the page load only its own files and
  be framed by no one, and says the same to older browsers (``X-Frame-Options``).

Every refusal is JSON with a ``detail`` that says what is wrong, like the API's own.
"""

from __future__ import annotations

import json
import re
from itertools import accumulate
from typing import Any
from urllib.parse import urlsplit

from starlette.datastructures import Headers
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from mtgrules.sourcefile import MAX_DEPTH

MAX_BODY = 1_000_000
"""The largest request body, in bytes."""
JSON_TYPE = "application/json"
YAML_TYPES = ("application/yaml", "application/x-yaml", "text/yaml", "text/x-yaml")
"""The media types a scenario may be sent as, besides JSON."""
SAFE_METHODS = ("GET", "HEAD", "OPTIONS")
SECURITY_HEADERS = [
    (
        b"content-security-policy",
        b"default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        b"connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
        b"frame-ancestors 'none'",
    ),
    (b"x-frame-options", b"DENY"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-resource-policy", b"same-origin"),
]
"""Sent with every answer: the page loads only its own files and is framed by no one."""

_STRING = re.compile(rb'"(?:[^"\\]|\\.)*"', re.DOTALL)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_STEP = {ord("["): 1, ord("{"): 1, ord("]"): -1, ord("}"): -1}


class Refusal(Exception):
    """A request the guard refuses: its status and what is wrong."""

    def __init__(self, status: int, detail: str) -> None:
        super().__init__(detail)
        self.status = status
        self.detail = detail


def media_type(headers: Headers) -> str | None:
    """The request's media type, lower case, without parameters (None when not given)."""
    value = headers.get("content-type")
    return value.split(";")[0].strip().lower() if value is not None else None


def check_origin(headers: Headers) -> None:
    """A request that changes something comes from the workbench's own origin (or from a
    program, which sends no ``Origin``). Raises :class:`Refusal` (403)."""
    fetched_from = headers.get("sec-fetch-site")
    if fetched_from is not None and fetched_from not in ("same-origin", "none"):
        raise Refusal(403, f"refused: a {fetched_from} request may not change the workbench")
    origin = headers.get("origin")
    if origin is None:
        return
    parts = urlsplit(origin.lower())
    host = headers.get("host", "")
    if parts.scheme not in ("http", "https") or not parts.netloc or parts.netloc != host.lower():
        raise Refusal(
            403, f"refused: a request from {origin!r} may not change the workbench at {host!r}"
        )


def check_media_type(headers: Headers, has_body: bool) -> None:
    """A body is JSON or YAML. Raises :class:`Refusal` (415)."""
    media = media_type(headers)
    if not has_body and media is None:
        return
    if media != JSON_TYPE and media not in YAML_TYPES:
        raise Refusal(415, f"send {JSON_TYPE} or application/yaml, not {media or 'no type'}")


def json_depth(body: bytes) -> int:
    """How deeply a JSON text nests arrays and objects (brackets inside strings don't
    count), found without parsing it."""
    brackets = _STRING.sub(b"", body).translate(None, _NOT_BRACKETS)
    return max(accumulate(_STEP[b] for b in brackets), default=0)


class RequestGuard:
    """The ASGI middleware described in this module's documentation."""

    def __init__(self, app: ASGIApp, max_body: int = MAX_BODY) -> None:
        self.app = app
        self.max_body = max_body

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        send = _with_headers(send)
        try:
            body = await self.read(scope, receive)
        except Refusal as refusal:
            await _answer(send, refusal)
            return
        if body is None:  # the client went away
            return
        delivered = False

        async def replay() -> Message:
            nonlocal delivered
            if delivered:
                return await receive()
            delivered = True
            return {"type": "http.request", "body": body, "more_body": False}

        await self.app(scope, replay, send)

    async def read(self, scope: Scope, receive: Receive) -> bytes | None:
        """The request's body after the checks; None if the client disconnected."""
        headers = Headers(scope=scope)
        length = headers.get("content-length")
        if length is not None and (not length.isdigit() or int(length) > self.max_body):
            raise Refusal(413, f"a request body may have at most {self.max_body:,} bytes")
        changes = scope["method"] not in SAFE_METHODS
        if changes:
            check_origin(headers)
        chunks: list[bytes] = []
        size = 0
        while True:
            message = await receive()
            if message["type"] == "http.disconnect":
                return None
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > self.max_body:
                raise Refusal(413, f"a request body may have at most {self.max_body:,} bytes")
            chunks.append(chunk)
            if not message.get("more_body", False):
                break
        body = b"".join(chunks)
        if changes:
            check_media_type(headers, bool(body))
        if body and media_type(headers) == JSON_TYPE and json_depth(body) > MAX_DEPTH:
            raise Refusal(422, f"the JSON is nested more than {MAX_DEPTH} levels deep")
        return body


def _with_headers(send: Send) -> Send:
    async def sending(message: Message) -> None:
        if message["type"] == "http.response.start":
            message["headers"] = [*message.get("headers", []), *SECURITY_HEADERS]
        await send(message)

    return sending


async def _answer(send: Send, refusal: Refusal) -> None:
    content: dict[str, Any] = {"detail": refusal.detail}
    body = json.dumps(content, ensure_ascii=False).encode("utf-8", "backslashreplace")
    await send(
        {
            "type": "http.response.start",
            "status": refusal.status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})
