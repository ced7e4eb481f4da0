"""Run the HTTP server: open the configured memory, skills and daily curator once, serve them with
uvicorn, close them after.

Like `agentik chat` and `agentik mcp`, the server runs the daily curator in a background thread
(agentik.agent.curator.daily): it starts a few seconds after the server and runs only when a run
is due (once per AGENTIK_CURATOR_INTERVAL_HOURS across processes), so no request waits for it;
what a run did is printed on stderr.
"""

from __future__ import annotations

import sys

from ...settings import Settings
from .auth import ServerConfig


def serve(settings: Settings, config: ServerConfig) -> None:
    """Serve the memory of `settings` on config.host:config.port until interrupted (Ctrl-C)."""
    import uvicorn

    from ...app import daily_curator, open_app, open_curator, open_skills
    from .app import create_app

    with open_app(settings) as app:
        memory = app.memory
        memory.preload()
        skills = open_skills(settings, embedder=memory.embedder)
        daily = None
        try:
            daily = daily_curator(settings, memory, tell=_tell)
            asgi = create_app(memory, settings, config, skills=skills, curator=lambda: open_curator(settings, memory))
            print(f"agentik serves the memory in {settings.home} on http://{_url_host(config.host)}:{config.port}/ "
                  f"(API docs: /docs){' with token auth' if config.token else ''}; Ctrl-C stops it", file=sys.stderr)
            uvicorn.run(asgi, host=config.host, port=config.port, log_level="warning", access_log=False,
                        server_header=False, proxy_headers=False)
        finally:
            if daily is not None:
                daily.stop(timeout=2.0)
            skills.close()


def _tell(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host
