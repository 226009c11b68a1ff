"""Helpers for the workbench tests: a client for the app, and a real server (uvicorn on
127.0.0.1, a free port, in a thread) for the browser."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import uvicorn
from fastapi.testclient import TestClient

from mtgrules.web.app import create_app

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"


def client() -> TestClient:
    """A client for a new workbench app serving the repository's examples."""
    return TestClient(create_app(EXAMPLES))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def running_server() -> Iterator[str]:
    """The workbench served by uvicorn on 127.0.0.1 in a thread; yields its address and stops
    it afterwards."""
    port = free_port()
    app = create_app(EXAMPLES, allowed_hosts=["127.0.0.1", "localhost"])
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if time.monotonic() > deadline or not thread.is_alive():
            raise RuntimeError("the workbench server didn't start")
        time.sleep(0.05)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
