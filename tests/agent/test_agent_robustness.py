"""Edge cases of the chat loop: interrupted tool rounds, summaries and the review, forced /compact,
resuming an unknown conversation."""

import pytest
from click.testing import CliRunner

from agentik.agent.chat import ChatAgent
from agentik.agent.compression import Compressor
from agentik.agent.fake import ScriptedModel, ScriptedReply
from agentik.notes.messages import Role
from agentik.agent.review import MemoryReviewer
from agentik.backends.sqlite.conversations import SqliteConversationStore
from agentik.cli.main import cli


def interrupting_tool(reason: str) -> str:
    """A tool that is interrupted while it runs (the user pressed Ctrl-C).

    Args:
        reason: why it is called.
    """
    raise KeyboardInterrupt


@pytest.fixture
def wm(agent_settings):
    agent_settings.home.mkdir(parents=True, exist_ok=True)
    working_memory = SqliteConversationStore(agent_settings.db_path)
    yield working_memory
    working_memory.close()


def unanswered_calls(messages):
    answered = {m.tool_call_id for m in messages if m.role is Role.TOOL}
    return [call.id for m in messages for call in m.tool_calls if call.id not in answered]


def test_an_interrupted_tool_round_leaves_no_call_without_its_result(agent_settings, agent_store, wm):
    model = ScriptedModel([
        ScriptedReply(tool_calls=[("memory_save", {"category": "user", "content": "Lives in Kazan"}),
                                  ("interrupting_tool", {"reason": "test"})]),
        "Fine.",
    ])
    agent = ChatAgent(llm=model, store=agent_store, working_memory=wm, settings=agent_settings,
                      tools=[interrupting_tool])
    try:
        conversation = agent.conversation()
        with pytest.raises(KeyboardInterrupt):
            conversation.send("remember that I live in Kazan")
        assert unanswered_calls(conversation.messages()) == []
        assert conversation.send("and now?") == "Fine."
        sent = model.requests[-1].messages  # every call the provider sees has its result
        calls = {c["id"] for m in sent for c in m.get("tool_calls", ())}
        assert calls <= {m["tool_call_id"] for m in sent if m["role"] == "tool"}
    finally:
        agent.close(timeout=1)


def test_the_review_does_not_read_compression_summaries_again(agent_settings, agent_store, wm):
    review = ScriptedModel([ScriptedReply(content="nothing to save")])
    agent = ChatAgent(llm=ScriptedModel(["one", "two", "three"]), store=agent_store, working_memory=wm,
                      settings=agent_settings, reviewer=MemoryReviewer(review, agent_store))
    try:
        conversation = agent.conversation()
        first = [conversation.send("hello there, first message"), conversation.send("second message here")]
        assert first == ["one", "two"]
        visible = conversation.messages()
        wm.compact(conversation.id, visible[0].seq, visible[1].seq, "SUMMARY-OF-THE-FIRST-TURN")
        conversation.send("third message now")  # the 3rd successful turn: the review runs
        assert agent.reviews.wait(5)
        transcript = review.requests[0].messages[-1]["content"]
        assert "second message here" in transcript
        assert "SUMMARY-OF-THE-FIRST-TURN" not in transcript
    finally:
        agent.close(timeout=1)


def test_compact_with_nothing_to_compact_does_not_pause_compression(agent_settings, agent_store, wm):
    agent = ChatAgent(llm=ScriptedModel(["hi"]), store=agent_store, working_memory=wm, settings=agent_settings)
    try:
        conversation = agent.conversation()
        conversation.send("hello")
        compressor = Compressor(settings=agent_settings)
        for _ in range(6):
            assert compressor.compress(conversation) is None
        state = compressor.throttle_state(conversation)
        assert state.failures == 0 and state.paused_until == 0.0
    finally:
        agent.close(timeout=1)


def test_resuming_an_unknown_conversation_is_a_one_line_error(tmp_path):
    env = {"AGENTIK_HOME": str(tmp_path / "home"), "AGENTIK_MODEL": "fake", "AGENTIK_MEMORY_BACKEND": "none"}
    result = CliRunner().invoke(cli, ["chat", "--conversation", "conv-typo"], input="hello\n", env=env)
    assert result.exit_code == 1
    assert "no conversation with id 'conv-typo'" in result.output
    assert "Traceback" not in result.output


def test_a_failed_review_leaves_its_turns_for_the_next_review(agent_settings, agent_store, wm):
    from agentik.agent.conversation import REVIEWED_STATE

    review = ScriptedModel([ScriptedReply(error="the model is down"), ScriptedReply(content="nothing to save")])
    agent = ChatAgent(llm=ScriptedModel([f"answer {i}" for i in range(6)]), store=agent_store, working_memory=wm,
                      settings=agent_settings, reviewer=MemoryReviewer(review, agent_store))
    try:
        conversation = agent.conversation()
        for text in ("alpha one", "beta two", "gamma three"):  # the 3rd turn schedules a review: it fails
            conversation.send(text)
        assert agent.reviews.wait(5)
        assert len(agent.reviews.failures) == 1
        assert wm.get_state(conversation.id, REVIEWED_STATE, -1) == -1
        for text in ("delta four", "epsilon five", "zeta six"):
            conversation.send(text)
        assert agent.reviews.wait(5)
        transcript = review.requests[1].messages[-1]["content"]
        assert "alpha one" in transcript and "zeta six" in transcript
        assert wm.get_state(conversation.id, REVIEWED_STATE, -1) == conversation.messages()[-1].seq
    finally:
        agent.close(timeout=1)
