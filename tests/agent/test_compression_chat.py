"""Compression inside the real chat loop: ChatAgent + ScriptedModel, a small context limit, 60 turns.

The scripted model plays two parts: the chat model (short filler answers) and the summariser (when
it is sent the summary prompt), a faithful one that carries the facts the user asked it to
remember — from the transcript and from the previous summary — into its answer. The memory review
(its own scripted model) saves the cat's name when it sees it, so the fact is reachable both ways.
"""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from agentik.agent.chat import ChatAgent
from agentik.agent.compression import Compressor, TokenEstimator
from agentik.agent.fake import ScriptedModel, ScriptedReply
from agentik.notes.messages import RecordKind, Role
from agentik.agent.review import MemoryReviewer
from agentik.backends.sqlite.conversations import SqliteConversationStore
from agentik.notes.model import Source

LIMIT = 3000
FACT = "My cat is called Murka, please remember that."
SUMMARISER_MARK = "handoff summary"


def fake_summariser(messages: list[dict]) -> ScriptedReply:
    """Keep the FACT lines of the previous summary and add the user's 'remember' lines."""
    prompt = messages[-1]["content"]
    facts = re.findall(r"^- FACT: .*$", prompt, flags=re.M)
    for line in re.findall(r"^\[#\d+\] USER: (.*)$", prompt, flags=re.M):
        if "remember" in line:
            facts.append(f"- FACT: {line}")
    body = "\n".join(dict.fromkeys(facts)) or "none"
    return ScriptedReply(f"## Historical Task Snapshot\nsmall talk\n## Active State\n{body}")


def chat_fallback(messages: list[dict]) -> ScriptedReply:
    if SUMMARISER_MARK in (messages[0].get("content") or ""):
        return fake_summariser(messages)
    return ScriptedReply("Sure. " + " ".join(f"filler{i}" for i in range(35)))


def review_fallback(messages: list[dict]) -> ScriptedReply:
    if messages[-1]["role"] == "tool":
        return ScriptedReply("saved")
    if "Murka" in messages[-1]["content"]:
        return ScriptedReply(tool_calls=[("memory_save", {"category": "user",
                                                          "content": "The user's cat is called Murka"})])
    return ScriptedReply("nothing to save")


@pytest.fixture
def small_agent(agent_settings, agent_store):
    # no periodic review: the only reviews are the ones compression schedules for the middle
    settings = replace(agent_settings, nudge_interval=1000, model="fake", context_limit=LIMIT)
    chat = ScriptedModel([ScriptedReply(tool_calls=[("memory_list", {})]), "You have no notes yet."],
                         fallback=chat_fallback)
    review = ScriptedModel([], fallback=review_fallback)
    wm = SqliteConversationStore(settings.db_path)
    agent = ChatAgent(llm=chat, store=agent_store, working_memory=wm, settings=settings,
                      reviewer=MemoryReviewer(review, agent_store), compressor=Compressor(settings=settings))
    yield agent, chat, review
    agent.close(timeout=2)
    wm.close()


def test_sixty_turns_never_exceed_the_limit_and_turn_two_stays_reachable(small_agent, agent_store):
    agent, chat, review = small_agent
    conversation = agent.conversation()
    notices: list[str] = []
    estimator = TokenEstimator("fake", context_limit=LIMIT)

    conversation.send("Hi! What do you remember about me?", on_notice=notices.append)
    conversation.send(FACT, on_notice=notices.append)
    for turn in range(3, 60):
        conversation.send(f"Turn {turn}: tell me something. " + " ".join(f"word{i}" for i in range(40)),
                          on_notice=notices.append)
        agent.reviews.wait(5)
    conversation.send("What is my cat called?", on_notice=notices.append)
    agent.reviews.wait(10)

    # never more than the limit, in any request: chat rounds and the summariser's own
    for request in chat.requests:
        assert estimator.count_request(request.messages, tools=request.tools) <= LIMIT, request.index
    summariser_calls = [r for r in chat.requests if SUMMARISER_MARK in r.messages[0]["content"]]
    assert len(notices) >= 3 and len(summariser_calls) == len(notices)
    assert all(line.startswith("compressed ") and "\n" not in line for line in notices)

    # turn 2 is hidden from the model, yet the fact reaches turn 60 through the folded summary...
    view = conversation.messages()
    assert FACT not in [m.content for m in view]
    last = chat.requests[-1]
    assert last.last_user.endswith("What is my cat called?")
    summaries = [m for m in view if m.kind is RecordKind.SUMMARY]
    assert len(summaries) == 1 and "Murka" in summaries[0].content
    assert any("Murka" in (m.get("content") or "") for m in last.messages)
    # ...and through memory: the review of the compacted middle saved it
    notes = [n for n in agent_store.list() if "Murka" in n.content]
    assert notes and notes[0].source is Source.AUTO_REVIEW

    # nothing was lost: the full history still holds every user message, in order
    history = conversation.working_memory.messages(conversation.id, include_hidden=True)
    users = [m.content for m in history if m.role is Role.USER and m.kind is RecordKind.MESSAGE]
    assert len(users) == 60 and users[1] == FACT


def test_each_round_builds_its_request_once_when_nothing_is_compacted(agent_settings, agent_store, monkeypatch):
    from agentik.agent.conversation import ChatConversation

    settings = replace(agent_settings, nudge_interval=1000, model="fake", context_limit=100_000)
    chat = ScriptedModel([ScriptedReply(tool_calls=[("memory_list", {})]), "Nothing yet."])
    wm = SqliteConversationStore(settings.db_path)
    agent = ChatAgent(llm=chat, store=agent_store, working_memory=wm, settings=settings,
                      compressor=Compressor(settings=settings))
    builds = []
    original = ChatConversation.request_messages

    def counted(self):
        built = original(self)
        builds.append(built)
        return built

    monkeypatch.setattr(ChatConversation, "request_messages", counted)
    try:
        agent.conversation().send("what do you remember?")
        assert len(chat.requests) == 2  # a tool round, then the answer
        assert len(builds) == 2  # the compressor's measuring build is the one sent
        assert [request.messages for request in chat.requests] == builds
    finally:
        agent.close()
        wm.close()
