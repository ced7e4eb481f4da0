"""The background memory review (seed §6), driven by the scripted model. nudge_interval is 3 here.

No test measures time: ordering is proven with the fake's events and request records.
"""

import logging

import pytest

from agentik.agent.chat import ChatAgent
from agentik.agent.fake import ScriptedModel, ScriptedReply
from agentik.notes.messages import Message, Role
from agentik.agent.review import MemoryReviewer, render_transcript
from agentik.backends.sqlite.conversations import SqliteConversationStore
from agentik.notes.model import Source

WAIT = 30  # generous bound for background work to finish; never a timing assertion


@pytest.fixture
def make_agent(agent_settings, agent_store):
    made = []

    def make(chat_replies=(), review_replies=()):
        chat = ScriptedModel(chat_replies, fallback=lambda messages: ScriptedReply("ok"))
        review = ScriptedModel(review_replies)
        wm = SqliteConversationStore(agent_settings.db_path)
        agent = ChatAgent(llm=chat, store=agent_store, working_memory=wm, settings=agent_settings,
                          reviewer=MemoryReviewer(review, agent_store))
        made.append((agent, wm, review))
        return agent, chat, review

    yield make
    for agent, wm, review in made:
        review.release()
        agent.close(timeout=WAIT)
        wm.close()


def saves(*facts):
    return ScriptedReply(tool_calls=[(("memory_save"), {"category": c, "content": t}) for c, t in facts])


def test_review_runs_exactly_after_every_third_successful_turn(make_agent, agent_store):
    agent, _, review = make_agent(review_replies=["nothing to save", "nothing to save"])
    conversation = agent.conversation()
    seen = []
    for turn in range(1, 8):
        conversation.send(f"turn {turn}")
        assert agent.reviews.wait(WAIT)
        seen.append(len(review.requests))
    assert seen == [0, 0, 1, 1, 1, 2, 2]
    assert agent_store.count() == 0  # "nothing to save" is a valid outcome
    assert all(r.nothing_to_save for r in agent.reviews.results)


def test_a_failed_turn_does_not_count(make_agent):
    agent, _, review = make_agent(["ok", ScriptedReply(error="boom"), "ok", "ok"], ["nothing to save"])
    conversation = agent.conversation()
    conversation.send("one")
    with pytest.raises(Exception, match="boom"):
        conversation.send("two")
    conversation.send("three")
    assert agent.reviews.wait(WAIT) and review.requests == []
    conversation.send("four")
    assert agent.reviews.wait(WAIT) and len(review.requests) == 1


def test_review_writes_each_fact_as_auto_review(make_agent, agent_store):
    agent, _, review = make_agent(review_replies=[
        saves(("user", "The user is a DevOps engineer"), ("world", "The user deploys with k3s")), "done"])
    conversation = agent.conversation()
    for text in ("I'm a DevOps engineer", "we deploy with k3s", "thanks"):
        conversation.send(text)
    assert agent.reviews.wait(WAIT)

    notes = sorted((n.content, n.source) for n in agent_store.list())
    assert notes == [("The user deploys with k3s", Source.AUTO_REVIEW),
                     ("The user is a DevOps engineer", Source.AUTO_REVIEW)]
    request = review.requests[0]
    assert request.tool_names == ("memory_save", "memory_search", "memory_list")
    assert request.messages[0]["role"] == "system" and "nothing to save" in request.messages[0]["content"]
    transcript = request.messages[1]["content"]
    assert "User: I'm a DevOps engineer" in transcript and "User: thanks" in transcript
    assert len(agent.reviews.results[0].saved) == 2


def test_review_speaks_the_conversation_language(make_agent):
    agent, _, review = make_agent(review_replies=["nothing to save"])
    conversation = agent.conversation()
    for text in ("Привет", "Я живу в Берлине", "Спасибо"):
        conversation.send(text)
    assert agent.reviews.wait(WAIT)
    system, transcript = (m["content"] for m in review.requests[0].messages[:2])
    assert system.startswith("Ты работаешь в фоне") and "nothing to save" in system
    assert "Пользователь: Я живу в Берлине" in transcript


def test_the_counter_survives_a_restart(make_agent):
    agent, _, review = make_agent()
    conversation_id = agent.conversation().id
    agent.conversation(conversation_id).send("one")
    agent.conversation(conversation_id).send("two")
    agent.close()

    agent2, _, review2 = make_agent(review_replies=["nothing to save"])
    agent2.conversation(conversation_id).send("three")
    assert agent2.reviews.wait(WAIT)
    assert len(review2.requests) == 1
    transcript = review2.requests[0].messages[1]["content"]
    assert "User: one" in transcript and "User: three" in transcript


def test_a_slow_review_does_not_delay_the_next_turn(make_agent, agent_store):
    agent, chat, review = make_agent(
        review_replies=[ScriptedReply(tool_calls=[("memory_save", {"category": "user", "content": "Slow fact"})],
                                      delay=60), "done"])  # sleeps until released; long, so a loaded machine cannot flake it
    conversation = agent.conversation()
    for text in ("one", "two", "three"):
        conversation.send(text)
    assert review.started.wait(WAIT)  # the review is now asleep inside its model call

    conversation.send("four")  # returns while the review still sleeps
    assert len(chat.requests) == 4
    assert review.in_flight == 1 and review.finished == []
    assert agent_store.count() == 0

    review.release()
    assert agent.reviews.wait(WAIT)
    assert review.finished == [0, 1]
    assert [n.content for n in agent_store.list()] == ["Slow fact"]


def test_close_cancels_a_running_review_before_it_writes(make_agent, agent_store):
    slow_save = ScriptedReply(tool_calls=[("memory_save", {"category": "user", "content": "Never written"})], delay=60)
    agent, _, review = make_agent(review_replies=[slow_save])
    conversation = agent.conversation()
    for text in ("one", "two", "three"):
        conversation.send(text)
    assert review.started.wait(WAIT)

    agent.close(timeout=0)  # the user leaves while the review waits on the model
    review.release()
    assert agent.reviews.wait(WAIT)
    assert agent_store.count() == 0
    assert agent.reviews.results[0].cancelled


def test_a_failing_review_is_logged_and_never_reaches_the_user(make_agent, caplog):
    agent, _, review = make_agent(review_replies=[ScriptedReply(error="review model down")])
    conversation = agent.conversation()
    with caplog.at_level(logging.WARNING, logger="agentik.agent.review"):
        for text in ("one", "two", "three"):
            conversation.send(text)
        assert agent.reviews.wait(WAIT)
    assert conversation.send("four") == "ok"
    assert agent.reviews.failures and "review model down" in agent.reviews.failures[0]
    assert any("memory review failed" in r.message for r in caplog.records)


def test_reviewer_can_be_called_directly(agent_store):
    model = ScriptedModel([saves(("preference", "The user likes short answers")), "saved one"])
    reviewer = MemoryReviewer(model, agent_store)
    records = [Message(Role.USER, "Keep answers short please"), Message(Role.ASSISTANT, "Sure.")]
    result = reviewer.review(records, "en")
    assert result.reply == "saved one" and len(result.saved) == 1
    assert agent_store.list()[0].source is Source.AUTO_REVIEW
    assert model.requests[1].messages[-1]["role"] == "tool"


def test_transcript_skips_tool_records_and_keeps_the_newest_when_long():
    records = [m for i in range(30) for m in (Message(Role.USER, f"record {i:02d} " + "x" * 1500),
                                               Message(Role.TOOL, "tool output", tool_call_id="c", name="t"))]
    text = render_transcript(records, "en")
    assert "tool output" not in text
    assert len(text) < 30000
    assert "record 29" in text and "record 00" not in text
    assert text.index("record 28") < text.index("record 29")
    assert render_transcript([], "en") == ""


def test_a_compaction_during_a_review_does_not_send_its_records_again(agent_settings, agent_store):
    from agentik.agent.compression import Compressor

    settings = agent_settings.__class__.from_env({}, home=agent_settings.home, embedding_backend="none",
                                                 nudge_interval=8, context_limit=100_000)
    review = ScriptedModel([ScriptedReply("nothing to save", delay=60)],
                           fallback=lambda messages: ScriptedReply("nothing to save"))
    wm = SqliteConversationStore(settings.db_path)
    agent = ChatAgent(llm=ScriptedModel([], fallback=lambda messages: ScriptedReply("ok")), store=agent_store,
                      working_memory=wm, settings=settings, reviewer=MemoryReviewer(review, agent_store),
                      compressor=Compressor(settings=settings,
                                            summariser=lambda messages, max_tokens: "## Goal\nTalk about numbers"))
    try:
        conversation = agent.conversation()
        for number in range(8):  # past head and tail; long enough that a summary of the middle is smaller than the middle
            conversation.send(f"message number {number} about things: " + "and some more words " * 10)
        assert review.started.wait(WAIT)  # the turn's review holds every record so far and sleeps
        result = conversation.compact()
        assert result is not None and result.records_compacted > 0
        assert not result.review_scheduled  # every hidden record is in the running review already
        review.release()
        assert agent.reviews.wait(WAIT)
        assert len(review.requests) == 1
    finally:
        review.release()
        agent.close(timeout=WAIT)
        wm.close()
