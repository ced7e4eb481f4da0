"""The HTTP API's ASGI app: the memory's routes, the web page, the OpenAPI document and its docs.

    >>> with open_app() as app:                                          # doctest: +SKIP
    ...     asgi = create_app(app.memory, app.settings)

`create_app` wires the parts: routes (agentik.servers.http.routes) over the caller's Memory,
the lean ones answered before FastAPI's layers (fast_lane), errors as problem bodies (problems),
the guard (auth: Host, token, cross-site writes, body size),
CORS when configured, the page (static/, same origin, no external asset) and the docs page at
/docs, whose Swagger UI files come from the fastapi-offline package and are served from here, so
the docs work offline too. The OpenAPI document is at /openapi.json.
"""

from __future__ import annotations

from importlib.resources import files
from typing import TYPE_CHECKING, Any, Callable

from fastapi import FastAPI
from fastapi.openapi.docs import get_swagger_ui_html
from fastapi.openapi.utils import get_openapi
from fastapi.responses import FileResponse, HTMLResponse
from fastapi.staticfiles import StaticFiles
from starlette.middleware.cors import CORSMiddleware

from ...memory.core import Memory
from ...memory.prefetch import MemoryPrefetcher
from ...settings import Settings
from . import problems
from .agent_routes import build_agent_router
from .auth import Guard, ServerConfig
from .fast_lane import FastLane
from .models import Problem
from .replies import Traffic
from .routes import build_router

if TYPE_CHECKING:
    from ...agent.curator.run import Curator
    from ...agent.skills import Skills

STATIC = files("agentik.servers.http") / "static"
SWAGGER = files("fastapi_offline") / "static"
PAGE_POLICY = ("default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
               "connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
"""The page's Content-Security-Policy: nothing but this server, so it works offline and no injected
note text can load or send anything elsewhere."""


def _version() -> str:
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("agentik")
    except PackageNotFoundError:
        return "0"


def _openapi(api: FastAPI) -> dict[str, Any]:
    """FastAPI's document plus the Problem schema the error responses refer to."""
    if api.openapi_schema is None:
        schema = get_openapi(title=api.title, version=api.version, description=api.description, routes=api.routes)
        components = schema.setdefault("components", {})
        components.setdefault("schemas", {})["Problem"] = Problem.model_json_schema()
        components["securitySchemes"] = {"token": {"type": "http", "scheme": "bearer",
                                                   "description": "AGENTIK_API_TOKEN, when the server has one"}}
        schema["security"] = [{}, {"token": []}]  # optional: loopback servers without a token need none
        api.openapi_schema = schema
    return api.openapi_schema


def create_app(memory: Memory, settings: Settings | None = None, config: ServerConfig | None = None, *,
               skills: "Skills | None" = None, curator: "Callable[[], Curator] | None" = None) -> Any:
    """The ASGI app serving `memory`, and `skills` and a curator (opened per run by `curator()`)
    when given; the caller closes what it opened after the server stops."""
    settings = settings or Settings()
    config = config or ServerConfig()
    api = FastAPI(title="agentik memory", version=_version(), docs_url=None, redoc_url=None,
                  description="The long-term memory of agentik over HTTP: the notes an agent remembers about "
                              "its user, to list, search, save, edit, archive and delete, with their history; "
                              "the agent's skills; the curator. Errors are "
                              "`application/problem+json` with a stable `code`.")
    problems.install(api)
    traffic = Traffic()
    routers = [build_router(memory, MemoryPrefetcher.from_settings(memory, settings), traffic),
               build_agent_router(skills, curator)]
    for router in routers:  # first: FastLane follows their order
        api.include_router(router)
    api.mount("/static/docs", StaticFiles(directory=str(SWAGGER)), name="docs-static")
    api.mount("/static", StaticFiles(directory=str(STATIC)), name="static")

    @api.get("/", include_in_schema=False)
    def page() -> FileResponse:
        return FileResponse(str(STATIC / "index.html"), media_type="text/html",
                            headers={"Content-Security-Policy": PAGE_POLICY, "X-Content-Type-Options": "nosniff",
                                     "Cache-Control": "no-cache"})

    @api.get("/docs", include_in_schema=False)
    def docs() -> HTMLResponse:
        return get_swagger_ui_html(openapi_url="/openapi.json", title="agentik memory — API",
                                   swagger_js_url="/static/docs/swagger-ui-bundle.js",
                                   swagger_css_url="/static/docs/swagger-ui.css",
                                   swagger_favicon_url="/static/docs/favicon.png")

    api.openapi = lambda: _openapi(api)  # type: ignore[method-assign]
    app: Any = traffic.counting(Guard(FastLane(api, [route for router in routers for route in router.routes]),
                                      config))
    if config.cors_origins:
        app = CORSMiddleware(app, allow_origins=list(config.cors_origins),
                             allow_methods=["GET", "POST", "PATCH", "DELETE"],
                             allow_headers=["Authorization", "Content-Type", "If-Match"], expose_headers=["ETag"])
    return app
