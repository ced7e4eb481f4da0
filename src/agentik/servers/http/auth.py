"""Who may reach the HTTP API, and with what: the server's exposure settings and one ASGI guard.

    loopback only by default     `agentik serve` binds 127.0.0.1; any other address refuses to
                                 start unless AGENTIK_API_TOKEN is set
    a bearer token               when AGENTIK_API_TOKEN is set, every data route needs
                                 `Authorization: Bearer <token>` (compared in constant time);
                                 /healthz, the page's static shell and the API docs do not
    DNS rebinding                on loopback, a request whose Host is not localhost/127.0.0.1/[::1]
                                 is refused, so a web site cannot rebind its name to this port
    cross-site writes            a POST/PATCH/DELETE that a browser marks as coming from another
                                 site (Origin, Sec-Fetch-Site) is refused unless CORS names it
    body size                    bodies over MAX_BODY_BYTES are refused with 413 before parsing
    CORS                         off unless AGENTIK_API_CORS_ORIGINS names origins

The token is a secret: it is never logged and never part of a response.
"""

from __future__ import annotations

import hmac
import ipaddress
import os
from dataclasses import dataclass
from typing import Any, Awaitable, Callable, Mapping
from urllib.parse import urlsplit

from ...errors import ConfigError
from .problems import problem

TOKEN_ENV = "AGENTIK_API_TOKEN"
CORS_ENV = "AGENTIK_API_CORS_ORIGINS"
DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
MAX_BODY_BYTES = 1024 * 1024
"""Largest request body accepted (1 MiB: a note is at most 20,000 characters)."""
MIN_TOKEN_CHARS = 16
LOOPBACK_NAMES = ("localhost", "127.0.0.1", "::1")
OPEN_PATHS = ("/healthz", "/", "/static/", "/docs", "/openapi.json")
"""Paths served without the token: health, the page's shell (it asks for the token) and the docs."""
UNSAFE_METHODS = frozenset({"POST", "PUT", "PATCH", "DELETE"})

TOKEN_HINT = (f"set {TOKEN_ENV} to a long random secret, e.g. "
              f"`export {TOKEN_ENV}=$(python3 -c 'import secrets; print(secrets.token_urlsafe(32))')`")


def is_loopback(host: str) -> bool:
    """Whether `host` is a loopback name or address (only this machine can connect)."""
    name = host.strip("[]").lower()
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


@dataclass(frozen=True)
class ServerConfig:
    """How the server is exposed. `allowed_hosts` None accepts any Host header (non-loopback binds,
    which the token protects)."""

    host: str = DEFAULT_HOST
    port: int = DEFAULT_PORT
    token: str = ""
    cors_origins: tuple[str, ...] = ()
    max_body_bytes: int = MAX_BODY_BYTES
    allowed_hosts: tuple[str, ...] | None = LOOPBACK_NAMES

    @classmethod
    def from_env(cls, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT,
                 environ: Mapping[str, str] | None = None) -> "ServerConfig":
        """The config for binding host:port, with the token and CORS origins of the environment.
        Raises ConfigError when a non-loopback bind has no (long enough) token."""
        environ = os.environ if environ is None else environ
        token = environ.get(TOKEN_ENV, "").strip()
        origins = tuple(o.strip().rstrip("/") for o in environ.get(CORS_ENV, "").split(",") if o.strip())
        if token and len(token) < MIN_TOKEN_CHARS:
            raise ConfigError(f"{TOKEN_ENV} is shorter than {MIN_TOKEN_CHARS} characters; {TOKEN_HINT}")
        if not is_loopback(host) and not token:
            raise ConfigError(f"refusing to serve the memory on {host}, which other machines can reach, "
                              f"without a token; {TOKEN_HINT}, or bind to {DEFAULT_HOST}")
        for origin in origins:
            if urlsplit(origin).scheme not in ("http", "https") or not urlsplit(origin).netloc:
                raise ConfigError(f"{CORS_ENV} holds {origin!r}, not an origin like https://app.example.com")
        return cls(host=host, port=port, token=token, cors_origins=origins,
                   allowed_hosts=LOOPBACK_NAMES if is_loopback(host) else None)


ASGIApp = Callable[[dict, Callable[[], Awaitable[dict]], Callable[[dict], Awaitable[None]]], Awaitable[None]]


class Guard:
    """ASGI middleware that applies a ServerConfig to every HTTP request (see the module docstring)."""

    def __init__(self, app: ASGIApp, config: ServerConfig) -> None:
        self.app = app
        self.config = config
        self._token = config.token.encode()

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            return await self.app(scope, receive, send)
        headers = {key.decode("latin-1").lower(): value.decode("latin-1") for key, value in scope["headers"]}
        refusal = self._refusal(scope, headers)
        if refusal is not None:
            return await refusal(scope, receive, send)
        if scope["method"] in UNSAFE_METHODS:
            body = await self._read_body(headers, receive)
            if body is None:
                limit = self.config.max_body_bytes
                return await problem(413, "body_too_large", f"the request body is over {limit} bytes; "
                                     "send a smaller one (a note is at most 20,000 characters)")(scope, receive, send)
            receive = _replay(body, receive)
        await self.app(scope, receive, send)

    def _refusal(self, scope: dict, headers: dict[str, str]) -> Any:
        host = _host_name(headers.get("host", ""))
        if self.config.allowed_hosts is not None and host not in self.config.allowed_hosts:
            return problem(400, "bad_host", f"this server answers only to {', '.join(self.config.allowed_hosts)}; "
                           "open it as http://127.0.0.1:<port>/")
        path = scope["path"]
        if self._token and not _open(path) and not self._authorized(headers.get("authorization", "")):
            return problem(401, "unauthorized", "this server needs `Authorization: Bearer <token>` with the "
                           f"value of {TOKEN_ENV}", {"WWW-Authenticate": 'Bearer realm="agentik"'})
        if scope["method"] in UNSAFE_METHODS and self._cross_site(headers):
            return problem(403, "cross_site_request", "refused a write sent from another web site; "
                           f"name its origin in {CORS_ENV} to allow it")
        return None

    def _authorized(self, header: str) -> bool:
        scheme, _, value = header.partition(" ")
        return scheme.lower() == "bearer" and hmac.compare_digest(value.strip().encode(), self._token)

    def _cross_site(self, headers: dict[str, str]) -> bool:
        origin = headers.get("origin", "").rstrip("/")
        if origin and origin != "null":
            if origin in self.config.cors_origins:
                return False
            return urlsplit(origin).netloc.lower() != headers.get("host", "").lower()
        if origin == "null":
            return True
        return headers.get("sec-fetch-site", "same-origin") not in ("same-origin", "none")

    async def _read_body(self, headers: dict[str, str], receive: Any) -> bytes | None:
        """The whole body, or None when it is over the limit (by Content-Length or as it arrives)."""
        limit = self.config.max_body_bytes
        declared = headers.get("content-length", "")
        if declared.isdigit() and int(declared) > limit:
            return None
        chunks, size, more = [], 0, True
        while more:
            message = await receive()
            if message["type"] == "http.disconnect":
                break
            chunk = message.get("body", b"")
            size += len(chunk)
            if size > limit:
                return None
            chunks.append(chunk)
            more = message.get("more_body", False)
        return b"".join(chunks)


def _replay(body: bytes, receive: Any) -> Callable[[], Awaitable[dict]]:
    """A receive that gives the buffered body once, then waits on the real one (a disconnect)."""
    sent = False

    async def replayed() -> dict:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return replayed


def _open(path: str) -> bool:
    return any(path == open_path or (open_path.endswith("/") and open_path != "/" and path.startswith(open_path))
               for open_path in OPEN_PATHS)


def _host_name(host: str) -> str:
    """`127.0.0.1:8765` → `127.0.0.1`; `[::1]:8765` → `::1`."""
    if host.startswith("["):
        return host[1:].partition("]")[0].lower()
    return host.rpartition(":")[0].lower() if host.count(":") == 1 else host.lower()
