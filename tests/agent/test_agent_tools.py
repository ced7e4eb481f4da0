"""Tool schemas derived from signatures and docstrings; the memory tools over the real SQLite store."""

import json
from enum import Enum
from typing import Literal

import pytest

from agentik.notes.messages import ToolCall
from agentik.agent.toolbox import ToolBox
from agentik.agent.toolschema import parse_docstring, tool_schema
from agentik.notes.model import Source
from agentik.memory.tools import MemoryTools


class Colour(str, Enum):
    RED = "red"
    BLUE = "blue"


def paint(wall: str, colour: Colour, coats: int = 2, mode: Literal["fast", "slow"] | None = None,
          tags: list[str] | None = None) -> str:
    """Paint a wall.

    Use it when asked to
    paint something.

    Args:
        wall: which wall.
        colour: the paint colour,
            one of the house colours.
        coats: how many coats.
        mode: drying mode.
        tags: labels.
    """
    return f"{wall}:{colour.value if isinstance(colour, Colour) else colour}:{coats}:{mode}"


def test_schema_comes_from_signature_and_docstring():
    schema = tool_schema(paint)
    function = schema["function"]
    assert schema["type"] == "function"
    assert function["name"] == "paint"
    assert function["description"] == "Paint a wall.\n\nUse it when asked to paint something."
    params = function["parameters"]
    assert params["required"] == ["wall", "colour"]
    props = params["properties"]
    assert props["wall"] == {"type": "string", "description": "which wall."}
    assert props["colour"] == {"type": "string", "enum": ["red", "blue"],
                               "description": "the paint colour, one of the house colours."}
    assert props["coats"] == {"type": "integer", "description": "how many coats.", "default": 2}
    assert props["mode"]["enum"] == ["fast", "slow"]
    assert props["tags"]["type"] == "array" and props["tags"]["items"] == {"type": "string"}


def test_docstring_without_sections_is_all_description():
    assert parse_docstring("Just one line.") == ("Just one line.", {})


def test_memory_tool_schemas_tell_the_model_when_to_save(agent_store):
    box = ToolBox(MemoryTools(agent_store).functions())
    assert box.names == ("memory_save", "memory_search", "memory_list", "memory_delete")
    save = box.schemas()[0]["function"]
    assert save["parameters"]["properties"]["category"]["enum"] == ["user", "world", "preference"]
    assert save["parameters"]["required"] == ["category", "content"]
    assert "secret" in save["description"] and "Do not save" in save["description"]
    search = box.schemas()[1]["function"]["parameters"]
    assert search["required"] == ["query"] and search["properties"]["k"]["default"] == 5


@pytest.mark.parametrize("name,args,code,message", [
    ("memory_nope", {}, "invalid_input",
     "no tool named 'memory_nope'; available: memory_save, memory_search, memory_list, memory_delete"),
    ("memory_save", {"content": "x"}, "invalid_input", "missing required argument(s): category"),
    ("memory_save", {"category": "pets", "content": "x"}, "invalid_input",
     "category must be one of user, world, preference, not 'pets'"),
    ("memory_search", {"query": "x", "k": "many"}, "invalid_input", "k must be a whole number, not 'many'"),
    ("memory_search", {"query": "x", "colour": "red"}, "invalid_input",
     "unknown argument(s) colour; allowed: query, k"),
    ("memory_delete", {"id": "mem-missing"}, "note_not_found",
     "no memory note with id 'mem-missing'; list ids with `agentik memory list`"),
    ("memory_search", {"query": "x", "k": 500}, "invalid_input", "k must be a whole number from 1 to 50, not 500"),
    ("memory_save", {"category": "user", "content": "   "}, "invalid_input",
     "content is empty; give the fact to remember as text"),
    ("memory_save", {"__unparsed__": "{not json"}, "invalid_input",
     "the arguments are not a JSON object; send them as JSON"),
])
def test_toolbox_turns_bad_calls_into_error_code_and_message(agent_store, name, args, code, message):
    outcome = ToolBox(MemoryTools(agent_store).functions()).run(ToolCall("1", name, args))
    assert not outcome.ok
    assert json.loads(outcome.text) == {"error": {"code": code, "message": message}}
    assert agent_store.count() == 0


def test_a_crashing_tool_is_an_internal_error_result():
    def memory_boom(query: str) -> str:
        """Always fails.

        Args:
            query: anything.
        """
        raise RuntimeError("disk on fire")

    outcome = ToolBox([memory_boom]).run(ToolCall("1", "memory_boom", {"query": "x"}))
    assert not outcome.ok
    assert json.loads(outcome.text)["error"] == {
        "code": "internal_error", "message": "the tool failed unexpectedly (RuntimeError: disk on fire)"}


def test_memory_tools_round_trip(agent_store):
    tools = MemoryTools(agent_store)
    box = ToolBox(tools.functions())
    saved = box.run(ToolCall("1", "memory_save", {"category": "USER", "content": "The user lives in Berlin"}))
    assert saved.ok and saved.text.startswith("saved mem-")
    note = agent_store.list()[0]
    assert note.source is Source.AGENT_SAVE and note.category.value == "user"

    found = box.run(ToolCall("2", "memory_search", {"query": "Berlin", "k": "3"}))
    assert found.ok and note.id in found.text and "(user) The user lives in Berlin" in found.text
    assert box.run(ToolCall("3", "memory_list", {"category": "world"})).text == "no world notes"
    assert note.id in box.run(ToolCall("4", "memory_list", {})).text

    deleted = box.run(ToolCall("5", "memory_delete", {"id": note.id}))
    assert deleted.ok and agent_store.count() == 0
    assert box.run(ToolCall("6", "memory_list", {})).text == "memory is empty"


def test_a_secret_is_refused_as_a_tool_result(agent_store):
    box = ToolBox(MemoryTools(agent_store).functions())
    key = "sk-proj-" + "a1B2c3D4e5F6g7H8i9J0" * 2
    outcome = box.run(ToolCall("1", "memory_save", {"category": "world", "content": f"The OpenAI key is {key}"}))
    assert not outcome.ok
    error = json.loads(outcome.text)["error"]
    assert error["code"] == "refused_content" and error["message"].startswith("refused")
    assert key not in outcome.text
    assert agent_store.count() == 0


def test_review_tools_are_whitelisted_and_saved_as_auto_review(agent_store):
    tools = MemoryTools(agent_store, source="auto_review")
    box = ToolBox(tools.functions(MemoryTools.REVIEW_TOOLS))
    assert "memory_delete" not in box.names
    assert box.run(ToolCall("1", "memory_save", {"category": "preference", "content": "Likes short answers"})).ok
    assert agent_store.list()[0].source is Source.AUTO_REVIEW


def test_memory_context_renders_the_seed_block(agent_store):
    agent_store.save("Пользователь живёт в Берлине", "user")
    tools = MemoryTools(agent_store)
    block = tools.memory_context("Где живёт пользователь? В Берлине?")
    assert block.startswith("[Контекст — то, что я помню]\n- Пользователь живёт в Берлине")
    assert tools.memory_context("   ") == ""


@pytest.mark.parametrize("bad", [0, 51, True, 2.5])
def test_search_k_is_bounded(agent_store, bad):
    from agentik.errors import InvalidInput

    with pytest.raises(InvalidInput):
        MemoryTools(agent_store).memory_search("x", bad)


def test_the_same_tools_work_over_the_markdown_store(tmp_path):
    from agentik.app import memory_over
    from agentik.settings import Settings

    settings = Settings.from_env({}, home=tmp_path, memory_store="markdown", embedding_backend="none")
    store = memory_over(settings, None)
    try:
        box = ToolBox(MemoryTools(store).functions())
        assert box.run(ToolCall("1", "memory_save", {"category": "user", "content": "The user lives in Berlin"})).ok
        assert "The user lives in Berlin" in box.run(ToolCall("2", "memory_search", {"query": "Berlin"})).text
        note_id = store.list()[0].id
        assert box.run(ToolCall("3", "memory_delete", {"id": note_id})).ok
        assert box.run(ToolCall("4", "memory_list", {})).text == "memory is empty"
    finally:
        store.close()
