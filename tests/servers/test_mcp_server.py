"""`agentik mcp` driven over stdio by the MCP SDK's own client (a real subprocess), plus in-process checks."""

import json
import os
import sys

import anyio
import pytest
from mcp import Client, StdioServerParameters

from agentik.servers.mcp import TOOL_NAMES, build_server

EXPECTED_TOOLS = {"memory_save", "memory_search", "memory_list", "memory_delete", "memory_history", "memory_pin",
                  "memory_unpin", "memory_context"}


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
            assert set(tools) == EXPECTED_TOOLS | {"skill_list", "skill_view"}  # skills: read-only by default
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
            assert secret.is_error and json.loads(text_of(secret))["error"]["code"] == "refused_content"

            deleted = await client.call_tool("memory_delete", {"id": note_id})
            assert not deleted.is_error
            again = await client.call_tool("memory_delete", {"id": note_id})
            assert again.is_error and json.loads(text_of(again))["error"]["code"] == "note_not_found"

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


@pytest.mark.parametrize("name,args,code,message_part", [
    ("memory_search", {"query": "x", "k": 0}, "invalid_input", "k must be a whole number from 1 to 50"),
    ("memory_save", {"category": "pets", "content": "x"}, "invalid_input", "memory_save: category: Input should be"),
    ("memory_search", {}, "invalid_input", "memory_search: query: Field required"),
    ("memory_nope", {}, "invalid_input", "no tool named 'memory_nope'"),
    ("memory_delete", {"id": "mem-gone"}, "note_not_found", "no memory note with id 'mem-gone'"),
    ("memory_save", {"category": "world", "content": "key sk-proj-" + "a1B2c3D4e5F6g7H8i9J0" * 2},
     "refused_content", "refused: "),
])
def test_every_failed_call_answers_with_code_and_message(agent_store, name, args, code, message_part):
    server = build_server(agent_store)

    async def session():
        async with Client(server) as client:
            return await client.call_tool(name, args)

    result = anyio.run(session)
    assert result.is_error
    body = json.loads(text_of(result))
    assert set(body) == {"error"} and set(body["error"]) == {"code", "message"}
    assert body["error"]["code"] == code and message_part in body["error"]["message"]
    assert result.structured_content == body
    assert "a1B2c3D4e5F6g7H8i9J0" not in text_of(result)
    assert agent_store.count() == 0


def test_a_crashing_tool_is_an_internal_error_without_its_text(agent_store):
    server = build_server(agent_store)

    def boom(query: str) -> str:
        """Always crashes."""
        raise RuntimeError("secret internals")

    server.add_tool(boom, name="boom", structured_output=False)

    async def session():
        async with Client(server) as client:
            return await client.call_tool("boom", {"query": "x"})

    result = anyio.run(session)
    assert result.is_error
    error = json.loads(text_of(result))["error"]
    assert error["code"] == "internal_error" and "boom" in error["message"]
    assert "secret internals" not in text_of(result)


def test_resources_are_the_shared_json_views(agent_store):
    from mcp.shared.exceptions import MCPError

    from agentik.edges.views import note_view, page_view, stats_view

    notes = [agent_store.save(f"Service {n} listens on port {9000 + n}", "world") for n in range(3)]
    server = build_server(agent_store)

    async def session():
        async with Client(server) as client:
            async def read(uri):
                return json.loads((await client.read_resource(uri)).contents[0].text)

            stats = await read("agentik://memory/stats")
            page = await read("agentik://memory/notes?limit=2&offset=1")
            first = await read("agentik://memory/notes")
            one = await read(f"agentik://memory/notes/{notes[0].id}")
            failures = []
            for uri in ("agentik://memory/notes/mem-nope", "agentik://memory/notes?limit=0"):
                with pytest.raises(MCPError) as caught:
                    await read(uri)
                failures.append(caught.value)
            return stats, page, first, one, failures

    stats, page, first, one, failures = anyio.run(session)
    assert stats == json.loads(json.dumps(stats_view(agent_store.stats())))
    newest_first = sorted(notes, key=lambda note: (note.created_at, note.id), reverse=True)  # ties: by id
    assert page == page_view(newest_first[1:3], total=3, limit=2, offset=1)
    assert first["next_offset"] is None and len(first["notes"]) == 3
    assert one == note_view(notes[0])
    codes = [json.loads(failure.message)["error"]["code"] for failure in failures]
    assert codes == ["note_not_found", "invalid_input"]
    assert all(failure.code == -32602 for failure in failures)
