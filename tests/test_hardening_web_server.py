"""Through a real server on 127.0.0.1: a body sent in chunks without end is refused (413) once it
passes the limit, while it is still being sent, and the server never holds more than a few
megabytes of it; a cross-origin POST from a browser page is refused before its body is read."""

from __future__ import annotations

import resource
import select
import socket
from urllib.parse import urlsplit

from mtgrules.web.guard import MAX_BODY
from web_server import running_server

CHUNK = b"#" * 65_536
TOTAL = 200_000_000


def _status(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1])


def _answer(connection: socket.socket) -> bytes:
    """An HTTP answer, headers and body (as long as its Content-Length says)."""
    data = b""
    while b"\r\n\r\n" not in data:
        data += connection.recv(65_536)
    head, body = data.split(b"\r\n\r\n", 1)
    length = next(
        int(line.split(b":", 1)[1])
        for line in head.split(b"\r\n")
        if line.lower().startswith(b"content-length:")
    )
    while len(body) < length:
        body += connection.recv(65_536)
    return head + b"\r\n\r\n" + body


def test_an_endless_chunked_body_is_refused_while_it_is_sent() -> None:
    with running_server() as address:
        parts = urlsplit(address)
        before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        with socket.create_connection((parts.hostname, parts.port), timeout=20) as connection:
            connection.sendall(
                b"POST /api/explain HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                b"Content-Type: application/yaml\r\nTransfer-Encoding: chunked\r\n\r\n"
            )
            sent = 0
            answer = b""
            while sent < TOTAL:
                readable, writable, _ = select.select([connection], [connection], [], 10)
                if readable:
                    answer = _answer(connection)
                    break
                assert writable, "the server neither read nor answered for 10 s"
                connection.sendall(b"%x\r\n%s\r\n" % (len(CHUNK), CHUNK))
                sent += len(CHUNK)
        grown_mib = (resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before) / 1024
    assert _status(answer) == 413
    assert b"a request body may have at most" in answer
    assert MAX_BODY < sent < 40_000_000  # refused long before the 200 MB were sent
    assert grown_mib < 60


def test_a_cross_origin_post_is_refused_before_its_body_is_read() -> None:
    with running_server() as address:
        parts = urlsplit(address)
        with socket.create_connection((parts.hostname, parts.port), timeout=20) as connection:
            connection.sendall(
                b"POST /api/games HTTP/1.1\r\nHost: 127.0.0.1\r\nOrigin: http://evil.example\r\n"
                b"Content-Type: text/plain\r\nContent-Length: 100000\r\n\r\n"
            )
            answer = _answer(connection)
    assert _status(answer) == 403
    assert b"x-frame-options: DENY" in answer
    assert b"refused: a request from 'http://evil.example'" in answer
