"""Small context windows (issue 20): the request fits with room for the reply, a compression never
makes it bigger, and short turns compress at most once every several turns — with the scripted
model (its echo also writes the summaries), real working memory and a real memory store."""

from __future__ import annotations

import logging
import random

import pytest

from agentik.agent.chat import ChatAgent
from agentik.agent.compression import Compressor, TokenEstimator
from agentik.agent.fake import scripted_from_env
from agentik.agent.guidance import COMPACT_GUIDANCE, MEMORY_GUIDANCE
from agentik.agent.window import LARGE_WINDOW_CUT, WindowBudget
from agentik.backends.sqlite.conversations import SqliteConversationStore
from agentik.notes.messages import RecordKind, Role
from agentik.settings import Settings

from compression_fakes import chat, full, open_conversation, say, words

VOCABULARY = ("deploy cluster berlin python server kazan tea chess postgres backup monday review budget "
              "alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima").split()

TURNS = 40
MIN_GAP = {1500: 3, 2048: 4, 4096: 8}
"""Fewest turns between two compressions, per window (measured: 4, 5 and 10 with these turns)."""


def talk(settings, store, limit: int):
    """40 user turns of ~40 words through a ChatAgent at `limit` tokens; returns what happened."""
    settings = settings.__class__.from_env({}, home=settings.home, embedding_backend="none", model="fake",
                                           context_limit=limit, nudge_interval=1000)
    rng = random.Random(limit)
    wm = SqliteConversationStore(settings.db_path)
    llm = scripted_from_env(settings)
    compressor = Compressor(settings=settings)
    agent = ChatAgent(llm=llm, store=store, working_memory=wm, settings=settings, compressor=compressor)
    try:
        conversation = agent.conversation()
        at = []
        for turn in range(TURNS):
            notices = []
            text = f"turn {turn}: " + " ".join(rng.choice(VOCABULARY) for _ in range(40))
            conversation.send(text, on_notice=notices.append)
            if notices:
                at.append(turn)
        state = compressor.throttle_state(conversation)
        estimator = compressor.estimator_for(conversation)
        sent = [estimator.count_request(r.messages, tools=r.tools) for r in llm.requests if r.tools]
        history = wm.messages(conversation.id, include_hidden=True)
        return at, state, sent, history
    finally:
        agent.close(timeout=1)
        wm.close()


@pytest.fixture
def remembered(agent_store):
    """A memory with notes on the conversation's words, so every turn carries a context block."""
    agent_store.save_many([f"The user mentioned {a} and {b} together" for a, b in zip(VOCABULARY, VOCABULARY[1:])],
                          "world")
    return agent_store


@pytest.mark.parametrize("limit", sorted(MIN_GAP))
def test_short_turns_in_a_small_window_compress_rarely_and_every_request_fits(agent_settings, remembered, limit,
                                                                              caplog):
    with caplog.at_level(logging.INFO, logger="agentik.agent.compression.compressor"):
        at, state, sent, history = talk(agent_settings, remembered, limit)
    assert at, "40 turns of 40 words must fill the window at least once"
    gaps = [later - earlier for earlier, later in zip(at, at[1:])]
    assert all(gap >= MIN_GAP[limit] for gap in gaps), (limit, at)
    # every request leaves the reply its quarter of the window (the compression threshold)
    assert max(sent) <= 0.75 * limit, (limit, max(sent))
    # every compression made the request smaller, and nothing was lost
    saved = [record for record in caplog.records if "compressed" in record.getMessage()]
    for record in saved:
        before, after = (int(n.replace(",", "")) for n in record.getMessage().split(": ")[-1].split(" tokens")[0]
                         .split(" → "))
        assert after < before
    assert state.compressions == len(at)
    users = [m for m in history if m.role is Role.USER and m.kind is RecordKind.MESSAGE]
    assert len(users) == TURNS


def test_a_middle_too_small_for_a_smaller_summary_is_kept_and_said_once(tmp_path, caplog):
    conv = open_conversation(tmp_path, replies=["## Goal\nkeep going"] * 3)
    chat(conv, 1, size=60)
    say(conv, Role.USER, words(60))          # the head: 3 records
    say(conv, Role.ASSISTANT, "ok")          # the middle: two tiny records
    say(conv, Role.USER, "ok")
    chat(conv, 4, size=60, start=1)          # the tail: the 8 records /compact keeps
    limit = 4000
    comp = Compressor(settings=Settings(model="fake", context_limit=limit),
                      estimator=TokenEstimator("fake", context_limit=limit), cut=LARGE_WINDOW_CUT)
    before = full(conv)
    with caplog.at_level(logging.WARNING):
        assert comp.compress(conv) is None
        assert comp.compress(conv) is None
    assert full(conv) == before and conv.llm.requests == []  # no summariser call either
    said = [r for r in caplog.records if "would not be smaller" in r.getMessage()]
    assert len(said) == 1
    assert comp.throttle_state(conv).failures == 0  # a /compact the user asked for is not a failed attempt


def test_a_small_window_gets_the_compact_instruction_tools_and_context_block(agent_settings, agent_store):
    wm = SqliteConversationStore(agent_settings.db_path)
    try:
        small = ChatAgent(llm=scripted_from_env(agent_settings), store=agent_store, working_memory=wm,
                          settings=agent_settings.__class__.from_env({}, home=agent_settings.home, context_limit=2048))
        large = ChatAgent(llm=scripted_from_env(agent_settings), store=agent_store, working_memory=wm,
                          settings=agent_settings.__class__.from_env({}, home=agent_settings.home, context_limit=8192))
        estimator = TokenEstimator("fake")
        assert COMPACT_GUIDANCE in small.instructions and MEMORY_GUIDANCE not in small.instructions
        assert MEMORY_GUIDANCE in large.instructions
        overhead = {name: estimator.count_request([{"role": "system", "content": agent.instructions}],
                                                  tools=agent.toolbox.schemas())
                    for name, agent in (("small", small), ("large", large))}
        assert overhead["small"] <= 0.25 * 2048 < overhead["large"]
        assert small.toolbox.names == large.toolbox.names
        review_tools = {name: estimator.count_request([], tools=agent.reviewer.toolbox.schemas())
                        for name, agent in (("small", small), ("large", large))}
        assert review_tools["small"] < review_tools["large"]  # the review's transcript gets that room
        assert small.prefetcher.char_budget == int(2048 * 0.08 * 4) < large.prefetcher.char_budget
        # the arguments are still checked against the full schema
        from agentik.notes.messages import ToolCall

        outcome = small.toolbox.run(ToolCall("c1", "memory_save", {"category": "nonsense", "content": "x"}))
        assert not outcome.ok
        small.close()
        large.close()
    finally:
        wm.close()


def test_window_budget_thresholds():
    assert WindowBudget(2048).compact and WindowBudget(8191).compact
    assert not WindowBudget(8192).compact and not WindowBudget(128_000).compact
    assert WindowBudget(128_000).prefetch_chars(2000) == 2000
    assert WindowBudget(1500).prefetch_chars(2000) == 480


def test_a_small_window_shows_only_required_arguments_and_the_tool_still_takes_the_others(agent_settings,
                                                                                        agent_store):
    """A tiny local model fills in every argument it is shown (Qwen2.5-0.5B invented a `supersedes` id
    on every memory_save, and every save failed): the compact schemas list the required ones only."""
    wm = SqliteConversationStore(agent_settings.db_path)
    small = ChatAgent(llm=scripted_from_env(agent_settings), store=agent_store, working_memory=wm,
                      settings=agent_settings.__class__.from_env({}, home=agent_settings.home, context_limit=2048))
    try:
        save = next(s["function"] for s in small.toolbox.schemas() if s["function"]["name"] == "memory_save")
        assert set(save["parameters"]["properties"]) == set(save["parameters"]["required"]) == {"category", "content"}
        from agentik.notes.messages import ToolCall

        first = small.toolbox.run(ToolCall("c1", "memory_save", {"category": "user", "content": "The user lives in Kazan"}))
        assert first.ok
        later = small.toolbox.run(ToolCall("c2", "memory_save", {"category": "user", "content": "The user lives in Berlin",
                                                                  "supersedes": [n.id for n in agent_store.list()]}))
        assert later.ok, later.text  # an argument the model was not shown still works
    finally:
        small.close()
        wm.close()
