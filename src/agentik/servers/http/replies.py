"""One hop per request: the store work, the JSON view and its encoding run together in the thread pool.

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
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Callable

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


async def answer(work: Callable[[], Any]) -> Response:
    """Run `work` (the store calls and the view) in the thread pool and answer its result as JSON.
    An exception it raises reaches the error handlers (agentik.servers.http.problems) unchanged."""
    return await run_in_threadpool(lambda: respond(work()))
