"""`agentik mcp` driven over stdio by the MCP SDK's own client (a real subprocess), plus in-process checks."""

import os
import sys

import anyio
import pytest
from mcp import Client, StdioServerParameters

from agentik.servers.mcp import TOOL_NAMES, build_server

EXPECTED_TOOLS = {"memory_save", "memory_search", "memory_list", "memory_delete", "memory_context"}


def text_of(result) -> str:
    return "".join(getattr(part, "text", "") for part in result.content)


@pytest.mark.slow
@pytest.mark.parametrize("embeddings", ["none", "local"])
def test_stdio_server_lists_saves_searches_deletes_and_refuses_cleanly(tmp_path, embeddings):
    env = {"AGENTIK_HOME": str(tmp_path / "home"), "AGENTIK_MEMORY_BACKEND": embeddings, "OMP_NUM_THREADS": "1",
           "PYTHONPATH": os.pathsep.join(sys.path)}
    params = StdioServerParameters(command=sys.executable, args=["-m", "agentik", "mcp"], env=env)

    async def session():
        async with Client(params, read_timeout_seconds=60) as client:
            tools = {tool.name: tool for tool in (await client.list_tools()).tools}
            assert set(tools) == EXPECTED_TOOLS
            assert tools["memory_save"].input_schema["properties"]["category"]["enum"] == ["user", "world", "preference"]
            assert "secret" in tools["memory_save"].description

            saved = await client.call_tool("memory_save", {"category": "user", "content": "The user lives in Berlin"})
            assert not saved.is_error and text_of(saved).startswith("saved mem-")
            note_id = text_of(saved).split()[1]

            found = await client.call_tool("memory_search", {"query": "Berlin", "k": 3})
            assert not found.is_error and note_id in text_of(found)

            context = await client.call_tool("memory_context", {"query": "Where does the user live? Berlin?"})
            assert text_of(context).startswith("[Context — what I remember]\n- The user lives in Berlin")

            bad_category = await client.call_tool("memory_save", {"category": "pets", "content": "x"})
            assert bad_category.is_error
            missing = await client.call_tool("memory_search", {})
            assert missing.is_error
            secret = await client.call_tool(
                "memory_save", {"category": "world", "content": "key sk-proj-" + "a1B2c3D4e5F6g7H8i9J0" * 2})
            assert secret.is_error and "refused" in text_of(secret)

            deleted = await client.call_tool("memory_delete", {"id": note_id})
            assert not deleted.is_error
            again = await client.call_tool("memory_delete", {"id": note_id})
            assert again.is_error and "no memory note" in text_of(again)

            listed = await client.call_tool("memory_list", {})
            assert text_of(listed) == "memory is empty"

    anyio.run(session)


def test_in_process_server_returns_the_reason_of_a_refusal(agent_store):
    server = build_server(agent_store)

    async def session():
        async with Client(server) as client:
            names = [tool.name for tool in (await client.list_tools()).tools]
            assert tuple(names) == TOOL_NAMES
            result = await client.call_tool("memory_search", {"query": "x", "k": 0})
            assert result.is_error and "k must be a whole number from 1 to 50" in text_of(result)
            result = await client.call_tool("memory_context", {"query": "nothing here"})
            assert not result.is_error and text_of(result) == ""

    anyio.run(session)
