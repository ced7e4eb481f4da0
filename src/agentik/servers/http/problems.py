"""Errors as RFC 9457 `application/problem+json` bodies, from the one error table.

A named agentik error gets the status and stable code of agentik.edges.errors (`describe`) and
its one-line message, the same line the CLI prints; the body also carries the `error` object
(`error_body`) that `--json`, MCP and agent tools report, so one client parser fits every edge.
What only HTTP can get wrong (a token, a body too large, a stale `If-Match`, an unknown route)
is an HTTPProblem with its own code. Anything else is a bug: it is logged with its traceback
and answered 500 `internal_error` without its text, so no traceback ever reaches a client.
"""

from __future__ import annotations

import json
import logging
from http import HTTPStatus
from typing import Any

from fastapi import Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from ...edges.errors import describe, error_body
from ...errors import AgentikError

log = logging.getLogger(__name__)

PROBLEM_TYPE = "application/problem+json"

_STARLETTE_CODES = {404: "not_found", 405: "method_not_allowed", 413: "body_too_large"}


class HTTPProblem(Exception):
    """An error only the HTTP edge has: status, stable code, one-line message."""

    def __init__(self, status: int, code: str, message: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(message)
        self.status = status
        self.code = code
        self.headers = headers or {}


def problem_body(status: int, code: str, message: str) -> dict[str, Any]:
    """The RFC 9457 body plus agentik's `error` object."""
    title = HTTPStatus(status).phrase if status in HTTPStatus._value2member_map_ else "Error"
    return {"type": "about:blank", "title": title, "status": status, "detail": message, "code": code,
            "error": {"code": code, "message": message}}


def problem(status: int, code: str, message: str, headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse(problem_body(status, code, message), status_code=status, media_type=PROBLEM_TYPE,
                        headers=headers)


def agentik_problem(exc: AgentikError) -> JSONResponse:
    status = describe(exc).http_status
    body = error_body(exc)["error"]
    if status >= 500:
        log.warning("%s %s: %s", status, body["code"], body["message"])
    return problem(status, body["code"], body["message"])


def _printable(part: object) -> str:
    """A location part as one printable line: a field name the client sent may hold a newline or a control
    character; those are written as JSON escapes (`\\n`), so the message stays on one line."""
    text = str(part)
    return text if text.isprintable() else json.dumps(text, ensure_ascii=False)[1:-1]


def validation_message(exc: RequestValidationError) -> str:
    """`body.category: Input should be 'user', 'world' or 'preference'; query.limit: ...` — where and why,
    on one line, never the value sent (it may be a secret)."""
    parts = []
    for item in exc.errors():
        if item.get("type") == "json_invalid":
            return "the request body is not valid JSON; send a JSON object"
        where = ".".join(_printable(part) for part in item.get("loc", ())) or "request"
        parts.append(f"{where}: {item.get('msg', 'invalid')}")
    return "; ".join(parts) or "the request is not valid"


async def problem_for(request: Request, exc: Exception) -> JSONResponse:
    """The problem body that answers `exc`, the error a route raised (see the module docstring)."""
    if isinstance(exc, HTTPProblem):
        return problem(exc.status, exc.code, str(exc), exc.headers)
    if isinstance(exc, AgentikError):
        return agentik_problem(exc)
    if isinstance(exc, RequestValidationError):
        return problem(400, "invalid_input", validation_message(exc))
    if isinstance(exc, StarletteHTTPException):
        code = _STARLETTE_CODES.get(exc.status_code, "http_error")
        message = {404: f"no route {request.method} {request.url.path}; see /docs for the routes",
                   405: f"{request.method} is not allowed on {request.url.path}; see /docs"}.get(
            exc.status_code, str(exc.detail))
        return problem(exc.status_code, code, message, dict(exc.headers or {}))
    log.error("%s %s failed", request.method, request.url.path, exc_info=exc)
    return problem(500, "internal_error", error_body(exc)["error"]["message"])


def install(app: Any) -> None:
    """Register the handler that turns every exception into a problem body."""
    for kind in (AgentikError, HTTPProblem, RequestValidationError, StarletteHTTPException, Exception):
        app.add_exception_handler(kind, problem_for)
