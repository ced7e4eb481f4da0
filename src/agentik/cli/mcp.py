"""`agentik mcp`: serve the memory tools to MCP clients over stdio."""

from __future__ import annotations


import click

from .common import handle_errors, log_warnings_to_stderr


@click.command("mcp")
@click.option("--skill-writes", is_flag=True, help="Also offer skill_save and skill_delete (default: skills are read-only).")
@handle_errors
def mcp(skill_writes: bool) -> None:
    """Run the MCP server on stdin/stdout (memory_save, memory_search, memory_list, memory_delete,
    memory_context, skill_list, skill_view). MCP clients start it themselves; see the README for the
    config snippet.

    \b
    Example client config:
      {"mcpServers": {"agentik": {"command": "agentik", "args": ["mcp"]}}}
    """
    from ..servers.mcp import serve_stdio
    from ..settings import Settings

    log_warnings_to_stderr()
    serve_stdio(Settings.from_env(), skill_writes=skill_writes)
