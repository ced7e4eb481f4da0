"""The chat loop with the scripted model: memory tools, prefetch injection, persistence, hooks."""

import json
from dataclasses import dataclass

import pytest

from agentik.agent.chat import ChatAgent
from agentik.agent.fake import ScriptedModel, ScriptedReply
from agentik.notes.messages import RecordKind, Role
from agentik.agent.review import MemoryReviewer
from agentik.backends.sqlite.conversations import SqliteConversationStore
from agentik.errors import InvalidInput, LLMCallFailed
from agentik.notes.model import Source

CONTEXT_EN = "[Context — what I remember]"
CONTEXT_RU = "[Контекст — то, что я помню]"


@pytest.fixture
def make_agent(agent_settings, agent_store):
    """make_agent(chat_replies, review_replies=()) -> (agent, chat_model, review_model); a new
    SqliteConversationStore on the same agentik.db each time, like a restarted process."""
    made = []

    def make(chat_replies=(), review_replies=(), **options):
        chat = ScriptedModel(chat_replies)
        review = ScriptedModel(review_replies)
        wm = SqliteConversationStore(agent_settings.db_path)
        agent = ChatAgent(llm=chat, store=agent_store, working_memory=wm, settings=agent_settings,
                          reviewer=MemoryReviewer(review, agent_store), **options)
        made.append((agent, wm))
        return agent, chat, review

    yield make
    for agent, wm in made:
        agent.close(timeout=1)
        wm.close()


def save_call(content, category="user"):
    return ScriptedReply(tool_calls=[("memory_save", {"category": category, "content": content})])


def test_a_memory_save_call_stores_the_note_and_the_next_turn_carries_it(make_agent, agent_store):
    agent, chat, _ = make_agent([save_call("The user lives in Berlin"), "Noted.", "Sunny, probably."])
    conversation = agent.conversation()

    assert conversation.send("I live in Berlin") == "Noted."
    notes = agent_store.list()
    assert [(n.content, n.source) for n in notes] == [("The user lives in Berlin", Source.AGENT_SAVE)]
    assert chat.requests[1].messages[-1]["role"] == "tool"
    assert chat.requests[1].messages[-1]["content"].startswith("saved mem-")

    conversation.send("What is the weather like in Berlin today?")
    last = chat.requests[2].last_user
    assert last.startswith(CONTEXT_EN + "\n- The user lives in Berlin\n[/Context]\n\n")
    assert last.endswith("What is the weather like in Berlin today?")
    assert "lives in Berlin" not in chat.requests[2].system  # the prefix is in the user message, not the system

    stored = [m for m in conversation.messages() if m.role is Role.USER]
    assert [m.content for m in stored] == ["I live in Berlin", "What is the weather like in Berlin today?"]


def test_injected_notes_are_not_repeated_but_stay_on_their_message(make_agent, agent_store):
    agent_store.save("The user lives in Berlin", "user")
    agent, chat, _ = make_agent(["a", "b"])
    conversation = agent.conversation()
    conversation.send("Berlin plans?")
    conversation.send("More about Berlin please")

    second = chat.requests[1]
    users = [m["content"] for m in second.messages if m["role"] == "user"]
    assert users[0].startswith(CONTEXT_EN) and "The user lives in Berlin" in users[0]
    assert users[1] == "More about Berlin please"


def test_injected_ids_survive_a_restart(make_agent, agent_store):
    agent_store.save("The user lives in Berlin", "user")
    agent, _, _ = make_agent(["a"])
    conversation_id = agent.conversation().id
    agent.conversation(conversation_id).send("Berlin?")

    agent2, chat2, _ = make_agent(["b"])
    agent2.conversation(conversation_id).send("Berlin again?")
    request = chat2.requests[0]
    users = [m["content"] for m in request.messages if m["role"] == "user"]
    assert users[0].startswith(CONTEXT_EN) and users[1] == "Berlin again?"


def test_russian_turn_gets_the_russian_block(make_agent, agent_store):
    agent_store.save("Пользователь живёт в Берлине", "user")
    agent, chat, _ = make_agent(["Понял.", "Хорошо."])
    conversation = agent.conversation()
    conversation.send("Где я живу? В Берлине?")
    assert chat.requests[0].last_user.startswith(CONTEXT_RU + "\n- Пользователь живёт в Берлине\n[/Контекст]")
    assert conversation.language == "ru"
    conversation.send("ok")  # too short to switch the conversation to English
    assert conversation.language == "ru"


def test_a_refused_secret_comes_back_to_the_model_as_a_tool_result(make_agent, agent_store):
    key = "sk-proj-" + "a1B2c3D4e5F6g7H8i9J0" * 2
    agent, chat, _ = make_agent([save_call(f"API key is {key}", "world"), "I will not store that."])
    reply = agent.conversation().send(f"remember my key {key}")
    assert reply == "I will not store that."
    tool_result = chat.requests[1].messages[-1]
    assert tool_result["role"] == "tool"
    assert json.loads(tool_result["content"])["error"]["code"] == "refused_content"
    assert key not in tool_result["content"]
    assert agent_store.count() == 0


def test_streaming_deltas_join_to_the_reply(make_agent):
    agent, chat, _ = make_agent(["Hello there, how are you?"])
    pieces = []
    reply = agent.conversation().send("hi", on_delta=pieces.append)
    assert "".join(pieces) == reply == "Hello there, how are you?"
    assert len(pieces) > 1 and chat.requests[0].stream


def test_a_failed_turn_raises_and_is_not_counted(make_agent, agent_settings):
    agent, _, _ = make_agent([ScriptedReply(error="provider down"), "ok"])
    conversation = agent.conversation()
    with pytest.raises(LLMCallFailed, match="provider down"):
        conversation.send("first")
    assert agent.working_memory.get_conversation(conversation.id).turns_total == 0
    assert conversation.send("second") == "ok"
    assert agent.working_memory.get_conversation(conversation.id).turns_total == 1


def test_empty_message_is_refused(make_agent):
    agent, chat, _ = make_agent()
    with pytest.raises(InvalidInput):
        agent.conversation().send("   ")
    assert chat.requests == []


def test_a_model_that_never_stops_calling_tools_fails_the_turn(make_agent):
    calls = [ScriptedReply(tool_calls=[("memory_list", {})]) for _ in range(ChatAgent.max_tool_rounds)]
    agent, chat, _ = make_agent(calls)
    with pytest.raises(LLMCallFailed, match="still calling tools"):
        agent.conversation().send("loop")
    assert len(chat.requests) == ChatAgent.max_tool_rounds


def test_conversation_resumes_after_restart(make_agent):
    agent, _, _ = make_agent(["Hi Ada."])
    conversation_id = agent.conversation().id
    agent.conversation(conversation_id).send("I am Ada")

    agent2, chat2, _ = make_agent(["You are Ada."])
    resumed = agent2.conversation(conversation_id)
    assert [m.content for m in resumed.messages()] == ["I am Ada", "Hi Ada."]
    resumed.send("Who am I?")
    assert [m["content"] for m in chat2.requests[0].messages[1:]] == ["I am Ada", "Hi Ada.", "Who am I?"]


def test_extra_tools_are_offered_and_run(make_agent):
    def add(a: int, b: int) -> str:
        """Add two numbers.

        Args:
            a: first.
            b: second.
        """
        return str(a + b)

    agent, chat, _ = make_agent([ScriptedReply(tool_calls=[("add", {"a": 2, "b": "3"})]), "5"], tools=[add])
    assert agent.conversation().send("2+3?") == "5"
    assert "add" in chat.requests[0].tool_names
    assert chat.requests[1].messages[-1]["content"] == "5"


@dataclass
class Compacted:
    dropped: int

    def notice(self) -> str:
        return f"compacted {self.dropped}"


class CompactEverything:
    """A compressor that hides all but the last record, before every request once it has 3+ records."""

    def __init__(self):
        self.calls = 0

    def maybe_compress(self, conversation):
        self.calls += 1
        view = conversation.messages()
        if len(view) < 3:
            return None
        conversation.working_memory.compact(conversation.id, view[0].seq, view[-2].seq, "summary of earlier talk")
        return Compacted(len(view) - 1)

    def compress(self, conversation):
        return self.maybe_compress(conversation)


def test_compressor_hook_runs_before_every_request_and_takes_effect(make_agent):
    compressor = CompactEverything()
    agent, chat, _ = make_agent(["one", ScriptedReply(tool_calls=[("memory_list", {})]), "two"],
                                compressor=compressor)
    conversation = agent.conversation()
    notices = []
    conversation.send("first", on_notice=notices.append)
    conversation.send("second", on_notice=notices.append)

    assert compressor.calls == 3  # once per model request, tool rounds included
    assert notices == ["compacted 2", "compacted 3"]
    roles = [(m["role"], m["content"]) for m in chat.requests[2].messages[1:]]
    assert roles[0] == ("user", "summary of earlier talk")
    assert conversation.messages()[0].kind is RecordKind.SUMMARY
    assert conversation.compact() == Compacted(dropped=2)  # /compact forces it
    assert compressor.calls == 4


def test_compact_without_compressor_is_none(make_agent):
    agent, _, _ = make_agent()
    assert agent.conversation().compact() is None


def test_a_conversation_runs_on_its_turn_parts_alone(agent_settings, agent_store):
    """No agent behind it: the model, tools, prefetcher, settings, working memory and the review
    scheduler a turn uses are the ones in its TurnParts."""
    from agentik.agent.conversation import ChatConversation
    from agentik.agent.toolbox import ToolBox
    from agentik.agent.turn import TurnParts
    from agentik.memory.prefetch import MemoryPrefetcher
    from agentik.memory.tools import MemoryTools

    agent_store.save("The user deploys with k3s", "world")
    chat = ScriptedModel([save_call("The user lives in Berlin"), "Noted.", "ok", "ok"])
    scheduled = []
    wm = SqliteConversationStore(agent_settings.db_path)
    prefetcher = MemoryPrefetcher(agent_store)
    parts = TurnParts(llm=chat, toolbox=ToolBox(MemoryTools(agent_store, prefetcher=prefetcher).functions()),
                      prefetcher=prefetcher, settings=agent_settings, working_memory=wm,
                      instructions=lambda: "be brief", schedule_review=lambda records, language, **_: scheduled.append(
                          [m.content for m in records]))
    try:
        conversation = ChatConversation(parts, wm.create_conversation().id)
        assert not hasattr(conversation, "agent")
        conversation.send("Hi, I live in Berlin. How do we deploy?")
        conversation.send("thanks")
        conversation.send("bye")  # nudge_interval=3: the third turn hands its records to review
        first = chat.requests[0]
        assert first.messages[0] == {"role": "system", "content": "be brief"}
        assert "k3s" in first.messages[1]["content"] and first.tools  # prefetch block and tool schemas
        assert [n.content for n in agent_store.list(category="user")] == ["The user lives in Berlin"]
        assert len(scheduled) == 1 and scheduled[0][0] == "Hi, I live in Berlin. How do we deploy?"
    finally:
        wm.close()
