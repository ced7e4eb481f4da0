"""One hop per request at most: the store work, the JSON view and its encoding run together.

FastAPI runs a plain-function route in its thread pool, then validates the returned dict against the
response model in the thread pool again, then encodes it on the event loop (jsonable_encoder and
json.dumps): two thread hops and a walk over every field per request. On a busy machine every hop
is a scheduler wake-up. The routes are coroutines instead, and each hands one function to `answer`:
it runs in the pool, its result is encoded there (orjson when installed, else json), and the route
returns the bytes as a Response, which FastAPI passes through untouched. The response models stay
on the routes for the OpenAPI document; the views of agentik.edges.views are what they describe.

    @router.get("/stats", response_model=Stats)
    async def stats() -> Response:
        return await answer(lambda: stats_view(memory.stats()))

`answer(work, inline=True)` runs the work on the event loop itself, without the hop. The memory
routes ask for it on their reads when the backend serialises every call anyway (`inline_reads`):
the SQLite store answers one call at a time on one connection, a search holding it while its
query is embedded, so a read in a pool thread would only wait there for the same lock while the
hop cost it two thread wake-ups (~0.3–0.5 ms of CPU, measured; more wall time on a busy machine).
Writes (the guard, embedding the note) and every call of a backend that serves calls side by
side (Postgres) still go to the pool.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Awaitable, Callable

from starlette.concurrency import run_in_threadpool
from starlette.responses import Response

try:  # a C encoder, several times faster on a page of notes; optional
    import orjson

    def encode(data: Any) -> bytes:
        """JSON bytes of plain data (dicts, lists, text, numbers, None)."""
        return orjson.dumps(data)
except ImportError:  # pragma: no cover - orjson is a dependency, but the API works without it
    def encode(data: Any) -> bytes:
        """JSON bytes of plain data (dicts, lists, text, numbers, None)."""
        return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


@dataclass
class Reply:
    """A JSON body with its status and headers (what a route's work returns when 200 is not all)."""

    body: Any
    status: int = 200
    headers: dict[str, str] = field(default_factory=dict)


def respond(result: Any) -> Response:
    """The Response for a body (status 200) or a Reply."""
    reply = result if isinstance(result, Reply) else Reply(result)
    return Response(encode(reply.body), status_code=reply.status, headers=reply.headers or None,
                    media_type="application/json")


async def answer(work: Callable[[], Any], *, inline: bool = False) -> Response:
    """Run `work` (the store calls and the view) in the thread pool, or here on the event loop when
    `inline`, and answer its result as JSON. An exception it raises reaches the error handlers
    (agentik.servers.http.problems) unchanged."""
    if inline:
        return respond(work())
    return await run_in_threadpool(lambda: respond(work()))


class Traffic:
    """How many requests an app is answering now: `counting(app)` is the ASGI middleware that
    counts them (on the event loop's thread, so a plain integer does)."""

    def __init__(self) -> None:
        self.in_flight = 0

    def alone(self) -> bool:
        """Whether the request asking is the only one in flight."""
        return self.in_flight <= 1

    def counting(self, app: Callable[..., Awaitable[None]]) -> Callable[..., Awaitable[None]]:
        async def counted(scope: dict, receive: Any, send: Any) -> None:
            if scope["type"] != "http":
                return await app(scope, receive, send)
            self.in_flight += 1
            try:
                await app(scope, receive, send)
            finally:
                self.in_flight -= 1

        return counted


def inline_reads(backend: Any) -> bool:
    """Whether reads of `backend` should run on the event loop: it says its calls run one at a
    time (`serial_calls`, the SQLite store's), so a thread pool would add hops, not concurrency."""
    return getattr(backend, "serial_calls", False) is True
