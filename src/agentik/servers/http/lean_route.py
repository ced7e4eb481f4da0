"""A FastAPI route class that validates a route's query, path and header parameters without
FastAPI's per-request dependency solving.

FastAPI solves a route's parameters anew on every request: for each one it looks up whether the
parameter is a model, which aliases it has and whether its type is a sequence, all from the
type annotations, then validates it. On `GET /memory/search` that was about 0.9 ms of a request's
CPU, more than everything else HTTP adds. `LeanRoute` does the looking up once, when the route
is built, and per request only reads each value and validates it with the same field validator
FastAPI uses (so a bad value gets the same error, located `query.k`, `path.note_id`, ...). The
route stays an APIRoute: the same matching, the same OpenAPI document, the same error handlers.

It takes only what it can answer exactly like FastAPI: a coroutine endpoint that returns a
Response (so there is no response model to apply) and whose parameters are all single query,
path or header values. A route with a body, a dependency, a cookie, a list or model parameter or
a Request parameter is handled by FastAPI's own handler, unchanged.

    router = APIRouter(route_class=LeanRoute)
"""

from __future__ import annotations

import copy
import inspect
from collections.abc import Sequence, Set
from dataclasses import dataclass
from typing import Any, Callable, Coroutine, get_args, get_origin, get_type_hints

from fastapi.exceptions import RequestValidationError
from fastapi.routing import APIRoute
from pydantic import BaseModel
from starlette.requests import Request
from starlette.responses import Response

Handler = Callable[[Request], Coroutine[Any, Any, Response]]


@dataclass(frozen=True)
class _Param:
    """One parameter as the route reads it: where from, under which name, how to check it."""

    name: str  # the endpoint's argument
    where: str  # "query", "path" or "header"
    alias: str  # the name in the request
    required: bool
    default: Any
    validate: Callable[..., tuple[Any, list[Any]]]  # FastAPI's field validator: (value, errors)


def _is_sequence(annotation: Any) -> bool:
    """Whether a parameter's type takes several values (`list[str]`, `str | list[str]`...)."""
    origin = get_origin(annotation)
    if origin in (list, tuple, set, frozenset, Sequence, Set):
        return True
    return any(_is_sequence(arg) for arg in get_args(annotation)) if origin is not None else False


def _is_model(annotation: Any) -> bool:
    """Whether a parameter's type is (or may be) a pydantic model: FastAPI reads those field by field."""
    if isinstance(annotation, type):
        return issubclass(annotation, BaseModel)
    return any(_is_model(arg) for arg in get_args(annotation))


def _answers_response(endpoint: Callable[..., Any]) -> bool:
    """Whether the endpoint is a coroutine declared to return a Response."""
    try:
        returns = get_type_hints(endpoint).get("return")
    except (NameError, TypeError):  # an annotation that does not resolve: leave the route to FastAPI
        return False
    return inspect.iscoroutinefunction(endpoint) and isinstance(returns, type) and issubclass(returns, Response)


def lean_params(route: APIRoute) -> list[_Param] | None:
    """The route's parameters, or None when it needs more than LeanRoute reads (see the module docstring)."""
    dependant = route.dependant
    if (not _answers_response(route.endpoint) or dependant.body_params or dependant.dependencies
            or dependant.cookie_params or dependant.request_param_name or dependant.http_connection_param_name
            or dependant.websocket_param_name or dependant.response_param_name
            or dependant.background_tasks_param_name or dependant.security_scopes_param_name):
        return None
    params = []
    for where, fields in (("path", dependant.path_params), ("query", dependant.query_params),
                          ("header", dependant.header_params)):
        for field in fields:
            info = field.field_info
            if (_is_sequence(info.annotation) or _is_model(info.annotation) or info.validate_default
                    or field.validation_alias not in (None, field.alias)):
                return None
            required = info.is_required()
            params.append(_Param(field.name, where, field.alias, required,
                                 None if required else info.get_default(call_default_factory=True), field.validate))
    return params


def lean_handler(endpoint: Callable[..., Coroutine[Any, Any, Response]], params: list[_Param]) -> Handler:
    """A request handler that reads and checks `params`, then awaits `endpoint` with them."""

    async def handle(request: Request) -> Response:
        values: dict[str, Any] = {}
        errors: list[Any] = []
        sources = {"path": request.path_params}
        for param in params:
            source = sources.get(param.where)
            if source is None:
                source = sources[param.where] = request.query_params if param.where == "query" else request.headers
            value = source.get(param.alias)
            loc = (param.where, param.alias)
            if value is None:
                if param.required:
                    errors.append({"type": "missing", "loc": loc, "msg": "Field required", "input": None})
                else:
                    values[param.name] = copy.copy(param.default)
                continue
            checked, problems = param.validate(value, loc=loc)
            if problems:
                errors.extend(problems)
            else:
                values[param.name] = checked
        if errors:
            raise RequestValidationError(errors)
        return await endpoint(**values)

    return handle


class LeanRoute(APIRoute):
    """An APIRoute answered by `lean_handler` when its parameters allow (else by FastAPI's handler)."""

    def get_route_handler(self) -> Handler:
        params = lean_params(self)
        if params is None:
            return super().get_route_handler()
        return lean_handler(self.endpoint, params)
