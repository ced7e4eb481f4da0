"""The lean routes' requests answered before FastAPI's middleware and routing.

Under FastAPI every request walks a stack of layers before its route: the server-error and the
exception middleware, telemetry, the body limit, an exit stack for dependencies, the router and
the route's own exit stacks. Each is cheap, but a search at 10K notes is a few milliseconds and
those layers measured about a quarter of a millisecond of CPU on top (a search evicts them from
the CPU's caches, so they run cold). `FastLane` sits between the Guard and FastAPI: it matches
a request against the memory's and agent's routes in their order, exactly as FastAPI's router
would, and when the first route that matches is one LeanRoute answers (agentik.servers.http.
lean_route), it calls that handler itself and turns an error into the same problem body
(problems.problem_for). Everything else (a route with a body, a HEAD request, the page, the
docs, an unknown path) goes to FastAPI unchanged.

    asgi = Guard(FastLane(api, [*memory_router.routes, *agent_router.routes]), config)

The routers must be the first ones the FastAPI app includes (else a route before them could
match a request first there but not here).
"""

from __future__ import annotations

from typing import Any, Awaitable, Callable, Iterable

from fastapi.routing import APIRoute
from starlette.requests import Request
from starlette.responses import Response

from .lean_route import Handler, lean_handler, lean_params
from .problems import problem_for

LANE_METHODS = frozenset({"GET", "POST", "PATCH", "DELETE"})
"""HEAD and OPTIONS requests are left to FastAPI (and CORS)."""


class FastLane:
    """ASGI app: the lean routes of `routes` answered here, every other request passed to `app`."""

    def __init__(self, app: Callable[..., Awaitable[None]], routes: Iterable[Any],
                 on_error: Callable[[Request, Exception], Awaitable[Response]] = problem_for) -> None:
        self.app = app
        self.on_error = on_error
        self.routes: list[tuple[APIRoute, Handler | None]] = []
        for route in routes:
            if not isinstance(route, APIRoute):
                break  # beyond this point FastAPI's order is not ours to follow
            params = lean_params(route)
            self.routes.append((route, None if params is None else lean_handler(route.endpoint, params)))

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] == "http" and scope["method"] in LANE_METHODS and not scope.get("root_path"):
            path, method = scope["path"], scope["method"]
            for route, handler in self.routes:
                match = route.path_regex.match(path)
                if match is None or method not in route.methods:
                    continue
                if handler is not None:
                    return await self._answer(route, handler, match.groupdict(), scope, receive, send)
                break  # FastAPI's own handler answers this route
        await self.app(scope, receive, send)

    async def _answer(self, route: APIRoute, handler: Handler, matched: dict[str, str], scope: dict,
                      receive: Any, send: Any) -> None:
        params = {key: route.param_convertors[key].convert(value) for key, value in matched.items()}
        scope = {**scope, "path_params": params, "endpoint": route.endpoint, "route": route}
        request = Request(scope, receive, send)
        try:
            response = await handler(request)
        except Exception as exc:  # answered as FastAPI's exception handlers would (a bug: 500, logged)
            response = await self.on_error(request, exc)
        await response(scope, receive, send)
