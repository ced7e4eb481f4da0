"""Tools as plain text for models without native tool calling: the protocol in the request, calls
parsed from the reply, and memory_save working end to end through the chat loop (scripted model)."""

from __future__ import annotations

import pytest

from agentik.agent.chat import ChatAgent
from agentik.agent.fake import ScriptedModel, ScriptedReply
from agentik.agent.text_tools import (CALL_MARK, RESULT_MARK, TextToolCalls, parse_calls, text_messages,
                                       tool_protocol)
from agentik.backends.sqlite.conversations import SqliteConversationStore
from agentik.errors import LLMCallFailed

SAVE = f'{CALL_MARK} {{"name": "memory_save", "arguments": {{"category": "user", "content": "The user lives in Berlin"}}}}'


def test_calls_are_parsed_and_the_rest_is_the_text():
    text, calls = parse_calls(f"Let me note that.\n{SAVE}\n`{CALL_MARK}: {{\"name\": \"memory_list\"}}`", start=3)
    assert text == "Let me note that."
    assert [(c.id, c.name, c.arguments) for c in calls] == [
        ("text_call_3", "memory_save", {"category": "user", "content": "The user lives in Berlin"}),
        ("text_call_4", "memory_list", {})]
    broken = f'{CALL_MARK} {{"name": "memory_save", "arguments": '
    assert parse_calls(broken) == (broken.strip(), ())  # not valid JSON: left as text


def test_history_is_rewritten_without_native_tool_messages():
    tools = [{"type": "function", "function": {"name": "memory_save", "description": "Save a fact.\nMore.",
                                               "parameters": {"properties": {"category": {"enum": ["user", "world"]},
                                                                             "content": {"type": "string"}},
                                                              "required": ["category", "content"]}}}]
    messages = [{"role": "system", "content": "be brief"}, {"role": "user", "content": "I live in Berlin"},
                {"role": "assistant", "content": "", "tool_calls": [
                    {"id": "c1", "type": "function",
                     "function": {"name": "memory_save", "arguments": '{"category": "user", "content": "Berlin"}'}}]},
                {"role": "tool", "tool_call_id": "c1", "name": "memory_save", "content": "saved mem-1"}]
    out = text_messages(messages, tools)
    assert [m["role"] for m in out] == ["system", "user", "assistant", "user"]
    assert out[0]["content"].startswith("be brief") and "memory_save(category: user|world, content: string)" \
        in out[0]["content"] and "Save a fact." in out[0]["content"] and "More." not in out[0]["content"]
    assert out[2]["content"] == f'{CALL_MARK} {{"name": "memory_save", "arguments": {{"category": "user", "content": "Berlin"}}}}'
    assert out[3]["content"] == f"{RESULT_MARK} memory_save: saved mem-1"
    assert all("tool_calls" not in m and m["role"] != "tool" for m in out)


def test_memory_save_works_through_the_chat_loop_in_text_mode(agent_settings, agent_store):
    model = ScriptedModel([SAVE, "Noted, you live in Berlin."])
    wm = SqliteConversationStore(agent_settings.db_path)
    agent = ChatAgent(llm=TextToolCalls(model, mode="text"), store=agent_store, working_memory=wm,
                      settings=agent_settings)
    try:
        pieces = []
        reply = agent.conversation().send("I live in Berlin", on_delta=pieces.append)
        assert reply == "Noted, you live in Berlin." and "".join(pieces).strip() == reply
        assert [n.content for n in agent_store.list()] == ["The user lives in Berlin"]
        first, second = model.requests
        assert first.tools is None and CALL_MARK in first.messages[0]["content"]
        assert second.messages[-1]["content"].startswith(f"{RESULT_MARK} memory_save: saved mem-")
    finally:
        agent.close(timeout=1)
        wm.close()


def test_auto_switches_to_text_once_the_server_refuses_tools():
    model = ScriptedModel([ScriptedReply(error="the provider rejected the request: model does not support tools"),
                           SAVE, "plain answer"])
    llm = TextToolCalls(model, mode="auto")
    tools = [{"type": "function", "function": {"name": "memory_save", "description": "Save.", "parameters": {}}}]
    reply = llm.complete([{"role": "user", "content": "hi"}], tools=tools)
    assert llm.text and [c.name for c in reply.tool_calls] == ["memory_save"]
    assert model.requests[0].tools and model.requests[1].tools is None
    assert llm.complete([{"role": "user", "content": "again"}], tools=tools).content == "plain answer"
    assert model.requests[2].tools is None  # it stays in text mode


def test_auto_keeps_other_failures_and_native_replies_as_they_are():
    model = ScriptedModel([ScriptedReply(error="provider is down"), "native answer"])
    llm = TextToolCalls(model, mode="auto")
    tools = [{"type": "function", "function": {"name": "memory_list", "description": "List.", "parameters": {}}}]
    with pytest.raises(LLMCallFailed, match="provider is down"):
        llm.complete([{"role": "user", "content": "hi"}], tools=tools)
    assert llm.complete([{"role": "user", "content": "hi"}], tools=tools).content == "native answer"
    assert not llm.text and model.requests[1].tools


NAMES = ("memory_save", "memory_search")
BERLIN = {"category": "user", "content": "The user lives in Berlin"}


@pytest.mark.parametrize("written", [
    # what small local models write when asked to call a tool in text (issue 20)
    '<tool_call>\n{"name": "memory_save", "arguments": {"category": "user", "content": "The user lives in Berlin"}}\n</tool_call>',
    '<tool_call>{"name": "memory_save", "arguments": {"category": "user", "content": "The user lives in Berlin"}}',
    '**TOOL_CALL:** `{"name": "memory_save", "arguments": {"category": "user", "content": "The user lives in Berlin"}}`',
    '```json\n{"name": "memory_save", "parameters": {"category": "user", "content": "The user lives in Berlin"}}\n```',
    '{"type": "function", "function": {"name": "memory_save", '
    '"arguments": "{\\"category\\": \\"user\\", \\"content\\": \\"The user lives in Berlin\\"}"}}',
    'TOOL_CALL {"name": "memory_save", "arguments": {"category": "user", "content": "The user lives in Berlin"}',
    "TOOL_CALL {'name': 'memory_save', 'arguments': {'category': 'user', 'content': 'The user lives in Berlin',}}",
    '{"name": "memory_save", "category": "user", "content": "The user lives in Berlin"}',
    'memory_save(category="user", content="The user lives in Berlin")',
])
def test_the_forms_small_models_write_are_read_as_calls(written):
    text, calls = parse_calls(f"Sure, noting it.\n{written}\nAnything else?", names=NAMES)
    assert [(c.name, c.arguments) for c in calls] == [("memory_save", BERLIN)]
    assert text == "Sure, noting it.\n\nAnything else?" or text == "Sure, noting it.\nAnything else?"


@pytest.mark.parametrize("answer", [
    'Here is the config:\n```json\n{"name": "web", "port": 8080}\n```',        # JSON, but no tool of ours
    '{"name": "Ana", "city": "Berlin"}',
    "Call print(x) to see it.",
    "save_note(text='x')",                                                       # not a tool we have
    "TOOL_CALL {\"arguments\": {}}",                                             # no name: not a call
])
def test_json_and_code_that_are_not_calls_stay_the_answer(answer):
    assert parse_calls(answer, names=NAMES) == (answer.strip(), ())


def test_a_native_reply_that_writes_its_call_as_text_is_read(agent_settings, agent_store):
    """llama-cpp-python's server renders the tools into Qwen's template but hands `<tool_call>` back as
    text: the auto mode reads it, and the tools stay native for the next request."""
    model = ScriptedModel(['<tool_call>\n{"name": "memory_save", "arguments": '
                           '{"category": "user", "content": "The user lives in Berlin"}}\n</tool_call>',
                           "Noted."])
    wm = SqliteConversationStore(agent_settings.db_path)
    agent = ChatAgent(llm=TextToolCalls(model, mode="auto"), store=agent_store, working_memory=wm,
                      settings=agent_settings)
    try:
        assert agent.conversation().send("I live in Berlin") == "Noted."
        assert [n.content for n in agent_store.list()] == ["The user lives in Berlin"]
        assert all(request.tools for request in model.requests)
        assert model.requests[1].messages[-1]["role"] == "tool"
    finally:
        agent.close(timeout=1)
        wm.close()


def test_the_protocol_example_is_a_filled_in_call_that_parses():
    tools = [{"type": "function", "function": {"name": "memory_search", "parameters": {"properties": {
        "query": {"type": "string"}}, "required": ["query"]}}},
             {"type": "function", "function": {"name": "memory_save", "parameters": {"properties": {
                 "category": {"enum": ["world", "user"]}, "content": {"type": "string"}},
                 "required": ["category", "content"]}}}]
    example = tool_protocol(tools).splitlines()[-1].removeprefix("Example: ")
    assert "..." not in example
    _, calls = parse_calls(example)
    assert [(c.name, c.arguments["category"]) for c in calls] == [("memory_save", "user")]


@pytest.mark.parametrize("pieces, shown", [
    (["Sure, I will note that down for you.\n", "<tool_call>\n", '{"name": "memory_save", "arguments": ',
      '{"category": "user", "content": "The user lives in Berlin"}}', "\n</tool_call>"],
     "Sure, I will note that down for you.\n"),
    (["<tool", "_call>\n", '{"name": "memory_save", "arguments": {"category": "user", "content": "The user lives in Berlin"}}'],
     ""),
])
def test_a_streamed_native_reply_does_not_show_its_text_call(pieces, shown):
    seen = []
    tools = [{"type": "function", "function": {"name": "memory_save", "description": "Save.", "parameters": {}}}]
    reply = TextToolCalls(_Pieces(pieces), mode="auto").complete([{"role": "user", "content": "hi"}], tools=tools,
                                                                stream=True, on_delta=seen.append)
    assert [c.name for c in reply.tool_calls] == ["memory_save"]
    assert "".join(seen) == shown and "tool_call" not in "".join(seen)


def test_a_streamed_answer_without_calls_is_shown_whole_and_as_it_comes():
    pieces = ["The capital of Tatarstan ", "is Kazan.", "\nIt lies on the Volga.", " {braces} stay."]
    seen = []
    tools = [{"type": "function", "function": {"name": "memory_save", "description": "Save.", "parameters": {}}}]
    reply = TextToolCalls(_Pieces(pieces), mode="auto").complete([{"role": "user", "content": "hi"}], tools=tools,
                                                                stream=True, on_delta=seen.append)
    assert reply.tool_calls == () and "".join(seen) == reply.content == "".join(pieces)
    assert seen[0] == "The capital of Tatarstan "  # streamed as it came, before the reply ended


class _Pieces:
    """A native model that streams these pieces (and writes no native tool call)."""

    model = "pieces"

    def __init__(self, pieces):
        self.pieces = pieces

    def complete(self, messages, *, tools=None, stream=False, on_delta=None, max_tokens=None):
        from agentik.agent.llm import LLMReply

        for piece in self.pieces:
            if stream and on_delta is not None:
                on_delta(piece)
        return LLMReply(content="".join(self.pieces))
