"""The MCP server's skill tools, in process: read-only by default, writes behind a flag."""

import json

import anyio
from mcp import Client

from agentik.agent.skills import Skills
from agentik.servers.mcp import build_server

DESCRIPTION = "How we release agentik. Use when the user asks to release or tag a version."


def text_of(result) -> str:
    return "".join(getattr(part, "text", "") for part in result.content)


def test_skills_are_listed_and_viewed_and_written_only_with_the_flag(agent_store, tmp_path):
    with Skills.open(tmp_path / "skills", tmp_path / "agentik.db") as skills:
        skills.store.create("release-project", DESCRIPTION, "1. test\n2. tag", source="user_explicit")

        async def session():
            async with Client(build_server(agent_store, skills=skills)) as client:
                names = {tool.name for tool in (await client.list_tools()).tools}
                assert {"skill_list", "skill_view"} <= names and "skill_save" not in names
                listed = await client.call_tool("skill_list", {})
                assert text_of(listed) == f"- release-project: {DESCRIPTION}"
                viewed = await client.call_tool("skill_view", {"name": "release-project"})
                assert "2. tag" in text_of(viewed)
                missing = await client.call_tool("skill_view", {"name": "nope"})
                assert missing.is_error and json.loads(text_of(missing))["error"]["code"] == "skill_not_found"
            async with Client(build_server(agent_store, skills=skills, skill_writes=True)) as client:
                saved = await client.call_tool("skill_save", {
                    "action": "create", "name": "rotate-certs", "body": "1. cmctl renew",
                    "description": "Renew the staging TLS certificates. Use when they expire."})
                assert not saved.is_error, text_of(saved)

        anyio.run(session)
        assert skills.store.get("release-project").usage.use_count == 1
        assert skills.store.get("rotate-certs").body == "1. cmctl renew"
