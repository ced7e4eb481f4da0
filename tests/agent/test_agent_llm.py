"""LLM access: choosing a client, the scripted fake, litellm stream assembly, and one live call."""

import json
import os

import pytest

from agentik.agent.fake import FAKE_SCRIPT_ENV, ScriptedModel, ScriptedReply, load_script, scripted_from_env
from agentik.agent.llm import LiteLLMClient, _assemble_stream, _reply_from_response, llm_from_settings
from agentik.agent.text_tools import TextToolCalls
from agentik.errors import ConfigError, LLMCallFailed, NoModelConfigured
from agentik.settings import Settings


def test_no_model_is_a_friendly_error():
    with pytest.raises(NoModelConfigured) as info:
        llm_from_settings(Settings.from_env({}))
    message = str(info.value)
    assert "AGENTIK_MODEL" in message and "\n" not in message


def test_model_names_pick_the_client(monkeypatch):
    monkeypatch.delenv(FAKE_SCRIPT_ENV, raising=False)
    assert isinstance(llm_from_settings(Settings.from_env({}, model="fake")), ScriptedModel)
    client = llm_from_settings(Settings.from_env({}, model="ollama/llama3", api_base="http://localhost:11434",
                                                 llm_timeout=5.0))
    assert isinstance(client, TextToolCalls) and isinstance(client.inner, LiteLLMClient) and client.mode == "auto"
    assert (client.model, client.api_base, client.timeout) == ("ollama/llama3", "http://localhost:11434", 5.0)
    native = llm_from_settings(Settings.from_env({}, model="openai/gpt-4o-mini", tool_calls="native"))
    assert isinstance(native, LiteLLMClient)
    assert isinstance(llm_from_settings(Settings.from_env({}), model="fake"), ScriptedModel)


def test_fake_script_file(tmp_path, monkeypatch):
    script = tmp_path / "script.json"
    script.write_text(json.dumps([
        {"content": "first"},
        {"tool_calls": [{"name": "memory_list", "arguments": {}}]},
        "plain string",
    ]), encoding="utf-8")
    monkeypatch.setenv(FAKE_SCRIPT_ENV, str(script))
    model = scripted_from_env()
    assert model.complete([{"role": "user", "content": "a"}]).content == "first"
    assert model.complete([{"role": "user", "content": "b"}]).tool_calls[0].name == "memory_list"
    assert model.complete([{"role": "user", "content": "c"}]).content == "plain string"
    assert model.complete([{"role": "user", "content": "echo me"}]).content == "(fake) you said: echo me"

    script.write_text("{not json", encoding="utf-8")
    with pytest.raises(ConfigError, match=FAKE_SCRIPT_ENV):
        load_script(script)


def test_scripted_model_records_requests_and_fails_on_demand():
    model = ScriptedModel([ScriptedReply(error="rate limited"), "fine"])
    with pytest.raises(LLMCallFailed, match="rate limited"):
        model.complete([{"role": "user", "content": "x"}], tools=[{"type": "function", "function": {"name": "t"}}])
    assert model.complete([{"role": "user", "content": "y"}]).content == "fine"
    assert [r.last_user for r in model.requests] == ["x", "y"]
    assert model.requests[0].tool_names == ("t",)
    with pytest.raises(LLMCallFailed, match="no reply left"):
        model.complete([])


def test_stream_assembly_joins_text_and_tool_call_pieces():
    chunks = [
        {"choices": [{"delta": {"content": "Let me "}}]},
        {"choices": [{"delta": {"content": "save that."}}]},
        {"choices": [{"delta": {"tool_calls": [{"index": 0, "id": "call_a",
                                                 "function": {"name": "memory_save", "arguments": "{\"categ"}}]}}]},
        {"choices": [{"delta": {"tool_calls": [{"index": 0, "function": {"arguments": "ory\": \"user\", "}}]}}]},
        {"choices": [{"delta": {"tool_calls": [{"index": 1, "id": "call_b",
                                                 "function": {"name": "memory_list", "arguments": "{}"}}]}}]},
        {"choices": [{"delta": {"tool_calls": [{"index": 0, "function": {"arguments": "\"content\": \"Ada\"}"}}]}}]},
        {"choices": [], "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15}},
    ]
    pieces = []
    reply = _assemble_stream(chunks, pieces.append)
    assert pieces == ["Let me ", "save that."] and reply.content == "Let me save that."
    assert [(c.id, c.name, c.arguments) for c in reply.tool_calls] == [
        ("call_a", "memory_save", {"category": "user", "content": "Ada"}),
        ("call_b", "memory_list", {}),
    ]
    assert reply.usage["total_tokens"] == 15


def test_non_stream_response_parsing():
    response = {"choices": [{"message": {"content": None, "tool_calls": [
        {"id": "c1", "function": {"name": "memory_search", "arguments": "{\"query\": \"Berlin\"}"}}]}}]}
    reply = _reply_from_response(response)
    assert reply.content == "" and reply.tool_calls[0].arguments == {"query": "Berlin"}


@pytest.mark.slow  # imports litellm (seconds)
def test_litellm_client_streams_through_litellm_offline():
    """litellm's own mock_response: the real client code path, no network."""
    client = LiteLLMClient("openai/gpt-4o-mini", num_retries=0, extra={"mock_response": "Hello from litellm"})
    pieces = []
    reply = client.complete([{"role": "user", "content": "hi"}], stream=True, on_delta=pieces.append)
    assert reply.content == "Hello from litellm" == "".join(pieces)
    assert client.complete([{"role": "user", "content": "hi"}]).content == "Hello from litellm"


@pytest.mark.slow  # imports litellm
def test_missing_provider_key_is_a_friendly_error(monkeypatch):
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    client = LiteLLMClient("anthropic/claude-3-5-haiku-latest", num_retries=0)
    with pytest.raises(NoModelConfigured, match="ANTHROPIC_API_KEY"):
        client.complete([{"role": "user", "content": "hi"}])


@pytest.mark.live_llm
@pytest.mark.skipif(not os.environ.get("OPENAI_API_KEY"), reason="needs OPENAI_API_KEY")
def test_live_provider_turn_with_memory(agent_settings, agent_store):
    """The same code path as the fake, against a real provider (AGENTIK_LIVE_MODEL, default gpt-4o-mini)."""
    from agentik.agent.chat import ChatAgent
    from agentik.backends.sqlite.conversations import SqliteConversationStore

    llm = LiteLLMClient(os.environ.get("AGENTIK_LIVE_MODEL", "openai/gpt-4o-mini"), timeout=60)
    wm = SqliteConversationStore(agent_settings.db_path)
    with ChatAgent(llm=llm, store=agent_store, working_memory=wm, settings=agent_settings) as agent:
        pieces = []
        reply = agent.conversation().send(
            "Please remember this about me: I deploy everything with k3s. Reply with one short sentence.",
            on_delta=pieces.append)
        assert reply.strip() and "".join(pieces).strip()
        assert any("k3s" in note.content for note in agent_store.list())
    wm.close()


@pytest.mark.slow  # imports litellm
@pytest.mark.parametrize("model, base", [("ollama/llama3.2", "http://127.0.0.1:9"),
                                         ("openai/smollm2", "http://127.0.0.1:9/v1")])
def test_a_local_server_that_is_down_is_one_clear_line(monkeypatch, model, base):
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)  # a local OpenAI-compatible server needs none
    client = LiteLLMClient(model, api_base=base, num_retries=0, timeout=5)
    with pytest.raises(LLMCallFailed) as caught:
        client.complete([{"role": "user", "content": "hi"}])
    message = str(caught.value)
    assert message.startswith(f"{model}: cannot reach the model server at {base} (")
    assert "Connection refused" in message and "AGENTIK_API_BASE" in message and "\n" not in message
