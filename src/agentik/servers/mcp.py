"""The MCP server: agentik's memory tools for any MCP client (Claude, Cursor, IDEs), over stdio.

Tools: memory_save, memory_search, memory_list, memory_delete (the same typed methods the chat
agent offers its model, agentik.memory.tools.MemoryTools) and memory_context(query), which returns
the seed §5 context block for a message. The MCP SDK derives each tool's input schema from the
method's signature and docstring. A refusal (secret, unknown id, bad argument) comes back as an
error result (isError) with agentik's one-line reason; the server keeps running. Nothing is ever
printed to stdout, which carries the protocol: logs go to stderr.
"""

from __future__ import annotations

import functools
import logging
from typing import TYPE_CHECKING, Any, Callable

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError

from ..errors import AgentikError
from ..notes.model import Source
from ..memory.prefetch import MemoryPrefetcher
from ..memory.tools import MemoryTools

if TYPE_CHECKING:
    from ..memory.store import MemoryStore
    from ..settings import Settings

log = logging.getLogger(__name__)

SERVER_NAME = "agentik-memory"
TOOL_NAMES = (*MemoryTools.AGENT_TOOLS, "memory_context")

INSTRUCTIONS = (
    "Long-term memory of the user that persists between conversations. Call memory_context with the "
    "user's message to get what is remembered about it; save durable facts about the user, their world "
    "and their preferences with memory_save (declarative facts, never secrets)."
)


def _as_tool(method: Callable[..., str]) -> Callable[..., str]:
    """The method, with agentik's named errors turned into MCP tool errors (isError results)."""

    @functools.wraps(method)
    def tool(*args: Any, **kwargs: Any) -> str:
        try:
            return method(*args, **kwargs)
        except AgentikError as exc:
            raise ToolError(str(exc)) from None

    return tool


def build_server(store: "MemoryStore", *, prefetcher: MemoryPrefetcher | None = None) -> MCPServer:
    """An MCPServer exposing the memory tools over `store` (saves recorded as agent_save)."""
    tools = MemoryTools(store, source=Source.AGENT_SAVE, prefetcher=prefetcher)
    server = MCPServer(SERVER_NAME, instructions=INSTRUCTIONS, log_level="WARNING")
    for name in TOOL_NAMES:
        server.add_tool(_as_tool(getattr(tools, name)), name=name, structured_output=False)
    return server


def serve_stdio(settings: "Settings") -> None:
    """Open the configured memory and serve it over stdin/stdout until the client disconnects."""
    from ..app import open_memory

    store = open_memory(settings)
    try:
        server = build_server(store, prefetcher=MemoryPrefetcher.from_settings(store, settings))
        log.info("agentik MCP server on stdio, memory in %s", settings.home)
        server.run("stdio")
    finally:
        store.close()
