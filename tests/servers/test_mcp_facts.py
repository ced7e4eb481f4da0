"""Facts that change over MCP (issue 19): on_duplicate, supersedes, as_of and memory_history as an
MCP client calls them (the SDK's in-process client)."""

import json

import anyio
from mcp import Client

from agentik.notes.model import now_ms
from agentik.servers.mcp import build_server


def text_of(result) -> str:
    return "".join(getattr(part, "text", "") for part in result.content)


def test_a_client_keeps_a_restatement_supersedes_a_fact_and_reads_its_history(agent_store):
    server = build_server(agent_store)

    async def session():
        async with Client(server) as client:
            async def call(name, **args):
                result = await client.call_tool(name, args)
                return result.is_error, text_of(result)

            _, saved = await call("memory_save", category="user", content="The user lives in Berlin")
            berlin = saved.split()[1]
            assert await call("memory_save", category="user", content="the user lives in Berlin!") == \
                (False, f"already known: {berlin} (user): The user lives in Berlin")
            error, kept = await call("memory_save", category="user", content="the user lives in Berlin!",
                                     on_duplicate="keep")
            assert not error and kept.startswith("saved ") and berlin not in kept
            before_move = now_ms()
            while now_ms() == before_move:
                await anyio.sleep(0.001)
            _, moved = await call("memory_save", category="user", content="The user moved to Munich",
                                  supersedes=[berlin])
            munich = moved.split()[1]
            assert f"replaced {berlin} (kept as history)" in moved

            _, now = await call("memory_search", query="where does the user live", k=5)
            assert munich in now and berlin not in now
            _, then = await call("memory_search", query="where does the user live", k=5, as_of=str(before_move))
            assert berlin in then and munich not in then
            _, history = await call("memory_history", id=munich)
            assert [line.split("] ")[0].split("[")[1] for line in history.splitlines()] == [berlin, munich]
            assert history.splitlines()[-1].split(":")[0].endswith("→ now")

            error, bad = await call("memory_search", query="x", as_of="last spring")
            assert error and json.loads(bad)["error"]["code"] == "invalid_input" and "as_of" in bad
            error, bad = await call("memory_save", category="user", content="x y z", on_duplicate="twice")
            assert error and json.loads(bad)["error"]["code"] == "invalid_input"

    anyio.run(session)
