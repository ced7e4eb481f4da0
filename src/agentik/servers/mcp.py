"""The MCP server: agentik's memory tools for any MCP client (Claude, Cursor, IDEs), over stdio.

Tools: memory_save, memory_search, memory_list, memory_delete (the typed methods the chat agent
offers its model, agentik.memory.tools.MemoryTools; over MCP memory_save also takes on_duplicate and
memory_search as_of, and memory_history shows a fact's versions: `FactTools`), memory_pin and
memory_unpin, and memory_context(query), which returns
the seed §5 context block for a message; skill_list and skill_view (agentik.agent.skills.tools), and
with `agentik mcp --skill-writes` also skill_save and skill_delete. The MCP SDK derives each tool's input schema from the
method's signature and docstring. Resources (JSON, the views of agentik.edges.views that `--json`
and HTTP print): `agentik://memory/stats`, `agentik://memory/notes{?limit,offset}` (a page of live
notes, newest first) and `agentik://memory/notes/{note_id}`. A failed call — a refusal, an unknown id, an argument the schema
or agentik rejects — comes back as an error result (isError) whose text and structuredContent are
`{"error": {"code": ..., "message": ...}}`, the same body as the CLI's `--json` and the HTTP API
(agentik.edges.errors); the server keeps running. A crash in a tool is logged with its traceback and
reported as the code "internal_error" without its text. Nothing is ever printed to stdout, which
carries the protocol: logs go to stderr.
"""

from __future__ import annotations

import functools
import json
import logging
from typing import TYPE_CHECKING, Any, Callable, Literal

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ResourceNotFoundError, ToolError, UnexpectedToolError
from mcp.types import CallToolResult, TextContent
from pydantic import ValidationError

from ..edges.errors import describe, error_body
from ..edges.views import note_view, page_view, stats_view
from ..errors import AgentikError, InvalidInput
from ..notes.entries import iso_ms, parse_iso_ms
from ..notes.model import Source
from ..memory.prefetch import MemoryPrefetcher
from ..memory.tools import CategoryName, MemoryTools, format_note

if TYPE_CHECKING:
    from ..agent.skills import Skills
    from ..memory.store import MemoryStore
    from ..settings import Settings

log = logging.getLogger(__name__)

SERVER_NAME = "agentik-memory"
TOOL_NAMES = (*MemoryTools.AGENT_TOOLS, "memory_history", *MemoryTools.PIN_TOOLS, "memory_context")

INSTRUCTIONS = (
    "Long-term memory of the user that persists between conversations. Call memory_context with the "
    "user's message to get what is remembered about it; save durable facts about the user, their world "
    "and their preferences with memory_save (declarative facts, never secrets)."
)


class FactTools(MemoryTools):
    """The memory tools with the facts-over-time arguments an MCP client has room for (issue 19):
    memory_save(on_duplicate=), memory_search(as_of=) and memory_history. The chat agent keeps the
    shorter schemas of MemoryTools."""

    def memory_save(self, category: CategoryName, content: str, supersedes: list[str] | None = None,
                    on_duplicate: Literal["skip", "keep"] = "skip") -> str:
        return self._saved(category, content, supersedes, on_duplicate)

    memory_save.__doc__ = MemoryTools.memory_save.__doc__.rstrip() + """
            on_duplicate: "skip" (default) returns the stored note when the fact is already known
                (in any language); "keep" writes it anyway (only when the user wants the restatement
                kept too). Every version of a replaced fact: memory_history.
        """

    def memory_search(self, query: str, k: int = 5, as_of: str | None = None) -> str:
        """Search long-term memory for notes related to a query, best match first.

        Use it before saving (to avoid duplicates), or when you need something about the user or their
        projects that is not already in the context block of the user's message. Replaced facts are
        left out unless you ask what was true at a past moment with `as_of`.

        Args:
            query: what to look for, in any language.
            k: how many notes to return (1 to 50).
            as_of: a past moment (YYYY-MM-DD, an ISO time, or epoch milliseconds): the notes that
                were valid then, replaced facts included.
        """
        if as_of is None:
            return self._found(query, k)
        try:
            moment = parse_iso_ms(str(as_of).strip())
        except ValueError:
            raise InvalidInput(f"as_of {as_of!r} is not a date; use YYYY-MM-DD, an ISO time or epoch ms") from None
        return self._found(query, k, moment)

    def memory_history(self, id: str) -> str:
        """Every version of a fact, oldest first: when each was valid and which note replaced it.

        Args:
            id: the id of any version, e.g. "mem-3f2a...".
        """
        lines = []
        for version in self.store.history(id):
            until = iso_ms(version.valid_until)[:10] if version.valid_until is not None else "now"
            lines.append(f"{iso_ms(version.valid_from)[:10]} → {until}: {format_note(version)}")
        return "\n".join(lines)


def tool_error(exc: BaseException, *, message: str | None = None) -> CallToolResult:
    """An isError result carrying agentik's error body as text and as structuredContent."""
    body = error_body(exc, message=message)
    return CallToolResult(content=[TextContent(type="text", text=json.dumps(body, ensure_ascii=False))],
                          structured_content=body, is_error=True)


def _as_tool(method: Callable[..., str]) -> Callable[..., Any]:
    """The method, with agentik's named errors returned as error results (the SDK passes a
    CallToolResult through unchanged)."""

    @functools.wraps(method)
    def tool(*args: Any, **kwargs: Any) -> Any:
        try:
            return method(*args, **kwargs)
        except AgentikError as exc:
            log.info("tool %s refused: %s", method.__name__, exc.code)
            return tool_error(exc)

    return tool


class AgentikMCPServer(MCPServer):
    """MCPServer whose failed calls all answer in agentik's error body: arguments the input schema
    rejects and unknown tools as invalid_input, crashes as internal_error (logged, text withheld)."""

    async def call_tool(self, name: str, arguments: dict[str, Any], context: Any = None) -> Any:
        try:
            return await super().call_tool(name, arguments, context)
        except UnexpectedToolError:
            log.exception("tool %s crashed", name)
            return tool_error(RuntimeError(), message=f"the tool {name} failed unexpectedly; see the server's log")
        except ToolError as exc:
            if isinstance(exc.__cause__, ValidationError):
                return tool_error(InvalidInput(f"{name}: {_validation_message(exc.__cause__)}"))
            if self._tool_manager.get_tool(name) is None:
                return tool_error(InvalidInput(f"no tool named {name!r}; available: {', '.join(TOOL_NAMES)}"))
            raise


def _validation_message(error: ValidationError) -> str:
    """`k: Input should be a valid integer; category: ...` — field names and pydantic's reasons,
    one line (the SDK's own text spans lines and links to pydantic's site)."""
    parts = []
    for item in error.errors():
        where = ".".join(str(part) for part in item["loc"] if part != "arguments") or "arguments"
        parts.append(f"{where}: {item['msg']}")
    return "; ".join(parts)


PAGE_LIMIT = 50
"""Notes per page of the `agentik://memory/notes` resource unless the URI asks for another limit."""
PAGE_MAX = 500


def _as_resource(read: Callable[..., Any]) -> Callable[..., str]:
    """`read`'s view as JSON text; an agentik error becomes a resource error whose message is the
    error body: the request's fault (a 4xx status in the edge table: unknown id, bad limit) as
    ResourceNotFoundError, which the SDK sends as -32602 invalid params; the rest as -32603."""

    @functools.wraps(read)
    def resource(*args: Any, **kwargs: Any) -> str:
        try:
            return json.dumps(read(*args, **kwargs), ensure_ascii=False)
        except AgentikError as exc:
            error = ResourceNotFoundError if describe(exc).http_status < 500 else ResourceError
            raise error(json.dumps(error_body(exc), ensure_ascii=False)) from None

    return resource


def _add_resources(server: MCPServer, store: "MemoryStore") -> None:
    def stats() -> dict[str, Any]:
        """Counts by category and state, the embedding model(s) and where the memory lives."""
        return stats_view(store.stats())

    def notes(limit: int = PAGE_LIMIT, offset: int = 0) -> dict[str, Any]:
        """A page of live notes, newest first: {"notes", "total", "limit", "offset", "next_offset"}."""
        if isinstance(limit, bool) or not 1 <= limit <= PAGE_MAX:
            raise InvalidInput(f"limit must be a whole number from 1 to {PAGE_MAX}, not {limit!r}")
        return page_view(store.list(limit=limit, offset=offset), total=store.count(), limit=limit, offset=offset)

    def note(note_id: str) -> dict[str, Any]:
        """Every field of one note."""
        return note_view(store.get(note_id))

    json_type = "application/json"
    server.resource("agentik://memory/stats", name="memory_stats", mime_type=json_type)(_as_resource(stats))
    server.resource("agentik://memory/notes{?limit,offset}", name="memory_notes", mime_type=json_type)(
        _as_resource(notes))
    server.resource("agentik://memory/notes/{note_id}", name="memory_note", mime_type=json_type)(
        _as_resource(note))


def build_server(store: "MemoryStore", *, prefetcher: MemoryPrefetcher | None = None,
                 skills: "Skills | None" = None, skill_writes: bool = False) -> MCPServer:
    """An MCPServer exposing the memory tools over `store` (saves recorded as agent_save), and with
    `skills` the skill tools skill_list and skill_view (plus skill_save and skill_delete with
    `skill_writes`)."""
    tools = FactTools(store, source=Source.AGENT_SAVE, prefetcher=prefetcher)
    server = AgentikMCPServer(SERVER_NAME, instructions=INSTRUCTIONS, log_level="WARNING")
    for name in TOOL_NAMES:
        server.add_tool(_as_tool(getattr(tools, name)), name=name, structured_output=False)
    if skills is not None:
        from ..agent.skills.tools import SkillTools

        skill_tools = skills.tools()
        names = SkillTools.AGENT_TOOLS if skill_writes else SkillTools.READ_TOOLS
        for method in skill_tools.functions(names):
            server.add_tool(_as_tool(method), name=method.__name__, structured_output=False)
    _add_resources(server, store)
    return server


def serve_stdio(settings: "Settings", *, skill_writes: bool = False) -> None:
    """Open the configured memory (and skills) and serve them over stdin/stdout until the client disconnects."""
    from ..app import daily_curator, open_memory, open_skills

    store = open_memory(settings)
    daily = None
    try:
        skills = open_skills(settings, embedder=getattr(store, "embedder", None))
        daily = daily_curator(settings, store, tell=lambda line: log.warning("%s", line))  # stdout is MCP's
        try:
            server = build_server(store, prefetcher=MemoryPrefetcher.from_settings(store, settings), skills=skills,
                                  skill_writes=skill_writes)
            log.info("agentik MCP server on stdio, memory in %s", settings.home)
            server.run("stdio")
        finally:
            skills.close()
    finally:
        if daily is not None:
            daily.stop(timeout=2.0)
        store.close()
