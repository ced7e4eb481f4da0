"""The HTTP API under test: an ASGI client over a memory, and a real uvicorn server on a free port."""

from __future__ import annotations

import contextlib
import socket
import threading
import time
from typing import Iterator

from fastapi.testclient import TestClient

from agentik.servers.http import ServerConfig, create_app

BASE = "http://127.0.0.1:8765"


def client(memory, *, config: ServerConfig | None = None, settings=None, skills=None, curator=None,
           **kwargs) -> TestClient:
    """A TestClient on the app over `memory` (and `skills`, a curator factory when given; errors come
    back as responses, never raised)."""
    return TestClient(create_app(memory, settings, config, skills=skills, curator=curator), base_url=BASE,
                      raise_server_exceptions=False, **kwargs)


@contextlib.contextmanager
def live_server(memory, *, config: ServerConfig | None = None, settings=None, skills=None) -> Iterator[str]:
    """uvicorn serving the app over `memory` (and `skills`) on 127.0.0.1:<free port>, in a thread; yields its URL."""
    import uvicorn

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM, socket.IPPROTO_TCP)  # asyncio sets TCP_NODELAY only then
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    port = sock.getsockname()[1]
    server = uvicorn.Server(uvicorn.Config(create_app(memory, settings, config, skills=skills), log_level="warning",
                                           access_log=False, lifespan="off"))
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 30
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the test server did not start")
        time.sleep(0.01)
    try:
        yield f"http://127.0.0.1:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()
