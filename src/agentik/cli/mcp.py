"""`agentik mcp`: serve the memory tools to MCP clients over stdio."""

from __future__ import annotations


import click

from .common import handle_errors, log_warnings_to_stderr


@click.command("mcp")
@handle_errors
def mcp() -> None:
    """Run the MCP server on stdin/stdout (memory_save, memory_search, memory_list, memory_delete,
    memory_context). MCP clients start it themselves; see the README for the config snippet.

    \b
    Example client config:
      {"mcpServers": {"agentik": {"command": "agentik", "args": ["mcp"]}}}
    """
    from ..servers.mcp import serve_stdio
    from ..settings import Settings

    log_warnings_to_stderr()
    serve_stdio(Settings.from_env())
