"""Run the HTTP server: open the configured memory, skills and daily curator once, serve them with
uvicorn, close them after.

Like `agentik chat` and `agentik mcp`, the server runs the daily curator in a background thread
(agentik.agent.curator.daily): it starts a few seconds after the server and runs only when a run
is due (once per AGENTIK_CURATOR_INTERVAL_HOURS across processes); what a run did is printed on
stderr. The curator (daily and `POST /curate`) works on a memory of its own over the same store
and embedder: a backend serialises the calls on its connection, so a long curator scan on the
server's memory would hold every request behind it; on its own connection it is one more writer,
as another process would be, and the requests' reads go on beside it.
"""

from __future__ import annotations

import sys

from ...settings import Settings
from .auth import ServerConfig

UVICORN_OPTIONS = {"log_level": "warning", "access_log": False, "server_header": False, "proxy_headers": False}
"""How uvicorn runs the app: no access log (a line per request costs more than a note lookup), no
Server header, and no proxy-header rewriting (the server is not meant to sit behind a proxy that
sets them). HTTP is parsed by httptools, a dependency, which uvicorn picks when installed."""


def serve(settings: Settings, config: ServerConfig) -> None:
    """Serve the memory of `settings` on config.host:config.port until interrupted (Ctrl-C)."""
    import uvicorn

    from ...app import daily_curator, memory_over, open_app, open_curator, open_skills
    from .app import create_app

    with open_app(settings) as app:
        memory = app.memory
        memory.preload()
        skills = open_skills(settings, embedder=memory.embedder)
        daily = curated = None
        try:
            curated = memory_over(settings, memory.embedder)
            daily = daily_curator(settings, curated, tell=_tell)
            asgi = create_app(memory, settings, config, skills=skills,
                              curator=lambda: open_curator(settings, curated))
            print(f"agentik serves the memory in {settings.home} on http://{_url_host(config.host)}:{config.port}/ "
                  f"(API docs: /docs){' with token auth' if config.token else ''}; Ctrl-C stops it", file=sys.stderr)
            uvicorn.run(asgi, host=config.host, port=config.port, **UVICORN_OPTIONS)
        finally:
            if daily is not None:
                daily.stop(timeout=2.0)
            if curated is not None:
                curated.close()
            skills.close()


def _tell(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host
