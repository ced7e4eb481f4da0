"""`agentik serve`: the memory over HTTP — a JSON API, its OpenAPI document and a web page."""

from __future__ import annotations

import click

from .common import handle_errors, log_warnings_to_stderr


@click.command("serve")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="Address to listen on. Anything but loopback needs AGENTIK_API_TOKEN.")
@click.option("--port", default=8765, show_default=True, type=click.IntRange(1, 65535), help="TCP port.")
@handle_errors
def serve(host: str, port: int) -> None:
    """Serve the memory over HTTP until Ctrl-C: the JSON API (/memory, /memory/search, /context,
    /stats, /skills, /curate...), its docs at /docs (OpenAPI at /openapi.json) and a page to browse
    and edit notes at /. Like `agentik chat`, it runs the daily curator in the background.

    \b
    Loopback only by default. To listen on another address, set a token first:
      export AGENTIK_API_TOKEN=$(python3 -c 'import secrets; print(secrets.token_urlsafe(32))')
      agentik serve --host 0.0.0.0
    and send `Authorization: Bearer $AGENTIK_API_TOKEN` with every request.
    """
    from ..servers.http import ServerConfig
    from ..servers.http import serve as run
    from ..settings import Settings

    log_warnings_to_stderr()
    config = ServerConfig.from_env(host, port)
    run(Settings.from_env(), config)
