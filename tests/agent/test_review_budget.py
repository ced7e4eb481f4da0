"""The review's own request must fit a small context window."""

from agentik.agent.compression.tokens import TokenEstimator
from agentik.agent.fake import ScriptedModel, ScriptedReply
from agentik.notes.messages import Message, Role
from agentik.agent.review import MemoryReviewer


def _history():
    return [Message(Role.USER if i % 2 == 0 else Role.ASSISTANT, f"turn {i}: " + "слово " * 100) for i in range(40)]


def test_the_whole_review_request_fits_the_window_with_room_for_the_reply(agent_store):
    model = ScriptedModel([ScriptedReply(content="nothing to save")])
    estimator = TokenEstimator(context_limit=2000)
    reviewer = MemoryReviewer(model, agent_store, estimator=estimator)
    reviewer.review(_history(), "ru")
    request = model.requests[0]
    assert estimator.count_request(request.messages, tools=request.tools) <= 2000 - 2000 // 4
    sent = request.messages[-1]["content"]
    assert "turn 39" in sent and "turn 0:" not in sent  # newest records are kept


def test_a_window_too_small_for_one_record_still_sends_the_newest_records_start(agent_store):
    model = ScriptedModel([ScriptedReply(content="nothing to save")])
    estimator = TokenEstimator(context_limit=2000)
    reviewer = MemoryReviewer(model, agent_store, estimator=estimator)
    budget = reviewer.transcript_budget("ru")
    long_record = Message(Role.USER, "turn 0: " + "слово " * 2000)
    reviewer.review([long_record], "ru")
    request = model.requests[0]
    assert "turn 0:" in request.messages[-1]["content"]
    assert estimator.count_request(request.messages, tools=request.tools) <= 2000 - 2000 // 4 + 8
    assert budget is not None and 0 < budget < 1500


def test_without_an_estimator_the_transcript_is_capped_in_characters(agent_store):
    model = ScriptedModel([ScriptedReply(content="nothing to save")])
    MemoryReviewer(model, agent_store).review(_history(), "ru")
    assert len(model.requests[0].messages[-1]["content"]) <= 24000 + 100


def test_a_window_that_cannot_hold_the_prompt_and_tools_skips_the_review_with_a_warning(agent_store, caplog):
    model = ScriptedModel([ScriptedReply(content="nothing to save")])
    reviewer = MemoryReviewer(model, agent_store, estimator=TokenEstimator(context_limit=500))
    result = reviewer.review(_history(), "ru")
    assert result.nothing_to_save and model.requests == []
    assert "no room for a transcript" in caplog.text
