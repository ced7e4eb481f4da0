"""Run the HTTP server: open the configured memory once, serve it with uvicorn, close it after."""

from __future__ import annotations

import sys

from ...settings import Settings
from .auth import ServerConfig


def serve(settings: Settings, config: ServerConfig) -> None:
    """Serve the memory of `settings` on config.host:config.port until interrupted (Ctrl-C)."""
    import uvicorn

    from ...app import open_app
    from .app import create_app

    with open_app(settings) as app:
        app.memory.preload()
        asgi = create_app(app.memory, settings, config)
        print(f"agentik serves the memory in {settings.home} on http://{_url_host(config.host)}:{config.port}/ "
              f"(API docs: /docs){' with token auth' if config.token else ''}; Ctrl-C stops it", file=sys.stderr)
        uvicorn.run(asgi, host=config.host, port=config.port, log_level="warning", access_log=False,
                    server_header=False, proxy_headers=False)


def _url_host(host: str) -> str:
    return f"[{host}]" if ":" in host else host
