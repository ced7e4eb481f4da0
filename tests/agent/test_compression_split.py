"""Where compression cuts: head, middle, tail — and never between a tool call and its results."""

from __future__ import annotations

from agentik.agent.compression.split import group_records, split_conversation, tail_budget
from agentik.agent.compression.tokens import TokenEstimator
from agentik.notes.messages import Message, RecordKind, Role, ToolCall

from compression_fakes import chat, open_conversation, say, tool_round, visible, words


def estimator(limit: int = 1000) -> TokenEstimator:
    return TokenEstimator("fake", context_limit=limit)


def test_head_is_system_plus_first_three_records_and_tail_keeps_at_least_eight(tmp_path):
    conv = open_conversation(tmp_path)
    say(conv, Role.SYSTEM, "you are agentik")
    chat(conv, 12, size=4)  # small records: the 8-record minimum decides the tail, the token budget allows more
    view = visible(conv)
    split = split_conversation(view, estimator=estimator(100_000), tail_tokens=60)
    assert [m.seq for m in split.head] == [0, 1, 2, 3]
    assert len(split.tail) == 8
    assert split.head + split.middle + split.tail == tuple(view)
    assert split.drop_range == (4, view[-9].seq)


def test_tail_takes_the_token_budget_when_it_holds_more_than_eight_records(tmp_path):
    conv = open_conversation(tmp_path)
    chat(conv, 30, size=2)
    split = split_conversation(visible(conv), estimator=estimator(100_000), tail_tokens=20_000)
    assert split.middle == ()  # everything after the head fits the 20K tail


def test_head_plus_one_record_leaves_nothing_to_compress(tmp_path):
    conv = open_conversation(tmp_path)
    say(conv, Role.SYSTEM, "sys")
    for i in range(4):
        say(conv, Role.USER if i % 2 == 0 else Role.ASSISTANT, words(300))
    split = split_conversation(visible(conv), estimator=estimator())
    assert len(split.head) == 4 and len(split.tail) == 1
    assert split.middle == () and split.drop_range is None


def test_small_context_limit_scales_the_tail_down(tmp_path):
    assert tail_budget(750) == (300, 450)              # room = 75 % of a 1000-token limit
    assert tail_budget(150_000) == (20_000, 90_000)
    conv = open_conversation(tmp_path)
    chat(conv, 20, size=35)  # ~51 tokens a record: 8 records are ~410 tokens, over the 300 budget
    split = split_conversation(visible(conv), estimator=estimator(1000))
    tail_tokens = estimator(1000).count_messages(split.tail)
    assert tail_tokens <= 450
    assert len(split.tail) == 8
    split = split_conversation(visible(conv), estimator=estimator(600))
    assert estimator(600).count_messages(split.tail) <= 270
    assert 1 <= len(split.tail) < 8


def test_last_record_is_always_in_the_tail_however_big(tmp_path):
    conv = open_conversation(tmp_path)
    chat(conv, 5, size=5)
    say(conv, Role.USER, words(2000))
    split = split_conversation(visible(conv), estimator=estimator(1000))
    assert split.tail[-1].seq == visible(conv)[-1].seq
    assert len(split.tail) == 1


def test_tool_call_and_results_at_the_tail_boundary_stay_together(tmp_path):
    conv = open_conversation(tmp_path)
    chat(conv, 6, size=40)
    say(conv, Role.USER, "look it up")
    tool_round(conv, "memory_search", call_id="c1", result=words(30), results=3)  # 4 records
    say(conv, Role.ASSISTANT, "found it")
    chat(conv, 2, size=40, start=10)
    view = visible(conv)
    for limit in range(400, 1400, 25):  # move the boundary across the tool group
        split = split_conversation(view, estimator=estimator(limit))
        for part in (split.head, split.middle, split.tail):
            calls = {c.id for m in part for c in m.tool_calls}
            results = {m.tool_call_id for m in part if m.role is Role.TOOL}
            assert calls == results, f"limit {limit}: a call and its result were split"
        assert split.tail[0].role is not Role.TOOL


def test_tool_call_as_third_head_record_keeps_its_results_in_the_head(tmp_path):
    conv = open_conversation(tmp_path)
    say(conv, Role.USER, "hi")
    say(conv, Role.ASSISTANT, "hello")
    tool_round(conv, "memory_list", call_id="h", result="[]", results=2)
    chat(conv, 10, size=40)
    split = split_conversation(visible(conv), estimator=estimator())
    assert [m.role for m in split.head] == [Role.USER, Role.ASSISTANT, Role.ASSISTANT, Role.TOOL, Role.TOOL]
    assert split.middle[0].role is Role.USER


def test_summary_is_never_head_and_is_collected_for_folding(tmp_path):
    conv = open_conversation(tmp_path)
    chat(conv, 10, size=40)
    conv.working_memory.compact(conv.id, 3, 10, "earlier summary")
    chat(conv, 10, size=40, start=10)
    split = split_conversation(visible(conv), estimator=estimator())
    assert len(split.head) == 3 and all(m.kind is RecordKind.MESSAGE for m in split.head)
    assert split.middle[0].kind is RecordKind.SUMMARY
    assert [m.content for m in split.previous_summaries] == ["earlier summary"]
    assert RecordKind.SUMMARY not in {m.kind for m in split.turns}


def test_groups_join_tool_results_to_their_call():
    call = ToolCall("a", "memory_save", {})
    records = [Message(Role.USER, "u", seq=0), Message(Role.ASSISTANT, "", tool_calls=(call,), seq=1),
               Message(Role.TOOL, "ok", tool_call_id="a", seq=2), Message(Role.ASSISTANT, "done", seq=3)]
    assert [[m.seq for m in g] for g in group_records(records)] == [[0], [1, 2], [3]]
