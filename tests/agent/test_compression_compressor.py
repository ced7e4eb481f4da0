"""The Compressor against real working memory and the scripted model: when it compacts, what the
model sees afterwards, the summariser's prompt, the static fallback and folding of summaries."""

from __future__ import annotations

import pytest

from agentik.agent.compression import Compressor, TokenEstimator
from agentik.agent.compression.prompts import SUMMARY_HEADER, unwrap_summary
from agentik.agent.fake import ScriptedReply
from agentik.agent.window import LARGE_WINDOW_CUT
from agentik.notes.messages import RecordKind, Role
from agentik.settings import Settings

from compression_fakes import chat, full, open_conversation, say, tool_round, visible, words

LIMIT = 1000
SUMMARY_ONE = "## Historical Task Snapshot\nThe user, Anya, lives in Kazan and asked twenty questions."


def compressor(limit: int = LIMIT, **kwargs) -> Compressor:
    """A compressor for a small window that cuts as for a large one (the seed's head of 3 and tail of
    8 records): these tests are about the cut's mechanics, test_compression_window.py about the sizes."""
    settings = Settings(model="fake", context_limit=limit)
    kwargs.setdefault("cut", LARGE_WINDOW_CUT)
    return Compressor(settings=settings, estimator=TokenEstimator("fake", context_limit=limit), **kwargs)


def test_under_the_threshold_nothing_happens(tmp_path):
    conv = open_conversation(tmp_path)
    chat(conv, 3, size=20)
    comp = compressor()
    assert not comp.should_compress(conv)
    assert comp.maybe_compress(conv) is None
    assert conv.llm.requests == []


def test_over_the_threshold_the_model_sees_head_summary_tail_and_history_stays(tmp_path):
    conv = open_conversation(tmp_path, replies=[SUMMARY_ONE])
    chat(conv, 20, size=40)
    before = visible(conv)
    comp = compressor()
    assert comp.tokens(conv) > 0.75 * LIMIT and comp.should_compress(conv)

    result = comp.maybe_compress(conv)

    assert result is not None and result.reason == "auto" and not result.used_fallback
    after = visible(conv)
    summaries = [m for m in after if m.kind is RecordKind.SUMMARY]
    assert len(summaries) == 1 and after[3] == summaries[0]
    assert after[:3] == before[:3]                                   # head untouched
    assert after[4:] == before[len(before) - len(after) + 4:]        # tail untouched, in order
    assert SUMMARY_ONE in summaries[0].content and summaries[0].content.startswith(SUMMARY_HEADER["en"])
    assert result.tokens_after == comp.tokens(conv) < 0.75 * LIMIT <= result.tokens_before
    assert result.records_compacted == len(before) - len(after) + 1
    history = full(conv)
    assert [m.seq for m in history if m.kind is RecordKind.MESSAGE] == [m.seq for m in before]
    assert "\n" not in result.notice() and "compressed" in result.notice()
    assert not comp.should_compress(conv)


def test_summariser_prompt_has_the_sections_budget_and_transcript_of_the_middle(tmp_path):
    conv = open_conversation(tmp_path, replies=[SUMMARY_ONE])
    chat(conv, 20, size=40)
    comp = compressor()
    comp.maybe_compress(conv)
    (request,) = conv.llm.requests
    system, user = request.messages
    for heading in ("Historical Task Snapshot", "Goal", "Active State", "Blocked", "Resolved", "Remaining Work"):
        assert f"## {heading}" in system["content"]
    assert "at most" in system["content"] and "tokens" in system["content"]
    assert "TRANSCRIPT TO SUMMARISE" in user["content"] and "PREVIOUS SUMMARY" not in user["content"]
    assert "question 2:" in user["content"]          # seq 4, first record of the middle
    assert "question 0:" not in user["content"]      # head
    assert "answer 19:" not in user["content"]       # tail
    assert comp.estimator.count_messages(request.messages) <= LIMIT


def test_russian_conversation_gets_a_russian_prompt_and_summary_frame(tmp_path):
    conv = open_conversation(tmp_path, replies=["## Historical Task Snapshot\nПользователь Аня живёт в Казани."],
                             language=None)
    for turn in range(20):
        say(conv, Role.USER, f"вопрос {turn}: " + "слово " * 40)
        say(conv, Role.ASSISTANT, f"ответ {turn}: " + "текст " * 40)
    result = compressor().maybe_compress(conv)
    assert result is not None
    system = conv.llm.requests[0].messages[0]["content"]
    assert "Пиши по-русски" in system
    assert result.summary.content.startswith(SUMMARY_HEADER["ru"])
    assert conv.reviews[0][1] == "ru"


def test_summariser_error_falls_back_to_a_static_summary(tmp_path):
    conv = open_conversation(tmp_path, replies=[ScriptedReply(error="provider down")])
    chat(conv, 3, size=40)
    say(conv, Role.USER, "My cat is called Murka. Please remember that.\nSecond line is not quoted.")
    tool_round(conv, "memory_save", call_id="s1", result="saved")
    say(conv, Role.ASSISTANT, "Saved: your cat is Murka.")
    chat(conv, 12, size=40, start=3)

    result = compressor().maybe_compress(conv)

    assert result is not None and result.used_fallback
    assert "static summary" in result.notice()
    body = unwrap_summary(result.summary.content)
    assert "My cat is called Murka" in body
    assert "Second line is not quoted." not in body
    assert "memory_save" in body
    assert "records were compacted" in body
    assert [m.kind for m in visible(conv)].count(RecordKind.SUMMARY) == 1


@pytest.mark.parametrize("answer", ["", "   \n ", "ok"])
def test_unusable_summariser_answer_falls_back(tmp_path, answer):
    conv = open_conversation(tmp_path, replies=[answer])
    chat(conv, 20, size=40)
    result = compressor().maybe_compress(conv)
    assert result is not None and result.used_fallback
    assert "question 2:" in result.summary.content


def test_over_long_summary_is_cut_to_its_budget(tmp_path):
    long_answer = "## Historical Task Snapshot\n" + "\n".join(words(30) for _ in range(60))
    conv = open_conversation(tmp_path, replies=[long_answer])
    chat(conv, 20, size=40)
    comp = compressor()
    result = comp.maybe_compress(conv)
    assert result is not None and not result.used_fallback
    assert comp.estimator.count_text(unwrap_summary(result.summary.content)) <= 0.15 * LIMIT + 2
    assert result.tokens_after < 0.75 * LIMIT


def test_repeated_compression_folds_the_previous_summary_instead_of_stacking(tmp_path):
    conv = open_conversation(tmp_path, replies=[SUMMARY_ONE, "## Historical Task Snapshot\nFOLDED: Anya, Kazan, more."])
    chat(conv, 20, size=40)
    comp = compressor()
    first = comp.maybe_compress(conv)
    chat(conv, 12, size=40, start=20)
    second = comp.maybe_compress(conv)

    assert first is not None and second is not None
    view = visible(conv)
    summaries = [m for m in view if m.kind is RecordKind.SUMMARY]
    assert len(summaries) == 1 and "FOLDED" in summaries[0].content
    assert first.summary.seq not in {m.seq for m in view}                       # hidden, not stacked
    assert {first.summary.seq, second.summary.seq} <= {m.seq for m in full(conv)}  # both kept in history
    prompt = conv.llm.requests[1].messages[1]["content"]
    assert "PREVIOUS SUMMARY" in prompt and "Anya, lives in Kazan" in prompt
    assert "SUMMARY:" not in prompt and SUMMARY_HEADER["en"] not in prompt      # passed once, as previous
    # the review gets real turns only, never the earlier summary
    assert len(conv.reviews) == 2
    assert all(m.kind is RecordKind.MESSAGE for records, _ in conv.reviews for m in records)


def test_fallback_keeps_the_previous_summary(tmp_path):
    conv = open_conversation(tmp_path, replies=[SUMMARY_ONE, ScriptedReply(error="down")])
    chat(conv, 20, size=40)
    comp = compressor()
    comp.maybe_compress(conv)
    chat(conv, 12, size=40, start=20)
    second = comp.maybe_compress(conv)
    assert second is not None and second.used_fallback
    assert "Anya, lives in Kazan" in second.summary.content


def test_middle_goes_to_the_memory_review_before_it_is_hidden(tmp_path):
    conv = open_conversation(tmp_path, replies=[SUMMARY_ONE])
    chat(conv, 20, size=40)
    conv.working_memory.set_state(conv.id, "reviewed_through", 9)  # the chat loop reviewed up to seq 9
    result = compressor().maybe_compress(conv)
    assert result is not None and result.review_scheduled
    (records, language), = conv.reviews
    hidden = {m.seq for m in full(conv)} - {m.seq for m in visible(conv)}
    assert [m.seq for m in records] == sorted(s for s in hidden if s > 9)
    assert language == "en"


def test_head_plus_one_record_is_left_alone(tmp_path):
    conv = open_conversation(tmp_path, replies=[SUMMARY_ONE])
    say(conv, Role.SYSTEM, "sys")
    chat(conv, 2, size=300)
    before = full(conv)
    comp = compressor()
    assert comp.compress(conv) is None
    assert comp.maybe_compress(conv) is None
    assert full(conv) == before and conv.llm.requests == []


def test_everything_in_the_tail_leaves_nothing_to_compress(tmp_path):
    conv = open_conversation(tmp_path, replies=[SUMMARY_ONE])
    chat(conv, 1, size=200)
    say(conv, Role.USER, words(200))                 # a heavy head puts the conversation over 75 %
    chat(conv, 3, size=10, start=1)                  # everything after it fits the tail
    comp = compressor()
    assert comp.should_compress(conv)
    assert comp.maybe_compress(conv) is None
    assert comp.throttle_state(conv).failures == 1
    chat(conv, 1, size=10, start=4)                  # head + 8 records: even /compact keeps them all
    assert comp.compress(conv) is None
    assert [m.kind for m in visible(conv)].count(RecordKind.SUMMARY) == 0
    assert conv.llm.requests == []


def test_forced_compress_works_under_the_threshold(tmp_path):
    conv = open_conversation(tmp_path, replies=[SUMMARY_ONE])
    chat(conv, 12, size=10)
    comp = compressor(limit=1000)
    assert not comp.should_compress(conv)
    result = comp.compress(conv)
    assert result is not None and result.reason == "forced"


def test_tool_calls_and_results_stay_paired_in_what_the_model_sees(tmp_path):
    conv = open_conversation(tmp_path, replies=[SUMMARY_ONE] * 3)
    comp = compressor()
    for round_ in range(12):
        say(conv, Role.USER, f"find {round_} " + words(20))
        tool_round(conv, "memory_search", call_id=f"r{round_}", result=words(25), results=1 + round_ % 3)
        say(conv, Role.ASSISTANT, "done " + words(10))
        comp.maybe_compress(conv)
        sent = [m.to_llm() for m in visible(conv)]
        open_calls: set[str] = set()
        for item in sent:
            if item["role"] == "tool":
                assert item["tool_call_id"] in open_calls, "a tool result lost its call"
                open_calls.discard(item["tool_call_id"])
            open_calls |= {c["id"] for c in item.get("tool_calls", ())}
        assert not open_calls, "a tool call lost its result"
    assert sum(1 for m in full(conv) if m.kind is RecordKind.SUMMARY) >= 2


@pytest.mark.parametrize("budget", [40, 150, 600])
def test_static_summary_keeps_to_its_budget_and_names_what_it_leaves_out(tmp_path, budget):
    from agentik.agent.compression.fallback import static_summary

    conv = open_conversation(tmp_path)
    chat(conv, 3, size=40)
    say(conv, Role.USER, "My cat is called Murka. Please remember that.")
    chat(conv, 5, size=40, start=3)
    est = TokenEstimator("fake")
    text = static_summary(visible(conv), previous_summary="## Goal\nold goal", language="en", estimator=est,
                          budget_tokens=budget)
    assert est.count_text(text) <= budget
    assert text.startswith("## Historical Task Snapshot")
    if budget >= 150:
        assert "My cat is called Murka" in text and "old goal" in text
    if budget == 150:
        assert "more." in text      # the quotes that did not fit are counted


def test_summariser_request_is_bounded_when_the_middle_is_bigger_than_the_window(tmp_path):
    from agentik.agent.compression.prompts import summary_request

    conv = open_conversation(tmp_path)
    for turn in range(30):
        say(conv, Role.USER, f"question {turn}: " + words(40))
        tool_round(conv, "memory_search", call_id=f"t{turn}", result="x" * 5000)  # cut to 2000 characters
    est = TokenEstimator("fake")
    request = summary_request(visible(conv), previous_summary="## Goal\nold", language="en", budget_tokens=100,
                              estimator=est, max_request_tokens=2000)
    transcript = request[1]["content"]
    assert est.count_messages(request) <= 2000
    assert "characters cut" in transcript and "records left out to fit" in transcript
    assert "question 0:" in transcript and "question 29:" in transcript   # both ends are kept
    assert "## Goal\nold" in transcript


def test_a_middle_holding_only_the_last_summary_is_not_summarised_again(tmp_path):
    conv = open_conversation(tmp_path, replies=[SUMMARY_ONE, SUMMARY_ONE])
    chat(conv, 12, size=10)
    comp = compressor()
    assert comp.compress(conv) is not None
    before = full(conv)
    assert comp.compress(conv) is None
    assert full(conv) == before and len(conv.llm.requests) == 1


def test_the_summariser_request_carries_the_summary_budget():
    from agentik.agent.compression.compressor import _llm_summariser
    from agentik.agent.fake import ScriptedModel

    model = ScriptedModel(["## Goal\nkeep going"])
    assert _llm_summariser(model)([{"role": "user", "content": "summarise"}], max_tokens=321) == "## Goal\nkeep going"
    assert model.requests[0].max_tokens == 321
