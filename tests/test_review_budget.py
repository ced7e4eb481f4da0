"""The review's own request must fit a small context window."""

from agentik.agent.fake import ScriptedModel, ScriptedReply
from agentik.agent.messages import Message, Role
from agentik.agent.review import MemoryReviewer


def test_review_transcript_is_capped_by_the_context_limit(agent_store):
    model = ScriptedModel([ScriptedReply(content="nothing to save")])
    reviewer = MemoryReviewer(model, agent_store, context_limit=1000)
    history = [Message(Role.USER if i % 2 == 0 else Role.ASSISTANT, f"turn {i}: " + "слово " * 100) for i in range(40)]
    reviewer.review(history, "ru")
    sent = model.requests[0].messages[-1]["content"]
    assert len(sent) <= 2000 + 200  # the transcript (2 chars per token of a 1000-token window) plus its header
    assert "turn 39" in sent and "turn 0:" not in sent  # newest records are kept
